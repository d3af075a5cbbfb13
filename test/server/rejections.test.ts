// Every way a request can be refused: each gets a clear JSON error and changes
// nothing (same version, same state hash, same stored record).

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newToken } from '../../src/server/secrets.ts';
import type { CreatedGame } from '../../src/server/service.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import { bearer, createGame, playFirst, postAction, seatTable, snapshot, testApp } from './helpers.ts';

let app: FastifyInstance;
let game: CreatedGame;
let tokens: Record<string, string>;

beforeEach(async () => {
  app = await testApp();
  game = await createGame(app, { options: { players: 3, rounds: 1 } });
  tokens = game.tokens;
  // Everyone discards: the play phase starts with red on turn.
  for (const player of ['red', 'green', 'blue']) await playFirst(app, game.id, tokens[player] as string);
});

afterEach(async () => {
  await app.close();
});

/** Run a request that must be refused with `status` and `code`, and check that nothing changed. */
async function refused(
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
): Promise<Record<string, unknown>> {
  const before = await snapshot(app, game.id);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(body.error).toBe(code);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(5);
  const after = await snapshot(app, game.id);
  expect(after).toEqual(before);
  // Also after a cold reload from storage.
  app.wittenberg.service.forget(game.id);
  expect(await snapshot(app, game.id)).toEqual(before);
  return body;
}

const actionsUrl = (): string => `/api/games/${game.id}/actions`;

