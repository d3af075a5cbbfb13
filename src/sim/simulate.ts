// Bot games of Here I Stand in bulk (design: "wittenberg simulate"): six bots, one per
// major power, play complete games; invariants are checked after every apply; each
// game is recorded, and failures are kept with the game seed and the action index so
// they can be replayed. Statistics come from the log: the mean count per game of every
// log key, so new rules (battles, piracy, debates...) show up without touching this file.
import { negotiatingRandomBot } from '../bots/negotiation.ts';
import type { Bot, BotFactory } from '../bots/types.ts';
import type { GameRecord, PlayerId, Result } from '../engine/types.ts';
import type { HisAction, HisOptions, HisState, HisView, MajorPower, Scenario } from '../games/his/index.ts';
import { checkInvariants, DIPLOMACY_CARD_IDS, hereIStand, MAJOR_POWERS, NEW_WORLD_POWERS, newWorldVp, playerName, protestantSpaces, validatePlayers } from '../games/his/index.ts';
import type { FailureKind, GameFailure } from './play.ts';
import { DEFAULT_MAX_ACTIONS, playGame } from './play.ts';

export interface SimulateOptions {
  games: number;
  seed: string | number;
  scenario?: Scenario;
  /** 3.1: fewer than six players (2 is the two-player variant; 3 to 5, or each player's powers); default six. */
  players?: number | MajorPower[][];
  /** Scenarios taken in turn, game i playing `scenarios[i % length]` (overrides `scenario`). */
  scenarios?: readonly Scenario[];
  /** Index of the first game (default 0): games first..first+games-1 of the seed, so a long run can be split. */
  first?: number;
  /** Check the invariants after every apply (default true). */
  checkInvariants?: boolean;
  /** Also run the exhaustive counter-mix check (slow; see invariants.ts). */
  strictCounterMix?: boolean;
  /** Hard cap of actions per game; a game without a result by then is an error ('no-result'). */
  maxActions?: number;
  /** How many failures the summary keeps (default 10). */
  maxFailures?: number;
  /** The bot seated at every power (default: the random bot, negotiating as src/bots/negotiation.ts). */
  bot?: BotFactory<HisView, HisAction>;
  onProgress?: (progress: SimulationProgress) => void;
  /** Each game as it ends, with its record (e.g. to write it to a file). */
  onGame?: (game: SimulatedGame) => void;
}

export interface SimulationProgress {
  done: number;
  total: number;
  completed: number;
  errors: number;
  invariantViolations: number;
}

export interface SimulatedGame {
  game: number;
  seed: string;
  record: GameRecord<HisOptions, HisAction>;
  finalHash: string;
  actions: number;
  result: Result | null;
  failure: GameFailure | null;
  ms: number;
  /** The final state (absent if setup failed), for checks made as each game ends. */
  state?: HisState;
}

export interface SimulationFailure {
  game: number;
  seed: string;
  kind: FailureKind;
  index: number;
  message: string;
  player?: PlayerId;
  action?: HisAction;
}

export interface SimulationSummary {
  games: number;
  /** Games that reached a result with no error and no invariant violation. */
  completed: number;
  /** Games ended by an exception or by the action cap ('no-result'). */
  errors: number;
  /** Games ended by a broken invariant. */
  invariantViolations: number;
  meanActions: number;
  msPerGame: number;
  /** Wins per power ('none' when a game ended without a winner). */
  winsByPower: Record<string, number>;
  /** With fewer than six players: wins per player (his powers joined by "+"). */
  winsByPlayer?: Record<string, number>;
  /** Two-player variant: how many times each diplomacy card (201-219) was played as an event, over all games. */
  diplomacyEvents?: Record<string, number>;
  victoryKinds: Record<string, number>;
  /** Mean number of log entries of each key per game, keys sorted (TRACKED_KEYS always listed). */
  stats: Record<string, number>;
  /** Mean VP per game at the end, from the New World (`newWorld.<power>`) and from piracy (`piracy.ottoman`). */
  finalVp: Record<string, number>;
  /** Protestant spaces (23.2) at the end of the games that produced a state: min, mean, max. */
  protestantSpaces: { min: number; mean: number; max: number };
  /** The first few failures. */
  failures: SimulationFailure[];
  /** Hash of each game's final state, in game order (same seed, same hashes). */
  finalHashes: string[];
}

