// Schema migrations, kept in code (no migration folder to find at run time) and
// written with Kysely's schema builder only, so they stay dialect-neutral.
// Append new migrations; never edit one that has shipped.

import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';

const migrations: Record<string, Migration> = {
  '0001-games-seats-actions': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('games')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('rules_version', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('action_count', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('games_updated_at').on('games').column('updated_at').execute();

      await db.schema
        .createTable('seats')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('player', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('controller', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('seats_pk', ['game_id', 'player'])
        .execute();

      await db.schema
        .createTable('actions')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('player', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('actions_pk', ['game_id', 'seq'])
        .execute();
    },
  },
  '0002-snapshots': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('snapshots')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('actions', 'integer', (c) => c.notNull())
        .addColumn('rules_version', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('snapshots_pk', ['game_id', 'actions'])
        .execute();
    },
  },
  '0003-bot-leases': {
    async up(db: Kysely<unknown>): Promise<void> {
      // Which server process plays a game's bots, until when (several processes on one database).
      await db.schema
        .createTable('bot_leases')
        .addColumn('game_id', 'text', (c) => c.primaryKey())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0004-listed-games-seat-emails': {
    async up(db: Kysely<unknown>): Promise<void> {
      // Issue 15: games are unlisted unless their creator lists them; games made before
      // were all public, so they stay listed.
      await db.schema.alterTable('games').addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await sql`update games set listed = 1`.execute(db);
      // The address a seat's "your turn" e-mail goes to (never sent to clients).
      await db.schema.alterTable('seats').addColumn('email', 'text').execute();
    },
  },
  '0005-messages': {
    async up(db: Kysely<unknown>): Promise<void> {
      // The table's talk (issue 12): public chat and private negotiation messages.
      await db.schema
        .createTable('messages')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('recipients', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('attachment', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('messages_pk', ['game_id', 'seq'])
        .execute();
    },
  },
  '0006-snapshot-logs': {
    async up(db: Kysely<unknown>): Promise<void> {
      // A snapshot's log apart from the rest of its state: an entry is written once, by the
      // first snapshot that has it, not again in every later one (kysely-store.ts putSnapshot).
      // log_length null: a snapshot stored before, whose state holds its whole log.
      await db.schema.alterTable('snapshots').addColumn('log_length', 'integer').execute();
      await db.schema
        .createTable('snapshot_log')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('entry', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('snapshot_log_pk', ['game_id', 'idx'])
        .execute();
    },
  },
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/**
 * Bring the schema up to date; throws if a migration fails. `schema` (PostgreSQL) keeps
 * the migration tables there too: else Kysely, looking for them in every schema, may
 * find another schema's and not create its own.
 */
export async function migrate(db: Kysely<unknown>, schema?: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
