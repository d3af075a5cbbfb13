// WebSocket abuse (issue 17): a flood of `sync` messages must not stall the server,
// and each update is serialised once per distinct message, not once per socket.

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createGame, playFirst, testApp } from './helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.close();
  app = undefined;
});

async function listening(): Promise<{ http: string; ws: string }> {
  app = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { http: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}` };
}

function connect(url: string): Promise<{ socket: WebSocket; texts: string[]; closed: Promise<number> }> {
  const socket = new WebSocket(url);
  const texts: string[] = [];
  socket.on('message', (data) => texts.push(String(data)));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, texts, closed }));
    socket.once('error', reject);
  });
}

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return performance.now() - start;
}

describe('a flood of sync messages', () => {
  it('is rate-limited: the server keeps answering /api/health promptly and closes the flooding socket', async () => {
    const base = await listening();
    const created = await app!.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario: '1517' } } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const spectator = await connect(`${base.ws}/api/games/${id}/ws`);
    for (let i = 0; i < 2000; i++) spectator.socket.send('{"type":"sync"}');
    const latency = await timed(`${base.http}/api/health`);
    expect(latency).toBeLessThan(1000);
    expect(await spectator.closed).toBe(1008);
    const messages = spectator.texts.map((text) => JSON.parse(text) as { type: string; error?: string });
    expect(messages.filter((m) => m.type === 'update').length).toBeLessThanOrEqual(25);
    expect(messages.filter((m) => m.type === 'error' && m.error === 'rate-limited')).toHaveLength(1);
  });
});

describe('updates', () => {
  it('are serialised once per distinct message: spectators share one', async () => {
    const base = await listening();
    const game = await createGame(app!, { options: { players: 2, rounds: 1 } });
    const sockets = await Promise.all(Array.from({ length: 8 }, () => connect(`${base.ws}/api/games/${game.id}/ws`)));
    const stringify = vi.spyOn(JSON, 'stringify');
    await playFirst(app!, game.id, game.tokens.red as string);
    const updates = () => stringify.mock.calls.filter(([value]) => (value as { type?: unknown } | null)?.type === 'update').length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updates()).toBe(1);
    const last = sockets.map((s) => s.texts[s.texts.length - 1]);
    expect(new Set(last).size).toBe(1);
    for (const s of sockets) s.socket.close();
  });
});
