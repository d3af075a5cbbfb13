import { describe, expect, it } from 'vitest';
import { playCardFromHand } from '../cards.ts';
import { deal } from '../phases/card-draw.ts';
import { cardsDealt } from '../power-cards.ts';
import { blankReligiousMap } from '../religion/testing.ts';
import { EVENTS } from './registry.ts';

describe('card 79 Fuggers (6.2)', () => {
  it('draws 2 cards now and is dealt one card fewer at the next Card Draw Phase only', () => {
    const s = blankReligiousMap();
    const hand = s.powers.france.hand.length;
    const usual = cardsDealt(s, 'france');
    EVENTS[79]!.play(s, 'france');
    expect(s.powers.france.hand).toHaveLength(hand + 2);
    expect(cardsDealt(s, 'france')).toBe(usual - 1);
    expect(cardsDealt(s, 'hapsburg')).toBeGreaterThan(0);
    s.powers.france.hand = [];
    deal(s);
    // The home card and one card fewer than usual.
    expect(s.powers.france.hand).toHaveLength(1 + usual - 1);
    // The marker is gone after that deal.
    expect(cardsDealt(s, 'france')).toBe(usual);
  });

  it('6.2: with the deck empty nothing is drawn; the discards are not reshuffled before the Card Draw Phase', () => {
    const s = blankReligiousMap();
    s.discard.push(...s.deck);
    s.deck = [];
    // France plays Master of Italy, England Fuggers: Master of Italy may not come back this turn.
    s.powers.france.hand.push(12);
    playCardFromHand(s, 'france', 12, 'event');
    s.powers.england.hand.push(79);
    playCardFromHand(s, 'england', 79, 'event');
    const hand = [...s.powers.england.hand];
    const discard = [...s.discard];
    EVENTS[79]!.play(s, 'england');
    expect(s.powers.england.hand).toEqual(hand);
    expect(s.discard).toEqual(discard);
    expect(s.discard).toContain(12);
    expect(s.log.filter((e) => e.key === 'his.log.deckEmpty')).toEqual([
      { key: 'his.log.deckEmpty', params: { power: 'england' } },
      { key: 'his.log.deckEmpty', params: { power: 'england' } },
    ]);
  });
});
