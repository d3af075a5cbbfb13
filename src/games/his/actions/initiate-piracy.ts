// 16.4: Initiate Piracy in Sea Zone (2 CP, the Ottoman): the CP are paid once the target is named.
import { ACTION_COSTS } from '../data/tables.ts';
import { mayInitiatePiracy, piracyFrame } from '../naval/piracy.ts';
import type { CpAction } from './registry.ts';
import { push } from '../flow/stack.ts';

export const INITIATE_PIRACY_ACTION: CpAction = {
  id: 'initiatePiracy',
  cost: (_state, power) => ACTION_COSTS.initiatePiracy[power],
  available: (state, power, cp) => mayInitiatePiracy(state, power, cp),
  start(state, power) {
    push(state, piracyFrame(power));
  },
};
