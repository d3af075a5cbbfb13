// 16.3: naval transport, a special Move Formation in Clear. A formation of 5 or fewer land
// units (and army leaders) in a port crosses sea zones holding the power's naval units,
// 1 CP for each sea zone and 1 CP to land in a port, all in one go; it cannot be
// intercepted at sea. Landing is treated as a Move into that port (interception, avoid
// battle, withdrawal, field battle); a formation that loses the battle there is eliminated.
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { SPACE_IDS, adjacentSeaZones, isPort, portsOf, seaZonesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS, NAVAL_TRANSPORT_MAX } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { frame } from '../flow/frames.ts';
import { call, pop, push } from '../flow/stack.ts';
import { currentSpending, spendCp } from '../phases/spend-cp.ts';
import { controllingMajor, isFortified } from '../queries.ts';
import { callMoveWindow, moveWindowClosed } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { Formation, FormationPick, FormationPickAction } from '../land/formation.ts';
import {
  commandedPowers,
  eliminateFormation,
  formationUnits,
  isEmptyFormation,
  isPickAction,
  markFormation,
  moveFormation,
  newPick,
  pickActions,
  pickAsk,
  pickComplete,
  pickDecide,
  pickedFormation,
  underFoulWeather,
} from '../land/formation.ts';
import {
  captureLoneLeaders,
  electorateClosed,
  hostileOutsideUnits,
  isHostileControlled,
  isOutOfPlay,
  leadersMayEnter,
  mayEnterByControl,
  mayEnterOccupied,
  mayMoveAtAll,
  movablePieces,
  retreatAllowed,
} from '../land/movement.ts';
import { checkSiege, garrisonUnits } from '../land/siege.ts';
import type { InterceptionResult } from '../land/interception.ts';
import { interceptionFrame } from '../land/interception.ts';
import { startAvoidBattle } from '../land/avoid-battle.ts';
import type { WithdrawalResult } from '../land/withdrawal.ts';
import { mayWithdraw, withdrawalFrame } from '../land/withdrawal.ts';
import { beginSiege } from '../land/siege.ts';
import { hasEnemyNavalUnits, sideUnitCount } from './fleets.ts';
import { spaceStates } from '../space-list.ts';

type TransportStep = 'origin' | 'formation' | 'firstSea' | 'afterWindow' | 'next' | 'land' | 'arrive' | 'afterAvoid' | 'withdraw' | 'resolve' | 'done';

export interface NavalTransportFrame extends Frame {
  proc: 'navalTransport';
  power: MajorPower;
  step: TransportStep;
  origin: SpaceId | null;
  pick: FormationPick | null;
  formation: Formation | null;
  /** The sea zones crossed so far. */
  path: SeaZoneId[];
  to: SpaceId | null;
  /** Set by a response in the beforeMove window (Foul Weather): the transport is stopped. */
  cancelled: boolean;
  /** What the interception procedure of the landing returned: an interception succeeded. */
  intercepted: boolean;
}

export function navalTransportFrame(power: MajorPower): NavalTransportFrame {
  return { proc: 'navalTransport', power, step: 'origin', origin: null, pick: null, formation: null, path: [], to: null, cancelled: false, intercepted: false };
}

/** 16.3: each step of a naval transport is a Move Formation in Clear (1 CP). */
function stepCost(power: MajorPower): number {
  return ACTION_COSTS.moveFormationClear[power] ?? 1;
}

/** 16.3: a sea zone the formation may cross: it holds naval units the power controls. */
function carries(state: HisState, power: MajorPower, sea: SeaZoneId): boolean {
  return sideUnitCount(state, sea, power) > 0;
}

/**
 * 16.3 step 3: a landing port: no enemy naval units, and a space the formation could
 * enter by land movement (never the port it sailed from).
 */
export function landingPorts(state: HisState, power: MajorPower, sea: SeaZoneId, origin: SpaceId, leadersOnly: boolean): SpaceId[] {
  return portsOf(sea).filter(
    (p) =>
      p !== origin &&
      !hasEnemyNavalUnits(state, power, p) &&
      !isOutOfPlay(state, p) &&
      !electorateClosed(state, power, p) &&
      mayEnterByControl(state, power, p) &&
      mayEnterOccupied(state, power, p) &&
      (!leadersOnly || leadersMayEnter(state, power, p)),
  );
}

/** 16.3 step 1: the first sea zones: adjacent to the port, with the power's naval units, and somewhere to land. */
export function firstSeas(state: HisState, power: MajorPower, origin: SpaceId, leadersOnly: boolean): SeaZoneId[] {
  return seaZonesOf(origin).filter((sea) => carries(state, power, sea) && landingPorts(state, power, sea, origin, leadersOnly).length > 0);
}

