// GameStore over any Kysely dialect. Only portable SQL: plain selects, inserts,
// conditional updates and deletes, no RETURNING, no upserts, no dialect functions;
// the dialect-specific setup lives in sqlite.ts and postgres.ts.
//
// Every write is one transaction whose first statement is the conditional version
// bump (`UPDATE games ... WHERE id = ? AND version = ?`). That statement takes the
// write lock, so two writers (even in two processes) cannot both pass the check:
// the loser updates no row and reports the current version instead.

import type { Kysely, Transaction } from 'kysely';
import type { RecordedAction, Result } from '../../engine/types.ts';
import type { ActionWrites, WriterResult } from './action-writer.ts';
import { ActionStatements, statusValues } from './action-statements.ts';
import { WriteTurns } from './action-writer.ts';
import type { ImmediateTransactions } from './compiled.ts';
import { controllerColumn, controlOf, CorruptGameError, metaOf, parseJson } from './rows.ts';
import type { Database } from './schema.ts';
import { insertMessage, readMessages } from './message-rows.ts';
import { DeferredSnapshots, newestSnapshot, putSnapshot, readSnapshot, readSnapshots } from './snapshot-rows.ts';
import type { UnwrittenSnapshot } from './snapshot-rows.ts';
import type {
  ActionInFlight,
  GameMeta,
  GameStore,
  GameSummary,
  ListOptions,
  NewGame,
  NewMessage,
  NewSnapshot,
  SeatControl,
  StateSnapshot,
  StoredGame,
  StoredMessage,
  WriteResult,
} from './types.ts';

export interface KyselyStoreOptions {
  /** Server clock for created/updated stamps (never reaches game logic). */
  now?: () => string;
  /** A game skipped in a listing because its row does not parse. */
  onCorrupt?: (error: CorruptGameError) => void;
  /**
   * Run inside every write transaction, after the write: PostgreSQL sends its NOTIFY
   * here, so the notice goes out exactly when (and only if) the change commits.
   */
  onWrite?: (trx: Transaction<Database>, change: StoredChange) => Promise<void>;
  /**
   * Called after every write transaction of this connection commits and before the write is
   * answered: makes the commits so far durable (SQLite: an fsync of its WAL file on the thread
   * pool, sqlite.ts; not the writer thread's actions, which it syncs itself). Absent: the
   * commit itself is durable (PostgreSQL).
   */
  durable?: () => Promise<void>;
  /** Transactions run at once, without a turn of the event loop (SQLite, sqlite.ts): see appendNow. */
  immediate?: ImmediateTransactions;
  /**
   * Schedules the writing of the snapshots written after their actions' commit (SQLite):
   * `write` run later, once the actions are answered (the server: when no other deferred work
   * waits). Absent: they are written before the actions are answered. See writeSnapshots.
   */
  deferSnapshots?: (write: () => void) => void;
  /**
   * Actions written on a thread of their own (SQLite files, action-writer.ts): the caller is
   * told at once (`committed`) and builds its answer while the writer commits and syncs.
   * The store's other writes take turns with it. Gone (failed): the actions are written here.
   */
  writer?: ActionWrites;
}

/** A committed change to a game, as other server processes hear of it. */
export interface StoredChange {
  gameId: string;
  /** The game's version after it (a seat handed over keeps the version). */
  version: number;
  kind: 'action' | 'undo' | 'seats';
}

/** One action's append, as the store's paths take it (appendAction's arguments). */
interface ActionAppend {
  id: string;
  expectedVersion: number;
  entry: RecordedAction;
  result: Result | null;
  snapshot: NewSnapshot | undefined;
  committed: (() => void) | undefined;
}

