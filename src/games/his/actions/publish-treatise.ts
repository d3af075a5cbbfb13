// 18.1 Publish Treatise: the Protestant (2 CP) makes 2 Reformation attempts with one language
// zone as target; England (3 CP, only while the reformer Cranmer is on the map) makes them in
// the English zone. Carlstadt's or Calvin's bonus makes it 3 attempts, all in the German or
// French zone, and must be chosen before the first attempt (18.2).
import type { LanguageZone } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { DebaterId } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { spendCp } from '../phases/spend-cp.ts';
import { bonusUsed, useDebaterBonus } from '../religion/attempts.ts';
import { isUncommitted, reformerSpace } from '../religion/debaters.ts';
import { reformationEligible } from '../religion/modifiers.ts';
import { startReformation } from '../religion/reformation.ts';
import type { HisState } from '../state.ts';
import type { CpAction } from './registry.ts';
import { frame } from '../flow/frames.ts';

/** The language zones a Protestant treatise may target (18.1: any single language zone). */
export const TREATISE_ZONES: readonly LanguageZone[] = ['german', 'french', 'english', 'italian', 'spanish'];
/** 18.3: extra-attempt bonuses of a treatise and the zone they bind it to. */
export const TREATISE_BONUS: Partial<Record<DebaterId, LanguageZone>> = { carlstadt: 'german', calvin: 'french' };
const NORMAL_ATTEMPTS = 2;
const BONUS_ATTEMPTS = 3;

/** Thomas Cromwell (card 115): English treatises cost 2 CP for the rest of the turn. */
const CROMWELL_TREATISE_COST = 2;

function cost(power: MajorPower, state: HisState): number | null {
  if (power === 'england' && state.england.cromwellTurn === state.turn) return CROMWELL_TREATISE_COST;
  return ACTION_COSTS.publishTreatise[power] ?? null;
}

/** 18.1: England publishes only while Cranmer is on the map; other powers never (no cost). */
export function mayPublishTreatise(state: HisState, power: MajorPower, cp: number): boolean {
  const c = cost(power, state);
  if (c === null || c > cp) return false;
  if (power === 'england' && reformerSpace(state, 'cranmer') === null) return false;
  return SPACE_IDS.some((id) => reformationEligible(state, id));
}

export interface TreatiseFrame extends Frame {
  proc: 'publishTreatise';
  step: 'bonus' | 'zone';
}

/** Extra-attempt debaters the Protestant may commit for this treatise. */
export function treatiseBonuses(state: HisState): DebaterId[] {
  if (bonusUsed(state, 'protestant')) return [];
  return (Object.keys(TREATISE_BONUS) as DebaterId[]).filter((id) => isUncommitted(state, id));
}

export const PUBLISH_TREATISE_ACTION: CpAction = {
  id: 'publishTreatise',
  cost: (state, power) => cost(power, state),
  available: mayPublishTreatise,
  start(state, power) {
    spendCp(state, cost(power, state)!);
    if (power === 'england') {
      // Treatises published by the English always target the English zone.
      startReformation(state, { power: 'england', attempts: NORMAL_ATTEMPTS, zones: ['english'], why: 'treatise' });
      return;
    }
    push(state, frame('publishTreatise', { step: 'bonus' }));
  },
};

/** 18.2: a debater's extra attempts (or none), then the zone. */
export type TreatiseAction = { type: 'debater'; debater: DebaterId } | { type: 'noBonus' } | { type: 'zone'; zone: LanguageZone };

export const publishTreatiseProcedure: Procedure<TreatiseFrame, TreatiseAction> = {
  ask(state, f): Ask<TreatiseAction>[] {
    if (f.step === 'bonus') {
      const debaters = treatiseBonuses(state);
      if (debaters.length === 0) return [];
      return [
        {
          power: 'protestant',
          key: 'his.prompt.treatiseBonus',
          actions: [...debaters.map((debater): TreatiseAction => ({ type: 'debater', debater })), { type: 'noBonus' }],
        },
      ];
    }
    return [{ power: 'protestant', key: 'his.prompt.treatiseZone', actions: TREATISE_ZONES.map((zone) => ({ type: 'zone', zone })) }];
  },
  run(_state, f) {
    // No extra-attempt debater available: choose the zone.
    f.step = 'zone';
  },
  decide(state, f, _power, action) {
    if (action.type === 'debater') {
      const debater = action.debater;
      useDebaterBonus(state, 'protestant', debater);
      const zone = TREATISE_BONUS[debater]!;
      pop(state, f);
      startReformation(state, { attempts: BONUS_ATTEMPTS, zones: [zone], zonesOnly: true, bonus: debater, why: 'treatise' });
      return;
    }
    if (action.type === 'noBonus') {
      f.step = 'zone';
      return;
    }
    pop(state, f);
    startReformation(state, { attempts: NORMAL_ATTEMPTS, zones: [action.zone], why: 'treatise' });
  },
};
