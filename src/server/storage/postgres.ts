// The PostgreSQL store, chosen by DATABASE_URL (postgres://user@host:port/db). The
// same KyselyGameStore and migrations as SQLite; only the connection differs.
//
// Durability: PostgreSQL's defaults (fsync on, synchronous_commit on) make a commit
// durable when it is acknowledged, the promise SQLite keeps with synchronous=FULL.
// Concurrency: the conditional version bump is a row update, so under READ COMMITTED
// a second writer waits for the first to commit, re-reads the row and updates
// nothing: exactly one writer wins each version, whichever process it is in.
//
// `schema` puts every table in a schema of its own (created if missing): tests use a
// fresh one per run so parallel runs on one database do not collide.

import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { KyselyGameStore } from './kysely-store.ts';
import type { KyselyStoreOptions } from './kysely-store.ts';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';

export interface PostgresStoreOptions extends KyselyStoreOptions {
  /** Schema for the tables (default: the connection's search_path, normally `public`). */
  schema?: string;
  /** Pool size (default 10). */
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** pg connection settings for `url`, with the search_path set to `schema` when given. */
export function postgresConfig(url: string, schema?: string, max = 10): pg.PoolConfig {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`bad schema name "${schema}"`);
  return { connectionString: url, max, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
}

export interface PostgresStore {
  store: KyselyGameStore;
  db: Kysely<Database>;
}

/** Connect, create the schema if asked, migrate; the store closes the pool. */
export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<PostgresStore> {
  const { schema, maxConnections, ...storeOptions } = options;
  const pool = new pg.Pool(postgresConfig(url, schema, maxConnections));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    await migrate(db as Kysely<unknown>, schema);
    return { store: new KyselyGameStore(db, storeOptions), db };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** Whether `text` names a PostgreSQL database (postgres:// or postgresql://). */
export function isPostgresUrl(text: string | undefined): text is string {
  return text !== undefined && /^postgres(ql)?:\/\//.test(text);
}
