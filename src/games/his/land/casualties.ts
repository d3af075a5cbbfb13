// The roll, casualties and captured leaders of land combat (rulebook 14 steps 6 and 9-10,
// 15.1 steps 7 and 9-10, 9.2 allied losses, 9.6 step 6). Helpers shared by the field battle
// and the assault procedures.
import type { SpaceId } from '../data/map.ts';
import { isArmyLeaderId } from '../data/pieces.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import { COMBAT } from '../data/tables.ts';
import { hits, rollDice } from '../dice.ts';
import type { Ask } from '../flow/frames.ts';
import { landCombatFought } from '../phases/diplomacy/war-status.ts';
import { ORDERED_POWERS, addUnits, controllingMajor, forcesAt } from '../queries.ts';
import { stacksFitCounters } from '../counter-mix.ts';
import type { HisState, LandUnitKind, LeaderId } from '../state.ts';
import { LAND_UNIT_KINDS } from '../state.ts';
import type { Formation } from './formation.ts';
import { bestBattleRating, captureLeader } from './formation.ts';

/**
 * Some land units of one power and kind taking part in a combat. `inside` marks units that
 * started the impulse inside a besieged fortification and joined a relief battle (15.2).
 */
export type Lot = { power: Power; kind: LandUnitKind; n: number; inside?: boolean };

export type Side = 'attacker' | 'defender';

/** Extra dice from combat cards, hitting on `hitOn` or more (Tercios: 4, Siege Artillery: 3). */
export type SpecialDice = { side: Side; n: number; hitOn: number };

/** One side of a combat as it stood when the dice were rolled (14 step 6, 15.1 step 7). */
export type SideRoll = {
  lots: Lot[];
  leaders: LeaderLot[];
  /** Dice rolled and their results; `hits` may grow after the roll (Janissaries, Siege Artillery). */
  dice: number;
  rolls: number[];
  hits: number;
  /** Who takes this side's leaders if they are captured (the other side's leading power). */
  capturedBy: MajorPower | null;
};

/** Losses still to be taken by one group of a side (14 step 9, 15.1 step 9, 9.2 split). */
export type Due = { side: Side; group: Power; n: number; fitBefore?: Power[] };

/** An army leader and the power whose stack he stands in. */
export type LeaderLot = { power: Power; leader: LeaderId; inside?: boolean };

/**
 * The group that fights and chooses as one: a major power with its active minor allies
 * (22.3), or an inactive minor or the independents on their own (22.1, 22.6).
 */
export function groupOf(state: HisState, p: Power): Power {
  return controllingMajor(state, p) ?? p;
}

export function lotUnits(lots: readonly Lot[]): number {
  return lots.reduce((n, l) => n + l.n, 0);
}

export function groupUnits(state: HisState, lots: readonly Lot[], group: Power): number {
  return lotUnits(lots.filter((l) => groupOf(state, l.power) === group));
}

/** The groups present in some lots, in impulse order (minors and independents after the majors). */
export function groupsIn(state: HisState, lots: readonly Lot[]): Power[] {
  const present = new Set(lots.filter((l) => l.n > 0).map((l) => groupOf(state, l.power)));
  return ORDERED_POWERS.filter((p) => present.has(p));
}

/** The land units of some powers in a space, as lots (minus what `except` sets aside). */
export function lotsInSpace(state: HisState, space: SpaceId, powers: readonly Power[], except: readonly Lot[] = []): Lot[] {
  const out: Lot[] = [];
  for (const power of powers) {
    const f = forcesAt(state, { space }, power);
    for (const kind of LAND_UNIT_KINDS) {
      const held = except.filter((l) => l.power === power && l.kind === kind).reduce((n, l) => n + l.n, 0);
      const n = f[kind] - held;
      if (n > 0) out.push({ power, kind, n });
    }
  }
  return out;
}

/** The army leaders of some powers in a space (naval leaders in port are not in land combat). */
export function leadersInSpace(state: HisState, space: SpaceId, powers: readonly Power[], except: readonly LeaderId[] = []): LeaderLot[] {
  const out: LeaderLot[] = [];
  for (const power of powers) {
    for (const leader of forcesAt(state, { space }, power).leaders) {
      if (isArmyLeaderId(leader) && !except.includes(leader)) out.push({ power, leader });
    }
  }
  return out;
}

