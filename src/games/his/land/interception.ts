// 13.2: interception. Enemy formations adjacent to the destination of a Move may try
// to step into its path: 2d6 + the best battle rating in the formation, 9 or more. Powers
// try in impulse order, each from as many adjacent spaces as it likes (one attempt per
// space); once a power succeeds no other power may try.
import { twoPlayerMayEnter } from '../two-player/zones.ts';
import type { SpaceId } from '../data/map.ts';
import { adjacentSpaces, isPassBetween } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { COMBAT } from '../data/tables.ts';
import { rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { ret } from '../flow/stack.ts';
import { allied, atWar, controllingMajor, isFortified, isFriendlySpace } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { Formation, FormationPick, FormationPickAction } from './formation.ts';
import {
  bestBattleRating,
  formationUnits,
  formationsAt,
  hasCavalry,
  isEmptyFormation,
  markFormation,
  moveFormation,
  newPick,
  isPickAction,
  pickAsk,
  pickComplete,
  pickDecide,
  pickedFormation,
  withoutMarked,
} from './formation.ts';
import {
  captureLoneLeaders,
  electorateClosed,
  hostileTo,
  mayMoveAtAll,
} from './movement.ts';
import { landOwners } from './occupants.ts';
import { checkSiege, isInsideFortifications } from './siege.ts';

export interface InterceptionFrame extends Frame {
  proc: 'interception';
  /** The moving power and its move. */
  active: MajorPower;
  space: SpaceId;
  from: SpaceId;
  /** 13.2 step 2: non-Ottoman interceptors subtract 1 against a formation with Ottoman cavalry. */
  moverCavalry: boolean;
  /** The moving formation's land units: what an interceptor would meet (shown in its prompt). */
  moverUnits: number;
  /** Owners of land units in the destination when the move began, and whether any were besieged. */
  occupants: Power[];
  besieged: boolean;
  /** Powers that may try, in impulse order, and the one now deciding. */
  powers: MajorPower[];
  index: number;
  /** The power whose interception succeeded; then only it may go on trying. */
  success: MajorPower | null;
  /** 13.2 step 4: spaces already used for an attempt in this move. */
  used: SpaceId[];
  step: 'space' | 'pick' | 'roll';
  origin: SpaceId | null;
  pick: FormationPick | null;
}

/** 13.2: a formation moving into a friendly fortified space that is not besieged cannot be intercepted. */
export function moveInterceptable(state: HisState, active: MajorPower, to: SpaceId): boolean {
  return !(isFortified(state, to) && isFriendlySpace(state, active, to) && state.spaces[to].siege === null);
}

/**
 * 13.2: the powers that may intercept a move: those at war with the mover, and (13.1) the
 * powers whose units in an enemy-controlled destination count as enemy units.
 */
export function interceptingPowers(state: HisState, active: MajorPower, to: SpaceId): MajorPower[] {
  const inDestination = landOwners(state, to).filter((p) => hostileTo(state, active, to, p)).map((p) => controllingMajor(state, p));
  return MAJOR_POWERS.filter((p) => p !== active && mayMoveAtAll(state, p) && (atWar(state, active, p) || inDestination.includes(p)));
}

/**
 * 13.2 restrictions tied to the destination, for one intercepting power: into an occupied
 * space only to join its own or allied units and only if nobody there is besieged; into
 * an empty fortified space only if it or an ally controls it; never into a space
 * controlled by a power that is neither its enemy nor its ally (nor an electorate before
 * the League, 21.6).
 */
export function mayInterceptInto(state: HisState, f: InterceptionFrame, power: MajorPower): boolean {
  const to = f.space;
  const control = state.spaces[to].control;
  if (electorateClosed(state, power, to)) return false;
  // Two-player variant: never intercept into a space the power's units may not enter (zones.ts).
  if (!twoPlayerMayEnter(state, power, to)) return false;
  if (control !== 'independent' && !allied(state, power, control) && !atWar(state, power, control)) return false;
  if (f.occupants.length > 0) return !f.besieged && f.occupants.every((p) => allied(state, power, p));
  if (isFortified(state, to)) return allied(state, power, control);
  return true;
}

/** 13.2: leaders may intercept by themselves only to join units friendly to them. */
function leadersMayGoAlone(state: HisState, f: InterceptionFrame, power: MajorPower): boolean {
  return f.occupants.some((p) => allied(state, power, p));
}

/**
 * 13.2: what a power may send from an adjacent space: not across a pass, not from the
 * space the mover left, nothing besieged, nothing that already tried this impulse.
 */
export function interceptPool(state: HisState, f: InterceptionFrame, power: MajorPower, space: SpaceId): Formation {
  const none: Formation = { leaders: [], units: [] };
  if (space === f.from || isPassBetween(space, f.space) || f.used.includes(space)) return none;
  if (isInsideFortifications(state, space, power)) return none;
  const pool = withoutMarked(state, formationsAt(state, space, power), space, 'triedIntercept');
  const units = pool.units.filter((u) => !isInsideFortifications(state, space, u.power));
  const result = { leaders: pool.leaders, units };
  if (formationUnits(result) === 0 && !leadersMayGoAlone(state, f, power)) return none;
  return result;
}

export function interceptSpaces(state: HisState, f: InterceptionFrame, power: MajorPower): SpaceId[] {
  if (!mayInterceptInto(state, f, power)) return [];
  return adjacentSpaces(f.space).filter((s) => !isEmptyFormation(interceptPool(state, f, power, s)));
}

/** What the interception procedure returns to the move that called it. */
export type InterceptionResult = { intercepted: boolean };

/**
 * 13.1 step 5: the interception procedure for this move, to be called by the move (it
 * returns an InterceptionResult), or null if nobody may intercept it.
 */
export function interceptionFrame(state: HisState, active: MajorPower, from: SpaceId, to: SpaceId, mover: Formation): InterceptionFrame | null {
  if (!moveInterceptable(state, active, to)) return null;
  const powers = interceptingPowers(state, active, to);
  if (powers.length === 0) return null;
  const occupants = landOwners(state, to);
  const frame: InterceptionFrame = {
    proc: 'interception',
    active,
    space: to,
    from,
    moverCavalry: hasCavalry(mover),
    moverUnits: formationUnits(mover),
    occupants,
    besieged: state.spaces[to].siege !== null && occupants.some((p) => isInsideFortifications(state, to, p)),
    powers,
    index: 0,
    success: null,
    used: [],
    step: 'space',
    origin: null,
    pick: null,
  };
  return frame;
}

/**
 * 13.2 step 2 (and 13.3 step 4, the same table): the modifier to the 2d6 interception or
 * avoid battle roll of `formation`: its best battle rating, plus Ottoman cavalry in it, less
 * for others when the moving formation has Ottoman cavalry.
 */
export function interceptionModifier(power: MajorPower, formation: Formation, moverCavalry: boolean): number {
  let mod = bestBattleRating(formation.leaders);
  if (power === 'ottoman' && hasCavalry(formation)) mod += COMBAT.ottomanCavalryBonus;
  if (power !== 'ottoman' && moverCavalry) mod += COMBAT.againstOttomanCavalry;
  return mod;
}

const TWO_DICE = {
  interception: { need: COMBAT.interceptSuccess, log: 'his.log.interception' },
  avoidBattle: { need: COMBAT.avoidBattleSuccess, log: 'his.log.avoidBattle' },
} as const;

/**
 * 13.2 step 2, 13.3 step 4: `power` rolls 2d6 plus the modifier for `formation` to go from
 * `from` to `to`; true on 9 or more.
 */
export function rollTwoDice(
  state: HisState,
  kind: 'interception' | 'avoidBattle',
  move: { power: MajorPower; from: SpaceId; to: SpaceId },
  formation: Formation,
  moverCavalry: boolean,
): boolean {
  const mod = interceptionModifier(move.power, formation, moverCavalry);
  const dice = rollDice(state, 2, kind, { ...move });
  const total = dice[0]! + dice[1]! + mod;
  const success = total >= TWO_DICE[kind].need;
  state.log.push({ key: TWO_DICE[kind].log, params: { ...move, dice, modifier: mod, total, success } });
  return success;
}

function nextPower(state: HisState, f: InterceptionFrame): void {
  f.step = 'space';
  f.origin = null;
  f.pick = null;
  if (f.success !== null) {
    finish(state, f);
    return;
  }
  f.index++;
  if (f.index >= f.powers.length) finish(state, f);
}

function finish(state: HisState, f: InterceptionFrame): void {
  const result: InterceptionResult = { intercepted: f.success !== null };
  ret(state, f, result);
}

function attempt(state: HisState, f: InterceptionFrame): void {
  const power = f.powers[f.index]!;
  const origin = f.origin!;
  const formation = pickedFormation(f.pick!);
  const success = rollTwoDice(state, 'interception', { power, from: origin, to: f.space }, formation, f.moverCavalry);
  f.used.push(origin);
  if (success) {
    // 13.2 step 3: placed in the destination as if it had been there before the mover.
    moveFormation(state, formation, origin, f.space);
    markFormation(state, 'triedIntercept', f.space, formation);
    f.success = power;
    captureLoneLeaders(state, f.space, power);
  } else {
    markFormation(state, 'triedIntercept', origin, formation);
  }
  f.step = 'space';
  f.origin = null;
  f.pick = null;
  if (success) checkSiege(state, origin);
}

/** Interception: the space to intercept from or done, then the formation. */
export type InterceptionAction = { type: 'space'; space: SpaceId } | FormationPickAction;

export const interceptionProcedure: Procedure<InterceptionFrame, InterceptionAction> = {
  ask(state, f): Ask<InterceptionAction>[] {
    const power = f.powers[f.index];
    if (!power) return [];
    if (f.step === 'space') {
      const spaces = interceptSpaces(state, f, power);
      if (spaces.length === 0) return [];
      return [
        {
          power,
          key: 'his.prompt.intercept',
          params: { active: f.active, from: f.from, to: f.space },
          actions: [...spaces.map((space): InterceptionAction => ({ type: 'space', space })), { type: 'done' }],
        },
      ];
    }
    if (f.step === 'pick') {
      return [pickAsk(power, f.pick!, { space: f.origin! })];
    }
    return [];
  },
  run(state, f) {
    if (f.step === 'roll') attempt(state, f);
    else nextPower(state, f);
  },
  decide(state, f, power, action) {
    if (f.step === 'space') {
      if (action.type === 'done') {
        nextPower(state, f);
        return;
      }
      if (action.type !== 'space') return;
      const origin = action.space;
      f.origin = origin;
      f.pick = newPick(interceptPool(state, f, power, origin), { limited: true, needUnit: !leadersMayGoAlone(state, f, power) });
      f.step = pickComplete(f.pick) ? 'roll' : 'pick';
      return;
    }
    if (f.step === 'pick' && isPickAction(action) && pickDecide(f.pick!, action)) f.step = 'roll';
  },
};
