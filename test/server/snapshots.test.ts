// Snapshots on both stores (issue 16): every stored snapshot equals the replay of the
// record up to it (the record is the source of truth), and a process that did not
// play the game undoes from the nearest stored snapshot, not from the first action.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { hashState } from '../../src/engine/hash.ts';
import { replay } from '../../src/engine/record.ts';
import { entryText, stateTextWithoutLog } from '../../src/engine/state-text.ts';
import type { GoldenRecord } from '../../src/games/his/golden/golden.ts';
import { hereIStand } from '../../src/games/his/module.ts';
import type { GameRegistry } from '../../src/server/games.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import { whenIdle } from '../../src/server/later.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';
import type { GameStore } from '../../src/server/storage/types.ts';
import { snapshotTag, usableSnapshot } from '../../src/server/game-states.ts';
import { fixtureGame } from '../../src/server/testing/fixture-game.ts';
import { bearer, counted, createGame, playFirst, testApp, waitFor } from './helpers.ts';
import { dropSchema, freshSchema, postgresReachable, postgresStore } from './postgres.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** Opens a store on the same database each time it is called. */
type Backend = () => () => Promise<GameStore>;

const sqliteFile: Backend = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wittenberg-snapshots-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return () => openSqliteStore(join(dir, 'games.sqlite'));
};

const postgresSchema: Backend = () => {
  const schema = freshSchema();
  cleanups.push(() => dropSchema(schema));
  return async () => (await postgresStore({ schema })).store;
};

/** As the server opens its SQLite file: each snapshot written once its action is answered, when no other deferred work waits. */
const sqliteFileDeferred: Backend = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wittenberg-snapshots-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return () => openSqliteStore(join(dir, 'games.sqlite'), { deferSnapshots: whenIdle });
};

const backends: [string, Backend][] = [
  ['SQLite', sqliteFile],
  ['SQLite, snapshots written after the answers', sqliteFileDeferred],
];
if (postgresReachable) backends.push(['PostgreSQL', postgresSchema]);

async function open(store: GameStore, games: GameRegistry, snapshotEvery: number): Promise<FastifyInstance> {
  const app = await testApp({ store, games, service: { snapshotEvery } });
  cleanups.push(() => app.close());
  return app;
}

describe.each(backends)('snapshots on %s', (_name, backend) => {
  it('are each the replay of the record up to them', async () => {
    const openStore = backend();
    const store = await openStore();
    const app = await open(store, counted().games, 3);
    const game = await createGame(app, { options: { players: 3, rounds: 3 }, seats: { red: 'bot', green: 'bot', blue: 'bot' } });
    await waitFor(async () => (await app.inject({ url: `/api/games/${game.id}` })).json<TablePayload>().status === 'over', 'the bots to finish');
    const { record } = await app.wittenberg.service.inspect(game.id);
    const snapshots = await store.listSnapshots(game.id);
    expect(snapshots.length).toBeGreaterThanOrEqual(4);
    // Pruned: none more than four intervals behind the last.
    expect(Math.min(...snapshots.map((s) => s.actions))).toBeGreaterThanOrEqual(record.actions.length - 12);
    for (const snapshot of snapshots) {
      const replayed = replay(fixtureGame, { ...record, actions: record.actions.slice(0, snapshot.actions) });
      expect(hashState(snapshot.state), `snapshot after ${snapshot.actions} actions`).toBe(hashState(replayed));
      expect(snapshot.rulesVersion).toBe(fixtureGame.version);
    }
  });

  it('lets another process undo from the nearest stored snapshot', async () => {
    const openStore = backend();
    // Snapshots: every 11 actions (the last after red's select, so a new process loads
    // from it) and at run starts (the one before red's select is what undo needs).
    const first = await open(await openStore(), counted().games, 11);
    const game = await createGame(first, { options: { players: 2, rounds: 3 } });
    const red = game.tokens.red as string;
    const green = game.tokens.green as string;
    await playFirst(first, game.id, red); // discards
    await playFirst(first, game.id, green);
    for (let round = 0; round < 2; round++) {
      for (const token of [red, green]) {
        await playFirst(first, game.id, token); // select
        await playFirst(first, game.id, token); // roll
      }
    }
    const table = await playFirst(first, game.id, red); // red selects: undoable
    const before = await first.wittenberg.service.inspect(game.id);

    const second = counted();
    const other = await open(await openStore(), second.games, 11);
    const undone = await other.inject({
      method: 'POST',
      url: `/api/games/${game.id}/undo`,
      headers: bearer(red),
      payload: { expectedVersion: table.version },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    // Loading and undoing replay from snapshots: not the 10 actions before red's run.
    expect(second.applied()).toBeLessThanOrEqual(3);
    const after = await other.wittenberg.service.inspect(game.id);
    expect(after.actions).toBe(before.actions - 1);
    expect(after.hash).toBe(hashState(replay(fixtureGame, { ...before.record, actions: before.record.actions.slice(0, -1) })));
  });
});

describe('a snapshot of another state shape', () => {
  it('is not loaded, while the record still replays under the same rules', () => {
    const module = { ...fixtureGame, stateVersion: '2' };
    const tag = snapshotTag(module);
    expect(tag).not.toBe(fixtureGame.version);
    const state = { any: 1 };
    // Stored before the state's shape changed: the bare rules version.
    expect(usableSnapshot({ actions: 3, rulesVersion: fixtureGame.version, state }, tag, 10)).toBeUndefined();
    expect(usableSnapshot({ actions: 3, rulesVersion: tag, state }, tag, 10)).toEqual({ actions: 3, state });
    // A module without a state version tags its snapshots with its rules version alone.
    expect(snapshotTag(fixtureGame)).toBe(fixtureGame.version);
  });
});

describe('snapshot text', () => {
  it('is the JSON of a Here I Stand state once its log entries are put back in place (stateTextWithoutLog, entryText)', () => {
    const record = JSON.parse(readFileSync(new URL('../../src/games/his/golden/records/golden-1517-64.json', import.meta.url), 'utf8')) as GoldenRecord;
    const whole = (state: unknown): string | undefined => {
      const split = stateTextWithoutLog(state);
      return split?.text.replace('"log":[]', `"log":[${split.log.map(entryText).join(',')}]`);
    };
    let state = hereIStand.setup(record.options, record.seed);
    for (const [i, { player, action }] of record.actions.entries()) {
      state = hereIStand.apply(state, player, action);
      if (i % 25 === 0) expect(whole(state)).toBe(JSON.stringify(state));
    }
    expect(state.log.length).toBeGreaterThan(100);
    expect(whole(state)).toBe(JSON.stringify(state));
  });
});
