import { Downloads } from '../components/Downloads.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Empty, ErrorState, QueryView } from '../components/states.tsx';
import { formatDateTime } from '../format.ts';
import { findingCategoryLabels, findingStatusLabels, severityLabels } from '../labels.ts';
import { type Outputs, useTRPC } from '../trpc.ts';
import { refetchAfterWrite } from '../refetch.ts';

type Finding = Outputs['projects']['findings']['data'][number];
const severities = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
const statuses = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'DISMISSED'] as const;

export function FindingsPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const findings = useQuery(trpc.projects.findings.queryOptions({ slug }));
  return (
    <>
      <h1>Findings</h1>
      <QueryView query={findings} what="findings">
        {(page) =>
          page.data.length > 0 && page.auditRunId ? (
            <>
              <Downloads slug={slug} list="findings" filters={{ auditRunId: page.auditRunId }} />
              <FindingSections findings={page.data} slug={slug} />
            </>
          ) : (
            <Empty>{page.auditRunId ? 'The latest audit found nothing to fix.' : 'No completed audit yet.'}</Empty>
          )
        }
      </QueryView>
    </>
  );
}

/** The findings of a run by severity, then category. */
function FindingSections({ findings, slug }: { findings: Finding[]; slug: string }) {
  return severities.map((sev) => {
    const ofSeverity = findings.filter((f) => f.severity === sev);
    if (ofSeverity.length === 0) return null;
    const categories = [...new Set(ofSeverity.map((f) => f.category))];
    return (
      <section key={sev} aria-labelledby={`sev-${sev}`}>
        <h2 id={`sev-${sev}`}>
          {severityLabels[sev]} <span className="muted">· {ofSeverity.length === 1 ? '1 finding' : `${ofSeverity.length} findings`}</span>
        </h2>
        {categories.map((cat) => (
          <div key={cat}>
            <h3>{findingCategoryLabels[cat]}</h3>
            {ofSeverity
              .filter((f) => f.category === cat)
              .map((f) => (
                <FindingCard key={f.id} finding={f} slug={slug} />
              ))}
          </div>
        ))}
      </section>
    );
  });
}

function FindingCard({ finding, slug }: { finding: Finding; slug: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState(finding.status);
  const [notes, setNotes] = useState(finding.notes ?? '');
  const update = useMutation(
    trpc.projects.updateFinding.mutationOptions({
      onSuccess: () => refetchAfterWrite(queryClient, { queryKey: trpc.projects.findings.queryKey({ slug }) }),
    }),
  );
  const idBase = `f-${finding.id}`;
  return (
    <article className="card finding" data-testid={`finding-${finding.id}`} aria-labelledby={`${idBase}-t`}>
      <h4 id={`${idBase}-t`}>{finding.title}</h4>
      <p>{finding.description}</p>
      {finding.recommendation && (
        <p>
          <strong>Recommendation:</strong> {finding.recommendation}
        </p>
      )}
      {finding.affectedUrl && <p className="muted">{finding.affectedUrl}</p>}
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ id: finding.id, status, notes: notes.trim() ? notes : null });
        }}
      >
        <label>
          Status
          <select name="status" value={status} onChange={(e) => setStatus(e.target.value as Finding['status'])}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {findingStatusLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="grow">
          Notes
          <textarea name="notes" rows={2} maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </label>
        <button type="submit" disabled={update.isPending}>
          Save
        </button>
      </form>
      <p className="muted" role="status">
        {finding.resolvedAt ? `Resolved ${formatDateTime(finding.resolvedAt)}` : ''}
        {update.isSuccess ? ' Saved.' : ''}
      </p>
      {update.isError && <ErrorState error={update.error} />}
    </article>
  );
}
