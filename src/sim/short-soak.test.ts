// The short version of the soak (`npm run soak` plays 200 games): a dozen complete
// six-power games from each scenario with every invariant checked after every action.
import { describe, expect, it } from 'vitest';
import { simulate } from './simulate.ts';

const SLOW = 600_000;

describe('short soak', () => {
  it('1517: twelve random games end in a result, with no error and no broken invariant', () => {
    const s = simulate({ games: 12, seed: 'ci-soak', scenario: '1517', checkInvariants: true });
    expect(s.failures).toEqual([]);
    expect(s).toMatchObject({ games: 12, completed: 12, errors: 0, invariantViolations: 0 });
    // The rules are reached, not only written: battles, sieges, reformations, the sea.
    for (const key of ['his.log.battleRoll', 'his.log.reformation', 'his.log.navalMove', 'his.log.built']) {
      expect(s.stats[key] ?? 0, key).toBeGreaterThan(0);
    }
  }, SLOW);

  it('1532: four random games end in a result', () => {
    const s = simulate({ games: 4, seed: 'ci-soak-1532', scenario: '1532', checkInvariants: true });
    expect(s.failures).toEqual([]);
    expect(s).toMatchObject({ games: 4, completed: 4, errors: 0, invariantViolations: 0 });
  }, SLOW);
});
