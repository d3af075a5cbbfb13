// Card 112, Thomas More. Played by England or the Protestant: More is executed - no debates
// in the English zone for the rest of the turn (turn effect `thomasMore`, read by
// religion/debate.ts), England draws a card then discards one; the card leaves the game.
// Played by anyone else: the Papacy may call a debate with 1 extra attack die per round (3 in
// the English zone); the card leaves the game if Henry VIII has married Anne Boleyn.
import type { CardId } from '../data/cards.ts';
import type { DebateLanguageZone } from '../data/pieces.ts';
import { MARITAL_STATUSES } from '../data/tables.ts';
import type { MajorPower } from '../data/powers.ts';
import { isHomeCard, isMandatoryCard } from '../cards.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { debateZones, startDebate } from '../religion/debate.ts';
import { setTurnEffect } from '../religion/turn-effects.ts';
import type { HisState } from '../state.ts';
import { drawFromDeck } from './english-reformation.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const THOMAS_MORE_CARD: CardId = 112;

/** Card 112: extra attack dice of the Papal debater in each round. */
export function moreDebateDice(zone: DebateLanguageZone): number {
  return zone === 'english' ? 3 : 1;
}

/** The card leaves the game instead of going to the discard pile. */
function removeThomasMore(state: HisState): void {
  const i = state.discard.lastIndexOf(THOMAS_MORE_CARD);
  if (i >= 0) state.discard.splice(i, 1);
  if (!state.removed.includes(THOMAS_MORE_CARD)) state.removed.push(THOMAS_MORE_CARD);
}

function englandDiscardable(state: HisState): CardId[] {
  // 6.1: never a Home card or a Mandatory Event.
  return state.powers.england.hand.filter((c) => !isHomeCard(c) && !isMandatoryCard(c));
}

export interface ThomasMoreFrame extends Frame {
  proc: 'thomasMore';
  step: 'discard' | 'debate';
}

type ThomasMoreAction = { type: 'discard'; card: CardId } | { type: 'debate'; zone: DebateLanguageZone } | { type: 'skip' };

export const thomasMoreProcedure: Procedure<ThomasMoreFrame, ThomasMoreAction> = {
  ask(state, f): Ask<ThomasMoreAction>[] {
    if (f.step === 'discard') {
      const cards = englandDiscardable(state);
      if (cards.length === 0) return [];
      return [{ power: 'england', key: 'his.prompt.thomasMoreDiscard', actions: cards.map((card) => ({ type: 'discard', card })) }];
    }
    const zones = debateZones(state, 'papacy');
    if (zones.length === 0) return [];
    return [{ power: 'papacy', key: 'his.prompt.thomasMoreDebate', actions: [...zones.map((zone): ThomasMoreAction => ({ type: 'debate', zone })), { type: 'skip' }] }];
  },
  run(state, f) {
    if (f.step === 'discard') state.log.push({ key: 'his.log.noDiscardChoice', params: {} });
    else state.log.push({ key: 'his.log.noDebatePossible', params: {} });
    pop(state, f);
  },
  decide(state, f, power, action) {
    pop(state, f);
    if (action.type === 'discard') {
      const card = action.card;
      const hand = state.powers.england.hand;
      hand.splice(hand.indexOf(card), 1);
      state.discard.push(card);
      state.log.push({ key: 'his.log.cardDiscarded', params: { power, card } });
      return;
    }
    if (action.type === 'debate') {
      const zone = action.zone;
      startDebate(state, 'papacy', zone, { extraAttackDice: moreDebateDice(zone) });
    }
  },
};

export const THOMAS_MORE_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power: MajorPower) {
    if (power === 'england' || power === 'protestant') {
      removeThomasMore(state);
      setTurnEffect(state, 'thomasMore');
      state.log.push({ key: 'his.log.thomasMoreExecuted', params: {} });
      drawFromDeck(state, 'england', 1);
      push(state, frame('thomasMore', { step: 'discard' }));
      return;
    }
    if (MARITAL_STATUSES.indexOf(state.tracks.maritalStatus) >= MARITAL_STATUSES.indexOf('anneBoleyn')) removeThomasMore(state);
    push(state, frame('thomasMore', { step: 'debate' }));
  },
};
