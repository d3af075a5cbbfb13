// Snapshots as rows (kysely-store.ts): a state with its log apart. A log is most of a late
// state's text (~150 KB of ~180) and only grows, its entries never changed once written: each
// entry is stored once (`snapshot_log`), by the first snapshot that has it, and a snapshot row
// holds the state with its log empty and the log's length. Also the snapshots a SQLite server
// writes after its answers (DeferredSnapshots).
import type { Kysely, Transaction } from 'kysely';
import { entryText, stateTextWithoutLog } from '../../engine/state-text.ts';
import type { Json } from '../../engine/types.ts';
import { CorruptGameError, tryParse } from './rows.ts';
import type { Database, SnapshotsTable } from './schema.ts';
import type { NewSnapshot, StateSnapshot } from './types.ts';

/** Log entries written by one insert at most (SQLite and PostgreSQL cap the values one statement binds). */
const LOG_ROWS_PER_INSERT = 500;

/** Deferred snapshot batches waiting, at most, before the oldest is written at once (DeferredSnapshots). */
const MAX_DEFERRED = 32;

/** A snapshot of an action, to write once the action commits; `undos`: the game's version − action count then. */
export interface UnwrittenSnapshot {
  id: string;
  undos: number;
  snapshot: NewSnapshot;
}

/** Store a snapshot of game `id`, replacing those past it, those before `pruneBefore` and those of other rules. */
export async function putSnapshot(trx: Transaction<Database>, id: string, snapshot: NewSnapshot): Promise<void> {
  // The entries before the last snapshot's log length are stored already, as that snapshot is
  // of this line of play (an undo deletes the snapshots past it), made under the same rules
  // (their entries' text is this one's: snapshots of other rules are deleted below) and a log
  // only grows. Only the rest is written, over whatever an undone line left there.
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
export async function snapshotStates(trx: Kysely<Database>, id: string, rows: readonly SnapshotsTable[]): Promise<(Json | null)[]> {
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

/** The newest snapshot of game `id` after at most `atMost` actions, if usable; the row and its log read as one snapshot of the database. */
export function readSnapshot(db: Kysely<Database>, id: string, atMost: number): Promise<StateSnapshot | null> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => newestSnapshot(trx, id, atMost));
}

/**
 * readSnapshot in a read transaction of the caller's. A snapshot is only a cache: one whose
 * state or log does not read back is not used (null), and the record replays.
 */
export async function newestSnapshot(trx: Transaction<Database>, id: string, atMost: number): Promise<StateSnapshot | null> {
  const row = await trx
    .selectFrom('snapshots')
    .selectAll()
    .where('game_id', '=', id)
    .where('actions', '<=', atMost)
    .orderBy('actions', 'desc')
    .limit(1)
    .executeTakeFirst();
  const [state] = row ? await snapshotStates(trx, id, [row]) : [];
  return row && state != null ? { actions: row.actions, rulesVersion: row.rules_version, state } : null;
}

/** Every snapshot of game `id`, oldest first; one that does not read back is a corrupt game. */
export async function readSnapshots(db: Kysely<Database>, id: string): Promise<StateSnapshot[]> {
  const { rows, states } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const rows = await trx.selectFrom('snapshots').selectAll().where('game_id', '=', id).orderBy('actions').execute();
      return { rows, states: await snapshotStates(trx, id, rows) };
    });
  return rows.map((row, i) => {
    const state = states[i];
    if (state == null) throw new CorruptGameError(id, `its snapshot ${row.actions} does not parse, or its log is not all there`);
    return { actions: row.actions, rulesVersion: row.rules_version, state };
  });
}

/**
 * Snapshot batches written later (`defer`: the server's whenIdle), each by its own deferred
 * task unless a read wrote it first (writeAll), so deferred work stays in small pieces; past
 * a backlog (deferred work starved by a busy server) the oldest is written at once.
 */
export class DeferredSnapshots {
  readonly #waiting: UnwrittenSnapshot[][] = [];
  /** Batches being written now (writeAll waits for them too). */
  readonly #writing = new Set<Promise<void>>();

  constructor(
    private readonly defer: (write: () => void) => void,
    private readonly write: (batch: UnwrittenSnapshot[]) => Promise<void>,
  ) {}

  add(batch: UnwrittenSnapshot[]): void {
    this.#waiting.push(batch);
    this.defer(() => void this.#writeBatch(batch));
    if (this.#waiting.length > MAX_DEFERRED) void this.#writeBatch(this.#waiting[0] as UnwrittenSnapshot[]);
  }

  /** Write every waiting batch, oldest first, and wait for those being written: a read of snapshots then finds them. */
  async writeAll(): Promise<void> {
    while (this.#waiting.length > 0) await this.#writeBatch(this.#waiting[0] as UnwrittenSnapshot[]);
    await Promise.all(this.#writing);
  }

  /** Write a batch if no one has taken it yet. */
  async #writeBatch(batch: UnwrittenSnapshot[]): Promise<void> {
    const at = this.#waiting.indexOf(batch);
    if (at < 0) return;
    this.#waiting.splice(at, 1);
    const writing = this.write(batch);
    this.#writing.add(writing);
    await writing;
    this.#writing.delete(writing);
  }
}
