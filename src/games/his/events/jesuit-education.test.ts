import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap } from '../religion/testing.ts';
import { act, choices } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

describe('card 55 Jesuit Education (18.1, 21.5)', () => {
  it('may not be played before the Society of Jesus', () => {
    const s = blankReligiousMap();
    expect(EVENTS[55]!.canPlay(s, 'papacy')).toBe(false);
    s.eventsResolved.push(15);
    expect(EVENTS[55]!.canPlay(s, 'france')).toBe(true);
  });

  it('the Papacy founds 2 universities in Catholic spaces, whoever played it', () => {
    const s = blankReligiousMap();
    s.eventsResolved.push(15);
    s.spaces.milan.religion = 'protestant';
    s.spaces.rome.jesuitUniversity = true;
    EVENTS[55]!.play(s, 'england');
    advance(s);
    expect(choices(s, 'england')).toEqual([]);
    act(s, 'papacy', { type: 'zone', zone: 'italian' });
    const sites = choices(s, 'papacy').map((a) => a.space);
    // Not a Protestant space, not a space that already has one.
    expect(sites).not.toContain('milan');
    expect(sites).not.toContain('rome');
    act(s, 'papacy', { type: 'space', space: 'naples' });
    act(s, 'papacy', { type: 'zone', zone: 'french' });
    act(s, 'papacy', { type: 'space', space: 'paris' });
    expect(s.spaces.naples.jesuitUniversity && s.spaces.paris.jesuitUniversity).toBe(true);
    expect(s.stack).toEqual([]);
  });
});
