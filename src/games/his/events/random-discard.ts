// 6.1: a card discarded at random from a hand (Michael Servetus, Philip of Hesse's Bigamy):
// never a Home card; a Mandatory Event discarded this way does not happen.
import { randomInt } from '../../../engine/rng.ts';
import { randomlyDrawableCards } from '../cards.ts';
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';

/** Discard a card drawn at random from the power's hand (public once discarded); null when none can be drawn. */
export function discardAtRandom(state: HisState, power: MajorPower, why: string): CardId | null {
  const cards = randomlyDrawableCards(state, power);
  if (cards.length === 0) {
    state.log.push({ key: 'his.log.noCardToDiscard', params: { power, why } });
    return null;
  }
  const card = cards[randomInt(state.rng, cards.length)]!;
  state.checkpoint++;
  const hand = state.powers[power].hand;
  hand.splice(hand.indexOf(card), 1);
  state.discard.push(card);
  state.log.push({ key: 'his.log.randomDiscard', params: { power, card, why } });
  return card;
}
