// Cards 88 Peasants' War and 94 Revolt of the Communeros (12.4).
import { describe, expect, it } from 'vitest';
import { SPACES } from '../data/map.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, place, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

function play(s: HisState, card: 88 | 94): HisState {
  s.stack = [];
  EVENTS[card]!.play(s, 'france');
  advance(s);
  return s;
}

describe('cards 88 Peasants\' War and 94 Revolt of the Communeros', () => {
  it('Peasants\' War: up to 5 unoccupied German-speaking spaces not in unrest', () => {
    const s = clearMap(startingState('1517', 'peasants'));
    place(s, 'wittenberg', 'protestant', { regular: 1 });
    s.spaces.leipzig.unrest = true;
    play(s, 88);
    expect(s.stack[0]).toMatchObject({ proc: 'cardUnrest', left: 5 });
    const offered = choices(s, 'france').filter((a) => a.type === 'space').map((a) => a.space as keyof typeof SPACES);
    expect(offered.every((id) => SPACES[id].languageZone === 'german')).toBe(true);
    expect(offered).not.toContain('wittenberg');
    expect(offered).not.toContain('leipzig');
    for (const space of offered.slice(0, 5)) act(s, 'france', { type: 'space', space });
    expect(offered.slice(0, 5).every((id) => s.spaces[id].unrest)).toBe(true);
    expect(s.stack).toEqual([]);
  });

  it('Revolt of the Communeros: up to 3 Spanish-speaking spaces, the player may stop early', () => {
    const s = play(clearMap(startingState('1517', 'communeros')), 94);
    expect(s.stack[0]).toMatchObject({ left: 3 });
    const offered = choices(s, 'france').filter((a) => a.type === 'space').map((a) => a.space as keyof typeof SPACES);
    expect(offered.every((id) => SPACES[id].languageZone === 'spanish')).toBe(true);
    act(s, 'france', { type: 'space', space: offered[0]! });
    act(s, 'france', { type: 'done' });
    expect(s.stack).toEqual([]);
  });
});
