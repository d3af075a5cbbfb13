import { describe, expect, it } from 'vitest';
import { blankReligiousMap, logged } from '../religion/testing.ts';
import { EVENTS } from './registry.ts';

describe('card 51 Michael Servetus (6.1, 23.2)', () => {
  it('the playing power gains 1 VP; the Protestant discards a card at random, never a Home card', () => {
    const s = blankReligiousMap();
    s.powers.protestant.hand = [7, 65];
    const vp = s.powers.france.bonusVp;
    EVENTS[51]!.play(s, 'france');
    expect(s.powers.france.bonusVp).toBe(vp + 1);
    expect(s.powers.protestant.hand).toEqual([7]);
    expect(s.discard).toContain(65);
    // Only the Home card left: nothing is discarded.
    EVENTS[51]!.play(s, 'papacy');
    expect(s.powers.protestant.hand).toEqual([7]);
    expect(logged(s, 'his.log.noCardToDiscard')).toHaveLength(1);
  });
});
