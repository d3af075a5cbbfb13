// The table's time limit on a decision (issue 12; Here I Stand: the negotiations, 9.1):
// clients are told when it runs out, and when it does the server answers the game's given
// action for the seats still asked, as a stored action like any other.

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { defineGame, GAMES, registry } from '../../src/server/games.ts';
import { fixtureGame } from '../../src/server/testing/fixture-game.ts';
import type { FixtureState } from '../../src/server/testing/fixture-game.ts';
import { bearer, createGame, playFirst, seatTable, snapshot, testApp, waitFor } from './helpers.ts';
import { hereIStand } from '../../src/games/his/module.ts';
import { negotiationDeadline } from '../../src/games/his/phases/diplomacy/negotiation.ts';
import { atDiplomacy } from '../../src/games/his/testing/position.ts';


/** The fixture game with a limit on rolling once a card is chosen (the seat "forgot" to roll). */
const LIMIT_MS = 1500;
const GAMES_WITH_LIMIT = registry([
  defineGame({
    module: fixtureGame,
    players: (s) => s.players,
    log: (s) => s.log,
    deadline: (s: FixtureState) => (s.selected === null ? null : { key: `roll:${s.round}:${s.turn}`, ms: LIMIT_MS, action: { type: 'roll' as const } }),
  }),
  ...GAMES.values(),
]);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

describe('table deadlines', () => {
  it('tells the table when the limit runs out, then answers for the seat still asked', async () => {
    app = await testApp({ games: GAMES_WITH_LIMIT });
    const game = await createGame(app, { options: { players: 2 } });
    const tokens = Object.values(game.tokens);
    // Each discards; then the seat on turn chooses a card and does not roll.
    for (const token of tokens) await playFirst(app, game.id, token);
    let onTurn = '';
    for (const token of tokens) {
      const table = await seatTable(app, game.id, token);
      if (table.legalActions.length > 0) {
        onTurn = token;
        await playFirst(app, game.id, token);
        break;
      }
    }
    expect((await seatTable(app, game.id, onTurn)).legalActions).toEqual([{ type: 'roll' }]);
    const before = await snapshot(app, game.id);
    // The listeners hear of a change just after it is stored.
    const deadline = async () => (await app!.inject({ url: `/api/games/${game.id}/messages`, headers: bearer(onTurn) })).json<{ deadline: { key: string; endsAt: string } | null }>().deadline;
    await waitFor(async () => (await deadline()) !== null, 'the limit to be set', 5_000);
    expect((await deadline())?.key).toMatch(/^roll:/);
    await waitFor(async () => (await snapshot(app!, game.id)).actions === before.actions + 1, 'the server to roll at the deadline', 10_000);
    const stored = await app.wittenberg.store.getGame(game.id);
    expect(stored?.actions.at(-1)?.action).toEqual({ type: 'roll' });
    expect((await app.inject({ url: `/api/games/${game.id}/messages` })).json<{ deadline: unknown }>().deadline).toBeNull();
  });

  it('Here I Stand: the negotiations have the limit the creator set (10 minutes by default), and none once they are over', () => {
    const s = atDiplomacy(3);
    expect(negotiationDeadline(s)).toEqual({ key: 'negotiation:3', ms: 10 * 60_000, action: { type: 'doneNegotiating' } });
    s.options = { ...s.options, negotiationMinutes: 2 };
    expect(negotiationDeadline(s)?.ms).toBe(2 * 60_000);
    let t = s;
    for (const p of hereIStand.pending(s)) t = hereIStand.apply(t, p.player, { type: 'doneNegotiating' });
    expect(negotiationDeadline(t)).toBeNull();
    expect(() => hereIStand.setup({ scenario: '1517', negotiationMinutes: 0 }, 's')).toThrow(/negotiationMinutes/);
    expect(hereIStand.setup({ scenario: '1517', negotiationMinutes: 2880 }, 's').options.negotiationMinutes).toBe(2880);
  });
});
