import type { z } from 'zod';
import type { Finding, FindingCategory, FindingStatus } from '../../generated/prisma/client.ts';
import type { SqlPool } from '../../db/client.ts';
import { Severity } from '../../generated/prisma/enums.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjectsSql } from '../access/project-scope.ts';
import { latestCompletedRunSql } from '../runs/audit-run-view.ts';
import { AppError } from '../kernel/errors.ts';
import {
  DEFAULT_PAGE_LIMIT,
  type CursorCodec,
  type CursorPosition,
  isoUtc,
  type KeysetPage,
  keysetPage,
  keysetPages,
  type SqlParams,
} from '../kernel/pagination.ts';
import type { findingSchema } from '../contract/schemas.ts';

/** Declaration order of the Severity enum, which is also the database's sort order. */
export const severityOrder = Object.values(Severity);

type FindingItem = z.infer<typeof findingSchema>;
/** The project named by slug and the run its findings come from (null: no such run / none completed). */
type FindingsOwner = { owner_id: string | null; owner_project: string; owner_slug: string };

const findingColumns = `t.id, t.severity, t.category, t.status, t.title, t.description, t.recommendation,
  t.affected_url AS "affectedUrl", t.timeline, t.expected_impact AS "expectedImpact",
  ${isoUtc('t.resolved_at')} AS "resolvedAt", t.notes`;

/** The filters of a findings list (REST sends only auditRunId). */
interface FindingsFilter {
  auditRunId?: string;
  limit?: number;
  /** GraphQL filters (REST does not send them). */
  severity?: Severity;
  category?: FindingCategory;
  status?: FindingStatus;
}

/**
 * What the page of one project and the first pages of several share: the run (the latest
 * completed one unless the filter or the cursor names one) of each project `visible` selects
 * (SQL conditions on `pr`), its rows, order and cursor binding.
 */
function findingsQuery(p: Principal, input: FindingsFilter, visible: (params: SqlParams) => string) {
  return {
    limit: input.limit ?? DEFAULT_PAGE_LIMIT,
    owner: (params: SqlParams, after: CursorPosition | null) => {
      // The cursor carries the run it walks, so a run completing mid-walk does not break the
      // default ("latest completed") pagination: the walk finishes on the run it started with.
      const runId = after ? String(after.k[1]) : input.auditRunId;
      const project = `FROM project pr`;
      const where = `WHERE ${visible(params)} AND ${visibleProjectsSql(params, p, 'pr')}`;
      if (runId !== undefined) {
        return `SELECT pr.id AS owner_project, pr.slug AS owner_slug, ar.id AS owner_id ${project}
          LEFT JOIN audit_run ar ON ar.id = ${params.add(runId)} AND ar.project_id = pr.id AND ar.account_id = pr.account_id ${where}`;
      }
      return `SELECT pr.id AS owner_project, pr.slug AS owner_slug, lr.id AS owner_id ${project}
        LEFT JOIN LATERAL (${latestCompletedRunSql('pr', 'ar.id')}) lr ON true ${where}`;
    },
    from: 'finding t',
    parent: 't.audit_run_id',
    account: p.accountId,
    where: (params: SqlParams) => [
      ...(input.severity ? [`t.severity = ${params.add(input.severity)}::"Severity"`] : []),
      ...(input.category ? [`t.category = ${params.add(input.category)}::"FindingCategory"`] : []),
      ...(input.status ? [`t.status = ${params.add(input.status)}::"FindingStatus"`] : []),
    ],
    columns: findingColumns,
    sort: {
      column: 't.severity',
      type: '"Severity"',
      order: 'asc' as const,
      keys: (row: FindingItem, owner: FindingsOwner) => [row.severity, owner.owner_id ?? ''], // rows exist only under a run
      valid: (v: unknown) => severityOrder.includes(v as Severity),
    },
    check: p.check,
    // Filters REST does not have extend the binding only when used, so REST cursors stay valid.
    binding: (slug: string) =>
      `findings|${p.accountId}|${slug}|${input.auditRunId ?? ''}${
        input.severity || input.category || input.status ? `|${input.severity ?? ''}|${input.category ?? ''}|${input.status ?? ''}` : ''
      }`,
  };
}

/** A project's page as the list answers it; null when the run it names is not the project's (404). */
function findingsOf(page: KeysetPage<FindingsOwner, FindingItem>, namesRun: boolean) {
  const runId = page.owner.owner_id;
  if (!runId) return namesRun ? null : { data: [], nextCursor: null, auditRunId: null, cursorAfter: page.cursorAfter };
  return { data: page.data, nextCursor: page.nextCursor, auditRunId: runId, cursorAfter: page.cursorAfter };
}

/**
 * Findings of one run of the project (default: the latest completed run), CRITICAL first, then
 * by id. With no completed run and no auditRunId the list is empty and auditRunId is null.
 * One statement: the project (account and scope), the run, and the page.
 */
export async function listFindings(
  pool: SqlPool,
  cursors: CursorCodec,
  p: Principal,
  input: FindingsFilter & { slug: string; cursor?: string },
) {
  const { binding, ...query } = findingsQuery(p, input, (params) => `pr.slug = ${params.add(input.slug)}`);
  const page = await keysetPage<FindingsOwner, FindingItem>(pool, cursors, {
    ...query,
    binding: binding(input.slug),
    cursor: input.cursor,
  });
  const findings = page && findingsOf(page, input.auditRunId !== undefined || input.cursor !== undefined);
  if (!findings) throw new AppError('not_found');
  return findings;
}

/**
 * The first page of findings of each project among `slugs` the principal may see, by slug: one
 * statement. A project missing from the answer is not there, or does not own the run the filter
 * names (404). Their cursors resume with `listFindings`.
 */
export async function firstFindingPages(
  pool: SqlPool,
  cursors: CursorCodec,
  p: Principal,
  slugs: readonly string[],
  input: FindingsFilter,
) {
  const { binding, owner, ...query } = findingsQuery(p, input, (params) => `pr.slug = ANY(${params.add([...slugs])}::text[])`);
  const pages = await keysetPages<FindingsOwner, FindingItem>(pool, cursors, {
    ...query,
    owner: (params) => owner(params, null),
    binding: (o) => binding(o.owner_slug),
    key: (o) => o.owner_slug,
  });
  return new Map(
    [...pages].flatMap(([slug, page]) => {
      const findings = findingsOf(page, input.auditRunId !== undefined);
      return findings ? [[slug, findings] as const] : [];
    }),
  );
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
