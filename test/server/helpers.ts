// Shared helpers for the server tests: an app without rate limit or static files,
// and short calls for the API.

import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { WebSocket } from 'ws';
import { expect } from 'vitest';
import type { Action } from '../../src/engine/types.ts';
import { pick } from '../../src/engine/rng.ts';
import type { RngState } from '../../src/engine/rng.ts';
import { buildApp } from '../../src/server/app.ts';
import type { AppOptions } from '../../src/server/app.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { CreatedGame } from '../../src/server/service.ts';
import type { UpdateMessage } from '../../src/server/hub.ts';
import type { SeatChoice } from '../../src/server/seat-access.ts';
import { defineGame, registry } from '../../src/server/games.ts';
import type { GameRegistry } from '../../src/server/games.ts';
import { fixtureGame } from '../../src/server/testing/fixture-game.ts';
import { TEST_GAMES } from '../../src/server/testing/test-games.ts';

export async function testApp(options: AppOptions = {}): Promise<FastifyInstance> {
  return buildApp({ rateLimit: false, createQuota: false, staticDir: null, games: TEST_GAMES, ...options });
}

/** A test app listening on 127.0.0.1 (a free port), and the base of its WebSocket URLs. */
export async function listeningApp(options: AppOptions = {}): Promise<{ app: FastifyInstance; base: string }> {
  const app = await testApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export async function createGame(
  app: FastifyInstance,
  body: { options?: unknown; seats?: Record<string, SeatChoice>; listed?: boolean; emails?: Record<string, string> } = {},
): Promise<CreatedGame> {
  const response = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'fixture', ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedGame>();
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export async function seatTable(app: FastifyInstance, gameId: string, token: string): Promise<TablePayload> {
  const response = await app.inject({ url: `/api/games/${gameId}/seat`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TablePayload>();
}

export function postAction(
  app: FastifyInstance,
  gameId: string,
  token: string,
  expectedVersion: number,
  action: Action,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/actions`,
    headers: bearer(token),
    payload: { expectedVersion, action },
  });
}

/** Play the first legal action of the seat (after the bots have moved); fails the test if it is refused. */
export async function playFirst(app: FastifyInstance, gameId: string, token: string): Promise<TablePayload> {
  await app.wittenberg.bots.idle();
  const table = await seatTable(app, gameId, token);
  const action = table.legalActions[0];
  if (!action) throw new Error(`${table.player} has nothing to do`);
  const response = await postAction(app, gameId, token, table.version, action);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TablePayload>();
}

/** Version, action count and state hash as the service holds them, and the record as stored. */
export async function snapshot(app: FastifyInstance, gameId: string): Promise<{ version: number; actions: number; hash: string; stored: unknown }> {
  const { version, actions, hash } = await app.wittenberg.service.inspect(gameId);
  const stored = await app.wittenberg.store.getGame(gameId);
  return { version, actions, hash, stored };
}

/** Wait until `check` holds, polling; for things bots do asynchronously. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A log stream for an app's logger, and the text written to it so far. */
export function capturedLog(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** The fixture game, counting the actions it applies. */
export function counted(): { games: GameRegistry; applied: () => number } {
  let applied = 0;
  const module = {
    ...fixtureGame,
    apply: (...args: Parameters<typeof fixtureGame.apply>) => {
      applied++;
      return fixtureGame.apply(...args);
    },
  };
  return { games: registry([defineGame({ module, players: (s) => s.players, log: (s) => s.log })]), applied: () => applied };
}

/** One uniformly random legal action (seeded by `rng`) of the seat `player` over HTTP; the answer, checked to be 200. */
export async function playRandomAction(app: FastifyInstance, created: CreatedGame, player: string, rng: RngState): Promise<TablePayload> {
  const token = created.tokens[player] as string;
  const own = (await app.inject({ url: `/api/games/${created.id}/seat`, headers: bearer(token) })).json<TablePayload>();
  const response = await app.inject({
    method: 'POST',
    url: `/api/games/${created.id}/actions`,
    headers: bearer(token),
    payload: { expectedVersion: own.version, action: pick(rng, own.legalActions) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TablePayload>();
}

/** A socket for the hub (hub.ts) that keeps every message it is sent, parsed. */
export function fakeSocket(): { socket: WebSocket; sent: UpdateMessage[] } {
  const sent: UpdateMessage[] = [];
  const socket = { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (text: string) => sent.push(JSON.parse(text) as UpdateMessage), close: () => undefined };
  return { socket: socket as unknown as WebSocket, sent };
}
