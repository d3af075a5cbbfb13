// 13, 13.1: land movement. A Move action takes one formation from its space to an
// adjacent one (1 CP, 2 CP over a pass). Entry restrictions, the procedure (response
// window, interceptions, avoid battle, withdrawal into fortifications, field battle or
// siege), lone leaders, and the retreat forced by a siege broken when besiegers leave.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, adjacentSpaces, areAdjacent, isElectorate, isPassBetween } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { call, nearestFrame, pop, push } from '../flow/stack.ts';
import { cpLimitAllows, currentSpending, spendCp } from '../phases/spend-cp.ts';
import { allied, atWar, controllingMajor, forcesAt, isFortified, landUnits, powersInSpace } from '../queries.ts';
import { openWindow } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { Formation, FormationPick } from './formation.ts';
import {
  captureLeader,
  commandedPowers,
  eliminateFormation,
  formationUnits,
  formationsAt,
  isArmyLeader,
  isEmptyFormation,
  isLeaderBarred,
  landMarks,
  markFormation,
  moveFormation,
  newPick,
  pickAsk,
  pickComplete,
  pickDecide,
  pickedFormation,
  underFoulWeather,
  withoutMarked,
} from './formation.ts';
import { schmalkaldicLeagueOccurred } from './loc.ts';
import type { InterceptionResult } from './interception.ts';
import { interceptionFrame } from './interception.ts';
import { startAvoidBattle } from './avoid-battle.ts';
import type { WithdrawalResult } from './withdrawal.ts';
import { mayWithdraw, withdrawalFrame } from './withdrawal.ts';

// ---- who is who in a space ----

/** Powers with land units (not just leaders) in a space, in a stable order. */
export function landOwners(state: HisState, space: SpaceId): Power[] {
  return powersInSpace(state, space).filter((p) => landUnits(forcesAt(state, { space }, p)) > 0);
}

function armyLeadersOf(state: HisState, space: SpaceId, owner: Power): string[] {
  return forcesAt(state, { space }, owner).leaders.filter(isArmyLeader);
}

/** Powers with land units or army leaders in a space. */
function landPresence(state: HisState, space: SpaceId): Power[] {
  return powersInSpace(state, space).filter((p) => landUnits(forcesAt(state, { space }, p)) > 0 || armyLeadersOf(state, space, p).length > 0);
}

/**
 * 13.1: are an owner's pieces in a space enemies of the moving power? Powers at war with
 * it; independent garrisons (22.6); and, in a space controlled by an enemy power, every
 * unit of that power's allies ("treat the units already in the space as enemy units").
 */
export function hostileTo(state: HisState, active: MajorPower, space: SpaceId, owner: Power): boolean {
  if (allied(state, active, owner)) return false;
  if (owner === 'independent') return true;
  if (atWar(state, active, owner)) return true;
  const control = state.spaces[space].control;
  return atWar(state, active, control) && allied(state, owner, control);
}

/** 15: while a siege lasts, the units of the controlling power and its allies are inside the fortifications. */
export function isInsideFortifications(state: HisState, space: SpaceId, owner: Power): boolean {
  const s = state.spaces[space];
  return s.siege !== null && allied(state, owner, s.control);
}

/** Powers hostile to the mover with land units or army leaders outside fortifications in a space. */
export function hostileOutside(state: HisState, active: MajorPower, space: SpaceId): Power[] {
  return landPresence(state, space).filter((p) => hostileTo(state, active, space, p) && !isInsideFortifications(state, space, p));
}

export function hostileOutsideUnits(state: HisState, active: MajorPower, space: SpaceId): number {
  return hostileOutside(state, active, space).reduce((n, p) => n + landUnits(forcesAt(state, { space }, p)), 0);
}

/** Land units of the controlling power and its allies in a fortified space (its garrison). */
export function garrisonUnits(state: HisState, space: SpaceId): number {
  const control = state.spaces[space].control;
  return landOwners(state, space)
    .filter((p) => allied(state, p, control))
    .reduce((n, p) => n + landUnits(forcesAt(state, { space }, p)), 0);
}

/** A space whose controller the mover may besiege: at war with it, or independent (22.6). */
export function isHostileControlled(state: HisState, active: MajorPower, space: SpaceId): boolean {
  const control = state.spaces[space].control;
  return control === 'independent' || atWar(state, active, control);
}

// ---- entry restrictions (13.1) ----