describe('POST /api/games/:id/actions refusals', () => {
  it('starts from a known position: red to play, version 3', async () => {
    const red = await seatTable(app, game.id, tokens.red as string);
    expect(red.version).toBe(3);
    expect(red.waitingFor).toEqual(['red']);
    expect(red.legalActions.every((a) => a.type === 'play')).toBe(true);
  });

  it('refuses a missing, unknown or malformed token (401)', async () => {
    const red = await seatTable(app, game.id, tokens.red as string);
    const action = red.legalActions[0];
    const payload = { expectedVersion: 3, action };
    await refused(() => app.inject({ method: 'POST', url: actionsUrl(), payload }), 401, 'unauthorized');
    await refused(() => app.inject({ method: 'POST', url: actionsUrl(), headers: bearer(newToken()), payload }), 401, 'unauthorized');
    await refused(() => app.inject({ method: 'POST', url: actionsUrl(), headers: bearer('x'), payload }), 401, 'unauthorized');
    await refused(
      () => app.inject({ method: 'POST', url: actionsUrl(), headers: { authorization: 'Basic abc' }, payload }),
      401,
      'unauthorized',
    );
    await refused(
      () => app.inject({ method: 'POST', url: `${actionsUrl()}?token=${newToken()}`, payload }),
      401,
      'unauthorized',
    );
  });

  it("refuses another game's token (401)", async () => {
    const other = await createGame(app);
    const red = await seatTable(app, game.id, tokens.red as string);
    await refused(() => postAction(app, game.id, other.tokens.red as string, 3, red.legalActions[0]!), 401, 'unauthorized');
  });

  it('refuses a seat that is not to move (409 not-your-turn)', async () => {
    const green = await seatTable(app, game.id, tokens.green as string);
    expect(green.legalActions).toEqual([]);
    const card = (green.view as { hand: string[] }).hand[0] as string;
    await refused(() => postAction(app, game.id, tokens.green as string, 3, { type: 'play', card }), 409, 'not-your-turn');
  });

  it('refuses a stale version and returns the current view (409 stale)', async () => {
    const red = await seatTable(app, game.id, tokens.red as string);
    for (const version of [2, 4, 0, 1000]) {
      const body = await refused(() => postAction(app, game.id, tokens.red as string, version, red.legalActions[0]!), 409, 'stale');
      expect(body.version).toBe(3);
      const current = body.current as TablePayload;
      expect(current.version).toBe(3);
      expect(current.player).toBe('red');
      expect(current.view).toEqual(red.view);
      expect(current.legalActions).toEqual(red.legalActions);
    }
  });

  it('refuses an illegal action (422 illegal)', async () => {
    const red = await seatTable(app, game.id, tokens.red as string);
    const blue = await seatTable(app, game.id, tokens.blue as string);
    const notMine = (blue.view as { hand: string[] }).hand[0] as string;
    const token = tokens.red as string;
    const body = await refused(() => postAction(app, game.id, token, 3, { type: 'play', card: notMine }), 422, 'illegal');
    expect(body.message).toContain('not a legal action');
    await refused(() => postAction(app, game.id, token, 3, { type: 'roll' }), 422, 'illegal');
    await refused(() => postAction(app, game.id, token, 3, { type: 'fly', to: 'moon' }), 422, 'illegal');
    await refused(() => postAction(app, game.id, token, 3, { ...red.legalActions[0]!, extra: 1 }), 422, 'illegal');
  });

  it('refuses malformed JSON with the reason (400 bad-json)', async () => {
    const headers = { ...bearer(tokens.red as string), 'content-type': 'application/json' };
    for (const payload of ['{"expectedVersion": 3,', '{bad json}', '[1,2', '', '   ', '{"a":1}{"b":2}']) {
      const body = await refused(() => app.inject({ method: 'POST', url: actionsUrl(), headers, payload }), 400, 'bad-json');
      expect(body.message).toMatch(/JSON|empty/);
    }
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    await refused(() => app.inject({ method: 'POST', url: actionsUrl(), headers, payload: deep }), 400, 'bad-json');
    const poisoned = '{"expectedVersion":3,"action":{"type":"roll","__proto__":{"admin":true}}}';
    await refused(() => app.inject({ method: 'POST', url: actionsUrl(), headers, payload: poisoned }), 400, 'bad-json');
  });

  it('refuses a body of the wrong shape with the reason (400 bad-request)', async () => {
    const red = await seatTable(app, game.id, tokens.red as string);
    const action = red.legalActions[0]!;
    const headers = bearer(tokens.red as string);
    const bodies: unknown[] = [
      { action },
      { expectedVersion: '3', action },
      { expectedVersion: 3.5, action },
      { expectedVersion: -1, action },
      { expectedVersion: 3 },
      { expectedVersion: 3, action: { card: 'card-01' } },
      { expectedVersion: 3, action: { type: 7 } },
      { expectedVersion: 3, action: { type: '' } },
      { expectedVersion: 3, action: 'roll' },
      { expectedVersion: 3, action, extra: true },
      { expectedVersion: 3, action: { type: 'play', card: [[[[[[[[[[[[[[[[[[['deep']]]]]]]]]]]]]]]]]]] } },
      [1, 2, 3],
      'just a string',
      null,
      42,
    ];
    for (const payload of bodies) {
      const body = await refused(
        () =>
          app.inject({
            method: 'POST',
            url: actionsUrl(),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          }),
        400,
        'bad-request',
      );
      expect(body.message).toMatch(/^invalid body: /);
    }
  });

  it('refuses an oversized body (413) and other content types (415)', async () => {
    const headers = bearer(tokens.red as string);
    const big = { expectedVersion: 3, action: { type: 'play', card: 'x'.repeat(70 * 1024) } };
    const body = await refused(() => app.inject({ method: 'POST', url: actionsUrl(), headers, payload: big }), 413, 'payload-too-large');
    expect(body.message).toContain('65536');
    await refused(
      () => app.inject({ method: 'POST', url: actionsUrl(), headers: { ...headers, 'content-type': 'text/plain' }, payload: 'roll' }),
      415,
      'unsupported-media-type',
    );
    await refused(
      () =>
        app.inject({
          method: 'POST',
          url: actionsUrl(),
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'expectedVersion=3',
        }),
      415,
      'unsupported-media-type',
    );
  });

  it('refuses unknown games and bad ids (404, 400)', async () => {
    const payload = { expectedVersion: 3, action: { type: 'roll' } };
    await refused(() => app.inject({ method: 'POST', url: '/api/games/nosuchgame/actions', headers: bearer(tokens.red as string), payload }), 404, 'not-found');
    await refused(() => app.inject({ method: 'POST', url: '/api/games/bad$id/actions', headers: bearer(tokens.red as string), payload }), 400, 'bad-request');
    await refused(() => app.inject({ method: 'POST', url: `/api/games/${'a'.repeat(200)}/actions`, payload }), 414, 'uri-too-long');
  });

  it('refuses an action after the game is over (409 game-over)', async () => {
    // Finish the one round: red, green, blue each play and roll.
    for (const player of ['red', 'red', 'green', 'green', 'blue', 'blue']) await playFirst(app, game.id, tokens[player] as string);
    const red = await seatTable(app, game.id, tokens.red as string);
    expect(red.status).toBe('over');
    expect(red.result).not.toBeNull();
    const card = (red.view as { hand: string[] }).hand[0] as string;
    await refused(() => postAction(app, game.id, tokens.red as string, red.version, { type: 'play', card }), 409, 'game-over');
    await refused(
      () => app.inject({ method: 'POST', url: `/api/games/${game.id}/undo`, headers: bearer(tokens.blue as string), payload: { expectedVersion: red.version } }),
      409,
      'no-undo',
    );
  });
});

