// Storage failures (issue 17): a corrupt game is skipped and named, not fatal at
// start; a read-only database fails /api/health and gives the same 503 on every
// route that writes.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { KyselyGameStore } from '../../src/server/storage/kysely-store.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';
import type { Database } from '../../src/server/storage/schema.ts';
import { bearer, capturedLog, createGame, postAction, seatTable, testApp } from './helpers.ts';

let dir: string | undefined;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function twoGames(database: string): Promise<{ bad: string; good: string; token: string }> {
  const app = await testApp({ database });
  const bad = await createGame(app, { options: { players: 2 }, seats: { green: 'bot' }, listed: true });
  const good = await createGame(app, { options: { players: 2 }, seats: { green: 'bot' }, listed: true });
  await app.wittenberg.bots.idle();
  await app.close();
  return { bad: bad.id, good: good.id, token: good.tokens.red as string };
}

describe('a corrupt game', () => {
  it('is skipped and named at start; the others still load and list', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wittenberg-corrupt-'));
    const database = join(dir, 'games.sqlite');
    const { bad, good } = await twoGames(database);
    const raw = new BetterSqlite3(database);
    raw.prepare('UPDATE games SET options = ? WHERE id = ?').run('{"players": 2', bad);
    raw.close();

    const log = capturedLog();
    const app = await testApp({ database, logger: { level: 'error', stream: log.stream } });
    apps.push(app);
    await app.ready();
    expect(log.text()).toContain(bad);
    const listed = (await app.inject({ url: '/api/games' })).json<{ games: { id: string }[] }>().games.map((g) => g.id);
    expect(listed).toContain(good);
    expect(listed).not.toContain(bad);
    expect((await app.inject({ url: `/api/games/${good}` })).statusCode).toBe(200);
    const broken = await app.inject({ url: `/api/games/${bad}` });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({ error: 'unavailable' });
    expect(broken.json<{ message: string }>().message).toContain(bad);
  });
});

describe('a read-only database', () => {
  it('fails the health check, and every write is the same 503', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wittenberg-readonly-'));
    const database = join(dir, 'games.sqlite');
    const { good, token } = await twoGames(database);
    const store = new KyselyGameStore(
      new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(database, { readonly: true }) }) }),
    );
    const app = await testApp({ store });
    apps.push(app);

    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ error: 'unavailable' });
    const table = await seatTable(app, good, token); // reads still work
    const writes = [
      await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'fixture' } }),
      await app.inject({ method: 'POST', url: `/api/games/${good}/seats/red/bot`, headers: bearer(token), payload: { bot: true } }),
      await postAction(app, good, token, table.version, table.legalActions[0]!),
    ];
    for (const response of writes) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ error: 'unavailable' });
    }
    expect((await seatTable(app, good, token)).version).toBe(table.version);
  });
});

describe('a store that cannot begin an action\'s write', () => {
  it('answers 503 (reported as storage, not as the rules), stores nothing, and the game goes on', async () => {
    const store = await openSqliteStore(':memory:');
    const begin = store.beginAction.bind(store);
    let failures = 0;
    store.beginAction = (...args) => {
      if (failures-- > 0) throw new Error('the writer is gone');
      return begin(...args);
    };
    const log = capturedLog();
    const app = await testApp({ store, logger: { level: 'error', stream: log.stream } });
    apps.push(app);
    const game = await createGame(app, { options: { players: 2 }, seats: { green: 'bot' } });
    const token = game.tokens.red as string;
    await app.wittenberg.bots.idle();
    const table = await seatTable(app, game.id, token);

    failures = 1;
    const refused = await postAction(app, game.id, token, table.version, table.legalActions[0]!);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toMatchObject({ error: 'unavailable' });
    expect(log.text()).toContain(`storing game ${game.id}`);
    expect(log.text()).not.toContain(`apply in game ${game.id}`);
    expect((await seatTable(app, game.id, token)).version).toBe(table.version);

    const played = await postAction(app, game.id, token, table.version, table.legalActions[0]!);
    expect(played.statusCode, played.body).toBe(200);
  });
});