/** 21.6: before the Schmalkaldic League the Protestant may not move any military units. */
export function mayMoveAtAll(state: HisState, power: MajorPower): boolean {
  return power !== 'protestant' || schmalkaldicLeagueOccurred(state);
}

/** 21.6: before the Schmalkaldic League other powers' units may not move or retreat into an electorate. */
export function electorateClosed(state: HisState, power: Power, space: SpaceId): boolean {
  return isElectorate(space) && controllingMajor(state, power) !== 'protestant' && !schmalkaldicLeagueOccurred(state);
}

/** 21.1: out-of-play spaces (Algiers before Barbary Pirates) cannot be entered by any unit. */
export function isOutOfPlay(state: HisState, space: SpaceId): boolean {
  return state.outOfPlay.includes(space);
}

/**
 * 13.1: a formation may always enter a space its power controls or an independent space;
 * a space controlled by another power only if at war with it or allied to it.
 */
export function mayEnterByControl(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const control = state.spaces[space].control;
  return control === 'independent' || allied(state, power, control) || atWar(state, power, control);
}

/**
 * 13.1: a space holding land units of another power may be entered only if (a) all are
 * allies, or (b) all are enemies, in neither case with one of them besieging another;
 * (c) it is enemy-controlled and all are of that enemy or its allies; or (d) it is
 * besieged with friends on one side and enemies on the other. Independent regulars never
 * prevent entry (22.6).
 */
export function mayEnterOccupied(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const s = state.spaces[space];
  const others = landOwners(state, space).filter((p) => p !== power && p !== 'independent');
  if (others.length === 0) return true;
  const ally = (p: Power) => allied(state, power, p);
  const enemy = (p: Power) => atWar(state, power, p);
  const inside = others.filter((p) => isInsideFortifications(state, space, p));
  const besiegers = others.filter((p) => s.siege !== null && !isInsideFortifications(state, space, p));
  const siegeAmongThem = s.siege !== null && inside.length > 0 && besiegers.length > 0;
  if (others.every(ally) && !siegeAmongThem) return true;
  if (others.every(enemy) && !siegeAmongThem) return true;
  if (atWar(state, power, s.control) && others.every((p) => allied(state, p, s.control))) return true;
  if (s.siege !== null) {
    if (inside.every(ally) && besiegers.every(enemy)) return true;
    if (inside.every(enemy) && besiegers.every(ally)) return true;
  }
  return false;
}

/**
 * 13.1: army leaders moving without land units may not enter a space controlled by an
 * enemy power or containing enemy units.
 */
export function leadersMayEnter(state: HisState, power: MajorPower, space: SpaceId): boolean {
  if (atWar(state, power, state.spaces[space].control)) return false;
  return landPresence(state, space).every((p) => !hostileTo(state, power, space, p));
}

/**
 * 13.1: may a formation of `power` move from `from` into the adjacent space `to`? Covers
 * adjacency, out-of-play spaces, electorates before the League, control, occupation by
 * other powers, and (with leadersOnly) leaders moving alone. Moving into a space in unrest
 * is allowed: unrest stops spring deployment, retreat and avoid battle (12.4), not moves.
 */
export function canEnter(state: HisState, power: MajorPower, from: SpaceId, to: SpaceId, opts: { leadersOnly?: boolean } = {}): boolean {
  if (!areAdjacent(from, to)) return false;
  if (isOutOfPlay(state, to)) return false;
  if (electorateClosed(state, power, to)) return false;
  if (!mayEnterByControl(state, power, to)) return false;
  if (!mayEnterOccupied(state, power, to)) return false;
  if (opts.leadersOnly && !leadersMayEnter(state, power, to)) return false;
  return true;
}

/**
 * 14.1, 15.3: may units of `power` retreat into this space? Not in unrest, no enemy
 * units, not a sea zone, not independent or controlled by a power that is not an ally
 * (and no electorate before the League, 21.6). Callers add the rule's own exclusions.
 */
export function retreatAllowed(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const s = state.spaces[space];
  if (isOutOfPlay(state, space) || s.unrest || electorateClosed(state, power, space)) return false;
  if (s.control === 'independent' || !allied(state, power, s.control)) return false;
  return landOwners(state, space).every((p) => !atWar(state, power, p));
}

// ---- what may move, and where ----

/** 13.1: Move Formation in Clear (1 CP) or Over Pass (2 CP). */
export function moveCost(power: MajorPower, from: SpaceId, to: SpaceId): number {
  return isPassBetween(from, to) ? ACTION_COSTS.moveFormationOverPass[power]! : ACTION_COSTS.moveFormationClear[power]!;
}

