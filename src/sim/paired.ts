// The arena's paired yardstick (issue 14): game g deals the same cards and seats the same
// others whichever bot takes the tested seat, so two bots in that seat are compared game
// by game. A continuous outcome (the VP margin) compared in pairs is far less noisy than
// two win counts: a 60-game win count at 1/4 varies by about ±3.4 games (1 sd) alone.
import type { MajorPower } from '../games/his/index.ts';
import { MAJOR_POWERS } from '../games/his/index.ts';

export interface Paired {
  n: number;
  /** Mean of a − b over the pairs. */
  mean: number;
  /** Its standard error. */
  se: number;
}

/** 23.2: `power`'s VP minus the best rival's (positive: it leads). */
export function margin(vp: Record<MajorPower, number>, power: MajorPower): number {
  return vp[power] - Math.max(...MAJOR_POWERS.filter((p) => p !== power).map((p) => vp[p]));
}

/** Mean and standard error of the differences a[i] − b[i]. */
export function paired(a: readonly number[], b: readonly number[]): Paired {
  const d = a.map((x, i) => x - b[i]!);
  const n = d.length;
  if (n === 0) return { n, mean: 0, se: 0 };
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const variance = n < 2 ? 0 : d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  return { n, mean, se: Math.sqrt(variance / n) };
}
