// What clients receive about a game. Everything game-specific a client sees comes
// from the module's `view` for that client's seat (null for spectators), its own
// prompts and its own legal actions; never the state, the seed or another seat's
// prompts. The seed is never sent: it would let anyone recompute every hidden card.

import type { BotLevel } from '../bots/levels.ts';
import { diffJson } from '../engine/json-patch.ts';
import type { JsonChange } from '../engine/json-patch.ts';
import { visibleLog } from '../engine/log.ts';
import type { Action, LogEntry, PlayerId, Prompt, Result } from '../engine/types.ts';
import type { LiveGame } from './live-game.ts';
import { canUndo, pendingOf } from './live-game.ts';
import type { Controller, GameStatus, GameSummary } from './storage/types.ts';

export interface SeatInfo {
  player: PlayerId;
  controller: Controller;
  /** A bot seat's level (absent: random). */
  level?: BotLevel;
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
  /** Whether this seat could take back an action now (false for spectators). */
  canUndo: boolean;
  /** Log entries this seat may see, starting at index `logFrom` of its log. */
  log: LogEntry[];
  logFrom: number;
  /** When the token opens several seats (one person running several powers): all of them. */
  heldSeats?: PlayerId[];
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
    seats: game.seats.map(({ player, controller, level }) => ({ player, controller, ...(level ? { level } : {}) })),
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

/** A game's public facts and who must decide now (a lobby's "whose turn"). */
export interface TurnInfo extends GameInfo {
  waitingFor: PlayerId[];
}

export function turnInfo(game: LiveGame): TurnInfo {
  const waiting = game.meta.status === 'over' ? [] : pendingOf(game).map((prompt) => prompt.player);
  return { ...gameInfo(game), waitingFor: [...new Set(waiting)] };
}

/** The full visible log of `player` (null: spectator). */
export function visibleLogOf(game: LiveGame, player: PlayerId | null): LogEntry[] {
  const entries = game.entry.log?.(game.state) ?? [];
  const known = entries.length > 0 ? visibleSoFar(entries, player) : undefined;
  const visible = known ? known.visible.concat(visibleLog(entries.slice(known.count), player)) : visibleLog(entries, player);
  const last = entries[entries.length - 1];
  if (last) {
    let byPlayer = visibleUpTo.get(last);
    if (!byPlayer) {
      byPlayer = new Map();
      visibleUpTo.set(last, byPlayer);
    }
    byPlayer.set(player, { count: entries.length, visible });
    // Only the latest is kept: a seat's visible log at every entry would hold the game's
    // log once per entry (its square), alive as long as the log, and form a chain of
    // WeakMap entries (each log held by the entries of the one before) that the collector
    // walks one link a round. A version built again later filters its log whole.
    if (known && known.count < entries.length) forget(entries[known.count - 1] as LogEntry, player);
  }
  return visible;
}

function forget(entry: LogEntry, player: PlayerId | null): void {
  const byPlayer = visibleUpTo.get(entry);
  byPlayer?.delete(player);
  if (byPlayer?.size === 0) visibleUpTo.delete(entry);
}

/**
 * A seat's visible log, by the last entry of the log it was filtered from (the latest
 * only). A log only grows between versions and keeps its entries (the same objects), so
 * the next version's is the last one's plus the new entries filtered: a seat's log is not
 * filtered whole on every action.
 */
const visibleUpTo = new WeakMap<LogEntry, Map<PlayerId | null, { count: number; visible: LogEntry[] }>>();

/** The visible log of `player` for the longest filtered start of `entries` (looked for among the last few entries). */
function visibleSoFar(entries: readonly LogEntry[], player: PlayerId | null): { count: number; visible: LogEntry[] } | undefined {
  for (let i = entries.length - 1; i >= Math.max(0, entries.length - 64); i--) {
    const known = visibleUpTo.get(entries[i] as LogEntry)?.get(player);
    if (known && known.count === i + 1) return known;
  }
  return undefined;
}

export type TableWithoutLog = Omit<TablePayload, 'log' | 'logFrom'>;

/**
 * What one seat (or the spectators) sees of one game version, built once and shared by
 * the HTTP answers and the socket updates (hub.ts keeps its serialised messages in
 * `texts`, by log start). A module's view is the costly part of every answer.
 */
export interface SharedView {
  readonly table: TableWithoutLog;
  readonly log: LogEntry[];
  readonly texts: Map<number, string>;
  /** Serialised patch messages from an earlier view of the same seat, by log start (hub.ts). */
  readonly patches: WeakMap<SharedView, Map<number, string>>;
}

/** Keyed by the (immutable) game object: a change makes a new one, and the old views are collected with it. */
const views = new WeakMap<LiveGame, { open?: unknown; byPlayer: Map<PlayerId | null, SharedView> }>();

function viewsOf(game: LiveGame): { open?: unknown; byPlayer: Map<PlayerId | null, SharedView> } {
  let built = views.get(game);
  if (!built) {
    built = { byPlayer: new Map() };
    views.set(game, built);
  }
  return built;
}

/** The view of `player` (null: spectator) of this game version, built on first use. */
export function sharedView(game: LiveGame, player: PlayerId | null): SharedView {
  const { byPlayer } = viewsOf(game);
  let view = byPlayer.get(player);
  if (!view) {
    view = { table: tableWithoutLog(game, player), log: visibleLogOf(game, player), texts: new Map(), patches: new WeakMap() };
    byPlayer.set(player, view);
  }
  return view;
}

/** The version each game version was made from by an action, until its spectator's view is built (viewsFollow). */
const follows = new WeakMap<LiveGame, LiveGame>();

/**
 * `next` was made from `game` by one action, its state sharing `game`'s equal parts: its
 * spectator's view may reuse what `game`'s computed from them (GameModule.view's `previous`).
 */
export function viewsFollow(next: LiveGame, game: LiveGame): void {
  follows.delete(game); // one link at most: a chain of them would hold every version's state
  follows.set(next, game);
}

/**
 * The module's view for `player` (null: spectator). With the game's `seatView`, a seat's is
 * made from the spectator's, which is built once per version and shared by every seat.
 */
function moduleView(game: LiveGame, player: PlayerId | null): unknown {
  const { entry, state } = game;
  if (!entry.seatView) return entry.module.view(state, player);
  const built = viewsOf(game);
  if (built.open === undefined) {
    const from = follows.get(game);
    const open = from && views.get(from)?.open;
    built.open = entry.module.view(state, null, from && open !== undefined ? { state: from.state, view: open } : undefined);
    follows.delete(game);
  }
  return player === null ? built.open : entry.seatView(built.open, state, player);
}

/** The table for `player` (null: spectator), with its log from index `logFrom` on. */
export function tablePayload(game: LiveGame, player: PlayerId | null, logFrom = 0): TablePayload {
  const view = sharedView(game, player);
  return withLog(view.table, view.log, logFrom);
}

export function tableWithoutLog(game: LiveGame, player: PlayerId | null): TableWithoutLog {
  const { module } = game.entry;
  const pending = pendingOf(game);
  return {
    ...gameInfo(game),
    player,
    view: moduleView(game, player),
    waitingFor: [...new Set(pending.map((prompt) => prompt.player))],
    prompts: player === null ? [] : pending.filter((prompt) => prompt.player === player),
    legalActions: player === null ? [] : module.legalActions(game.state, player),
    canUndo: canUndo(game, player),
  };
}

/** Attach the part of a visible log from index `from` on. */
export function withLog(table: TableWithoutLog, log: readonly LogEntry[], from: number): TablePayload {
  const start = Math.max(0, Math.min(from, log.length));
  return { ...table, log: log.slice(start), logFrom: start };
}

export type UpdateMessage = { type: 'update' } & TablePayload;
/** The table without its view, and the changes that turn the view of version `from` (the last one sent) into this one's. */
export type PatchMessage = { type: 'patch'; from: number; viewChanges: JsonChange[] } & Omit<TablePayload, 'view'>;

/** The update message of a view with its log from `start` on, serialised once per view and start. */
export function updateText(view: SharedView, start: number): string {
  let text = view.texts.get(start);
  if (text === undefined) {
    const message: UpdateMessage = { type: 'update', ...withLog(view.table, view.log, start) };
    text = JSON.stringify(message);
    view.texts.set(start, text);
  }
  return text;
}

/** The patch from the view a client was last sent to this one, serialised once per pair of views and start. */
export function patchText(base: { version: number; view: SharedView }, view: SharedView, start: number): string {
  let byStart = view.patches.get(base.view);
  if (!byStart) {
    byStart = new Map();
    view.patches.set(base.view, byStart);
  }
  let text = byStart.get(start);
  if (text === undefined) {
    const { view: current, ...table } = withLog(view.table, view.log, start);
    const message: PatchMessage = { type: 'patch', from: base.version, ...table, viewChanges: diffJson(base.view.table.view, current) };
    text = JSON.stringify(message);
    byStart.set(start, text);
  }
  return text;
}