/** 14 steps 2-3, 15.1 steps 3-4: one die per point of the best battle rating on the side. */
export function bestRating(leaders: readonly LeaderLot[]): number {
  return bestBattleRating(leaders.map((l) => l.leader));
}

/**
 * 9.2: losses of allied defenders are split evenly between the powers until a power is
 * eliminated; a random roll decides who suffers an odd loss. Returns losses per group.
 */
export function splitLosses(state: HisState, units: readonly { group: Power; units: number }[], n: number): { group: Power; n: number }[] {
  const out = units.map((u) => ({ group: u.group, n: 0 }));
  let left = Math.min(n, units.reduce((s, u) => s + u.units, 0));
  while (left > 0) {
    const alive = out.filter((o, i) => o.n < units[i]!.units);
    if (alive.length <= left) {
      for (const o of alive) o.n++;
      left -= alive.length;
      continue;
    }
    // Fewer losses than powers still standing: roll for each odd loss (9.2).
    const pick = rollAmong(state, alive.length, 'oddLoss');
    alive[pick]!.n++;
    left--;
  }
  return out.filter((o) => o.n > 0);
}

/** A fair choice among m options with one die, rerolling the faces that do not divide evenly. */
function rollAmong(state: HisState, m: number, why: string): number {
  if (m > 6) throw new Error(`casualties: cannot pick among ${m} powers with one die`);
  const usable = 6 - (6 % m);
  for (;;) {
    const [d] = rollDice(state, 1, why, { among: m });
    // 1-3 / 4-6 for two powers, 1-2 / 3-4 / 5-6 for three.
    if (d! <= usable) return Math.floor(((d! - 1) * m) / usable);
  }
}

/** How many losses each side of a combat takes, per group of the side (9.2 split). */
export function lossesByGroup(state: HisState, lots: readonly Lot[], n: number): { group: Power; n: number }[] {
  const groups = groupsIn(state, lots);
  if (groups.length === 1) return [{ group: groups[0]!, n: Math.min(n, lotUnits(lots)) }].filter((g) => g.n > 0);
  return splitLosses(
    state,
    groups.map((group) => ({ group, units: groupUnits(state, lots, group) })),
    n,
  );
}

/** A casualty chosen: one unit of a kind (and pool: inside the fortifications or not). */
export type CasualtyAction = { type: 'casualty'; power: Power; kind: LandUnitKind; inside?: true };

/** The casualty choices of a group: one action per kind (and pool) it still has units of. */
export function casualtyActions(state: HisState, lots: readonly Lot[], group: Power): CasualtyAction[] {
  return lots
    .filter((l) => l.n > 0 && groupOf(state, l.power) === group)
    .map((l): CasualtyAction => (l.inside ? { type: 'casualty', power: l.power, kind: l.kind, inside: true } : { type: 'casualty', power: l.power, kind: l.kind }));
}

/** The lot a casualty action names. */
export function lotOf(lots: Lot[], action: CasualtyAction): Lot {
  const lot = lots.find((l) => l.power === action.power && l.kind === action.kind && Boolean(l.inside) === Boolean(action.inside) && l.n > 0);
  if (!lot) throw new Error(`casualties: no ${action.kind} of ${action.power} left`);
  return lot;
}

/**
 * Eliminate one land unit of a lot (14 step 9, 15.1 step 9). Inactive minors and independents
 * choose nothing: they lose mercenaries, then regulars, then cavalry in that order (22.1).
 */
export function eliminateOne(state: HisState, space: SpaceId, lots: Lot[], lot: Lot): void {
  lot.n--;
  addUnits(state, { space }, lot.power, lot.kind, -1);
  state.log.push({ key: 'his.log.casualty', params: { power: lot.power, kind: lot.kind, space } });
}

export function automaticLot(state: HisState, lots: Lot[], group: Power): Lot | null {
  const own = lots.filter((l) => l.n > 0 && groupOf(state, l.power) === group);
  const order: LandUnitKind[] = ['mercenary', 'regular', 'cavalry'];
  own.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || Number(Boolean(a.inside)) - Number(Boolean(b.inside)));
  return own[0] ?? null;
}

