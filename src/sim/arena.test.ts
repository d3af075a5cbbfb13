import { describe, expect, it } from 'vitest';
import { arena, wilson } from './arena.ts';

describe('arena', () => {
  it('gives the 95% Wilson interval', () => {
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.49, 2);
    expect(hi).toBeCloseTo(0.943, 2);
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(wilson(0, 20)[0]).toBe(0);
  });

  it('rotates the tested bot through the powers and counts its wins per power', () => {
    const games: string[] = [];
    const s = arena({ seat: 'heuristic', others: 'random', games: 2, seed: 'arena-test', onGame: (g) => games.push(g.power) });
    expect(games).toEqual(['ottoman', 'hapsburg']);
    expect(s.perPower.ottoman.games).toBe(1);
    expect(s.perPower.hapsburg.games).toBe(1);
    expect(s.perPower.france.games).toBe(0);
    expect(s.wins).toBe(s.perPower.ottoman.wins + s.perPower.hapsburg.wins);
    expect(s.baseline).toBeCloseTo(1 / 6);
    expect(s.medianDecisionMs).toBeGreaterThan(0);
    expect(s.p90DecisionMs).toBeGreaterThanOrEqual(s.medianDecisionMs);
    expect(s.maxDecisionMs).toBeGreaterThanOrEqual(s.p90DecisionMs);
  }, 60_000);
});
