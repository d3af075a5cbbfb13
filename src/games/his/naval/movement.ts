// 16.1: the Naval Move action. For 1 CP every naval unit of the power (with its active
// minor allies' and loaned ships) may move one location: declare all moves, the response
// window, execute them at once, interceptions into sea zones entered without friendly
// ships, avoid battle, then the naval combats in the order the active power chooses.
import type { SeaZoneId } from '../data/map.ts';
import { isSeaZoneId } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { call, pop, push } from '../flow/stack.ts';
import { allied, atWar, forcesAt, navalUnits } from '../queries.ts';
import { callMoveWindow, moveWindowClosed } from '../flow/window.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { HisState, LeaderId } from '../state.ts';
import type { NavalLot, Where, WhereAction } from './fleets.ts';
import {
  ATLANTIC,
  barredFromAtlantic,
  hasEnemyNavalUnits,
  locationOf,
  lostCombatAt,
  moveNaval,
  navalLocations,
  navalNeighbours,
  navalOwnersAt,
  sideLeaders,
  sideLots,
  sideOf,
  sideUnitCount,
  sidesAt,
  isWhereAction,
  whereAction,
  whereFromAction,
} from './fleets.ts';
import type { NavalInterceptionResult } from './interception.ts';
import { navalInterceptionFrame, startNavalAvoidBattle } from './interception.ts';
import type { NavalPick, NavalPickAction } from './pick.ts';
import { isNavalPickAction, navalPickActions, navalPickComplete, navalPickDecide, navalPickPrompt, newNavalPick } from './pick.ts';
import { frame } from '../flow/frames.ts';

/** One declared move: ships and leaders from one location to an adjacent one. */
export type NavalMovePlan = {
  from: Where;
  to: Where;
  units: NavalLot[];
  leaders: LeaderId[];
};

type NavalMoveStep = 'origin' | 'destination' | 'pick' | 'window' | 'execute' | 'intercept' | 'avoid' | 'combat' | 'done';

export interface NavalMoveFrame extends Frame {
  proc: 'navalMove';
  power: MajorPower;
  step: NavalMoveStep;
  plans: NavalMovePlan[];
  origin: Where | null;
  to: Where | null;
  pick: NavalPick | null;
  /** Set by a response in the beforeMove window (Foul Weather): the move is stopped. */
  cancelled: boolean;
  /** 16.1 step 2: sea zones the power's ships entered with no friendly ships there (turned sideways). */
  vertical: SeaZoneId[];
  /** 16.1 step 4: zones where an interception succeeded (what the interception procedures returned). */
  intercepted: SeaZoneId[];
  index: number;
  /** 16.1 step 7: the combats fought, as `location|enemy`. */
  fought: string[];
}

export function navalMoveFrame(power: MajorPower): NavalMoveFrame {
  return { proc: 'navalMove', power, step: 'origin', plans: [], origin: null, to: null, pick: null, cancelled: false, vertical: [], intercepted: [], index: 0, fought: [] };
}

// ---- what may move, and where ----

/**
 * 16.1: a port may be entered only if the power (or its active minor ally) controls it or
 * enemy naval units are in it (so never an ally's port); sea zones always.
 */
export function mayEnterNavally(state: HisState, power: MajorPower, to: Where): boolean {
  if (isSeaZoneId(to)) return true;
  if (state.outOfPlay.includes(to)) return false;
  return sideOf(state, state.spaces[to].control) === power || hasEnemyNavalUnits(state, power, to);
}

function plannedFrom(plans: readonly NavalMovePlan[], from: Where): { lots: NavalLot[]; leaders: LeaderId[] } {
  const lots: NavalLot[] = [];
  const leaders: LeaderId[] = [];
  for (const p of plans) {
    if (p.from !== from) continue;
    lots.push(...p.units);
    leaders.push(...p.leaders);
  }
  return { lots, leaders };
}

/**
 * 16.1: the ships of the power's side at a location that may still move in this Naval
 * Move: not declared already, not part of a stack that lost a naval combat this impulse.
 */
export function movableNavalLots(state: HisState, power: MajorPower, from: Where, plans: readonly NavalMovePlan[] = []): NavalLot[] {
  const planned = plannedFrom(plans, from).lots;
  return sideLots(state, from, power)
    .map((l) => {
      const gone = planned.filter((p) => p.owner === l.owner && p.kind === l.kind).reduce((n, p) => n + p.n, 0);
      return { ...l, n: l.n - gone - lostCombatAt(state, from, l.owner)[l.kind] };
    })
    .filter((l) => l.n > 0);
}

