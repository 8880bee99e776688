// The KPI header of a project: the client's mention rate, citation rate, share of voice and
// average position over the chosen range, each with its 95% interval and n, and its change
// against the previous period of the same length in plain words (the operation's verdict: up,
// down, steady, or too few answers to tell). The figures are the API's visibility summary.
import { formatDate } from '../format.ts';
import { detail, figureText, intervalText, kpis, type MetricName, shortReading, type Summary } from '../kpi-figures.ts';

/** What each figure counts (its n) and what it means, under the figure. */
const explained: Record<MetricName, { unit: string; help: string }> = {
  mentionRate: { unit: 'answers', help: 'Answers that name your brand' },
  citationRate: { unit: 'answers', help: 'Answers that cite your site' },
  shareOfVoice: { unit: 'brand mentions', help: 'Your share of the mentions of you and your competitors' },
  avgPosition: { unit: 'answers naming you', help: 'Your rank among the brands an answer names (1 = first)' },
};

export function KpiHeader({ summary, days }: { summary: Summary; days: number }) {
  return (
    <section aria-labelledby="kpi-h" data-testid="kpi-header">
      <h2 id="kpi-h">
        Visibility in AI answers <span className="muted">{`${formatDate(summary.from)} – ${formatDate(summary.to)}`}</span>
      </h2>
      <div className="kpis">
        {kpis.map(({ key, label }) => {
          const { unit, help } = explained[key];
          const m = summary[key];
          const interval = intervalText(key, m.current.low, m.current.high);
          const { text, tone } = shortReading(key, m);
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
                {text[0].toUpperCase() + text.slice(1)}
              </p>
              <p className="muted">{detail(key, m, days)}</p>
              <p className="muted kpi-help">{help}.</p>
            </article>
          );
        })}
      </div>
    </section>
  );
}
