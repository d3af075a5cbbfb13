// Card 5 Papal Bull (21.5): one excommunication followed from the event through a Card Draw
// Phase (the "-1 Card" marker, 6.2) to its lifting in the Diplomacy Phase (9.5, 9.3 step 8).
import { describe, expect, it } from 'vitest';
import { homeCardsOf } from '../data/cards.ts';
import { advance } from '../flow/kernel.ts';
import { cardsDealt } from '../power-cards.ts';
import { blankReligiousMap } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices, declareWar, makePeace, place, runProcedure } from '../testing/position.ts';
import { endWar } from '../phases/diplomacy/war-status.ts';
import { EVENTS } from './registry.ts';

/** France (at war with the Papacy: grounds) excommunicated by Papal Bull, the unrest placed. */
function excommunicateFrance(): HisState {
  const s = makePeace(blankReligiousMap(), 'france', 'papacy');
  declareWar(s, 'france', 'papacy');
  place(s, 'rouen', 'france', { regular: 1 });
  EVENTS[5]!.play(s, 'papacy');
  advance(s);
  act(s, 'papacy', { type: 'excommunicateRuler', power: 'france' });
  act(s, 'papacy', choices(s, 'papacy')[0]!);
  act(s, 'papacy', choices(s, 'papacy')[0]!);
  expect(s.stack).toEqual([]);
  return s;
}

/** The French cards of one Card Draw Phase, Home card aside. */
function frenchDeal(s: HisState): number {
  s.powers.france.hand = [];
  runProcedure(s, { proc: 'cardDraw' });
  return s.powers.france.hand.filter((c) => !(homeCardsOf('france') as readonly number[]).includes(c)).length;
}

describe('card 5 Papal Bull: an excommunication through a Card Draw Phase', () => {
  it('one card fewer in the next deal; a donated card lifts it and the deal after is full again', () => {
    const s = excommunicateFrance();
    expect(s.religion.excommunicatedPowers).toEqual(['france']);
    const penalised = cardsDealt(s, 'france');
    const full = cardsDealt({ ...s, religion: { ...s.religion, excommunicatedPowers: [] } }, 'france');
    expect(penalised).toBe(full - 1);
    s.turn = 2;
    expect(frenchDeal(s)).toBe(full - 1);
    // Diplomacy Phase, Removing Excommunication (9.5): France donates a card.
    s.stack = [];
    runProcedure(s, { proc: 'excommunicationSegment', asked: [] });
    act(s, 'france', { type: 'donate' });
    expect(s.religion.excommunicatedPowers).toEqual([]);
    // The excommunication of Francis I stays on record: no second Papal Bull against him.
    expect(s.religion.excommunicated).toContain('francis-i');
    s.stack = [];
    expect(frenchDeal(s)).toBe(full);
  });

  it('peace with the Papacy lifts it too, before the next deal', () => {
    const s = excommunicateFrance();
    const full = cardsDealt({ ...s, religion: { ...s.religion, excommunicatedPowers: [] } }, 'france');
    endWar(s, 'france', 'papacy');
    expect(s.religion.excommunicatedPowers).toEqual([]);
    s.turn = 2;
    expect(frenchDeal(s)).toBe(full);
  });
});
