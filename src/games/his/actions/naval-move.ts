// 16.1: the Naval Move action (1 CP; not the Protestant): every naval unit of the power may move.
import { ACTION_COSTS } from '../data/tables.ts';
import { spendCp } from '../phases/spend-cp.ts';
import { hasNavalMove, navalMoveFrame } from '../naval/movement.ts';
import { underFoulWeather } from '../land/formation.ts';
import type { CpAction } from './registry.ts';
import { push } from '../flow/stack.ts';

export const NAVAL_MOVE_ACTION: CpAction = {
  id: 'navalMove',
  cost: (_state, power) => ACTION_COSTS.navalMove[power],
  available(state, power, cp) {
    const cost = ACTION_COSTS.navalMove[power];
    // Foul Weather (card 31): no naval move for the rest of the impulse.
    return cost !== null && cost <= cp && !underFoulWeather(state, power) && hasNavalMove(state, power);
  },
  start(state, power) {
    // 16.1: one payment moves all the power's naval units.
    spendCp(state, ACTION_COSTS.navalMove[power]!);
    push(state, navalMoveFrame(power));
  },
};
