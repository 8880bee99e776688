// The statistics behind "significant change" (docs/methodology.md, "Significant change"): a
// two-sided test of "the rate did not change" between two audits, and Holm's step-down procedure
// over one audit's comparisons. Pure functions: the simulations of test/visibility prove them.
import { errorFunction, gammaln } from 'simple-statistics';

/** Family-wise error held over one audit's comparisons. */
export const FAMILY_WISE_ALPHA = 0.05;

/** Successes out of n observations (n may be an effective, fractional size: share of voice). */
export interface Sample {
  successes: number;
  n: number;
}

/** Below this expected count in any cell of the 2x2 table the normal approximation is not trusted. */
const MIN_EXPECTED = 5;

/**
 * Two-sided p-value of "same proportion" for two samples: the pooled two-proportion z-test when
 * every expected cell count is at least 5, else Fisher's exact test on the counts (rounded to whole
 * observations). Both proportions 0 or both 1 is no evidence of change: p = 1.
 */
export function changePValue(a: Sample, b: Sample): number {
  if (!(a.n > 0 && b.n > 0)) throw new Error('a comparison needs observations on both sides');
  const n = a.n + b.n;
  const pooled = (a.successes + b.successes) / n;
  if (pooled <= 0 || pooled >= 1) return 1;
  const smallest = Math.min(a.n, b.n) * Math.min(pooled, 1 - pooled);
  if (smallest < MIN_EXPECTED) return fisherExact(a, b);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n));
  const z = Math.abs(a.successes / a.n - b.successes / b.n) / se;
  // 2(1 - Φ(z)) = 1 - erf(z/√2)
  return clampP(1 - errorFunction(z / Math.SQRT2));
}

function clampP(p: number): number {
  return Math.min(1, Math.max(0, p));
}

function logChoose(n: number, k: number): number {
  return gammaln(n + 1) - gammaln(k + 1) - gammaln(n - k + 1);
}

/** Fisher's exact test, two-sided: the probability of every table at most as likely as the one observed. */
export function fisherExact(a: Sample, b: Sample): number {
  const n1 = Math.round(a.n);
  const n2 = Math.round(b.n);
  const x1 = Math.min(n1, Math.round(a.successes));
  const x2 = Math.min(n2, Math.round(b.successes));
  const k = x1 + x2;
  const logTotal = logChoose(n1 + n2, k);
  const prob = (i: number) => Math.exp(logChoose(n1, i) + logChoose(n2, k - i) - logTotal);
  const observed = prob(x1);
  let p = 0;
  for (let i = Math.max(0, k - n2); i <= Math.min(n1, k); i++) {
    const q = prob(i);
    if (q <= observed * (1 + 1e-7)) p += q;
  }
  return clampP(p);
}

/**
 * Holm's step-down adjustment: the adjusted p-value of each comparison (input order kept). A
 * comparison is significant when its adjusted p-value is at most FAMILY_WISE_ALPHA, which holds the
 * chance of any false alarm among them at 5% whatever their dependence.
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

export function isSignificant(adjustedPValue: number): boolean {
  return adjustedPValue <= FAMILY_WISE_ALPHA;
}