/**
 * Log keys listed even when no game logged them (mean 0), so a rule never reached shows:
 * naval combats, piracy attempts and their resolution, explorations, conquests, and the
 * deals of the Negotiation Segment (alliances, white peaces, loans, cessions, card and
 * mercenary gifts, divorces, rescinded excommunications).
 */
export const TRACKED_KEYS: readonly string[] = [
  'his.log.navalCombat',
  'his.log.piracyDeclared',
  'his.log.piracy',
  'his.log.exploration',
  'his.log.discovery',
  'his.log.conquest',
  // 9.1 deals made in the Negotiation Segment.
  'his.log.allianceFormed',
  'his.log.whitePeace',
  'his.log.squadronsLoaned',
  'his.log.spaceCeded',
  'his.log.cardsGiven',
  'his.log.mercenariesGiven',
  'his.log.divorceGranted',
  'his.log.excommunicationRescinded',
]

/** The final-state VP sources a simulation reports (23.2 bonus VP of the New World; piracy VP). */
function finalVpSources(state: HisState): [string, number][] {
  return [
    ...NEW_WORLD_POWERS.map((p): [string, number] => [`newWorld.${p}`, newWorldVp(state, p)]),
    ['piracy.ottoman', state.tracks.piracyVp],
  ];
}

/** The setup seed of one game of a simulation. */
export function gameSeed(seed: string | number, game: number): string {
  return `${seed}/${game}`;
}

/** Each seat its own bot, seeded from the game seed and the power. */
function seatBots(factory: BotFactory<HisView, HisAction>, seed: string): Record<PlayerId, Bot<HisView, HisAction>> {
  return Object.fromEntries(MAJOR_POWERS.map((p) => [p, factory(`${seed}/${p}`)]));
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function sortedRecord(counts: Map<string, number>, divisor = 1, digits = 2): Record<string, number> {
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, n]) => [k, round(n / divisor, digits)]));
}

