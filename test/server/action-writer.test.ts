// A SQLite file's actions written on a thread of their own (storage/action-writer.ts): the
// results the store gives are those of the event loop's connection (stale versions refused,
// sequence numbers in order), the store's other writes take turns with the writer so neither
// meets the other's lock, and once the writer is gone the actions are written as before. An
// action begun before the rules apply it is held open until finished or abandoned.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionWriter, WriteTurns } from '../../src/server/storage/action-writer.ts';
import type { ActionWrite, ActionWrites, WriterResult } from '../../src/server/storage/action-writer.ts';
import { hashToken, newToken } from '../../src/server/secrets.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';
import { GAMES, registry } from '../../src/server/games.ts';
import type { AnyGameEntry } from '../../src/server/games.ts';
import { pendingOf } from '../../src/server/live-game.ts';
import type { LiveGame } from '../../src/server/live-game.ts';
import type { Action } from '../../src/engine/types.ts';
import { GameService } from '../../src/server/service.ts';
import { waitFor } from './helpers.ts';
import type { KyselyGameStore } from '../../src/server/storage/kysely-store.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function fileStore(): Promise<{ store: KyselyGameStore; path: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'wittenberg-writer-'));
  const path = join(dir, 'games.sqlite');
  const store = await openSqliteStore(path);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => store.close());
  return { store, path };
}

/** A connection of the test's own to the store's file, closed after the test. */
function rawConnection(path: string, options: BetterSqlite3.Options): BetterSqlite3.Database {
  const raw = new BetterSqlite3(path, options);
  cleanups.push(() => {
    raw.close();
  });
  return raw;
}

/** An action's write for the writer, by hand: `card` discarded in `gameId` at `version`. */
function writeOf(gameId: string, version: number, card: string): ActionWrite {
  return {
    bump: { sql: 'update games set version = version + 1, action_count = action_count + 1 where id = ? and version = ? returning version, action_count', parameters: [gameId, version] },
    insert: { sql: "insert into actions (game_id, seq, player, action, created_at) values (?, ?, 'red', ?, 'now')", parameters: [gameId, 0, JSON.stringify({ type: 'discard', card })] },
    seqAt: 1,
    versionOf: { sql: 'select version from games where id = ?', parameters: [gameId] },
  };
}

const game = (id: string) => ({
  id,
  game: 'fixture',
  rulesVersion: '1',
  options: {},
  seed: 's',
  seats: [{ player: 'red', tokenHash: hashToken(newToken()), controller: 'human' as const }],
});
const discard = (card: string) => ({ player: 'red', action: { type: 'discard', card } });

