// 3.1 through the API: in a three-player game one person's link opens two powers; that
// seat sees both hands, nobody else sees either, and it plays an impulse of each.

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/types.ts';
import type { HisView } from '../../src/games/his/view.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { CreatedGame } from '../../src/server/service.ts';
import { bearer, testApp } from './helpers.ts';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function table(gameId: string, token: string, player?: string): Promise<{ status: number; body: TablePayload }> {
  const response = await app!.inject({ url: `/api/games/${gameId}/seat${player ? `?player=${player}` : ''}`, headers: bearer(token) });
  return { status: response.statusCode, body: response.json<TablePayload>() };
}

async function post(gameId: string, token: string, version: number, action: Action, player?: string): Promise<{ status: number; body: TablePayload }> {
  const response = await app!.inject({
    method: 'POST',
    url: `/api/games/${gameId}/actions`,
    headers: bearer(token),
    payload: { expectedVersion: version, action, ...(player ? { player } : {}) },
  });
  return { status: response.statusCode, body: response.json<TablePayload>() };
}

describe('a three-player game', () => {
  it('gives one link per player, opening both of his powers', async () => {
    app = await testApp();
    const response = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario: '1517', players: 3 } } });
    expect(response.statusCode, response.body).toBe(201);
    const game = response.json<CreatedGame>();
    const t = game.tokens;
    // The usual three-player configuration (3.1): England+Protestant, Hapsburg+Papacy, France+Ottoman.
    expect(t.england).toBe(t.protestant);
    expect(t.hapsburg).toBe(t.papacy);
    expect(t.france).toBe(t.ottoman);
    expect(new Set(Object.values(t)).size).toBe(3);

    // The England+Protestant link sees both hands, one power at a time.
    const mine = t.england!;
    const england = await table(game.id, mine, 'england');
    const protestant = await table(game.id, mine, 'protestant');
    expect(england.status).toBe(200);
    expect(england.body.heldSeats).toEqual(['england', 'protestant']);
    const englandHand = (england.body.view as HisView).powers.england.hand;
    const protestantHand = (protestant.body.view as HisView).powers.protestant.hand;
    expect(protestantHand).not.toBeNull();
    expect(englandHand).not.toBeNull();
    // Another player's link opens neither power, and its views hold neither hand.
    const other = t.hapsburg!;
    expect((await table(game.id, other, 'england')).status).toBe(403);
    const theirs = (await table(game.id, other, 'hapsburg')).body.view as HisView;
    expect(theirs.powers.england.hand).toBeNull();
    expect(theirs.powers.protestant.hand).toBeNull();
    const spectator = (await app.inject({ url: `/api/games/${game.id}` })).json<TablePayload>().view as HisView;
    expect(spectator.powers.england.hand).toBeNull();
    expect(spectator.powers.protestant.hand).toBeNull();

    // Play until England and the Protestant have each taken an Action Phase impulse through the one link.
    const impulses = new Set<string>();
    for (let step = 0; step < 400 && impulses.size < 2; step++) {
      const spectating = (await app.inject({ url: `/api/games/${game.id}` })).json<TablePayload>();
      const asked = spectating.waitingFor;
      expect(asked.length).toBeGreaterThan(0);
      const power = asked[0]!;
      const token = t[power]!;
      // Name the power only when both of the link's powers are asked at once.
      const both = asked.filter((p) => t[p] === token).length > 1;
      const seat = await table(game.id, token, both ? power : undefined);
      expect(seat.status).toBe(200);
      expect(seat.body.player).toBe(power);
      const action = seat.body.legalActions[0]!;
      const done = await post(game.id, token, seat.body.version, action, both ? power : undefined);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const phase = (spectating.view as HisView).phase;
      if (token === mine && phase === 'actionPhase') impulses.add(power);
    }
    expect([...impulses].sort()).toEqual(['england', 'protestant']);
  }, 120_000);

  it('refuses a grouping that leaves a power out or gives one twice', async () => {
    app = await testApp();
    for (const players of [[['england'], ['protestant']], [['england', 'france'], ['france', 'ottoman'], ['hapsburg', 'papacy', 'protestant']], 7]) {
      const response = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario: '1517', players } } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad-options', message: expect.stringContaining('options.players') });
    }
  });
});
