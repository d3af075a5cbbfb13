// GameStore over any Kysely dialect. Only portable SQL: plain selects, inserts,
// conditional updates and deletes, no RETURNING, no upserts, no dialect functions;
// the dialect-specific setup lives in sqlite.ts and postgres.ts.
//
// Every write is one transaction whose first statement is the conditional version
// bump (`UPDATE games ... WHERE id = ? AND version = ?`). That statement takes the
// write lock, so two writers (even in two processes) cannot both pass the check:
// the loser updates no row and reports the current version instead.

import type { Kysely, Transaction } from 'kysely';
import { entryText, stateTextWithoutLog } from '../../engine/state-text.ts';
import type { Json, RecordedAction, Result } from '../../engine/types.ts';
import type { ActionWrites, Bumped, Statement } from './action-writer.ts';
import { WriteTurns } from './action-writer.ts';
import { Template } from './compiled.ts';
import type { ImmediateTransactions } from './compiled.ts';
import { controllerColumn, controlOf, CorruptGameError, metaOf, parseJson, tryParse } from './rows.ts';
import type { Database, SnapshotsTable } from './schema.ts';
import type {
  GameMeta,
  GameStatus,
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

/** A snapshot of an action in a transaction, to write once it commits (see writeSnapshots); `undos`: the game's version − action count then. */
interface UnwrittenSnapshot {
  id: string;
  undos: number;
  snapshot: NewSnapshot;
}

/** Deferred snapshot batches waiting, at most, before the oldest is written at once (see snapshotsAfter). */
const MAX_DEFERRED_SNAPSHOTS = 32;

/** Log entries written by one insert at most (SQLite and PostgreSQL cap the values one statement binds). */
const LOG_ROWS_PER_INSERT = 500;

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
  private readonly deferSnapshots: ((write: () => void) => void) | undefined;
  /** Snapshots deferred (deferSnapshots) and not written yet: by the deferred task, or by a read of snapshots or close before it. */
  private readonly deferred: UnwrittenSnapshot[][] = [];
  /** Deferred batches being written now (a read waits for them too). */
  private readonly deferredWriting = new Set<Promise<void>>();
  private readonly closing: (() => Promise<void>)[] = [];
  private readonly writer: ActionWrites | undefined;
  /** Turns between the writer's actions and this connection's writes (with a writer). */
  private readonly turns = new WriteTurns();
  /** The two statements of every action, compiled once (args: status, result, updated_at, id, expected version). */
  private readonly bumpAction: Template<Bumped>;
  /** (args: game_id, seq, player, action, created_at) */
  private readonly insertAction: Template<unknown>;
  /** Where an action's seq goes among insertAction's parameters (the writer sets it). */
  private readonly seqAt: number;
  /** A game's version, when its bump found another (args: id). */
  private readonly versionOf: Template<{ version: number }>;

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
    this.deferSnapshots = options.deferSnapshots;
    this.writer = options.writer;
    this.bumpAction = new Template(5, (value) =>
      db
        .updateTable('games')
        .set((eb) => ({ version: eb('version', '+', 1), action_count: eb('action_count', '+', 1), status: value(0), result: value(1), updated_at: value(2) }))
        .where('id', '=', value(3))
        .where('version', '=', value(4))
        .returning(['version', 'action_count']),
    );
    this.insertAction = new Template(5, (value) =>
      db.insertInto('actions').values({ game_id: value(0), seq: value(1), player: value(2), action: value(3), created_at: value(4) }),
    );
    this.versionOf = new Template(1, (value) => db.selectFrom('games').select('version').where('id', '=', value(0)));
    this.seqAt = this.insertAction.parameterIndexOf(1);
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
    await this.writeAllDeferred(); // its snapshot may be one of them
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
      const snapshot = await trx
        .selectFrom('snapshots')
        .selectAll()
        .where('game_id', '=', id)
        .where('actions', '<=', row.action_count)
        .orderBy('actions', 'desc')
        .limit(1)
        .executeTakeFirst();
      const game: StoredGame = {
        ...metaOf(row),
        seats: seats.map((s) => ({ player: s.player, tokenHash: s.token_hash, ...controlOf(s.controller) })),
        actions: actions.map((a) => ({ player: a.player, action: parseJson(id, `action ${a.seq}`, a.action) as RecordedAction['action'] })),
      };
      // A snapshot is only a cache: one that does not parse is ignored, and the record replays.
      const [state] = snapshot ? await this.snapshotStates(trx, id, [snapshot]) : [];
      if (snapshot && state != null) game.snapshot = { actions: snapshot.actions, rulesVersion: snapshot.rules_version, state };
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
    if (this.writer && !this.writer.failed) return this.appendOnWriter(this.writer, id, expectedVersion, entry, result, snapshot, committed);
    return (
      this.appendNow(id, expectedVersion, entry, result, snapshot, committed) ??
      this.inGroupCommit((trx, snapshots) => this.appendIn(trx, snapshots, id, expectedVersion, entry, result, snapshot), committed)
    );
  }

  /**
   * An action written by the writer thread: `committed` is called once it is sent there (what
   * the caller builds meanwhile is neither sent nor kept before this resolves, committed and
   * durable). Its snapshot is written after, as appendNow's.
   */
  private async appendOnWriter(
    writer: ActionWrites,
    id: string,
    expectedVersion: number,
    entry: RecordedAction,
    result: Result | null,
    snapshot: NewSnapshot | undefined,
    committed: (() => void) | undefined,
  ): Promise<WriteResult> {
    const written = await this.turns.action(() => {
      if (writer.failed) return Promise.resolve(undefined); // it stopped while this waited its turn
      const write = writer.write({
        bump: statement(this.bumpAction.with(this.bumpValues(id, expectedVersion, result))),
        insert: statement(this.insertAction.with(this.actionValues(id, -1, entry))), // its seq is the writer's (seqAt)
        seqAt: this.seqAt,
        versionOf: statement(this.versionOf.with([id])),
      });
      committed?.();
      return write;
    });
    if (written === undefined) return this.appendAction(id, expectedVersion, entry, result, snapshot, committed);
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
  private appendNow(
    id: string,
    expectedVersion: number,
    entry: RecordedAction,
    result: Result | null,
    snapshot: NewSnapshot | undefined,
    committed: (() => void) | undefined,
  ): Promise<WriteResult> | undefined {
    if (!this.immediate) return undefined;
    const snapshots: UnwrittenSnapshot[] = [];
    let done: { value: WriteResult } | undefined;
    try {
      done = this.immediate.run((query): WriteResult => {
        const bumped = query(this.bumpAction.with(this.bumpValues(id, expectedVersion, result)))[0];
        if (!bumped) return { ok: false, version: query(this.versionOf.with([id]))[0]?.version ?? null };
        query(this.insertAction.with(this.actionValues(id, bumped.action_count - 1, entry)));
        if (snapshot) snapshots.push({ id, undos: bumped.version - bumped.action_count, snapshot });
        return { ok: true, version: bumped.version, actionCount: bumped.action_count };
      });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return done && this.madeDurable(done.value, snapshots, committed);
  }

  /** The values of an action's version bump (bumpAction). */
  private bumpValues(id: string, expectedVersion: number, result: Result | null): unknown[] {
    return [result === null ? 'active' : 'over', result === null ? null : JSON.stringify(result), this.now(), id, expectedVersion];
  }

  /** The values of an action's row (insertAction). */
  private actionValues(id: string, seq: number, entry: RecordedAction): unknown[] {
    return [id, seq, entry.player, JSON.stringify(entry.action), this.now()];
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
    await trx.executeQuery(this.insertAction.with(this.actionValues(id, bumped.actionCount - 1, entry)));
    if (snapshot && this.snapshotsAfterCommit) snapshots.push({ id, undos: bumped.version - bumped.actionCount, snapshot });
    else if (snapshot) await this.putSnapshot(trx, id, snapshot);
    await this.onWrite(trx, { gameId: id, version: bumped.version, kind: 'action' });
    return bumped;
  }

  private async putSnapshot(trx: Transaction<Database>, id: string, snapshot: NewSnapshot): Promise<void> {
    // The log apart (snapshot_log): the entries before the last snapshot's log length are
    // stored already, as that snapshot is of this line of play (an undo deletes the snapshots
    // past it), made under the same rules (their entries' text is this one's: snapshots of
    // other rules are deleted below) and a log only grows. Only the rest is written, over
    // whatever an undone line left there. A log is most of a late state's text: ~150 KB, of
    // which a snapshot now writes the few entries since the last.
    const split = stateTextWithoutLog(snapshot.state);
    if (split) {
      const last = await trx
        .selectFrom('snapshots')
        .select('log_length')
        .where('game_id', '=', id)
        .where('actions', '<', snapshot.actions)
        .where('rules_version', '=', snapshot.rulesVersion)
        .where('log_length', 'is not', null)
        .orderBy('actions', 'desc')
        .limit(1)
        .executeTakeFirst();
      const from = Math.min(last?.log_length ?? 0, split.log.length);
      await trx.deleteFrom('snapshot_log').where('game_id', '=', id).where('idx', '>=', from).execute();
      for (let start = from; start < split.log.length; start += LOG_ROWS_PER_INSERT) {
        const rows = split.log.slice(start, start + LOG_ROWS_PER_INSERT).map((entry, i) => ({ game_id: id, idx: start + i, entry: entryText(entry) }));
        await trx.insertInto('snapshot_log').values(rows).execute();
      }
    }
    // A snapshot left at this count by an undone line of play is replaced. Those of other
    // rules go too: these rules never load them, and their log's rows may now hold this one's.
    await trx
      .deleteFrom('snapshots')
      .where('game_id', '=', id)
      .where((eb) => eb.or([eb('actions', '>=', snapshot.actions), eb('actions', '<', snapshot.pruneBefore ?? 0), eb('rules_version', '!=', snapshot.rulesVersion)]))
      .execute();
    await trx
      .insertInto('snapshots')
      .values({
        game_id: id,
        actions: snapshot.actions,
        rules_version: snapshot.rulesVersion,
        state: split ? split.text : JSON.stringify(snapshot.state),
        log_length: split ? split.log.length : null,
      })
      .execute();
  }

  /**
   * The states of snapshot rows of one game, their logs read back (null: a row whose state or
   * log does not parse or is not all there: a snapshot is only a cache, so the record replays).
   */
  private async snapshotStates(trx: Kysely<Database>, id: string, rows: readonly SnapshotsTable[]): Promise<(Json | null)[]> {
    const longest = Math.max(0, ...rows.map((row) => row.log_length ?? 0));
    const entries: Json[] = [];
    if (longest > 0) {
      const stored = await trx.selectFrom('snapshot_log').select(['idx', 'entry']).where('game_id', '=', id).where('idx', '<', longest).orderBy('idx').execute();
      for (const row of stored) {
        const entry = row.idx === entries.length ? tryParse(row.entry) : undefined;
        if (entry === undefined) break; // a gap, or an entry that does not parse: the log ends before it
        entries.push(entry);
      }
    }
    return rows.map((row) => {
      const state = tryParse(row.state);
      if (row.log_length === null || state === undefined) return state ?? null;
      if (row.log_length > entries.length || typeof state !== 'object' || state === null || Array.isArray(state)) return null;
      return { ...state, log: entries.slice(0, row.log_length) };
    });
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
          await this.putSnapshot(trx, id, snapshot);
        }
      }));
    } catch {
      // Not stored: the game loads by replaying a little more.
    }
  }

  /** Write a deferred batch if no one has taken it yet (its own whenIdle task, or the backlog's cap). */
  private async writeDeferredBatch(batch: UnwrittenSnapshot[]): Promise<void> {
    const at = this.deferred.indexOf(batch);
    if (at < 0) return;
    this.deferred.splice(at, 1);
    const writing = this.writeSnapshots(batch);
    this.deferredWriting.add(writing);
    await writing;
    this.deferredWriting.delete(writing);
  }

  /** Write every deferred batch, oldest first, and wait for those being written: a read of snapshots then finds them. */
  private async writeAllDeferred(): Promise<void> {
    while (this.deferred.length > 0) await this.writeDeferredBatch(this.deferred[0] as UnwrittenSnapshot[]);
    await Promise.all(this.deferredWriting);
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
    if (!this.deferSnapshots) return this.writeSnapshots(snapshots);
    this.deferred.push(snapshots);
    // Each task writes its own batch (if no read wrote it first), so deferred work stays in
    // small pieces; past a backlog (deferred work starved by a busy server) the oldest is written now.
    this.deferSnapshots(() => void this.writeDeferredBatch(snapshots));
    if (this.deferred.length > MAX_DEFERRED_SNAPSHOTS) void this.writeDeferredBatch(this.deferred[0] as UnwrittenSnapshot[]);
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
    await this.writeAllDeferred();
    // One read transaction: the row and its log's entries as one snapshot of the database.
    return this.db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
      const row = await trx
        .selectFrom('snapshots')
        .selectAll()
        .where('game_id', '=', id)
        .where('actions', '<=', atMost)
        .orderBy('actions', 'desc')
        .limit(1)
        .executeTakeFirst();
      const [state] = row ? await this.snapshotStates(trx, id, [row]) : [];
      return row && state != null ? { actions: row.actions, rulesVersion: row.rules_version, state } : null;
    });
  }

  async listSnapshots(id: string): Promise<StateSnapshot[]> {
    await this.writeAllDeferred();
    const { rows, states } = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const rows = await trx.selectFrom('snapshots').selectAll().where('game_id', '=', id).orderBy('actions').execute();
        return { rows, states: await this.snapshotStates(trx, id, rows) };
      });
    return rows.map((row, i) => {
      const state = states[i];
      if (state == null) throw new CorruptGameError(id, `its snapshot ${row.actions} does not parse, or its log is not all there`);
      return { actions: row.actions, rulesVersion: row.rules_version, state };
    });
  }

  /** Run `task` when the store closes, before its connection does. */
  beforeClose(task: () => Promise<void>): void {
    this.closing.push(task);
  }

  async addMessage(id: string, message: NewMessage): Promise<StoredMessage> {
    const at = this.now();
    return this.own(() => this.db.transaction().execute(async (trx) => {
      // The game row first: a message for a game that does not exist is refused, and on
      // PostgreSQL the row lock orders two messages of one table.
      const game = await trx.updateTable('games').set({ updated_at: at }).where('id', '=', id).executeTakeFirst();
      if (Number(game.numUpdatedRows) !== 1) throw new Error(`no game ${id}`);
      const last = await trx.selectFrom('messages').select('seq').where('game_id', '=', id).orderBy('seq', 'desc').limit(1).executeTakeFirst();
      const seq = last === undefined ? 0 : last.seq + 1;
      await trx
        .insertInto('messages')
        .values({
          game_id: id,
          seq,
          sender: message.from,
          recipients: JSON.stringify(message.to),
          text: message.text,
          attachment: message.attachment === undefined ? null : JSON.stringify(message.attachment),
          created_at: at,
        })
        .execute();
      return { seq, from: message.from, to: [...message.to], text: message.text, ...(message.attachment === undefined ? {} : { attachment: message.attachment }), at };
    }));
  }

  async listMessages(id: string): Promise<StoredMessage[]> {
    const rows = await this.db.selectFrom('messages').selectAll().where('game_id', '=', id).orderBy('seq').execute();
    return rows.map((row) => ({
      seq: row.seq,
      from: row.sender,
      to: parseJson(id, `message ${row.seq}`, row.recipients) as string[],
      text: row.text,
      ...(row.attachment === null ? {} : { attachment: parseJson(id, `message ${row.seq}`, row.attachment) }),
      at: row.created_at,
    }));
  }

  async close(): Promise<void> {
    await this.writeAllDeferred();
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
    const status: GameStatus = result === null ? 'active' : 'over';
    if (count === 'increment') {
      // An action's bump, the statement of every move: compiled once (see Template).
      const { rows } = await trx.executeQuery(this.bumpAction.with(this.bumpValues(id, expectedVersion, result)));
      const bumped = rows[0];
      if (bumped) return { ok: true, version: bumped.version, actionCount: bumped.action_count };
      const row = (await trx.executeQuery(this.versionOf.with([id]))).rows[0];
      return { ok: false, version: row?.version ?? null };
    }
    let update = trx
      .updateTable('games')
      .set((eb) => ({
        version: eb('version', '+', 1),
        action_count: eb.val(count.keep),
        status,
        result: result === null ? null : JSON.stringify(result),
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

/** A compiled query's SQL and parameters, without its operation tree (which posting would copy). */
function statement({ sql, parameters }: { sql: string; parameters: readonly unknown[] }): Statement {
  return { sql, parameters };
}
