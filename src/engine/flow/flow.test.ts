// The flow kernel on a toy game (no Here I Stand): a match calls a duel and gets its
// winner back as a value; notes pushed in order; a hook that ends the game.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../types.ts';
import { call, pop, pushInOrder, ret } from './stack.ts';
import { createFlow, frameConstructor } from './kernel.ts';
import type { Procedure, ProcedureTable } from './types.ts';

type Player = 'red' | 'blue';
type ToyAction = { type: 'bid'; amount: number } | { type: 'pass' };

interface ToyFrames {
  match: { proc: 'match'; step: 'start' | 'end' };
  duel: { proc: 'duel'; bids: Partial<Record<Player, number>> };
  note: { proc: 'note'; text: string };
}
type ToyFrame = ToyFrames[keyof ToyFrames];
interface ToyState {
  stack: ToyFrame[];
  wins: Record<Player, number>;
  log: string[];
  over: boolean;
}
type ToyProcedure<F> = Procedure<ToyState, F, Player, ToyAction>;

const frame = frameConstructor<ToyFrames>();

const match: ToyProcedure<ToyFrames['match']> = {
  run(state, f) {
    if (f.step === 'start') call(state, f, 'afterDuel', frame('duel', { bids: {} }));
    else pop(state, f);
  },
  resume: {
    afterDuel(state, f, result: { winner: Player | null }) {
      if (result.winner) state.wins[result.winner]++;
      f.step = 'end';
    },
  },
};

const duel: ToyProcedure<ToyFrames['duel']> = {
  ask(_state, f) {
    return (['red', 'blue'] as const)
      .filter((p) => f.bids[p] === undefined)
      .map((power) => ({ power, key: 'toy.bid', actions: [1, 2, 3].map((amount) => ({ type: 'bid' as const, amount })), simultaneous: true }));
  },
  run(state, f) {
    const { red = 0, blue = 0 } = f.bids;
    ret(state, f, { winner: red === blue ? null : red > blue ? 'red' : 'blue' });
  },
  decide(_state, f, power, action) {
    if (action.type === 'bid') f.bids[power] = action.amount;
  },
};

const note: ToyProcedure<ToyFrames['note']> = {
  run(state, f) {
    state.log.push(f.text);
    pop(state, f);
  },
};

const TABLE: ProcedureTable<ToyState, ToyFrames, Player, ToyAction> = { match, duel, note };
const toy = createFlow(TABLE, { beforeStep: (s) => s.over });

function newState(...frames: ToyFrame[]): ToyState {
  return { stack: frames, wins: { red: 0, blue: 0 }, log: [], over: false };
}

describe('engine flow (toy game)', () => {
  it('a procedure calls another and receives its result as a value at the named resume step', () => {
    const s = newState(frame('match', { step: 'start' }));
    const waiting = toy.advance(s);
    expect(waiting.map((a) => a.power)).toEqual(['red', 'blue']);
    expect(s.stack.map((f) => f.proc)).toEqual(['match', 'duel']);
    expect(s.stack[0]).toMatchObject({ calling: 'afterDuel' });
    toy.decide(s, 'red', { type: 'bid', amount: 3 });
    expect(toy.decide(s, 'blue', { type: 'bid', amount: 1 })).toEqual([]);
    expect(s.wins).toEqual({ red: 1, blue: 0 });
    expect(s.stack).toEqual([]);
  });

  it('the state between decisions stays plain JSON (the pending resume sits in the caller frame)', () => {
    const s = newState(frame('match', { step: 'start' }));
    toy.advance(s);
    const copy = JSON.parse(JSON.stringify(s)) as ToyState;
    toy.decide(copy, 'red', { type: 'bid', amount: 1 });
    toy.decide(copy, 'blue', { type: 'bid', amount: 2 });
    expect(copy.wins).toEqual({ red: 0, blue: 1 });
  });

  it('pushInOrder runs the frames in the order listed', () => {
    const s = newState();
    pushInOrder(s, [frame('note', { text: 'first' }), frame('note', { text: 'second' }), frame('note', { text: 'third' })]);
    toy.advance(s);
    expect(s.log).toEqual(['first', 'second', 'third']);
  });

  it('refuses an action not offered, with a RuleError and no change', () => {
    const s = newState(frame('match', { step: 'start' }));
    toy.advance(s);
    const before = JSON.stringify(s);
    expect(() => toy.decide(s, 'red', { type: 'bid', amount: 4 })).toThrow(RuleError);
    expect(() => toy.decide(s, 'red', { type: 'pass' })).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the before-step hook stops the flow', () => {
    const s = newState(frame('note', { text: 'never' }));
    s.over = true;
    expect(toy.advance(s)).toEqual([]);
    expect(s.log).toEqual([]);
  });

  it('the table is frozen; withOverrides makes a new flow and leaves the first alone', () => {
    expect(Object.isFrozen(toy.table)).toBe(true);
    const rigged = toy.withOverrides({ duel: { run: (state, f) => ret(state, f, { winner: 'blue' }) } });
    const s = newState(frame('match', { step: 'start' }));
    rigged.advance(s);
    expect(s.wins).toEqual({ red: 0, blue: 1 });
    const t = newState(frame('match', { step: 'start' }));
    expect(toy.advance(t)).toHaveLength(2);
  });

  it('a return with no caller, or a callee that leaves without returning, is a bug', () => {
    const s = newState(frame('duel', { bids: { red: 1, blue: 2 } }));
    expect(() => toy.advance(s)).toThrow(/nobody called it/);
    const leaves = toy.withOverrides({ duel: { run: (state, f) => pop(state, f) } });
    expect(() => leaves.advance(newState(frame('match', { step: 'start' })))).toThrow(/without returning/);
  });

  it('the asking hook wraps every ask, and only asks', () => {
    const wrapped: string[] = [];
    const watched = createFlow(TABLE, {
      asking: (state, ask) => {
        wrapped.push(state.stack.at(-1)!.proc);
        return ask();
      },
    });
    const s = newState(frame('match', { step: 'start' }));
    watched.advance(s);
    expect(wrapped).toEqual(['duel']);
    // decide asks once to check the action, then once more when the duel waits again (match has no ask).
    watched.decide(s, 'red', { type: 'bid', amount: 1 });
    expect(wrapped).toEqual(['duel', 'duel', 'duel']);
  });
});
