// WebSocket fan-out within this process: after each stored change, the seats asked to
// decide get `{type: 'update', ...}` built from ITS seat's view at once; the other seats
// and the spectators (null view) the game's latest version at most OBSERVER_DELAY_MS
// later (publish). Views are built once per seat per game version, and each distinct
// message is serialised once: spectators (and a seat's several tabs) share one text,
// and a resync of an unchanged game costs no rebuild.
//
// Log entries are sent incrementally: each client gets the entries it has not yet
// seen (`log` from index `logFrom` of its visible log). After an undo, entries it had
// may be gone: its next update takes its log up where the two part (keptEntries), so
// it keeps what the undo left and drops the rest. This relies on the log being
// append-only across an action, which the engine's log is.
//
// A client that asked for changes (`?patches=1` on the socket) gets, after an action or
// a change of seats, a `patch` message instead: the table without its view, and the
// changes to the view it was last sent (engine/json-patch.ts). A view is ~25 KB; the
// changes of one action are a few hundred bytes. Resyncs, and an undo to the seats asked
// to decide, send the table whole. A decision sent over the socket is answered with what
// its next update would be (actedText, sendActed), which it then does not get again.
//
// Across several server processes, a change made in another one reaches this hub
// through the service (changedElsewhere), which reloads the game from the store.

import type { WebSocket } from 'ws';
import type { LogEntry, PlayerId } from '../engine/types.ts';
import { later } from './later.ts';
import { pendingOf } from './live-game.ts';
import type { LiveGame } from './live-game.ts';
import { patchText, sharedView, updateText } from './payloads.ts';
import type { PatchMessage, SharedView, UpdateMessage } from './payloads.ts';
import type { ChangeKind } from './service.ts';
import type { TableMessage } from './talk.ts';
import type { Deadline } from './deadlines.ts';

export type { PatchMessage, UpdateMessage } from './payloads.ts';
export type ErrorMessage = { type: 'error'; error: string; message: string };
/** The answer to a decision sent over the socket (`act`): the seat's patch (or table) after it, as its next update would be. */
export type ActedMessage = { type: 'acted'; id: string | number; answer: PatchMessage | UpdateMessage };
/** A decision sent over the socket was refused: the HTTP route's status and error body, and the decision's `id`. */
export type RefusedMessage = { type: 'refused'; id: string | number; status: number; error: string; message: string } & Record<string, unknown>;

/** A message of the table's talk (talk.ts), sent only to the sockets that may read it. */
export type TalkMessage = { type: 'message'; message: TableMessage };

/** The table's time limit on the decision asked now (deadlines.ts), or null: none. */
export type DeadlineMessage = { type: 'deadline'; deadline: Deadline | null };

export type ServerMessage = UpdateMessage | PatchMessage | ErrorMessage | ActedMessage | RefusedMessage | TalkMessage | DeadlineMessage;

/** The longest a seat not asked to decide (or a spectator) waits for a change: far below what people notice. */
export const OBSERVER_DELAY_MS = 20;

/** A client that reads slower than this much queued output is dropped; it can reconnect. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

interface Client {
  gameId: string;
  socket: WebSocket;
  player: PlayerId | null;
  /** An undo may have taken back entries it has: its next update keeps only those the new log still holds (keptEntries). */
  cut?: boolean;
  /** Whether it takes patch messages. */
  patches: boolean;
  /** The version and view it was last sent (patches are made against it; it holds that view's log). */
  sent?: { version: number; view: SharedView };
}

export class Hub {
  private readonly clients = new Map<string, Set<Client>>();
  /** The latest version published per game (see publish). */
  private readonly latest = new Map<string, LiveGame>();
  /** Games whose observers' update is due (publish). */
  private readonly observing = new Set<string>();

  constructor(private readonly observerDelayMs = OBSERVER_DELAY_MS) {}

  /** Register a socket and send it the table as it is now. */
  join(game: LiveGame, socket: WebSocket, player: PlayerId | null, patches = false): Client {
    const client: Client = { gameId: game.meta.id, socket, player, patches };
    let set = this.clients.get(game.meta.id);
    if (!set) {
      set = new Set();
      this.clients.set(game.meta.id, set);
    }
    set.add(client);
    this.sendTable(client, game, 0);
    return client;
  }

  leave(gameId: string, client: Client): void {
    const set = this.clients.get(gameId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) {
      this.clients.delete(gameId);
      this.latest.delete(gameId);
    }
  }

  /** Resend everything to one client (it asked to resynchronise): the cached text when the game has not changed. */
  resync(game: LiveGame, client: Client): void {
    this.sendTable(client, game, 0);
  }

