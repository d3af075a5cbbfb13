// 16.1 steps 4-5: naval interception and naval avoid battle. Ships that arrive in a sea
// zone without friendly ships there (shown turned sideways) may be intercepted from an
// adjacent port or sea zone: 2d6 + the naval leader's battle rating, 9 or more. Where no
// interception happened, enemy ships in that zone may try to slip away on the same roll.
import type { SeaZoneId } from '../data/map.ts';
import { isSeaZoneId } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { COMBAT } from '../data/tables.ts';
import { rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push, ret } from '../flow/stack.ts';
import { atWar } from '../queries.ts';
import { callWindow } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { NavalLot, Where, WhereAction } from './fleets.ts';
import {
  ATLANTIC,
  barredFromAtlantic,
  bestNavalRating,
  hasEnemyNavalUnits,
  moveNaval,
  navalNeighbours,
  sideLeaders,
  sideLots,
  sideOf,
  sideUnitCount,
  isWhereAction,
  whereAction,
  whereFromAction,
} from './fleets.ts';
import type { NavalPick, NavalPickAction } from './pick.ts';
import { isNavalPickAction, navalPickActions, navalPickComplete, navalPickDecide, navalPickPrompt, newNavalPick } from './pick.ts';
import { frame } from '../flow/frames.ts';

// ---- interception (16.1 step 4) ----

export interface NavalInterceptionFrame extends Frame {
  proc: 'navalInterception';
  /** The moving power and the sea zone its ships entered. */
  active: MajorPower;
  zone: SeaZoneId;
  /** Powers that may try, in impulse order, and the one deciding now. */
  powers: MajorPower[];
  index: number;
  /** 16.1 step 4: once one power succeeds, no other may try. */
  success: MajorPower | null;
  /** Locations already used for an attempt. */
  used: Where[];
  step: 'origin' | 'pick' | 'roll' | 'result';
  origin: Where | null;
  pick: NavalPick | null;
  /** The attempt rolled, waiting for Professional Rowers (card 34) before it is compared with 9. */
  pending?: NavalRoll | null;
}

/** A naval interception or avoid-battle roll before it is compared with 9 (16.1 steps 4-5). */
export type NavalRoll = { power: MajorPower; to: Where; dice: number[]; modifier: number; rowers: number };

/**
 * Call the 'afterNavalRoll' window on the roll (Professional Rowers, card 34, may set
 * `rowers` to +2 or -2); the `rowers` resume step takes the roll back.
 */
function callRowersWindow(state: HisState, f: NavalInterceptionFrame | NavalAvoidBattleFrame, roll: NavalRoll): void {
  f.pending = roll;
  callWindow(state, f, 'rowers', 'afterNavalRoll', f.active, f.proc, { kind: 'navalRoll', roll });
}

const ROWERS_RESUME = {
  rowers(_state: HisState, f: { pending?: NavalRoll | null }, result: { roll: NavalRoll }) {
    f.pending = result.roll;
  },
};

/** The total of a naval roll with its modifiers. */
function rollTotal(r: NavalRoll): number {
  return r.dice[0]! + r.dice[1]! + r.modifier + r.rowers;
}

/** 16.1: the ships of a stack that may enter a sea zone (none of Genoa's or Venice's into the Atlantic). */
function lotsFor(state: HisState, where: Where, side: Power, to: Where): NavalLot[] {
  return sideLots(state, where, side).filter((l) => to !== ATLANTIC || !barredFromAtlantic(l.owner));
}

function leadersFor(state: HisState, where: Where, side: Power, to: Where): string[] {
  return sideLeaders(state, where, side).filter((l) => to !== ATLANTIC || !barredFromAtlantic(l));
}

/**
 * 16.1 step 4: the adjacent locations from which a power may intercept: its ships are
 * there, the location holds no ships of the active power, and it was not used already.
 */
export function interceptOrigins(state: HisState, active: MajorPower, zone: SeaZoneId, power: MajorPower, used: readonly Where[] = []): Where[] {
  return navalNeighbours(zone).filter(
    (w) => !used.includes(w) && sideUnitCount(state, w, active) === 0 && lotsFor(state, w, power, zone).length > 0,
  );
}

/** What the naval interception procedure returns to the naval move that called it. */
export type NavalInterceptionResult = { zone: SeaZoneId; intercepted: boolean };

