import { describe, expect, it } from 'vitest';
import { randomBot } from '../bots/random.ts';
import type { Bot } from '../bots/types.ts';
import { replay } from '../engine/record.ts';
import { hashState } from '../engine/hash.ts';
import type { GameModule } from '../engine/types.ts';
import { toyGame } from '../engine/testing/toy-game.ts';
import type { ToyAction, ToyOptions, ToyState, ToyView } from '../engine/testing/toy-game.ts';
import { playGame } from './play.ts';

const options: ToyOptions = { players: ['red', 'blue'], goal: 6 };

function bots(seed: string): Record<string, Bot<ToyView, ToyAction>> {
  return { red: randomBot(`${seed}/red`), blue: randomBot(`${seed}/blue`) };
}

describe('playGame (on the engine toy game)', () => {
  it('plays to a result, and the record replays to the same final state', () => {
    const g = playGame(toyGame, options, 's', bots('s'));
    expect(g.failure).toBeNull();
    expect(g.result?.winner).toMatch(/red|blue/);
    expect(hashState(replay(toyGame, g.record))).toBe(g.finalHash);
  });

  it('is deterministic in the seeds', () => {
    const a = playGame(toyGame, options, 's', bots('s'));
    const b = playGame(toyGame, options, 's', bots('s'));
    expect(b.finalHash).toBe(a.finalHash);
    expect(b.record).toEqual(a.record);
  });

  it('gives each seat only its own view', () => {
    const seen: string[] = [];
    const spy = (player: string): Bot<ToyView, ToyAction> => ({
      name: 'spy',
      choose(view, legal, prompt) {
        expect(prompt?.player).toBe(player);
        // The other player's secret bid never reaches this seat.
        for (const [p, bid] of Object.entries(view.bids)) if (p !== player && bid !== null) expect(bid).toBe('hidden');
        seen.push(player);
        return legal[0]!;
      },
    });
    playGame(toyGame, options, 's', { red: spy('red'), blue: spy('blue') }, { maxActions: 30 });
    expect(seen).toContain('red');
    expect(seen).toContain('blue');
  });

  it('ends the game on a broken invariant, keeping the violating action in the record', () => {
    const check = (s: ToyState) => (Object.values(s.counters).some((c) => c.a + c.b >= 2) ? ['too far'] : []);
    const g = playGame(toyGame, options, 's', bots('s'), { checkInvariants: check });
    expect(g.failure).toMatchObject({ kind: 'invariant', message: 'too far' });
    expect(g.failure!.index).toBe(g.record.actions.length - 1);
    expect(g.record.actions.at(-1)).toEqual({ player: g.failure!.player, action: g.failure!.action });
    expect(check(replay(toyGame, g.record))).toEqual(['too far']);
  });

  it('ends the game on an error, naming the action index, the player and the action', () => {
    let applies = 0;
    const broken: GameModule<ToyState, ToyOptions, ToyView, ToyAction> = {
      ...toyGame,
      apply(state, player, action) {
        if (++applies === 5) throw new Error('boom');
        return toyGame.apply(state, player, action);
      },
    };
    const g = playGame(broken, options, 's', bots('s'));
    expect(g.failure).toMatchObject({ kind: 'error', index: 4, message: 'boom' });
    expect(g.failure!.player).toMatch(/red|blue/);
    expect(g.failure!.action).toBeDefined();
    expect(g.record.actions).toHaveLength(4);
  });

  it('reports a prompt with no legal action, and a missing bot', () => {
    const mute: GameModule<ToyState, ToyOptions, ToyView, ToyAction> = { ...toyGame, legalActions: () => [] };
    expect(playGame(mute, options, 's', bots('s')).failure).toMatchObject({ kind: 'error', index: 0, message: expect.stringMatching(/no legal action/) });
    expect(playGame(toyGame, options, 's', { red: randomBot('r') }).failure?.message).toMatch(/no bot seated for blue/);
  });

  it('replays a prefix of decisions while they are legal, then lets the bots play on', () => {
    const a = playGame(toyGame, options, 's', bots('s'));
    const again = playGame(toyGame, options, 's', bots('other'), { prefix: a.record.actions });
    expect(again.prefixKept).toBe(a.record.actions.length);
    expect(again.finalHash).toBe(a.finalHash);
    // A refused decision (a bid of 7) ends the prefix: the bots take over from there.
    const bad = [...a.record.actions.slice(0, 1), { player: 'blue', action: { type: 'bid', amount: 7 } as ToyAction }];
    const resumed = playGame(toyGame, options, 's', bots('s'), { prefix: bad });
    expect(resumed.prefixKept).toBe(1);
    expect(resumed.record.actions[0]).toEqual(a.record.actions[0]);
    expect(resumed.failure).toBeNull();
    expect(resumed.result).not.toBeNull();
  });

  it('stops a game without a result at the action cap', () => {
    const g = playGame(toyGame, { players: ['red', 'blue'], goal: 1000 }, 's', bots('s'), { maxActions: 25 });
    expect(g.failure).toMatchObject({ kind: 'no-result', index: 25 });
    expect(g.record.actions).toHaveLength(25);
  });
});
