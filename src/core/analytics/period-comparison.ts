// Two sets of answers compared: a period against the one before it (the KPI header), or an audit
// run against the previous run (the report). For each of the client's mention rate, citation
// rate, share of voice and average position: both sides with their 95% intervals and n, the
// change, a 95% interval of the change, a two-sided test (Holm over the metrics of one
// comparison) and a plain verdict (docs/methodology.md, "Change against the previous period").
// Pure: visibility-summary.ts reads the counts; test/visibility/period-comparison.test.ts checks
// the figures against hand-computed cases.
import type { verdictValues } from '../contract/aggregates.ts';
import { changePValue, holmAdjust, isSignificant, type Sample } from './change-tests.ts';
import { metricView, type RateCounts, type RateSide } from './compare-audits.ts';
import { wilsonBounds } from './intervals.ts';
import { studentTCdf, studentTQuantile } from './student-t.ts';

/** What a set of answers adds up to: the rates' counts and the sums behind the average position. */
export interface PeriodCounts extends RateCounts {
  /** Answers that rank the client (mention it among the brands they name). */
  rankedAnswers: number;
  /** Σ rank over those answers (1 = first). */
  rankSum: number;
  /** Σ rank² over those answers. */
  rankSquares: number;
}

/** Counts of no answer: a side with nothing in it. */
export const noAnswers: PeriodCounts = {
  answers: 0,
  answersMentioningClient: 0,
  answersCitingClient: 0,
  clientMentions: 0,
  brandMentions: 0,
  clientSquares: 0,
  clientBrandProducts: 0,
  brandSquares: 0,
  rankedAnswers: 0,
  rankSum: 0,
  rankSquares: 0,
};

export const summaryMetrics = ['mentionRate', 'citationRate', 'shareOfVoice', 'avgPosition'] as const;
export type SummaryMetric = (typeof summaryMetrics)[number];

/**
 * The plain reading of a change: `up` / `down` (significant; the figure rose or fell, so for
 * avgPosition `down` is the better), `steady` (not significant, and the change's 95% interval lies
 * within ±5 points, ±0.5 positions: it moved less than that), `too_few_answers` (not significant,
 * the interval wider than that: too few answers to tell), `no_data` (a side has nothing to compute
 * the figure from).
 */
export type Verdict = (typeof verdictValues)[number];

/** Within this of 0 on both bounds of the change's interval, a change that is not significant is `steady`. */
export const steadyMargin: Record<SummaryMetric, number> = { mentionRate: 5, citationRate: 5, shareOfVoice: 5, avgPosition: 0.5 };

export interface MetricChange {
  current: RateSide;
  previous: RateSide;
  /** current − previous: percentage points for the rates, positions for avgPosition; null without both values. */
  change: number | null;
  /** 95% interval of the change (Newcombe's hybrid score interval; Welch's t for avgPosition). */
  changeLow: number | null;
  changeHigh: number | null;
  /** Two-sided p-value of "no change"; null when the metric cannot be tested. */
  pValue: number | null;
  /** Holm-adjusted over the tested metrics of the comparison. */
  adjustedPValue: number | null;
  significant: boolean;
  verdict: Verdict;
}

export type PeriodComparison = Record<SummaryMetric, MetricChange>;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** One side's view of a metric: what the wire shows, and what the change's interval and test need. */
interface Estimate {
  side: RateSide;
  proportion: Sample | null;
  mean: { mean: number; variance: number; n: number } | null;
}

/** The average rank of the client on one side, with the t interval of the mean (n ≥ 2), never below rank 1. */
function positionEstimate(c: Pick<PeriodCounts, 'rankedAnswers' | 'rankSum' | 'rankSquares'>): Estimate {
  const n = c.rankedAnswers;
  if (n === 0) return { side: { value: null, low: null, high: null, n }, proportion: null, mean: null };
  const mean = c.rankSum / n;
  const variance = n > 1 ? Math.max(0, (c.rankSquares - (c.rankSum * c.rankSum) / n) / (n - 1)) : Number.NaN;
  const half = n > 1 ? studentTQuantile(0.975, n - 1) * Math.sqrt(variance / n) : Number.NaN;
  return {
    side: {
      value: round2(mean),
      low: n > 1 ? round2(Math.max(1, mean - half)) : null,
      high: n > 1 ? round2(mean + half) : null,
      n,
    },
    proportion: null,
    mean: n > 1 ? { mean, variance, n } : null,
  };
}

