// What clients receive about a game. Everything game-specific a client sees comes
// from the module's `view` for that client's seat (null for spectators), its own
// prompts and its own legal actions; never the state, the seed or another seat's
// prompts. The seed is never sent: it would let anyone recompute every hidden card.

import { visibleLog } from '../engine/log.ts';
import type { Action, LogEntry, PlayerId, Prompt, Result } from '../engine/types.ts';
import type { LiveGame } from './live-game.ts';
import type { Controller, GameStatus, GameSummary } from './storage/types.ts';

export interface SeatInfo {
  player: PlayerId;
  controller: Controller;
}

/** Public facts about a game: what a lobby lists. */
export interface GameInfo {
  id: string;
  game: string;
  rulesVersion: string;
  /** Revision to send back as `expectedVersion`; +1 for every action and every undo. */
  version: number;
  /** Number of actions in the record. */
  actions: number;
  status: GameStatus;
  result: Result | null;
  seats: SeatInfo[];
  createdAt: string;
  updatedAt: string;
}

/** A table as one seat (or a spectator, player null) sees it. */
export interface TablePayload extends GameInfo {
  player: PlayerId | null;
  view: unknown;
  /** Players who must decide now (public: whose turn it is). */
  waitingFor: PlayerId[];
  /** This seat's own prompts; empty for spectators. */
  prompts: Prompt[];
  /** This seat's legal actions now; empty for spectators. */
  legalActions: Action[];
  /** Log entries this seat may see, starting at index `logFrom` of its log. */
  log: LogEntry[];
  logFrom: number;
}

export function gameInfo(game: LiveGame): GameInfo {
  const { meta } = game;
  return {
    id: meta.id,
    game: meta.game,
    rulesVersion: meta.rulesVersion,
    version: meta.version,
    actions: meta.actionCount,
    status: meta.status,
    result: meta.result,
    seats: game.seats.map(({ player, controller }) => ({ player, controller })),
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
  };
}

export function summaryInfo(summary: GameSummary): GameInfo {
  return {
    id: summary.id,
    game: summary.game,
    rulesVersion: summary.rulesVersion,
    version: summary.version,
    actions: summary.actionCount,
    status: summary.status,
    result: summary.result,
    seats: summary.seats,
    createdAt: summary.createdAt,
    updatedAt: summary.updatedAt,
  };
}

/** The full visible log of `player` (null: spectator). */
export function visibleLogOf(game: LiveGame, player: PlayerId | null): LogEntry[] {
  const entries = game.entry.log?.(game.state) ?? [];
  return visibleLog(entries, player);
}

export type TableWithoutLog = Omit<TablePayload, 'log' | 'logFrom'>;

/** The table for `player` (null: spectator), with its log from index `logFrom` on. */
export function tablePayload(game: LiveGame, player: PlayerId | null, logFrom = 0): TablePayload {
  return withLog(tableWithoutLog(game, player), visibleLogOf(game, player), logFrom);
}

export function tableWithoutLog(game: LiveGame, player: PlayerId | null): TableWithoutLog {
  const { module } = game.entry;
  const pending = module.pending(game.state);
  return {
    ...gameInfo(game),
    player,
    view: module.view(game.state, player),
    waitingFor: [...new Set(pending.map((prompt) => prompt.player))],
    prompts: player === null ? [] : pending.filter((prompt) => prompt.player === player),
    legalActions: player === null ? [] : module.legalActions(game.state, player),
  };
}

/** Attach the part of a visible log from index `from` on. */
export function withLog(table: TableWithoutLog, log: readonly LogEntry[], from: number): TablePayload {
  const start = Math.max(0, Math.min(from, log.length));
  return { ...table, log: log.slice(start), logFrom: start };
}
