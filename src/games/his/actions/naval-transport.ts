// 16.3: naval transport, a special Move Formation in Clear across sea zones holding the
// power's naval units (1 CP per sea zone and 1 CP to land; at least 2 CP to begin).
import { ACTION_COSTS } from '../data/tables.ts';
import { mayTransport, navalTransportFrame } from '../naval/transport.ts';
import type { CpAction } from './registry.ts';
import { push } from '../flow/stack.ts';

export const NAVAL_TRANSPORT_ACTION: CpAction = {
  id: 'navalTransport',
  // The cheapest naval transport: one sea zone and the landing.
  cost: (_state, power) => 2 * (ACTION_COSTS.moveFormationClear[power] ?? 1),
  available: (state, power, cp) => mayTransport(state, power, cp),
  start(state, power) {
    // The CP are paid step by step as the formation sails (16.3 steps 1-3).
    push(state, navalTransportFrame(power));
  },
};
