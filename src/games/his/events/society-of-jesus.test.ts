import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { CP_ACTIONS } from '../actions/index.ts';
import { blankReligiousMap } from '../religion/testing.ts';
import { act, choices } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

describe('21.5 Society of Jesus (card 15)', () => {
  it('the Papacy places 2 universities in Catholic spaces, then may found more', () => {
    const s = blankReligiousMap();
    const found = CP_ACTIONS.find((a) => a.id === 'foundJesuitUniversity')!;
    expect(found.available(s, 'papacy', 3)).toBe(false);
    EVENTS[15]!.play(s, 'papacy');
    advance(s);
    expect(choices(s, 'papacy').map((a) => a.zone)).toContain('italian');
    act(s, 'papacy', { type: 'zone', zone: 'italian' });
    act(s, 'papacy', { type: 'space', space: 'rome' });
    act(s, 'papacy', { type: 'zone', zone: 'german' });
    expect(choices(s, 'papacy').map((a) => a.space)).toContain('leipzig');
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(s.spaces.rome.jesuitUniversity && s.spaces.leipzig.jesuitUniversity).toBe(true);
    expect(s.stack).toEqual([]);
    expect(found.available(s, 'papacy', 3)).toBe(true);
  });
});
