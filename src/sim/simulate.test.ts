// A short simulation of complete six-power games. The long soak is `npm run soak`.
// Complete games are not cheap (over a thousand actions each, seconds of apply), so it
// plays two, with long timeouts.
import { beforeAll, describe, expect, it } from 'vitest';
import { ReplayError } from '../engine/errors.ts';
import { MAJOR_POWERS } from '../games/his/data/powers.ts';
import type { SimulatedGame, SimulationSummary } from './simulate.ts';
import { simulate } from './simulate.ts';
import type { StoredRecord } from './replay.ts';
import { parseRecord, replayRecord } from './replay.ts';

const GAMES = 2;
const SLOW = 600_000;
const played: SimulatedGame[] = [];
const progress: number[] = [];
let summary: SimulationSummary;

beforeAll(() => {
  summary = simulate({ games: GAMES, seed: 'sim-test', scenario: '1517', checkInvariants: true, onGame: (g) => played.push(g), onProgress: (p) => progress.push(p.done) });
}, SLOW);

function stored(g: SimulatedGame): StoredRecord {
  return { ...g.record, finalHash: g.finalHash, result: g.result, failure: g.failure };
}

describe('simulate', () => {
  it('plays every game to its end with no error and no broken invariant', () => {
    expect(summary.failures).toEqual([]);
    expect(summary).toMatchObject({ games: GAMES, completed: GAMES, errors: 0, invariantViolations: 0 });
    expect(progress).toEqual([1, 2]);
  });

  it('summarises wins, kinds of victory, actions and log statistics', () => {
    expect(Object.keys(summary.winsByPower)).toEqual(expect.arrayContaining([...MAJOR_POWERS]));
    const wins = Object.values(summary.winsByPower).reduce((a, b) => a + b, 0);
    expect(wins).toBe(GAMES);
    expect(Object.values(summary.victoryKinds).reduce((a, b) => a + b, 0)).toBe(GAMES);
    expect(summary.meanActions).toBeCloseTo(played.reduce((n, g) => n + g.actions, 0) / GAMES, 1);
    expect(summary.stats['his.log.setup']).toBe(1);
    expect(summary.stats['his.log.gameOver']).toBe(1);
    expect(Object.keys(summary.stats)).toEqual([...Object.keys(summary.stats)].sort());
    const { min, mean, max } = summary.protestantSpaces;
    expect(min).toBeGreaterThan(0);
    expect(min).toBeLessThanOrEqual(mean);
    expect(mean).toBeLessThanOrEqual(max);
  });

  it('gives every game its own seed, and the same seed the same games', () => {
    expect(new Set(summary.finalHashes).size).toBe(GAMES);
    expect(played.map((g) => g.seed)).toEqual(['sim-test/0', 'sim-test/1']);
    // Invariant checks read the state only: without them the games are the same.
    const again = simulate({ games: GAMES, seed: 'sim-test', checkInvariants: false });
    expect(again.finalHashes).toEqual(summary.finalHashes);
  }, SLOW);

  it('records games that replay to the same final hash', () => {
    const g = played[0]!;
    const text = JSON.stringify(stored(g));
    const report = replayRecord(parseRecord(text));
    expect(report).toMatchObject({ actions: g.actions, hash: g.finalHash, ok: true, expectedHash: g.finalHash });
    expect(report.result).toEqual(g.result);
  }, SLOW);

  it('reports a tampered record: a different end, or an action that does not replay', () => {
    const g = played[1]!;
    // The game cut short (kept short so the replay is quick) still claims the full game's end.
    const truncated = stored(g);
    truncated.actions = truncated.actions.slice(0, 40);
    const report = replayRecord(truncated);
    expect(report).toMatchObject({ actions: 40, ok: false, expectedHash: g.finalHash });
    expect(replayRecord(truncated, { check: true }).hash).toBe(report.hash);
    expect(report.hash).not.toBe(g.finalHash);

    const forged = stored(g);
    forged.actions = [...forged.actions];
    forged.actions[0] = { player: forged.actions[0]!.player, action: { type: 'no-such-action' } };
    expect(() => replayRecord(forged)).toThrow(ReplayError);
    expect(() => replayRecord(forged)).toThrow(/action 0/);
  });

  it('counts failures per game and keeps their seed, index and message', () => {
    const capped = simulate({ games: 2, seed: 'cap', maxActions: 5, checkInvariants: false });
    expect(capped).toMatchObject({ games: 2, completed: 0, errors: 2, invariantViolations: 0 });
    expect(capped.failures).toEqual([
      { game: 0, seed: 'cap/0', kind: 'no-result', index: 5, message: 'no result after 5 actions' },
      { game: 1, seed: 'cap/1', kind: 'no-result', index: 5, message: 'no result after 5 actions' },
    ]);
    expect(capped.meanActions).toBe(5);
  });
});
