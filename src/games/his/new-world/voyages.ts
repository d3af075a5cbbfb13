// 11.1, 20: what the three New World actions share: each may be taken once per turn by
// each of England, France and the Hapsburgs (voyages that start a scenario in the
// Crossing Atlantic box, Mercator's Map and Smallpox count; Sebastian Cabot and Potosi
// Silver Mines do not), and pieces drawn at random from a pool.
import { randomInt } from '../../../engine/rng.ts';
import type { NewWorldPower } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';

export type NewWorldAction = 'explore' | 'colonize' | 'conquer';

export const NEW_WORLD_POWERS: readonly NewWorldPower[] = ['hapsburg', 'england', 'france'];

export function isNewWorldPower(p: MajorPower): p is NewWorldPower {
  return (NEW_WORLD_POWERS as readonly string[]).includes(p);
}

/** The powers that have taken this New World action in the current turn. */
export function takenThisTurn(state: HisState, action: NewWorldAction): NewWorldPower[] {
  const t = state.newWorld.taken;
  return t.turn === state.turn ? t[action] : [];
}

/** 11.1: record the once-per-turn use of a New World action. */
export function markTaken(state: HisState, power: NewWorldPower, action: NewWorldAction): void {
  if (state.newWorld.taken.turn !== state.turn) state.newWorld.taken = { turn: state.turn, explore: [], colonize: [], conquer: [] };
  const list = state.newWorld.taken[action];
  if (!list.includes(power)) list.push(power);
}

/** 20.2, 20.3: one piece drawn at random from a pool (an undo checkpoint: chance was used). */
export function drawAtRandom<T>(state: HisState, pool: readonly T[]): T | null {
  if (pool.length === 0) return null;
  state.checkpoint++;
  return pool[randomInt(state.rng, pool.length)]!;
}
