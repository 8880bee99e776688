import { useQuery } from '@tanstack/react-query';
import { Empty, QueryView } from '../components/states.tsx';
import { formatDateTime } from '../format.ts';
import { useTRPC } from '../trpc.ts';

/** What started a run, as the list names it; the user's email or the key's name follows when recorded. */
const startedFrom = {
  API: 'API',
  CLI: 'command line',
  SCHEDULE: 'schedule',
  DEMO: 'demo data',
  DASHBOARD: 'dashboard',
} as const;

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
                    {formatDateTime(r.runDate)} (overall {r.overall ?? 'n/a'}) · {startedFrom[r.trigger]}
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
