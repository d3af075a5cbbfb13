// SQLite's action writes run at once on the connection (storage/sqlite.ts `immediate`), never
// inside a transaction another write has open between two of its awaits: that one would take
// the action with it, committed or rolled back as it is.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { immediate } from '../../src/server/storage/sqlite.ts';

describe('immediate SQLite transactions', () => {
  it('run now, commit, and refuse while another transaction is open', () => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.exec('create table t (n integer)');
    const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database: sqlite }) });
    const insert = (n: number) => db.insertInto('t').values({ n }).compile();
    const count = db.selectFrom('t').select((eb) => eb.fn.countAll<number>().as('c')).compile();
    const now = immediate(sqlite, sqlite);

    const ran = now.run((query) => {
      query(insert(1));
      return query(count)[0]?.c;
    });
    expect(ran).toEqual({ value: 1 });
    expect(sqlite.inTransaction).toBe(false); // committed

    sqlite.exec('begin');
    expect(now.run((query) => query(insert(2)))).toBeUndefined();
    sqlite.exec('rollback');
    expect(sqlite.prepare('select count(*) as c from t').get()).toEqual({ c: 1 });

    // A failing write rolls back all of its statements and throws.
    expect(() =>
      now.run((query) => {
        query(insert(3));
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(sqlite.prepare('select count(*) as c from t').get()).toEqual({ c: 1 });
    sqlite.close();
  });
});
