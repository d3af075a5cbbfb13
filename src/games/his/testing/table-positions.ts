// Positions for the table's tests (issue 15): the game as a browser meets it, from the
// scenario's setup with the host's options, then pieces placed by hand.
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { HIS_FLOW } from '../flow/kernel.ts';
import { hereIStand } from '../module.ts';
import { startSpending } from '../phases/spend-cp.ts';
import { setup } from '../setup.ts';
import type { HisOptions, HisState } from '../state.ts';
import { clearMap, declareWar, place } from './position.ts';

const OPENING = ['luther95', 'diplomacy', 'dietOfWorms'];

/** The setup with these options, past the 1517 religious opening (first legal choice each time). */
export function afterOpening(options: HisOptions, seed: string): HisState {
  const state = setup(options, seed);
  while (OPENING.includes(state.phase)) {
    const ask = HIS_FLOW.asks(state)[0];
    if (!ask) break;
    HIS_FLOW.decide(state, ask.power, ask.actions[0]!);
  }
  return state;
}

/**
 * Issue 15's Milan case: two Papal regulars besieging Milan, France at war with the Papacy,
 * four French regulars and Montmorency in Turin, France about to spend 2 CP.
 */
export function milanPosition(seed = 'milan', options: HisOptions = { scenario: '1517' }): HisState {
  const s = clearMap(afterOpening(options, seed));
  place(s, 'milan', 'papacy', { regular: 2 });
  s.spaces.milan.siege = { besieger: 'papacy' } as HisState['spaces']['milan']['siege'];
  place(s, 'turin', 'france', { regular: 4, leaders: ['montmorency'] });
  declareWar(s, 'france', 'papacy');
  startSpending(s, 'france', 2);
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

/** The game played on (each prompt answered with its last legal action) until `power`'s impulse, with `card` added to its hand. */
export function impulsePosition(power: MajorPower, seed = 'facts', options: HisOptions = { scenario: '1532' }, card?: CardId): HisState {
  let s = afterOpening(options, seed);
  for (let i = 0; i < 500; i++) {
    const p = hereIStand.pending(s)[0];
    if (!p || (p.key === 'his.prompt.impulse' && p.player === power)) break;
    s = hereIStand.apply(s, p.player, hereIStand.legalActions(s, p.player).slice(-1)[0]!);
  }
  if (card !== undefined) {
    s.powers[power].hand.push(card);
    // The waiting decisions are cached by checkpoint (module.ts): the hand changed.
    s.checkpoint++;
  }
  return s;
}
