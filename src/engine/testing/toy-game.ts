// A tiny game that exercises every part of the engine contract, for engine tests
// (and for anyone who needs a small module to test plumbing against, e.g. the server).
//
// Rules. Each player has two counters, `a` and `b`, at 0. First every player bids
// 0..2 in secret, all at once; when the last bid is in, the bids are revealed and the
// highest bidder goes first (ties broken by the dice). Then players take turns.
// On its turn a player either walks (one counter one step, no dice) or rolls a die
// and spends the pips one step at a time on either counter, ending whenever it
// likes. When a counter reaches the goal at the end of a turn, that player wins.
//
// Checkpoints: the reveal of the bids and every die roll.

import { logEntry } from '../log.ts';
import { assertLegal } from '../record.ts';
import { createRng, randomInt, rollDie } from '../rng.ts';
import type { RngState } from '../rng.ts';
import { RuleError } from '../types.ts';
import type { GameModule, LogEntry, PlayerId, Prompt, Result } from '../types.ts';

export type Counter = 'a' | 'b';

export type ToyAction =
  | { type: 'bid'; amount: number }
  | { type: 'roll' }
  | { type: 'walk'; counter: Counter }
  | { type: 'step'; counter: Counter }
  | { type: 'end' };

export type ToyOptions = { players: PlayerId[]; goal?: number };

export type ToyState = {
  players: PlayerId[];
  goal: number;
  phase: 'bid' | 'play' | 'over';
  /** Secret until every player has bid. */
  bids: Record<PlayerId, number | null>;
  /** Index in `players` of the player on turn. */
  turn: number;
  /** Pips left this turn; null before the player chose to walk or roll. */
  pips: number | null;
  counters: Record<PlayerId, Record<Counter, number>>;
  winner: PlayerId | null;
  checkpoint: number;
  rng: RngState;
  log: LogEntry[];
};

export type ToyView = Omit<ToyState, 'rng' | 'bids'> & { bids: Record<PlayerId, number | 'hidden' | null> };

const COUNTERS: readonly Counter[] = ['a', 'b'];
const MAX_BID = 2;

function setup(options: ToyOptions, seed: string): ToyState {
  const players = [...options.players];
  if (players.length < 1 || new Set(players).size !== players.length) {
    throw new RuleError('toy: players must be distinct and at least one', 'options');
  }
  return {
    players,
    goal: options.goal ?? 12,
    phase: 'bid',
    bids: Object.fromEntries(players.map((p) => [p, null])),
    turn: 0,
    pips: null,
    counters: Object.fromEntries(players.map((p) => [p, { a: 0, b: 0 }])),
    winner: null,
    checkpoint: 0,
    rng: createRng(seed),
    log: [],
  };
}

function onTurn(state: ToyState): PlayerId | undefined {
  return state.phase === 'play' ? state.players[state.turn] : undefined;
}

function pending(state: ToyState): Prompt[] {
  if (state.phase === 'bid') {
    return state.players
      .filter((p) => state.bids[p] === null)
      .map((player) => ({ player, key: 'toy.prompt.bid', simultaneous: true }));
  }
  const player = onTurn(state);
  if (player === undefined) return [];
  return [{ player, key: state.pips === null ? 'toy.prompt.start' : 'toy.prompt.move', params: { pips: state.pips } }];
}

function legalActions(state: ToyState, player: PlayerId): ToyAction[] {
  if (state.phase === 'bid') {
    if (state.bids[player] !== null) return [];
    return Array.from({ length: MAX_BID + 1 }, (_, amount) => ({ type: 'bid', amount }));
  }
  if (onTurn(state) !== player) return [];
  if (state.pips === null) {
    return [{ type: 'roll' }, ...COUNTERS.map((counter): ToyAction => ({ type: 'walk', counter }))];
  }
  const steps = state.pips > 0 ? COUNTERS.map((counter): ToyAction => ({ type: 'step', counter })) : [];
  return [...steps, { type: 'end' }];
}

function apply(state: ToyState, player: PlayerId, action: ToyAction): ToyState {
  const legal = assertLegal(toyGame, state, player, action);
  const next = structuredClone(state);
  switch (legal.type) {
    case 'bid':
      next.bids[player] = legal.amount;
      next.log.push(logEntry('toy.log.bid', { player, amount: legal.amount }, [player]));
      next.log.push(logEntry('toy.log.bidPlaced', { player }));
      if (next.players.every((p) => next.bids[p] !== null)) reveal(next);
      break;
    case 'roll': {
      const die = rollDie(next.rng);
      next.checkpoint++;
      next.pips = die;
      next.log.push(logEntry('toy.log.roll', { player, die }));
      break;
    }
    case 'walk':
      move(next, player, legal.counter);
      next.pips = 0;
      break;
    case 'step':
      move(next, player, legal.counter);
      next.pips = (next.pips ?? 0) - 1;
      break;
    case 'end':
      endTurn(next, player);
      break;
  }
  return next;
}

function reveal(state: ToyState): void {
  const bid = (p: PlayerId): number => state.bids[p] ?? 0;
  const top = Math.max(...state.players.map(bid));
  const tied = state.players.filter((p) => bid(p) === top);
  const first = tied[randomInt(state.rng, tied.length)] as PlayerId;
  state.checkpoint++;
  state.phase = 'play';
  state.turn = state.players.indexOf(first);
  state.log.push(logEntry('toy.log.reveal', { bids: { ...state.bids }, first }));
}

function move(state: ToyState, player: PlayerId, counter: Counter): void {
  const counters = state.counters[player] as Record<Counter, number>;
  counters[counter]++;
  state.log.push(logEntry('toy.log.move', { player, counter, to: counters[counter] }));
}

function endTurn(state: ToyState, player: PlayerId): void {
  const counters = state.counters[player] as Record<Counter, number>;
  if (COUNTERS.some((c) => counters[c] >= state.goal)) {
    state.phase = 'over';
    state.winner = player;
    state.log.push(logEntry('toy.log.win', { player }));
    return;
  }
  state.turn = (state.turn + 1) % state.players.length;
  state.pips = null;
}

function view(state: ToyState, player: PlayerId | null): ToyView {
  const { rng: _rng, bids, log, ...rest } = state;
  const revealed = state.phase !== 'bid';
  return {
    ...structuredClone(rest),
    bids: Object.fromEntries(
      Object.entries(bids).map(([p, b]) => [p, revealed || p === player || b === null ? b : 'hidden']),
    ),
    log: log.filter((e) => e.to === undefined || (player !== null && e.to.includes(player))),
  };
}

function result(state: ToyState): Result | null {
  if (state.phase !== 'over') return null;
  const vp = Object.fromEntries(
    state.players.map((p) => {
      const c = state.counters[p] as Record<Counter, number>;
      return [p, c.a + c.b];
    }),
  );
  return { winner: state.winner, kind: 'race', vp };
}

export const toyGame: GameModule<ToyState, ToyOptions, ToyView, ToyAction> = {
  id: 'toy',
  version: '1',
  setup,
  pending,
  legalActions,
  apply,
  view,
  result,
  checkpoint: (state) => state.checkpoint,
};
