// The KPI header of a project: the client's mention rate, citation rate, share of voice and
// average position over the chosen range, each with its 95% interval and n, and its change
// against the previous period of the same length in plain words (the operation's verdict: up,
// down, steady, or too few answers to tell). The figures are the API's visibility summary.
import { formatDate, formatInterval, formatPercent, formatPoints, formatPosition } from '../format.ts';
import type { Outputs } from '../trpc.ts';

type Summary = Outputs['projects']['summary'];
export type MetricName = 'mentionRate' | 'citationRate' | 'shareOfVoice' | 'avgPosition';
type Metric = Summary['mentionRate'];

export const kpis: { key: MetricName; label: string; unit: string; help: string }[] = [
  { key: 'mentionRate', label: 'Mention rate', unit: 'answers', help: 'Answers that name your brand' },
  { key: 'citationRate', label: 'Citation rate', unit: 'answers', help: 'Answers that cite your site' },
  { key: 'shareOfVoice', label: 'Share of voice', unit: 'brand mentions', help: 'Your share of the mentions of you and your competitors' },
  {
    key: 'avgPosition',
    label: 'Average position',
    unit: 'answers naming you',
    help: 'Your rank among the brands an answer names (1 = first)',
  },
];

const isPosition = (key: MetricName) => key === 'avgPosition';

/** The figure as shown: a whole percent, or a rank with one decimal. */
export function figureText(key: MetricName, v: number | null): string {
  return isPosition(key) ? formatPosition(v) : formatPercent(v);
}

function intervalText(key: MetricName, low: number | null, high: number | null): string | null {
  if (low === null || high === null) return null;
  return isPosition(key) ? `${formatPosition(low)}–${formatPosition(high)}` : formatInterval(low, high);
}

function changeText(key: MetricName, v: number | null): string {
  if (v === null) return 'n/a';
  if (!isPosition(key)) return formatPoints(v);
  const r = Math.round(v * 10) / 10;
  return `${r > 0 ? '+' : r < 0 ? '−' : '±'}${Math.abs(r).toFixed(1)}`;
}

/** The change in a few words, for a table cell: "up +5 pts", "steady", "too few answers to tell". */
export function shortReading(key: MetricName, m: Metric): { text: string; tone: 'good' | 'bad' | 'flat' | 'unknown' } {
  switch (m.verdict) {
    case 'up':
      return { text: `up ${changeText(key, m.change)}`, tone: isPosition(key) ? 'bad' : 'good' };
    case 'down':
      return { text: `down ${changeText(key, m.change)}`, tone: isPosition(key) ? 'good' : 'bad' };
    case 'steady':
      return { text: 'steady', tone: 'flat' };
    case 'too_few_answers':
      return { text: 'too few answers to tell', tone: 'unknown' };
    default:
      return { text: 'nothing to compare', tone: 'unknown' };
  }
}

/** What the change means, in words; whether it is good news (a lower position is better). */
function reading(key: MetricName, m: Metric, days: number): { text: string; tone: 'good' | 'bad' | 'flat' | 'unknown' } {
  const before = `the previous ${days} days`;
  const change = `${changeText(key, m.change)}${m.changeLow !== null && m.changeHigh !== null ? ` (95%: ${changeText(key, m.changeLow)} to ${changeText(key, m.changeHigh)})` : ''}`;
  switch (m.verdict) {
    case 'up':
      return { text: `Up ${change} on ${before}`, tone: isPosition(key) ? 'bad' : 'good' };
    case 'down':
      return { text: `Down ${change} on ${before}`, tone: isPosition(key) ? 'good' : 'bad' };
    case 'steady':
      return { text: `Steady: ${change} on ${before}`, tone: 'flat' };
    case 'too_few_answers':
      return { text: `Too few answers to tell: ${change} on ${before}`, tone: 'unknown' };
    default:
      return {
        text: m.previous.n === 0 ? `No answers in ${before} to compare with` : 'Nothing to compare in this range',
        tone: 'unknown',
      };
  }
}

export function KpiHeader({ summary, days }: { summary: Summary; days: number }) {
  return (
    <section aria-labelledby="kpi-h" data-testid="kpi-header">
      <h2 id="kpi-h">
        Visibility in AI answers <span className="muted">{`${formatDate(summary.from)} – ${formatDate(summary.to)}`}</span>
      </h2>
      <div className="kpis">
        {kpis.map(({ key, label, unit, help }) => {
          const m = summary[key];
          const interval = intervalText(key, m.current.low, m.current.high);
          const { text, tone } = reading(key, m, days);
          return (
            <article
              key={key}
              className="kpi card"
              aria-labelledby={`kpi-${key}`}
              data-testid={`kpi-${key}`}
              data-value={m.current.value ?? ''}
              data-low={m.current.low ?? ''}
              data-high={m.current.high ?? ''}
              data-n={m.current.n}
              data-change={m.change ?? ''}
              data-verdict={m.verdict}
            >
              <h3 id={`kpi-${key}`}>{label}</h3>
              <p className="kpi-value">{figureText(key, m.current.value)}</p>
              <p className="muted">
                {interval ? `95% interval ${interval} · ` : ''}n = {m.current.n} {unit}
              </p>
              <p className={`kpi-change ${tone}`} data-testid="kpi-change">
                {text}
              </p>
              <p className="muted kpi-help">{help}.</p>
            </article>
          );
        })}
      </div>
    </section>
  );
}