describe('the action writer thread', () => {
  it('appends at the expected version only, in order, and tells the caller before the write is durable', async () => {
    const { store, path } = await fileStore();
    await store.createGame(game('g1'));
    const events: string[] = [];
    const first = store.appendAction('g1', 0, discard('c0'), null, undefined, () => events.push('under way'));
    expect(events).toEqual(['under way']); // at once: sent to the writer
    expect(await first).toEqual({ ok: true, version: 1, actionCount: 1 });
    expect(await store.appendAction('g1', 0, discard('stale'), null)).toEqual({ ok: false, version: 1 });
    // Several games' actions at once: the writer commits each in a transaction of its own.
    await store.createGame(game('g2'));
    const results = await Promise.all([
      store.appendAction('g1', 1, discard('c1'), null),
      store.appendAction('g2', 0, discard('d0'), null),
      store.appendAction('g2', 0, discard('twice'), null),
    ]);
    expect(results).toEqual([
      { ok: true, version: 2, actionCount: 2 },
      { ok: true, version: 1, actionCount: 1 },
      { ok: false, version: 1 },
    ]);
    const raw = rawConnection(path, { readonly: true });
    expect(raw.prepare("select game_id, seq, action from actions order by game_id, seq").all()).toEqual([
      { game_id: 'g1', seq: 0, action: JSON.stringify({ type: 'discard', card: 'c0' }) },
      { game_id: 'g1', seq: 1, action: JSON.stringify({ type: 'discard', card: 'c1' }) },
      { game_id: 'g2', seq: 0, action: JSON.stringify({ type: 'discard', card: 'd0' }) },
    ]);
  });

  it("lands every action and the store's own writes sent between them, and an undo", async () => {
    const { store } = await fileStore();
    await store.createGame(game('g1'));
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      // An action, and at once one of the store's own writes of the same game (talk, a seat handed over).
      writes.push(store.appendAction('g1', i, discard(`c${i}`), null));
      writes.push(i % 2 === 0 ? store.addMessage('g1', { from: 'red', to: [], text: `m${i}` }) : store.setController('g1', 'red', { controller: i % 4 === 1 ? 'bot' : 'human' }));
    }
    await Promise.all(writes);
    const stored = await store.getGame('g1');
    expect(stored?.actions.map((a) => (a.action as unknown as { card: string }).card)).toEqual(Array.from({ length: 40 }, (_, i) => `c${i}`));
    expect((await store.listMessages('g1')).length).toBe(20);
    // An undo between actions: its truncation waits for the writer, then the writer goes on.
    expect(await store.truncateActions('g1', 40, 38, null)).toMatchObject({ ok: true, actionCount: 38 });
    expect(await store.appendAction('g1', 41, discard('after'), null)).toEqual({ ok: true, version: 42, actionCount: 39 });
  });

  it("holds each of the store's own writes while an action is on the writer, and the next action while one waits", async () => {
    // A stand-in writer whose writes end when the test says.
    const pending: ((result: WriterResult) => void)[] = [];
    const writer: ActionWrites = { failed: false, write: () => new Promise((resolve) => pending.push(resolve)) };
    const store = await openSqliteStore(':memory:', { writer });
    cleanups.push(() => store.close());
    await store.createGame(game('g1'));
    const ended: string[] = [];
    const action = store.appendAction('g1', 0, discard('c0'), null).then(() => ended.push('action'));
    const own = [
      store.addMessage('g1', { from: 'red', to: [], text: 'hello' }).then(() => ended.push('message')),
      store.setController('g1', 'red', { controller: 'bot' }).then(() => ended.push('seat')),
      store.setEmail('g1', 'red', 'red@example.org').then(() => ended.push('email')),
      store.createGame(game('g2')).then(() => ended.push('game')),
      store.checkWritable().then(() => ended.push('writable')),
    ];
    const next = store.appendAction('g1', 1, discard('c1'), null).then(() => ended.push('next action'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended).toEqual([]);
    expect(pending).toHaveLength(1); // the next action waits for the own writes, which wait for the first
    pending.shift()?.({ ok: true, row: { version: 1, action_count: 1 } });
    await Promise.all([action, ...own]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended.slice(0, 1)).toEqual(['action']);
    expect(ended.slice(1).sort()).toEqual(['email', 'game', 'message', 'seat', 'writable']);
    expect(pending).toHaveLength(1);
    pending.shift()?.({ ok: true, row: { version: 2, action_count: 2 } });
    await next;
    expect(ended.at(-1)).toBe('next action');
  });

  it('leaves the actions to the event loop once the writer has stopped', async () => {
    const { store } = await fileStore();
    await store.createGame(game('g1'));
    expect(await store.appendAction('g1', 0, discard('c0'), null)).toMatchObject({ ok: true });
    // The store's writer stopped (closed here; a crash or a failed sync stops it too).
    await (store as unknown as { writer: ActionWriter }).writer.close();
    expect(await store.appendAction('g1', 1, discard('c1'), null)).toEqual({ ok: true, version: 2, actionCount: 2 });
    expect((await store.getGame('g1'))?.actions).toHaveLength(2);
  });
});

