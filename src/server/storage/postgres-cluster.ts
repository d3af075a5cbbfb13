// Several server processes on one PostgreSQL database.
//
// Changes: every write transaction ends with `pg_notify(channel, {game, version,
// kind, origin})`, so the notice goes out exactly when the change commits. Each
// process LISTENs on the channel with a connection of its own and hands the changes
// of the other processes to the service, which reloads the game and updates its
// sockets and bots. The channel is named after the schema, so test runs in separate
// schemas of one database do not hear each other.
//
// Bots: a lease row per game (`bot_leases`) names the one process that may play the
// game's bots, until it expires. A process takes it (or renews its own) with a
// conditional update, or inserts it when there is none; releasing it notifies the
// others, and one that was refused tries again then, or when the lease expires (its
// holder died). The version check keeps writes correct whatever the leases do.

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import pg from 'pg';
import type { StoredChange } from './kysely-store.ts';
import type { Database } from './schema.ts';

/** A change as another process hears it; `lease` says a game's bot lease was released. */
export type ClusterNotice = (StoredChange & { origin: string }) | { gameId: string; kind: 'lease'; origin: string };

export type LeaseResult = { ok: true } | { ok: false; retryInMs: number };

export interface ClusterOptions {
  /** How long a bot lease lasts unless renewed (default 15 s). */
  leaseMs?: number;
  onError?: (error: unknown, context: string) => void;
}

export class PostgresCluster {
  /** This process, as named in notices and leases. */
  readonly id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  readonly channel: string;
  private readonly leaseMs: number;
  private readonly onError: (error: unknown, context: string) => void;
  private db: Kysely<Database> | undefined;
  private listener: pg.Client | undefined;
  private closed = false;
  private handler: (notice: ClusterNotice) => void = () => undefined;
  private onReconnect: () => void = () => undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    schema: string | undefined,
    options: ClusterOptions = {},
  ) {
    this.channel = `wittenberg_${schema ?? 'public'}`;
    this.leaseMs = options.leaseMs ?? 15_000;
    this.onError = options.onError ?? (() => undefined);
  }

  /** For the store's write transactions: announce the change on commit. */
  readonly onWrite = async (trx: Transaction<Database>, change: StoredChange): Promise<void> => {
    await this.notify(trx, { ...change, origin: this.id });
  };

  /**
   * Start listening; `handler` gets the notices of other processes. `onReconnect` runs
   * after the listening connection was lost and restored (notices may have been missed).
   */
  async start(db: Kysely<Database>, handler: (notice: ClusterNotice) => void, onReconnect: () => void): Promise<void> {
    this.db = db;
    this.handler = handler;
    this.onReconnect = onReconnect;
    await this.listen();
  }

  async acquireBots(gameId: string): Promise<LeaseResult> {
    const db = this.need();
    const now = Date.now();
    const expires = new Date(now + this.leaseMs).toISOString();
    const updated = await db
      .updateTable('bot_leases')
      .set({ owner: this.id, expires_at: expires })
      .where('game_id', '=', gameId)
      .where((eb) => eb.or([eb('owner', '=', this.id), eb('expires_at', '<', new Date(now).toISOString())]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { ok: true };
    try {
      await db.insertInto('bot_leases').values({ game_id: gameId, owner: this.id, expires_at: expires }).execute();
      return { ok: true };
    } catch {
      // Another process holds it (the insert hit its row): try again when it expires.
      const row = await db.selectFrom('bot_leases').select('expires_at').where('game_id', '=', gameId).executeTakeFirst();
      const left = row ? Date.parse(row.expires_at) - now : 0;
      return { ok: false, retryInMs: Math.max(50, Math.min(this.leaseMs, left + 50)) };
    }
  }

  /** Renew a lease this process holds once half of it has run out. */
  get renewAfterMs(): number {
    return this.leaseMs / 2;
  }

  async releaseBots(gameId: string): Promise<void> {
    await this.need()
      .transaction()
      .execute(async (trx) => {
        const deleted = await trx.deleteFrom('bot_leases').where('game_id', '=', gameId).where('owner', '=', this.id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 1) await this.notify(trx, { gameId, kind: 'lease', origin: this.id });
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private async notify(trx: Transaction<Database>, notice: ClusterNotice): Promise<void> {
    await sql`select pg_notify(${this.channel}, ${JSON.stringify(notice)})`.execute(trx);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => {
      if (message.channel !== this.channel || message.payload === undefined) return;
      let notice: ClusterNotice;
      try {
        notice = JSON.parse(message.payload) as ClusterNotice;
      } catch (error) {
        this.onError(error, 'reading a cluster notice');
        return;
      }
      if (notice.origin !== this.id) this.handler(notice);
    });
    client.on('error', (error) => {
      this.onError(error, 'the cluster listening connection');
      if (this.listener === client) this.reconnect();
    });
    client.on('end', () => {
      if (this.listener === client) this.reconnect();
    });
    await client.connect();
    await client.query(`listen "${this.channel}"`);
    this.listener = client;
  }

  private reconnect(): void {
    this.listener = undefined;
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.listen().then(
        () => this.onReconnect(),
        (error: unknown) => {
          this.onError(error, 'reconnecting the cluster listener');
          this.reconnect();
        },
      );
    }, 1000).unref();
  }

  private need(): Kysely<Database> {
    if (!this.db) throw new Error('the cluster has not started');
    return this.db;
  }
}
