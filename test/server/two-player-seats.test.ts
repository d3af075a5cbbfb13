// The two-player variant through the API: two seats (Papacy, Protestant), each with its own
// link; the Protestant's view never holds the Papacy's diplomacy cards.

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { HisView } from '../../src/games/his/view.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { CreatedGame } from '../../src/server/service.ts';
import { bearer, testApp } from './helpers.ts';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('a two-player game', () => {
  it('has two seats with their own links, and each sees only its own diplomatic hand', async () => {
    app = await testApp();
    const response = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario: '1517', players: 2 } } });
    expect(response.statusCode, response.body).toBe(201);
    const game = response.json<CreatedGame>();
    expect(Object.keys(game.tokens).sort()).toEqual(['papacy', 'protestant']);
    expect(game.tokens.papacy).not.toBe(game.tokens.protestant);
    const seat = await app.inject({ url: `/api/games/${game.id}/seat`, headers: bearer(game.tokens.protestant!) });
    expect(seat.statusCode, seat.body).toBe(200);
    const view = seat.json<TablePayload>().view as HisView;
    expect(view.twoPlayer?.hand).not.toBeNull();
    expect(JSON.stringify(view.twoPlayer)).not.toContain('"hands"');
  });
});
