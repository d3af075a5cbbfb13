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
});
