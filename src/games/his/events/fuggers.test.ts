import { describe, expect, it } from 'vitest';
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
});
