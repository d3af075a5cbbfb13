// WebSocket updates on a real listening server (127.0.0.1, port 0): each seat gets
// only its own view, never another seat's hidden cards; the incremental log adds up
// to the seat's visible log; bad connections are refused before the upgrade.

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { visibleLog } from '../../src/engine/log.ts';
import { replay } from '../../src/engine/record.ts';
import type { GameRecord, Json } from '../../src/engine/types.ts';
import type { ServerMessage, UpdateMessage } from '../../src/server/hub.ts';
import { newToken } from '../../src/server/secrets.ts';
import { fixtureGame } from '../../src/server/testing/fixture-game.ts';
import type { FixtureOptions, FixtureState } from '../../src/server/testing/fixture-game.ts';
import { bearer, createGame, listeningApp, playFirst, seatTable, waitFor } from './helpers.ts';

let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  // Observers hear of every change as soon as it can be sent: more updates for the checks below.
  ({ app, base } = await listeningApp({ observerDelayMs: 0 }));
});

afterEach(async () => {
  await app.close();
});

interface Listener {
  socket: WebSocket;
  messages: ServerMessage[];
}

function listen(path: string): Promise<Listener> {
  const socket = new WebSocket(`${base}${path}`);
  const messages: ServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
  });
}

/** The HTTP status a refused upgrade got. */
function refusedUpgrade(path: string): Promise<{ status: number; body: string }> {
  const socket = new WebSocket(`${base}${path}`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.once('error', () => undefined);
  });
}

const updates = (listener: Listener): UpdateMessage[] =>
  listener.messages.filter((m): m is UpdateMessage => m.type === 'update');

function stateOf(record: GameRecord<Json>): FixtureState {
  return replay(fixtureGame, record as GameRecord<FixtureOptions, never>);
}

/** Every card the given viewer (null: spectator) must not see in this state. */
function secretsFor(state: FixtureState, viewer: string | null): string[] {
  const secret = [...state.deck];
  for (const player of state.players) {
    if (player === viewer) continue;
    // The card a player has chosen is face up (public) until it is rolled for.
    secret.push(...(state.hands[player] ?? []).filter((card) => card !== state.selected));
    const discard = state.discards[player];
    if (discard) secret.push(discard);
  }
  return secret;
}

