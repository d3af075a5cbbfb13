import { describe, expect, it } from 'vitest';
import { blankReligiousMap, logged } from '../religion/testing.ts';
import { EVENTS } from './registry.ts';

describe('card 81 Indulgence Vendor (18.1)', () => {
  it('a random Protestant card (never the Home card) is discarded and its CP go to St. Peter’s', () => {
    const s = blankReligiousMap();
    // Here I Stand (7, Home card) and Printing Press (90, 5 CP).
    s.powers.protestant.hand = [7, 90];
    s.tracks.stPeters = { cp: 2, vp: 0 };
    EVENTS[81]!.play(s, 'hapsburg');
    expect(s.powers.protestant.hand).toEqual([7]);
    expect(s.discard).toContain(90);
    // 2 + 5 CP: one VP (the fifth CP) and 2 CP left.
    expect(s.tracks.stPeters).toEqual({ cp: 2, vp: 1 });
    expect(logged(s, 'his.log.indulgenceVendor')).toEqual([{ card: 90, cp: 5 }]);
  });

  it('a Mandatory Event may be drawn (it does not happen); nothing happens with only a Home card', () => {
    const s = blankReligiousMap();
    s.powers.protestant.hand = [7, 13];
    EVENTS[81]!.play(s, 'papacy');
    expect(s.powers.protestant.hand).toEqual([7]);
    expect(s.discard).toContain(13);
    expect(s.eventsResolved).not.toContain(13);
    const before = JSON.stringify(s.tracks.stPeters);
    EVENTS[81]!.play(s, 'papacy');
    expect(s.powers.protestant.hand).toEqual([7]);
    expect(JSON.stringify(s.tracks.stPeters)).toBe(before);
    expect(logged(s, 'his.log.indulgenceVendorNothing')).toHaveLength(1);
  });

  it('the draw is random among the drawable cards', () => {
    const drawn = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const s = blankReligiousMap(seed);
      s.powers.protestant.hand = [90, 81, 67];
      EVENTS[81]!.play(s, 'papacy');
      drawn.add(s.discard.at(-1)!);
    }
    expect(drawn.size).toBeGreaterThan(1);
  });
});
