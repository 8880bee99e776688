// The last run's state and "run audit now", with live progress polled until the run ends.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../format.ts';
import { runStatusLabels } from '../labels.ts';
import { type Outputs, useTRPC } from '../trpc.ts';
import { ErrorState } from './states.tsx';
import { refetchAfterWrite } from '../refetch.ts';

type LastRun = Outputs['projects']['overview']['lastRun'];

export function AuditPanel({ slug, lastRun }: { slug: string; lastRun: LastRun }) {
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
    // The run ended: refresh every figure of the project pages and the projects list once.
    if (!endedStatus) return;
    void refetchAfterWrite(queryClient, { queryKey: trpc.projects.pathKey() });
  }, [endedStatus, queryClient, trpc]);
  return (
    <section className="card" aria-labelledby="audit-h">
      <h2 id="audit-h">Audit</h2>
      <div role="status" aria-live="polite" data-testid="run-status">
        {current ? (
          <p>
            Last run {formatDateTime(current.runDate)}: <strong>{runStatusLabels[current.status]}</strong>
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
