import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import { act, choices, place } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

describe('card 67 Anabaptists (18.4, 23.2)', () => {
  it('the Papacy flips 2 unoccupied Protestant spaces that are not electorates, without dice', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg', 'leipzig', 'erfurt', 'nuremberg', 'kassel');
    place(s, 'erfurt', 'protestant', { regular: 1 });
    place(s, 'kassel', 'hapsburg', { leaders: ['charles-v'] });
    EVENTS[67]!.play(s, 'ottoman');
    advance(s);
    expect(choices(s, 'ottoman')).toEqual([]);
    const offered = choices(s, 'papacy').map((a) => a.space);
    // Wittenberg is an electorate; Erfurt and Kassel are occupied; Catholic spaces are not offered.
    expect(offered.sort()).toEqual(['leipzig', 'nuremberg']);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    act(s, 'papacy', { type: 'space', space: 'nuremberg' });
    expect(s.spaces.leipzig.religion).toBe('catholic');
    expect(s.spaces.nuremberg.religion).toBe('catholic');
    expect(s.spaces.wittenberg.religion).toBe('protestant');
    expect(s.stack).toEqual([]);
  });

  it('flips what it can when fewer spaces qualify', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg', 'leipzig');
    s.log = [];
    EVENTS[67]!.play(s, 'papacy');
    advance(s);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(s.stack).toEqual([]);
    expect(logged(s, 'his.log.flipsLost')).toEqual([{ power: 'papacy', flips: 1, why: 'anabaptists' }]);
  });
});
