// Undo by replay: a player takes back its own latest decisions by dropping them from
// the record; the state is whatever the shortened record replays to. There are no
// hand-written inverse moves, so undo is exactly as correct as replay.
//
// A player may take back its own trailing actions, back to (never across) the last
// checkpoint. An action is a checkpoint, and so can never be taken back, when:
//  - it changed the module's `checkpoint(state)` counter (dice rolled, a card drawn or
//    revealed): the player has seen what chance or hidden information gave;
//  - another player acted after it (its action would be built on the undone one);
//  - it asked another player to decide (a prompt for another player that was not
//    pending before): that player has learnt something from the question. Prompts
//    that were already open, as in a simultaneous choice, do not count. This is the
//    design's "another power asked to decide" and also stops a player from taking
//    back the action that ended its turn;
//  - the game is over after it.
//
// Choice: `undo` takes back one action per call by default, matching the small-
// decision prompts (one click back is one prompt back); `steps` takes back several.
//
// Cost: one replay per call. A caller holding a snapshot (the state after some prefix
// of the record) may pass it to skip replaying that prefix; it is used only when it
// lies before the player's trailing actions, so the result is the same either way.

import { sameJson } from './hash.ts';
import { applyRecorded, replay } from './record.ts';
import { RuleError } from './types.ts';
import type { Action, GameModule, GameRecord, PlayerId, Prompt } from './types.ts';

export interface UndoOptions<S> {
  /** The state after the first `actions` actions of the record, to replay from. */
  snapshot?: { state: S; actions: number };
}

/** How many of `player`'s most recent actions may be taken back now. */
export function undoableSteps<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  record: GameRecord<O, A>,
  player: PlayerId,
  options: UndoOptions<S> = {},
): number {
  return scan(module, record, player, options).length - 1;
}

/**
 * Take back `player`'s last `steps` actions (default one). Throws RuleError
 * (code 'no-undo') if fewer than `steps` may be taken back. The input record is not
 * mutated; the returned state is the one the returned record replays to.
 */
export function undo<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  record: GameRecord<O, A>,
  player: PlayerId,
  steps = 1,
  options: UndoOptions<S> = {},
): { record: GameRecord<O, A>; state: S } {
  if (!Number.isInteger(steps) || steps < 1) {
    throw new RangeError(`undo: steps must be a positive integer, got ${steps}`);
  }
  const states = scan(module, record, player, options);
  const available = states.length - 1;
  if (steps > available) {
    throw new RuleError(
      available === 0 ? `${player} has nothing to undo` : `${player} may undo only ${available} action(s)`,
      'no-undo',
      { player, steps, available },
    );
  }
  return {
    record: { ...record, actions: record.actions.slice(0, record.actions.length - steps) },
    state: states[available - steps] as S,
  };
}

/**
 * Replay the record once and return the states from the last checkpoint for `player`
 * onward: element 0 is the state right after that checkpoint, the last is the current
 * state, so `length - 1` actions can be undone. Only this tail is kept in memory.
 */
function scan<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  record: GameRecord<O, A>,
  player: PlayerId,
  { snapshot }: UndoOptions<S>,
): S[] {
  const actions = record.actions;
  // The player's trailing run is known from the record alone: nothing before it can
  // be undone, so it is replayed without checks.
  let start = actions.length;
  while (start > 0 && actions[start - 1]?.player === player) start--;

  const prefix = { ...record, actions: actions.slice(0, start) };
  let state = replay(module, prefix, snapshot && snapshot.actions <= start ? { snapshot } : {});
  let kept: S[] = [state];
  for (let index = start; index < actions.length; index++) {
    const { action } = actions[index] as (typeof actions)[number];
    const next = applyRecorded(module, state, player, action, index);
    if (isCheckpoint(module, state, next, player)) kept = [next];
    else kept.push(next);
    state = next;
  }
  return module.result(state) === null ? kept : [state];
}

/**
 * Whether `player`'s step `before → after` could be taken back right after it was made:
 * it is no checkpoint and the game goes on. Equals `undoableSteps(...) > 0` for a record
 * ending in that step, without the replay (the server asks this for every action).
 */
export function stepUndoable<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  before: S,
  after: S,
  player: PlayerId,
  /** `module.pending(before)`, when the caller has it already. */
  pendingBefore?: Prompt[],
  /** `module.pending(after)`, likewise. */
  pendingAfter?: Prompt[],
): boolean {
  return module.result(after) === null && !isCheckpoint(module, before, after, player, pendingBefore, pendingAfter);
}

/** Whether the step `before → after`, made by `player`, may not be taken back. */
function isCheckpoint<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  before: S,
  after: S,
  player: PlayerId,
  pendingBefore?: Prompt[],
  pendingAfter?: Prompt[],
): boolean {
  if (module.checkpoint(after) !== module.checkpoint(before)) return true;
  const open = othersPrompts(pendingBefore ?? module.pending(before), player);
  // Compared as values, not as stable JSON texts: a few prompts, each made once per state.
  return othersPrompts(pendingAfter ?? module.pending(after), player).some((prompt) => !open.some((was) => sameJson(was, prompt)));
}

function othersPrompts(prompts: Prompt[], player: PlayerId): Prompt[] {
  return prompts.filter((prompt) => prompt.player !== player);
}
