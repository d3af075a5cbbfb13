import { describe, expect, it } from 'vitest';
import { homeSpacesOf } from '../data/map.ts';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap } from '../religion/testing.ts';
import { act, choices } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

describe('card 47 Copernicus (23.2)', () => {
  it('2 VP when at least half of the power’s home spaces are Protestant', () => {
    const s = blankReligiousMap();
    const home = homeSpacesOf('papacy'); // Ancona, Ravenna, Rome
    s.spaces[home[0]!].religion = 'protestant';
    s.spaces[home[1]!].religion = 'protestant';
    const vp = s.powers.papacy.bonusVp;
    EVENTS[47]!.play(s, 'papacy');
    advance(s);
    expect(s.powers.papacy.bonusVp).toBe(vp + 2);
    expect(choices(s, 'papacy')).toEqual([]);
  });

  it('otherwise 1 VP and a card drawn, or a random Protestant discard', () => {
    const s = blankReligiousMap();
    s.spaces.ancona.religion = 'protestant';
    s.powers.protestant.hand = [7, 90];
    const vp = s.powers.papacy.bonusVp;
    EVENTS[47]!.play(s, 'papacy');
    advance(s);
    expect(s.powers.papacy.bonusVp).toBe(vp + 1);
    expect(choices(s, 'papacy')).toEqual([{ type: 'drawCard' }, { type: 'protestantDiscards' }]);
    act(s, 'papacy', { type: 'protestantDiscards' });
    expect(s.powers.protestant.hand).toEqual([7]);
    expect(s.discard).toContain(90);

    const t = blankReligiousMap();
    t.powers.protestant.hand = [7];
    const hand = t.powers.hapsburg.hand.length;
    EVENTS[47]!.play(t, 'hapsburg');
    advance(t);
    // Only the Home card left: no discard to choose.
    expect(choices(t, 'hapsburg')).toEqual([{ type: 'drawCard' }]);
    act(t, 'hapsburg', { type: 'drawCard' });
    expect(t.powers.hapsburg.hand).toHaveLength(hand + 1);
  });
});
