// A game survives a restart: the record in the SQLite file is the source of truth,
// and a new app on the same file replays it to the same version and state hash.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';
import { bearer, createGame, playFirst, seatTable, testApp } from './helpers.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('restart', () => {
  it('continues a game at the same version and hash after the app is closed and reopened', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wittenberg-restart-'));
    const database = join(dir, 'wittenberg.sqlite');

    const first = await testApp({ database });
    const created = await createGame(first, { options: { players: 3, rounds: 2 }, seats: { blue: 'bot' }, listed: true });
    const { id, tokens } = created;
    await playFirst(first, id, tokens.red as string);
    await playFirst(first, id, tokens.green as string);
    await playFirst(first, id, tokens.red as string); // red selects a card (undoable)
    await first.wittenberg.bots.idle();
    const before = await first.wittenberg.service.inspect(id);
    const redBefore = await seatTable(first, id, tokens.red as string);
    await first.close();

    const second = await testApp({ database });
    try {
      const after = await second.wittenberg.service.inspect(id);
      expect(after.version).toBe(before.version);
      expect(after.hash).toBe(before.hash);
      expect(after.record).toEqual(before.record);
      const redAfter = await seatTable(second, id, tokens.red as string);
      expect({ ...redAfter, updatedAt: null }).toEqual({ ...redBefore, updatedAt: null });
      // The same tokens still open the seats, undo still works, play goes on.
      const undone = await second.inject({
        method: 'POST',
        url: `/api/games/${id}/undo`,
        headers: bearer(tokens.red as string),
        payload: { expectedVersion: after.version },
      });
      expect(undone.statusCode, undone.body).toBe(200);
      const played = await playFirst(second, id, tokens.red as string);
      expect(played.version).toBe(after.version + 2);
      const list = await second.inject({ url: '/api/games' });
      expect(list.json<{ games: { id: string }[] }>().games.map((g) => g.id)).toEqual([id]);
    } finally {
      await second.close();
    }
  });

  it('lets bots resume a game they had not answered when the server stopped', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wittenberg-restart-'));
    const database = join(dir, 'wittenberg.sqlite');
    // Slow bots, so the app closes before they answer.
    const first = await testApp({ database, botDelayMs: 200 });
    const { id, tokens } = await createGame(first, { options: { players: 2 }, seats: { green: 'bot' } });
    const table = await seatTable(first, id, tokens.red as string);
    const response = await first.inject({
      method: 'POST',
      url: `/api/games/${id}/actions`,
      headers: bearer(tokens.red as string),
      payload: { expectedVersion: table.version, action: table.legalActions[0] },
    });
    expect(response.statusCode).toBe(200);
    await first.close();
    const store = await openSqliteStore(database);
    expect((await store.getGame(id))?.actions.map((a) => a.player)).toEqual(['red']); // green's bot had not answered
    await store.close();

    const second = await testApp({ database });
    try {
      await second.ready();
      await second.wittenberg.bots.idle();
      expect((await seatTable(second, id, tokens.red as string)).waitingFor).toEqual(['red']);
    } finally {
      await second.close();
    }
  });
});
