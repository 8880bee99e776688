import type { z } from 'zod';
import type { Db, SqlPool } from '../../db/client.ts';
import type { AuditTrigger, Prisma } from '../../generated/prisma/client.ts';
import { addJob } from '../kernel/job-queue.ts';
import { auditJobPayload } from './audit-job.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjectsSql } from '../access/project-scope.ts';
import { auditRunSummaryColumns, auditRunSummaryJson, latestCompletedRunSql } from '../runs/audit-run-view.ts';
import { DEFAULT_PAGE_LIMIT, type CursorCodec, isoUtc, newestFirst, runSql, SqlParams } from '../kernel/pagination.ts';
import { firstProjectListPages, projectListPage } from '../projects/project-owners.ts';
import { isDemoDomain } from '../demo/catalog.ts';
import { AppError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import { plans, usagePeriod } from '../plans/plans.ts';
import { releasesSlot } from './lifecycle.ts';
import type { auditRunDetailSchema, auditRunSummarySchema } from '../contract/schemas.ts';
import { dateRange } from '../kernel/time-range.ts';

export const AUDIT_TASK = 'audit_run';
/** Runs that consume the plan's usage cap (demo history does not). */
const countedTriggers: AuditTrigger[] = ['API', 'CLI', 'SCHEDULE', 'DASHBOARD'];

/**
 * The runs of a usage period that count toward the plan's monthly cap: started by a request or a
 * schedule, and not lost on the service's side (`releasesSlot`: a killed worker, a run that never
 * started, an internal error), since such a run is given back and the scheduler runs it again.
 */
export function countedRuns(period: { start: Date; end: Date }): Prisma.AuditRunWhereInput {
  return {
    trigger: { in: countedTriggers },
    createdAt: { gte: period.start, lt: period.end },
    OR: [{ status: { not: 'FAILED' } }, { failureCode: null }, { failureCode: { notIn: [...releasesSlot] } }],
  };
}

/** Who started a run by hand: the API key (API, GraphQL) or the dashboard user ("Run audit now"). */
export interface RunStarter {
  keyId?: string | null;
  userId?: string | null;
}

export interface TriggerResult {
  auditRunId: string;
  created: boolean;
}

/** "1 hour", "15 minutes", "90 seconds": the cooldown as the refusal's sentence says it. */
function spelled(seconds: number): string {
  const [n, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * Accepts an audit of a project, at most one per `cooldownSeconds` (the operator's
 * VISIBILITY_AUDIT_COOLDOWN_SECONDS; 0 = no wait) and within the plan's monthly cap. The project row is locked for the transaction, so concurrent
 * requests are decided one after another: exactly one creates the run, the others see it running.
 * The run and its job are written in the same transaction: if the job cannot be queued, nothing
 * is left behind and the caller gets 502. The project is named with its account (every statement
 * here filters by both; docs/scaling.md, "Past one primary"), and so is the run in its job's payload.
 */
export async function triggerAudit(
  db: Db,
  project: { id: string; accountId: string },
  trigger: AuditTrigger,
  cooldownSeconds: number,
  starter: RunStarter = {},
): Promise<TriggerResult> {
  const { accountId } = project;
  const projectId = project.id;
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ now: Date; domain: string }[]>`
      SELECT clock_timestamp() AS now, domain FROM project WHERE account_id = ${accountId} AND id = ${projectId} FOR UPDATE`;
    if (!row) throw new AppError('not_found');
    // A demo brand's site does not exist: its audit could only fail and fill the history with failures.
    if (isDemoDomain(row.domain)) {
      throw new AppError('demo_project', {
        detail: `${row.domain} is a demo project: its site does not exist, so it cannot be audited. Create a project for a real domain to run an audit.`,
      });
    }
    const now = row.now;
    const running = await tx.auditRun.findFirst({ where: { accountId, projectId, status: 'RUNNING' }, select: { id: true } });
    if (running) return { auditRunId: running.id, created: false };

    const locked = await tx.project.findUniqueOrThrow({ where: { id: projectId, accountId } });
    if (locked.lastAuditAcceptedAt) {
      const wait = locked.lastAuditAcceptedAt.getTime() + cooldownSeconds * 1000 - now.getTime();
      if (wait > 0) {
        const retryAfter = Math.ceil(wait / 1000);
        throw new AppError('audit_too_soon', {
          retryAfter,
          detail: `An audit of this project was accepted at ${locked.lastAuditAcceptedAt.toISOString()}; one is accepted every ${spelled(cooldownSeconds)}, so the next can start in ${retryAfter} s.`,
        });
      }
    }
    const period = usagePeriod(now);
    const used = await tx.auditRun.count({ where: { accountId, projectId, ...countedRuns(period) } });
    if (used >= plans[locked.plan].monthlyAuditsPerProject) {
      throw new AppError('usage_cap_reached', {
        retryAfter: Math.ceil((period.end.getTime() - now.getTime()) / 1000),
      });
    }

    const id = newId('auditRun', now);
    await tx.auditRun.create({
      data: {
        id,
        accountId,
        projectId,
        status: 'RUNNING',
        trigger,
        runDate: now,
        createdAt: now,
        triggeredByKeyId: starter.keyId ?? null,
        triggeredByUserId: starter.userId ?? null,
      },
    });
    await tx.project.update({ where: { id: projectId, accountId }, data: { lastAuditAcceptedAt: now } });
    try {
      await addJob(tx, AUDIT_TASK, auditJobPayload({ id, accountId }), { jobKey: `audit_run:${id}`, maxAttempts: 3 });
    } catch (cause) {
      throw new AppError('audit_queue_unavailable', { cause });
    }
    return { auditRunId: id, created: true };
  });
}

