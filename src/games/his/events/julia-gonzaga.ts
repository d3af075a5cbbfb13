// Card 84, Julia Gonzaga (Event; 16.4, 21.1, 23.2): playable once Barbary Pirates (#9) has
// happened. For the rest of the turn, the first Ottoman piracy in the Tyrrhenian Sea that
// scores a hit gives the Ottoman the Julia Gonzaga marker: 1 bonus VP for the game
// (naval/piracy.ts calls juliaGonzagaPiracy). Nothing happens if no such piracy follows.
// Removed after the event.
import type { SeaZoneId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';

const BARBARY_PIRATES = 9;
const TYRRHENIAN_SEA: SeaZoneId = 'tyrrhenian_sea';
const BONUS_VP = 1;

/** After an Ottoman piracy roll: the marker's VP on the first hit in the Tyrrhenian Sea this turn. */
export function juliaGonzagaPiracy(state: HisState, pirate: MajorPower, zone: SeaZoneId, hits: number): void {
  if (pirate !== 'ottoman' || zone !== TYRRHENIAN_SEA || hits <= 0 || state.juliaGonzagaTurn !== state.turn) return;
  state.juliaGonzagaTurn = null;
  state.powers.ottoman.bonusVp += BONUS_VP;
  state.log.push({ key: 'his.log.juliaGonzaga', params: { power: 'ottoman', vp: BONUS_VP } });
}

export const JULIA_GONZAGA_EVENT: CardEvent = {
  canPlay: (state) => state.eventsResolved.includes(BARBARY_PIRATES),
  play(state) {
    state.juliaGonzagaTurn = state.turn;
    state.log.push({ key: 'his.log.juliaGonzagaPlayed', params: {} });
  },
};
