import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

function play(s: HisState): HisState {
  EVENTS[78]!.play(s, 'hapsburg');
  advance(s);
  return s;
}

describe('card 78 Frederick the Wise (6.2, 18.3, 21.6)', () => {
  it('the Protestant breaks the tie among the nearest Catholic German spaces; then may take The Wartburg', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    s.discard = [37];
    play(s);
    // Brandenburg, Leipzig and Magdeburg are next to Wittenberg (Breslau and Prague are not German).
    expect(choices(s, 'protestant')).toEqual([
      { type: 'space', space: 'brandenburg' },
      { type: 'space', space: 'leipzig' },
      { type: 'space', space: 'magdeburg' },
    ]);
    act(s, 'protestant', { type: 'space', space: 'leipzig' });
    expect(choices(s, 'protestant')).toEqual([
      { type: 'space', space: 'brandenburg' },
      { type: 'space', space: 'magdeburg' },
    ]);
    act(s, 'protestant', { type: 'space', space: 'magdeburg' });
    expect(s.spaces.leipzig.religion).toBe('protestant');
    expect(s.spaces.magdeburg.religion).toBe('protestant');
    expect(s.spaces.brandenburg.religion).toBe('catholic');
    expect(choices(s, 'protestant')).toEqual([{ type: 'takeCard', card: 37 }, { type: 'skip' }]);
    act(s, 'protestant', { type: 'takeCard', card: 37 });
    expect(s.powers.protestant.hand).toContain(37);
    expect(s.discard).not.toContain(37);
    expect(s.stack).toEqual([]);
  });

  it('fewer than two in the nearest ring: they flip without a question, then the next ring', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg', 'brandenburg', 'leipzig');
    // Magdeburg is the only Catholic German neighbour; then ring 2 (Lubeck, Stettin, Erfurt, Nuremberg, Brunswick, Linz...).
    play(s);
    expect(s.spaces.magdeburg.religion).toBe('protestant');
    expect(choices(s, 'protestant').length).toBeGreaterThan(1);
    expect(choices(s, 'protestant')).toContainEqual({ type: 'space', space: 'erfurt' });
    expect(choices(s, 'protestant')).not.toContainEqual({ type: 'space', space: 'magdeburg' });
  });

  it('no Wartburg offer when he played it this turn', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg', 'brandenburg');
    s.discard = [37];
    s.eventPlays = { turn: s.turn, plays: [{ power: 'protestant', card: 37 }] };
    play(s);
    // Leipzig and Magdeburg: exactly two, no question.
    expect(s.spaces.leipzig.religion).toBe('protestant');
    expect(s.spaces.magdeburg.religion).toBe('protestant');
    expect(s.stack).toEqual([]);
    expect(s.discard).toContain(37);
  });
});