export function simulate(options: SimulateOptions): SimulationSummary {
  const { games } = options;
  if (!Number.isInteger(games) || games < 0) throw new RangeError(`simulate: games must be a non-negative integer, got ${games}`);
  const first = options.first ?? 0;
  if (!Number.isInteger(first) || first < 0) throw new RangeError(`simulate: first must be a non-negative integer, got ${first}`);
  const scenarios = options.scenarios ?? [options.scenario ?? '1517'];
  if (scenarios.length === 0) throw new RangeError('simulate: no scenario');
  // 2: the two-player variant (Papacy against Protestant, 1517).
  const twoPlayer = options.players === 2;
  const groups = twoPlayer ? [['papacy'], ['protestant']] as MajorPower[][] : validatePlayers(options.players);
  const diplomacyEvents = new Map<string, number>();
  const factory = options.bot ?? negotiatingRandomBot;
  // Each game's check remembers the state before (the pieces invariant compares the two).
  const checker = (): ((s: HisState) => string[]) => {
    let previous: HisState | undefined;
    return (s: HisState) => {
      const out = checkInvariants(s, { strictCounterMix: options.strictCounterMix === true, ...(previous ? { previous } : {}) });
      previous = s;
      return out;
    };
  };
  const maxFailures = options.maxFailures ?? 10;

  let completed = 0;
  let errors = 0;
  let invariantViolations = 0;
  let totalActions = 0;
  let totalMs = 0;
  const wins = new Map<string, number>([...MAJOR_POWERS.map((p): [string, number] => [p, 0])]);
  const playerWins = new Map<string, number>((groups ?? []).map((g): [string, number] => [playerName(g), 0]));
  const kinds = new Map<string, number>();
  const logKeys = new Map<string, number>(TRACKED_KEYS.map((k): [string, number] => [k, 0]));
  const finalVp = new Map<string, number>();
  const protestant: number[] = [];
  const failures: SimulationFailure[] = [];
  const finalHashes: string[] = [];

  for (let game = first; game < first + games; game++) {
    const seed = gameSeed(options.seed, game);
    const scenario = scenarios[game % scenarios.length]!;
    const gameOptions: HisOptions = twoPlayer ? { scenario: '1517', variant: 'two-player' } : { scenario, ...(groups ? { players: groups } : {}) };
    const start = performance.now();
    let played: SimulatedGame;
    try {
      const g = playGame(hereIStand, gameOptions, seed, seatBots(factory, seed), {
        ...(options.checkInvariants === false ? {} : { checkInvariants: checker() }),
        maxActions: options.maxActions ?? DEFAULT_MAX_ACTIONS,
      });
      for (const entry of g.state.log) logKeys.set(entry.key, (logKeys.get(entry.key) ?? 0) + 1);
      for (const card of g.state.twoPlayer?.eventsPlayed ?? []) diplomacyEvents.set(String(card), (diplomacyEvents.get(String(card)) ?? 0) + 1);
      for (const [k, vp] of finalVpSources(g.state)) finalVp.set(k, (finalVp.get(k) ?? 0) + vp);
      protestant.push(protestantSpaces(g.state));
      played = { game, seed, record: g.record, finalHash: g.finalHash, actions: g.record.actions.length, result: g.result, failure: g.failure, ms: 0, state: g.state };
    } catch (e) {
      // Setup itself failed: there is no state to record.
      const failure: GameFailure = { kind: 'error', index: -1, message: `setup: ${e instanceof Error ? e.message : String(e)}` };
      const record = { game: hereIStand.id, version: hereIStand.version, options: gameOptions, seed, actions: [] };
      played = { game, seed, record, finalHash: '', actions: 0, result: null, failure, ms: 0 };
    }
    played.ms = performance.now() - start;

    totalMs += played.ms;
    totalActions += played.actions;
    finalHashes.push(played.finalHash);
    const f = played.failure;
    if (f === null && played.result) {
      completed++;
      const winner = played.result.winner ?? 'none';
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
      if (groups) {
        const group = groups.find((g) => g.includes(winner as MajorPower));
        const name = group ? playerName(group) : 'none';
        playerWins.set(name, (playerWins.get(name) ?? 0) + 1);
      }
      kinds.set(played.result.kind, (kinds.get(played.result.kind) ?? 0) + 1);
    } else if (f?.kind === 'invariant') invariantViolations++;
    else errors++;
    if (f && failures.length < maxFailures) failures.push({ game, seed, ...f });

    options.onGame?.(played);
    options.onProgress?.({ done: game - first + 1, total: games, completed, errors, invariantViolations });
  }

  return {
    games,
    completed,
    errors,
    invariantViolations,
    meanActions: games > 0 ? round(totalActions / games, 1) : 0,
    msPerGame: games > 0 ? round(totalMs / games, 1) : 0,
    winsByPower: Object.fromEntries(wins),
    ...(groups ? { winsByPlayer: Object.fromEntries(playerWins) } : {}),
    ...(twoPlayer ? { diplomacyEvents: Object.fromEntries(DIPLOMACY_CARD_IDS.map((c) => [String(c), diplomacyEvents.get(String(c)) ?? 0])) } : {}),
    victoryKinds: sortedRecord(kinds, 1, 0),
    stats: sortedRecord(logKeys, Math.max(1, games)),
    finalVp: sortedRecord(finalVp, Math.max(1, games)),
    protestantSpaces: {
      min: protestant.length > 0 ? Math.min(...protestant) : 0,
      mean: protestant.length > 0 ? round(protestant.reduce((a, b) => a + b, 0) / protestant.length, 1) : 0,
      max: protestant.length > 0 ? Math.max(...protestant) : 0,
    },
    failures,
    finalHashes,
  };
}
