// 5.1: army leaders and formations. A formation is a group of land units (and army
// leaders) in one space that moves, intercepts, fights and assaults together; its size
// is limited by the command ratings of the leaders with it. Also the per-impulse marks
// on land pieces that movement needs (13.1-13.3, Foul Weather, Gout), and the prompts
// that let a power pick a formation one small decision at a time.
import type { Json } from '../../../engine/types.ts';
import type { SpaceId } from '../data/map.ts';
import { ARMY_LEADERS, isArmyLeaderId } from '../data/pieces.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MINOR_POWERS } from '../data/powers.ts';
import { formationLimit } from '../data/tables.ts';
import type { Ask } from '../flow/frames.ts';
import { addUnits, controllingMajor, forcesAt, forcesFor, tidy } from '../queries.ts';
import { leaderPower, noteWarCapture } from '../phases/diplomacy/war-status.ts';
import type { HisState, LandMarks, LandUnitKind, LeaderId, MarkedForces } from '../state.ts';
import { LAND_UNIT_KINDS } from '../state.ts';
import { landMarks } from './marks.ts';
import { noteLeaderRemoved } from '../leaders-removed.ts';

/** A number of land units of one kind and one owner (a major power or its active minor ally). */
export type UnitCount = { power: Power; kind: LandUnitKind; count: number };

/** Army leaders and land units moving or fighting together (5.1). */
export type Formation = { leaders: LeaderId[]; units: UnitCount[] };

// ---- leaders ----

export function isArmyLeader(leader: LeaderId): boolean {
  return isArmyLeaderId(leader);
}

export function battleRating(leader: LeaderId): number {
  return isArmyLeaderId(leader) ? ARMY_LEADERS[leader].battle : 0;
}

/** 13.2, 13.3, 14: the best single battle rating among these leaders (0 without leaders). */
export function bestBattleRating(leaders: readonly LeaderId[]): number {
  return leaders.reduce((best, l) => Math.max(best, battleRating(l)), 0);
}

/** 5.1: 4 units without a leader; one leader his command rating; two or more the two highest summed. */
export function maxFormationSize(leaders: readonly LeaderId[]): number {
  return formationLimit(leaders.filter(isArmyLeaderId).map((l) => ARMY_LEADERS[l].command));
}

// ---- who commands what ----

/** 5.1, 22.3: a major power commands its own land units and those of its active minor allies. */
export function commandedPowers(state: HisState, power: MajorPower): Power[] {
  return [power, ...MINOR_POWERS.filter((m) => state.diplomacy.minorAllies[m] === power)];
}

/**
 * 5.1: everything a major power could put into formations in a space: its army leaders
 * and the land units of itself and its active minor allies (formations never mix two
 * major powers). Callers remove what may not take part (marks, sieges).
 */
export function formationsAt(state: HisState, space: SpaceId, power: MajorPower): Formation {
  const leaders = forcesAt(state, { space }, power).leaders.filter(isArmyLeaderId);
  const units: UnitCount[] = [];
  for (const owner of commandedPowers(state, power)) {
    const f = forcesAt(state, { space }, owner);
    for (const kind of LAND_UNIT_KINDS) if (f[kind] > 0) units.push({ power: owner, kind, count: f[kind] });
  }
  return { leaders, units };
}

export function formationUnits(f: Formation): number {
  return f.units.reduce((n, u) => n + u.count, 0);
}

export function isEmptyFormation(f: Formation): boolean {
  return f.leaders.length === 0 && formationUnits(f) === 0;
}

/** 13.2, 13.3: Ottoman cavalry in a formation changes interception and avoid battle rolls. */
export function hasCavalry(f: Formation): boolean {
  return f.units.some((u) => u.kind === 'cavalry' && u.count > 0);
}

/** The power whose forces record holds this leader in a space (leaders are kept with their power). */
export function leaderOwnerIn(state: HisState, space: SpaceId, leader: LeaderId): Power | null {
  const units = state.spaces[space].units;
  for (const p of Object.keys(units) as Power[]) if (units[p]?.leaders.includes(leader)) return p;
  return null;
}

/** Take a formation off one space and put it in another (no rule checks). */
export function moveFormation(state: HisState, f: Formation, from: SpaceId, to: SpaceId): void {
  for (const u of f.units) {
    addUnits(state, { space: from }, u.power, u.kind, -u.count);
    addUnits(state, { space: to }, u.power, u.kind, u.count);
  }
  for (const leader of f.leaders) {
    const owner = leaderOwnerIn(state, from, leader);
    if (!owner) throw new Error(`formation: ${leader} is not in ${from}`);
    const src = forcesFor(state, { space: from }, owner);
    src.leaders = src.leaders.filter((l) => l !== leader);
    forcesFor(state, { space: to }, owner).leaders.push(leader);
  }
  tidy(state, { space: from });
  tidy(state, { space: to });
  moveMarks(state, f, from, to);
}

