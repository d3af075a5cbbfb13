// What undo and loading cost, counted in actions replayed (issue 17): undo refuses at
// once when nothing can be taken back and otherwise replays only the player's trailing
// run; a game not in memory loads from its stored snapshot, not from its first action.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRegistry } from '../../src/server/games.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import { bearer, counted, createGame, playFirst, testApp, waitFor } from './helpers.ts';


let dir: string | undefined;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function open(games: GameRegistry, database = ':memory:', snapshotEvery?: number): Promise<FastifyInstance> {
  const app = await testApp({ games, database, ...(snapshotEvery ? { service: { snapshotEvery } } : {}) });
  apps.push(app);
  return app;
}

const undo = (app: FastifyInstance, id: string, token: string, expectedVersion: number, steps = 1) =>
  app.inject({ method: 'POST', url: `/api/games/${id}/undo`, headers: bearer(token), payload: { expectedVersion, steps } });

describe('undo cost', () => {
  it('refuses a finished game at once, replaying nothing', async () => {
    const { games, applied } = counted();
    const app = await open(games);
    const game = await createGame(app, { options: { players: 3, rounds: 3 }, seats: { red: 'bot', green: 'bot', blue: 'bot' } });
    await waitFor(async () => (await app.inject({ url: `/api/games/${game.id}` })).json<TablePayload>().status === 'over', 'the bots to finish');
    const { version } = await app.wittenberg.service.inspect(game.id);
    const before = applied();
    for (const player of ['red', 'green', 'blue']) {
      const response = await undo(app, game.id, game.tokens[player] as string, version);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'no-undo' });
    }
    expect(applied() - before).toBe(0);
  });

  it('refuses at once when another player acted last, and replays only the trailing run otherwise', async () => {
    const { games, applied } = counted();
    const app = await open(games);
    const game = await createGame(app, { options: { players: 2, rounds: 3 } });
    const red = game.tokens.red as string;
    const green = game.tokens.green as string;
    await playFirst(app, game.id, red);
    await playFirst(app, game.id, green);
    await playFirst(app, game.id, red); // red selects a card
    await playFirst(app, game.id, red); // and rolls
    let table = await playFirst(app, game.id, green); // green selects a card: undoable
    // Green acted last: red's undo is refused without replaying anything.
    let before = applied();
    const refused = await undo(app, game.id, red, table.version);
    expect(refused.json()).toMatchObject({ error: 'no-undo' });
    expect(applied() - before).toBe(0);
    // Green takes back its own last action: at most the run itself is replayed.
    before = applied();
    const undone = await undo(app, game.id, green, table.version);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(applied() - before).toBeLessThanOrEqual(1);
    table = undone.json<TablePayload>();
    expect(table.version).toBe(6);
    expect(table.actions).toBe(4);
  });
});

describe('loading a game not in memory', () => {
  it('replays from the stored snapshot, to the same state', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wittenberg-snapshot-'));
    const database = join(dir, 'games.sqlite');
    const first = counted();
    const app = await open(first.games, database, 5);
    const game = await createGame(app, { options: { players: 3, rounds: 3 }, seats: { red: 'bot', green: 'bot', blue: 'bot' } });
    await waitFor(async () => (await app.inject({ url: `/api/games/${game.id}` })).json<TablePayload>().status === 'over', 'the bots to finish');
    const before = await app.wittenberg.service.inspect(game.id);
    expect(before.actions).toBe(21);

    const second = counted();
    const reopened = await open(second.games, database, 5);
    const table = await reopened.inject({ url: `/api/games/${game.id}` });
    expect(table.statusCode).toBe(200);
    expect(second.applied()).toBeLessThan(5); // 21 actions, snapshot after 20
    const after = await reopened.wittenberg.service.inspect(game.id);
    expect(after.hash).toBe(before.hash);
    expect(after.record).toEqual(before.record);
  });
});
