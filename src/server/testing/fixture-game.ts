// A small card game that exercises every path of the server: 2–3 seats, hidden
// hands and a hidden discard, a simultaneous decision, dice, a private log entry,
// an undoable step, illegal moves (a card not in hand, acting out of turn) and an end.
//
// Rules. Cards card-01..card-18 are worth their number. Each player is dealt four.
// First every player discards one card face down, all at once. Then, `rounds`
// times, each player in seat order selects a card from hand (`play`, which may be
// undone: nothing was revealed yet) and then `roll`s a die: the card goes face up,
// the player scores card + die and draws a card. Highest score wins; a tie has no winner.
//
// Checkpoints: every roll (a die and a draw). Pure functions, randomness only from
// the seeded PRNG in the state, as the engine contract requires.

import { logEntry, visibleLog } from '../../engine/log.ts';
import { assertLegal } from '../../engine/record.ts';
import { createRng, rollDie, shuffle } from '../../engine/rng.ts';
import type { RngState } from '../../engine/rng.ts';
import { RuleError } from '../../engine/types.ts';
import type { GameModule, LogEntry, PlayerId, Prompt, Result } from '../../engine/types.ts';

export const FIXTURE_PLAYERS = ['red', 'green', 'blue'] as const;

export type FixtureOptions = { players?: number; rounds?: number };

export type FixtureAction =
  | { type: 'discard'; card: string }
  | { type: 'play'; card: string }
  | { type: 'roll' };

export interface FixtureState {
  players: PlayerId[];
  rounds: number;
  round: number;
  phase: 'discard' | 'play' | 'over';
  /** Index in `players` of the player on turn (play phase). */
  turn: number;
  /** The card the player on turn has chosen and not yet rolled for. */
  selected: string | null;
  hands: Record<PlayerId, string[]>;
  /** Face down for good: nobody else ever learns them. */
  discards: Record<PlayerId, string | null>;
  deck: string[];
  played: { player: PlayerId; card: string; die: number }[];
  scores: Record<PlayerId, number>;
  checkpoint: number;
  rng: RngState;
  log: LogEntry[];
}

export interface FixtureView {
  viewer: PlayerId | null;
  players: PlayerId[];
  rounds: number;
  round: number;
  phase: FixtureState['phase'];
  turn: number;
  selected: string | null;
  /** The viewer's own hand; empty for a spectator. */
  hand: string[];
  handSizes: Record<PlayerId, number>;
  /** Own discard by name; for others only whether they have discarded. */
  discards: Record<PlayerId, string | boolean>;
  deckSize: number;
  played: FixtureState['played'];
  scores: Record<PlayerId, number>;
  log: LogEntry[];
}

const CARDS = Array.from({ length: 18 }, (_, i) => `card-${String(i + 1).padStart(2, '0')}`);
const HAND_SIZE = 4;

export function cardValue(card: string): number {
  return Number(card.slice('card-'.length));
}

function setup(options: FixtureOptions, seed: string): FixtureState {
  const count = options.players ?? 3;
  const rounds = options.rounds ?? 2;
  if (!Number.isInteger(count) || count < 2 || count > 3) {
    throw new RuleError('fixture: players must be 2 or 3', 'options');
  }
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 3) {
    throw new RuleError('fixture: rounds must be 1, 2 or 3', 'options');
  }
  const players = FIXTURE_PLAYERS.slice(0, count) as PlayerId[];
  const rng = createRng(seed);
  const deck = shuffle(rng, [...CARDS]);
  const hands: Record<PlayerId, string[]> = {};
  for (const p of players) hands[p] = deck.splice(0, HAND_SIZE).sort();
  return {
    players,
    rounds,
    round: 1,
    phase: 'discard',
    turn: 0,
    selected: null,
    hands,
    discards: Object.fromEntries(players.map((p) => [p, null])),
    deck,
    played: [],
    scores: Object.fromEntries(players.map((p) => [p, 0])),
    checkpoint: 0,
    rng,
    log: [],
  };
}

function onTurn(state: FixtureState): PlayerId | undefined {
  return state.phase === 'play' ? state.players[state.turn] : undefined;
}

