// The four visibility figures of a project as people read them (the KPI header and the project
// list): their names, a figure with its interval, and its change against the previous period in
// plain words, from the operation's verdict (up, down, steady, too few answers to tell).
import { formatInterval, formatPercent, formatPoints, formatPosition } from './format.ts';
import type { Outputs } from './trpc.ts';

export type Summary = Outputs['projects']['summary'];
export type MetricName = 'mentionRate' | 'citationRate' | 'shareOfVoice' | 'avgPosition';
type Metric = Summary['mentionRate'];

export const kpis: { key: MetricName; label: string }[] = [
  { key: 'mentionRate', label: 'Mention rate' },
  { key: 'citationRate', label: 'Citation rate' },
  { key: 'shareOfVoice', label: 'Share of voice' },
  { key: 'avgPosition', label: 'Average position' },
];

const isPosition = (key: MetricName) => key === 'avgPosition';

/** The figure as shown: a whole percent, or a rank with one decimal. */
export function figureText(key: MetricName, v: number | null): string {
  return isPosition(key) ? formatPosition(v) : formatPercent(v);
}

export function intervalText(key: MetricName, low: number | null, high: number | null): string | null {
  if (low === null || high === null) return null;
  return isPosition(key) ? `${formatPosition(low)}–${formatPosition(high)}` : formatInterval(low, high);
}

function changeText(key: MetricName, v: number | null): string {
  if (v === null) return 'n/a';
  if (!isPosition(key)) return formatPoints(v);
  const r = Math.round(v * 10) / 10;
  return `${r > 0 ? '+' : r < 0 ? '−' : '±'}${Math.abs(r).toFixed(1)}`;
}

function magnitude(key: MetricName, v: number | null): string {
  if (v === null) return 'n/a';
  return isPosition(key) ? `${Math.abs(Math.round(v * 10) / 10).toFixed(1)} places` : `${Math.abs(Math.round(v))} pts`;
}

/** The change in a few words: "up 5 pts", "better by 0.3 places", "steady", "too few answers to tell". */
export function shortReading(key: MetricName, m: Metric): { text: string; tone: 'good' | 'bad' | 'flat' | 'unknown' } {
  switch (m.verdict) {
    case 'up':
      // A higher average position is a lower rank.
      return isPosition(key)
        ? { text: `worse by ${magnitude(key, m.change)}`, tone: 'bad' }
        : { text: `up ${magnitude(key, m.change)}`, tone: 'good' };
    case 'down':
      return isPosition(key)
        ? { text: `better by ${magnitude(key, m.change)}`, tone: 'good' }
        : { text: `down ${magnitude(key, m.change)}`, tone: 'bad' };
    case 'steady':
      return { text: 'steady', tone: 'flat' };
    case 'too_few_answers':
      return { text: 'too few answers to tell', tone: 'unknown' };
    default:
      return { text: 'nothing to compare', tone: 'unknown' };
  }
}

/** The previous period's figure and the change's interval, the statistics behind the words. */
export function detail(key: MetricName, m: Metric, days: number): string {
  if (m.previous.n === 0) return `No answers in the previous ${days} days to compare with.`;
  const before = `${figureText(key, m.previous.value)} in the previous ${days} days`;
  if (m.change === null) return `${before}.`;
  const interval =
    m.changeLow !== null && m.changeHigh !== null ? ` (95%: ${changeText(key, m.changeLow)} to ${changeText(key, m.changeHigh)})` : '';
  return `From ${before}; change ${changeText(key, m.change)}${interval}.`;
}
