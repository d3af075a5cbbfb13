// Card 81, Indulgence Vendor (Event; 18.1, 6.1): a card is drawn at random from the Protestant
// hand (never a Home card; a Mandatory Event drawn does not happen), its CP go to St. Peter's
// as if spent on Build Saint Peter's, and it is discarded. Nothing happens if the Protestant
// has no card that can be drawn.
import { randomInt } from '../../../engine/rng.ts';
import { randomlyDrawableCards } from '../cards.ts';
import { CARDS } from '../data/cards.ts';
import { addStPetersCp } from '../religion/st-peters.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';

/** Draw, discard and build: the event's whole effect. */
export function indulgenceVendor(state: HisState): void {
  const cards = randomlyDrawableCards(state, 'protestant');
  if (cards.length === 0) {
    state.log.push({ key: 'his.log.indulgenceVendorNothing', params: {} });
    return;
  }
  const card = cards[randomInt(state.rng, cards.length)]!;
  state.checkpoint++;
  const hand = state.powers.protestant.hand;
  hand.splice(hand.indexOf(card), 1);
  state.discard.push(card);
  // The discard pile is public: the card is named to all.
  state.log.push({ key: 'his.log.indulgenceVendor', params: { card, cp: CARDS[card].cp } });
  addStPetersCp(state, CARDS[card].cp, 'indulgenceVendor');
}

export const INDULGENCE_VENDOR_EVENT: CardEvent = {
  canPlay: () => true,
  play: (state) => indulgenceVendor(state),
};
