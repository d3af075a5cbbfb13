// Card 7, Here I Stand (Protestant Home card), its event use in the Protestant's impulse (6.2,
// 11): while Luther lives, take a card from the discard pile (public) and either play it at
// once in this impulse, for CP or as an event, or keep it in hand. Never a Mandatory Event,
// nor a card the Protestant played as an event, response or combat card earlier this turn
// (6.2); a card already played as an event this turn serves only for CP (11). The debate use
// is the response in events/here-i-stand.ts; the procedure is here-i-stand-retrieval-procedure.ts.
import type { CardId } from '../data/cards.ts';
import { isMandatoryCard, playedAsEventThisTurn } from '../cards.ts';
import type { Frame } from '../flow/frames.ts';
import type { HisState } from '../state.ts';
import { lutherAlive } from './the-wartburg.ts';
import type { CardEvent } from './registry.ts';
import { push } from '../flow/stack.ts';
import { frame } from '../flow/frames.ts';

export interface HereIStandFrame extends Frame {
  proc: 'hereIStand';
  step: 'pick' | 'use';
  /** The card taken from the discard pile. */
  card: CardId | null;
}

/** 6.2: the cards the Protestant may take from the discard pile now. */
export function retrievableCards(state: HisState): CardId[] {
  const cards = state.discard.filter((c) => !isMandatoryCard(c) && !playedAsEventThisTurn(state, c, 'protestant'));
  return [...new Set(cards)].sort((a, b) => a - b);
}

export const HERE_I_STAND_EVENT: CardEvent = {
  canPlay: (state, power) => power === 'protestant' && lutherAlive(state) && retrievableCards(state).length > 0,
  play(state) {
    push(state, frame('hereIStand', { step: 'pick', card: null }));
  },
};
