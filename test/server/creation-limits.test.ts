// Game creation is bounded (issue 17): a quota per client, games of bots only queue
// behind each other (not before people), and abandoned games expire.

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TablePayload } from '../../src/server/payloads.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';
import type { GameStore } from '../../src/server/storage/types.ts';
import { createGame, postAction, seatTable, testApp, waitFor } from './helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('game creation', () => {
  it('has a quota per client', async () => {
    app = await testApp({ createQuota: { max: 3, windowMs: 60_000 } });
    const create = (ip: string) => app!.inject({ method: 'POST', url: '/api/games', payload: { game: 'fixture', listed: true }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await create('10.0.0.1')).statusCode).toBe(201);
    const refused = await create('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate-limited' });
    expect((await create('10.0.0.2')).statusCode).toBe(201);
    expect((await app.inject({ url: '/api/games' })).json<{ games: unknown[] }>().games).toHaveLength(4);
  });
});

/** A store whose action writes take a while, counting how many games write at once. */
function slowWrites(store: GameStore, botOnly: Set<string>): { store: GameStore; most: () => number } {
  let now = 0;
  let most = 0;
  const slow: GameStore = Object.create(store) as GameStore;
  slow.appendAction = async (id, ...rest) => {
    const counted = botOnly.has(id);
    if (counted) most = Math.max(most, ++now);
    try {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return await store.appendAction(id, ...rest);
    } finally {
      if (counted) now--;
    }
  };
  return { store: slow, most: () => most };
}

describe('games of bots only', () => {
  it('move one at a time, while a game with a person gets its bot answers at once', async () => {
    const botOnly = new Set<string>();
    const slow = slowWrites(await openSqliteStore(':memory:'), botOnly);
    app = await testApp({ store: slow.store });
    const human = await createGame(app, { options: { players: 2, rounds: 3 }, seats: { green: 'bot' } });
    await app.wittenberg.bots.idle();
    const bots = { red: 'bot', green: 'bot', blue: 'bot' } as const;
    const games = await Promise.all([1, 2, 3, 4].map(() => createGame(app!, { options: { players: 3, rounds: 3 }, seats: bots })));
    for (const game of games) botOnly.add(game.id);
    // While the bot-only games play, the person's game still gets its bot's answer.
    const red = human.tokens.red as string;
    for (let i = 0; i < 3; i++) {
      const table = await seatTable(app, human.id, red); // discard, then play and roll a card
      expect((await postAction(app, human.id, red, table.version, table.legalActions[0]!)).statusCode).toBe(200);
    }
    // Green (a bot) now plays and rolls, and it is red's turn again.
    await waitFor(async () => (await seatTable(app!, human.id, red)).legalActions.length > 0, 'green to answer');
    const unfinished = await Promise.all(games.map(async (g) => (await app!.inject({ url: `/api/games/${g.id}` })).json<TablePayload>().status));
    expect(unfinished).toContain('active');
    for (const game of games) {
      await waitFor(async () => (await app!.inject({ url: `/api/games/${game.id}` })).json<TablePayload>().status === 'over', 'the bots to finish');
    }
    expect(slow.most()).toBe(1);
  });
});

describe('abandoned games', () => {
  it('expire; finished ones stay', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const store = await openSqliteStore(':memory:', { now: () => new Date(clock).toISOString() });
    app = await testApp({ store });
    const abandoned = await createGame(app, { options: { players: 2 } });
    const finished = await createGame(app, { options: { players: 2, rounds: 1 }, seats: { red: 'bot', green: 'bot' } });
    await waitFor(async () => (await app!.inject({ url: `/api/games/${finished.id}` })).json<TablePayload>().status === 'over', 'the bots to finish');
    clock += 40 * 24 * 60 * 60_000;
    const recent = await createGame(app, { options: { players: 2 } });
    const expired = await app.wittenberg.service.expireAbandoned(new Date(clock - 30 * 24 * 60 * 60_000));
    expect(expired).toEqual([abandoned.id]);
    expect((await app.inject({ url: `/api/games/${abandoned.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/games/${finished.id}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/games/${recent.id}` })).statusCode).toBe(200);
  });
});
