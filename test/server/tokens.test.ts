// Seat tokens stay out of logs and URLs (issue 17): the request log redacts
// `?token=`, a WebSocket takes the token as a subprotocol (`token.TOKEN`), and every
// answer carries the security headers.

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { UpdateMessage } from '../../src/server/hub.ts';
import { capturedLog, createGame, testApp } from './helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function firstUpdate(url: string, protocols?: string[]): Promise<{ update: UpdateMessage; protocol: string; socket: WebSocket }> {
  const socket = new WebSocket(url, protocols);
  return new Promise((resolve, reject) => {
    socket.once('message', (data) => resolve({ update: JSON.parse(String(data)) as UpdateMessage, protocol: socket.protocol, socket }));
    socket.once('error', reject);
  });
}

describe('seat tokens', () => {
  it('never reach the request log', async () => {
    const log = capturedLog();
    app = await testApp({ logger: { level: 'debug', stream: log.stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const game = await createGame(app, { options: { players: 2 } });
    const token = game.tokens.red as string;

    expect((await fetch(`http://127.0.0.1:${port}/api/games/${game.id}/seat?token=${token}`)).status).toBe(200);
    await fetch(`http://127.0.0.1:${port}/game/${game.id}?token=${token}`);
    const bySocketQuery = await firstUpdate(`ws://127.0.0.1:${port}/api/games/${game.id}/ws?token=${token}`);
    expect(bySocketQuery.update.player).toBe('red');
    bySocketQuery.socket.close();

    expect(log.text()).toContain(`/api/games/${game.id}/seat?token=[redacted]`);
    expect(log.text()).not.toContain(token);
  });

  it('open a seat over a WebSocket as a subprotocol, which the server does not echo', async () => {
    app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const game = await createGame(app, { options: { players: 2 } });
    const url = `ws://127.0.0.1:${port}/api/games/${game.id}/ws`;
    const seat = await firstUpdate(url, ['wittenberg', `token.${game.tokens.green as string}`]);
    expect(seat.update.player).toBe('green');
    expect(seat.protocol).toBe('wittenberg');
    seat.socket.close();
    const spectator = await firstUpdate(url, ['wittenberg']);
    expect(spectator.update.player).toBeNull();
    spectator.socket.close();
    // A wrong token is refused before the upgrade, as with the query.
    const refused = new WebSocket(url, ['wittenberg', `token.${'x'.repeat(43)}`]);
    const status = await new Promise<number>((resolve) => {
      refused.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      refused.once('error', () => undefined);
    });
    expect(status).toBe(401);
  });
});

describe('security headers', () => {
  it('come with every answer', async () => {
    app = await testApp();
    for (const url of ['/api/health', '/api/games/nope', '/nowhere']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
