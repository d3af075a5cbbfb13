// Bots: deterministic choices, games played to the end by bots alone, and a server
// that answers requests while its bots are busy.

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/record.ts';
import type { GameRecord } from '../../src/engine/types.ts';
import { gameBots } from '../../src/server/bots.ts';
import { GAMES } from '../../src/server/games.ts';
import { fixtureGame } from '../../src/server/testing/fixture-game.ts';
import type { FixtureOptions } from '../../src/server/testing/fixture-game.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import { createGame, testApp, waitFor } from './helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('seat bots', () => {
  it('choose deterministically from the legal actions, by seed', () => {
    const legal = Array.from({ length: 7 }, (_, i) => ({ type: 'pick', i }));
    const fixture = { module: fixtureGame, players: () => [] } as never;
    const choose = (seed: string) => gameBots()(fixture, 'heuristic', seed).choose(undefined, legal);
    const first = choose('game:3:red');
    expect(choose('game:3:red')).toBe(first);
    expect(legal).toContain(first);
    // A game without bots of its own seats the random bot at every level.
    const seen = new Set(Array.from({ length: 200 }, (_, v) => choose(`game:${v}:red`)));
    expect(seen.size).toBe(7);
  });

  it("are Here I Stand's own bots at each level", () => {
    const his = GAMES.get('his')!;
    expect(['random', 'heuristic', 'search'].map((level) => gameBots()(his, level as never, 's').name)).toEqual(['random', 'heuristic', 'search']);
  });
});

describe('bot runner', () => {
  it('plays games of bots only to the end, and the record replays to the result', async () => {
    app = await testApp();
    const games = await Promise.all(
      [2, 3, 3].map((players) =>
        createGame(app!, { options: { players, rounds: 3 }, seats: { red: 'bot', green: 'bot', ...(players === 3 ? { blue: 'bot' } : {}) } }),
      ),
    );
    for (const game of games) {
      await waitFor(async () => (await app!.inject({ url: `/api/games/${game.id}` })).json<TablePayload>().status === 'over', 'the bots to finish');
      const { record, version } = await app.wittenberg.service.inspect(game.id);
      const players = game.seats.length;
      expect(version).toBe(players + players * 3 * 2);
      const state = replay(fixtureGame, record as GameRecord<FixtureOptions, never>);
      const table = (await app.inject({ url: `/api/games/${game.id}` })).json<TablePayload>();
      expect(table.result).toEqual(fixtureGame.result(state));
      expect(table.waitingFor).toEqual([]);
    }
    await app.wittenberg.bots.idle();
  });

  it('keeps answering HTTP requests while bots play', async () => {
    // A slow bot: each decision blocks the event loop for 5 ms.
    app = await testApp({
      makeBot: () => ({
        name: 'slow',
        choose: (_view, legal) => {
          const until = Date.now() + 5;
          while (Date.now() < until);
          return legal[0]!;
        },
      }),
    });
    const game = await createGame(app, { options: { players: 3, rounds: 3 }, seats: { red: 'bot', green: 'bot', blue: 'bot' } });
    let answered = 0;
    let table: TablePayload;
    do {
      // A timer between requests, as real network I/O would give: app.inject alone
      // resolves without ever yielding to the event loop's later phases.
      await new Promise((resolve) => setTimeout(resolve, 1));
      table = (await app.inject({ url: `/api/games/${game.id}` })).json<TablePayload>();
      answered++;
    } while (table.status !== 'over' && answered < 10_000);
    expect(table.status).toBe('over');
    // Requests were served between bot moves, not only after the game ended.
    expect(answered).toBeGreaterThan(3);
  });

  it('plays a turn of Here I Stand with a person against five heuristic bots (issue 14)', async () => {
    app = await testApp();
    const seats = { hapsburg: 'heuristic', england: 'heuristic', france: 'heuristic', papacy: 'heuristic', protestant: 'heuristic' } as const;
    const response = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario: '1517' }, seats } });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ id: string; tokens: Record<string, string>; seats: { player: string; level?: string }[] }>();
    expect(created.seats.filter((s) => s.level === 'heuristic')).toHaveLength(5);
    const token = created.tokens.ottoman!;
    // The person (the Ottoman) always takes the first legal action; the bots answer in between.
    let table = (await app.inject({ url: `/api/games/${created.id}/seat`, headers: { authorization: `Bearer ${token}` } })).json<TablePayload>();
    let mine = 0;
    for (let i = 0; i < 400 && ((table.view as { turn: number }).turn < 2 || mine === 0); i++) {
      await app.wittenberg.bots.idle();
      table = (await app.inject({ url: `/api/games/${created.id}/seat`, headers: { authorization: `Bearer ${token}` } })).json<TablePayload>();
      if (table.legalActions.length === 0) continue;
      const played = await app.inject({
        method: 'POST',
        url: `/api/games/${created.id}/actions`,
        headers: { authorization: `Bearer ${token}` },
        payload: { expectedVersion: table.version, action: table.legalActions[0] },
      });
      if (played.statusCode === 200) mine++;
    }
    expect((table.view as { turn: number }).turn).toBeGreaterThanOrEqual(2);
    const { record } = await app.wittenberg.service.inspect(created.id);
    // Every power decided; the five bots made all decisions but the Ottoman's.
    const players = new Set(record.actions.map((a) => a.player));
    expect(players.size).toBe(6);
    expect(record.actions.filter((a) => a.player === 'ottoman').length).toBe(mine);
  }, 120_000);
});