export class KyselyGameStore implements GameStore {
  private readonly now: () => string;
  private readonly onCorrupt: (error: CorruptGameError) => void;
  private readonly onWrite: (trx: Transaction<Database>, change: StoredChange) => Promise<void>;
  private readonly durable: () => Promise<void>;
  private readonly immediate: ImmediateTransactions | undefined;
  /** Action writes waiting for the next group commit, and whether one is being written. */
  private readonly grouped: {
    write: (trx: Transaction<Database>, snapshots: UnwrittenSnapshot[]) => Promise<WriteResult>;
    committed: (() => void) | undefined;
    resolve: (result: WriteResult) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private committing = false;
  /** Whether snapshots are written after their actions' commit, not in its transaction (see writeSnapshots). */
  private readonly snapshotsAfterCommit: boolean;
  /** Snapshots written after the answers (deferSnapshots), until written or read. */
  private readonly deferred: DeferredSnapshots | undefined;
  private readonly closing: (() => Promise<void>)[] = [];
  private readonly writer: ActionWrites | undefined;
  /** Turns between the writer's actions and this connection's writes (with a writer). */
  private readonly turns = new WriteTurns();
  /** The statements of every action's write, compiled once. */
  private readonly statements: ActionStatements;

  constructor(
    private readonly db: Kysely<Database>,
    options: KyselyStoreOptions = {},
  ) {
    this.now = options.now ?? (() => new Date().toISOString());
    this.onCorrupt = options.onCorrupt ?? (() => undefined);
    this.onWrite = options.onWrite ?? (() => Promise.resolve());
    this.durable = options.durable ?? (() => Promise.resolve());
    // A change other processes must hear of is told inside its transaction (onWrite): Kysely's.
    this.immediate = options.onWrite ? undefined : options.immediate;
    // Without a sync step (PostgreSQL: the commit is durable) there is nothing to overlap.
    this.snapshotsAfterCommit = options.durable !== undefined;
    this.deferred = options.deferSnapshots && new DeferredSnapshots(options.deferSnapshots, (batch) => this.writeSnapshots(batch));
    this.writer = options.writer;
    this.statements = new ActionStatements(db, this.now);
  }

  async createGame(game: NewGame): Promise<void> {
    const now = this.now();
    await this.writing(async (trx) => {
      await trx
        .insertInto('games')
        .values({
          id: game.id,
          game: game.game,
          rules_version: game.rulesVersion,
          options: JSON.stringify(game.options),
          seed: game.seed,
          version: 0,
          action_count: 0,
          status: 'active',
          result: null,
          created_at: now,
          updated_at: now,
          listed: game.listed ? 1 : 0,
        })
        .execute();
      if (game.seats.length > 0) {
        await trx
          .insertInto('seats')
          .values(
            game.seats.map((seat, position) => ({
              game_id: game.id,
              position,
              player: seat.player,
              token_hash: seat.tokenHash,
              controller: controllerColumn(seat),
              email: seat.email ?? null,
            })),
          )
          .execute();
      }
    });
  }

  async getGame(id: string): Promise<StoredGame | null> {
    await this.deferred?.writeAll(); // its snapshot may be one of them
    // One read transaction, so metadata, seats and actions are one consistent snapshot
    // (PostgreSQL needs repeatable read for that; SQLite's transactions always are).
    return this.db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
      const row = await trx.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const seats = await trx
        .selectFrom('seats')
        .select(['player', 'token_hash', 'controller'])
        .where('game_id', '=', id)
        .orderBy('position')
        .execute();
      const actions = await trx
        .selectFrom('actions')
        .select(['seq', 'player', 'action'])
        .where('game_id', '=', id)
        .orderBy('seq')
        .execute();
      actions.forEach((a, index) => {
        if (a.seq !== index) throw new CorruptGameError(id, `action ${index} is stored as seq ${a.seq}`);
      });
      if (actions.length !== row.action_count) {
        throw new CorruptGameError(id, `${actions.length} actions stored, ${row.action_count} expected`);
      }
      const snapshot = await newestSnapshot(trx, id, row.action_count);
      const game: StoredGame = {
        ...metaOf(row),
        seats: seats.map((s) => ({ player: s.player, tokenHash: s.token_hash, ...controlOf(s.controller) })),
        actions: actions.map((a) => ({ player: a.player, action: parseJson(id, `action ${a.seq}`, a.action) as RecordedAction['action'] })),
      };
      if (snapshot) game.snapshot = snapshot;
      return game;
    });
  }

  async listGames(options: ListOptions): Promise<GameSummary[]> {
    let query = this.db
      .selectFrom('games')
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset);
    if (options.status) query = query.where('status', '=', options.status);
    if (options.listedOnly) query = query.where('listed', '=', 1);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const seats = await this.db
      .selectFrom('seats')
      .select(['game_id', 'player', 'controller'])
      .where(
        'game_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('game_id')
      .orderBy('position')
      .execute();
    const summaries: GameSummary[] = [];
    for (const row of rows) {
      let meta: GameMeta;
      try {
        meta = metaOf(row);
      } catch (error) {
        // One bad row must not hide every other game (or stop the bots resuming at start).
        this.onCorrupt(error instanceof CorruptGameError ? error : new CorruptGameError(row.id, String(error)));
        continue;
      }
      summaries.push({
        ...meta,
        seats: seats.filter((s) => s.game_id === row.id).map((s) => ({ player: s.player, ...controlOf(s.controller) })),
      });
    }
    return summaries;
  }

  appendAction(
    id: string,
    expectedVersion: number,
    entry: RecordedAction,
    result: Result | null,
    snapshot?: NewSnapshot,
    committed?: () => void,
  ): Promise<WriteResult> {
    const append: ActionAppend = { id, expectedVersion, entry, result, snapshot, committed };
    if (this.writer && !this.writer.failed) return this.appendOnWriter(this.writer, append);
    return this.appendNow(append) ?? this.inGroupCommit((trx, snapshots) => this.appendIn(trx, snapshots, id, expectedVersion, entry, result, snapshot), committed);
  }

  /**
   * An action written by the writer thread: `committed` is called once it is sent there (what
   * the caller builds meanwhile is neither sent nor kept before this resolves, committed and
   * durable). Its snapshot is written after, as appendNow's.
   */
  private async appendOnWriter(writer: ActionWrites, append: ActionAppend): Promise<WriteResult> {
    const { id, expectedVersion, entry, result, snapshot, committed } = append;
    const written = await this.turns.action(() => {
      if (writer.failed) return Promise.resolve(undefined); // it stopped while this waited its turn
      const write = writer.write(this.statements.forWriter(id, expectedVersion, entry, result));
      committed?.();
      return write;
    });
    if (written === undefined) return this.appendAction(id, expectedVersion, entry, result, snapshot, committed); // without it
    return this.writtenBy(id, written, snapshot);
  }

  /**
   * With a writer that holds writes open, idle, and its turn free now, the action's bump and
   * insert are sent now, as a game going on; `finish` releases it, ending the game in the
   * same transaction if the action ended it. Otherwise `finish` is appendAction: with other
   * writes under way, this one then shares their next sync rather than waiting apart.
   */
  beginAction(id: string, expectedVersion: number, entry: RecordedAction): ActionInFlight {
    const writer = this.writer;
    if (!writer?.open || writer.failed || !writer.idle || this.turns.ownWriting) {
      return { finish: (result, snapshot, committed) => this.appendAction(id, expectedVersion, entry, result, snapshot, committed), abandon: () => undefined };
    }
    const open = writer.open(this.statements.forWriter(id, expectedVersion, entry, null));
    const written = this.turns.action(() => open.written); // its turn taken now: no own write starts before it ends
    written.catch(() => undefined); // awaited by finish; abandoned, its rollback is reported as an error
    return {
      finish: async (result, snapshot, committed) => {
        try {
          open.release(result === null ? undefined : this.statements.end(id, result));
        } catch (error) {
          open.abandon(); // not left held until the writer's limit
          throw error;
        }
        committed?.();
        return this.writtenBy(id, await written, snapshot);
      },
      abandon: () => open.abandon(),
    };
  }

  /** What the writer made of an action, and its snapshot written after (as appendNow's). */
  private async writtenBy(id: string, written: WriterResult, snapshot: NewSnapshot | undefined): Promise<WriteResult> {
    if (!written.ok) return written;
    const done: WriteResult = { ok: true, version: written.row.version, actionCount: written.row.action_count };
    if (snapshot) await this.snapshotsAfter([{ id, undos: done.version - done.actionCount, snapshot }]);
    return done;
  }

  /**
   * An action's write in a transaction of its own, committed before this returns, when the
   * connection runs transactions at once (SQLite): the same statements as appendIn without
   * Kysely's asynchronous transaction (~0.09 ms an action against ~0.015 for SQLite's own
   * work, measured). Group commit is not needed for it: the syncs to disk are still shared
   * (sqlite.ts). Its snapshot is always written after the commit (writeSnapshots). Undefined
   * when it cannot run now: the action then joins the next group.
   */
  private appendNow({ id, expectedVersion, entry, result, snapshot, committed }: ActionAppend): Promise<WriteResult> | undefined {
    if (!this.immediate) return undefined;
    const snapshots: UnwrittenSnapshot[] = [];
    let done: { value: WriteResult } | undefined;
    try {
      done = this.immediate.run((query): WriteResult => {
        const bumped = query(this.statements.bump(id, expectedVersion, result))[0];
        if (!bumped) return { ok: false, version: query(this.statements.versionOf(id))[0]?.version ?? null };
        query(this.statements.insert(id, bumped.action_count - 1, entry));
        if (snapshot) snapshots.push({ id, undos: bumped.version - bumped.action_count, snapshot });
        return { ok: true, version: bumped.version, actionCount: bumped.action_count };
      });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return done && this.madeDurable(done.value, snapshots, committed);
  }

  private async appendIn(
    trx: Transaction<Database>,
    snapshots: UnwrittenSnapshot[],
    id: string,
    expectedVersion: number,
    entry: RecordedAction,
    result: Result | null,
    snapshot?: NewSnapshot,
  ): Promise<WriteResult> {
    const bumped = await this.bumpVersion(trx, id, expectedVersion, result, 'increment');
    if (!bumped.ok) return bumped;
    await trx.executeQuery(this.statements.insert(id, bumped.actionCount - 1, entry));
    if (snapshot && this.snapshotsAfterCommit) snapshots.push({ id, undos: bumped.version - bumped.actionCount, snapshot });
    else if (snapshot) await putSnapshot(trx, id, snapshot);
    await this.onWrite(trx, { gameId: id, version: bumped.version, kind: 'action' });
    return bumped;
  }

  /**
   * The snapshots of the actions just committed, serialised and written in a transaction of
   * their own after the commit (SQLite): while the sync to disk runs, after it (the writer
   * thread's actions), or with deferSnapshots once the actions are answered (the server's way:
   * a snapshot then costs no answer its time). Each only if its game was
   * not undone since (an undo raises version − action count): a snapshot
   * of a line no longer in the record is never stored. A snapshot is only a cache (the record
   * is the truth; the next sync makes it durable): one not written costs a longer replay.
   */
  private async writeSnapshots(unwritten: UnwrittenSnapshot[]): Promise<void> {
    if (unwritten.length === 0) return;
    try {
      await this.own(() => this.db.transaction().execute(async (trx) => {
        for (const { id, undos, snapshot } of unwritten) {
          const row = await trx.selectFrom('games').select(['version', 'action_count']).where('id', '=', id).executeTakeFirst();
          if (!row || row.version - row.action_count !== undos || row.action_count < snapshot.actions) continue;
          await putSnapshot(trx, id, snapshot);
        }
      }));
    } catch {
      // Not stored: the game loads by replaying a little more.
    }
  }

  /**
   * Group commit: the actions stored together (sent at once, or while the last commit was
   * being synced) go into one transaction, so they share one commit and one sync to disk
   * instead of one each. Each keeps its own conditional version bump, so
   * one refused write leaves the others alone; a failing transaction fails them all and
   * stores none. A write is answered only after its transaction commits.
   */
  private inGroupCommit(write: (trx: Transaction<Database>, snapshots: UnwrittenSnapshot[]) => Promise<WriteResult>, committed?: () => void): Promise<WriteResult> {
    return new Promise((resolve, reject) => {
      this.grouped.push({ write, committed, resolve, reject });
      // At the end of this turn's synchronous work, not on a later turn of the event loop:
      // there the work deferred after answers (later.ts) would run first. The writes that
      // arrive while one commit and its sync run form the next group.
      if (this.grouped.length === 1 && !this.committing) queueMicrotask(() => void this.commitGroups());
    });
  }

  private async commitGroups(): Promise<void> {
    this.committing = true;
    while (this.grouped.length > 0) {
      const group = this.grouped.splice(0);
      try {
        const results = await this.writing(
          async (trx, snapshots) => {
            const out: WriteResult[] = [];
            for (const { write } of group) out.push(await write(trx, snapshots));
            return out;
          },
          () => {
            for (const { committed } of group) committed?.();
          },
        );
        group.forEach(({ resolve }, i) => resolve(results[i] as WriteResult));
      } catch (error) {
        for (const { reject } of group) reject(error);
      }
    }
    this.committing = false;
  }

  /** A write transaction, answered once it is committed and durable; `committed` is called in between. */
  private async writing<T>(write: (trx: Transaction<Database>, snapshots: UnwrittenSnapshot[]) => Promise<T>, committed?: () => void): Promise<T> {
    const snapshots: UnwrittenSnapshot[] = [];
    const written = await this.own(() => this.db.transaction().execute((trx) => write(trx, snapshots)));
    return this.madeDurable(written, snapshots, committed);
  }

  /** After a commit: `committed`, then `written` once the commit is durable and its snapshots are written (or deferred). */
  private async madeDurable<T>(written: T, snapshots: UnwrittenSnapshot[], committed: (() => void) | undefined): Promise<T> {
    const syncing = this.durable(); // started before anyone is told of the commit
    committed?.();
    // Both awaited together, so a sync that fails while the snapshots are written is not left unhandled.
    await Promise.all([this.snapshotsAfter(snapshots), syncing]);
    return written;
  }

  /** The snapshots of committed actions: written now, or deferred (deferSnapshots). */
  private async snapshotsAfter(snapshots: UnwrittenSnapshot[]): Promise<void> {
    if (snapshots.length === 0) return;
    if (this.deferred) this.deferred.add(snapshots);
    else await this.writeSnapshots(snapshots);
  }

  /** One of this connection's writes, in turn with the writer's actions (WriteTurns). */
  private own<T>(work: () => Promise<T>): Promise<T> {
    return this.writer && !this.writer.failed ? this.turns.own(work) : work();
  }

  truncateActions(id: string, expectedVersion: number, keep: number, result: Result | null): Promise<WriteResult> {
    return this.writing(async (trx) => {
      const bumped = await this.bumpVersion(trx, id, expectedVersion, result, { keep });
      if (!bumped.ok) return bumped;
      await trx.deleteFrom('actions').where('game_id', '=', id).where('seq', '>=', keep).execute();
      await trx.deleteFrom('snapshots').where('game_id', '=', id).where('actions', '>', keep).execute();
      await this.onWrite(trx, { gameId: id, version: bumped.version, kind: 'undo' });
      return bumped;
    });
  }

  async checkWritable(): Promise<void> {
    // A write that matches no row still needs a writable database: a read-only one refuses it.
    await this.own(() =>
      this.db.transaction().execute(async (trx) => {
        await trx.updateTable('games').set({ id: '' }).where('id', '=', '').execute();
      }),
    );
  }

  async deleteAbandoned(updatedBefore: string, limit: number): Promise<string[]> {
    return this.writing(async (trx) => {
      const rows = await trx
        .selectFrom('games')
        .select('id')
        .where('status', '=', 'active')
        .where('updated_at', '<', updatedBefore)
        .orderBy('updated_at')
        .limit(limit)
        .execute();
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return ids;
      // Children first, so it works with or without foreign-key cascades.
      for (const table of ['messages', 'snapshot_log', 'snapshots', 'actions', 'seats'] as const) await trx.deleteFrom(table).where('game_id', 'in', ids).execute();
      await trx.deleteFrom('games').where('id', 'in', ids).execute();
      return ids;
    });
  }

  async setController(id: string, player: string, control: SeatControl): Promise<boolean> {
    return this.writing(async (trx) => {
      const updated = await trx
        .updateTable('seats')
        .set({ controller: controllerColumn(control) })
        .where('game_id', '=', id)
        .where('player', '=', player)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      const row = await trx.selectFrom('games').select('version').where('id', '=', id).executeTakeFirst();
      await this.onWrite(trx, { gameId: id, version: row?.version ?? 0, kind: 'seats' });
      return true;
    });
  }

  async setEmail(id: string, player: string, email: string | null): Promise<boolean> {
    const updated = await this.own(() => this.db.updateTable('seats').set({ email }).where('game_id', '=', id).where('player', '=', player).executeTakeFirst());
    return Number(updated.numUpdatedRows) === 1;
  }

  async seatEmails(id: string): Promise<Record<string, string>> {
    const rows = await this.db.selectFrom('seats').select(['player', 'email']).where('game_id', '=', id).where('email', 'is not', null).execute();
    return Object.fromEntries(rows.map((r) => [r.player, r.email as string]));
  }

  async getSnapshot(id: string, atMost: number): Promise<StateSnapshot | null> {
    await this.deferred?.writeAll();
    return readSnapshot(this.db, id, atMost);
  }

  async listSnapshots(id: string): Promise<StateSnapshot[]> {
    await this.deferred?.writeAll();
    return readSnapshots(this.db, id);
  }

  /** Run `task` when the store closes, before its connection does. */
  beforeClose(task: () => Promise<void>): void {
    this.closing.push(task);
  }

  async addMessage(id: string, message: NewMessage): Promise<StoredMessage> {
    const at = this.now();
    return this.own(() => this.db.transaction().execute((trx) => insertMessage(trx, id, message, at)));
  }

  listMessages(id: string): Promise<StoredMessage[]> {
    return readMessages(this.db, id);
  }

  async close(): Promise<void> {
    await this.deferred?.writeAll();
    for (const task of this.closing.splice(0)) await task();
    await this.db.destroy();
  }

  /**
   * The conditional version bump every write starts with; it also sets the action
   * count (one more, or cut to `keep`). Then reads back the row it locked.
   */
  private async bumpVersion(
    trx: Transaction<Database>,
    id: string,
    expectedVersion: number,
    result: Result | null,
    count: 'increment' | { keep: number },
  ): Promise<WriteResult> {
    if (count === 'increment') {
      // An action's bump, the statement of every move: compiled once (see Template).
      const { rows } = await trx.executeQuery(this.statements.bump(id, expectedVersion, result));
      const bumped = rows[0];
      if (bumped) return { ok: true, version: bumped.version, actionCount: bumped.action_count };
      const row = (await trx.executeQuery(this.statements.versionOf(id))).rows[0];
      return { ok: false, version: row?.version ?? null };
    }
    const [status, resultText] = statusValues(result);
    let update = trx
      .updateTable('games')
      .set((eb) => ({
        version: eb('version', '+', 1),
        action_count: eb.val(count.keep),
        status,
        result: resultText,
        updated_at: this.now(),
      }))
      .where('id', '=', id)
      .where('version', '=', expectedVersion);
    update = update.where('action_count', '>=', count.keep);
    // RETURNING (SQLite and PostgreSQL): the new version without another query.
    const bumped = await update.returning(['version', 'action_count']).executeTakeFirst();
    if (bumped) return { ok: true, version: bumped.version, actionCount: bumped.action_count };
    const row = await trx.selectFrom('games').select('version').where('id', '=', id).executeTakeFirst();
    return { ok: false, version: row?.version ?? null };
  }
}
