// A game as the service holds it in memory: stored metadata and seats, the record,
// and the state the record replays to. Immutable: a change builds a new LiveGame
// and replaces the cached one, so a reader never sees half an update.

import { undoableSteps } from '../engine/undo.ts';
import type { Action, GameRecord, Json, PlayerId, Prompt } from '../engine/types.ts';
import type { AnyGameEntry } from './games.ts';
import type { GameMeta, StoredSeat } from './storage/types.ts';

/** The state after the first `actions` actions of the record. */
export interface StateAt {
  readonly state: unknown;
  readonly actions: number;
}

export interface LiveGame {
  readonly meta: GameMeta;
  readonly seats: readonly StoredSeat[];
  readonly entry: AnyGameEntry;
  readonly record: GameRecord<Json, Action>;
  readonly state: unknown;
  /**
   * The state before the record's trailing run of actions by one player: undo replays
   * from it instead of from the start. Unknown after some undos and loads.
   */
  readonly runStart?: StateAt;
  /** The latest snapshot written to the store: undo's fallback when runStart is unknown. */
  readonly base?: StateAt;
  /**
   * Per seat, a digest of its prompts and legal actions and the version since which they
   * have not changed: lets a seat's part of a simultaneous choice stand when another
   * seat's part came first (service.ts, checkVersion).
   */
  readonly decisions?: ReadonlyMap<PlayerId, Decision>;
  /**
   * Whether the record's last action may be taken back by its player, known when the
   * action was just played here (engine/undo.ts stepUndoable); unknown after loads and undos.
   */
  readonly lastUndoable?: boolean;
}

export interface Decision {
  readonly digest: string;
  readonly since: number;
}

/** Where the trailing run of actions by `player` starts (the record's length if its last action is another's). */
export function runStartIndex(record: GameRecord<Json, Action>, player: PlayerId): number {
  let start = record.actions.length;
  while (start > 0 && record.actions[start - 1]?.player === player) start--;
  return start;
}

/**
 * Whether `player` could take back an action now (the table's Undo button): its own trailing
 * actions, before any checkpoint (engine/undo.ts). Decided by replaying only that run, from a
 * state the game keeps; without one it says yes and the undo itself answers with the reason.
 */
export function canUndo(game: LiveGame, player: PlayerId | null): boolean {
  if (player === null || game.meta.status === 'over') return false;
  const start = runStartIndex(game.record, player);
  if (start === game.record.actions.length) return false;
  // One of the player's trailing actions may be undone exactly when its last one may.
  if (game.lastUndoable !== undefined) return game.lastUndoable;
  const from = [game.runStart, game.base].find((at) => at !== undefined && at.actions <= start);
  if (!from) return true;
  return undoableSteps(game.entry.module, game.record, player, { snapshot: from }) > 0;
}

/** The prompts of each game version's state. */
const pendingByGame = new WeakMap<LiveGame, Prompt[]>();

/**
 * The module's pending prompts for the game's state, worked out once per game version: the
 * server never changes the state of a LiveGame (a change makes a new one), and an action
 * asks for its prompts a dozen times (the check, each seat's table, the sockets, deadlines,
 * mail). Keyed by the game, not the state, so that a state changed in place (a replay's
 * working state, wrapped in a game of its own by a test) is never answered from an older
 * step. Callers must not change what it returns.
 */
export function pendingOf(game: LiveGame): Prompt[] {
  let prompts = pendingByGame.get(game);
  if (!prompts) {
    prompts = game.entry.module.pending(game.state);
    pendingByGame.set(game, prompts);
  }
  return prompts;
}

/** Give a new game version the prompts of its state, when they were worked out while it was made. */
export function knowPending(game: LiveGame, prompts: Prompt[]): void {
  pendingByGame.set(game, prompts);
}

export function seatOf(game: LiveGame, player: PlayerId): StoredSeat | undefined {
  return game.seats.find((seat) => seat.player === player);
}

export function recordOf(meta: GameMeta, actions: GameRecord<Json, Action>['actions']): GameRecord<Json, Action> {
  return { game: meta.game, version: meta.rulesVersion, options: meta.options, seed: meta.seed, actions };
}

/** The game without its remembered states (they are replaced on every change). */
export function dropStates(game: LiveGame): LiveGame {
  const { runStart: _run, base: _base, lastUndoable: _undoable, ...rest } = game;
  return rest;
}
