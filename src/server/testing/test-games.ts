// The games the tests host: every production game plus the small fixture game.
// Production (games.ts) does not register the fixture game.

import { defineGame, GAMES, registry } from '../games.ts';
import type { GameRegistry } from '../games.ts';
import { fixtureGame } from './fixture-game.ts';

export const TEST_GAMES: GameRegistry = registry([
  defineGame({ module: fixtureGame, players: (s) => s.players, log: (s) => s.log, round: (s) => s.round, scores: (s) => ({ ...s.scores }) }),
  ...GAMES.values(),
]);
