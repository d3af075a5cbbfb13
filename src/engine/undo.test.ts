import { describe, expect, it } from 'vitest';
import { hashState, stableStringify } from './hash.ts';
import { appendAction, newRecord, replay } from './record.ts';
import { playRandom } from './testing/play.ts';
import { toyGame } from './testing/toy-game.ts';
import type { ToyAction, ToyOptions, ToyState } from './testing/toy-game.ts';
import { RuleError } from './types.ts';
import type { GameModule, GameRecord, PlayerId, Prompt } from './types.ts';
import { stepUndoable, undo, undoableSteps } from './undo.ts';

/** A live game driven step by step, remembering the hash after every action. */
class Table {
  record: GameRecord<ToyOptions, ToyAction>;
  state: ToyState;
  hashes: string[];

  constructor(players: PlayerId[], seed: string) {
    this.record = newRecord(toyGame, { players }, seed);
    this.state = toyGame.setup(this.record.options, seed);
    this.hashes = [hashState(this.state)];
  }

  play(player: PlayerId, action: ToyAction): this {
    ({ record: this.record, state: this.state } = appendAction(toyGame, this.record, this.state, player, action));
    this.hashes.push(hashState(this.state));
    return this;
  }

  undoable(player: PlayerId): number {
    return undoableSteps(toyGame, this.record, player);
  }

  undo(player: PlayerId, steps?: number): this {
    ({ record: this.record, state: this.state } = undo(toyGame, this.record, player, steps));
    this.hashes.length = this.record.actions.length + 1;
    return this;
  }

  /** The state hash after the first `n` actions, as it was when they were played. */
  hashAfter(n: number): string {
    return this.hashes[n] as string;
  }
}

/** Red bid higher, so red is first; red has rolled. */
function redRolled(): Table {
  return new Table(['red', 'blue'], 'undo')
    .play('red', { type: 'bid', amount: 2 })
    .play('blue', { type: 'bid', amount: 1 })
    .play('red', { type: 'roll' });
}

