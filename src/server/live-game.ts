// A game as the service holds it in memory: stored metadata and seats, the record,
// and the state the record replays to. Immutable: a change builds a new LiveGame
// and replaces the cached one, so a reader never sees half an update.

import type { Action, GameRecord, Json, PlayerId } from '../engine/types.ts';
import type { AnyGameEntry } from './games.ts';
import type { GameMeta, StoredSeat } from './storage/types.ts';

export interface LiveGame {
  readonly meta: GameMeta;
  readonly seats: readonly StoredSeat[];
  readonly entry: AnyGameEntry;
  readonly record: GameRecord<Json, Action>;
  readonly state: unknown;
}

export function seatOf(game: LiveGame, player: PlayerId): StoredSeat | undefined {
  return game.seats.find((seat) => seat.player === player);
}

export function recordOf(meta: GameMeta, actions: GameRecord<Json, Action>['actions']): GameRecord<Json, Action> {
  return { game: meta.game, version: meta.rulesVersion, options: meta.options, seed: meta.seed, actions };
}
