// Dice for every rule: from the seeded PRNG in the state, logged, and an undo checkpoint.
import { rollDice as roll } from '../../engine/rng.ts';
import type { Json } from '../../engine/types.ts';
import type { HisState } from './state.ts';

export function rollDice(state: HisState, n: number, why: string, params: Record<string, Json> = {}): number[] {
  const count = Math.max(0, n);
  const forced = state.forcedDice ?? [];
  const dice = forced.length >= count ? forced.splice(0, count) : roll(state.rng, count);
  if (state.forcedDice && state.forcedDice.length === 0) delete state.forcedDice;
  state.checkpoint++;
  state.log.push({ key: 'his.log.dice', params: { ...params, why, dice } });
  return dice;
}

/** Number of hits: each die of 5 or 6 (14, 15.1, 16.2). */
export function hits(dice: number[], threshold = 5): number {
  return dice.filter((d) => d >= threshold).length;
}
