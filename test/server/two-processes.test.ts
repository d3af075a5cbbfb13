// Several server processes on one PostgreSQL database (issue 16): a change made
// through one reaches the WebSocket clients of the other, bots of a game are played
// by one process at a time, and the version check keeps concurrent writes correct.

import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { replay } from '../../src/engine/record.ts';
import type { GameRecord } from '../../src/engine/types.ts';
import type { ServerMessage, UpdateMessage } from '../../src/server/hub.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { CreatedGame } from '../../src/server/service.ts';
import { fixtureGame } from '../../src/server/testing/fixture-game.ts';
import type { FixtureOptions } from '../../src/server/testing/fixture-game.ts';
import { json, killChildServers, post, startChildServer } from './child-server.ts';
import type { ChildServer } from './child-server.ts';
import { waitFor } from './helpers.ts';
import { dropSchema, freshSchema, postgresReachable, postgresStore, TEST_DATABASE_URL } from './postgres.ts';

let schema: string | undefined;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  killChildServers();
  if (schema) await dropSchema(schema);
  schema = undefined;
});

async function twoServers(extra: Record<string, string> = {}): Promise<[ChildServer, ChildServer]> {
  schema = freshSchema();
  const env = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, ...extra };
  const first = await startChildServer(env);
  return [first, await startChildServer(env)];
}

function watch(server: ChildServer, gameId: string, token?: string): Promise<{ updates: UpdateMessage[] }> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/games/${gameId}/ws`, ['wittenberg', ...(token ? [`token.${token}`] : [])]);
  sockets.push(socket);
  const updates: UpdateMessage[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    if (message.type === 'update') updates.push(message);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ updates }));
    socket.once('error', reject);
  });
}

const seat = (server: ChildServer, id: string, token: string) =>
  json<TablePayload>(`${server.url}/api/games/${id}/seat`, { headers: { authorization: `Bearer ${token}` } });

describe.runIf(postgresReachable)('two server processes on one PostgreSQL', () => {
  it('fan out changes to each other’s sockets and keep writes correct', async () => {
    const [a, b] = await twoServers();
    const created = await json<CreatedGame>(`${a.url}/api/games`, post({ game: 'fixture', options: { players: 3, rounds: 2 } }));
    expect(created.status).toBe(201);
    const { id, tokens } = created.body;
    const red = tokens.red as string;
    const green = tokens.green as string;
    const watcher = await watch(b, id, green);
    await waitFor(() => watcher.updates.length === 1, 'the first update');

    // Red acts through A; green's socket on B hears it, with green's own view.
    const table = (await seat(a, id, red)).body;
    const acted = await json<TablePayload>(`${a.url}/api/games/${id}/actions`, post({ expectedVersion: table.version, action: table.legalActions[0] }, red));
    expect(acted.status, JSON.stringify(acted.body)).toBe(200);
    await waitFor(() => watcher.updates.some((u) => u.version === acted.body.version), 'the update on the other process');
    const heard = watcher.updates.find((u) => u.version === acted.body.version) as UpdateMessage;
    expect(heard.player).toBe('green');
    expect(heard.waitingFor).toEqual((await seat(b, id, green)).body.waitingFor);

    // Both processes take the same expected version at once: exactly one write wins.
    const greenTable = (await seat(b, id, green)).body;
    const [viaA, viaB] = await Promise.all(
      [a, b].map((server) => json<TablePayload>(`${server.url}/api/games/${id}/actions`, post({ expectedVersion: greenTable.version, action: greenTable.legalActions[0] }, green))),
    );
    expect([viaA?.status, viaB?.status].sort()).toEqual([200, 409]);
    // An undo through B reaches a socket on A.
    const redOnA = await watch(a, id, red);
    const greenNow = (await seat(b, id, green)).body;
    await waitFor(() => redOnA.updates.some((u) => u.version === greenNow.version), 'red’s socket on A to catch up');
    const undone = await json<TablePayload>(`${b.url}/api/games/${id}/undo`, post({ expectedVersion: greenNow.version }, green));
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    await waitFor(() => redOnA.updates.some((u) => u.version === undone.body.version && u.actions === undone.body.actions), 'the undo on A');
    expect(redOnA.updates.at(-1)?.logFrom).toBe(0);
  });

  it('play each game’s bots in one process at a time, to the end', async () => {
    // Bots pause between moves, so each game is still going when the other process joins.
    const [a, b] = await twoServers({ BOT_DELAY_MS: '15' });
    const ids: string[] = [];
    for (const server of [a, b, a, b]) {
      const created = await json<CreatedGame>(
        `${server.url}/api/games`,
        post({ game: 'fixture', options: { players: 3, rounds: 3 }, seats: { red: 'bot', green: 'bot', blue: 'bot' } }),
      );
      expect(created.status).toBe(201);
      ids.push(created.body.id);
      // A spectator on the other server: it hears every change and wants to play the bots too.
      await watch(server === a ? b : a, created.body.id);
    }
    for (const id of ids) {
      await waitFor(async () => (await json<TablePayload>(`${a.url}/api/games/${id}`)).body.status === 'over', `game ${id} to end`, 60_000);
    }
    // Every record replays; no bot move was overtaken (two processes playing one game's bots would collide).
    const { store } = await postgresStore({ schema: schema as string });
    try {
      for (const id of ids) {
        const stored = await store.getGame(id);
        const record = { game: 'fixture', version: stored?.rulesVersion, options: stored?.options, seed: stored?.seed, actions: stored?.actions };
        expect(fixtureGame.result(replay(fixtureGame, record as GameRecord<FixtureOptions, never>))).not.toBeNull();
        expect(stored?.version).toBe(stored?.actionCount);
      }
    } finally {
      await store.close();
    }
    for (const server of [a, b]) expect(server.output()).not.toMatch(/bot move/);
  });
});
