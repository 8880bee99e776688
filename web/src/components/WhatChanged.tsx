// "What changed": the significant changes of the newest completed audit against the previous one
// (Holm at 5% over the audit's comparisons; docs/methodology.md, "Significant change"), in plain
// words first, the statistics in the footnote.
import { formatDateTime, formatWithInterval } from '../format.ts';
import { engineName, metricLabels } from '../labels.ts';
import type { Outputs } from '../trpc.ts';
import { Empty } from './states.tsx';

type WhatChangedData = Outputs['projects']['overview']['whatChanged'];
type Side = { value: number | null; low: number | null; high: number | null; n: number };

const side = (s: Side) => `${formatWithInterval(s.value, s.low, s.high)}, n = ${s.n}`;

export function WhatChanged({ data }: { data: WhatChangedData }) {
  return (
    <section aria-labelledby="what-changed-h" data-testid="what-changed">
      <h2 id="what-changed-h">What changed since the previous audit</h2>
      {!data || !data.compared ? (
        <Empty>Nothing to compare yet: changes are shown from the second completed audit on.</Empty>
      ) : data.changes.length === 0 ? (
        <Empty>
          No change in the audit of {formatDateTime(data.runDate)} is larger than chance would explain: the rates moved, but not by more
          than the number of answers can tell.
        </Empty>
      ) : (
        <>
          <table>
            <caption className="muted">Audit of {formatDateTime(data.runDate)} against the previous completed audit.</caption>
            <thead>
              <tr>
                <th scope="col">Engine</th>
                <th scope="col">Figure</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">p-value</th>
              </tr>
            </thead>
            <tbody>
              {data.changes.map((c) => (
                <tr key={`${c.engine}-${c.metric}`}>
                  <td>{engineName(c.engine)}</td>
                  <td>
                    {metricLabels[c.metric]} {(c.after.value ?? 0) >= (c.before.value ?? 0) ? 'rose' : 'fell'}
                  </td>
                  <td>{side(c.before)}</td>
                  <td>{side(c.after)}</td>
                  <td className="num">{c.pValue < 0.0001 ? '< 0.0001' : c.pValue.toFixed(4)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted">
            Listed: the changes unlikely to be chance. Each figure has its 95% interval in brackets and n, the answers (or mentions, for
            share of voice) behind it; a change is listed when a two-sided test finds it significant at 5% after Holm's correction over all
            of the audit's comparisons.
          </p>
        </>
      )}
    </section>
  );
}