/**
 * 13.1, 15: the pieces a power may move out of a space this impulse: not besieged, not in
 * a space it put under siege this impulse, not part of a formation that lost a field
 * battle this impulse, no leader barred by Gout, and under Foul Weather nothing that has
 * already moved.
 */
export function movablePieces(state: HisState, power: MajorPower, space: SpaceId): Formation {
  const none: Formation = { leaders: [], units: [] };
  if (!mayMoveAtAll(state, power)) return none;
  if (isInsideFortifications(state, space, power)) return none;
  const siege = state.spaces[space].siege;
  if (siege && siege.since === state.impulse && controllingMajor(state, siege.besieger) === power) return none;
  let pool = withoutMarked(state, formationsAt(state, space, power), space, 'lostBattle');
  if (underFoulWeather(state, power)) pool = withoutMarked(state, pool, space, 'moved');
  return { leaders: pool.leaders.filter((l) => !isLeaderBarred(state, l)), units: pool.units };
}

/** Destinations of a move from `from` that cost no more than the CP left. */
export function moveDestinations(state: HisState, power: MajorPower, from: SpaceId, leadersOnly: boolean, cp: number): SpaceId[] {
  // Scots Raid (card 97): the card's CP move only between its spaces.
  return adjacentSpaces(from).filter((to) => moveCost(power, from, to) <= cp && canEnter(state, power, from, to, { leadersOnly }) && cpLimitAllows(state, power, to));
}

/** Spaces from which the power can make some legal move with the CP left. */
export function moveOrigins(state: HisState, power: MajorPower, cp: number): SpaceId[] {
  if (!mayMoveAtAll(state, power)) return [];
  return SPACE_IDS.filter((space) => {
    if (!cpLimitAllows(state, power, space)) return false;
    const own = state.spaces[space].units;
    if (!commandedPowers(state, power).some((p) => own[p] !== undefined)) return false;
    const pool = movablePieces(state, power, space);
    if (isEmptyFormation(pool)) return false;
    return moveDestinations(state, power, space, formationUnits(pool) === 0, cp).length > 0;
  });
}

// ---- lone leaders and broken sieges ----

/**
 * 13.1, 13.3: army leaders without land units of their side, in a space enemy land units
 * enter, are captured; in a fortified space their side controls they go inside instead.
 */
export function captureLoneLeaders(state: HisState, space: SpaceId, entering: MajorPower): void {
  if (hostileOutsideUnits(state, entering, space) > 0) return;
  const control = state.spaces[space].control;
  for (const owner of hostileOutside(state, entering, space)) {
    if (isFortified(state, space) && allied(state, owner, control)) continue;
    for (const leader of armyLeadersOf(state, space, owner)) captureLeader(state, space, leader, entering);
  }
}

export interface SiegeBrokenRetreatFrame extends Frame {
  proc: 'siegeBrokenRetreat';
  space: SpaceId;
  /** Major powers whose besieging pieces must still retreat, in impulse order. */
  queue: MajorPower[];
}

/**
 * 15.3: when besiegers leave (a move, an interception, an avoid battle) and the stack
 * left behind no longer has more land units than the garrison, the siege is broken and
 * that stack must retreat to an adjacent space (no CP).
 */
export function checkSiegeAfterLeaving(state: HisState, space: SpaceId): void {
  const s = state.spaces[space];
  if (!s.siege) return;
  const outside = landPresence(state, space).filter((p) => !isInsideFortifications(state, space, p));
  const besiegers = outside.reduce((n, p) => n + landUnits(forcesAt(state, { space }, p)), 0);
  if (besiegers > garrisonUnits(state, space)) return;
  s.siege = null;
  state.log.push({ key: 'his.log.siegeBroken', params: { space } });
  const queue = MAJOR_POWERS.filter((m) => outside.some((p) => controllingMajor(state, p) === m));
  if (queue.length > 0) {
    const frame: SiegeBrokenRetreatFrame = { proc: 'siegeBrokenRetreat', space, queue };
    state.stack.push(frame);
  }
}

function siegeRetreatSpaces(state: HisState, f: SiegeBrokenRetreatFrame, power: MajorPower): SpaceId[] {
  return adjacentSpaces(f.space).filter((to) => retreatAllowed(state, power, to));
}

