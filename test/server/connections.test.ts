// Slow and numerous connections (issue 17): a request trickled in too slowly is cut
// off, and one client IP may hold only so many connections.

import { connect } from 'node:net';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from '../../src/server/connections.ts';
import { testApp } from './helpers.ts';

let app: FastifyInstance | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

async function listening(connections: Partial<ConnectionLimits>): Promise<number> {
  app = await testApp({ connections });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A raw connection; resolves `ended` with what the server sent when it closes it. */
function open(port: number): Promise<{ socket: Socket; ended: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return new Promise((resolve) => socket.once('connect', () => resolve({ socket, ended })));
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

describe('a request body trickled in', () => {
  it('is cut off after the request timeout with 408', async () => {
    const port = await listening({ requestTimeoutMs: 1000, headersTimeoutMs: 500 });
    const { socket, ended } = await open(port);
    socket.write('POST /api/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    const timer = setInterval(() => socket.write(' '), 200);
    try {
      const answer = await within(ended, 4000);
      expect(answer).not.toBe('timeout');
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(timer);
    }
  });

  it('headers trickled in are cut off after the headers timeout', async () => {
    const port = await listening({ requestTimeoutMs: 5000, headersTimeoutMs: 500 });
    const { socket, ended } = await open(port);
    socket.write('GET /api/health HTTP/1.1\r\n');
    const timer = setInterval(() => socket.write('X-A: b\r\n'), 100);
    try {
      expect(await within(ended, 3000)).not.toBe('timeout');
    } finally {
      clearInterval(timer);
    }
  });
});

describe('connections from one IP', () => {
  it('are capped; the others are closed at once, and the server answers once they are gone', async () => {
    const port = await listening({ perIp: 4 });
    const held = await Promise.all(Array.from({ length: 4 }, () => open(port)));
    const extra = await open(port);
    expect(await within(extra.ended, 1000)).toBe('');
    for (const { socket } of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
