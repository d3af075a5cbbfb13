// The SQLite store: a file (default ./data/wittenberg.sqlite, created on first
// start) or `:memory:` for tests.
//
// Durability choice: WAL journal with synchronous=FULL. In WAL mode NORMAL already
// survives a crash of the process (SIGKILL): a committed transaction is in the WAL
// file, which the OS keeps. It does not survive a power cut or kernel crash, where
// the last commits may roll back. FULL fsyncs the WAL on every commit, so an action
// the server has acknowledged survives that too. The price, one fsync per action,
// is nothing at the pace of a board game (actions per second, not thousands), and
// "stored durably before it is broadcast" is the design's promise.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { KyselyGameStore } from './kysely-store.ts';
import type { KyselyStoreOptions } from './kysely-store.ts';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';

export const DEFAULT_DB_PATH = './data/wittenberg.sqlite';

/** `now` (clock for created/updated stamps; tests pin it) and `onCorrupt` (a listed game that does not parse). */
export type SqliteStoreOptions = KyselyStoreOptions;

export async function openSqliteStore(path: string = DEFAULT_DB_PATH, options: SqliteStoreOptions = {}): Promise<KyselyGameStore> {
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  try {
    if (!memory) sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // Another process holding the write lock makes us wait, not fail at once.
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrate(db as Kysely<unknown>);
    return new KyselyGameStore(db, options);
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
