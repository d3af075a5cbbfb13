// Card 58, Spanish Inquisition (Event; 6.1, 18.5): up to 2 Protestant spaces of the Spanish
// zone flip to Catholic (no dice; the Papacy chooses them, see docs/data-decisions.md); the
// Hapsburgs look at the English and Protestant hands and pick one card of either to be
// discarded (never a Home card or a Mandatory Event, 6.1: skipped if there is none); the
// Hapsburgs draw a card; then the Papacy calls a theological debate (no CP) in a zone where
// one may be called (18.1). Any power may play it.
import { drawCard, isHomeCard, isMandatoryCard } from '../cards.ts';
import type { CardId } from '../data/cards.ts';
import type { DebateLanguageZone } from '../data/pieces.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, pushInOrder } from '../flow/stack.ts';
import { debateZones, startDebate } from '../religion/debate.ts';
import type { HisState } from '../state.ts';
import { papalFlipsFrame } from './papal-flips.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

const FLIPS = 2;
const VICTIMS = ['england', 'protestant'] as const;
type Victim = (typeof VICTIMS)[number];

export interface SpanishInquisitionFrame extends Frame {
  proc: 'spanishInquisition';
  step: 'look' | 'discard' | 'debate';
}

/** 6.1: the cards of the English and Protestant hands the Hapsburgs may choose to discard. */
/** A card of a victim's hand discarded, then the debate's zone. */
export type SpanishInquisitionAction = { type: 'discard'; power: Victim; card: CardId } | { type: 'zone'; zone: DebateLanguageZone };

export function inquisitionDiscards(state: HisState): SpanishInquisitionAction[] {
  return VICTIMS.flatMap((power) =>
    state.powers[power].hand.filter((c) => !isHomeCard(c) && !isMandatoryCard(c)).map((card): SpanishInquisitionAction => ({ type: 'discard', power, card })),
  );
}

function hapsburgDraws(state: HisState, f: SpanishInquisitionFrame): void {
  drawCard(state, 'hapsburg');
  state.log.push({ key: 'his.log.cardsDrawnFromDeck', params: { power: 'hapsburg', cards: 1 } });
  f.step = 'debate';
}

export const spanishInquisitionProcedure: Procedure<SpanishInquisitionFrame, SpanishInquisitionAction> = {
  ask(state, f): Ask<SpanishInquisitionAction>[] {
    if (f.step === 'discard') {
      const actions = inquisitionDiscards(state);
      return actions.length === 0 ? [] : [{ power: 'hapsburg', key: 'his.prompt.inquisitionDiscard', actions }];
    }
    if (f.step === 'debate') {
      const zones = debateZones(state, 'papacy');
      return zones.length === 0 ? [] : [{ power: 'papacy', key: 'his.prompt.debateZone', actions: zones.map((zone) => ({ type: 'zone', zone })) }];
    }
    return [];
  },
  run(state, f) {
    switch (f.step) {
      case 'look':
        // The Hapsburgs alone see both hands.
        state.checkpoint++;
        for (const of of VICTIMS) {
          state.log.push({ key: 'his.log.handLooked', params: { power: 'hapsburg', of } });
          state.log.push({ key: 'his.log.handSeen', params: { power: 'hapsburg', of, cards: [...state.powers[of].hand] }, to: ['hapsburg'] });
        }
        f.step = 'discard';
        return;
      case 'discard':
        // 6.1: only Home cards and Mandatory Events: the discard is skipped.
        state.log.push({ key: 'his.log.noDiscardChoice', params: {} });
        hapsburgDraws(state, f);
        return;
      case 'debate':
        state.log.push({ key: 'his.log.noDebatePossible', params: {} });
        pop(state, f);
        return;
    }
  },
  decide(state, f, _power, action) {
    if (action.type === 'discard') {
      const power = action.power;
      const card = action.card;
      const hand = state.powers[power].hand;
      hand.splice(hand.indexOf(card), 1);
      state.discard.push(card);
      state.log.push({ key: 'his.log.cardDiscarded', params: { power, card } });
      hapsburgDraws(state, f);
      return;
    }
    pop(state, f);
    startDebate(state, 'papacy', action.zone);
  },
};

export const SPANISH_INQUISITION_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    pushInOrder(state, [papalFlipsFrame({ flips: FLIPS, zone: 'spanish', why: 'spanishInquisition' }), frame('spanishInquisition', { step: 'look' })]);
  },
};