/** The interception procedure for one entered sea zone, or null if no enemy of the mover can try. */
export function navalInterceptionFrame(state: HisState, active: MajorPower, zone: SeaZoneId): NavalInterceptionFrame | null {
  const powers = MAJOR_POWERS.filter((p) => p !== active && atWar(state, active, p) && interceptOrigins(state, active, zone, p).length > 0);
  if (powers.length === 0) return null;
  return { proc: 'navalInterception', active, zone, powers, index: 0, success: null, used: [], step: 'origin', origin: null, pick: null };
}

function finishInterceptions(state: HisState, f: NavalInterceptionFrame): void {
  const result: NavalInterceptionResult = { zone: f.zone, intercepted: f.success !== null };
  ret(state, f, result);
}

function nextInterceptor(state: HisState, f: NavalInterceptionFrame): void {
  f.step = 'origin';
  f.origin = null;
  f.pick = null;
  if (f.success !== null) {
    finishInterceptions(state, f);
    return;
  }
  f.index++;
  if (f.index >= f.powers.length) finishInterceptions(state, f);
}

/** 16.1 step 4: 2d6 + the best naval leader; then Professional Rowers may change the roll (card 34). */
function rollInterception(state: HisState, f: NavalInterceptionFrame): void {
  const power = f.powers[f.index]!;
  const origin = f.origin!;
  const mod = bestNavalRating(f.pick!.leaders);
  const dice = rollDice(state, 2, 'navalInterception', { power, from: origin, to: f.zone });
  f.step = 'result';
  callRowersWindow(state, f, { power, to: f.zone, dice, modifier: mod, rowers: 0 });
}

function attemptInterception(state: HisState, f: NavalInterceptionFrame): void {
  const power = f.powers[f.index]!;
  const origin = f.origin!;
  const pick = f.pick!;
  const roll = f.pending!;
  f.pending = null;
  const { dice } = roll;
  const mod = roll.modifier + roll.rowers;
  const total = rollTotal(roll);
  const success = total >= COMBAT.interceptSuccess;
  state.log.push({ key: 'his.log.navalInterception', params: { power, from: origin, to: f.zone, dice, modifier: mod, total, success } });
  f.used.push(origin);
  if (success) {
    // 16.1 step 4: successful stacks are placed in the zone and combine into one.
    moveNaval(state, origin, f.zone, pick.chosen, pick.leaders);
    f.success = power;
  }
  f.step = 'origin';
  f.origin = null;
  f.pick = null;
}

/** A naval interception: where from (or done), then the ships. */
export type NavalInterceptionAction = WhereAction | NavalPickAction;

export const navalInterceptionProcedure: Procedure<NavalInterceptionFrame, NavalInterceptionAction> = {
  ask(state, f): Ask<NavalInterceptionAction>[] {
    const power = f.powers[f.index];
    if (!power) return [];
    if (f.step === 'origin') {
      const origins = interceptOrigins(state, f.active, f.zone, power, f.used);
      if (origins.length === 0) return [];
      return [
        {
          power,
          key: 'his.prompt.navalIntercept',
          params: { active: f.active, zone: f.zone },
          actions: [...origins.map((o): NavalInterceptionAction => whereAction(o)), { type: 'done' }],
        },
      ];
    }
    if (f.step === 'pick') {
      const { key, params } = navalPickPrompt(f.pick!);
      return [{ power, key, params: { ...params, where: f.origin! }, actions: navalPickActions(f.pick!) }];
    }
    return [];
  },
  run(state, f) {
    if (f.step === 'roll') rollInterception(state, f);
    else if (f.step === 'result') attemptInterception(state, f);
    else nextInterceptor(state, f);
  },
  resume: ROWERS_RESUME,
  decide(state, f, power, action) {
    if (f.step === 'origin') {
      if (action.type === 'done') {
        nextInterceptor(state, f);
        return;
      }
      if (!isWhereAction(action)) return;
      const origin = whereFromAction(action);
      const lots = lotsFor(state, origin, power, f.zone);
      const staying = sideUnitCount(state, origin, power) - lots.reduce((n, l) => n + l.n, 0);
      f.origin = origin;
      f.pick = newNavalPick(lots, leadersFor(state, origin, power, f.zone), staying);
      f.step = navalPickComplete(f.pick) ? 'roll' : 'pick';
      return;
    }
    if (f.step === 'pick' && isNavalPickAction(action) && navalPickDecide(f.pick!, action)) f.step = 'roll';
  },
};