describe('WebSocket updates', () => {
  it('sends each seat only what it may see, and a log that adds up', async () => {
    const created = await createGame(app, { options: { players: 3, rounds: 3 }, seats: { blue: 'bot' } });
    const { id, tokens } = created;
    // The record at every version, to know what each update may show.
    const records = new Map<number, GameRecord<Json>>();
    const first = await app.wittenberg.service.inspect(id);
    records.set(first.version, first.record);
    app.wittenberg.service.onChange((game) => {
      if (game.meta.id === id) records.set(game.meta.version, game.record);
    });
    const red = await listen(`/api/games/${id}/ws?token=${tokens.red}`);
    const green = await listen(`/api/games/${id}/ws?token=${tokens.green}`);
    const spectator = await listen(`/api/games/${id}/ws`);
    const listeners: [string | null, Listener][] = [
      ['red', red],
      ['green', green],
      [null, spectator],
    ];

    // Humans play until the end; red takes back its first card choice once.
    let undone = false;
    for (let guard = 0; guard < 100; guard++) {
      await app.wittenberg.bots.idle();
      const table = await seatTable(app, id, tokens.red as string);
      if (table.status === 'over') break;
      for (const player of table.waitingFor) {
        if (player === 'blue') continue;
        const played = await playFirst(app, id, tokens[player] as string);
        if (player === 'red' && !undone && played.prompts[0]?.key === 'fixture.prompt.roll') {
          const response = await app.inject({
            method: 'POST',
            url: `/api/games/${id}/undo`,
            headers: bearer(tokens.red as string),
            payload: { expectedVersion: played.version },
          });
          expect(response.statusCode, response.body).toBe(200);
          undone = true;
        }
      }
    }
    expect(undone).toBe(true);
    const final = await app.wittenberg.service.inspect(id);
    for (const [, listener] of listeners) {
      await waitFor(() => updates(listener).at(-1)?.version === final.version, 'the last update');
    }
    const stored = await app.wittenberg.store.getGame(id);

    for (const [viewer, listener] of listeners) {
      const received = updates(listener);
      expect(received.length).toBeGreaterThan(10);
      let log: unknown[] = [];
      let previous = -1;
      for (const message of received) {
        expect(message.player).toBe(viewer);
        expect(message.version).toBeGreaterThanOrEqual(previous);
        previous = message.version;
        const text = JSON.stringify(message);
        // Hidden information: no other hand, no deck, no other discard, no seed, no RNG.
        const state = stateOf(records.get(message.version) as GameRecord<Json>);
        for (const card of secretsFor(state, viewer)) expect(text, `${viewer} saw ${card}`).not.toContain(`"${card}"`);
        expect(text).not.toContain(stored?.seed as string);
        expect(text).not.toContain('"rng"');
        for (const token of Object.values(tokens)) expect(text).not.toContain(token);
        if (viewer === null) expect(message.legalActions).toEqual([]);
        else expect(message.prompts.every((p) => p.player === viewer)).toBe(true);
        // The log, applied incrementally, is the viewer's visible log at that version.
        log = [...log.slice(0, message.logFrom), ...message.log];
        expect(log).toEqual(visibleLog(state.log, viewer));
      }
    }
    // The undo reached the clients as a full resend of the log.
    expect(updates(red).some((m, i) => i > 0 && m.logFrom === 0)).toBe(true);
    for (const [, listener] of listeners) listener.socket.close();
  });

  it('refuses bad connections before the upgrade, with JSON errors', async () => {
    const created = await createGame(app);
    const unknown = await refusedUpgrade('/api/games/nosuchgame/ws');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: 'not-found' });
    const badToken = await refusedUpgrade(`/api/games/${created.id}/ws?token=${newToken()}`);
    expect(badToken.status).toBe(401);
    expect(JSON.parse(badToken.body)).toMatchObject({ error: 'unauthorized' });
    const otherGame = await createGame(app);
    expect((await refusedUpgrade(`/api/games/${created.id}/ws?token=${otherGame.tokens.red}`)).status).toBe(401);
    expect((await refusedUpgrade('/api/games/bad$id/ws')).status).toBe(400);
  });

  it('survives garbage from a client and answers sync and ping', async () => {
    const created = await createGame(app);
    const red = await listen(`/api/games/${created.id}/ws?token=${created.tokens.red}`);
    await waitFor(() => red.messages.length === 1, 'the first update');
    red.socket.send('not json');
    red.socket.send(JSON.stringify({ type: 'act', action: { type: 'roll' } }));
    red.socket.send(Buffer.from([0, 1, 2, 3]));
    red.socket.send(JSON.stringify({ type: 'ping' }));
    red.socket.send(JSON.stringify({ type: 'sync' }));
    await waitFor(() => red.messages.length === 6, 'five answers');
    expect(red.messages.slice(1, 4).map((m) => m.type)).toEqual(['error', 'refused', 'error']);
    // A decision without its id and version is refused as the POST would be, and changes nothing.
    expect(red.messages[2]).toMatchObject({ type: 'refused', id: 0, status: 400, error: 'bad-request' });
    expect(red.messages[4]).toEqual({ type: 'pong' });
    expect(red.messages[5]).toMatchObject({ type: 'update', player: 'red', logFrom: 0 });
    // An oversized message closes that socket only; the server carries on.
    const closed = new Promise<number>((resolve) => red.socket.once('close', (code) => resolve(code)));
    red.socket.send('x'.repeat(64 * 1024));
    expect(await closed).toBe(1009);
    const again = await listen(`/api/games/${created.id}/ws?token=${created.tokens.red}`);
    await waitFor(() => again.messages.length === 1, 'a fresh update');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    again.socket.close();
  });
});
