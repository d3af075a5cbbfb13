// Issue 15's Milan case as a position: two Papal regulars besieging Milan, France at war
// with the Papacy, four French regulars and Montmorency in Turin, and France about to spend
// 2 CP (a test position for the combat record and the table's battle panel).
import { HIS_FLOW } from '../flow/kernel.ts';
import { pushInOrder } from '../flow/stack.ts';
import { spendCpFrame } from '../phases/spend-cp.ts';
import type { HisState } from '../state.ts';
import { clearMap, declareWar, place, startingState } from './position.ts';

export function milanPosition(seed = 'milan'): HisState {
  const s = clearMap(startingState('1517', seed));
  place(s, 'milan', 'papacy', { regular: 2 });
  s.spaces.milan.siege = { besieger: 'papacy' } as HisState['spaces']['milan']['siege'];
  place(s, 'turin', 'france', { regular: 4, leaders: ['montmorency'] });
  declareWar(s, 'france', 'papacy');
  pushInOrder(s, [spendCpFrame('france', 2)]);
  HIS_FLOW.advance(s);
  return s;
}

/** France's Move from Turin into Milan with everything, as actions (each taken when offered). */
export const FRENCH_MOVE_INTO_MILAN = [
  { type: 'action', action: 'move' },
  { type: 'space', space: 'turin' },
  { type: 'leader', leader: 'montmorency' },
  { type: 'done' },
  { type: 'units', power: 'france', kind: 'regular', count: 4 },
  { type: 'space', space: 'milan' },
] as const;