describe('other refusals', () => {
  it('undo: nothing to undo, across a checkpoint, stale, bad body, no token', async () => {
    const url = `/api/games/${game.id}/undo`;
    const red = bearer(tokens.red as string);
    // Red has not acted since the last checkpoint as far as undo goes: its discard asked others.
    await refused(() => app.inject({ method: 'POST', url, headers: red, payload: { expectedVersion: 3 } }), 409, 'no-undo');
    await playFirst(app, game.id, tokens.red as string); // play: undoable
    await playFirst(app, game.id, tokens.red as string); // roll: a checkpoint
    await refused(() => app.inject({ method: 'POST', url, headers: red, payload: { expectedVersion: 5 } }), 409, 'no-undo');
    await refused(() => app.inject({ method: 'POST', url, headers: red, payload: { expectedVersion: 4 } }), 409, 'stale');
    await refused(() => app.inject({ method: 'POST', url, headers: red, payload: { expectedVersion: 5, steps: 0 } }), 400, 'bad-request');
    await refused(() => app.inject({ method: 'POST', url, headers: red, payload: {} }), 400, 'bad-request');
    await refused(() => app.inject({ method: 'POST', url, payload: { expectedVersion: 5 } }), 401, 'unauthorized');
  });

  it('seat hand-over: wrong seat, unknown seat, bad body, no token', async () => {
    const url = (seat: string): string => `/api/games/${game.id}/seats/${seat}/bot`;
    const red = bearer(tokens.red as string);
    await refused(() => app.inject({ method: 'POST', url: url('green'), headers: red, payload: { bot: true } }), 403, 'forbidden');
    await refused(() => app.inject({ method: 'POST', url: url('purple'), headers: red, payload: { bot: true } }), 404, 'not-found');
    await refused(() => app.inject({ method: 'POST', url: url('red'), headers: red, payload: { bot: 'yes' } }), 400, 'bad-request');
    await refused(() => app.inject({ method: 'POST', url: url('red'), payload: { bot: true } }), 401, 'unauthorized');
    expect((await seatTable(app, game.id, tokens.red as string)).seats.every((s) => s.controller === 'human')).toBe(true);
  });

  it('seat view: wrong token (401), unknown game (404)', async () => {
    await refused(() => app.inject({ url: `/api/games/${game.id}/seat`, headers: bearer(newToken()) }), 401, 'unauthorized');
    await refused(() => app.inject({ url: `/api/games/${game.id}/seat` }), 401, 'unauthorized');
    await refused(() => app.inject({ url: '/api/games/nosuchgame/seat', headers: bearer(tokens.red as string) }), 404, 'not-found');
  });
});
