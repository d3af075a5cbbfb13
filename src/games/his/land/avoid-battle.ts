// 13.3: avoid battle. When a formation enters a space holding enemy land units, each
// major power with units there may, in impulse order, try to slip away to an adjacent
// space: 2d6 + the best battle rating among the leaders leaving, 9 or more (automatic if
// every piece leaving already lost a field battle this impulse).
import { twoPlayerMayEnter } from '../two-player/zones.ts';
import type { SpaceId } from '../data/map.ts';
import { adjacentSpaces } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { allied, atWar, forcesAt, landUnits, powersInSpace } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { Formation, FormationPick, FormationPickAction } from './formation.ts';
import {
  allMarked,
  commandedPowers,
  formationUnits,
  formationsAt,
  hasCavalry,
  isArmyLeader,
  isPickAction,
  moveFormation,
  newPick,
  pickAsk,
  pickComplete,
  pickDecide,
  pickedFormation,
} from './formation.ts';
import { interceptionModifier, rollTwoDice } from './interception.ts';
import { electorateClosed, hostileTo, isOutOfPlay } from './movement.ts';
import { checkSiege, isInsideFortifications } from './siege.ts';
import { frame } from '../flow/frames.ts';

export interface AvoidBattleFrame extends Frame {
  proc: 'avoidBattle';
  /** The moving power, the space it entered and the space it came from. */
  active: MajorPower;
  space: SpaceId;
  vacated: SpaceId;
  /** 13.3 step 4: non-Ottoman powers subtract 1 when avoiding a formation with Ottoman cavalry. */
  moverCavalry: boolean;
  /** Powers still to decide, in impulse order; the first is deciding now. */
  queue: MajorPower[];
  step: 'offer' | 'pick' | 'roll';
  to: SpaceId | null;
  pick: FormationPick | null;
}

/**
 * 13.3: the pieces a major power may take out of the entered space: its own and its
 * active minor allies' units (one group, 13.3), none under siege.
 */
export function avoidPool(state: HisState, active: MajorPower, space: SpaceId, power: MajorPower): Formation {
  const owners = commandedPowers(state, power).filter((p) => hostileTo(state, active, space, p) && !isInsideFortifications(state, space, p));
  const pool = formationsAt(state, space, power);
  return {
    leaders: owners.includes(power) ? pool.leaders : [],
    units: pool.units.filter((u) => owners.includes(u.power)),
  };
}

/** Does the space hold units (or leaders) that are enemies of the avoiding power, the mover included? */
function holdsEnemies(state: HisState, power: MajorPower, active: MajorPower, space: SpaceId): boolean {
  return powersInSpace(state, space).some((p) => {
    const f = forcesAt(state, { space }, p);
    if (landUnits(f) === 0 && !f.leaders.some(isArmyLeader)) return false;
    return atWar(state, power, p) || allied(state, active, p);
  });
}

/**
 * 13.3 restrictions: an adjacent space controlled by the power or an ally (not
 * independent), not in unrest, without enemy units, not the space the mover came from,
 * not a sea zone (spaces only here); not out of play, no electorate before the League.
 */
export function avoidDestinations(state: HisState, f: AvoidBattleFrame, power: MajorPower): SpaceId[] {
  return adjacentSpaces(f.space).filter((to) => {
    const s = state.spaces[to];
    if (to === f.vacated || s.unrest || isOutOfPlay(state, to) || electorateClosed(state, power, to)) return false;
    if (s.control === 'independent' || !allied(state, power, s.control)) return false;
    // Two-player variant: never avoid battle out of the zones the power may enter (zones.ts).
    if (!twoPlayerMayEnter(state, power, to)) return false;
    return !holdsEnemies(state, power, f.active, to);
  });
}

/**
 * 13.1 step 6: push the avoid battle procedure for the major powers with land units in the
 * entered space (inactive minors and independents never avoid battle, 22.1, 22.6; a
 * leader alone may not avoid battle).
 */
export function startAvoidBattle(state: HisState, active: MajorPower, space: SpaceId, vacated: SpaceId, mover: Formation): void {
  const queue = MAJOR_POWERS.filter((m) => m !== active && formationUnits(avoidPool(state, active, space, m)) > 0);
  if (queue.length === 0) return;
  push(state, frame('avoidBattle', { active, space, vacated, moverCavalry: hasCavalry(mover), queue, step: 'offer', to: null, pick: null }));
}

/** 13.3 step 4: the modifier to the 2d6 avoid battle roll, as for interception (13.2 step 2). */
export const avoidBattleModifier = interceptionModifier;

function nextPower(state: HisState, f: AvoidBattleFrame): void {
  f.queue.shift();
  f.step = 'offer';
  f.to = null;
  f.pick = null;
  if (f.queue.length === 0) pop(state, f);
}

function attempt(state: HisState, f: AvoidBattleFrame): void {
  const power = f.queue[0]!;
  const to = f.to!;
  const leaving = pickedFormation(f.pick!);
  let success: boolean;
  if (allMarked(state, leaving, f.space, 'lostBattle')) {
    // 13.3 step 4 exception: all already lost a field battle this impulse.
    success = true;
    state.log.push({ key: 'his.log.avoidBattle', params: { power, from: f.space, to, automatic: true, success } });
  } else {
    success = rollTwoDice(state, 'avoidBattle', { power, from: f.space, to }, leaving, f.moverCavalry);
  }
  const space = f.space;
  if (success) moveFormation(state, leaving, space, to);
  nextPower(state, f);
  // 15.3: besiegers avoiding a relief force may leave a broken siege behind.
  if (success) checkSiege(state, space);
}

/** Avoid battle: a space to go to or skip, then the formation. */
export type AvoidBattleAction = { type: 'space'; space: SpaceId } | { type: 'skip' } | FormationPickAction;

export const avoidBattleProcedure: Procedure<AvoidBattleFrame, AvoidBattleAction> = {
  ask(state, f): Ask<AvoidBattleAction>[] {
    const power = f.queue[0];
    if (!power) return [];
    if (f.step === 'offer') {
      if (formationUnits(avoidPool(state, f.active, f.space, power)) === 0) return [];
      const spaces = avoidDestinations(state, f, power);
      if (spaces.length === 0) return [];
      return [
        {
          power,
          key: 'his.prompt.avoidBattle',
          params: { active: f.active, space: f.space },
          actions: [...spaces.map((space): AvoidBattleAction => ({ type: 'space', space })), { type: 'skip' }],
        },
      ];
    }
    if (f.step === 'pick') {
      return [pickAsk(power, f.pick!, { space: f.space })];
    }
    return [];
  },
  run(state, f) {
    if (f.step === 'roll') attempt(state, f);
    else nextPower(state, f);
  },
  decide(state, f, power, action) {
    if (f.step === 'offer') {
      if (action.type === 'skip') {
        nextPower(state, f);
        return;
      }
      if (action.type !== 'space') return;
      f.to = action.space;
      // 13.3 step 3: any number of units, even beyond a formation; a leader may go alone.
      f.pick = newPick(avoidPool(state, f.active, f.space, power), { limited: false, needUnit: false });
      f.step = pickComplete(f.pick) ? 'roll' : 'pick';
      return;
    }
    if (f.step === 'pick' && isPickAction(action) && pickDecide(f.pick!, action)) f.step = 'roll';
  },
};

