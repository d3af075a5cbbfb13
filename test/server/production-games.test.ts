// The test-only fixture game is not hosted in production (issue 17).

import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { GAMES } from '../../src/server/games.ts';

describe('production games', () => {
  it('do not include the fixture game', async () => {
    expect(GAMES.has('fixture')).toBe(false);
    expect(GAMES.has('his')).toBe(true);
    const app = await buildApp({ rateLimit: false, staticDir: null });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'fixture' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'unknown-game' });
    } finally {
      await app.close();
    }
  });

  it('create Here I Stand games of every scenario, the tournament included, and refuse an unknown one', async () => {
    const app = await buildApp({ rateLimit: false, staticDir: null });
    try {
      for (const scenario of ['1517', '1532', 'tournament']) {
        const response = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario } } });
        expect(response.statusCode, scenario).toBe(201);
        const id = response.json<{ id: string }>().id;
        const table = await app.inject({ url: `/api/games/${id}` });
        expect(table.json()).toMatchObject({ view: { turn: scenario === '1517' ? 1 : 4 } });
      }
      const bad = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario: '1540' } } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'bad-options', message: expect.stringContaining('tournament') });
    } finally {
      await app.close();
    }
  });
});
