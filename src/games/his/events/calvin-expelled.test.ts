import { describe, expect, it } from 'vitest';
import { addReformersAndDebaters } from '../religion/entry.ts';
import { debaterPool, isCommitted, reformerSpace } from '../religion/debaters.ts';
import { blankReligiousMap, protestant } from '../religion/testing.ts';
import { EVENTS } from './registry.ts';

describe('card 45 Calvin Expelled (8.2)', () => {
  it('Calvin leaves the map and the debate pools until the next Card Draw Phase; Geneva stays Protestant', () => {
    const s = protestant(blankReligiousMap(), 'geneva');
    expect(EVENTS[45]!.canPlay(s, 'papacy')).toBe(false); // Calvin not on the map
    s.religion.reformers = { calvin: 'geneva' };
    s.religion.debaters.push('calvin');
    expect(EVENTS[45]!.canPlay(s, 'papacy')).toBe(true);
    EVENTS[45]!.play(s, 'papacy');
    expect(reformerSpace(s, 'calvin')).toBeNull();
    expect(debaterPool(s, 'protestant', 'french')).not.toContain('calvin');
    expect(isCommitted(s, 'calvin')).toBe(true);
    // So Calvin's Institutes cannot be played this turn.
    expect(EVENTS[46]!.canPlay(s, 'protestant')).toBe(false);
    expect(s.spaces.geneva.religion).toBe('protestant');
    // Next turn's Card Draw Phase brings him back to Geneva, uncommitted.
    s.turn++;
    addReformersAndDebaters(s);
    expect(reformerSpace(s, 'calvin')).toBe('geneva');
    expect(isCommitted(s, 'calvin')).toBe(false);
  });
});
