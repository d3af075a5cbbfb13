// 18.1 Burn Books (Papacy, 2 CP): 2 Counter Reformation attempts with one language zone as
// target. Cajetan's bonus makes it 3 in one zone, Caraffa's 3 in any mix of zones (18.4);
// either must be chosen before the first attempt (18.2).
import type { LanguageZone } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { DebaterId } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { spendCp } from '../phases/spend-cp.ts';
import { bonusUsed, useDebaterBonus } from '../religion/attempts.ts';
import { startCounterReformation } from '../religion/counter-reformation.ts';
import { isUncommitted } from '../religion/debaters.ts';
import { counterReformationEligible } from '../religion/modifiers.ts';
import type { HisState } from '../state.ts';
import type { CpAction } from './registry.ts';
import type { TreatiseAction } from './publish-treatise.ts';
import { TREATISE_ZONES } from './publish-treatise.ts';
import { frame } from '../flow/frames.ts';

const NORMAL_ATTEMPTS = 2;
const BONUS_ATTEMPTS = 3;
/** 18.4: the extra-attempt bonuses of Burn Books. */
export const BURN_BOOKS_BONUS: readonly DebaterId[] = ['cajetan', 'caraffa'];

function cost(power: MajorPower): number | null {
  return ACTION_COSTS.burnBooks[power] ?? null;
}

export interface BurnBooksFrame extends Frame {
  proc: 'burnBooks';
  step: 'bonus' | 'zone';
  bonus: DebaterId | null;
  /** Mary I (21.3): the zone is fixed and only its spaces may be targeted; null otherwise. */
  onlyZone: LanguageZone | null;
}

/** Push a Burn Books action (the CP action; Mary I's English impulse passes `english`). */
export function startBurnBooks(state: HisState, onlyZone: LanguageZone | null = null): void {
  push(state, burnBooksFrame(onlyZone));
}

export function burnBooksFrame(onlyZone: LanguageZone | null = null): BurnBooksFrame {
  return frame('burnBooks', { step: 'bonus', bonus: null, onlyZone });
}

export function burnBooksBonuses(state: HisState): DebaterId[] {
  if (bonusUsed(state, 'papacy')) return [];
  return BURN_BOOKS_BONUS.filter((id) => isUncommitted(state, id));
}

export const BURN_BOOKS_ACTION: CpAction = {
  id: 'burnBooks',
  cost: (_state, power) => cost(power),
  available(state, power, cp) {
    const c = cost(power);
    return c !== null && c <= cp && SPACE_IDS.some((id) => counterReformationEligible(state, id));
  },
  start(state, power) {
    spendCp(state, cost(power)!);
    startBurnBooks(state);
  },
};

function begin(state: HisState, f: BurnBooksFrame, zones: LanguageZone[]): void {
  pop(state, f);
  const attempts = f.bonus === null ? NORMAL_ATTEMPTS : BONUS_ATTEMPTS;
  startCounterReformation(state, { attempts, zones, zonesOnly: f.onlyZone !== null, bonus: f.bonus, why: 'burnBooks' });
}

export const burnBooksProcedure: Procedure<BurnBooksFrame, TreatiseAction> = {
  ask(state, f): Ask<TreatiseAction>[] {
    if (f.step === 'bonus') {
      const debaters = burnBooksBonuses(state);
      if (debaters.length === 0) return [];
      return [{ power: 'papacy', key: 'his.prompt.burnBooksBonus', actions: [...debaters.map((debater): TreatiseAction => ({ type: 'debater', debater })), { type: 'noBonus' }] }];
    }
    if (f.onlyZone !== null) return [];
    return [{ power: 'papacy', key: 'his.prompt.burnBooksZone', actions: TREATISE_ZONES.map((zone) => ({ type: 'zone', zone })) }];
  },
  run(state, f) {
    if (f.step === 'bonus') {
      f.step = 'zone';
      return;
    }
    begin(state, f, [f.onlyZone!]);
  },
  decide(state, f, _power, action) {
    if (action.type === 'debater') {
      const debater = action.debater;
      useDebaterBonus(state, 'papacy', debater);
      f.bonus = debater;
      // Caraffa: attempts in any mix of zones (every zone is a target zone).
      if (debater === 'caraffa' && f.onlyZone === null) {
        begin(state, f, [...TREATISE_ZONES]);
        return;
      }
    }
    if (f.step === 'bonus') {
      f.step = 'zone';
      return;
    }
    if (action.type === 'zone') begin(state, f, [action.zone]);
  },
};
