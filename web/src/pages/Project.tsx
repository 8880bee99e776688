import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Route, Switch } from 'wouter';
import { Bars } from '../components/Bars.tsx';
import { WhatChanged } from '../components/WhatChanged.tsx';
import { Empty, ErrorState, Loading, QueryView } from '../components/states.tsx';
import { formatDateTime } from '../format.ts';
import { type Outputs, useTRPC } from '../trpc.ts';
import { FindingsPage } from './Findings.tsx';
import { CitationsPage, MentionsPage } from './Observations.tsx';
import { ReportsPage } from './Reports.tsx';
import { TrackingPage } from './Tracking.tsx';

const ScoreChart = lazy(() => import('../components/ScoreChart.tsx'));

const tabs = [
  ['', 'Overview'],
  ['/citations', 'Citations'],
  ['/mentions', 'Mentions'],
  ['/findings', 'Findings'],
  ['/reports', 'Reports'],
  ['/tracking', 'Tracking setup'],
] as const;

export default function ProjectPage({ slug }: { slug: string }) {
  const base = `/projects/${slug}`;
  return (
    <>
      <nav aria-label="Project" className="tabs">
        {tabs.map(([path, label]) => (
          <Link key={label} href={`${base}${path}`} className={(active) => (active ? 'active' : '')}>
            {label}
          </Link>
        ))}
      </nav>
      <Switch>
        <Route path={`${base}/citations`}>
          <CitationsPage slug={slug} />
        </Route>
        <Route path={`${base}/mentions`}>
          <MentionsPage slug={slug} />
        </Route>
        <Route path={`${base}/findings`}>
          <FindingsPage slug={slug} />
        </Route>
        <Route path={`${base}/reports`}>
          <ReportsPage slug={slug} />
        </Route>
        <Route path={`${base}/tracking`}>
          <TrackingPage slug={slug} />
        </Route>
        <Route>
          <Overview slug={slug} />
        </Route>
      </Switch>
    </>
  );
}

type Overview = Outputs['projects']['overview'];

function Overview({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const overview = useQuery(trpc.projects.overview.queryOptions({ slug, days: 90 }));
  return (
    <QueryView query={overview} what="the project">
      {(o) => (
        <>
          <h1>{o.project.name}</h1>
          <p className="muted">{o.project.domain}</p>
          <AuditPanel slug={slug} lastRun={o.lastRun} />
          <section>
            <h2>Scores over time</h2>
            {o.scoreSeries.length === 0 ? (
              <Empty>No completed audit yet.</Empty>
            ) : (
              <Suspense fallback={<Loading what="the chart" />}>
                <ScoreChart points={o.scoreSeries} />
              </Suspense>
            )}
          </section>
          <WhatChanged data={o.whatChanged} />
          <div className="grid2">
            <section>
              <h2>By engine (last {o.days} days)</h2>
              {o.byEngine.length === 0 ? (
                <Empty>No AI answers observed in this period.</Empty>
              ) : (
                <>
                  <Bars
                    caption="Share of voice: the brand's share of brand mentions"
                    testId="sov-by-engine"
                    bars={o.byEngine.map((e) => ({
                      label: e.engine,
                      value: e.shareOfVoice,
                      low: e.shareOfVoiceLow,
                      high: e.shareOfVoiceHigh,
                      note: `${e.mentions} mentions`,
                    }))}
                  />
                  <Bars
                    caption="Visibility: share of answers that name the brand"
                    testId="visibility-by-engine"
                    bars={o.byEngine.map((e) => ({
                      label: e.engine,
                      value: e.visibility,
                      low: e.visibilityLow,
                      high: e.visibilityHigh,
                      note: `${e.answers} answers`,
                    }))}
                  />
                </>
              )}
            </section>
            <section>
              <h2>Brand and competitors</h2>
              {o.byBrand.length === 0 ? (
                <Empty>No brand mentions in this period.</Empty>
              ) : (
                <Bars
                  caption="Share of voice by brand"
                  testId="sov-by-brand"
                  bars={o.byBrand.map((b) => ({ label: b.name, value: b.shareOfVoice, note: `${b.mentions}`, highlight: b.isClient }))}
                />
              )}
            </section>
          </div>
        </>
      )}
    </QueryView>
  );
}

/** Last run status and "run audit now", with live progress polled until the run ends. */
function AuditPanel({ slug, lastRun }: { slug: string; lastRun: Overview['lastRun'] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [runId, setRunId] = useState<string | null>(lastRun?.status === 'RUNNING' ? lastRun.id : null);
  const trigger = useMutation(trpc.projects.triggerAudit.mutationOptions({ onSuccess: (r) => setRunId(r.auditRunId) }));
  const run = useQuery(
    trpc.projects.run.queryOptions(
      { id: runId ?? '' },
      {
        enabled: runId !== null,
        refetchInterval: (q) => (q.state.data && q.state.data.status !== 'RUNNING' ? false : 1500),
        staleTime: 0,
      },
    ),
  );
  const current = run.data ?? lastRun;
  const running = trigger.isPending || (runId !== null && (!run.data || run.data.status === 'RUNNING'));
  const endedStatus = run.data && run.data.status !== 'RUNNING' ? run.data.status : null;
  useEffect(() => {
    // The run ended: refresh the charts and the projects list once.
    if (!endedStatus) return;
    void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.projects.overview.queryKey() });
  }, [endedStatus, queryClient, trpc]);
  return (
    <section className="card" aria-labelledby="audit-h">
      <h2 id="audit-h">Audit</h2>
      <div role="status" aria-live="polite" data-testid="run-status">
        {current ? (
          <p>
            Last run {formatDateTime(current.runDate)}: <strong>{current.status.toLowerCase()}</strong>
            {current.status === 'RUNNING' && current.progress ? ` — ${current.progress}` : ''}
            {current.status === 'FAILED' && current.failureReason ? ` — ${current.failureReason}` : ''}
          </p>
        ) : (
          <p>No audit has run yet.</p>
        )}
      </div>
      <button type="button" onClick={() => trigger.mutate({ slug })} disabled={running}>
        {running ? 'Audit running…' : 'Run audit now'}
      </button>
      {trigger.isError && <ErrorState error={trigger.error} />}
      {run.isError && <ErrorState error={run.error} />}
    </section>
  );
}
