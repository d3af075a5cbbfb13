// WebSocket fan-out within this process: after each stored change, every client of
// the game gets `{type: 'update', ...}` built from ITS seat's view (spectators: the
// null view). Views are built once per seat per game version, and each distinct
// message is serialised once: spectators (and a seat's several tabs) share one text,
// and a resync of an unchanged game costs no rebuild.
//
// Log entries are sent incrementally: each client gets the entries it has not yet
// seen (`log` from index `logFrom` of its visible log); after an undo the whole
// log is resent (logFrom 0), since entries it had may be gone. This relies on the
// log being append-only across an action, which the engine's log is.
//
// A client that asked for changes (`?patches=1` on the socket) gets, after an action or
// a change of seats, a `patch` message instead: the table without its view, and the
// changes to the view it was last sent (engine/json-patch.ts). A view is ~25 KB; the
// changes of one action are a few hundred bytes. Resyncs and undos send the table whole.
//
// Across several server processes, a change made in another one reaches this hub
// through the service (changedElsewhere), which reloads the game from the store.

import type { WebSocket } from 'ws';
import type { PlayerId } from '../engine/types.ts';
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

/** A message of the table's talk (talk.ts), sent only to the sockets that may read it. */
export type TalkMessage = { type: 'message'; message: TableMessage };

/** The table's time limit on the decision asked now (deadlines.ts), or null: none. */
export type DeadlineMessage = { type: 'deadline'; deadline: Deadline | null };

export type ServerMessage = UpdateMessage | PatchMessage | ErrorMessage | TalkMessage | DeadlineMessage;

/** A client that reads slower than this much queued output is dropped; it can reconnect. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

interface Client {
  gameId: string;
  socket: WebSocket;
  player: PlayerId | null;
  /** Length of this client's visible log that it already has. */
  logSent: number;
  /** Whether it takes patch messages. */
  patches: boolean;
  /** The version and view it was last sent (patches are made against it). */
  sent?: { version: number; view: SharedView };
}

export class Hub {
  private readonly clients = new Map<string, Set<Client>>();
  /** The latest version published per game (see publish). */
  private readonly latest = new Map<string, LiveGame>();

  /** Register a socket and send it the table as it is now. */
  join(game: LiveGame, socket: WebSocket, player: PlayerId | null, patches = false): Client {
    const client: Client = { gameId: game.meta.id, socket, player, logSent: 0, patches };
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
   * every other seat (and the spectators) later (later.ts), so requests arriving
   * meanwhile are read between the views being built.
   * A deferred send that a newer version overtook is dropped: the newer one follows.
   */
  publish(game: LiveGame, kind: ChangeKind): void {
    const id = game.meta.id;
    const set = this.clients.get(id);
    if (!set) return;
    this.latest.set(id, game);
    const incremental = kind === 'action' || kind === 'seats';
    const send = (client: Client): void => this.sendTable(client, game, incremental ? client.logSent : 0, incremental);
    const deciding = new Set(pendingOf(game).map((prompt) => prompt.player));
    const others = new Map<PlayerId | null, Client[]>();
    for (const client of set) {
      if (client.player !== null && deciding.has(client.player)) send(client);
      else others.set(client.player, [...(others.get(client.player) ?? []), client]);
    }
    for (const clients of others.values()) {
      later(() => {
        if (this.latest.get(id) === game) {
          for (const client of clients) if (this.clients.get(id)?.has(client)) send(client);
        } else if (!incremental) {
          // Overtaken: the newer version's log may not extend what these clients have.
          for (const client of clients) client.logSent = 0;
        }
      });
    }
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

  /** Send the client's table (as a patch when `patch` and it takes them) with its visible log from index `from` on. */
  private sendTable(client: Client, game: LiveGame, from: number, patch = false): void {
    const view = sharedView(game, client.player);
    const start = Math.max(0, Math.min(from, view.log.length));
    const base = patch && client.patches ? client.sent : undefined;
    const text = base ? patchText(base, view, start) : updateText(view, start);
    client.logSent = view.log.length;
    client.sent = { version: game.meta.version, view };
    this.sendText(client, text);
  }
}

export type { Client };
