// 95% intervals of the visibility rates, on their 0-100 scale (docs/methodology.md, "Intervals").
// Mention and citation rates are proportions of answers: Wilson score intervals. Share of voice is
// a ratio of mention counts whose mentions cluster in answers (one answer can name the client five
// times): a Wilson interval on the design-effect-adjusted (effective) number of brand mentions.

/** Φ⁻¹(0.975): the two-sided 95% normal quantile (simple-statistics' `probit` is off in the third decimal). */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** A ratio of 0-1 as a 0-100 percentage with two decimals, as `percent` rounds the rates. */
function pct(x: number): number {
  return Math.round(x * 10_000) / 100;
}

/** Wilson score interval of `successes` out of `n` as proportions 0-1, unrounded (n may be fractional); null when n = 0. */
export function wilsonBounds(successes: number, n: number, z = Z95): Interval | null {
  if (!(n > 0)) return null;
  const p = Math.min(1, Math.max(0, successes / n));
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Wilson score interval of `successes` out of `n` (n may be fractional: an effective size) on 0-100; null when n = 0. */
export function wilson(successes: number, n: number, z = Z95): Interval | null {
  const bounds = wilsonBounds(successes, n, z);
  return bounds && { low: pct(bounds.low), high: pct(bounds.high) };
}

/**
 * The sums over the answers of a bucket that share of voice and its variance need: per answer i,
 * c_i = the client's mentions and t_i = the client's and the competitors' mentions.
 */
export interface VoiceSums {
  /** Answers in the bucket (clusters), including those that name no brand. */
  answers: number;
  /** Σ c_i */
  clientMentions: number;
  /** Σ t_i */
  brandMentions: number;
  /** Σ c_i² */
  clientSquares: number;
  /** Σ c_i t_i */
  clientBrandProducts: number;
  /** Σ t_i² */
  brandSquares: number;
}

/**
 * Effective number of brand mentions behind a share of voice R = Σc / Σt: R(1-R) divided by the
 * cluster-robust (linearised, "delta method") variance of the ratio,
 * v = n/(n-1) · Σ(c_i - R t_i)² / (Σt)², with answers as clusters. Mentions that crowd into a few
 * answers give fewer effective mentions than Σt (a wider interval), mentions spread evenly more.
 * With one answer, or R at 0 or 1, or no spread between answers (nothing to estimate v from),
 * n_eff = Σt: the mentions counted as independent.
 */
export function effectiveMentions(s: VoiceSums): number {
  const t = s.brandMentions;
  if (t <= 0) return 0;
  const r = s.clientMentions / t;
  if (s.answers < 2 || r <= 0 || r >= 1) return t;
  const residuals = Math.max(0, s.clientSquares - 2 * r * s.clientBrandProducts + r * r * s.brandSquares);
  const variance = ((s.answers / (s.answers - 1)) * residuals) / (t * t);
  if (variance <= 0) return t;
  return (r * (1 - r)) / variance;
}

/** 95% interval of a share of voice (0-100); null when no brand was mentioned. */
export function shareOfVoiceInterval(s: VoiceSums): Interval | null {
  const nEff = effectiveMentions(s);
  if (!(nEff > 0)) return null;
  return wilson((s.clientMentions / s.brandMentions) * nEff, nEff);
}

/** The rate intervals of a visibility bucket, flattened to the GraphQL field names. */
export function bucketIntervals(b: { answers: number; answersMentioningClient: number; answersCitingClient: number } & VoiceSums) {
  const mention = wilson(b.answersMentioningClient, b.answers);
  const citation = wilson(b.answersCitingClient, b.answers);
  const voice = shareOfVoiceInterval(b);
  return {
    mentionRateLow: mention?.low ?? null,
    mentionRateHigh: mention?.high ?? null,
    citationRateLow: citation?.low ?? null,
    citationRateHigh: citation?.high ?? null,
    shareOfVoiceLow: voice?.low ?? null,
    shareOfVoiceHigh: voice?.high ?? null,
  };
}
