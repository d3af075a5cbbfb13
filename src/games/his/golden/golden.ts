// Golden records (issue 11): complete random-bot games whose outcome is pinned, so that a
// change meant to be a pure refactoring or a speed-up is proven not to change play. Each
// record holds the decisions only (seed, options, version, actions) and what replaying them
// must give: the hash of the final position and the sequence of log keys.
//
// The position leaves out what is flow bookkeeping rather than the game: the procedure
// stack, the undo checkpoint counter, test-only forced dice, and the log (compared
// separately, by its keys). Its hash is the canonical text's (stableStringify, hashString),
// independent of hashState, so a faster hashState changes no golden record.
//
// A rules change that alters play regenerates them: `npm run golden:update`, committed with
// a message saying which rule changed and why the records moved.
import { hashString, stableStringify } from '../../../engine/hash.ts';
import type { GameRecord } from '../../../engine/types.ts';
import type { HisAction } from '../flow/frames.ts';
import type { HisOptions, HisState } from '../state.ts';

export interface GoldenRecord extends GameRecord<HisOptions, HisAction> {
  /** What the replay must give. */
  expect: {
    kind: string;
    winner: string | null;
    /** positionHash of the final state. */
    position: string;
  };
  /** The key of every log entry, in order. */
  logKeys: string[];
}

/** The state without its flow bookkeeping (see the header). */
export function position(state: HisState): Omit<HisState, 'stack' | 'checkpoint' | 'forcedDice' | 'log'> {
  const { stack: _stack, checkpoint: _checkpoint, forcedDice: _forced, log: _log, ...rest } = state;
  return rest;
}

export function positionHash(state: HisState): string {
  return hashString(stableStringify(position(state)));
}

export function logKeys(state: HisState): string[] {
  return state.log.map((e) => e.key);
}

/** A golden record as a file: one action and one log key per line, so diffs stay readable. */
export function formatGolden(g: GoldenRecord): string {
  const { actions, logKeys: keys, ...head } = g;
  const lines = (xs: unknown[]) => (xs.length === 0 ? '[]' : `[\n${xs.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`);
  const fields = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return `{\n${fields.join(',\n')},\n  "logKeys": ${lines(keys)},\n  "actions": ${lines(actions)}\n}\n`;
}

/** The index of the first place two key lists differ, or -1 if they are equal. */
export function firstDifference(a: readonly string[], b: readonly string[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return -1;
}
