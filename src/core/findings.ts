import type { Db } from '../db/client.ts';
import type { Finding, FindingCategory, FindingStatus } from '../generated/prisma/client.ts';
import { Severity } from '../generated/prisma/enums.ts';
import type { Principal } from './api-keys.ts';
import { projectForPrincipal } from './access.ts';
import { latestCompletedRun } from './audit-run-view.ts';
import { CursorCodec, pageOf } from './cursor.ts';
import { AppError } from './errors.ts';

/** Declaration order of the Severity enum, which is also the database's sort order. */
export const severityOrder = Object.values(Severity);

/**
 * Findings of one run of the project (default: the latest completed run), CRITICAL first, then
 * by id. With no completed run and no auditRunId the list is empty and auditRunId is null.
 */
export async function listFindings(
  db: Db,
  cursors: CursorCodec,
  p: Principal,
  input: {
    slug: string;
    auditRunId?: string;
    limit?: number;
    cursor?: string;
    /** GraphQL filters (REST does not send them). */
    severity?: Severity;
    category?: FindingCategory;
    status?: FindingStatus;
  },
) {
  const project = await projectForPrincipal(db, p, input.slug);
  // The cursor carries the run it walks, so a run completing mid-walk does not break the default
  // ("latest completed") pagination: the walk finishes on the run it started with.
  const { severity, category, status } = input;
  // Filters REST does not have extend the binding only when used, so REST cursors stay valid.
  const extra = severity || category || status ? `|${severity ?? ''}|${category ?? ''}|${status ?? ''}` : '';
  const binding = `findings|${project.id}|${input.auditRunId ?? ''}${extra}`;
  const after = cursors.decode(binding, input.cursor);
  const runId = after ? String(after.k[1]) : input.auditRunId;
  const run = runId
    ? await db.auditRun.findFirst({ where: { id: runId, projectId: project.id } })
    : await latestCompletedRun(db, project.id);
  if (runId && !run) throw new AppError('not_found');
  if (!run) return { data: [], nextCursor: null, auditRunId: null, cursorAfter: (_i: number): string => { throw new Error('empty page'); } };

  const limit = input.limit ?? 50;
  let keyset = {};
  if (after) {
    const sev = after.k[0] as Severity;
    const rank = severityOrder.indexOf(sev);
    if (rank < 0) throw new AppError('invalid_cursor');
    keyset = {
      OR: [{ severity: { in: severityOrder.slice(rank + 1) } }, { severity: sev, id: { gt: after.id } }],
    };
  }
  const rows = await db.finding.findMany({
    where: {
      auditRunId: run.id,
      ...keyset,
      ...(severity ? { severity } : {}),
      ...(category ? { category } : {}),
      ...(status ? { status } : {}),
    },
    orderBy: [{ severity: 'asc' }, { id: 'asc' }],
    take: limit + 1,
  });
  const { items, hasMore } = pageOf(rows, limit);
  const last = items.at(-1);
  return {
    data: items.map(findingView),
    nextCursor: hasMore && last ? cursors.encode(binding, { k: [last.severity, run.id], id: last.id }) : null,
    auditRunId: run.id,
    /** The cursor that resumes after item `i` (GraphQL edges); computed only when asked. */
    cursorAfter: (i: number) => cursors.encode(binding, { k: [items[i].severity, run.id], id: items[i].id }),
  };
}

/** A finding as the API shows it. */
export function findingView(f: Finding) {
  return {
    id: f.id,
    severity: f.severity,
    category: f.category,
    status: f.status,
    title: f.title,
    description: f.description,
    recommendation: f.recommendation,
    affectedUrl: f.affectedUrl,
    timeline: f.timeline,
    expectedImpact: f.expectedImpact,
    resolvedAt: f.resolvedAt?.toISOString() ?? null,
    notes: f.notes,
  };
}
