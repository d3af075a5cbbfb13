// The GameStore on SQLite and on PostgreSQL: conditional writes, undo truncation,
// seats, listing, snapshots; on SQLite also the durability settings and that seat
// tokens are stored only as hashes.

import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/types.ts';
import { hashToken, newToken, tokenMatches } from '../../src/server/secrets.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';
import type { KyselyStoreOptions } from '../../src/server/storage/kysely-store.ts';
import type { GameStore, NewGame } from '../../src/server/storage/types.ts';
import { postgresReachable, postgresStore } from './postgres.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

type OpenStore = (options?: Omit<KyselyStoreOptions, 'writer'>) => Promise<GameStore>;

const sqliteMemory: OpenStore = async (options) => {
  const store = await openSqliteStore(':memory:', options);
  cleanups.push(() => store.close());
  return store;
};

const postgres: OpenStore = async (options) => {
  const opened = await postgresStore(options);
  cleanups.push(opened.cleanup);
  return opened.store;
};

const backends: [string, OpenStore][] = [['SQLite', sqliteMemory]];
if (postgresReachable) backends.push(['PostgreSQL', postgres]);

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wittenberg-store-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function newGame(id: string, token = newToken()): NewGame {
  return {
    id,
    game: 'fixture',
    rulesVersion: '1',
    options: { players: 2 },
    seed: 'seed-1',
    seats: [
      { player: 'red', tokenHash: hashToken(token), controller: 'human' },
      { player: 'green', tokenHash: hashToken(newToken()), controller: 'bot' },
    ],
  };
}

const discard = (card: string) => ({ player: 'red', action: { type: 'discard', card } });

