// The server plays each action on a spare copy of the game's state (spare-states.ts), made
// of what sharing the version before with the one before it set free (module.share): in
// place, but never on a state a game version holds, since that version's views (and the
// patches made against them) share its parts. Each version's spectator view is made with the
// version before's (module.view's `previous`), as it shares that version's equal parts.
import { describe, expect, it } from 'vitest';
import { hashState } from '../../src/engine/hash.ts';
import { replay } from '../../src/engine/record.ts';
import { createRng, pick } from '../../src/engine/rng.ts';
import { GAMES, registry } from '../../src/server/games.ts';
import type { AnyGameEntry } from '../../src/server/games.ts';
import { pendingOf } from '../../src/server/live-game.ts';
import type { LiveGame } from '../../src/server/live-game.ts';
import { GameService } from '../../src/server/service.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';

describe('spare states', () => {
  it('take each action in place on a copy: every version keeps its own state, and the last is the replay of the record', async () => {
    const his = GAMES.get('his') as AnyGameEntry;
    let inPlace = 0;
    let copies = 0;
    let shares = 0;
    const { applyInPlace, copy, share } = his.module;
    if (!applyInPlace || !copy || !share) throw new Error('Here I Stand applies in place, copies and shares');
    const entry: AnyGameEntry = {
      ...his,
      module: {
        ...his.module,
        applyInPlace: (state, player, action) => {
          inPlace++;
          applyInPlace.call(his.module, state, player, action);
        },
        copy: (state) => {
          copies++;
          return copy.call(his.module, state);
        },
        share: (before, after) => {
          shares++;
          return share.call(his.module, before, after);
        },
      },
    };
    const store = await openSqliteStore(':memory:');
    const service = new GameService(store, registry([entry]));
    const created = await service.create({ game: 'his', options: { scenario: '1517' } });
    const rng = createRng('spares');
    const held: { game: LiveGame; hash: string }[] = [];
    for (let i = 0; i < 60; i++) {
      const game = service.cached(created.id) as LiveGame;
      held.push({ game, hash: hashState(game.state) });
      const player = (pendingOf(game)[0] as { player: string }).player;
      const action = pick(rng, entry.module.legalActions(game.state, player));
      await service.submitForPatch({ gameId: created.id, token: created.tokens[player], player, expectedVersion: game.meta.version, action });
      await service.told();
      await new Promise((resolve) => setImmediate(resolve)); // the spare is made after the change is told
    }
    // Every action but the first (no spare yet for a new game) was played on a spare, the
    // one sharing the version before made: never copied whole.
    expect(inPlace).toBe(59);
    expect(shares).toBe(60);
    expect(copies).toBe(0);
    for (const { game, hash } of held) expect(hashState(game.state)).toBe(hash);
    const { record, hash } = await service.inspect(created.id);
    expect(hash).toBe(hashState(replay(entry.module, record)));
    await store.close();
  });

  it("make each version's spectator view with the last version's, equal to one made afresh", async () => {
    const his = GAMES.get('his') as AnyGameEntry;
    let followed = 0;
    const entry: AnyGameEntry = {
      ...his,
      module: {
        ...his.module,
        view: (state, player, previous) => {
          const made = his.module.view(state, player, previous);
          if (previous) {
            followed++;
            expect(player).toBeNull();
            expect(made).toEqual(his.module.view(state, player));
          }
          return made;
        },
      },
    };
    const store = await openSqliteStore(':memory:');
    const service = new GameService(store, registry([entry]));
    const created = await service.create({ game: 'his', options: { scenario: '1517' } });
    const rng = createRng('views');
    for (let i = 0; i < 40; i++) {
      const game = service.cached(created.id) as LiveGame;
      const player = (pendingOf(game)[0] as { player: string }).player;
      const action = pick(rng, entry.module.legalActions(game.state, player));
      await service.submitForPatch({ gameId: created.id, token: created.tokens[player], player, expectedVersion: game.meta.version, action });
      await service.told();
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Every action's new version (the first's too: its state is shared with the setup's).
    expect(followed).toBe(40);
    await store.close();
  });
});
