import { describe, expect, it } from 'vitest';
import { arena } from './arena.ts';
import { margin, paired } from './paired.ts';

describe('paired yardstick', () => {
  it('takes the mean and standard error of the differences', () => {
    const p = paired([3, 5, 1, 7], [1, 1, 1, 1]);
    expect(p.n).toBe(4);
    expect(p.mean).toBe(3);
    // differences 2, 4, 0, 6: sample variance 20/3, standard error sqrt(20/3 / 4)
    expect(p.se).toBeCloseTo(Math.sqrt(20 / 12), 10);
    expect(paired([], [])).toEqual({ n: 0, mean: 0, se: 0 });
  });

  it('measures a power against its best rival', () => {
    const vp = { ottoman: 12, hapsburg: 15, england: 9, france: 20, papacy: 18, protestant: 4 };
    expect(margin(vp, 'france')).toBe(2);
    expect(margin(vp, 'papacy')).toBe(-2);
    expect(margin(vp, 'protestant')).toBe(-16);
  });

  it('plays each game again with the paired bot in the seat: the same bot plays the same game', () => {
    const margins: [number, number][] = [];
    const s = arena({ seat: 'heuristic', others: 'heuristic', pair: 'heuristic', games: 2, seed: 'paired-test', onGame: (g) => margins.push([g.margin, g.paired!.margin]) });
    expect(margins).toHaveLength(2);
    for (const [a, b] of margins) expect(a).toBe(b);
    expect(s.paired).toMatchObject({ level: 'heuristic', won: { n: 2, mean: 0, se: 0 }, margin: { n: 2, mean: 0, se: 0 } });
  }, 60_000);
});
