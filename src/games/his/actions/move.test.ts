import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, place, setSpending, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import type { MajorPower } from '../data/powers.ts';
import { MOVE_ACTION } from './move.ts';

function spending(state: HisState, power: MajorPower, cp: number): HisState {
  setSpending(state, power, cp);
  state.impulse = 3;
  advance(state);
  return state;
}

describe('11.1 Move action', () => {
  it('is offered to a power with a formation that can move, from 1 CP', () => {
    const state = spending(startingState('1517'), 'hapsburg', 1);
    expect(choices(state, 'hapsburg')).toContainEqual({ type: 'action', action: 'move' });
    expect(MOVE_ACTION.cost(state, 'hapsburg')).toBe(1);
  });

  it('is not offered to the Protestant before the Schmalkaldic League (21.6)', () => {
    const state = spending(startingState('1517'), 'protestant', 4);
    expect(choices(state, 'protestant')).not.toContainEqual({ type: 'action', action: 'move' });
  });

  it('is not offered when no formation has a legal destination within the CP left', () => {
    const state = clearMap(startingState('1517'));
    // Graz's only Hapsburg neighbour reachable without war is over a pass (Salzburg)...
    for (const s of ['agram', 'mohacs', 'trieste', 'vienna'] as const) state.spaces[s].control = 'venice';
    place(state, 'graz', 'hapsburg', { regular: 1 });
    spending(state, 'hapsburg', 1);
    expect(choices(state, 'hapsburg')).not.toContainEqual({ type: 'action', action: 'move' });
    spending(state, 'hapsburg', 2);
    expect(choices(state, 'hapsburg')).toContainEqual({ type: 'action', action: 'move' });
    act(state, 'hapsburg', { type: 'action', action: 'move' });
    act(state, 'hapsburg', { type: 'space', space: 'graz' });
    expect(choices(state, 'hapsburg')).toEqual([{ type: 'space', space: 'salzburg' }]);
  });
});
