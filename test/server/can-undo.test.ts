// The table's Undo button (canUndo) after each action comes from the states around that
// action (engine/undo.ts stepUndoable), not from a replay: it must say exactly what a
// replay of the record says (undoableSteps > 0), action after action of a real game.

import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createRng } from '../../src/engine/rng.ts';
import { undoableSteps } from '../../src/engine/undo.ts';
import { buildApp } from '../../src/server/app.ts';
import { GAMES } from '../../src/server/games.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { CreatedGame } from '../../src/server/service.ts';
import { playRandomAction } from './helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('canUndo after an action', () => {
  it('equals a replay of the record, for 80 actions of a Here I Stand game', async () => {
    app = await buildApp({ rateLimit: false, createQuota: false, staticDir: null });
    const created = (await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario: '1517' } } })).json<CreatedGame>();
    const module = GAMES.get('his')!.module;
    const rng = createRng('can-undo');
    let table = (await app.inject({ url: `/api/games/${created.id}` })).json<TablePayload>();
    let seen = { yes: 0, no: 0 };
    for (let i = 0; i < 80 && table.status !== 'over'; i++) {
      const player = table.waitingFor[0]!;
      table = await playRandomAction(app, created, player, rng);
      const stored = (await app.wittenberg.store.getGame(created.id))!;
      const record = { game: 'his', version: stored.rulesVersion, options: stored.options, seed: stored.seed, actions: stored.actions };
      const replayed = undoableSteps(module, record, player) > 0;
      expect(table.canUndo, `after action ${i + 1}`).toBe(replayed);
      seen = replayed ? { ...seen, yes: seen.yes + 1 } : { ...seen, no: seen.no + 1 };
    }
    // Both answers occur, so the comparison means something.
    expect(seen.yes).toBeGreaterThan(5);
    expect(seen.no).toBeGreaterThan(5);
  });
});
