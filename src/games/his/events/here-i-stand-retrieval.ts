// Card 7, Here I Stand (Protestant Home card), its event use in the Protestant's impulse (6.2,
// 11): while Luther lives, take a card from the discard pile (public) and either play it at
// once in this impulse, for CP or as an event, or keep it in hand. Never a Mandatory Event,
// nor a card the Protestant played as an event, response or combat card earlier this turn
// (6.2); a card already played as an event this turn serves only for CP (11). The debate use
// is the response in events/here-i-stand.ts.
import type { CardId } from '../data/cards.ts';
import { isMandatoryCard, playedAsEventThisTurn } from '../cards.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { canPlayAsEvent, playCardInImpulse } from '../phases/action-phase.ts';
import type { HisState } from '../state.ts';
import { lutherAlive } from './the-wartburg.ts';
import type { CardEvent } from './registry.ts';

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

export const hereIStandProcedure: Procedure<HereIStandFrame> = {
  ask(state, f): Ask[] {
    if (f.step === 'pick') {
      const cards = retrievableCards(state);
      if (cards.length === 0) return [];
      return [{ power: 'protestant', key: 'his.prompt.hereIStandPick', actions: cards.map((card) => ({ type: 'card', card })) }];
    }
    const card = f.card!;
    const actions: HisAction[] = [{ type: 'play', card, as: 'cp' }];
    if (canPlayAsEvent(state, 'protestant', card)) actions.push({ type: 'play', card, as: 'event' });
    actions.push({ type: 'keep' });
    return [{ power: 'protestant', key: 'his.prompt.hereIStandUse', params: { card }, actions }];
  },
  run(state, f) {
    // Nothing left to take.
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'card') {
      const card = action.card as CardId;
      state.discard.splice(state.discard.indexOf(card), 1);
      state.powers.protestant.hand.push(card);
      state.log.push({ key: 'his.log.cardRetrieved', params: { power: 'protestant', card } });
      f.card = card;
      f.step = 'use';
      return;
    }
    pop(state, f);
    // Played at once, in this same impulse.
    if (action.type === 'play') playCardInImpulse(state, 'protestant', f.card!, action.as === 'event' ? 'event' : 'cp');
  },
};

export const HERE_I_STAND_EVENT: CardEvent = {
  canPlay: (state, power) => power === 'protestant' && lutherAlive(state) && retrievableCards(state).length > 0,
  play(state) {
    const frame: HereIStandFrame = { proc: 'hereIStand', step: 'pick', card: null };
    state.stack.push(frame);
  },
};
