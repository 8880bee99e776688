// Changes in plain words, for the client: the figure with its 95% interval, where it was, and
// what the change means ("a real change", "within noise", "too few answers to tell"). The
// reading is the KPI header's verdict (analytics/period-comparison.ts): significant is up or down;
// not significant is steady when the change's 95% interval lies within the steady margin, else
// too few answers to tell. The statistics themselves go to the report's footnotes.
import type { RateSide, VisibilityComparison } from '../analytics/compare-audits.ts';
import { type MetricChange, steadyMargin, type Verdict } from '../analytics/period-comparison.ts';

/** "42%" (whole percent). */
export function pct(value: number): string {
  return `${Math.round(value)}%`;
}

/** "42% (35-49%)"; the interval left out when there is none. */
export function rateWithInterval(side: RateSide): string {
  if (side.value === null) return 'n/a';
  return side.low !== null && side.high !== null
    ? `${pct(side.value)} (${Math.round(side.low)}-${Math.round(side.high)}%)`
    : pct(side.value);
}

/** What a verdict means, said to a client. */
export const verdictWords: Record<Verdict, string> = {
  up: 'a real change',
  down: 'a real change',
  steady: 'within noise, about the same',
  too_few_answers: 'within noise (too few answers to tell whether it changed)',
  no_data: 'nothing to compare with',
};

/**
 * The verdict of one stored per-engine comparison: its significance is the audit's (Holm over
 * the audit's comparisons); otherwise steady when Newcombe's hybrid interval of the change (from
 * the two sides' 95% bounds, as the KPI header computes it) lies within the steady margin.
 */
export function comparisonVerdict(c: Pick<VisibilityComparison, 'metric' | 'significant' | 'before' | 'after'>): Verdict {
  const { before, after } = c;
  if (before.value === null || after.value === null) return 'no_data';
  if (c.significant) return after.value > before.value ? 'up' : 'down';
  if (before.low === null || before.high === null || after.low === null || after.high === null) return 'too_few_answers';
  const d = after.value - before.value;
  const low = d - Math.sqrt((after.value - after.low) ** 2 + (before.high - before.value) ** 2);
  const high = d + Math.sqrt((after.high - after.value) ** 2 + (before.value - before.low) ** 2);
  const margin = steadyMargin[c.metric];
  return low >= -margin && high <= margin ? 'steady' : 'too_few_answers';
}

/** ", up from 30%: a real change" and the like: how a figure compares with the previous audit. */
export function changeWords(verdict: Verdict, previous: RateSide): string {
  if (verdict === 'no_data' || previous.value === null) return '';
  if (verdict === 'up' || verdict === 'down') return `, ${verdict} from ${pct(previous.value)}: ${verdictWords[verdict]}`;
  return `, against ${pct(previous.value)} at the previous audit: ${verdictWords[verdict]}`;
}

/** What each rate is, as the start of a sentence about it. */
const rateSentences = {
  mentionRate: (v: string, i: string) => `Mentioned in ${v} of the AI answers${i}`,
  citationRate: (v: string, i: string) => `Cited (a link to the site) in ${v} of the answers${i}`,
  shareOfVoice: (v: string, i: string) => `Share of voice: ${v} of the brand mentions${i}`,
} as const;

/** " (35-49%)", or nothing without an interval. */
function intervalWords(side: RateSide): string {
  return side.low !== null && side.high !== null ? ` (${Math.round(side.low)}-${Math.round(side.high)}%)` : '';
}

export type RateMetric = keyof typeof rateSentences;

/** "Mentioned in 42% of the AI answers (35-49%), up from 30%: a real change."; null without a figure. */
export function rateSentence(metric: RateMetric, m: Pick<MetricChange, 'current' | 'previous' | 'verdict'>): string | null {
  if (m.current.value === null) return null;
  return `${rateSentences[metric](pct(m.current.value), intervalWords(m.current))}${changeWords(m.verdict, m.previous)}.`;
}
