// 11.1, 15.1: the Assault action (1 CP): a besieging power attacks a fortified space it
// has besieged since an earlier impulse (land/assault.ts holds the procedure).
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { AssaultFrame, AssaultOptions } from '../land/assault.ts';
import { assaultTargets } from '../land/assault.ts';
import { cpLimit } from '../phases/spend-cp.ts';
import type { HisState } from '../state.ts';
import type { CpAction } from './registry.ts';
import { push } from '../flow/stack.ts';

/** 15.1 exception: Scots Raid's CP (card 97) may assault a space besieged this impulse. */
function options(state: HisState, power: MajorPower): AssaultOptions {
  return cpLimit(state, power)?.sameImpulseAssault ? { sameImpulse: true } : {};
}

export const ASSAULT_ACTION: CpAction = {
  id: 'assault',
  cost: (_state, power) => ACTION_COSTS.assault[power] ?? null,
  available(state, power, cp) {
    const cost = ACTION_COSTS.assault[power];
    return cost !== null && cost !== undefined && cost <= cp && assaultTargets(state, power, options(state, power)).length > 0;
  },
  start(state, power) {
    const frame: AssaultFrame = { proc: 'assault', power, space: null };
    if (options(state, power).sameImpulse) frame.sameImpulse = true;
    push(state, frame);
  },
};
