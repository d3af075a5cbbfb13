import { describe, expect, it } from 'vitest';
import type { Action } from '../engine/types.ts';
import { hopOf, nextHopAction, substitute } from './path-move.ts';

// A first hop as the engine offers it (13.1): the move action, the origin, the units, the destination.
const FIRST: Action[] = [
  { type: 'action', action: 'move' },
  { type: 'space', space: 'paris' },
  { type: 'units', power: 'france', kind: 'regular', count: 2 },
  { type: 'done' },
  { type: 'space', space: 'lyon' },
];

describe('moving along a path', () => {
  it('reads a hop from the decisions that name its origin and destination', () => {
    expect(hopOf(FIRST)).toEqual({ actions: FIRST, from: 'paris', to: 'lyon' });
    // Only the last hop counts, and a card played before it is not part of it.
    expect(hopOf([{ type: 'playCp', card: 12 }, ...FIRST.slice(1)])).toEqual({ actions: FIRST.slice(1), from: 'paris', to: 'lyon' });
    expect(hopOf([{ type: 'space', space: 'rome' }, ...FIRST, { type: 'done' }])).toEqual({ actions: FIRST, from: 'paris', to: 'lyon' });
    expect(hopOf(FIRST.slice(0, 4))).toBeNull(); // no destination yet
    expect(hopOf([{ type: 'pass' }])).toBeNull();
  });

  it('repeats each decision with the next hop\'s spaces, only when the engine offers it', () => {
    const hop = hopOf(FIRST)!;
    expect(substitute(hop, 0, 'lyon', 'marseille')).toEqual({ type: 'action', action: 'move' });
    expect(substitute(hop, 1, 'lyon', 'marseille')).toEqual({ type: 'space', space: 'lyon' });
    expect(substitute(hop, 4, 'lyon', 'marseille')).toEqual({ type: 'space', space: 'marseille' });
    const legal: Action[] = [{ type: 'space', space: 'marseille' }, { type: 'space', space: 'avignon' }, { type: 'cancel' }];
    expect(nextHopAction(hop, 4, 'lyon', 'marseille', legal)).toEqual({ type: 'space', space: 'marseille' });
    // Out of reach, or a different prompt: the path stops.
    expect(nextHopAction(hop, 4, 'lyon', 'genoa', legal)).toBeNull();
    expect(nextHopAction(hop, 2, 'lyon', 'marseille', legal)).toBeNull();
    expect(nextHopAction(hop, 5, 'lyon', 'marseille', legal)).toBeNull();
  });
});
