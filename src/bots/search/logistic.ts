// Logistic regression by Newton's method (issue 14): what scripts/fit-win-model.ts fits the
// search bot's leaf with (win-model.ts). Small and dense: a dozen weights, some 50,000 rows.

export interface Sample {
  features: readonly number[];
  /** 1: the outcome happened (the power won), 0: it did not. */
  outcome: number;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The modelled chance of a sample's outcome under `weights` (the bias first). */
export function chance(weights: readonly number[], features: readonly number[]): number {
  let z = weights[0]!;
  for (let i = 0; i < features.length; i++) z += weights[i + 1]! * features[i]!;
  return sigmoid(z);
}

/** Solve A x = b for a small symmetric positive definite A (Gaussian elimination, partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Weights (bias first) maximising the likelihood of the samples, less an L2 penalty of `l2`
 * per sample on each weight but the bias (it keeps a feature that never varies at zero).
 */
export function fitLogistic(samples: readonly Sample[], l2 = 1e-3): number[] {
  const n = (samples[0]?.features.length ?? 0) + 1;
  let w = new Array<number>(n).fill(0);
  for (let iteration = 0; iteration < 25; iteration++) {
    const grad = new Array<number>(n).fill(0);
    const hess = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (const s of samples) {
      const x = [1, ...s.features];
      const p = chance(w, s.features);
      for (let i = 0; i < n; i++) {
        grad[i]! += (p - s.outcome) * x[i]!;
        for (let j = 0; j < n; j++) hess[i]![j]! += p * (1 - p) * x[i]! * x[j]!;
      }
    }
    for (let i = 1; i < n; i++) {
      grad[i]! += l2 * samples.length * w[i]!;
      hess[i]![i]! += l2 * samples.length;
    }
    const step = solve(hess, grad);
    w = w.map((v, i) => v - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

/** Mean log loss of the outcomes under `chanceOf` (lower is better; a constant guess sets the bar). */
export function logLoss(samples: readonly Sample[], chanceOf: (s: Sample) => number): number {
  let loss = 0;
  for (const s of samples) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, chanceOf(s)));
    loss -= s.outcome ? Math.log(p) : Math.log(1 - p);
  }
  return loss / Math.max(1, samples.length);
}