  /**
   * Send a change to the game's clients. The seats asked to decide now get it at once;
   * every other seat (and the spectators) up to OBSERVER_DELAY_MS later, the game's latest
   * version then: a game played fast (bots, or a seat's several quick steps) costs one
   * update per observer per interval, not one per action, and requests are read between.
   */
  publish(game: LiveGame, kind: ChangeKind): void {
    const id = game.meta.id;
    const set = this.clients.get(id);
    if (!set) return;
    this.latest.set(id, game);
    const incremental = kind === 'action' || kind === 'seats';
    const deciding = new Set(pendingOf(game).map((prompt) => prompt.player));
    for (const client of set) {
      // Entries it had may be gone (an undo): its next update says where its log is cut.
      if (!incremental) client.cut = true;
      if (client.player !== null && deciding.has(client.player)) this.sendTable(client, game, logHeld(client), incremental);
    }
    if (this.observing.has(id)) return;
    this.observing.add(id);
    setTimeout(() => {
      this.observing.delete(id);
      const groups = new Map<PlayerId | null, Client[]>();
      for (const client of this.clients.get(id) ?? []) groups.set(client.player, [...(groups.get(client.player) ?? []), client]);
      // One deferred task per seat (later.ts), so requests are read between the views being built.
      for (const clients of groups.values()) {
        later(() => {
          const latest = this.latest.get(id);
          // Each gets what it has not (deciding seats had it at once); a client's log is resent whole after an undo.
          if (latest) for (const client of clients) if (this.clients.get(id)?.has(client)) this.sendTable(client, latest, logHeld(client), true);
        });
      }
    }, this.observerDelayMs).unref();
  }

  /** Whether any socket of this process watches the game. */
  watching(gameId: string): boolean {
    return this.clients.has(gameId);
  }

  /** The games some socket of this process watches. */
  watchedGames(): string[] {
    return [...this.clients.keys()];
  }

  /** Close the sockets of one game (it was deleted). */
  closeGame(gameId: string, code: number, reason: string): void {
    for (const client of this.clients.get(gameId) ?? []) client.socket.close(code, reason);
    this.clients.delete(gameId);
    this.latest.delete(gameId);
  }

  closeAll(code: number, reason: string): void {
    for (const set of this.clients.values()) for (const client of set) client.socket.close(code, reason);
    this.clients.clear();
    this.latest.clear();
  }

  /** Send `message` to the game's sockets whose seat (null: spectator) `may` read it, and to no other. */
  deliver(gameId: string, message: ServerMessage, may: (player: PlayerId | null) => boolean): void {
    const text = JSON.stringify(message);
    for (const client of this.clients.get(gameId) ?? []) if (may(client.player)) this.sendText(client, text);
  }

  send(client: Client, message: ServerMessage): void {
    this.sendText(client, JSON.stringify(message));
  }

  private sendText(client: Client, text: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.close(1013, 'too slow: reconnect to resynchronise');
      return;
    }
    client.socket.send(text);
  }

  /**
   * The answer to a decision the client sent over its own socket (ws-routes.ts), for the game
   * `next` it made: what its next update would be (a patch from what it was last sent, or the
   * table whole), serialised. Made while the write syncs, so nothing is sent or marked here.
   */
  actedText(client: Client, next: LiveGame): string {
    const view = sharedView(next, client.player);
    const start = logStart(client, view, logHeld(client));
    return client.patches && client.sent ? patchText(client.sent, view, start) : updateText(view, start);
  }

  /** Send that answer, tagged with the client's `id`; the update of `next` then skips this client (it has it). */
  sendActed(client: Client, id: string | number, next: LiveGame): void {
    const text = this.actedText(client, next);
    sent(client, next.meta.version, sharedView(next, client.player));
    this.sendText(client, `{"type":"acted","id":${JSON.stringify(id)},"answer":${text}}`);
  }

  /** Send the client's table (as a patch when `patch` and it takes them) with its visible log from index `from` on. */
  private sendTable(client: Client, game: LiveGame, from: number, patch = false): void {
    const view = sharedView(game, client.player);
    // It has exactly this table already (its own action's answer, or sent at once): nothing to send.
    if (patch && client.sent?.view === view) return;
    const start = logStart(client, view, from);
    const base = patch && client.patches ? client.sent : undefined;
    const text = base ? patchText(base, view, start) : updateText(view, start);
    sent(client, game.meta.version, view);
    this.sendText(client, text);
  }
}

/** Mark `view` of `version` as what the client holds now (its log and its table). */
function sent(client: Client, version: number, view: SharedView): void {
  client.sent = { version, view };
  client.cut = false;
}

/** Length of the client's visible log that it already has: that of the view it was last sent. */
function logHeld(client: Client): number {
  return client.sent?.view.log.length ?? 0;
}

/** Where the client's log is to be taken up in `view`'s: from `from`, or before, where an undo cut it. */
function logStart(client: Client, view: SharedView, from: number): number {
  const start = Math.max(0, Math.min(from, view.log.length));
  return client.cut ? Math.min(start, client.sent ? keptEntries(client.sent.view.log, view.log) : 0) : start;
}

/**
 * How many entries at the start of the log a client was sent are still those of `log`. A
 * game's log only grows, and an undo goes back to an earlier version's, so two logs of one
 * game hold the same entry objects up to where they part: found by halving. Entries that are
 * equal but not the same objects (a game loaded again from the store) count as parted, so
 * the client is sent more of the log, never less than it needs.
 */
export function keptEntries(sent: readonly LogEntry[], log: readonly LogEntry[]): number {
  let kept = 0;
  let parted = Math.min(sent.length, log.length) + 1;
  // kept: a length known to be shared; parted: one known not to be (or past the end).
  while (parted - kept > 1) {
    const mid = (kept + parted) >> 1;
    if (sent[mid - 1] === log[mid - 1]) kept = mid;
    else parted = mid;
  }
  return kept;
}

export type { Client };