/** The client's average rank in `c`'s answers with its 95% t interval (null below two ranked answers). */
export function positionInterval(c: Pick<PeriodCounts, 'rankedAnswers' | 'rankSum' | 'rankSquares'>): RateSide {
  return positionEstimate(c).side;
}

function estimate(c: PeriodCounts, metric: SummaryMetric): Estimate {
  if (metric === 'avgPosition') return positionEstimate(c);
  const view = metricView(c, metric);
  return { side: view.side, proportion: view.sample, mean: null };
}

interface Tested {
  change: number;
  low: number;
  high: number;
  pValue: number;
}

/**
 * Newcombe's hybrid score interval (his method 10) of p₁ − p₂ from the two Wilson intervals, and
 * the two-sided test of change-tests.ts (z-test, or Fisher's exact test for small counts).
 */
function proportionChange(now: Sample, before: Sample): Tested {
  const p1 = now.successes / now.n;
  const p2 = before.successes / before.n;
  const w1 = wilsonBounds(now.successes, now.n);
  const w2 = wilsonBounds(before.successes, before.n);
  if (!w1 || !w2) throw new Error('a proportion needs observations');
  const d = p1 - p2;
  return {
    change: 100 * d,
    low: 100 * (d - Math.sqrt((p1 - w1.low) ** 2 + (w2.high - p2) ** 2)),
    high: 100 * (d + Math.sqrt((w1.high - p1) ** 2 + (p2 - w2.low) ** 2)),
    pValue: changePValue(now, before),
  };
}

/** Welch's t interval and test of the difference of two means (unequal variances, Welch–Satterthwaite df). */
function meanChange(now: { mean: number; variance: number; n: number }, before: { mean: number; variance: number; n: number }): Tested {
  const d = now.mean - before.mean;
  const a = now.variance / now.n;
  const b = before.variance / before.n;
  const se = Math.sqrt(a + b);
  // Every rank the same on both sides: the difference is exact.
  if (se === 0) return { change: d, low: d, high: d, pValue: d === 0 ? 1 : 0 };
  const df = (a + b) ** 2 / (a ** 2 / (now.n - 1) + b ** 2 / (before.n - 1));
  const half = studentTQuantile(0.975, df) * se;
  return { change: d, low: d - half, high: d + half, pValue: Math.min(1, 2 * (1 - studentTCdf(Math.abs(d / se), df))) };
}

function tested(now: Estimate, before: Estimate): Tested | null {
  if (now.proportion && before.proportion) return proportionChange(now.proportion, before.proportion);
  if (now.mean && before.mean) return meanChange(now.mean, before.mean);
  return null;
}

function verdictOf(metric: SummaryMetric, now: RateSide, before: RateSide, t: Tested | null, significant: boolean): Verdict {
  if (now.value === null || before.value === null) return 'no_data';
  if (!t) return 'too_few_answers';
  if (significant) return t.change > 0 ? 'up' : 'down';
  const margin = steadyMargin[metric];
  return t.low >= -margin && t.high <= margin ? 'steady' : 'too_few_answers';
}

/** The four metrics of `current` against `previous` (docs/methodology.md, "Change against the previous period"). */
export function comparePeriods(current: PeriodCounts, previous: PeriodCounts): PeriodComparison {
  const rows = summaryMetrics.map((metric) => {
    const now = estimate(current, metric);
    const before = estimate(previous, metric);
    return { metric, now, before, t: tested(now, before) };
  });
  const testedRows = rows.flatMap((r) => (r.t ? [{ metric: r.metric, pValue: r.t.pValue }] : []));
  const holm = holmAdjust(testedRows.map((r) => r.pValue));
  const adjusted = new Map(testedRows.map((r, i) => [r.metric, holm[i]]));
  const out = {} as PeriodComparison;
  for (const { metric, now, before, t } of rows) {
    const adjustedPValue = adjusted.get(metric) ?? null;
    const significant = adjustedPValue !== null && isSignificant(adjustedPValue);
    const bothValues = now.side.value !== null && before.side.value !== null;
    out[metric] = {
      current: now.side,
      previous: before.side,
      change: bothValues ? round2((now.side.value as number) - (before.side.value as number)) : null,
      changeLow: t ? round2(t.low) : null,
      changeHigh: t ? round2(t.high) : null,
      pValue: t ? t.pValue : null,
      adjustedPValue,
      significant,
      verdict: verdictOf(metric, now.side, before.side, t, significant),
    };
  }
  return out;
}