function mayTransportFrom(state: HisState, power: MajorPower, port: SpaceId, carriesIn = (sea: SeaZoneId) => carries(state, power, sea)): boolean {
  if (!isPort(port) || !seaZonesOf(port).some(carriesIn)) return false;
  const pool = movablePieces(state, power, port);
  if (isEmptyFormation(pool)) return false;
  return firstSeas(state, power, port, formationUnits(pool) === 0).length > 0;
}

/** 16.3: ports from which a formation could be transported now. */
export function transportOrigins(state: HisState, power: MajorPower): SpaceId[] {
  return SPACE_IDS.filter((id) => mayTransportFrom(state, power, id));
}

/** 16.3: may the power begin a naval transport with `cp` CP left? */
export function mayTransport(state: HisState, power: MajorPower, cp: number): boolean {
  // 16.3 step 1: at least 2 CP; under Foul Weather land units move one space only.
  if (cp < 2 * stepCost(power) || !mayMoveAtAll(state, power) || underFoulWeather(state, power)) return false;
  // Each sea zone borders several ports: whether it carries is worked out once here.
  const known = new Map<SeaZoneId, boolean>();
  const carriesIn = (sea: SeaZoneId) => {
    let yes = known.get(sea);
    if (yes === undefined) known.set(sea, (yes = carries(state, power, sea)));
    return yes;
  };
  // Only ports holding pieces of the powers it commands can have something to carry (formationsAt reads no others).
  const commanded = commandedPowers(state, power);
  const spaces = spaceStates(state);
  return SPACE_IDS.some((id, i) => commanded.some((p) => spaces[i]!.units[p] !== undefined) && mayTransportFrom(state, power, id, carriesIn));
}

function cpLeft(state: HisState): number {
  return currentSpending(state).cp;
}

function leadersOnly(f: NavalTransportFrame): boolean {
  return formationUnits(f.formation!) === 0;
}

/** 16.3 step 2: further sea zones, if the power can still pay to get back to a port. */
function nextSeas(state: HisState, f: NavalTransportFrame): SeaZoneId[] {
  if (cpLeft(state) < 2 * stepCost(f.power)) return [];
  const last = f.path[f.path.length - 1]!;
  return adjacentSeaZones(last).filter(
    (sea) => !f.path.includes(sea) && carries(state, f.power, sea) && landingPorts(state, f.power, sea, f.origin!, leadersOnly(f)).length > 0,
  );
}

/** 16.3: no more than 5 land units (the formation limit of 5.1 also applies). */
function transportPickActions(pick: FormationPick): FormationPickAction[] {
  const chosen = pick.units.reduce((n, u) => n + u.count, 0);
  return pickActions(pick).filter((a) => a.type !== 'units' || chosen + a.count <= NAVAL_TRANSPORT_MAX);
}

function siegeCanBegin(state: HisState, f: NavalTransportFrame): boolean {
  const to = f.to!;
  return isFortified(state, to) && state.spaces[to].siege === null && isHostileControlled(state, f.power, to) && formationUnits(f.formation!) > garrisonUnits(state, to);
}

/** 16.3 step 4: a field battle at the landing port; losing it eliminates the transported formation. */
function pushBattle(state: HisState, f: NavalTransportFrame, intercepted: boolean): void {
  push(state, frame('fieldBattle', { space: f.to!, attacker: f.power, intercepted, from: null, noRetreat: true }));
}

function arrive(state: HisState, f: NavalTransportFrame): void {
  const from = f.origin!;
  const to = f.to!;
  const intercepted = f.intercepted;
  moveFormation(state, f.formation!, from, to);
  markFormation(state, 'moved', to, f.formation!);
  state.log.push({ key: 'his.log.navalTransport', params: { power: f.power, from, to, seas: f.path } });
  checkSiege(state, from);
  if (intercepted) {
    // 13.2 step 5: the interceptors fight; no avoid battle or withdrawal.
    pushBattle(state, f, true);
    f.step = 'done';
    return;
  }
  f.step = 'afterAvoid';
  startAvoidBattle(state, f.power, to, from, f.formation!);
}

function afterWithdrawal(state: HisState, f: NavalTransportFrame, withdrew: boolean): void {
  const to = f.to!;
  if (!withdrew) {
    f.step = 'resolve';
    return;
  }
  f.step = 'done';
  if (siegeCanBegin(state, f)) {
    beginSiege(state, to, f.power);
    return;
  }
  // 13.4 option 2: too few to besiege: back to the port it sailed from, if a legal retreat.
  const back = f.origin!;
  if (retreatAllowed(state, f.power, back)) {
    moveFormation(state, f.formation!, to, back);
    state.log.push({ key: 'his.log.retreat', params: { power: f.power, from: to, to: back } });
    return;
  }
  eliminateFormation(state, f.formation!, to, controllingMajor(state, state.spaces[to].control));
  state.log.push({ key: 'his.log.eliminatedNoRetreat', params: { power: f.power, space: to } });
}