function pending(state: FixtureState): Prompt[] {
  if (state.phase === 'discard') {
    return state.players
      .filter((player) => state.discards[player] === null)
      .map((player) => ({ player, key: 'fixture.prompt.discard', simultaneous: true }));
  }
  const player = onTurn(state);
  if (player === undefined) return [];
  return [{ player, key: state.selected === null ? 'fixture.prompt.play' : 'fixture.prompt.roll' }];
}

function legalActions(state: FixtureState, player: PlayerId): FixtureAction[] {
  const hand = state.hands[player] ?? [];
  if (state.phase === 'discard') {
    return state.discards[player] === null ? hand.map((card) => ({ type: 'discard', card })) : [];
  }
  if (onTurn(state) !== player) return [];
  if (state.selected === null) return hand.map((card) => ({ type: 'play', card }));
  return [{ type: 'roll' }];
}

function apply(state: FixtureState, player: PlayerId, action: FixtureAction): FixtureState {
  const legal = assertLegal(fixtureGame, state, player, action);
  const next = structuredClone(state);
  const hand = next.hands[player] as string[];
  switch (legal.type) {
    case 'discard':
      hand.splice(hand.indexOf(legal.card), 1);
      next.discards[player] = legal.card;
      next.log.push(logEntry('fixture.log.discard', { player, card: legal.card }, [player]));
      next.log.push(logEntry('fixture.log.discarded', { player }));
      if (next.players.every((p) => next.discards[p] !== null)) next.phase = 'play';
      break;
    case 'play':
      next.selected = legal.card;
      next.log.push(logEntry('fixture.log.select', { player, card: legal.card }));
      break;
    case 'roll':
      roll(next, player);
      break;
  }
  return next;
}

function roll(state: FixtureState, player: PlayerId): void {
  const card = state.selected as string;
  const hand = state.hands[player] as string[];
  const die = rollDie(state.rng);
  hand.splice(hand.indexOf(card), 1);
  state.played.push({ player, card, die });
  state.scores[player] = (state.scores[player] ?? 0) + cardValue(card) + die;
  state.selected = null;
  state.checkpoint++;
  state.log.push(logEntry('fixture.log.roll', { player, card, die }));
  const drawn = state.deck.shift();
  if (drawn !== undefined) {
    hand.push(drawn);
    hand.sort();
    state.log.push(logEntry('fixture.log.draw', { player, card: drawn }, [player]));
  }
  state.turn++;
  if (state.turn === state.players.length) {
    state.turn = 0;
    state.round++;
    if (state.round > state.rounds) {
      state.phase = 'over';
      state.log.push(logEntry('fixture.log.over', { scores: { ...state.scores } }));
    }
  }
}

function view(state: FixtureState, viewer: PlayerId | null): FixtureView {
  const own = viewer !== null && state.players.includes(viewer) ? viewer : null;
  return {
    viewer: own,
    players: [...state.players],
    rounds: state.rounds,
    round: state.round,
    phase: state.phase,
    turn: state.turn,
    selected: state.selected,
    hand: own === null ? [] : [...(state.hands[own] ?? [])],
    handSizes: Object.fromEntries(state.players.map((p) => [p, state.hands[p]?.length ?? 0])),
    discards: Object.fromEntries(
      state.players.map((p) => [p, p === own ? (state.discards[p] ?? false) : state.discards[p] !== null]),
    ),
    deckSize: state.deck.length,
    played: structuredClone(state.played),
    scores: { ...state.scores },
    log: visibleLog(state.log, own),
  };
}

function result(state: FixtureState): Result | null {
  if (state.phase !== 'over') return null;
  const best = Math.max(...state.players.map((p) => state.scores[p] ?? 0));
  const leaders = state.players.filter((p) => state.scores[p] === best);
  return { winner: leaders.length === 1 ? (leaders[0] as PlayerId) : null, kind: 'score', vp: { ...state.scores } };
}

export const fixtureGame: GameModule<FixtureState, FixtureOptions, FixtureView, FixtureAction> = {
  id: 'fixture',
  version: '1',
  setup,
  pending,
  legalActions,
  apply,
  view,
  result,
  checkpoint: (state) => state.checkpoint,
};
