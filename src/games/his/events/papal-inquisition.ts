// Card 56, Papal Inquisition (Event; 6.2, 18.5): with Caraffa uncommitted, the Papacy commits
// him, flips up to 2 Protestant spaces of the Italian zone to Catholic (no dice), looks at the
// English or the Protestant hand, then either takes a card at random from that hand, takes a
// card of its choice from the discard pile (6.2 restrictions), or calls a theological debate
// in which its attacker rolls 2 extra dice (18.5 step 4). Any power may play it; the Papacy
// resolves it (11).
import { isMandatoryCard, playedAsEventThisTurn, randomlyDrawableCards } from '../cards.ts';
import type { CardId } from '../data/cards.ts';
import type { DebateLanguageZone } from '../data/pieces.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, pushInOrder } from '../flow/stack.ts';
import { randomCardDraw } from '../phases/diplomacy/war-status.ts';
import { debateZones, startDebate } from '../religion/debate.ts';
import { commitDebater, isUncommitted } from '../religion/debaters.ts';
import type { HisState } from '../state.ts';
import { papalFlipsFrame } from './papal-flips.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

const FLIPS = 2;
/** 18.5 step 4: "A Papal debater rolls additional attack dice ... Papal Inquisition". */
export const PAPAL_INQUISITION_EXTRA_DICE = 2;

/** The hands the Papacy may look at. */
type Victim = 'england' | 'protestant';

export interface PapalInquisitionFrame extends Frame {
  proc: 'papalInquisition';
  step: 'hand' | 'option' | 'retrieve';
  /** The hand the Papacy looked at. */
  victim: Victim | null;
}

/**
 * 6.2: the cards `power` may take back from the discard pile: never a Mandatory Event, nor a
 * card this power played as an event, response or combat card earlier this turn.
 */
export function retrievableCards(state: HisState, power: 'papacy'): CardId[] {
  return state.discard.filter((c) => !isMandatoryCard(c) && !playedAsEventThisTurn(state, c, power));
}

/** Whose hand, then an option (a random card, a retrieval, a debate), then the card retrieved. */
export type PapalInquisitionAction =
  | { type: 'hand'; power: Victim }
  | { type: 'takeRandom' }
  | { type: 'retrieve' }
  | { type: 'debate'; zone: DebateLanguageZone }
  | { type: 'card'; card: CardId };

function options(state: HisState, f: PapalInquisitionFrame): PapalInquisitionAction[] {
  const out: PapalInquisitionAction[] = [];
  if (randomlyDrawableCards(state, f.victim!).length > 0) out.push({ type: 'takeRandom' });
  if (retrievableCards(state, 'papacy').length > 0) out.push({ type: 'retrieve' });
  for (const zone of debateZones(state, 'papacy')) out.push({ type: 'debate', zone });
  return out;
}

export const papalInquisitionProcedure: Procedure<PapalInquisitionFrame, PapalInquisitionAction> = {
  ask(state, f): Ask<PapalInquisitionAction>[] {
    switch (f.step) {
      case 'hand':
        return [{ power: 'papacy', key: 'his.prompt.papalInquisitionHand', actions: [{ type: 'hand', power: 'england' }, { type: 'hand', power: 'protestant' }] }];
      case 'option': {
        const actions = options(state, f);
        return actions.length === 0 ? [] : [{ power: 'papacy', key: 'his.prompt.papalInquisitionOption', params: { power: f.victim! }, actions }];
      }
      case 'retrieve':
        return [{ power: 'papacy', key: 'his.prompt.retrieveCard', actions: retrievableCards(state, 'papacy').map((card) => ({ type: 'card', card })) }];
    }
  },
  run(state, f) {
    // No option can be taken (empty hand, nothing retrievable, no legal debate).
    state.log.push({ key: 'his.log.papalInquisitionNothing', params: {} });
    pop(state, f);
  },
  decide(state, f, _power, action) {
    switch (action.type) {
      case 'hand': {
        const victim = action.power;
        f.victim = victim;
        f.step = 'option';
        // The Papacy alone sees the hand.
        state.checkpoint++;
        state.log.push({ key: 'his.log.handLooked', params: { power: 'papacy', of: victim } });
        state.log.push({ key: 'his.log.handSeen', params: { power: 'papacy', of: victim, cards: [...state.powers[victim].hand] }, to: ['papacy'] });
        return;
      }
      case 'takeRandom':
        // Kept in hand: the Papacy plays it in a later impulse at the earliest.
        pop(state, f);
        randomCardDraw(state, f.victim!, 'papacy');
        return;
      case 'retrieve':
        f.step = 'retrieve';
        return;
      case 'card': {
        const card = action.card;
        pop(state, f);
        state.discard.splice(state.discard.indexOf(card), 1);
        state.powers.papacy.hand.push(card);
        // 6.2: a retrieved card is public knowledge.
        state.log.push({ key: 'his.log.cardRetrieved', params: { power: 'papacy', card } });
        return;
      }
      case 'debate':
        pop(state, f);
        startDebate(state, 'papacy', action.zone, { extraAttackDice: PAPAL_INQUISITION_EXTRA_DICE });
        return;
    }
  },
};

export const PAPAL_INQUISITION_EVENT: CardEvent = {
  canPlay: (state) => isUncommitted(state, 'caraffa'),
  play(state) {
    commitDebater(state, 'caraffa');
    state.log.push({ key: 'his.log.debaterCommitted', params: { debater: 'caraffa' } });
    pushInOrder(state, [papalFlipsFrame({ flips: FLIPS, zone: 'italian', why: 'papalInquisition' }), frame('papalInquisition', { step: 'hand', victim: null })]);
  },
};