describe('an action begun before the rules apply it (held on the writer)', () => {
  it('is not seen until finished, keeps the store\'s own writes waiting, and ends the game in its own transaction', async () => {
    const { store, path } = await fileStore();
    await store.createGame(game('g1'));
    const raw = rawConnection(path, { readonly: true });
    const begun = store.beginAction('g1', 0, discard('c0'));
    const talk = store.addMessage('g1', { from: 'red', to: [], text: 'meanwhile' }).then(() => 'talked');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Held open: nothing of it committed, and the store's own write waits its turn.
    expect(raw.prepare('select count(*) as n from actions').get()).toEqual({ n: 0 });
    expect(await Promise.race([talk, Promise.resolve('waiting')])).toBe('waiting');
    const events: string[] = [];
    const finished = begun.finish({ winner: 'red', kind: 'standard', vp: { red: 1 } }, undefined, () => events.push('under way'));
    expect(events).toEqual(['under way']);
    expect(await finished).toEqual({ ok: true, version: 1, actionCount: 1 });
    expect(await talk).toBe('talked');
    expect(raw.prepare("select status, result, version from games where id = 'g1'").get()).toEqual({
      status: 'over',
      result: JSON.stringify({ winner: 'red', kind: 'standard', vp: { red: 1 } }),
      version: 1,
    });
  });

  it('stores nothing once abandoned, and is refused at a stale version', async () => {
    const { store } = await fileStore();
    await store.createGame(game('g1'));
    store.beginAction('g1', 0, discard('dropped')).abandon();
    expect(await store.beginAction('g1', 0, discard('c0')).finish(null)).toEqual({ ok: true, version: 1, actionCount: 1 });
    expect(await store.beginAction('g1', 0, discard('stale')).finish(null)).toEqual({ ok: false, version: 1 });
    const stored = await store.getGame('g1');
    expect(stored?.actions.map((a) => (a.action as unknown as { card: string }).card)).toEqual(['c0']);
    expect(stored).toMatchObject({ version: 1, status: 'active' });
  });

  it('is held only when no other write is under way: one begun meanwhile is written after the rules, sharing the sync', async () => {
    const { store } = await fileStore();
    await store.createGame(game('g1'));
    await store.createGame(game('g2'));
    const writer = (store as unknown as { writer: ActionWriter }).writer;
    const open = writer.open.bind(writer);
    let held = 0;
    writer.open = (w) => (held++, open(w));
    const first = store.beginAction('g1', 0, discard('a'));
    const second = store.beginAction('g2', 0, discard('b'));
    expect(held).toBe(1);
    const done = [second.finish(null), first.finish(null)];
    expect(await Promise.all(done)).toEqual([
      { ok: true, version: 1, actionCount: 1 },
      { ok: true, version: 1, actionCount: 1 },
    ]);
  });

  it('on the writer, lets writes held meanwhile wait for it, released in any order, and answers it without waiting for them', async () => {
    const { store, path } = await fileStore();
    await store.createGame(game('g1'));
    await store.createGame(game('g2'));
    const writer = new ActionWriter(path);
    cleanups.push(() => writer.close());
    const stored = (version: number) => ({ ok: true, row: { version, action_count: version } });
    const open = (version: number) => [writer.open(writeOf('g1', version, `a${version}`)), writer.open(writeOf('g2', version, `b${version}`))] as const;
    // g2's is held while g1's is, and released first: the writer keeps that until g1's release.
    const [a0, b0] = open(0);
    b0.release();
    a0.release();
    expect(await Promise.all([a0.written, b0.written])).toEqual([stored(1), stored(1)]);
    // g1's answer does not wait for g2's release (which here waits for it).
    const [a1, b1] = open(1);
    a1.release();
    expect(await a1.written).toEqual(stored(2));
    b1.release();
    expect(await b1.written).toEqual(stored(2));
  });

  it('is rolled back when its writer closes while it is held', async () => {
    const { store, path } = await fileStore();
    await store.createGame(game('g1'));
    const held = store.beginAction('g1', 0, discard('never'));
    const writer = (store as unknown as { writer: ActionWriter }).writer;
    // The writer rolls it back and closes at once, not at its 10 s limit on a release.
    const closing = writer.close().then(() => 'closed');
    expect(await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 3000, 'still held'))])).toBe('closed');
    await expect(held.finish(null)).rejects.toThrow();
    const raw = rawConnection(path, { readonly: true });
    expect(raw.prepare('select count(*) as n from actions').get()).toEqual({ n: 0 });
  });
});

