// 13.1: the Move action as a procedure: declare, response window, interceptions, avoid
// battle, withdrawal into fortifications, then field battle or siege (13.4 when blocked).
// It calls the interception and withdrawal procedures and receives their results; the
// rules it applies (entry, presence, broken sieges) are in movement.ts.
import type { SpaceId } from '../data/map.ts';
import { isPassBetween } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { frame } from '../flow/frames.ts';
import { call, pop, push } from '../flow/stack.ts';
import { currentSpending, spendCp } from '../phases/spend-cp.ts';
import { allied, atWar, controllingMajor, forcesAt, isFortified, landUnits } from '../queries.ts';
import { callMoveWindow, moveWindowClosed } from '../flow/window.ts';
import { isArmyLeaderId } from '../data/pieces.ts';
import type { HisState } from '../state.ts';
import type { Formation, FormationPick, FormationPickAction } from './formation.ts';
import { landMarks } from './marks.ts';
import { commandedPowers, eliminateFormation, formationUnits, markFormation, moveFormation, isPickAction, newPick, pickAsk, pickComplete, pickDecide, pickedFormation } from './formation.ts';
import type { InterceptionResult } from './interception.ts';
import { interceptionFrame } from './interception.ts';
import { startAvoidBattle } from './avoid-battle.ts';
import type { WithdrawalResult } from './withdrawal.ts';
import { mayWithdraw, withdrawalFrame } from './withdrawal.ts';
import { hostileOutsideUnits, isHostileControlled, retreatAllowed, moveCost, movablePieces, moveDestinations, moveOrigins, captureLoneLeaders } from './movement.ts';
import { beginSiege, checkSiege, garrisonUnits } from './siege.ts';

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
  /** What the beforeMove window returned: a response stopped the move (Foul Weather, Gout). */
  cancelled: boolean;
  /** What the interception procedure returned: an interception succeeded. */
  intercepted: boolean;
  /** What the withdrawal procedure returned: the defenders withdrew into the fortifications. */
  withdrew: boolean;
  /** 13.4: the space from which the formation entered a fortified space it could not besiege. */
  enteredFrom: SpaceId | null;
}

/** The Move's answers: a space (origin, destination, moving on), the formation, cancel, or 13.4's retreat. */
export type LandMoveAction = { type: 'space'; space: SpaceId } | FormationPickAction | { type: 'cancel' } | { type: 'retreat'; space: SpaceId };

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
  const paid = moveCost(f.power, from, to);
  spendCp(state, paid);
  state.log.push({ key: 'his.log.moveDeclared', params: { power: f.power, from, to, overPass: f.overPass, units: f.formation!.units, leaders: f.formation!.leaders } });
  f.step = 'afterWindow';
  // 13.1 step 4: Foul Weather and Gout may disrupt this move.
  callMoveWindow(state, f, 'window', f.power, paid, f.formation!.leaders.filter(isArmyLeaderId));
}

/** 13.4 option 2: back to the space it came from, if a legal retreat; otherwise eliminated. */
function retreatBack(state: HisState, f: LandMoveFrame, here: SpaceId): void {
  const back = f.enteredFrom!;
  const formation = f.formation!;
  if (retreatAllowed(state, f.power, back)) {
    moveFormation(state, formation, here, back);
    state.log.push({ key: 'his.log.retreat', params: { power: f.power, from: here, to: back } });
  } else {
    eliminateFormation(state, formation, here, controllingMajor(state, state.spaces[here].control));
    state.log.push({ key: 'his.log.eliminatedNoRetreat', params: { power: f.power, space: here } });
  }
  f.enteredFrom = null;
  f.step = 'done';
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
  push(
    state,
    frame('fieldBattle', {
      space: f.to!,
      attacker: f.power,
      intercepted,
      from: f.from,
      formation: formation.units.map((u) => ({ power: u.power, kind: u.kind, n: u.count })),
      formationLeaders: [...formation.leaders],
    }),
  );
}

export const landMoveProcedure: Procedure<LandMoveFrame, LandMoveAction> = {
  ask(state, f): Ask<LandMoveAction>[] {
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
        const actions: LandMoveAction[] = spaces.length > 0 ? spaces.map((space) => ({ type: 'space', space })) : [{ type: 'cancel' }];
        return [{ power, key: 'his.prompt.moveTo', params: { from: f.from! }, actions }];
      }
      case 'blocked': {
        // 13.4: move on (1 CP, 2 over a pass) or go back where it came from (free).
        const spaces = destinations(state, f, f.to!);
        const actions: LandMoveAction[] = [...spaces.map((space): LandMoveAction => ({ type: 'space', space })), { type: 'retreat', space: f.enteredFrom! }];
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
        checkSiege(state, from);
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
          beginSiege(state, to, f.power);
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
        else if (siegeBegins(state, f, to)) beginSiege(state, to, f.power);
        else joinSiege(state, f.power, to);
        return;
      }
      default:
        pop(state, f);
    }
  },
  resume: {
    window: moveWindowClosed,
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
        if (action.type !== 'space') return;
        f.from = action.space;
        const pool = movablePieces(state, f.power, f.from);
        f.pick = newPick(pool, { limited: true, needUnit: needsUnit(state, f, pool) });
        f.step = 'formation';
        break;
      }
      case 'formation':
        if (isPickAction(action)) pickDecide(f.pick!, action);
        break;
      case 'destination':
        if (action.type === 'cancel') {
          f.step = 'done';
          return;
        }
        if (action.type === 'space') declareMove(state, f, action.space);
        return;
      case 'blocked':
        if (action.type === 'retreat') {
          retreatBack(state, f, f.to!);
          return;
        }
        if (action.type !== 'space') return;
        // 13.4 option 1: a new move from the fortified space (if later forced back into it, eliminated).
        f.from = f.to;
        landMarks(state).movedOn.push({ power: f.power, from: f.from!, to: action.space });
        declareMove(state, f, action.space);
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