/**
 * The casualty prompt of the group at the head of `due`, or null when the loss is forced
 * (one kind left, the whole group lost, or a group that chooses nothing).
 */
export function casualtyAsk(state: HisState, space: SpaceId, sides: Record<Side, SideRoll>, due: readonly Due[]): Ask<CasualtyAction> | null {
  const d = due[0];
  if (!d || !choosesItself(d.group)) return null;
  const lots = sides[d.side].lots;
  const actions = casualtyActions(state, lots, d.group);
  if (actions.length < 2 || groupUnits(state, lots, d.group) <= d.n) return null;
  return { power: d.group, key: 'his.prompt.casualty', params: { space, losses: d.n }, actions };
}

/**
 * 5.2 "make change": once a group has taken its losses, a power of it that cannot show what
 * is left with its counters (even after exchanging counters everywhere) loses more units in
 * this space until it can: mercenaries, then regulars, then cavalry. Only powers whose
 * position fitted before these losses (`fitBefore`): a shortage from elsewhere is not this
 * space's to pay.
 */
export function makeChange(state: HisState, space: SpaceId, lots: Lot[], group: Power, fitBefore: readonly Power[]): void {
  for (const power of fitBefore) {
    if (stacksFitCounters(state, power)) continue;
    const own = lots.filter((l) => l.power === power);
    while (!stacksFitCounters(state, power)) {
      const lot = automaticLot(state, own, group);
      if (!lot) break;
      state.log.push({ key: 'his.log.makeChange', params: { power, space } });
      eliminateOne(state, space, lots, lot);
    }
  }
}

/** 5.2: before a group's first loss, note which of its powers can show their units with their counters. */
function noteFit(state: HisState, lots: readonly Lot[], d: Due): void {
  if (d.fitBefore !== undefined) return;
  const powers = ORDERED_POWERS.filter((p) => p !== 'independent' && lots.some((l) => l.power === p && groupOf(state, l.power) === d.group));
  d.fitBefore = powers.filter((p) => stacksFitCounters(state, p));
}

/** A group has taken all its losses: next group, after making change (5.2). */
function groupDone(state: HisState, space: SpaceId, sides: Record<Side, SideRoll>, due: Due[]): void {
  const d = due.shift()!;
  makeChange(state, space, sides[d.side].lots, d.group, d.fitBefore ?? []);
}

/** Take one forced loss from the group at the head of `due`. */
export function takeAutomaticLoss(state: HisState, space: SpaceId, sides: Record<Side, SideRoll>, due: Due[]): void {
  const d = due[0]!;
  const lots = sides[d.side].lots;
  const lot = automaticLot(state, lots, d.group);
  if (lot && d.n > 0) {
    noteFit(state, lots, d);
    eliminateOne(state, space, lots, lot);
    d.n--;
  } else {
    d.n = 0;
  }
  if (d.n === 0) groupDone(state, space, sides, due);
}

/** Take the loss a power chose (an action of `casualtyAsk`). */
export function takeChosenLoss(state: HisState, space: SpaceId, sides: Record<Side, SideRoll>, due: Due[], action: CasualtyAction): void {
  const d = due[0]!;
  const lots = sides[d.side].lots;
  noteFit(state, lots, d);
  eliminateOne(state, space, lots, lotOf(lots, action));
  d.n--;
  if (d.n === 0) groupDone(state, space, sides, due);
}

/** Does this group choose its losses itself? Only major powers decide (22.1, 22.3). */
export function choosesItself(group: Power): group is MajorPower {
  return isMajorPower(group);
}

/**
 * The power that takes captured leaders: the major power with the most land units on the
 * winning side (ties in impulse order). Null when only inactive minors or independents won.
 */
export function captorOf(state: HisState, lots: readonly Lot[]): MajorPower | null {
  let best: MajorPower | null = null;
  let most = -1;
  for (const g of groupsIn(state, lots)) {
    if (!isMajorPower(g)) continue;
    const n = groupUnits(state, lots, g);
    if (n > most) {
      best = g;
      most = n;
    }
  }
  if (best) return best;
  // A side whose units are all gone may still win (14 step 8); its major power takes them.
  for (const l of lots) {
    const g = groupOf(state, l.power);
    if (isMajorPower(g)) return g;
  }
  return null;
}