describe.each(backends)('%s game store', (_name, memoryStore) => {
  it('creates and reads a game with its seats and record', async () => {
    const store = await memoryStore();
    await store.createGame(newGame('g1'));
    const game = await store.getGame('g1');
    expect(game).toMatchObject({ id: 'g1', game: 'fixture', rulesVersion: '1', options: { players: 2 }, seed: 'seed-1' });
    expect(game).toMatchObject({ version: 0, actionCount: 0, status: 'active', result: null, actions: [] });
    expect(game?.seats.map((s) => [s.player, s.controller])).toEqual([
      ['red', 'human'],
      ['green', 'bot'],
    ]);
    expect(await store.getGame('nope')).toBeNull();
    await expect(store.createGame(newGame('g1'))).rejects.toThrow();
  });

  it('appends only at the expected version', async () => {
    const store = await memoryStore();
    await store.createGame(newGame('g1'));
    expect(await store.appendAction('g1', 0, discard('card-01'), null)).toEqual({ ok: true, version: 1, actionCount: 1 });
    expect(await store.appendAction('g1', 0, discard('card-02'), null)).toEqual({ ok: false, version: 1 });
    expect(await store.appendAction('g1', 5, discard('card-02'), null)).toEqual({ ok: false, version: 1 });
    expect(await store.appendAction('nope', 0, discard('card-02'), null)).toEqual({ ok: false, version: null });
    const result = { winner: 'red', kind: 'score', vp: { red: 3, green: 1 } };
    expect(await store.appendAction('g1', 1, discard('card-03'), result)).toEqual({ ok: true, version: 2, actionCount: 2 });
    const game = await store.getGame('g1');
    expect(game?.actions).toEqual([discard('card-01'), discard('card-03')]);
    expect(game).toMatchObject({ status: 'over', result });
  });

  it('serialises concurrent appends: exactly one wins each version', async () => {
    const store = await memoryStore();
    await store.createGame(newGame('g1'));
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.appendAction('g1', 0, discard(`card-${i}`), null)),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
    expect((await store.getGame('g1'))?.actions).toHaveLength(1);
  });

  it('stores the actions of several games sent at once in one transaction (group commit), each checked on its own', async () => {
    const transactions: unknown[] = [];
    const store = await memoryStore({ onWrite: async (trx) => void transactions.push(trx) });
    for (const id of ['g1', 'g2', 'g3', 'g4']) await store.createGame(newGame(id));
    const written = await Promise.all([
      store.appendAction('g1', 0, discard('card-01'), null),
      store.appendAction('g2', 0, discard('card-02'), null),
      store.appendAction('g3', 7, discard('card-03'), null), // stale: refused alone
      store.appendAction('g4', 0, discard('card-04'), null),
    ]);
    expect(written.map((w) => w.ok)).toEqual([true, true, false, true]);
    expect(transactions).toHaveLength(3);
    expect(new Set(transactions).size).toBe(1); // one commit for all
    expect((await store.getGame('g3'))?.actions).toEqual([]);
    expect((await store.getGame('g4'))?.actions).toEqual([discard('card-04')]);
  });

  it('answers a write only once the store has made it durable', async () => {
    let release: () => void = () => undefined;
    let syncs = 0;
    const store = await memoryStore({
      durable: () => {
        syncs++;
        return syncs === 1 ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve));
      },
    });
    await store.createGame(newGame('g1'));
    let answered = false;
    const written = store.appendAction('g1', 0, discard('card-01'), null).then((w) => ((answered = true), w));
    // The commit is made (PostgreSQL may take a while on a busy machine), the sync is asked for and held.
    while (syncs < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(syncs).toBe(2);
    expect(answered).toBe(false);
    release();
    expect(await written).toMatchObject({ ok: true });
  });

  it('stores none of a group when its transaction fails, and says so to each', async () => {
    const store = await memoryStore({
      onWrite: async (_trx, change) => {
        if (change.gameId === 'g2') throw new Error('disk full');
      },
    });
    for (const id of ['g1', 'g2']) await store.createGame(newGame(id));
    const written = await Promise.allSettled([store.appendAction('g1', 0, discard('card-01'), null), store.appendAction('g2', 0, discard('card-02'), null)]);
    expect(written.map((w) => w.status)).toEqual(['rejected', 'rejected']);
    expect((await store.getGame('g1'))?.actions).toEqual([]);
    expect((await store.getGame('g1'))?.version).toBe(0);
  });

  it('truncates for undo, bumping the version', async () => {
    const store = await memoryStore();
    await store.createGame(newGame('g1'));
    for (let v = 0; v < 3; v++) await store.appendAction('g1', v, discard(`card-0${v}`), null);
    expect(await store.truncateActions('g1', 2, 1, null)).toEqual({ ok: false, version: 3 });
    expect(await store.truncateActions('g1', 3, 5, null)).toEqual({ ok: false, version: 3 });
    expect(await store.truncateActions('g1', 3, 1, null)).toEqual({ ok: true, version: 4, actionCount: 1 });
    expect((await store.getGame('g1'))?.actions).toEqual([discard('card-00')]);
    expect(await store.appendAction('g1', 4, discard('card-09'), null)).toEqual({ ok: true, version: 5, actionCount: 2 });
    expect((await store.getGame('g1'))?.actions).toEqual([discard('card-00'), discard('card-09')]);
  });

  it('hands seats over without touching the version', async () => {
    const store = await memoryStore();
    await store.createGame(newGame('g1'));
    expect(await store.setController('g1', 'red', { controller: 'bot' })).toBe(true);
    expect(await store.setController('g1', 'purple', { controller: 'bot' })).toBe(false);
    const game = await store.getGame('g1');
    expect(game?.seats[0]?.controller).toBe('bot');
    expect(game?.seats[0]?.level).toBeUndefined();
    expect(game?.version).toBe(0);
    // A level is kept with the seat, and read back in lists too (issue 14).
    expect(await store.setController('g1', 'red', { controller: 'bot', level: 'heuristic' })).toBe(true);
    expect((await store.getGame('g1'))?.seats[0]).toMatchObject({ controller: 'bot', level: 'heuristic' });
    expect((await store.listGames({ limit: 5, offset: 0 }))[0]?.seats[0]).toEqual({ player: 'red', controller: 'bot', level: 'heuristic' });
    expect(await store.setController('g1', 'red', { controller: 'human' })).toBe(true);
    expect((await store.getGame('g1'))?.seats[0]).not.toHaveProperty('level');
  });

  it('lists games, most recently updated first, with a status filter and paging', async () => {
    let tick = 0;
    // A clock that advances per call, so the order is certain.
    const clocked = await memoryStore({ now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)).toISOString() });
    for (const id of ['a', 'b', 'c']) await clocked.createGame(newGame(id));
    await clocked.appendAction('a', 0, discard('card-01'), { winner: null, kind: 'score', vp: {} });
    expect((await clocked.listGames({ limit: 10, offset: 0 })).map((g) => g.id)).toEqual(['a', 'c', 'b']);
    expect((await clocked.listGames({ limit: 10, offset: 0, status: 'over' })).map((g) => g.id)).toEqual(['a']);
    expect((await clocked.listGames({ limit: 1, offset: 1 })).map((g) => g.id)).toEqual(['c']);
    const [first] = await clocked.listGames({ limit: 1, offset: 0 });
    expect(first?.seats).toEqual([
      { player: 'red', controller: 'human' },
      { player: 'green', controller: 'bot' },
    ]);
    expect(first).not.toHaveProperty('tokenHash');
  });

  it('keeps snapshots, finds the nearest, prunes old ones and drops those an undo passed', async () => {
    const store = await memoryStore();
    await store.createGame(newGame('g1'));
    const at = (actions: number, pruneBefore?: number) => ({ actions, rulesVersion: '1', state: { n: actions }, ...(pruneBefore === undefined ? {} : { pruneBefore }) });
    for (let v = 0; v < 9; v++) {
      const count = v + 1;
      await store.appendAction('g1', v, discard(`card-0${v}`), null, count % 3 === 0 ? at(count, count - 6) : undefined);
    }
    expect((await store.listSnapshots('g1')).map((s) => s.actions)).toEqual([3, 6, 9]);
    expect(await store.getSnapshot('g1', 8)).toEqual({ actions: 6, rulesVersion: '1', state: { n: 6 } });
    expect(await store.getSnapshot('g1', 2)).toBeNull();
    expect((await store.getGame('g1'))?.snapshot?.actions).toBe(9);
    await store.appendAction('g1', 9, discard('card-10'), null, at(10, 5));
    expect((await store.listSnapshots('g1')).map((s) => s.actions)).toEqual([6, 9, 10]);
    await store.truncateActions('g1', 10, 7, null);
    expect((await store.listSnapshots('g1')).map((s) => s.actions)).toEqual([6]);
    expect((await store.getGame('g1'))?.snapshot?.actions).toBe(6);
  });

  it("gives a snapshot's state back whole, the same text, after an undo and another line too", async () => {
    const store = await memoryStore();
    await store.createGame(newGame('g1'));
    const states = logStates();
    const at = (line: string, actions: number) => ({ actions, rulesVersion: '1', state: states(line, actions) });
    const sameText = (state: unknown, line: string, actions: number) => expect(JSON.stringify(state)).toBe(JSON.stringify(states(line, actions)));
    for (let v = 0; v < 9; v++) await store.appendAction('g1', v, discard(`a-${v}`), null, (v + 1) % 3 === 0 ? at('a', v + 1) : undefined);
    for (const snapshot of await store.listSnapshots('g1')) sameText(snapshot.state, 'a', snapshot.actions);
    sameText((await store.getSnapshot('g1', 8))?.state, 'a', 6);
    // Undo to 7 actions (version 10; snapshot 9 goes, its log entries stay), then another line from the 8th.
    await store.truncateActions('g1', 9, 7, null);
    for (let v = 7; v < 12; v++) await store.appendAction('g1', v + 3, discard(`b-${v}`), null, v + 1 === 8 || v + 1 === 11 ? at('b', v + 1) : undefined);
    expect((await store.listSnapshots('g1')).map((s) => s.actions)).toEqual([3, 6, 8, 11]);
    for (const snapshot of await store.listSnapshots('g1')) sameText(snapshot.state, snapshot.actions > 7 ? 'b' : 'a', snapshot.actions);
    sameText((await store.getGame('g1'))?.snapshot?.state, 'b', 11);
    sameText((await store.getSnapshot('g1', 10))?.state, 'b', 8);
  });

  it("drops the snapshots of other rules when it stores one, and writes that one's log whole", async () => {
    const store = await memoryStore();
    await store.createGame(newGame('g1'));
    const states = logStates();
    // Rules '2' write the same log with other text: entries are not taken from rules '1'.
    const under2 = (actions: number) => {
      const state = states('a', actions);
      return { ...state, log: state.log.map((entry) => ({ rules: 2, entry })) };
    };
    for (let v = 0; v < 6; v++) await store.appendAction('g1', v, discard(`a-${v}`), null, (v + 1) % 3 === 0 ? { actions: v + 1, rulesVersion: '1', state: states('a', v + 1) } : undefined);
    await store.appendAction('g1', 6, discard('a-6'), null, { actions: 7, rulesVersion: '2', state: under2(7) });
    const kept = await store.listSnapshots('g1');
    expect(kept.map((snapshot) => [snapshot.actions, snapshot.rulesVersion])).toEqual([[7, '2']]);
    expect(JSON.stringify(kept[0]?.state)).toBe(JSON.stringify(under2(7)));
  });
});

