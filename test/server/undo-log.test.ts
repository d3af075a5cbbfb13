// After an undo, a socket's next update keeps the part of its log the undo left (hub.ts
// keptEntries): it is sent the entries from where the two logs part, not its whole log again,
// and its log, spliced in at `logFrom`, is the seat's visible log.
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { visibleLog } from '../../src/engine/log.ts';
import type { LogEntry } from '../../src/engine/types.ts';
import { createRng, pick } from '../../src/engine/rng.ts';
import { RuleError } from '../../src/engine/types.ts';
import { GAMES } from '../../src/server/games.ts';
import { Hub, keptEntries, OBSERVER_DELAY_MS } from '../../src/server/hub.ts';
import { pendingOf } from '../../src/server/live-game.ts';
import type { LiveGame } from '../../src/server/live-game.ts';
import { GameService } from '../../src/server/service.ts';
import { ApiError } from '../../src/server/errors.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';
import { fakeSocket } from './helpers.ts';
import type { HisState } from '../../src/games/his/state.ts';

/** A hub socket (helpers.ts fakeSocket) and its log as the web client keeps it (useTable.ts): cut at `logFrom`, then extended. */
function client(): { socket: WebSocket; log: () => LogEntry[]; froms: () => { from: number; had: number }[] } {
  const { socket, sent } = fakeSocket();
  const replayed = (): { log: LogEntry[]; froms: { from: number; had: number }[] } => {
    const log: LogEntry[] = [];
    const froms = sent.map((message) => {
      const had = log.length;
      log.splice(message.logFrom, Infinity, ...message.log);
      return { from: message.logFrom, had };
    });
    return { log, froms };
  };
  return { socket, log: () => replayed().log, froms: () => replayed().froms };
}

const settled = async (): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, OBSERVER_DELAY_MS + 5));
  for (let i = 0; i < 4; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('the log after an undo', () => {
  it('keptEntries: the length two logs share, by the identity of their entries', () => {
    const [a, b, c, d] = [1, 2, 3, 4].map((n) => ({ key: `k${n}`, params: {} }) as LogEntry);
    expect(keptEntries([a!, b!, c!], [a!, b!, c!, d!])).toBe(3);
    expect(keptEntries([a!, b!, c!], [a!, b!])).toBe(2);
    expect(keptEntries([a!, b!, c!], [a!, d!])).toBe(1);
    expect(keptEntries([a!, b!], [d!, b!])).toBe(0);
    expect(keptEntries([], [a!])).toBe(0);
    // Equal but not the same objects (a game loaded again): parted.
    expect(keptEntries([a!, b!], [{ ...a! }, b!])).toBe(0);
  });

  it('sends a Here I Stand seat and a spectator only the log from where the undo cut it', async () => {
    const store = await openSqliteStore(':memory:');
    const service = new GameService(store, GAMES);
    const created = await service.create({ game: 'his', options: { scenario: '1517' } });
    const id = created.id;
    const live = (): LiveGame => service.cached(id) as LiveGame;
    const hub = new Hub(0);
    const watchers = [
      { player: 'papacy', held: client() },
      { player: null, held: client() },
    ];
    for (const w of watchers) hub.join(live(), w.held.socket, w.player);
    const rng = createRng('undo-log');
    // Undos that took back entries of the log (many steps write none).
    let cuts = 0;
    for (let i = 0; i < 3000 && cuts < 3 && live().meta.status !== 'over'; i++) {
      const game = live();
      const player = (pendingOf(game)[0] as { player: string }).player;
      const action = pick(rng, game.entry.module.legalActions(game.state, player));
      await service.submit({ gameId: id, token: created.tokens[player], player, expectedVersion: game.meta.version, action });
      hub.publish(live(), 'action');
      await settled(); // every socket has the action's entries
      // Take the action back when the rules allow it (no die rolled or card drawn since).
      const had = (live().state as HisState).log.length;
      const undone = await service.undo({ gameId: id, token: created.tokens[player], player, expectedVersion: live().meta.version, steps: 1 }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiError || error instanceof RuleError) return false;
          throw error;
        },
      );
      if (undone) {
        if ((live().state as HisState).log.length < had) cuts++;
        hub.publish(live(), 'undo');
        // Then play on with another choice, as a player who changed his mind.
        const again = live();
        const next = (pendingOf(again)[0] as { player: string }).player;
        await service.submit({ gameId: id, token: created.tokens[next], player: next, expectedVersion: again.meta.version, action: pick(rng, again.entry.module.legalActions(again.state, next)) });
        hub.publish(live(), 'action');
      }
      await settled();
      const state = live().state as HisState;
      for (const w of watchers) expect(w.held.log()).toEqual(visibleLog(state.log, w.player));
    }
    expect(cuts).toBe(3);
    // After an undo a client kept part of its log: an update cut it short of what it had without starting it over.
    for (const w of watchers) expect(w.held.froms().some(({ from, had }) => from > 0 && from < had)).toBe(true);
    await store.close();
  });
});