export function movableNavalLeaders(state: HisState, power: MajorPower, from: Where, plans: readonly NavalMovePlan[] = []): LeaderId[] {
  const planned = plannedFrom(plans, from).leaders;
  const marked = navalOwnersAt(state, from).flatMap((o) => lostCombatAt(state, from, o).leaders);
  return sideLeaders(state, from, power).filter((l) => !planned.includes(l) && !marked.includes(l));
}

/** 16.1: Genoese and Venetian ships never enter the Atlantic Ocean. */
function lotsInto(lots: readonly NavalLot[], to: Where): NavalLot[] {
  return lots.filter((l) => to !== ATLANTIC || !barredFromAtlantic(l.owner));
}

export function navalDestinations(state: HisState, power: MajorPower, from: Where, plans: readonly NavalMovePlan[] = []): Where[] {
  const lots = movableNavalLots(state, power, from, plans);
  return navalNeighbours(from).filter((to) => lotsInto(lots, to).length > 0 && mayEnterNavally(state, power, to));
}

function mayMoveFrom(state: HisState, power: MajorPower, from: Where, plans: readonly NavalMovePlan[]): boolean {
  return sideUnitCount(state, from, power) > 0 && navalDestinations(state, power, from, plans).length > 0;
}

/** Locations from which the power could still declare a naval move. */
export function navalMoveOrigins(state: HisState, power: MajorPower, plans: readonly NavalMovePlan[] = []): Where[] {
  return navalLocations().filter((w) => mayMoveFrom(state, power, w, plans));
}

/** 16.1: has the power any naval unit that could make a naval move now? */
export function hasNavalMove(state: HisState, power: MajorPower): boolean {
  return navalLocations().some((w) => mayMoveFrom(state, power, w, []));
}

// ---- the procedure ----

function startPick(state: HisState, f: NavalMoveFrame, to: Where): void {
  const from = f.origin!;
  const lots = lotsInto(movableNavalLots(state, f.power, from, f.plans), to);
  const leaders = movableNavalLeaders(state, f.power, from, f.plans).filter((l) => to !== ATLANTIC || !barredFromAtlantic(l));
  const leaving = plannedFrom(f.plans, from).lots.reduce((n, l) => n + l.n, 0);
  const staying = sideUnitCount(state, from, f.power) - leaving - lots.reduce((n, l) => n + l.n, 0);
  f.to = to;
  f.pick = newNavalPick(lots, leaders, staying);
  f.step = 'pick';
  if (navalPickComplete(f.pick)) finishPlan(f);
}

function finishPlan(f: NavalMoveFrame): void {
  const pick = f.pick!;
  f.plans.push({ from: f.origin!, to: f.to!, units: pick.chosen, leaders: pick.leaders });
  f.origin = null;
  f.to = null;
  f.pick = null;
  f.step = 'origin';
}

/**
 * 16.1 step 2: ships arriving in a sea zone where no friendly ships stay are turned
 * sideways: they may be intercepted, and enemies there may avoid battle.
 */
function verticalZones(state: HisState, f: NavalMoveFrame): SeaZoneId[] {
  const out: SeaZoneId[] = [];
  for (const plan of f.plans) {
    const to = plan.to;
    if (!isSeaZoneId(to) || out.includes(to)) continue;
    const leaving = plannedFrom(f.plans, to).lots.reduce((n, l) => n + l.n, 0);
    const friendly = navalOwnersAt(state, to)
      .filter((p) => allied(state, f.power, p))
      .reduce((n, p) => n + navalUnits(forcesAt(state, locationOf(to), p)), 0);
    if (friendly - leaving <= 0) out.push(to);
  }
  return out;
}

function execute(state: HisState, f: NavalMoveFrame): void {
  if (f.cancelled) {
    state.log.push({ key: 'his.log.navalMoveStopped', params: { power: f.power } });
    f.step = 'done';
    return;
  }
  f.vertical = verticalZones(state, f);
  // 16.1 step 2: all moves are simultaneous.
  for (const plan of f.plans) {
    moveNaval(state, plan.from, plan.to, plan.units, plan.leaders);
    state.log.push({
      key: 'his.log.navalMove',
      params: { power: f.power, from: plan.from, to: plan.to, units: plan.units.reduce((n, l) => n + l.n, 0), leaders: plan.leaders },
    });
  }
  f.step = 'intercept';
  f.index = 0;
}

