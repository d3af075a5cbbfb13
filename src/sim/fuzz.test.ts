// The short version of `npm run fuzz`: one game of each scenario with every invariant and
// replay identity; and the identity check itself catches a game that does not replay.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FuzzSummary } from './fuzz.ts';
import { fuzz, fuzzPassed, replayMismatch } from './fuzz.ts';
import type { SimulatedGame } from './simulate.ts';

const SLOW = 600_000;
const played: SimulatedGame[] = [];
const mismatches: (string | null)[] = [];
let summary: FuzzSummary;

beforeAll(() => {
  summary = fuzz({ games: 2, seed: 'ci-fuzz', onGame: (g, m) => { played.push(g); mismatches.push(m); } });
}, SLOW);

describe('fuzz', () => {
  it('plays 1517 and 1532 in turn to their end, invariants sound and every record replaying to the same state and log', () => {
    expect(summary.failures).toEqual([]);
    expect(summary.mismatches).toEqual([]);
    expect(summary).toMatchObject({ games: 2, completed: 2, errors: 0, invariantViolations: 0, replayMismatches: 0 });
    expect(fuzzPassed(summary)).toBe(true);
    expect(played.map((g) => g.record.options.scenario)).toEqual(['1517', '1532']);
    expect(mismatches).toEqual([null, null]);
    expect(summary.actions).toBe(played.reduce((n, g) => n + g.actions, 0));
  });

  it('reports a game whose final state, log or record is not what its record replays to', () => {
    const g = played[0]!;
    expect(replayMismatch({ ...g, finalHash: 'x' })).toMatch(/hash/);
    const state = g.state!;
    expect(replayMismatch({ ...g, state: { ...state, log: state.log.slice(1) } })).toMatch(/log differs/);
    const actions = g.record.actions.slice();
    actions.splice(3, 1);
    expect(replayMismatch({ ...g, record: { ...g.record, actions } })).toMatch(/does not replay|hash|log/);
  });

  it('counts a mismatch as a failure', () => {
    expect(fuzzPassed({ ...summary, replayMismatches: 1 })).toBe(false);
    expect(fuzzPassed({ ...summary, completed: 1 })).toBe(false);
  });
});
