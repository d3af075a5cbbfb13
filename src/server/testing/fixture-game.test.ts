// The fixture game keeps the engine contract: deterministic, pure, hidden hands,
// illegal moves refused, and it ends.

import { describe, expect, it } from 'vitest';
import { hashState } from '../../engine/hash.ts';
import { createRng, pick } from '../../engine/rng.ts';
import { RuleError } from '../../engine/types.ts';
import { fixtureGame } from './fixture-game.ts';
import type { FixtureState } from './fixture-game.ts';

function playOut(seed: string, players: number): FixtureState {
  const rng = createRng(`bots:${seed}`);
  let state = fixtureGame.setup({ players, rounds: 3 }, seed);
  for (let steps = 0; fixtureGame.result(state) === null; steps++) {
    expect(steps).toBeLessThan(100);
    const prompt = pick(rng, fixtureGame.pending(state));
    const before = hashState(state);
    const next = fixtureGame.apply(state, prompt.player, pick(rng, fixtureGame.legalActions(state, prompt.player)));
    expect(hashState(state)).toBe(before); // apply does not mutate
    state = next;
  }
  return state;
}

describe('fixture game', () => {
  it('is deterministic and ends with a result', () => {
    for (const players of [2, 3]) {
      const a = playOut('s1', players);
      expect(hashState(playOut('s1', players))).toBe(hashState(a));
      expect(fixtureGame.result(a)).toMatchObject({ kind: 'score' });
      expect(fixtureGame.pending(a)).toEqual([]);
    }
    expect(hashState(playOut('s1', 3))).not.toBe(hashState(playOut('s2', 3)));
  });

  it('refuses options out of range and illegal moves with RuleError', () => {
    expect(() => fixtureGame.setup({ players: 4 }, 's')).toThrow(RuleError);
    expect(() => fixtureGame.setup({ rounds: 0 }, 's')).toThrow(RuleError);
    const state = fixtureGame.setup({}, 's');
    const greenCard = state.hands.green?.[0] as string;
    expect(() => fixtureGame.apply(state, 'red', { type: 'discard', card: greenCard })).toThrow(RuleError);
    expect(() => fixtureGame.apply(state, 'red', { type: 'roll' })).toThrow(RuleError);
  });

  it('shows a seat its own hand only, and a spectator none', () => {
    const state = fixtureGame.setup({ players: 3 }, 's');
    const red = fixtureGame.view(state, 'red');
    expect(red.hand).toEqual(state.hands.red);
    const text = JSON.stringify(red);
    for (const card of [...(state.hands.green ?? []), ...(state.hands.blue ?? []), ...state.deck]) expect(text).not.toContain(`"${card}"`);
    expect(fixtureGame.view(state, null).hand).toEqual([]);
    expect(text).not.toContain('rng');
  });
});
