import { describe, expect, it } from 'vitest';
import { createRng, nextUint32 } from '../../engine/rng.ts';
import type { Sample } from './logistic.ts';
import { chance, fitLogistic, logLoss } from './logistic.ts';

describe('the logistic fit of the search bot’s leaf', () => {
  it('recovers the weights that made the outcomes, and beats a constant guess on new ones', () => {
    const rng = createRng('logistic-test');
    const uniform = (): number => nextUint32(rng) / 2 ** 32;
    const truth = [-1, 2, -0.5, 0];
    const draw = (n: number): Sample[] =>
      Array.from({ length: n }, () => {
        const features = [uniform() * 2 - 1, uniform() * 4 - 2, uniform()];
        return { features, outcome: uniform() < chance(truth, features) ? 1 : 0 };
      });
    const w = fitLogistic(draw(20_000), 0);
    for (let i = 0; i < truth.length; i++) expect(Math.abs(w[i]! - truth[i]!)).toBeLessThan(0.12);
    const test = draw(5_000);
    const rate = test.reduce((s, x) => s + x.outcome, 0) / test.length;
    expect(logLoss(test, (s) => chance(w, s.features))).toBeLessThan(logLoss(test, () => rate) - 0.05);
  });

  it('keeps a feature that never varies at zero under the penalty', () => {
    const samples: Sample[] = [0, 1, 1, 0, 1].map((outcome, i) => ({ features: [i / 4, 0], outcome }));
    expect(fitLogistic(samples)[2]).toBe(0);
  });
});