describe('undo', () => {
  it('takes back a secret bid while others are still bidding, to exactly the setup state', () => {
    const t = new Table(['red', 'blue'], 'bids').play('red', { type: 'bid', amount: 1 });
    expect(t.undoable('red')).toBe(1);
    expect(t.undoable('blue')).toBe(0);
    t.undo('red');
    expect(t.record.actions).toEqual([]);
    expect(hashState(t.state)).toBe(t.hashAfter(0));
    expect(hashState(t.state)).toBe(hashState(toyGame.setup({ players: ['red', 'blue'] }, 'bids')));
  });

  it('does not cross another player’s later action', () => {
    const t = new Table(['red', 'blue', 'green'], 'three')
      .play('red', { type: 'bid', amount: 1 })
      .play('blue', { type: 'bid', amount: 0 });
    expect(t.undoable('red')).toBe(0);
    expect(t.undoable('blue')).toBe(1);
    expect(() => undo(toyGame, t.record, 'red')).toThrow(RuleError);
    t.undo('blue');
    expect(hashState(t.state)).toBe(t.hashAfter(1));
    expect(t.undoable('red')).toBe(1);
  });

  it('does not cross a reveal (the last bid) or a die roll', () => {
    const t = new Table(['red', 'blue'], 'reveal')
      .play('red', { type: 'bid', amount: 0 })
      .play('blue', { type: 'bid', amount: 2 });
    expect(t.undoable('blue')).toBe(0);
    t.play('blue', { type: 'roll' });
    expect(t.undoable('blue')).toBe(0);
    expect(t.undoable('red')).toBe(0);
    expect(() => undo(toyGame, t.record, 'blue')).toThrow(/nothing to undo/);
  });

  it('takes back moves one at a time, each to exactly the earlier state, down to the roll', () => {
    const t = redRolled();
    expect(t.state.pips).toBeGreaterThanOrEqual(1);
    const rolled = t.record.actions.length;
    const moves = Math.min(t.state.pips ?? 0, 3);
    for (let i = 0; i < moves; i++) t.play('red', { type: 'step', counter: i % 2 === 0 ? 'a' : 'b' });
    const hashes = [...t.hashes];
    expect(t.undoable('red')).toBe(moves);
    expect(t.undoable('blue')).toBe(0);

    for (let left = moves - 1; left >= 0; left--) {
      t.undo('red');
      expect(t.record.actions).toHaveLength(rolled + left);
      expect(hashState(t.state)).toBe(hashes[rolled + left]);
      expect(hashState(t.state)).toBe(hashState(replay(toyGame, t.record)));
      expect(t.undoable('red')).toBe(left);
    }
    expect(t.state.checkpoint).toBe(2); // the reveal and the roll still stand
    expect(() => t.undo('red')).toThrow(RuleError);
  });

  it('takes back several steps at once, but never more than allowed', () => {
    const t = redRolled().play('red', { type: 'step', counter: 'a' });
    if ((t.state.pips ?? 0) > 0) t.play('red', { type: 'step', counter: 'a' });
    const n = t.undoable('red');
    const recordBefore = stableStringify(t.record);
    let error: unknown;
    try {
      undo(toyGame, t.record, 'red', n + 1);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe('no-undo');
    expect(() => undo(toyGame, t.record, 'red', 0)).toThrow(RangeError);
    const { record, state } = undo(toyGame, t.record, 'red', n);
    expect(stableStringify(t.record)).toBe(recordBefore); // the input record is untouched
    expect(record.actions).toHaveLength(3);
    expect(hashState(state)).toBe(t.hashAfter(3));
  });

  it('cannot take back the action that asked another player to decide', () => {
    const t = redRolled().play('red', { type: 'end' });
    expect(toyGame.pending(t.state).map((p) => p.player)).toEqual(['blue']);
    expect(t.undoable('red')).toBe(0);
    expect(t.undoable('blue')).toBe(0);
  });

  it('cannot take back a step that changed what another player is asked, even with the same prompt key', () => {
    // A module reduced to what stepUndoable reads: blue is asked about `n`; red's steps change it or not.
    const module = {
      ...toyGame,
      checkpoint: () => 0,
      result: () => null,
      pending: (state: { n: number }): Prompt[] => [{ player: 'blue', key: 'toy.prompt.answer', params: { n: state.n } }],
    } as unknown as GameModule<{ n: number }>;
    expect(stepUndoable(module, { n: 1 }, { n: 1 }, 'red')).toBe(true);
    expect(stepUndoable(module, { n: 1 }, { n: 2 }, 'red')).toBe(false);
    // Blue's own step may change blue's prompt.
    expect(stepUndoable(module, { n: 1 }, { n: 2 }, 'blue')).toBe(true);
  });

  it('lets the next player take back a walk, but not the other player’s turn before it', () => {
    const t = redRolled().play('red', { type: 'end' }).play('blue', { type: 'walk', counter: 'b' });
    expect(t.undoable('blue')).toBe(1);
    expect(t.undoable('red')).toBe(0);
    expect(() => undo(toyGame, t.record, 'blue', 2)).toThrow(RuleError);
    const ended = t.record.actions.length - 1;
    t.undo('blue');
    expect(hashState(t.state)).toBe(t.hashAfter(ended));
    expect(toyGame.pending(t.state)).toEqual([{ player: 'blue', key: 'toy.prompt.start', params: { pips: null } }]);
  });

  it('gives the same answer when starting from a snapshot', () => {
    const t = redRolled().play('red', { type: 'step', counter: 'b' });
    const snapshot = { state: toyGame.setup(t.record.options, t.record.seed), actions: 0 };
    const afterBids = { state: replay(toyGame, { ...t.record, actions: t.record.actions.slice(0, 2) }), actions: 2 };
    for (const s of [snapshot, afterBids]) {
      expect(undoableSteps(toyGame, t.record, 'red', { snapshot: s })).toBe(1);
      expect(hashState(undo(toyGame, t.record, 'red', 1, { snapshot: s }).state)).toBe(t.hashAfter(3));
    }
  });

  it('allows nothing once the game is over', () => {
    const { record, states } = playRandom(toyGame, { players: ['red', 'blue'], goal: 5 }, 'to-the-end', 10_000);
    expect(toyGame.result(states.at(-1) as ToyState)).not.toBeNull();
    expect(undoableSteps(toyGame, record, 'red')).toBe(0);
    expect(undoableSteps(toyGame, record, 'blue')).toBe(0);
  });

  it('holds its rules at every point of random games', () => {
    for (const seed of ['fuzz-1', 'fuzz-2', 'fuzz-3']) {
      const players = ['red', 'blue', 'green'];
      const { record, states } = playRandom(toyGame, { players, goal: 6 }, seed, 150);
      for (let n = 0; n <= record.actions.length; n++) {
        const prefix = { ...record, actions: record.actions.slice(0, n) };
        const current = states[n] as ToyState;
        for (const player of players) {
          const steps = undoableSteps(toyGame, prefix, player);
          if (steps === 0) {
            expect(() => undo(toyGame, prefix, player)).toThrow(RuleError);
            continue;
          }
          // Only the player's own actions, and no chance or reveal among them.
          expect(prefix.actions.slice(n - steps).every((a) => a.player === player)).toBe(true);
          const earlier = states[n - steps] as ToyState;
          expect(earlier.checkpoint).toBe(current.checkpoint);
          const back = undo(toyGame, prefix, player, steps);
          expect(back.record.actions).toEqual(prefix.actions.slice(0, n - steps));
          expect(hashState(back.state)).toBe(hashState(earlier));
          expect(() => undo(toyGame, prefix, player, steps + 1)).toThrow(RuleError);
        }
      }
    }
  });
});