/**
 * States as a game's, whose log only grows: after `actions` actions of a line of play, each
 * action's entries (one to three) naming the line from the 8th action on (lines part there).
 */
function logStates(): (line: string, actions: number) => { n: number; log: Json[]; board: { at: number } } {
  const entries = new Map<string, Json[]>();
  const entriesOf = (line: string, action: number): Json[] => {
    const key = `${action < 8 ? 'a' : line}-${action}`;
    let made = entries.get(key);
    if (!made) entries.set(key, (made = Array.from({ length: (action % 3) + 1 }, (_, i) => ({ key: 'moved', params: { action, i, line: key } }))));
    return made;
  };
  return (line, actions) => ({ n: actions, log: Array.from({ length: actions }, (_, a) => entriesOf(line, a + 1)).flat(), board: { at: actions } });
}

describe('SQLite game store file', () => {
  it("writes each log entry once, not in every snapshot, and still reads a snapshot stored with its log inside", async () => {
    const path = join(tempDir(), 'games.sqlite');
    const states = logStates();
    let store = await openSqliteStore(path);
    await store.createGame(newGame('g1'));
    const raw = new BetterSqlite3(path);
    cleanups.push(() => {
      raw.close();
    });
    // Every row inserted into snapshot_log is counted, whatever is deleted after.
    raw.exec('create table inserted (n integer); insert into inserted values (0); create trigger counted after insert on snapshot_log begin update inserted set n = n + 1; end');
    for (let v = 0; v < 9; v++) await store.appendAction('g1', v, discard(`a-${v}`), null, (v + 1) % 3 === 0 ? { actions: v + 1, rulesVersion: '1', state: states('a', v + 1) } : undefined);
    await store.close();
    const logLength = states('a', 9).log.length;
    expect(raw.prepare('select n from inserted').get()).toEqual({ n: logLength });
    expect(raw.prepare("select count(*) as n from snapshot_log where game_id = 'g1'").get()).toEqual({ n: logLength });
    const rows = raw.prepare("select actions, log_length, state from snapshots where game_id = 'g1' order by actions").all() as { actions: number; log_length: number; state: string }[];
    expect(rows.map((row) => [row.actions, row.log_length, JSON.parse(row.state).log])).toEqual([3, 6, 9].map((n) => [n, states('a', n).log.length, []]));
    // A snapshot as stored before the log was kept apart: its state holds its whole log.
    raw.prepare("insert into snapshots (game_id, actions, rules_version, state) values ('g1', 4, '1', ?)").run(JSON.stringify(states('a', 4)));
    // An entry lost: the snapshots whose log reaches it are not used (the record replays).
    raw.prepare(`delete from snapshot_log where game_id = 'g1' and idx = ${states('a', 8).log.length}`).run();
    store = await openSqliteStore(path);
    cleanups.push(() => store.close());
    expect(JSON.stringify((await store.getSnapshot('g1', 5))?.state)).toBe(JSON.stringify(states('a', 4)));
    expect(JSON.stringify((await store.getSnapshot('g1', 8))?.state)).toBe(JSON.stringify(states('a', 6)));
    expect(await store.getSnapshot('g1', 9)).toBeNull();
    expect((await store.getGame('g1'))?.snapshot).toBeUndefined();
  });

  it('creates the file on first start with WAL and stores only token hashes', async () => {
    const dir = tempDir();
    const path = join(dir, 'nested', 'games.sqlite');
    const token = newToken();
    const store = await openSqliteStore(path);
    await store.createGame(newGame('g1', token));
    const game = await store.getGame('g1');
    expect(tokenMatches(token, game?.seats[0]?.tokenHash as string)).toBe(true);
    expect(tokenMatches(newToken(), game?.seats[0]?.tokenHash as string)).toBe(false);
    await store.close();

    const raw = new BetterSqlite3(path, { readonly: true });
    cleanups.push(() => {
      raw.close();
    });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = raw.prepare("select name from sqlite_master where type = 'table' order by name").all();
    expect(tables.map((t) => (t as { name: string }).name)).toEqual(
      expect.arrayContaining(['actions', 'games', 'seats', 'kysely_migration']),
    );
    for (const file of readdirSync(join(dir, 'nested'))) {
      expect(readFileSync(join(dir, 'nested', file)).includes(token)).toBe(false);
    }

    // A second open runs no migration twice and sees the same data.
    const reopened = await openSqliteStore(path);
    expect((await reopened.getGame('g1'))?.seats).toHaveLength(2);
    await reopened.close();
  });
});
