// The reliability harness for the engine (issue 17, `npm run fuzz`): seeded random games,
// the two scenarios in turn, with every invariant checked after every apply (simulate.ts),
// and at the end of each game its record replayed from a fresh setup: the final state's
// hash and its log must be those the game reached (replay identity). A difference means
// a rule that depends on something the record does not hold (iteration order, a cache, a
// shared object changed in place, a clock).
import { ReplayError } from '../engine/errors.ts';
import { hashState, sameJson } from '../engine/hash.ts';
import { replay } from '../engine/record.ts';
import type { Scenario } from '../games/his/index.ts';
import { hereIStand } from '../games/his/index.ts';
import type { SimulatedGame, SimulationFailure } from './simulate.ts';
import { simulate } from './simulate.ts';

export interface FuzzOptions {
  games: number;
  seed: string | number;
  /** Index of the first game (default 0), to split a long run between processes. */
  first?: number;
  /** Scenarios in turn (default 1517, 1532). */
  scenarios?: readonly Scenario[];
  strictCounterMix?: boolean;
  maxActions?: number;
  /** How many failures of each kind the summary keeps (default 10). */
  maxFailures?: number;
  onGame?: (game: SimulatedGame, mismatch: string | null) => void;
}

export interface ReplayMismatch {
  game: number;
  seed: string;
  message: string;
}

export interface FuzzSummary {
  games: number;
  completed: number;
  errors: number;
  invariantViolations: number;
  replayMismatches: number;
  actions: number;
  ms: number;
  failures: SimulationFailure[];
  mismatches: ReplayMismatch[];
}

/** Why replaying the game's record does not give its final state and log, or null if it does. */
export function replayMismatch(game: SimulatedGame): string | null {
  if (!game.state) return null; // setup failed: counted as an error, nothing to replay
  let replayed;
  try {
    replayed = replay(hereIStand, game.record);
  } catch (e) {
    const at = e instanceof ReplayError ? ` (action ${e.index})` : '';
    return `the record does not replay${at}: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (!sameJson(replayed.log, game.state.log)) return `the replayed log differs (${replayed.log.length} entries, played ${game.state.log.length})`;
  const hash = hashState(replayed);
  if (hash !== game.finalHash) return `the replayed state's hash ${hash} is not the played ${game.finalHash}`;
  return null;
}

export function fuzz(options: FuzzOptions): FuzzSummary {
  const maxFailures = options.maxFailures ?? 10;
  const mismatches: ReplayMismatch[] = [];
  let count = 0;
  let actions = 0;
  const start = performance.now();
  const summary = simulate({
    games: options.games,
    seed: options.seed,
    first: options.first ?? 0,
    scenarios: options.scenarios ?? ['1517', '1532'],
    checkInvariants: true,
    strictCounterMix: options.strictCounterMix === true,
    ...(options.maxActions !== undefined ? { maxActions: options.maxActions } : {}),
    maxFailures,
    onGame: (g) => {
      actions += g.actions;
      const mismatch = replayMismatch(g);
      if (mismatch !== null) {
        count++;
        if (mismatches.length < maxFailures) mismatches.push({ game: g.game, seed: g.seed, message: mismatch });
      }
      options.onGame?.(g, mismatch);
    },
  });
  return {
    games: summary.games,
    completed: summary.completed,
    errors: summary.errors,
    invariantViolations: summary.invariantViolations,
    replayMismatches: count,
    actions,
    ms: performance.now() - start,
    failures: summary.failures,
    mismatches,
  };
}

/** Did the run find nothing wrong? */
export function fuzzPassed(s: FuzzSummary): boolean {
  return s.errors === 0 && s.invariantViolations === 0 && s.replayMismatches === 0 && s.completed === s.games;
}
