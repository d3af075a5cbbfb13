import { describe, expect, it } from 'vitest';
import { ReplayError } from './errors.ts';
import { hashState, stableStringify } from './hash.ts';
import { appendAction, assertLegal, newRecord, replay } from './record.ts';
import { playRandom } from './testing/play.ts';
import { toyGame } from './testing/toy-game.ts';
import type { ToyAction, ToyOptions, ToyState } from './testing/toy-game.ts';
import { RuleError } from './types.ts';
import type { Action, GameRecord } from './types.ts';

const OPTIONS: ToyOptions = { players: ['red', 'blue', 'green'], goal: 8 };

/** A state where the bids are in and `player` is on turn with `pips` unspent. */
function midTurn(): { record: GameRecord<ToyOptions, ToyAction>; state: ToyState } {
  let record = newRecord(toyGame, { players: ['red', 'blue'] }, 'mid-turn');
  let state = toyGame.setup(record.options, record.seed);
  ({ record, state } = appendAction(toyGame, record, state, 'red', { type: 'bid', amount: 2 }));
  ({ record, state } = appendAction(toyGame, record, state, 'blue', { type: 'bid', amount: 0 }));
  ({ record, state } = appendAction(toyGame, record, state, 'red', { type: 'roll' }));
  return { record, state };
}

describe('records', () => {
  it('newRecord names the game, rules version, options and seed, with no actions', () => {
    expect(newRecord(toyGame, OPTIONS, 's1')).toEqual({
      game: 'toy',
      version: '1',
      options: OPTIONS,
      seed: 's1',
      actions: [],
    });
  });

  it('replays a whole game to the same hash, twice and after a JSON round trip', () => {
    const { record, states } = playRandom(toyGame, OPTIONS, 'replay-me', 10_000);
    const live = states[states.length - 1] as ToyState;
    expect(toyGame.result(live)).not.toBeNull(); // the game was played to its end
    expect(record.actions.length).toBeGreaterThan(20);

    const first = hashState(replay(toyGame, record));
    expect(first).toBe(hashState(live));
    expect(hashState(replay(toyGame, record))).toBe(first);
    const stored = JSON.parse(JSON.stringify(record)) as GameRecord<ToyOptions, ToyAction>;
    expect(hashState(replay(toyGame, stored))).toBe(first);
  });

  it('gives different games for different seeds', () => {
    const a = playRandom(toyGame, OPTIONS, 'seed-a', 200, 'same-driver');
    const b = playRandom(toyGame, OPTIONS, 'seed-b', 200, 'same-driver');
    expect(hashState(a.states.at(-1))).not.toBe(hashState(b.states.at(-1)));
  });

  it('reports every intermediate state through onStep, equal to the live ones', () => {
    const { record, states } = playRandom(toyGame, OPTIONS, 'steps', 60);
    const seen: string[] = [];
    replay(toyGame, record, { onStep: (state, index) => seen.push(`${index}:${hashState(state)}`) });
    expect(seen).toEqual(states.slice(1).map((s, i) => `${i}:${hashState(s)}`));
  });

  it('resumes from a snapshot to the same state as a full replay', () => {
    const { record, states } = playRandom(toyGame, OPTIONS, 'snapshot', 80);
    const at = 30;
    const snapshot = JSON.parse(JSON.stringify(states[at])) as ToyState;
    expect(hashState(replay(toyGame, record, { snapshot: { state: snapshot, actions: at } }))).toBe(
      hashState(replay(toyGame, record)),
    );
    expect(() => replay(toyGame, record, { snapshot: { state: snapshot, actions: 10_000 } })).toThrow(RangeError);
  });

  it('names the index of the first action that fails to replay', () => {
    const { record } = playRandom(toyGame, OPTIONS, 'tamper', 40);
    const actions = [...record.actions];
    actions[7] = { player: 'nobody', action: { type: 'end' } };
    actions[9] = { player: 'nobody', action: { type: 'end' } };
    let error: unknown;
    try {
      replay(toyGame, { ...record, actions });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ReplayError);
    const replayError = error as ReplayError;
    expect(replayError.index).toBe(7);
    expect(replayError.code).toBe('action');
    expect(replayError.message).toContain('action 7');
    expect(replayError.message).toContain('nobody');
    expect(replayError.cause).toBeInstanceOf(RuleError);
  });

  it('refuses a record of another game or rules version, or whose setup fails', () => {
    const record = newRecord(toyGame, OPTIONS, 'x');
    expect(() => replay(toyGame, { ...record, game: 'his' })).toThrow(/game "his"/);
    expect(() => replay(toyGame, { ...record, version: '0' })).toThrow(/version "0"/);
    expect(() => replay(toyGame, { ...record, options: { players: [] } })).toThrow(ReplayError);
  });

  it('appendAction returns a new record and state and mutates neither input', () => {
    const { record, state } = midTurn();
    const before = stableStringify({ record, state });
    const next = appendAction(toyGame, record, state, 'red', { type: 'step', counter: 'a' });
    expect(stableStringify({ record, state })).toBe(before);
    expect(next.record.actions).toHaveLength(record.actions.length + 1);
    expect(next.record.actions.at(-1)).toEqual({ player: 'red', action: { type: 'step', counter: 'a' } });
    expect(next.state.counters.red?.a).toBe(1);
  });

  it('stores the action as plain JSON (undefined fields dropped, no shared reference)', () => {
    const { record, state } = midTurn();
    const action = { type: 'step', counter: 'b', note: undefined } as unknown as ToyAction;
    const next = appendAction(toyGame, record, state, 'red', action);
    const stored = next.record.actions.at(-1)?.action;
    expect(stored).toEqual({ type: 'step', counter: 'b' });
    expect(stored).not.toBe(action);
    expect(Object.keys(stored ?? {})).not.toContain('note');
  });
});

