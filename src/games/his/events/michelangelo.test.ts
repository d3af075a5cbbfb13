import { describe, expect, it } from 'vitest';
import { blankReligiousMap } from '../religion/testing.ts';
import { loadDice } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

describe('card 52 Michelangelo (18.1)', () => {
  it('the Papacy rolls 2 dice: their total goes to St. Peter’s as CP', () => {
    const s = blankReligiousMap();
    s.tracks.stPeters = { cp: 3, vp: 1 };
    loadDice(s, [4, 5]);
    EVENTS[52]!.play(s, 'france');
    // 3 + 9 CP: two more VP (at 5 and 10), 2 CP left.
    expect(s.tracks.stPeters).toEqual({ cp: 2, vp: 3 });
    expect(s.log.some((e) => e.key === 'his.log.dice' && e.params.why === 'michelangelo' && e.params.power === 'papacy')).toBe(true);
  });

  it('never more than 5 VP from St. Peter’s', () => {
    const s = blankReligiousMap();
    s.tracks.stPeters = { cp: 4, vp: 4 };
    loadDice(s, [6, 6]);
    EVENTS[52]!.play(s, 'papacy');
    expect(s.tracks.stPeters.vp).toBe(5);
  });
});
