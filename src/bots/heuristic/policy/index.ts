// A policy for every kind of prompt: each scores one legal action (higher is better).
// Prompts not named here get the default (any action that does something, picked among
// evenly), which is how the rarer events' questions are answered.
import type { Action } from '../../../engine/types.ts';
import type { MajorPower } from '../../../games/his/data/powers.ts';
import type { Context } from '../context.ts';
import { cheapestCard, highestCard, impulse, respond } from './cards.ts';
import { spendCp } from './cp.ts';
import { declareWar, ransom } from './diplomacy.ts';
import {
  anySpaceTowardTargets,
  assaultWhere,
  avoidBattle,
  buildWhere,
  casualty,
  foreignWarLeader,
  foreignWarUnits,
  formationUnits,
  intercept,
  moveFrom,
  moveTo,
  naval,
  navalUnits,
  piracyAward,
  piracyTarget,
  piracyZone,
  retreat,
  sixWives,
  springDestination,
  takeLeader,
  winterQuarters,
} from './military.ts';
import { OTTOMAN_POLICIES } from './ottoman.ts';
import { negotiationCompose, negotiationConfirm, negotiationDeclare, peacePayment, sueForPeace } from './peace.ts';
import { burnZone, counterReformationTarget, flipTarget, reformationTarget, takeBonus, translate, treatiseZone, universitySpace } from './religion.ts';

export type Policy = (ctx: Context, action: Action) => number;

/** By prompt key (without `his.prompt.`). */
export const POLICIES: Readonly<Record<string, Policy>> = {
  impulse,
  spendCp,
  response: respond,
  springCard: respond,
  emperorGout: respond,
  payForWar: cheapestCard,
  payDiscard: cheapestCard,
  chateauDiscard: cheapestCard,
  inquisitionDiscard: cheapestCard,
  thomasMoreDiscard: cheapestCard,
  overtureCard: cheapestCard,
  dietOfWormsCommit: highestCard,
  hereIStandPick: highestCard,
  moveFrom,
  moveTo,
  formationUnits,
  formationLeaders: takeLeader,
  navalLeaders: takeLeader,
  buildWhere,
  placeMercenary: buildWhere,
  janissaries: buildWhere,
  clothPricesMercenaries: buildWhere,
  'springDeployment.destination': springDestination,
  avoidBattle,
  withdraw: avoidBattle,
  navalAvoidBattle: avoidBattle,
  intercept,
  navalIntercept: naval,
  navalUnits,
  navalMoveFrom: naval,
  navalMoveTo: naval,
  retreat,
  casualty,
  campLosses: casualty,
  foreignWarCasualty: casualty,
  'winter.assign': winterQuarters,
  'winter.optional': winterQuarters,
  controlUnfortified: anySpaceTowardTargets,
  reformationTarget,
  counterReformationTarget,
  flipSpace: flipTarget,
  treatiseZone,
  translate,
  burnBooksZone: burnZone,
  universitySpace,
  reformationBonus: takeBonus,
  counterReformationBonus: takeBonus,
  treatiseBonus: takeBonus,
  translationBonus: takeBonus,
  burnBooksBonus: takeBonus,
  universityLoyola: takeBonus,
  declareWar,
  ransom,
  sixWives,
  piracyTarget,
  piracyAward,
  piracyZone,
  assaultWhere,
  foreignWarUnits,
  foreignWarLeader,
  negotiationDeclare,
  negotiationCompose,
  negotiationConfirm,
  sueForPeace,
  'peace.spaces': peacePayment,
  'peace.keys': peacePayment,
  'peace.leaders': peacePayment,
};

/** Policies of one power's own (its aims, 21), asked before the common ones. */
export const SEAT_POLICIES: Readonly<Partial<Record<MajorPower, Readonly<Record<string, Policy>>>>> = {
  ottoman: OTTOMAN_POLICIES,
};

const PASSIVE = new Set(['done', 'skip', 'decline', 'noBonus', 'cancel', 'keep', 'stay']);

/** Any prompt without a policy of its own: act rather than let the chance go. */
export const defaultPolicy: Policy = (_ctx, action) => (PASSIVE.has(action.type) ? 0 : 1);