/** 16.3: the transport's answers: origin (or cancel), the formation, sea zones, the landing port. */
export type NavalTransportAction = { type: 'space'; space: SpaceId } | { type: 'sea'; sea: SeaZoneId } | { type: 'cancel' } | FormationPickAction;

export const navalTransportProcedure: Procedure<NavalTransportFrame, NavalTransportAction> = {
  ask(state, f): Ask<NavalTransportAction>[] {
    const power = f.power;
    switch (f.step) {
      case 'origin': {
        const origins = transportOrigins(state, power);
        return [{ power, key: 'his.prompt.transportFrom', actions: [...origins.map((space): NavalTransportAction => ({ type: 'space', space })), { type: 'cancel' }] }];
      }
      case 'formation':
        return [pickAsk(power, f.pick!, { space: f.origin! }, transportPickActions(f.pick!))];
      case 'firstSea': {
        const seas = firstSeas(state, power, f.origin!, leadersOnly(f));
        return [{ power, key: 'his.prompt.transportSea', params: { from: f.origin! }, actions: [...seas.map((sea): NavalTransportAction => ({ type: 'sea', sea })), { type: 'cancel' }] }];
      }
      case 'next': {
        const last = f.path[f.path.length - 1]!;
        const ports = landingPorts(state, power, last, f.origin!, leadersOnly(f));
        const actions: NavalTransportAction[] = [...ports.map((space): NavalTransportAction => ({ type: 'space', space })), ...nextSeas(state, f).map((sea): NavalTransportAction => ({ type: 'sea', sea }))];
        return [{ power, key: 'his.prompt.transportOnward', params: { sea: last }, actions }];
      }
      default:
        return [];
    }
  },
  run(state, f) {
    switch (f.step) {
      case 'afterWindow':
        if (f.cancelled) {
          state.log.push({ key: 'his.log.navalTransportStopped', params: { power: f.power, from: f.origin! } });
          f.step = 'done';
        } else f.step = 'next';
        return;
      case 'land': {
        // 16.3 step 3: the landing is a Move: interceptions first.
        f.intercepted = false;
        f.step = 'arrive';
        const interception = interceptionFrame(state, f.power, f.origin!, f.to!, f.formation!);
        if (interception) call(state, f, 'interception', interception);
        return;
      }
      case 'arrive':
        arrive(state, f);
        return;
      case 'afterAvoid': {
        const to = f.to!;
        captureLoneLeaders(state, to, f.power);
        if (hostileOutsideUnits(state, f.power, to) > 0 && mayWithdraw(state, f.power, to)) {
          // 16.3 step 3, 13.4: the same withdrawal into fortifications as a land move's.
          f.step = 'withdraw';
          call(state, f, 'withdrawal', withdrawalFrame(state, f.power, to));
        } else f.step = 'resolve';
        return;
      }
      case 'resolve':
        f.step = 'done';
        if (hostileOutsideUnits(state, f.power, f.to!) > 0) pushBattle(state, f, false);
        else if (siegeCanBegin(state, f)) beginSiege(state, f.to!, f.power);
        return;
      default:
        pop(state, f);
    }
  },
  decide(state, f, _power, action) {
    switch (f.step) {
      case 'origin': {
        if (action.type === 'cancel') {
          f.step = 'done';
          return;
        }
        if (action.type !== 'space') return;
        f.origin = action.space;
        f.pick = newPick(movablePieces(state, f.power, f.origin), { limited: true, needUnit: false });
        f.step = 'formation';
        if (pickComplete(f.pick)) {
          f.formation = pickedFormation(f.pick);
          f.step = 'firstSea';
        }
        return;
      }
      case 'formation':
        if (isPickAction(action) && pickDecide(f.pick!, action)) {
          f.formation = pickedFormation(f.pick!);
          f.pick = null;
          f.step = 'firstSea';
        }
        return;
      case 'firstSea': {
        if (action.type === 'cancel') {
          f.step = 'done';
          return;
        }
        if (action.type !== 'sea') return;
        const sea = action.sea;
        spendCp(state, stepCost(f.power));
        f.path.push(sea);
        state.log.push({ key: 'his.log.navalTransportStarts', params: { power: f.power, from: f.origin!, sea } });
        f.step = 'afterWindow';
        // 16.3 step 1 (A18: one window, at the start): Foul Weather may stop the transport.
        callMoveWindow(state, f, 'window', f.power, stepCost(f.power));
        return;
      }
      case 'next':
        spendCp(state, stepCost(f.power));
        if (action.type === 'sea') {
          f.path.push(action.sea);
          return;
        }
        if (action.type !== 'space') return;
        f.to = action.space;
        f.step = 'land';
        return;
      default:
        return;
    }
  },
  resume: {
    window: moveWindowClosed,
    interception(_state, f, result: InterceptionResult) {
      f.intercepted = result.intercepted;
    },
    withdrawal(state, f, result: WithdrawalResult) {
      afterWithdrawal(state, f, result.withdrew);
    },
  },
};
