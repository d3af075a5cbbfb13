// Card 7, Here I Stand, the retrieval's procedure: pick a card from the discard pile, then
// play it at once in this impulse (CP or event) or keep it (the event: here-i-stand-retrieval.ts).
import type { CardId } from '../data/cards.ts';
import type { Ask, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { canPlayAsEvent, playCardInImpulse } from '../phases/action-phase.ts';
import type { HereIStandFrame } from './here-i-stand-retrieval.ts';
import { retrievableCards } from './here-i-stand-retrieval.ts';

type HereIStandAction = { type: 'card'; card: CardId } | { type: 'play'; card: CardId; as: 'cp' | 'event' } | { type: 'keep' };

export const hereIStandProcedure: Procedure<HereIStandFrame, HereIStandAction> = {
  ask(state, f): Ask<HereIStandAction>[] {
    if (f.step === 'pick') {
      const cards = retrievableCards(state);
      if (cards.length === 0) return [];
      return [{ power: 'protestant', key: 'his.prompt.hereIStandPick', actions: cards.map((card) => ({ type: 'card', card })) }];
    }
    const card = f.card!;
    const actions: HereIStandAction[] = [{ type: 'play', card, as: 'cp' }];
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
      const card = action.card;
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
