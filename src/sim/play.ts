// Play one game to its end with bots in every seat, through the engine contract only:
// each seat's bot gets that seat's view, legal actions and prompt, never the state.
// Every decision is recorded (the record replays to the same final state), and a
// failure ends the game with the index of the action that caused it. The game owns its
// state, so decisions are applied in place when the module can (applyInPlace); a view is
// built only for a bot that reads it.
import type { Bot } from '../bots/types.ts';
import { hashState, stableStringify } from '../engine/hash.ts';
import { applyOwned } from '../engine/record.ts';
import { createRng, randomInt } from '../engine/rng.ts';
import { RuleError } from '../engine/types.ts';
import type { Action, GameModule, GameRecord, PlayerId, RecordedAction, Result } from '../engine/types.ts';

export type FailureKind = 'error' | 'invariant' | 'no-result';

export interface GameFailure {
  kind: FailureKind;
  /**
   * Index of the action that failed: for `error` the action whose choice or apply threw
   * (not in the record), for `invariant` the action after which the state broke an
   * invariant (the last in the record), for `no-result` the number of actions played.
   */
  index: number;
  message: string;
  /** Who was deciding and, if chosen, what (for `invariant`: the action after which it broke). */
  player?: PlayerId;
  action?: Action;
}

export interface PlayedGame<S, O, A extends Action> {
  record: GameRecord<O, A>;
  /** The state the record replays to. */
  state: S;
  finalHash: string;
  result: Result | null;
  failure: GameFailure | null;
  /** How many actions of `PlayOptions.prefix` were replayed before the bots took over. */
  prefixKept: number;
}

export interface PlayOptions<S, A extends Action = Action> {
  /** Violations of the state's invariants (empty = sound), checked after every apply. */
  checkInvariants?: (state: S) => string[];
  /** Actions after which a game without a result is stopped and counted as `no-result`. */
  maxActions?: number;
  /**
   * Seed of the scheduler that picks which pending player acts first when several are
   * asked at once (simultaneous choices, response windows). Defaults to the game seed.
   */
  scheduleSeed?: string;
  /**
   * Decisions to replay first, in order, before the bots choose: the game follows them
   * until one is refused (or the game ends), then the bots play on. Used to regenerate
   * stored games after a rules change while keeping what still holds.
   */
  prefix?: readonly RecordedAction<A>[];
}

export const DEFAULT_MAX_ACTIONS = 20_000;

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function playGame<S, O, V, A extends Action>(
  module: GameModule<S, O, V, A>,
  options: O,
  seed: string,
  bots: Readonly<Record<PlayerId, Bot<V, A>>>,
  play: PlayOptions<S, A> = {},
): PlayedGame<S, O, A> {
  const maxActions = play.maxActions ?? DEFAULT_MAX_ACTIONS;
  const scheduler = createRng(`schedule:${play.scheduleSeed ?? seed}`);
  const record: GameRecord<O, A> = { game: module.id, version: module.version, options, seed, actions: [] };
  let state = module.setup(options, seed);
  let failure: GameFailure | null = null;
  const violations = play.checkInvariants?.(state) ?? [];
  if (violations.length > 0) failure = { kind: 'invariant', index: -1, message: `after setup: ${violations.join('; ')}` };

  let prefixKept = 0;
  for (const { player, action } of play.prefix ?? []) {
    if (failure !== null || module.result(state) !== null) break;
    const stored = JSON.parse(stableStringify(action)) as A;
    try {
      state = applyOwned(module, state, player, stored);
    } catch (e) {
      if (e instanceof RuleError) break; // refused under the current rules: the bots play on from here
      failure = { kind: 'error', index: record.actions.length, message: messageOf(e), player, action: stored };
      break;
    }
    record.actions.push({ player, action: stored });
    prefixKept++;
    failure = invariantFailure(play, state, record);
  }

  while (failure === null && module.result(state) === null) {
    const index = record.actions.length;
    if (index >= maxActions) {
      failure = { kind: 'no-result', index, message: `no result after ${maxActions} actions` };
      break;
    }
    let player: PlayerId | undefined;
    let chosen: A | undefined;
    try {
      const prompts = module.pending(state);
      if (prompts.length === 0) throw new Error('no result and nobody to decide');
      const prompt = prompts.length === 1 ? prompts[0]! : prompts[randomInt(scheduler, prompts.length)]!;
      player = prompt.player;
      const bot = bots[player];
      if (!bot) throw new Error(`no bot seated for ${player}`);
      const legal = module.legalActions(state, player);
      if (legal.length === 0) throw new Error(`${player} is asked (${prompt.key}) but has no legal action`);
      const view = bot.readsView === false && bot.needsView?.(prompt) !== true ? (undefined as V) : module.view(state, player);
      chosen = bot.choose(view, legal, prompt);
      // Stored as JSON, exactly as a record read back from storage will hold it (appendAction).
      const stored = JSON.parse(stableStringify(chosen)) as A;
      state = applyOwned(module, state, player, stored);
      record.actions.push({ player, action: stored });
    } catch (e) {
      failure = { kind: 'error', index, message: messageOf(e) };
      if (player !== undefined) failure.player = player;
      if (chosen !== undefined) failure.action = chosen;
      break;
    }
    failure = invariantFailure(play, state, record);
  }
  return { record, state, finalHash: hashState(state), result: module.result(state), failure, prefixKept };
}

/** The invariant failure after the record's last action, if the state breaks one. */
function invariantFailure<S, O, A extends Action>(play: PlayOptions<S, A>, state: S, record: GameRecord<O, A>): GameFailure | null {
  if (!play.checkInvariants) return null;
  let broken: string[];
  try {
    broken = play.checkInvariants(state);
  } catch (e) {
    broken = [`the invariant check threw: ${messageOf(e)}`];
  }
  if (broken.length === 0) return null;
  const index = record.actions.length - 1;
  const last = record.actions[index]!;
  return { kind: 'invariant', index, message: broken.join('; '), player: last.player, action: last.action };
}