/**
 * 13.4, 14.1, 15.3: a formation with no legal retreat is eliminated: its units go back to
 * the pool and its leaders are captured by `captor` (captureLeader).
 */
export function eliminateFormation(state: HisState, f: Formation, space: SpaceId, captor: MajorPower | null): void {
  for (const leader of f.leaders) captureLeader(state, space, leader, captor);
  for (const u of f.units) addUnits(state, { space }, u.power, u.kind, -u.count);
  tidy(state, { space });
}

/**
 * The one capture path (5.1, 13.1, 14 step 10, 15.1 step 10): a captured army leader goes
 * onto the power card of the power that captured him (regained by ransom or peace, 9.3,
 * 9.4), and the capture is recorded for suing for peace (9.3 step 1), so it still counts
 * once he is ransomed. Leaders taken by an independent or inactive minor garrison, which
 * has no power card, simply leave the map.
 */
export function captureLeader(state: HisState, space: SpaceId, leader: LeaderId, captor: MajorPower | null): void {
  const owner = leaderOwnerIn(state, space, leader);
  if (!owner) return;
  const src = forcesFor(state, { space }, owner);
  src.leaders = src.leaders.filter((l) => l !== leader);
  tidy(state, { space });
  // Captured by independents or an inactive minor: no power card holds him; he leaves play.
  if (captor) state.powers[captor].captives.push(leader);
  else noteLeaderRemoved(state, leader);
  state.log.push({ key: 'his.log.leaderCaptured', params: { leader, space, captor: captor ?? 'none' } });
  // Captures of or by an active minor count for its major ally (the Renegade serves his stack's power).
  const victim = leaderPower(leader) ?? controllingMajor(state, owner);
  if (captor && victim) noteWarCapture(state, captor, victim);
}

// ---- marks that last for the impulse ----

type MarkList = 'triedIntercept' | 'lostBattle' | 'moved';

function currentMarks(state: HisState): LandMarks | null {
  return state.landMarks.impulse === state.impulse ? state.landMarks : null;
}

function markEntry(list: MarkedForces[], space: SpaceId, power: Power): MarkedForces {
  let e = list.find((m) => m.space === space && m.power === power);
  if (!e) {
    e = { space, power, regular: 0, mercenary: 0, cavalry: 0, leaders: [] };
    list.push(e);
  }
  return e;
}

/** Mark a formation's pieces in a space. */
export function markFormation(state: HisState, list: MarkList, space: SpaceId, f: Formation): void {
  const marks = landMarks(state)[list];
  for (const u of f.units) markEntry(marks, space, u.power)[u.kind] += u.count;
  for (const leader of f.leaders) {
    const owner = leaderOwnerIn(state, space, leader);
    if (owner) {
      const e = markEntry(marks, space, owner);
      if (!e.leaders.includes(leader)) e.leaders.push(leader);
    }
  }
  clampMarks(state, list);
}

/** How many pieces of a power in a space carry a mark (never more than are there). */
export function markedIn(state: HisState, list: MarkList, space: SpaceId, power: Power): MarkedForces {
  const e = currentMarks(state)?.[list].find((m) => m.space === space && m.power === power);
  const f = forcesAt(state, { space }, power);
  return {
    space,
    power,
    regular: Math.min(e?.regular ?? 0, f.regular),
    mercenary: Math.min(e?.mercenary ?? 0, f.mercenary),
    cavalry: Math.min(e?.cavalry ?? 0, f.cavalry),
    leaders: (e?.leaders ?? []).filter((l) => f.leaders.includes(l)),
  };
}

function clampMarks(state: HisState, list: MarkList): void {
  const marks = landMarks(state);
  marks[list] = marks[list]
    .map((m) => markedIn(state, list, m.space, m.power))
    .filter((m) => m.regular + m.mercenary + m.cavalry > 0 || m.leaders.length > 0);
}

