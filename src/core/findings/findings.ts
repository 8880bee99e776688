import type { z } from 'zod';
import type { Finding, FindingCategory, FindingStatus } from '../../generated/prisma/client.ts';
import type { SqlPool } from '../../db/client.ts';
import { Severity } from '../../generated/prisma/enums.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjectsSql } from '../access/project-scope.ts';
import { latestCompletedRunSql } from '../runs/audit-run-view.ts';
import { AppError } from '../kernel/errors.ts';
import { DEFAULT_PAGE_LIMIT, type CursorCodec, isoUtc, keysetPage } from '../kernel/pagination.ts';
import type { findingSchema } from '../contract/schemas.ts';

/** Declaration order of the Severity enum, which is also the database's sort order. */
export const severityOrder = Object.values(Severity);

type FindingItem = z.infer<typeof findingSchema>;
/** The project named by slug and the run its findings come from (null: no such run / none completed). */
type FindingsOwner = { owner_id: string | null; owner_project: string };

const findingColumns = `t.id, t.severity, t.category, t.status, t.title, t.description, t.recommendation,
  t.affected_url AS "affectedUrl", t.timeline, t.expected_impact AS "expectedImpact",
  ${isoUtc('t.resolved_at')} AS "resolvedAt", t.notes`;

/**
 * Findings of one run of the project (default: the latest completed run), CRITICAL first, then
 * by id. With no completed run and no auditRunId the list is empty and auditRunId is null.
 * One statement: the project (account and scope), the run, and the page.
 */
export async function listFindings(
  pool: SqlPool,
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
  const page = await keysetPage<FindingsOwner, FindingItem>(pool, cursors, {
    // Filters REST does not have extend the binding only when used, so REST cursors stay valid.
    binding: `findings|${p.accountId}|${input.slug}|${input.auditRunId ?? ''}${
      input.severity || input.category || input.status ? `|${input.severity ?? ''}|${input.category ?? ''}|${input.status ?? ''}` : ''
    }`,
    cursor: input.cursor,
    limit: input.limit ?? DEFAULT_PAGE_LIMIT,
    owner(params, after) {
      // The cursor carries the run it walks, so a run completing mid-walk does not break the
      // default ("latest completed") pagination: the walk finishes on the run it started with.
      const runId = after ? String(after.k[1]) : input.auditRunId;
      const project = `FROM project pr`;
      const visible = `WHERE pr.slug = ${params.add(input.slug)} AND ${visibleProjectsSql(params, p, 'pr')}`;
      if (runId !== undefined) {
        return `SELECT pr.id AS owner_project, ar.id AS owner_id ${project}
          LEFT JOIN audit_run ar ON ar.id = ${params.add(runId)} AND ar.project_id = pr.id ${visible}`;
      }
      return `SELECT pr.id AS owner_project, lr.id AS owner_id ${project}
        LEFT JOIN LATERAL (${latestCompletedRunSql('pr.id', 'ar.id')}) lr ON true ${visible}`;
    },
    from: 'finding t',
    parent: 't.audit_run_id',
    where: (params) => [
      ...(input.severity ? [`t.severity = ${params.add(input.severity)}::"Severity"`] : []),
      ...(input.category ? [`t.category = ${params.add(input.category)}::"FindingCategory"`] : []),
      ...(input.status ? [`t.status = ${params.add(input.status)}::"FindingStatus"`] : []),
    ],
    columns: findingColumns,
    sort: {
      column: 't.severity',
      type: '"Severity"',
      order: 'asc',
      keys: (row, owner) => [row.severity, owner.owner_id ?? ''], // rows exist only under a run
      valid: (v) => severityOrder.includes(v as Severity),
    },
    check: p.check,
  });
  if (!page) throw new AppError('not_found');
  const runId = page.owner.owner_id;
  if (!runId) {
    if (input.auditRunId !== undefined || input.cursor !== undefined) throw new AppError('not_found');
    return { data: [], nextCursor: null, auditRunId: null, cursorAfter: page.cursorAfter };
  }
  return { data: page.data, nextCursor: page.nextCursor, auditRunId: runId, cursorAfter: page.cursorAfter };
}

/** A finding row as the API shows it (for writes that return the changed finding). */
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