/** An audit run of a project the key may see (else 404), with its project's slug: one statement. */
export async function getAuditRun(pool: SqlPool, p: Principal, id: string) {
  const params = new SqlParams();
  const text = `SELECT ${auditRunSummaryColumns('t')}, ${isoUtc('t.created_at')} AS "createdAt", pr.slug AS "projectSlug"
    FROM audit_run t JOIN project pr ON pr.id = t.project_id AND pr.account_id = t.account_id
    WHERE t.id = ${params.add(id)} AND ${visibleProjectsSql(params, p, 'pr')}`;
  const [run] = await runSql<z.infer<typeof auditRunDetailSchema>>(pool, text, params.values);
  if (!run) throw new AppError('not_found');
  return { data: run };
}

type RunSummary = z.infer<typeof auditRunSummarySchema>;

/**
 * The latest completed run of each of these projects that the principal may see (absent: none,
 * or not visible): one statement for any number of projects, each bounded by the run index.
 */
export async function latestCompletedAudits(pool: SqlPool, p: Principal, projectIds: readonly string[]): Promise<Map<string, RunSummary>> {
  const params = new SqlParams();
  const text = `SELECT pr.id, (${latestCompletedRunSql('pr', auditRunSummaryJson('ar'))}) AS run
    FROM project pr WHERE pr.id = ANY(${params.add([...projectIds])}::text[]) AND ${visibleProjectsSql(params, p, 'pr')}`;
  const rows = await runSql<{ id: string; run: RunSummary | null }>(pool, text, params.values);
  return new Map(rows.flatMap((r) => (r.run ? [[r.id, r.run] as const] : [])));
}

/** What the runs of one project and the first pages of several share: rows, order, filter, cursor binding. */
function scoreHistoryQuery(p: Principal, input: ScoreHistoryFilter) {
  const range = dateRange(input.from, input.to);
  return {
    limit: input.limit ?? DEFAULT_PAGE_LIMIT,
    from: 'audit_run t',
    parent: 't.project_id',
    columns: auditRunSummaryColumns('t'),
    where: (params: SqlParams) => [
      ...(range?.gte ? [`t.run_date >= ${params.add(range.gte.toISOString())}::timestamptz`] : []),
      ...(range?.lte ? [`t.run_date <= ${params.add(range.lte.toISOString())}::timestamptz`] : []),
    ],
    sort: newestFirst<RunSummary>('t.run_date', (row) => row.runDate),
    check: p.check,
    binding: (slug: string) => `score-history|${p.accountId}|${slug}|${input.from ?? ''}|${input.to ?? ''}`,
  };
}

interface ScoreHistoryFilter {
  from?: string;
  to?: string;
  limit?: number;
}

/** Runs of a project, newest first (every status), filtered by runDate: one statement. */
export function scoreHistory(
  pool: SqlPool,
  cursors: CursorCodec,
  p: Principal,
  input: ScoreHistoryFilter & { slug: string; cursor?: string },
) {
  return projectListPage(pool, cursors, p, input, scoreHistoryQuery(p, input));
}

/** The first page of runs of each project among `slugs` the principal may see, by slug: one statement. */
export function firstScoreHistoryPages(
  pool: SqlPool,
  cursors: CursorCodec,
  p: Principal,
  slugs: readonly string[],
  input: ScoreHistoryFilter,
) {
  return firstProjectListPages(pool, cursors, p, slugs, scoreHistoryQuery(p, input));
}
