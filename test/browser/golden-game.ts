// A Here I Stand game put straight into a test server's store from a golden record (a
// complete random-bot game), cut after `actions` decisions: a game well under way, or
// finished, for the replay and screenshot tests, without playing it through the server.
import { readFileSync } from 'node:fs';
import type { Action, GameRecord, Json } from '../../src/engine/types.ts';
import { MAJOR_POWERS } from '../../src/games/his/data/powers.ts';
import { GAMES } from '../../src/server/games.ts';
import { hashToken, newToken } from '../../src/server/secrets.ts';
import type { TestServer } from './harness.ts';

export const GOLDEN = 'golden-1517-16';

export function goldenRecord(name = GOLDEN): GameRecord<Json, Action> {
  const file = new URL(`../../src/games/his/golden/records/${name}.json`, import.meta.url);
  const { game, version, options, seed, actions } = JSON.parse(readFileSync(file, 'utf8')) as GameRecord<Json, Action>;
  return { game, version, options, seed, actions };
}

/** Store the first `actions` decisions of the record as game `id`; every seat human, one token for all. */
export async function storeGolden(server: TestServer, id: string, actions?: number, name = GOLDEN): Promise<{ token: string; steps: number }> {
  const record = goldenRecord(name);
  const { store } = server.server.app.wittenberg;
  const token = newToken();
  const tokenHash = hashToken(token);
  await store.createGame({
    id,
    game: record.game,
    rulesVersion: record.version,
    options: record.options,
    seed: record.seed,
    seats: MAJOR_POWERS.map((player) => ({ player, tokenHash, controller: 'human' as const })),
    listed: true,
  });
  const module = GAMES.get('his')!.module;
  const kept = record.actions.slice(0, actions ?? record.actions.length);
  let state = module.setup(record.options, record.seed);
  for (const [i, entry] of kept.entries()) {
    state = module.apply(state, entry.player, entry.action);
    const result = i === kept.length - 1 ? module.result(state) : null;
    const written = await store.appendAction(id, i, entry, result);
    if (!written.ok) throw new Error(`storing action ${i} of ${id} failed`);
  }
  return { token, steps: kept.length };
}
