// "What changed": the significant changes of the newest completed audit against the previous one
// (Holm at 5% over the audit's comparisons; docs/methodology.md, "Significant change").
import { formatDateTime, formatPercent } from '../format.ts';
import type { Outputs } from '../trpc.ts';
import { Empty } from './states.tsx';

type WhatChangedData = Outputs['projects']['overview']['whatChanged'];

const metricLabels = { mentionRate: 'Mention rate', citationRate: 'Citation rate', shareOfVoice: 'Share of voice' } as const;

function side(s: { value: number | null; low: number | null; high: number | null; n: number }) {
  return `${formatPercent(s.value)} (95%: ${formatPercent(s.low)}–${formatPercent(s.high)}, n = ${s.n})`;
}

export function WhatChanged({ data }: { data: WhatChangedData }) {
  return (
    <section aria-labelledby="what-changed-h" data-testid="what-changed">
      <h2 id="what-changed-h">What changed</h2>
      {!data || !data.compared ? (
        <Empty>Nothing to compare yet: changes are shown from the second completed audit on.</Empty>
      ) : data.changes.length === 0 ? (
        <Empty>No significant change in the audit of {formatDateTime(data.runDate)} since the previous audit.</Empty>
      ) : (
        <table>
          <caption className="muted">
            Audit of {formatDateTime(data.runDate)} against the previous completed audit: changes unlikely to be chance (5% family-wise).
          </caption>
          <thead>
            <tr>
              <th scope="col">Engine</th>
              <th scope="col">Metric</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
              <th scope="col">p-value</th>
            </tr>
          </thead>
          <tbody>
            {data.changes.map((c) => (
              <tr key={`${c.engine}-${c.metric}`}>
                <td>{c.engine}</td>
                <td>{metricLabels[c.metric]}</td>
                <td>{side(c.before)}</td>
                <td>{side(c.after)}</td>
                <td className="num">{c.pValue < 0.0001 ? '< 0.0001' : c.pValue.toFixed(4)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