/** Marks travel with the pieces that carry them (marked units are assumed to go first). */
function moveMarks(state: HisState, f: Formation, from: SpaceId, to: SpaceId): void {
  const marks = currentMarks(state);
  if (!marks) return;
  for (const list of ['triedIntercept', 'lostBattle', 'moved'] as const) {
    for (const u of f.units) {
      const src = marks[list].find((m) => m.space === from && m.power === u.power);
      if (!src) continue;
      const n = Math.min(src[u.kind], u.count);
      src[u.kind] -= n;
      if (n > 0) markEntry(marks[list], to, u.power)[u.kind] += n;
    }
    for (const leader of f.leaders) {
      const src = marks[list].find((m) => m.space === from && m.leaders.includes(leader));
      if (!src) continue;
      src.leaders = src.leaders.filter((l) => l !== leader);
      const e = markEntry(marks[list], to, src.power);
      e.leaders.push(leader);
    }
    clampMarks(state, list);
  }
}

/** 13.1, 13.3: for the field battle procedure: this formation lost a field battle this impulse (call after its retreat). */
export function markLostBattle(state: HisState, space: SpaceId, f: Formation): void {
  markFormation(state, 'lostBattle', space, f);
}

/** Gout (#32): the leader may not move (or assault) for the rest of the impulse. */
export function barLeader(state: HisState, leader: LeaderId): void {
  const marks = landMarks(state);
  if (!marks.barredLeaders.includes(leader)) marks.barredLeaders.push(leader);
}

export function isLeaderBarred(state: HisState, leader: LeaderId): boolean {
  return currentMarks(state)?.barredLeaders.includes(leader) ?? false;
}

/** Foul Weather (#31): from now on this power's land units move at most one space this impulse. */
export function foulWeatherStrikes(state: HisState, power: MajorPower): void {
  const marks = landMarks(state);
  if (!marks.foulWeather.includes(power)) marks.foulWeather.push(power);
  marks.moved = marks.moved.filter((m) => !commandedPowers(state, power).includes(m.power));
}

/**
 * 13.4 option 1: a formation that moved on from a fortified space it could not besiege is
 * eliminated if later forced to retreat back into it. For the field battle's retreat.
 */
export function retreatIsFatal(state: HisState, power: MajorPower, battleSpace: SpaceId, retreatTo: SpaceId): boolean {
  return currentMarks(state)?.movedOn.some((m) => m.power === power && m.to === battleSpace && m.from === retreatTo) ?? false;
}

export function underFoulWeather(state: HisState, power: MajorPower): boolean {
  return currentMarks(state)?.foulWeather.includes(power) ?? false;
}

/** Subtract marked pieces from a pool of pieces in a space. */
export function withoutMarked(state: HisState, pool: Formation, space: SpaceId, list: MarkList): Formation {
  const units = pool.units
    .map((u) => ({ ...u, count: u.count - markedIn(state, list, space, u.power)[u.kind] }))
    .filter((u) => u.count > 0);
  const markedLeaders = new Set(pool.leaders.filter((l) => {
    const owner = leaderOwnerIn(state, space, l);
    return owner !== null && markedIn(state, list, space, owner).leaders.includes(l);
  }));
  return { leaders: pool.leaders.filter((l) => !markedLeaders.has(l)), units };
}

/** Is every piece of the formation marked (e.g. all lost a battle this impulse)? */
export function allMarked(state: HisState, f: Formation, space: SpaceId, list: MarkList): boolean {
  if (isEmptyFormation(f)) return false;
  const rest = withoutMarked(state, f, space, list);
  // What remains unmarked of the pool, compared with what the formation takes.
  for (const u of f.units) {
    const marked = markedIn(state, list, space, u.power)[u.kind];
    if (marked < u.count) return false;
  }
  return rest.leaders.length === 0;
}

// ---- picking a formation, one small prompt at a time ----

/**
 * The choices made so far when a power picks a formation from a pool of pieces: army
 * leaders first (they set the formation limit), then a number for each unit kind.
 */
export type FormationPick = {
  /** Leaders that may be chosen, and those chosen. */
  leaderChoices: LeaderId[];
  leaders: LeaderId[];
  leadersDone: boolean;
  /** Units available, by owner and kind, and those chosen. */
  pool: UnitCount[];
  units: UnitCount[];
  kindIndex: number;
  /** 5.1 formation limit applies (not to avoid battle, 13.3). */
  limited: boolean;
  /** At least one land unit is required (e.g. leaders may not go alone here). */
  needUnit: boolean;
};

export function newPick(pool: Formation, opts: { limited: boolean; needUnit: boolean }): FormationPick {
  const pick: FormationPick = {
    leaderChoices: [...pool.leaders],
    leaders: [],
    leadersDone: pool.leaders.length === 0,
    pool: pool.units.filter((u) => u.count > 0).map((u) => ({ ...u })),
    units: [],
    kindIndex: 0,
    limited: opts.limited,
    needUnit: opts.needUnit,
  };
  skipFixedKinds(pick);
  return pick;
}

