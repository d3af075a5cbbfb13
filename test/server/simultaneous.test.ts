// A simultaneous choice is not serialised by the version (issue 17): each seat's part
// stands whichever arrives first, while a seat whose own options changed, or that
// already acted, still gets `stale`.

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TablePayload } from '../../src/server/payloads.ts';
import { createGame, postAction, seatTable, testApp } from './helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('a simultaneous choice', () => {
  it('accepts every seat’s part sent at once against the same version', async () => {
    app = await testApp();
    const game = await createGame(app, { options: { players: 3 } });
    const tables = await Promise.all(['red', 'green', 'blue'].map((p) => seatTable(app!, game.id, game.tokens[p] as string)));
    expect(tables.every((t) => t.version === 0 && t.prompts[0]?.simultaneous)).toBe(true);
    const answers = await Promise.all(
      tables.map((t) => postAction(app!, game.id, game.tokens[t.player as string] as string, 0, t.legalActions[0]!)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const after = await app.wittenberg.service.inspect(game.id);
    expect(after.version).toBe(3);
    expect(after.record.actions.map((a) => a.player).sort()).toEqual(['blue', 'green', 'red']);
  });

  it('still says stale to a seat that acted since, or whose options changed', async () => {
    app = await testApp();
    const game = await createGame(app, { options: { players: 2 } });
    const red = game.tokens.red as string;
    const green = game.tokens.green as string;
    const redTable = await seatTable(app, game.id, red);
    expect((await postAction(app, game.id, red, 0, redTable.legalActions[0]!)).statusCode).toBe(200);
    // Red's second discard against version 0: red acted since, so stale (not a second action).
    const again = await postAction(app, game.id, red, 0, redTable.legalActions[1]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'stale' });
    const greenTable = await seatTable(app, game.id, green);
    expect((await postAction(app, game.id, green, 0, greenTable.legalActions[0]!)).statusCode).toBe(200);
    // Now red must play a card: its options changed since version 1, so a version-1 request is stale.
    const now = await seatTable(app, game.id, red);
    expect(now.version).toBe(2);
    const stale = await postAction(app, game.id, red, 1, now.legalActions[0]!);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string; current: TablePayload }>().error).toBe('stale');
    expect((await app.wittenberg.service.inspect(game.id)).version).toBe(2);
  });
});
