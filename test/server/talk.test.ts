// The table's talk (issue 12): a public chat open to everyone at any time, and private
// messages between seats while the game allows them. A private message is stored with the
// game and reaches its sender and recipients only: it is in no other seat's or a
// spectator's HTTP answer or socket message.

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { defineGame, registry } from '../../src/server/games.ts';
import { fixtureGame } from '../../src/server/testing/fixture-game.ts';
import { GAMES } from '../../src/server/games.ts';
import { bearer, createGame, testApp } from './helpers.ts';

/** Whether the fixture game allows private messages now (the tests open and close it). */
let privateOpen = true;

const GAMES_WITH_TALK = registry([
  defineGame({ module: fixtureGame, players: (s) => s.players, log: (s) => s.log, privateTalk: () => privateOpen }),
  ...GAMES.values(),
]);

let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  privateOpen = true;
  app = await testApp({ games: GAMES_WITH_TALK });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await app.close();
});

/** Every text a socket receives, raw (a leak may hide in any message). */
function listen(path: string, protocols: string[] = ['wittenberg']): Promise<{ socket: WebSocket; texts: string[] }> {
  const socket = new WebSocket(`${base}${path}`, protocols);
  const texts: string[] = [];
  socket.on('message', (data) => texts.push(String(data)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, texts }));
    socket.once('error', reject);
  });
}

function post(gameId: string, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/games/${gameId}/messages`, headers: bearer(token), payload });
}

async function read(gameId: string, token?: string): Promise<{ status: number; body: string }> {
  const response = await app.inject({ url: `/api/games/${gameId}/messages`, ...(token ? { headers: bearer(token) } : {}) });
  return { status: response.statusCode, body: response.body };
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe('table talk', () => {
  it('a private message reaches its parties only, over HTTP and sockets; the public chat reaches everyone', async () => {
    const game = await createGame(app);
    const [a, b, c] = Object.keys(game.tokens);
    const tokens = game.tokens as Record<string, string>;
    const sockets = {
      a: await listen(`/api/games/${game.id}/ws`, ['wittenberg', `token.${tokens[a!]}`]),
      b: await listen(`/api/games/${game.id}/ws`, ['wittenberg', `token.${tokens[b!]}`]),
      c: await listen(`/api/games/${game.id}/ws`, ['wittenberg', `token.${tokens[c!]}`]),
      spectator: await listen(`/api/games/${game.id}/ws`),
    };
    const secret = 'Meet me at Calais, the squadron is yours';
    const sent = await post(game.id, tokens[a!]!, { to: [b], text: secret });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ seq: 0, from: a, to: [b], text: secret });
    const hello = await post(game.id, tokens[c!]!, { text: 'Good evening, all' });
    expect(hello.statusCode, hello.body).toBe(201);
    await settle();

    // HTTP: the parties read it; the third seat and a spectator read only the public chat.
    for (const seat of [a!, b!]) expect((await read(game.id, tokens[seat])).body).toContain(secret);
    for (const token of [tokens[c!], undefined]) {
      const { status, body } = await read(game.id, token);
      expect(status).toBe(200);
      expect(body).not.toContain(secret);
      expect(body).toContain('Good evening, all');
    }
    // Sockets: the same.
    expect(sockets.a.texts.join('\n')).toContain(secret);
    expect(sockets.b.texts.join('\n')).toContain(secret);
    for (const other of [sockets.c, sockets.spectator]) {
      expect(other.texts.join('\n')).not.toContain(secret);
      expect(other.texts.join('\n')).toContain('Good evening, all');
    }
    // Nor in any table the others are sent.
    for (const url of [`/api/games/${game.id}`, `/api/games/${game.id}/seat`]) {
      const response = await app.inject({ url, headers: url.endsWith('seat') ? bearer(tokens[c!]!) : {} });
      expect(response.body).not.toContain(secret);
    }
    // Stored with the game.
    expect(await app.wittenberg.store.listMessages(game.id)).toEqual([
      expect.objectContaining({ from: a, to: [b], text: secret }),
      expect.objectContaining({ from: c, to: [], text: 'Good evening, all' }),
    ]);
    for (const s of Object.values(sockets)) s.socket.close();
  });

  it('private messages only while the game allows them; the chat always; bad messages change nothing', async () => {
    const game = await createGame(app);
    const [a, b] = Object.keys(game.tokens);
    const tokens = game.tokens as Record<string, string>;
    privateOpen = false;
    const refused = await post(game.id, tokens[a!]!, { to: [b], text: 'psst' });
    expect(refused.statusCode).toBe(409);
    expect((await post(game.id, tokens[a!]!, { text: 'hello' })).statusCode).toBe(201);
    privateOpen = true;
    expect((await post(game.id, tokens[a!]!, { to: [a], text: 'to myself' })).statusCode).toBe(400);
    expect((await post(game.id, tokens[a!]!, { to: ['nobody'], text: 'x' })).statusCode).toBe(400);
    expect((await post(game.id, tokens[a!]!, { to: [b], text: '   ' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `/api/games/${game.id}/messages`, payload: { text: 'no token' } })).statusCode).toBe(401);
    // An attachment (a deal offered) goes only in a private message, and stays small.
    expect((await post(game.id, tokens[a!]!, { text: 'offer', attachment: [{ kind: 'x' }] })).statusCode).toBe(400);
    expect((await post(game.id, tokens[a!]!, { to: [b], text: 'offer', attachment: 'y'.repeat(9000) })).statusCode).toBe(400);
    expect((await app.wittenberg.store.listMessages(game.id)).map((m) => m.text)).toEqual(['hello']);
    const offer = await post(game.id, tokens[a!]!, { to: [b], text: 'offer', attachment: [{ kind: 'alliance', from: a, to: b }] });
    expect(offer.statusCode, offer.body).toBe(201);
    expect((await read(game.id, tokens[b!])).body).toContain('"attachment":[{"kind":"alliance"');
    expect((await app.wittenberg.store.listMessages(game.id)).at(-1)?.attachment).toEqual([{ kind: 'alliance', from: a, to: b }]);
  });
});
