// Decisions sent over the seat's own socket (ws-routes.ts: `act`): the action path without
// HTTP framing. Answered with the seat's patch, stored before it is answered, not sent to the
// seat again; refused with the POST route's status and error, and nothing changes then.

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { applyJsonPatch } from '../../src/engine/json-patch.ts';
import type { ActedMessage, PatchMessage, RefusedMessage, ServerMessage, UpdateMessage } from '../../src/server/hub.ts';
import { OBSERVER_DELAY_MS } from '../../src/server/hub.ts';
import { createGame, listeningApp, seatTable, waitFor } from './helpers.ts';

let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  ({ app, base } = await listeningApp());
});

afterEach(async () => {
  await app.close();
});

interface Listener {
  socket: WebSocket;
  messages: ServerMessage[];
}

/** A socket taking patches, for a seat's token (none: a spectator). */
function listen(gameId: string, token?: string): Promise<Listener> {
  const socket = new WebSocket(`${base}/api/games/${gameId}/ws?patches=1`, token ? ['wittenberg', `token.${token}`] : ['wittenberg']);
  const messages: ServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
  });
}

/** Send `message` and wait for the answer carrying `id`. */
async function ask(listener: Listener, id: string | number, message: Record<string, unknown>): Promise<ActedMessage | RefusedMessage> {
  listener.socket.send(JSON.stringify(message));
  const answer = (): ActedMessage | RefusedMessage | undefined =>
    listener.messages.find((m): m is ActedMessage | RefusedMessage => (m.type === 'acted' || m.type === 'refused') && m.id === id);
  await waitFor(() => answer() !== undefined, `the answer to ${id}`);
  return answer() as ActedMessage | RefusedMessage;
}

const tables = (listener: Listener, version: number): (UpdateMessage | PatchMessage)[] =>
  listener.messages.filter((m): m is UpdateMessage | PatchMessage => (m.type === 'update' || m.type === 'patch') && m.version === version);

describe('decisions over the socket', () => {
  it('are stored and answered by the seat’s patch, which the seat does not get again; the other seats hear of them', async () => {
    const { id, tokens } = await createGame(app);
    const red = await listen(id, tokens.red);
    const green = await listen(id, tokens.green);
    const spectator = await listen(id);
    await waitFor(() => [red, green, spectator].every((l) => l.messages.length === 1), 'the first tables');
    const first = red.messages[0] as UpdateMessage;
    const action = first.legalActions[0];

    const answer = await ask(red, 'a1', { type: 'act', id: 'a1', expectedVersion: first.version, action });
    expect(answer).toMatchObject({ type: 'acted', id: 'a1', answer: { type: 'patch', from: first.version, version: first.version + 1 } });
    const patch = (answer as ActedMessage).answer as PatchMessage;
    expect((await app.wittenberg.service.inspect(id)).version).toBe(first.version + 1);
    // The patch turns the table red held into its table now.
    const now = await seatTable(app, id, tokens.red as string);
    expect(applyJsonPatch(first.view, patch.viewChanges)).toEqual(now.view);
    expect(patch.legalActions).toEqual(now.legalActions);

    await waitFor(() => tables(green, first.version + 1).length === 1 && tables(spectator, first.version + 1).length === 1, 'the others hear of it');
    await new Promise((resolve) => setTimeout(resolve, OBSERVER_DELAY_MS * 3));
    expect(tables(red, first.version + 1)).toEqual([]);
    for (const listener of [red, green, spectator]) listener.socket.close();
  });

  it('are refused as the POST route refuses them, and nothing changes', async () => {
    const { id, tokens } = await createGame(app);
    const red = await listen(id, tokens.red);
    const spectator = await listen(id);
    await waitFor(() => red.messages.length === 1 && spectator.messages.length === 1, 'the first tables');
    const first = red.messages[0] as UpdateMessage;
    const action = first.legalActions[0];
    const version = async (): Promise<number> => (await app.wittenberg.service.inspect(id)).version;

    // Stale: the table at the version the game is at comes with the refusal.
    const stale = await ask(red, 1, { type: 'act', id: 1, expectedVersion: first.version + 3, action });
    expect(stale).toMatchObject({ type: 'refused', id: 1, status: 409, error: 'stale', version: first.version, current: { version: first.version, player: 'red' } });
    const illegal = await ask(red, 2, { type: 'act', id: 2, expectedVersion: first.version, action: { type: 'no-such-move' } });
    expect(illegal).toMatchObject({ type: 'refused', id: 2, status: 422, error: 'illegal' });
    // Malformed: no version. The id still comes back, to say which message it was.
    const malformed = await ask(red, 3, { type: 'act', id: 3, action });
    expect(malformed).toMatchObject({ type: 'refused', id: 3, status: 400, error: 'bad-request' });
    const unknownField = await ask(red, 4, { type: 'act', id: 4, expectedVersion: first.version, action, token: 'x' });
    expect(unknownField).toMatchObject({ type: 'refused', id: 4, status: 400, error: 'bad-request' });
    const watcher = await ask(spectator, 5, { type: 'act', id: 5, expectedVersion: first.version, action });
    expect(watcher).toMatchObject({ type: 'refused', id: 5, status: 401, error: 'unauthorized' });
    expect(await version()).toBe(first.version);

    // Red discards; it has nothing more to decide until green has discarded too.
    expect(await ask(red, 6, { type: 'act', id: 6, expectedVersion: first.version, action })).toMatchObject({ type: 'acted', id: 6 });
    const again = await ask(red, 7, { type: 'act', id: 7, expectedVersion: first.version + 1, action });
    expect(again).toMatchObject({ type: 'refused', id: 7, status: 409, error: 'not-your-turn' });
    expect(await version()).toBe(first.version + 1);
    for (const listener of [red, spectator]) listener.socket.close();
  });
});