// ---- avoid battle (16.1 step 5) ----

export interface NavalAvoidBattleFrame extends Frame {
  proc: 'navalAvoidBattle';
  active: MajorPower;
  zone: SeaZoneId;
  /** Powers still to decide, in impulse order. */
  queue: MajorPower[];
  /** The attempt rolled, waiting for Professional Rowers (card 34) before it is compared with 9. */
  pending?: NavalRoll | null;
}

/**
 * 16.1 step 5: an adjacent port the avoiding power controls, or an adjacent sea zone with
 * no units of a power at war with it (never the Atlantic for Genoese or Venetian ships).
 */
export function navalAvoidDestinations(state: HisState, zone: SeaZoneId, power: MajorPower): Where[] {
  const barred = [...sideLots(state, zone, power).map((l) => l.owner), ...sideLeaders(state, zone, power)].some(barredFromAtlantic);
  return navalNeighbours(zone).filter((w) => {
    if (barred && w === ATLANTIC) return false;
    if (hasEnemyNavalUnits(state, power, w)) return false;
    if (isSeaZoneId(w)) return true;
    return !state.outOfPlay.includes(w) && sideOf(state, state.spaces[w].control) === power;
  });
}

/** Push avoid battle for the enemy powers with ships in a zone the active power entered unopposed. */
export function startNavalAvoidBattle(state: HisState, active: MajorPower, zone: SeaZoneId): void {
  const queue = MAJOR_POWERS.filter((p) => p !== active && atWar(state, active, p) && sideUnitCount(state, zone, p) > 0);
  if (queue.length === 0) return;
  push(state, frame('navalAvoidBattle', { active, zone, queue }));
}

/** 16.1 step 5: 2d6 + the best naval leader; then Professional Rowers may change the roll (card 34). */
function rollToAvoid(state: HisState, f: NavalAvoidBattleFrame, power: MajorPower, to: Where): void {
  const mod = bestNavalRating(sideLeaders(state, f.zone, power));
  const dice = rollDice(state, 2, 'navalAvoidBattle', { power, from: f.zone, to });
  callRowersWindow(state, f, { power, to, dice, modifier: mod, rowers: 0 });
}

function tryToAvoid(state: HisState, f: NavalAvoidBattleFrame): void {
  const roll = f.pending!;
  f.pending = null;
  const { power, to, dice } = roll;
  // 16.1 step 5: all of this power's ships in the zone go together.
  const leaders = sideLeaders(state, f.zone, power);
  const mod = roll.modifier + roll.rowers;
  const total = rollTotal(roll);
  const success = total >= COMBAT.avoidBattleSuccess;
  state.log.push({ key: 'his.log.navalAvoidBattle', params: { power, from: f.zone, to, dice, modifier: mod, total, success } });
  if (success) moveNaval(state, f.zone, to, sideLots(state, f.zone, power), leaders);
}

/** Naval avoid battle: where to go, or stay. */
export type NavalAvoidBattleAction = WhereAction | { type: 'stay' };

export const navalAvoidBattleProcedure: Procedure<NavalAvoidBattleFrame, NavalAvoidBattleAction> = {
  ask(state, f): Ask<NavalAvoidBattleAction>[] {
    const power = f.queue[0];
    if (f.pending || !power || sideUnitCount(state, f.zone, power) === 0) return [];
    const options = navalAvoidDestinations(state, f.zone, power);
    if (options.length === 0) return [];
    return [
      {
        power,
        key: 'his.prompt.navalAvoidBattle',
        params: { active: f.active, zone: f.zone },
        actions: [...options.map((o): NavalAvoidBattleAction => whereAction(o)), { type: 'stay' }],
      },
    ];
  },
  run(state, f) {
    if (f.pending) {
      tryToAvoid(state, f);
      f.queue.shift();
    } else if (f.queue.length === 0) pop(state, f);
    else f.queue.shift();
  },
  resume: ROWERS_RESUME,
  decide(state, f, power, action) {
    if (action.type !== 'stay') rollToAvoid(state, f, power, whereFromAction(action));
    else f.queue.shift();
  },
};
