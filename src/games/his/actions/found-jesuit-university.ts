// 18.1, 21.5 Found Jesuit University (Papacy, after the Society of Jesus event): 3 CP, or 2
// with Loyola's bonus (committing him, for this one action, 18.2). The university goes in a
// Catholic space that has none (religion/jesuits.ts).
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { currentSpending, spendCp } from '../phases/spend-cp.ts';
import { commitDebater, isUncommitted } from '../religion/debaters.ts';
import { societyOfJesusPlayed, startUniversities, universitySites } from '../religion/jesuits.ts';
import type { HisState } from '../state.ts';
import type { CpAction } from './registry.ts';
import { frame } from '../flow/frames.ts';

/** 18.1: Loyola's bonus price. */
const LOYOLA_COST = 2;

function fullCost(power: MajorPower): number | null {
  return ACTION_COSTS.foundJesuitUniversity[power] ?? null;
}

function cheapestCost(state: HisState, power: MajorPower): number | null {
  const c = fullCost(power);
  if (c === null) return null;
  return isUncommitted(state, 'loyola') ? Math.min(c, LOYOLA_COST) : c;
}

export const FOUND_JESUIT_UNIVERSITY_ACTION: CpAction = {
  id: 'foundJesuitUniversity',
  cost: (state, power) => cheapestCost(state, power),
  available(state, power, cp) {
    const c = cheapestCost(state, power);
    return c !== null && c <= cp && societyOfJesusPlayed(state) && universitySites(state).length > 0;
  },
  start(state) {
    push(state, frame('foundJesuitUniversity', {}));
  },
};

/** Pays for the action (with Loyola or not), then places the university. */
export interface UniversityFrame extends Frame {
  proc: 'foundJesuitUniversity';
}

function pay(state: HisState, f: UniversityFrame, cp: number): void {
  spendCp(state, cp);
  pop(state, f);
  startUniversities(state, 1);
}

export const foundJesuitUniversityProcedure: Procedure<UniversityFrame> = {
  ask(state): Ask[] {
    if (!isUncommitted(state, 'loyola')) return [];
    const actions: HisAction[] = [{ type: 'debater', debater: 'loyola' }];
    if (currentSpending(state).cp >= fullCost('papacy')!) actions.push({ type: 'noBonus' });
    return [{ power: 'papacy', key: 'his.prompt.universityLoyola', actions }];
  },
  run(state, f) {
    // Loyola not available: the full price.
    pay(state, f, fullCost('papacy')!);
  },
  decide(state, f, _power, action) {
    if (action.type === 'debater') {
      commitDebater(state, 'loyola');
      state.log.push({ key: 'his.log.debaterBonus', params: { power: 'papacy', debater: 'loyola' } });
      pay(state, f, LOYOLA_COST);
      return;
    }
    pay(state, f, fullCost('papacy')!);
  },
};