/** Everything a major power commands in a space outside fortifications. */
function stackOf(state: HisState, space: SpaceId, power: MajorPower): Formation {
  const pool = formationsAt(state, space, power);
  return { leaders: pool.leaders, units: pool.units.filter((u) => !isInsideFortifications(state, space, u.power)) };
}

export const siegeBrokenRetreatProcedure: Procedure<SiegeBrokenRetreatFrame> = {
  ask(state, f): Ask[] {
    const power = f.queue[0];
    if (!power) return [];
    const spaces = siegeRetreatSpaces(state, f, power);
    if (spaces.length === 0) return [];
    return [{ power, key: 'his.prompt.siegeRetreat', params: { space: f.space }, actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    const power = f.queue.shift();
    if (!power) {
      pop(state, f);
      return;
    }
    // 15.3: no legal space: the stack is eliminated and its leaders captured.
    const captor = controllingMajor(state, state.spaces[f.space].control);
    const leaders = eliminateFormation(state, stackOf(state, f.space, power), f.space);
    for (const leader of leaders) {
      if (captor) state.powers[captor].captives.push(leader);
      state.log.push({ key: 'his.log.leaderCaptured', params: { leader, space: f.space, captor: captor ?? 'none' } });
    }
    state.log.push({ key: 'his.log.eliminatedNoRetreat', params: { power, space: f.space } });
  },
  decide(state, f, power, action) {
    const to = action.space as SpaceId;
    moveFormation(state, stackOf(state, f.space, power), f.space, to);
    state.log.push({ key: 'his.log.siegeRetreat', params: { power, from: f.space, to } });
    f.queue.shift();
  },
};

// ---- the Move action (13.1) ----

type LandMoveStep = 'origin' | 'formation' | 'destination' | 'afterWindow' | 'arrive' | 'afterArrive' | 'afterAvoid' | 'afterWithdraw' | 'resolve' | 'blocked' | 'done';

export interface LandMoveFrame extends Frame {
  proc: 'landMove';
  power: MajorPower;
  step: LandMoveStep;
  from: SpaceId | null;
  to: SpaceId | null;
  pick: FormationPick | null;
  formation: Formation | null;
  overPass: boolean;
  /** Set by a response in the beforeMove window (Foul Weather, Gout): the move is stopped. */
  cancelled: boolean;
  /** What the interception procedure returned: an interception succeeded. */
  intercepted: boolean;
  /** What the withdrawal procedure returned: the defenders withdrew into the fortifications. */
  withdrew: boolean;
  /** 13.4: the space from which the formation entered a fortified space it could not besiege. */
  enteredFrom: SpaceId | null;
}

export function landMoveFrame(power: MajorPower): LandMoveFrame {
  return {
    proc: 'landMove',
    power,
    step: 'origin',
    from: null,
    to: null,
    pick: null,
    formation: null,
    overPass: false,
    cancelled: false,
    intercepted: false,
    withdrew: false,
    enteredFrom: null,
  };
}

/** The Move action under way (nearest landMove frame), for response cards and sub-procedures. */
export function currentMove(state: HisState): LandMoveFrame | null {
  return nearestFrame(state, 'landMove');
}

/** Foul Weather, Gout: stop the announced move (the card handles CP and its lasting effects). */
export function stopMove(state: HisState): void {
  const f = currentMove(state);
  if (f) f.cancelled = true;
}

function cpLeft(state: HisState): number {
  return currentSpending(state).cp;
}

function needsUnit(state: HisState, f: LandMoveFrame, pool: Formation): boolean {
  // 13.1: leaders may go alone only where some destination accepts leaders alone.
  return formationUnits(pool) > 0 && moveDestinations(state, f.power, f.from!, true, cpLeft(state)).length === 0;
}

function destinations(state: HisState, f: LandMoveFrame, from: SpaceId): SpaceId[] {
  return moveDestinations(state, f.power, from, formationUnits(f.formation!) === 0, cpLeft(state));
}

/** 13.1 steps 2-4: declare the destination, spend the CP, open the response window. */
function declareMove(state: HisState, f: LandMoveFrame, to: SpaceId): void {
  const from = f.from!;
  f.to = to;
  f.overPass = isPassBetween(from, to);
  f.cancelled = false;
  f.intercepted = false;
  f.withdrew = false;
  spendCp(state, moveCost(f.power, from, to));
  state.log.push({ key: 'his.log.moveDeclared', params: { power: f.power, from, to, overPass: f.overPass, units: f.formation!.units, leaders: f.formation!.leaders } });
  f.step = 'afterWindow';
  // 13.1 step 4: Foul Weather and Gout may disrupt this move.
  openWindow(state, 'beforeMove', f.power, 'landMove');
}

/** 13.4 option 2: back to the space it came from, if a legal retreat; otherwise eliminated. */
function retreatBack(state: HisState, f: LandMoveFrame, here: SpaceId): void {
  const back = f.enteredFrom!;
  const formation = f.formation!;
  if (retreatAllowed(state, f.power, back)) {
    moveFormation(state, formation, here, back);
    state.log.push({ key: 'his.log.retreat', params: { power: f.power, from: here, to: back } });
  } else {
    const captor = controllingMajor(state, state.spaces[here].control);
    const leaders = eliminateFormation(state, formation, here);
    for (const leader of leaders) {
      if (captor) state.powers[captor].captives.push(leader);
      state.log.push({ key: 'his.log.leaderCaptured', params: { leader, space: here, captor: captor ?? 'none' } });
    }
    state.log.push({ key: 'his.log.eliminatedNoRetreat', params: { power: f.power, space: here } });
  }
  f.enteredFrom = null;
  f.step = 'done';
}

function beginSiege(state: HisState, power: MajorPower, space: SpaceId): void {
  state.spaces[space].siege = { besieger: power, since: state.impulse };
  state.log.push({ key: 'his.log.siegeBegins', params: { power, space } });
}

/**
 * 15: "a fortified space [may be] under siege by two powers at once if those powers are
 * allies, both are at war with the power that controls [it], and each power possesses more
 * units in the space than the power inside": an ally of the besieger moving in joins the siege.
 */
function joinSiege(state: HisState, power: MajorPower, space: SpaceId): void {
  const siege = state.spaces[space].siege;
  if (!siege || controllingMajor(state, siege.besieger) === power || !allied(state, power, siege.besieger)) return;
  if (!atWar(state, power, state.spaces[space].control) || (siege.joined ?? []).some((j) => j.power === power)) return;
  const own = commandedPowers(state, power).reduce((n, p) => n + landUnits(forcesAt(state, { space }, p)), 0);
  if (own <= garrisonUnits(state, space)) return;
  siege.joined = [...(siege.joined ?? []), { power, since: state.impulse }];
  state.log.push({ key: 'his.log.siegeBegins', params: { power, space } });
}

/** 13.4, 15: a formation that outnumbers the garrison of an enemy fortified space besieges it. */
function siegeBegins(state: HisState, f: LandMoveFrame, space: SpaceId): boolean {
  return (
    isFortified(state, space) &&
    state.spaces[space].siege === null &&
    isHostileControlled(state, f.power, space) &&
    formationUnits(f.formation!) > garrisonUnits(state, space)
  );
}

function pushFieldBattle(state: HisState, f: LandMoveFrame, intercepted: boolean): void {
  // 14 step 2: the active power is always the attacker, also after an interception. The
  // battle learns where the formation came from and what it was (14.1, 15.2).
  const formation = f.formation!;
  push(state, {
    proc: 'fieldBattle',
    space: f.to!,
    attacker: f.power,
    intercepted,
    from: f.from,
    formation: formation.units.map((u) => ({ power: u.power, kind: u.kind, n: u.count })),
    formationLeaders: [...formation.leaders],
  });
}

export const landMoveProcedure: Procedure<LandMoveFrame> = {
  ask(state, f): Ask[] {
    const power = f.power;
    switch (f.step) {
      case 'origin': {
        const spaces = moveOrigins(state, power, cpLeft(state));
        if (spaces.length === 0) return [];
        return [{ power, key: 'his.prompt.moveFrom', actions: spaces.map((space) => ({ type: 'space', space })) }];
      }
      case 'formation':
        return [pickAsk(power, f.pick!, { space: f.from! })];
      case 'destination': {
        const spaces = destinations(state, f, f.from!);
        const actions: HisAction[] = spaces.length > 0 ? spaces.map((space) => ({ type: 'space', space })) : [{ type: 'cancel' }];
        return [{ power, key: 'his.prompt.moveTo', params: { from: f.from! }, actions }];
      }
      case 'blocked': {
        // 13.4: move on (1 CP, 2 over a pass) or go back where it came from (free).
        const spaces = destinations(state, f, f.to!);
        const actions: HisAction[] = [...spaces.map((space) => ({ type: 'space', space })), { type: 'retreat', space: f.enteredFrom! }];
        return [{ power, key: 'his.prompt.moveOnOrRetreat', params: { space: f.to! }, actions }];
      }
      default:
        return [];
    }
  },
  run(state, f) {
    switch (f.step) {
      case 'afterWindow': {
        if (f.cancelled) {
          state.log.push({ key: 'his.log.moveStopped', params: { power: f.power, from: f.from!, to: f.to! } });
          // A formation stopped while moving on from a fortified space it could not take must go back.
          if (f.enteredFrom !== null) retreatBack(state, f, f.from!);
          else f.step = 'done';
          return;
        }
        f.step = 'arrive';
        // 13.1 step 5: interceptions, which skip to the battle if one succeeds.
        const interception = interceptionFrame(state, f.power, f.from!, f.to!, f.formation!);
        if (interception) call(state, f, 'interception', interception);
        return;
      }
      case 'arrive': {
        const from = f.from!;
        const to = f.to!;
        moveFormation(state, f.formation!, from, to);
        markFormation(state, 'moved', to, f.formation!);
        state.log.push({ key: 'his.log.moved', params: { power: f.power, from, to } });
        f.enteredFrom = null;
        f.step = 'afterArrive';
        // 15.3: besiegers leaving may break the siege behind them.
        checkSiegeAfterLeaving(state, from);
        return;
      }
      case 'afterArrive': {
        const to = f.to!;
        if (f.intercepted) {
          // 13.2 step 5: the interceptors fight; no avoid battle or withdrawal.
          pushFieldBattle(state, f, true);
          f.step = 'done';
          return;
        }
        f.step = 'afterAvoid';
        // 13.1 step 6.
        startAvoidBattle(state, f.power, to, f.from!, f.formation!);
        return;
      }
      case 'afterAvoid': {
        const to = f.to!;
        captureLoneLeaders(state, to, f.power);
        f.step = 'resolve';
        // 13.1 step 7.
        if (hostileOutsideUnits(state, f.power, to) > 0 && mayWithdraw(state, f.power, to)) {
          f.step = 'afterWithdraw';
          f.withdrew = false;
          call(state, f, 'withdrawal', withdrawalFrame(state, f.power, to));
        }
        return;
      }
      case 'afterWithdraw': {
        const to = f.to!;
        if (!f.withdrew) {
          f.step = 'resolve';
          return;
        }
        if (siegeBegins(state, f, to)) {
          beginSiege(state, f.power, to);
          f.step = 'done';
          return;
        }
        // 13.4: not enough units to besiege: move on or go back.
        f.enteredFrom = f.from;
        f.step = 'blocked';
        return;
      }
      case 'resolve': {
        const to = f.to!;
        f.step = 'done';
        // 13.1 step 8: enemy land units outside fortifications fight a field battle.
        if (hostileOutsideUnits(state, f.power, to) > 0) pushFieldBattle(state, f, false);
        // 15: entering an empty (or leaders-only) enemy fortified space puts it under siege.
        else if (siegeBegins(state, f, to)) beginSiege(state, f.power, to);
        else joinSiege(state, f.power, to);
        return;
      }
      default:
        pop(state, f);
    }
  },
  resume: {
    interception(_state, f, result: InterceptionResult) {
      f.intercepted = result.intercepted;
    },
    withdrawal(_state, f, result: WithdrawalResult) {
      f.withdrew = result.withdrew;
    },
  },
  decide(state, f, _power, action) {
    switch (f.step) {
      case 'origin': {
        f.from = action.space as SpaceId;
        const pool = movablePieces(state, f.power, f.from);
        f.pick = newPick(pool, { limited: true, needUnit: needsUnit(state, f, pool) });
        f.step = 'formation';
        break;
      }
      case 'formation':
        pickDecide(f.pick!, action);
        break;
      case 'destination':
        if (action.type === 'cancel') {
          f.step = 'done';
          return;
        }
        declareMove(state, f, action.space as SpaceId);
        return;
      case 'blocked':
        if (action.type === 'retreat') {
          retreatBack(state, f, f.to!);
          return;
        }
        // 13.4 option 1: a new move from the fortified space (if later forced back into it, eliminated).
        f.from = f.to;
        landMarks(state).movedOn.push({ power: f.power, from: f.from!, to: action.space as SpaceId });
        declareMove(state, f, action.space as SpaceId);
        return;
      default:
        return;
    }
    if (f.step === 'formation' && pickComplete(f.pick!)) {
      f.formation = pickedFormation(f.pick!);
      f.pick = null;
      f.step = 'destination';
    }
  },
};
