import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { findLeader } from '../queries.ts';
import { blankReligiousMap } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices, place } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

function play(s: HisState): HisState {
  EVENTS[57]!.play(s, 'papacy');
  advance(s);
  return s;
}

describe("card 57 Philip of Hesse's Bigamy (6.1, 21.6)", () => {
  it('the Protestant chooses: Philip of Hesse leaves the game', () => {
    const s = blankReligiousMap();
    place(s, 'kassel', 'protestant', { regular: 1, leaders: ['philip-of-hesse'] });
    s.powers.protestant.hand = [7, 65];
    play(s);
    expect(choices(s, 'protestant')).toEqual([{ type: 'removeLeader', leader: 'philip-of-hesse' }, { type: 'discardRandom' }]);
    act(s, 'protestant', { type: 'removeLeader', leader: 'philip-of-hesse' });
    expect(findLeader(s, 'philip-of-hesse')).toBeNull();
    expect(s.spaces.kassel.units.protestant?.regular).toBe(1);
    expect(s.powers.protestant.hand).toEqual([7, 65]);
  });

  it('or a random card of the hand (never the Home card) is discarded', () => {
    const s = blankReligiousMap();
    place(s, 'kassel', 'protestant', { leaders: ['philip-of-hesse'] });
    s.powers.protestant.hand = [7, 65];
    play(s);
    act(s, 'protestant', { type: 'discardRandom' });
    expect(s.powers.protestant.hand).toEqual([7]);
    expect(s.discard).toContain(65);
    expect(findLeader(s, 'philip-of-hesse')).toEqual({ space: 'kassel' });
  });

  it('Philip not on the map (before the Schmalkaldic League): the discard without a question; alone with his leader gone, the stack goes', () => {
    const s = blankReligiousMap();
    s.powers.protestant.hand = [7, 65];
    play(s);
    expect(s.stack).toEqual([]);
    expect(s.powers.protestant.hand).toEqual([7]);
    const t = blankReligiousMap();
    t.powers.protestant.hand = [7];
    place(t, 'kassel', 'protestant', { leaders: ['philip-of-hesse'] });
    play(t);
    expect(t.spaces.kassel.units.protestant).toBeUndefined();
  });
});