function chosenUnits(pick: FormationPick): number {
  return pick.units.reduce((n, u) => n + u.count, 0);
}

/** The range of numbers the current unit-kind prompt offers. */
function kindRange(pick: FormationPick): { min: number; max: number } {
  const u = pick.pool[pick.kindIndex]!;
  const room = pick.limited ? Math.max(0, maxFormationSize(pick.leaders) - chosenUnits(pick)) : Infinity;
  const max = Math.min(u.count, room);
  const last = pick.kindIndex === pick.pool.length - 1;
  const mustTakeOne = last && chosenUnits(pick) === 0 && (pick.needUnit || pick.leaders.length === 0);
  return { min: Math.min(mustTakeOne ? 1 : 0, max), max };
}

/** Kinds with a single possible number are settled without asking. */
function skipFixedKinds(pick: FormationPick): void {
  if (!pick.leadersDone) return;
  while (pick.kindIndex < pick.pool.length) {
    const { min, max } = kindRange(pick);
    if (min !== max) return;
    const u = pick.pool[pick.kindIndex]!;
    if (min > 0) pick.units.push({ power: u.power, kind: u.kind, count: min });
    pick.kindIndex++;
  }
}

export function pickComplete(pick: FormationPick): boolean {
  return pick.leadersDone && pick.kindIndex >= pick.pool.length;
}

/** Message key of the current formation prompt. */
function pickPromptKey(pick: FormationPick): string {
  return pick.leadersDone ? 'his.prompt.formationUnits' : 'his.prompt.formationLeaders';
}

function pickPromptParams(pick: FormationPick): Record<string, string | number> {
  if (!pick.leadersDone) return { chosen: pick.leaders.join(',') };
  const u = pick.pool[pick.kindIndex]!;
  return { power: u.power, kind: u.kind, available: u.count };
}

/** An answer to a formation prompt: a leader, done with leaders, or how many of a kind. */
export type FormationPickAction = { type: 'leader'; leader: LeaderId } | { type: 'done' } | { type: 'units'; power: Power; kind: LandUnitKind; count: number };

/** Is this answer one to a formation prompt (for a procedure whose other prompts offer other actions)? */
export function isPickAction(action: { type: string }): action is FormationPickAction {
  return action.type === 'leader' || action.type === 'done' || action.type === 'units';
}

/** The legal actions of the current formation prompt. */
export function pickActions(pick: FormationPick): FormationPickAction[] {
  if (!pick.leadersDone) {
    const actions: FormationPickAction[] = pick.leaderChoices.filter((l) => !pick.leaders.includes(l)).map((leader) => ({ type: 'leader', leader }));
    if (pick.leaders.length > 0 || pick.pool.length > 0) actions.push({ type: 'done' });
    return actions;
  }
  const u = pick.pool[pick.kindIndex]!;
  const { min, max } = kindRange(pick);
  const actions: FormationPickAction[] = [];
  for (let n = min; n <= max; n++) actions.push({ type: 'units', power: u.power, kind: u.kind, count: n });
  return actions;
}

/**
 * The current formation prompt to `power`, with the caller's `params` (where the pieces are)
 * and `actions`, by default every legal answer.
 */
export function pickAsk(power: MajorPower, pick: FormationPick, params: Record<string, Json>, actions: FormationPickAction[] = pickActions(pick)): Ask<FormationPickAction> {
  return { power, key: pickPromptKey(pick), params: { ...params, ...pickPromptParams(pick) }, actions };
}

/** Apply an answer (already checked against pickActions); true when the formation is complete. */
export function pickDecide(pick: FormationPick, action: FormationPickAction): boolean {
  if (action.type === 'leader') {
    pick.leaders.push(action.leader);
    if (pick.leaders.length === pick.leaderChoices.length) pick.leadersDone = true;
  } else if (action.type === 'done') {
    pick.leadersDone = true;
  } else if (action.type === 'units') {
    const u = pick.pool[pick.kindIndex]!;
    const count = action.count;
    if (count > 0) pick.units.push({ power: u.power, kind: u.kind, count });
    pick.kindIndex++;
  }
  skipFixedKinds(pick);
  return pickComplete(pick);
}

export function pickedFormation(pick: FormationPick): Formation {
  return { leaders: [...pick.leaders], units: pick.units.map((u) => ({ ...u })) };
}
