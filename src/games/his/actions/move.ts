// 11.1, 13: the Move action (Move Formation in Clear, 1 CP; Move Formation Over Pass,
// 2 CP). The cost is known once the destination is chosen; the destination prompt offers
// spaces across a pass only while 2 CP remain.
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import { hasMoveOrigin } from '../land/movement.ts';
import { landMoveFrame } from '../land/move-procedure.ts';
import type { HisState } from '../state.ts';
import type { CpAction } from './registry.ts';
import { push } from '../flow/stack.ts';

export const MOVE_ACTION: CpAction = {
  id: 'move',
  cost: (_state: HisState, power: MajorPower) => ACTION_COSTS.moveFormationClear[power] ?? null,
  available(state, power, cp) {
    const cheapest = ACTION_COSTS.moveFormationClear[power];
    return cheapest !== null && cheapest !== undefined && cp >= cheapest && hasMoveOrigin(state, power, cp);
  },
  start(state, power) {
    push(state, landMoveFrame(power));
  },
};
