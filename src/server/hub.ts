// WebSocket fan-out within this process: after each stored change, every client of
// the game gets `{type: 'update', ...}` built from ITS seat's view (spectators: the
// null view). Views are built once per seat per change, not once per socket.
//
// Log entries are sent incrementally: each client gets the entries it has not yet
// seen (`log` from index `logFrom` of its visible log); after an undo the whole
// log is resent (logFrom 0), since entries it had may be gone. This relies on the
// log being append-only across an action, which the engine's log is.
//
// Fan-out across several server processes (design: through the database or Redis)
// is not done yet: a client connected to process A hears only changes made in A.

import type { WebSocket } from 'ws';
import type { LogEntry, PlayerId } from '../engine/types.ts';
import type { LiveGame } from './live-game.ts';
import { tablePayload, tableWithoutLog, visibleLogOf, withLog } from './payloads.ts';
import type { TablePayload, TableWithoutLog } from './payloads.ts';
import type { ChangeKind } from './service.ts';

export type UpdateMessage = { type: 'update' } & TablePayload;
export type ErrorMessage = { type: 'error'; error: string; message: string };
export type ServerMessage = UpdateMessage | ErrorMessage;

/** A client that reads slower than this much queued output is dropped; it can reconnect. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

interface Client {
  gameId: string;
  socket: WebSocket;
  player: PlayerId | null;
  /** Length of this client's visible log that it already has. */
  logSent: number;
}

export class Hub {
  private readonly clients = new Map<string, Set<Client>>();

  /** Register a socket and send it the table as it is now. */
  join(game: LiveGame, socket: WebSocket, player: PlayerId | null): Client {
    const client: Client = { gameId: game.meta.id, socket, player, logSent: 0 };
    let set = this.clients.get(game.meta.id);
    if (!set) {
      set = new Set();
      this.clients.set(game.meta.id, set);
    }
    set.add(client);
    this.sendTable(client, tablePayload(game, player, 0));
    return client;
  }

  leave(gameId: string, client: Client): void {
    const set = this.clients.get(gameId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.clients.delete(gameId);
  }

  /** Resend everything to one client (it asked to resynchronise). */
  resync(game: LiveGame, client: Client): void {
    this.sendTable(client, tablePayload(game, client.player, 0));
  }

  publish(game: LiveGame, kind: ChangeKind): void {
    const set = this.clients.get(game.meta.id);
    if (!set) return;
    // One view and one visible log per seat per change; only the log slice is per client.
    const seen = new Map<PlayerId | null, { table: TableWithoutLog; log: LogEntry[] }>();
    for (const client of set) {
      let shared = seen.get(client.player);
      if (!shared) {
        shared = { table: tableWithoutLog(game, client.player), log: visibleLogOf(game, client.player) };
        seen.set(client.player, shared);
      }
      const from = kind === 'action' || kind === 'seats' ? client.logSent : 0;
      this.sendTable(client, withLog(shared.table, shared.log, from));
    }
  }

  closeAll(code: number, reason: string): void {
    for (const set of this.clients.values()) for (const client of set) client.socket.close(code, reason);
    this.clients.clear();
  }

  send(client: Client, message: ServerMessage): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.close(1013, 'too slow: reconnect to resynchronise');
      return;
    }
    client.socket.send(JSON.stringify(message));
  }

  private sendTable(client: Client, table: TablePayload): void {
    client.logSent = table.logFrom + table.log.length;
    this.send(client, { type: 'update', ...table });
  }
}

export type { Client };