/** Lots and leaders as a movement formation (land/formation.ts), to move or mark them. */
export function toFormation(lots: readonly Lot[], leaders: readonly LeaderLot[]): Formation {
  return { leaders: leaders.map((l) => l.leader), units: lots.filter((l) => l.n > 0).map((l) => ({ power: l.power, kind: l.kind, count: l.n })) };
}

/**
 * 14 step 10, 14.1, 15.1 step 10: captured army leaders go onto the power card of the
 * adversary who defeated them (land/formation.ts captureLeader), and the capture counts
 * for suing for peace (9.3 step 1).
 */
export function captureLeaders(state: HisState, space: SpaceId, leaders: readonly LeaderLot[], captor: MajorPower | null): void {
  for (const { leader } of leaders) captureLeader(state, space, leader, captor);
}

// ---- the roll ----

/** The two sides of a land combat before the dice are rolled (14 step 6, 15.1 step 7). */
export function combatSides(
  state: HisState,
  attacker: MajorPower,
  attackers: { lots: Lot[]; leaders: LeaderLot[] },
  defenders: { lots: Lot[]; leaders: LeaderLot[] },
): Record<Side, SideRoll> {
  return {
    attacker: { lots: attackers.lots, leaders: attackers.leaders, dice: 0, rolls: [], hits: 0, capturedBy: captorOf(state, defenders.lots) },
    defender: { lots: defenders.lots, leaders: defenders.leaders, dice: 0, rolls: [], hits: 0, capturedBy: attacker },
  };
}

/**
 * 9.6 step 6: a land combat or assault removes the Phony War marker of the declaring power
 * against each defending minor or its intervening ally (diplomacy keeps them).
 */
export function noteCombat(state: HisState, attacker: MajorPower, defenders: readonly Power[]): void {
  for (const p of defenders) {
    landCombatFought(state, attacker, p);
    if (groupOf(state, p) !== p) landCombatFought(state, attacker, groupOf(state, p));
  }
}

const ROLL_LOG = { fieldBattle: 'his.log.battleRoll', assault: 'his.log.assaultRoll' } as const;

/**
 * 14 step 6, 15.1 step 7: one side rolls its `dice`, hitting on 5 or 6, then the extra dice
 * of its combat cards (Tercios, Siege Artillery), each hitting on its own number.
 */
export function rollSide(
  state: HisState,
  why: 'fieldBattle' | 'assault',
  space: SpaceId,
  s: SideRoll,
  side: Side,
  dice: number,
  specialDice: readonly SpecialDice[],
  mod = 0,
): void {
  s.dice = dice;
  // Whose dice they are, for the log (issue 15): the powers of the side, allies included.
  const power = sidePowers(s).join(',');
  s.rolls = rollDice(state, s.dice, why, { space, side, power });
  s.hits = hits(s.rolls, COMBAT.hitOn);
  for (const extra of specialDice.filter((d) => d.side === side)) {
    const more = rollDice(state, extra.n, `${why}Extra`, { space, side, power });
    s.rolls.push(...more);
    s.dice += extra.n;
    s.hits += hits(more, extra.hitOn);
  }
  // What the side fought with, for the table's combat panel (issue 15): data only, no message uses it.
  const forces = s.lots.filter((l) => l.n > 0).map((l) => ({ power: l.power, kind: l.kind, n: l.n }));
  const detail = { forces, leaders: s.leaders.map((l) => l.leader), rolls: [...s.rolls], rating: bestRating(s.leaders), mod };
  state.log.push({ key: ROLL_LOG[why], params: { space, side, power, dice: s.dice, hits: s.hits, ...detail } });
}

/** The powers on one side of a combat, in the order their units and leaders are listed. */
export function sidePowers(s: Pick<SideRoll, 'lots' | 'leaders'>): Power[] {
  const out: Power[] = [];
  for (const p of [...s.lots.filter((l) => l.n > 0), ...s.leaders].map((l) => l.power)) if (!out.includes(p)) out.push(p);
  return out;
}
