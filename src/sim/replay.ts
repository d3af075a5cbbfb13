// Replaying a stored game record (design: "wittenberg replay FILE"): rebuild the game
// with the engine's replay and compare the final state's hash with the one the record
// carries, if any. A mismatch means the rules changed without a version bump, or a
// nondeterminism bug.
import { hashState } from '../engine/hash.ts';
import { replay } from '../engine/record.ts';
import type { Action, GameModule, GameRecord, Result } from '../engine/types.ts';
import type { HisState } from '../games/his/index.ts';
import { checkInvariants, hereIStand } from '../games/his/index.ts';
import type { GameFailure } from './play.ts';

/** A game record as `simulate --out` writes it: the record plus what it should replay to. */
export interface StoredRecord<O = unknown, A extends Action = Action> extends GameRecord<O, A> {
  /** hashState of the final state. */
  finalHash?: string;
  result?: Result | null;
  failure?: GameFailure | null;
}

interface GameEntry {
  module: GameModule<unknown, unknown, unknown, Action>;
  checkInvariants?: (state: unknown) => string[];
}

/** The games a record may be for, by module id. */
export const GAMES: Readonly<Record<string, GameEntry>> = {
  [hereIStand.id]: { module: hereIStand as GameModule<unknown, unknown, unknown, Action>, checkInvariants: (s) => checkInvariants(s as HisState) },
};

export interface ReplayReport {
  actions: number;
  hash: string;
  result: Result | null;
  /** The hash the record expected; absent if it carries none. */
  expectedHash?: string;
  /** False when the record's finalHash differs from the replayed state's. */
  ok: boolean;
}

/** Parse and minimally validate a stored record (the engine's replay checks the rest). */
export function parseRecord(text: string): StoredRecord {
  const data = JSON.parse(text) as unknown;
  const r = data as Partial<StoredRecord> | null;
  if (!r || typeof r !== 'object' || typeof r.game !== 'string' || typeof r.version !== 'string' || typeof r.seed !== 'string' || !Array.isArray(r.actions)) {
    throw new Error('not a game record: expected {game, version, options, seed, actions[]}');
  }
  if (r.finalHash !== undefined && typeof r.finalHash !== 'string') throw new Error('finalHash must be a string');
  return r as StoredRecord;
}

/**
 * Replay a record; with `check`, also check the game's invariants after every action
 * (throws naming the first action that breaks one). Throws ReplayError when an action
 * does not replay.
 */
export function replayRecord(record: StoredRecord, options: { check?: boolean } = {}): ReplayReport {
  const entry = GAMES[record.game];
  if (!entry) throw new Error(`unknown game "${record.game}" (known: ${Object.keys(GAMES).join(', ')})`);
  const { module, checkInvariants: invariants } = entry;
  const { finalHash: expected, result: _result, failure: _failure, ...plain } = record;
  const state = replay(module, plain, {
    onStep: (s, index) => {
      if (!options.check || !invariants) return;
      const broken = invariants(s);
      if (broken.length > 0) throw new Error(`invariant broken after action ${index}: ${broken.join('; ')}`);
    },
  });
  const hash = hashState(state);
  const report: ReplayReport = { actions: record.actions.length, hash, result: module.result(state), ok: expected === undefined || expected === hash };
  if (expected !== undefined) report.expectedHash = expected;
  return report;
}
