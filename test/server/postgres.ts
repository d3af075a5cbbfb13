// PostgreSQL for the server tests: the machines run one at 127.0.0.1:5432 (database
// `test`, user postgres, trust). Each store gets a fresh schema, dropped afterwards,
// so parallel runs (and parallel test files) never see each other's tables.
//
// If PostgreSQL cannot be reached, CI (CI=true) fails loudly; a developer's run
// skips the PostgreSQL tests with a message saying so.

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresStore } from '../../src/server/storage/postgres.ts';
import type { PostgresStoreOptions, PostgresStore } from '../../src/server/storage/postgres.ts';

export const TEST_DATABASE_URL = process.env.WITTENBERG_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function probe(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const unreachable = await probe();
if (unreachable !== null) {
  const message = `PostgreSQL at ${TEST_DATABASE_URL} is not reachable (${unreachable})`;
  if (process.env.CI === 'true') throw new Error(`${message}: the PostgreSQL tests must run in CI`);
  process.stderr.write(`\n*** SKIPPING the PostgreSQL tests: ${message}. Start PostgreSQL or set WITTENBERG_TEST_DATABASE_URL. ***\n\n`);
}

/** Whether the PostgreSQL tests run here. */
export const postgresReachable = unreachable === null;

/** A fresh schema name for one store. */
export function freshSchema(): string {
  return `wt_test_${process.pid}_${randomBytes(6).toString('hex')}`;
}

/** Drop a test schema and everything in it. */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** A store in a fresh schema; `cleanup` closes it and drops the schema. */
export async function postgresStore(options: PostgresStoreOptions = {}): Promise<PostgresStore & { schema: string; cleanup: () => Promise<void> }> {
  const schema = options.schema ?? freshSchema();
  // A small pool: test files run in parallel, beside other users of the database.
  const opened = await openPostgresStore(TEST_DATABASE_URL, { maxConnections: 4, ...options, schema });
  return {
    ...opened,
    schema,
    cleanup: async () => {
      await opened.store.close().catch(() => undefined);
      await dropSchema(schema);
    },
  };
}
