// Crash safety: the real server (src/server/main.ts in a child process) is killed
// with SIGKILL while bots are playing, right after a human action was acknowledged.
// After a restart on the same database, every acknowledged action is in the record,
// and the game goes on.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/record.ts';
import type { Action, GameRecord } from '../../src/engine/types.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { CreatedGame } from '../../src/server/service.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';
import { fixtureGame } from '../../src/server/testing/fixture-game.ts';
import type { FixtureOptions } from '../../src/server/testing/fixture-game.ts';
import { json, killChildServers, post, startChildServer } from './child-server.ts';
import type { ChildServer } from './child-server.ts';

let dir: string | undefined;

afterEach(() => {
  killChildServers();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const startServer = (database: string): Promise<ChildServer> => startChildServer({ WITTENBERG_DB: database });

describe('SIGKILL', () => {
  it('loses no acknowledged action', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wittenberg-kill-'));
    const database = join(dir, 'wittenberg.sqlite');
    const first = await startServer(database);

    const created = await json<CreatedGame>(
      `${first.url}/api/games`,
      post({ game: 'fixture', options: { players: 3, rounds: 3 }, seats: { green: 'bot', blue: 'bot' } }),
    );
    expect(created.status).toBe(201);
    const { id, tokens } = created.body;
    const red = tokens.red as string;

    // Red plays 6 of its 7 decisions; the bots answer each in the background.
    const acknowledged: { index: number; action: Action }[] = [];
    for (let attempts = 0; acknowledged.length < 6; attempts++) {
      expect(attempts).toBeLessThan(2000);
      const seat = await json<TablePayload>(`${first.url}/api/games/${id}/seat`, { headers: { authorization: `Bearer ${red}` } });
      const action = seat.body.legalActions[0];
      if (!action) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      const sent = await json<TablePayload>(`${first.url}/api/games/${id}/actions`, post({ expectedVersion: seat.body.version, action }, red));
      if (sent.status === 409) continue; // a bot moved between our read and our write
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      acknowledged.push({ index: sent.body.actions - 1, action });
    }
    // Killed at once, while the bots are answering red's last action.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await startServer(database);
    const store = await openSqliteStore(database);
    try {
      const stored = await store.getGame(id);
      expect(stored).not.toBeNull();
      for (const { index, action } of acknowledged) {
        expect(stored?.actions[index]).toEqual({ player: 'red', action });
      }
      const record: GameRecord<FixtureOptions> = {
        game: 'fixture',
        version: stored?.rulesVersion as string,
        options: stored?.options as FixtureOptions,
        seed: stored?.seed as string,
        actions: stored?.actions ?? [],
      };
      expect(() => replay(fixtureGame, record as GameRecord<FixtureOptions, never>)).not.toThrow();

      // The restarted server has the game where the record says, and play goes on to the end.
      const table = await json<TablePayload>(`${second.url}/api/games/${id}`);
      expect(table.status).toBe(200);
      expect(table.body.version).toBe(stored?.version);
      for (let attempts = 0; ; attempts++) {
        expect(attempts).toBeLessThan(2000);
        const seat = await json<TablePayload>(`${second.url}/api/games/${id}/seat`, { headers: { authorization: `Bearer ${red}` } });
        if (seat.body.status === 'over') break;
        const action = seat.body.legalActions[0];
        if (action) await fetch(`${second.url}/api/games/${id}/actions`, post({ expectedVersion: seat.body.version, action }, red));
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      await store.close();
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });
});
