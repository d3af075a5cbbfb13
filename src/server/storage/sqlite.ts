// The SQLite store: a file (default ./data/wittenberg.sqlite, created on first
// start) or `:memory:` for tests.
//
// Durability choice: WAL journal, and every write answered only once the WAL is on
// disk. In WAL mode synchronous=NORMAL already survives a crash of the process
// (SIGKILL): a committed transaction is in the WAL file, which the OS keeps. It does
// not survive a power cut or kernel crash, where the last commits may roll back.
// synchronous=FULL would fsync the WAL inside every commit, on the main thread, which
// holds every other game's requests for the length of the fsync. So a file store runs
// NORMAL and syncs the WAL itself after the commit (`durable`, an fdatasync on the
// thread pool; an action's, on the writer thread, action-writer.ts) before the write is answered: an acknowledged action survives a power
// cut as with FULL, the event loop goes on meanwhile, and the writes committed while
// one sync runs share the next ("stored durably before it is broadcast", the design's
// promise). `:memory:` (tests) has nothing to sync.

import { mkdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { CompiledQuery, SqliteDatabase } from 'kysely';
import { ActionWriter } from './action-writer.ts';
import type { ActionWrites } from './action-writer.ts';
import { checkpointElsewhere } from './checkpoints.ts';
import { KyselyGameStore } from './kysely-store.ts';
import type { ImmediateTransactions, RunNow } from './compiled.ts';
import type { KyselyStoreOptions } from './kysely-store.ts';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';

export const DEFAULT_DB_PATH = './data/wittenberg.sqlite';

/**
 * `now` (clock for created/updated stamps; tests pin it), `onCorrupt` (a listed game that does
 * not parse), and the store's other options. `writer`: where actions are written; absent, a
 * file's are written on a thread of their own (ActionWriter) and `:memory:`'s on the event
 * loop's connection, as with `null`.
 */
export type SqliteStoreOptions = Omit<KyselyStoreOptions, 'writer'> & { writer?: ActionWrites | null };

export async function openSqliteStore(path: string = DEFAULT_DB_PATH, options: SqliteStoreOptions = {}): Promise<KyselyGameStore> {
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  try {
    if (!memory) sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(memory ? 'synchronous = FULL' : 'synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // Another process holding the write lock makes us wait, not fail at once.
    sqlite.pragma('busy_timeout = 5000');
    const wal = memory ? undefined : walSync(`${path}-wal`);
    const database = preparedOnce(sqlite);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    await migrate(db as Kysely<unknown>);
    await wal?.durable();
    const { writer: given, ...rest } = options;
    const thread = given === undefined && !memory ? new ActionWriter(path) : undefined;
    const writer = given ?? thread;
    const store = new KyselyGameStore(db, { ...rest, immediate: immediate(sqlite, database), ...(wal ? { durable: wal.durable } : {}), ...(writer ? { writer } : {}) });
    if (thread) store.beforeClose(() => thread.close());
    if (wal) store.beforeClose(wal.close);
    if (!memory) store.beforeClose(checkpointElsewhere(sqlite, path, thread).close);
    return store;
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

/**
 * The database as Kysely's SQLite dialect uses it, each statement prepared once: Kysely
 * prepares every query it runs anew, which costs more than running most of them. The
 * store's statements are a few fixed texts (values are bound as parameters); the cache is
 * emptied when full, as texts with lists of values (`in (?, ?)`) vary. Kysely runs a
 * statement to its end (`all`, `run`) before the next starts, so sharing one is safe.
 */
function preparedOnce(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= 200) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Transactions run at once on the connection, its statements prepared (by `database`) and
 * bound and read as Kysely's SQLite driver does it. Refused (undefined) while a transaction
 * is open on the connection: one of Kysely's, between two of its awaits.
 */
export function immediate(sqlite: BetterSqlite3.Database, database: SqliteDatabase): ImmediateTransactions {
  const query: RunNow = <R>({ sql, parameters }: CompiledQuery<R>): R[] => {
    const statement = database.prepare(sql) as BetterSqlite3.Statement;
    if (statement.reader) return statement.all(parameters) as R[];
    statement.run(parameters);
    return [];
  };
  const transaction = sqlite.transaction(<T>(work: (run: RunNow) => T): T => work(query));
  return {
    run: <T>(work: (run: RunNow) => T) => (sqlite.inTransaction ? undefined : { value: transaction(work) as T }),
  };
}

/**
 * Syncs of the WAL file, one at a time: a call made while one runs waits for the next,
 * which covers every commit made before it started.
 */
function walSync(path: string): { durable: () => Promise<void>; close: () => Promise<void> } {
  let handle: Promise<FileHandle> | undefined;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const sync = async (): Promise<void> => {
    handle ??= open(path, 'r+');
    try {
      await (await handle).datasync();
    } catch (error) {
      // No WAL file yet: nothing has been committed to one, so nothing to sync.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      handle = undefined;
    }
  };
  const durable = (): Promise<void> => {
    if (!running) {
      running = sync().finally(() => (running = undefined));
      return running;
    }
    // Whether the running sync worked or not, the next one is owed to these callers.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return durable();
      });
    return next;
  };
  const close = async (): Promise<void> => {
    await running?.catch(() => undefined);
    if (handle) await (await handle).close();
  };
  return { durable, close };
}