describe('illegal actions', () => {
  const illegal: [string, string, Action][] = [
    ['a player not on turn', 'blue', { type: 'step', counter: 'a' }],
    ['a player not in the game', 'nobody', { type: 'end' }],
    ['an unknown action type', 'red', { type: 'teleport' }],
    ['a field out of range', 'red', { type: 'step', counter: 'c' }],
    ['an extra field', 'red', { type: 'step', counter: 'a', steps: 2 }],
    ['an action from another phase', 'red', { type: 'bid', amount: 1 }],
    ['an action not allowed yet', 'red', { type: 'roll' }],
    ['a malformed action', 'red', { type: 'step', counter: Number.NaN as unknown as string }],
  ];

  it.each(illegal)('refuses %s with a RuleError and changes nothing', (_what, player, action) => {
    const { record, state } = midTurn();
    const before = stableStringify({ record, state });
    expect(() => toyGame.apply(state, player, action as ToyAction)).toThrow(RuleError);
    expect(() => appendAction(toyGame, record, state, player, action as ToyAction)).toThrow(RuleError);
    expect(stableStringify({ record, state })).toBe(before);
  });

  it('says what was refused, with code "illegal"', () => {
    const { state } = midTurn();
    let error: unknown;
    try {
      toyGame.apply(state, 'blue', { type: 'end' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe('illegal');
    expect((error as RuleError).message).toBe('not a legal action: blue {"type":"end"}');
    expect((error as RuleError).params).toEqual({ player: 'blue', action: { type: 'end' } });
  });

  it('refuses spending pips that are not there', () => {
    let { record, state } = midTurn();
    const pips = state.pips ?? 0;
    for (let pip = 0; pip < pips; pip++) {
      ({ record, state } = appendAction(toyGame, record, state, 'red', { type: 'step', counter: 'b' }));
    }
    expect(state.pips).toBe(0);
    const before = stableStringify(state);
    expect(() => toyGame.apply(state, 'red', { type: 'step', counter: 'b' })).toThrow(RuleError);
    expect(stableStringify(state)).toBe(before);
  });

  it('assertLegal matches regardless of key order and returns the legal action', () => {
    const { state } = midTurn();
    const reordered = JSON.parse('{"counter":"a","type":"step"}') as ToyAction;
    const legal = assertLegal(toyGame, state, 'red', reordered);
    expect(legal).toEqual({ type: 'step', counter: 'a' });
    expect(toyGame.legalActions(state, 'red')).toContainEqual(legal);
  });

  it('apply never mutates its input, over a whole random game', () => {
    const { record } = playRandom(toyGame, OPTIONS, 'immutable', 10_000);
    let state = toyGame.setup(record.options, record.seed);
    for (const { player, action } of record.actions) {
      const before = stableStringify(state);
      const next = toyGame.apply(state, player, action);
      expect(stableStringify(state)).toBe(before);
      state = next;
    }
  });
});