describe('the server', () => {
  it('drops an action the rules fail on after finding it legal: nothing stored, and the game goes on', async () => {
    const his = GAMES.get('his') as AnyGameEntry;
    let failing = false;
    const boom = (): never => {
      throw new Error('a rule failed');
    };
    const { applyInPlace } = his.module;
    const entry: AnyGameEntry = {
      ...his,
      module: {
        ...his.module,
        apply: (state, player, action) => (failing ? boom() : his.module.apply(state, player, action)),
        ...(applyInPlace ? { applyInPlace: (state: unknown, player: string, action: never) => (failing ? boom() : applyInPlace.call(his.module, state, player, action)) } : {}),
      },
    };
    const { store, path } = await fileStore();
    const service = new GameService(store, registry([entry]), { onError: () => undefined });
    const created = await service.create({ game: 'his', options: { scenario: '1517' } });
    const act = async () => {
      const game = (await service.live(created.id)) as LiveGame;
      const player = (pendingOf(game)[0] as { player: string }).player;
      const action = entry.module.legalActions(game.state, player)[0] as Action;
      return service.submit({ gameId: created.id, token: created.tokens[player], player, expectedVersion: game.meta.version, action });
    };
    expect((await act()).version).toBe(1);
    const writer = (store as unknown as { writer: ActionWriter }).writer;
    const open = writer.open.bind(writer);
    let held = 0;
    writer.open = (w) => (held++, open(w));
    failing = true;
    await expect(act()).rejects.toThrow();
    failing = false;
    expect(held).toBe(1); // its write was begun, and held, before the rules failed
    // Rolled back at once: the database's write lock is free again (held, it would be kept for
    // the writer's 10 s limit on a release).
    const raw = rawConnection(path, { timeout: 0 });
    let locked = true;
    for (let tries = 0; locked && tries < 100; tries++) {
      try {
        raw.exec('BEGIN IMMEDIATE; ROLLBACK');
        locked = false;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    expect(locked).toBe(false);
    expect((await store.getGame(created.id))?.actions).toHaveLength(1);
    expect((await act()).version).toBe(2); // the writer was not left holding the failed one
    expect((await store.getGame(created.id))?.actions).toHaveLength(2);
  });
});

describe('a failed sync', () => {
  it('stops the writer: the writes it synced are not acknowledged, a refusal stays one, and nothing more is written', async () => {
    const { store, path } = await fileStore();
    await store.createGame(game('g1'));
    // A writer of its own on the store's file, whose sync fails (the WAL it syncs is a directory).
    const writer = new ActionWriter(path, tmpdir());
    cleanups.push(() => writer.close());
    const write = (version: number, card: string) => writer.write(writeOf('g1', version, card));
    // The refusal first: in the same batch as the write or alone, nothing of it is synced.
    const [refused, synced] = await Promise.allSettled([write(7, 'stale'), write(0, 'c0')]);
    expect(refused).toEqual({ status: 'fulfilled', value: { ok: false, version: 0 } });
    expect(synced.status).toBe('rejected');
    expect(String((synced as PromiseRejectedResult).reason)).toMatch(/the sync to disk failed/);
    await waitFor(() => writer.failed, 'the writer to stop'); // its thread exits once it has closed
    await expect(write(1, 'c1')).rejects.toThrow();
    // What it committed is there (a failed sync does not undo a commit); nothing after it.
    expect((await store.getGame('g1'))?.actions).toHaveLength(1);
  });
});

describe('write turns', () => {
  it("runs the store's own writes once no action is on the writer, and holds new actions while one waits", async () => {
    const turns = new WriteTurns();
    const order: string[] = [];
    const held = (name: string) => {
      let release = (): void => undefined;
      const done = new Promise<void>((resolve) => (release = resolve));
      return { run: () => (order.push(`${name} starts`), done.then(() => order.push(`${name} ends`))), release: () => release() };
    };
    const a1 = held('action 1');
    const own = held('own');
    const a2 = held('action 2');
    const first = turns.action(a1.run);
    const second = turns.own(own.run);
    const third = turns.action(a2.run);
    await Promise.resolve();
    expect(order).toEqual(['action 1 starts']); // the own write waits for it; action 2 for the own write
    a1.release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['action 1 starts', 'action 1 ends', 'own starts']);
    own.release();
    await second;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['action 1 starts', 'action 1 ends', 'own starts', 'own ends', 'action 2 starts']);
    a2.release();
    await third;
  });
});
