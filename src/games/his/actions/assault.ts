// 11.1, 15.1: the Assault action (1 CP): a besieging power attacks a fortified space it
// has besieged since an earlier impulse (land/assault.ts holds the procedure).
import { ACTION_COSTS } from '../data/tables.ts';
import type { AssaultFrame } from '../land/assault.ts';
import { assaultTargets } from '../land/assault.ts';
import type { CpAction } from './registry.ts';

export const ASSAULT_ACTION: CpAction = {
  id: 'assault',
  cost: (_state, power) => ACTION_COSTS.assault[power] ?? null,
  available(state, power, cp) {
    const cost = ACTION_COSTS.assault[power];
    return cost !== null && cost !== undefined && cost <= cp && assaultTargets(state, power).length > 0;
  },
  start(state, power) {
    const frame: AssaultFrame = { proc: 'assault', power, space: null };
    state.stack.push(frame);
  },
};
