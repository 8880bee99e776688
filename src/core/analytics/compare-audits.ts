// Per engine, the client's mention rate, citation rate and share of voice of one audit against the
// previous completed audit: each comparison's two-sided p-value, Holm-adjusted over the audit's
// comparisons (docs/methodology.md, "Significant change"). Pure: recorded by visibility-changes.ts,
// simulated by test/visibility/change-simulation.test.ts.
import type { Engine } from '../../generated/prisma/client.ts';
import { VisibilityMetric } from '../../generated/prisma/enums.ts';
import { percent } from './answer-window.ts';
import { changePValue, holmAdjust, isSignificant, type Sample } from './change-tests.ts';
import { effectiveMentions, shareOfVoiceInterval, type VoiceSums, wilson } from './intervals.ts';

/** The metrics compared, in the schema's order (mentionRate, citationRate, shareOfVoice). */
const visibilityMetrics = Object.values(VisibilityMetric);

/** What some answers add up to, for the three rates (a bucket of core/analytics/visibility.ts). */
export interface RateCounts extends VoiceSums {
  answersMentioningClient: number;
  answersCitingClient: number;
}

/** What one engine's answers of one audit add up to (the ENGINE buckets of core/analytics/visibility.ts). */
export interface EngineCounts extends RateCounts {
  engine: Engine;
}

/** One side of a comparison: the rate (0-100), its 95% interval and n (answers; brand mentions for share of voice). */
export interface RateSide {
  value: number | null;
  low: number | null;
  high: number | null;
  n: number;
}

export interface VisibilityComparison {
  engine: Engine;
  metric: VisibilityMetric;
  pValue: number;
  adjustedPValue: number;
  significant: boolean;
  before: RateSide;
  after: RateSide;
}

export interface MetricView {
  side: RateSide;
  /** What the test compares; null when there is nothing to compare (no answers, no brand named). */
  sample: Sample | null;
}

function answerRate(successes: number, answers: number): MetricView {
  const interval = wilson(successes, answers);
  return {
    side: { value: percent(successes, answers), low: interval?.low ?? null, high: interval?.high ?? null, n: answers },
    sample: answers > 0 ? { successes, n: answers } : null,
  };
}

function voice(c: RateCounts): MetricView {
  const interval = shareOfVoiceInterval(c);
  const nEff = effectiveMentions(c);
  return {
    side: {
      value: percent(c.clientMentions, c.brandMentions),
      low: interval?.low ?? null,
      high: interval?.high ?? null,
      n: c.brandMentions,
    },
    sample: nEff > 0 ? { successes: (c.clientMentions / c.brandMentions) * nEff, n: nEff } : null,
  };
}

export function metricView(c: RateCounts, metric: VisibilityMetric): MetricView {
  if (metric === 'mentionRate') return answerRate(c.answersMentioningClient, c.answers);
  if (metric === 'citationRate') return answerRate(c.answersCitingClient, c.answers);
  return voice(c);
}

/**
 * Every comparison that can be tested: an engine with answers in both audits, and for share of
 * voice a brand named in both. An engine asked in only one of them is not compared (nothing to
 * compare it with), and does not count in the Holm family.
 */
export function compareAudits(before: readonly EngineCounts[], after: readonly EngineCounts[]): VisibilityComparison[] {
  const previous = new Map(before.map((c) => [c.engine, c]));
  const tested: Omit<VisibilityComparison, 'adjustedPValue' | 'significant'>[] = [];
  for (const now of [...after].sort((x, y) => x.engine.localeCompare(y.engine))) {
    const then = previous.get(now.engine);
    if (!then) continue;
    for (const metric of visibilityMetrics) {
      const a = metricView(then, metric);
      const b = metricView(now, metric);
      if (!a.sample || !b.sample) continue;
      tested.push({ engine: now.engine, metric, pValue: changePValue(a.sample, b.sample), before: a.side, after: b.side });
    }
  }
  const adjusted = holmAdjust(tested.map((t) => t.pValue));
  return tested.map((t, i) => ({ ...t, adjustedPValue: adjusted[i], significant: isSignificant(adjusted[i]) }));
}
