// Test helper: play a game by choosing uniformly among the legal actions, with a
// driver PRNG separate from the game's own.

import { appendAction, newRecord } from '../record.ts';
import { createRng, pick } from '../rng.ts';
import type { Action, GameModule, GameRecord } from '../types.ts';

export interface Played<S, O, A extends Action> {
  record: GameRecord<O, A>;
  /** states[i] is the state after the first i actions (states[0] is the setup). */
  states: S[];
}

/** Play up to `maxActions` random legal actions (fewer if the game ends first). */
export function playRandom<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  options: O,
  seed: string,
  maxActions: number,
  driverSeed = `driver:${seed}`,
): Played<S, O, A> {
  const driver = createRng(driverSeed);
  let record = newRecord(module, options, seed);
  let state = module.setup(options, seed);
  const states = [state];
  while (record.actions.length < maxActions && module.result(state) === null) {
    const prompts = module.pending(state);
    if (prompts.length === 0) break;
    const player = pick(driver, prompts).player;
    const action = pick(driver, module.legalActions(state, player));
    ({ record, state } = appendAction(module, record, state, player, action));
    states.push(state);
  }
  return { record, states };
}