/** 16.1 step 7: the combats still to fight: a location with the power's ships and an enemy side's. */
export function navalCombatsDue(state: HisState, power: MajorPower, fought: readonly string[] = []): { where: Where; defender: Power }[] {
  const out: { where: Where; defender: Power }[] = [];
  for (const where of navalLocations()) {
    if (sideUnitCount(state, where, power) === 0) continue;
    for (const side of sidesAt(state, where)) {
      if (side !== power && atWar(state, power, side) && !fought.includes(`${where}|${side}`)) out.push({ where, defender: side });
    }
  }
  return out;
}

function startCombat(state: HisState, f: NavalMoveFrame, where: Where, defender: Power): void {
  f.fought.push(`${where}|${defender}`);
  push(state, frame('navalCombat', { where, attacker: f.power, defender }));
}

/** The naval move's answers: origins (or done), destinations (or cancel), the ships, which combat first. */
export type NavalMoveAction = WhereAction | NavalPickAction | { type: 'cancel' } | { type: 'navalCombat'; where: Where; defender: Power };

export const navalMoveProcedure: Procedure<NavalMoveFrame, NavalMoveAction> = {
  ask(state, f): Ask<NavalMoveAction>[] {
    const power = f.power;
    switch (f.step) {
      case 'origin': {
        const origins = navalMoveOrigins(state, power, f.plans);
        const actions: NavalMoveAction[] = [...origins.map(whereAction), { type: 'done' }];
        return [{ power, key: 'his.prompt.navalMoveFrom', params: { declared: f.plans.length }, actions }];
      }
      case 'destination': {
        const actions: NavalMoveAction[] = [...navalDestinations(state, power, f.origin!, f.plans).map(whereAction), { type: 'cancel' }];
        return [{ power, key: 'his.prompt.navalMoveTo', params: { from: f.origin! }, actions }];
      }
      case 'pick': {
        const { key, params } = navalPickPrompt(f.pick!);
        return [{ power, key, params: { ...params, where: f.origin! }, actions: navalPickActions(f.pick!) }];
      }
      case 'combat': {
        const due = navalCombatsDue(state, power, f.fought);
        if (due.length < 2) return [];
        return [{ power, key: 'his.prompt.navalCombatOrder', actions: due.map((c) => ({ type: 'navalCombat', where: c.where, defender: c.defender })) }];
      }
      default:
        return [];
    }
  },
  run(state, f) {
    switch (f.step) {
      case 'window':
        f.step = 'execute';
        // 16.1 step 3 (A18: before execution): Foul Weather may stop the move.
        callMoveWindow(state, f, 'window', f.power, ACTION_COSTS.navalMove[f.power] ?? 1);
        return;
      case 'execute':
        execute(state, f);
        return;
      case 'intercept': {
        const zone = f.vertical[f.index];
        if (zone === undefined) {
          f.step = 'avoid';
          f.index = 0;
          return;
        }
        f.index++;
        const interception = navalInterceptionFrame(state, f.power, zone);
        if (interception) call(state, f, 'interception', interception);
        return;
      }
      case 'avoid': {
        const zone = f.vertical[f.index];
        if (zone === undefined) {
          // 16.1 step 6: every ship is turned back to normal.
          f.step = 'combat';
          return;
        }
        f.index++;
        if (!f.intercepted.includes(zone)) startNavalAvoidBattle(state, f.power, zone);
        return;
      }
      case 'combat': {
        const due = navalCombatsDue(state, f.power, f.fought);
        if (due.length === 0) f.step = 'done';
        else startCombat(state, f, due[0]!.where, due[0]!.defender);
        return;
      }
      default:
        pop(state, f);
    }
  },
  resume: {
    window: moveWindowClosed,
    interception(_state, f, result: NavalInterceptionResult) {
      if (result.intercepted && !f.intercepted.includes(result.zone)) f.intercepted.push(result.zone);
    },
  },
  decide(state, f, _power, action) {
    switch (f.step) {
      case 'origin':
        if (action.type === 'done') {
          f.step = f.plans.length > 0 ? 'window' : 'done';
          return;
        }
        if (!isWhereAction(action)) return;
        f.origin = whereFromAction(action);
        f.step = 'destination';
        return;
      case 'destination':
        if (action.type === 'cancel') {
          f.origin = null;
          f.step = 'origin';
          return;
        }
        if (isWhereAction(action)) startPick(state, f, whereFromAction(action));
        return;
      case 'pick':
        if (isNavalPickAction(action) && navalPickDecide(f.pick!, action)) finishPlan(f);
        return;
      case 'combat':
        if (action.type === 'navalCombat') startCombat(state, f, action.where, action.defender);
        return;
      default:
        return;
    }
  },
};
