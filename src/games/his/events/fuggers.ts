// Card 79, Fuggers (Event; 6.2): the playing power draws 2 cards now and takes a one-time
// "-1 Card" marker: it is dealt one card fewer in the next Card Draw Phase, then the marker
// goes (HisState.nextDealPenalty, read by power-cards.ts cardsDealt, cleared by the deal).
import { drawCard } from '../cards.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';

const CARDS_DRAWN = 2;

/** Put a one-time "-1 Card" marker on the power card (for the next deal only). */
export function addNextDealPenalty(state: HisState, power: MajorPower): void {
  state.nextDealPenalty[power] = (state.nextDealPenalty[power] ?? 0) + 1;
}

export const FUGGERS_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    let drawn = 0;
    for (let i = 0; i < CARDS_DRAWN; i++) if (drawCard(state, power) !== null) drawn++;
    state.log.push({ key: 'his.log.cardsDrawnFromDeck', params: { power, cards: drawn } });
    addNextDealPenalty(state, power);
    state.log.push({ key: 'his.log.nextDealPenalty', params: { power } });
  },
};
