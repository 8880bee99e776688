import { useQuery } from '@tanstack/react-query';
import { Empty, QueryView } from '../components/states.tsx';
import { formatDateTime } from '../format.ts';
import { triggerLabels } from '../labels.ts';
import { useTRPC } from '../trpc.ts';

export function ReportsPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const runs = useQuery(trpc.projects.reportRuns.queryOptions({ slug }));
  const report = useQuery(trpc.projects.report.queryOptions({ slug }, { retry: false }));
  return (
    <>
      <h1>Reports</h1>
      <section>
        <h2>PDF of any completed run</h2>
        <QueryView query={runs} what="runs">
          {(list) =>
            list.length === 0 ? (
              <Empty>No completed run yet.</Empty>
            ) : (
              <ul className="runs">
                {list.map((r) => (
                  <li key={r.id}>
                    {formatDateTime(r.runDate)} (overall score {r.overall ?? 'n/a'}) · started from: {triggerLabels[r.trigger]}
                    {r.startedBy && <>, {r.startedBy}</>}{' '}
                    <a href={`/app/api/projects/${encodeURIComponent(slug)}/report.pdf?auditRunId=${encodeURIComponent(r.id)}`} download>
                      Download PDF<span className="sr-only"> of the run of {formatDateTime(r.runDate)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </section>
      <section>
        <h2>Latest report</h2>
        <QueryView query={report} what="the report">
          {/* HTML rendered on the server from our Markdown: raw HTML shown as text, http(s)/mailto links only. */}
          {(r) => <article className="report" dangerouslySetInnerHTML={{ __html: r.html }} />}
        </QueryView>
      </section>
    </>
  );
}
