import type { Db } from '../db/client.ts';
import type { AuditTrigger } from '../generated/prisma/client.ts';
import { addJob } from './queue.ts';
import type { Principal } from './api-keys.ts';
import { enforceRequirement } from './api-request.ts';
import { projectForPrincipal, visibleProjects } from './access.ts';
import { auditRunSummary } from './audit-run-view.ts';
import { afterCursor, CursorCodec, pageOf } from './cursor.ts';
import { isDemoDomain } from './demo/catalog.ts';
import { AppError } from './errors.ts';
import { newId } from './ids.ts';
import { plans, usagePeriod } from './plans.ts';
import { dateRange } from './time-range.ts';

export const AUDIT_TASK = 'audit_run';
export const AUDIT_COOLDOWN_SECONDS = 3600;
/** Runs that consume the plan's usage cap (demo history does not). */
export const countedTriggers: AuditTrigger[] = ['API', 'CLI', 'SCHEDULE', 'DASHBOARD'];

export interface TriggerResult {
  auditRunId: string;
  created: boolean;
}

/**
 * Accepts an audit of a project. The project row is locked for the transaction, so concurrent
 * requests are decided one after another: exactly one creates the run, the others see it running.
 * The run and its job are written in the same transaction: if the job cannot be queued, nothing
 * is left behind and the caller gets 502.
 */
export async function triggerAudit(
  db: Db,
  projectId: string,
  trigger: AuditTrigger,
  triggeredByKeyId: string | null = null,
): Promise<TriggerResult> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ now: Date; domain: string }[]>`
      SELECT clock_timestamp() AS now, domain FROM project WHERE id = ${projectId} FOR UPDATE`;
    if (!row) throw new AppError('not_found');
    // A demo brand's site does not exist: its audit could only fail and fill the history with failures.
    if (isDemoDomain(row.domain)) {
      throw new AppError('demo_project', {
        detail: `${row.domain} is a demo project: its site does not exist, so it cannot be audited. Create a project for a real domain to run an audit.`,
      });
    }
    const now = row.now;
    const running = await tx.auditRun.findFirst({ where: { projectId, status: 'RUNNING' }, select: { id: true } });
    if (running) return { auditRunId: running.id, created: false };

    const project = await tx.project.findUniqueOrThrow({ where: { id: projectId } });
    if (project.lastAuditAcceptedAt) {
      const wait = project.lastAuditAcceptedAt.getTime() + AUDIT_COOLDOWN_SECONDS * 1000 - now.getTime();
      if (wait > 0) throw new AppError('audit_too_soon', { retryAfter: Math.ceil(wait / 1000) });
    }
    const period = usagePeriod(now);
    const used = await tx.auditRun.count({
      where: { projectId, trigger: { in: countedTriggers }, createdAt: { gte: period.start, lt: period.end } },
    });
    if (used >= plans[project.plan].monthlyAuditsPerProject) {
      throw new AppError('usage_cap_reached', {
        retryAfter: Math.ceil((period.end.getTime() - now.getTime()) / 1000),
      });
    }

    const id = newId('auditRun', now);
    await tx.auditRun.create({
      data: {
        id,
        accountId: project.accountId,
        projectId,
        status: 'RUNNING',
        trigger,
        runDate: now,
        createdAt: now,
        triggeredByKeyId,
      },
    });
    await tx.project.update({ where: { id: projectId }, data: { lastAuditAcceptedAt: now } });
    try {
      await addJob(tx, AUDIT_TASK, { auditRunId: id }, { jobKey: `audit_run:${id}`, maxAttempts: 3 });
    } catch (cause) {
      throw new AppError('audit_queue_unavailable', { cause });
    }
    return { auditRunId: id, created: true };
  });
}

export async function triggerAuditForPrincipal(db: Db, p: Principal, slug: string) {
  enforceRequirement('trigger', p);
  const project = await projectForPrincipal(db, p, slug);
  return { data: await triggerAudit(db, project.id, 'API', p.keyId) };
}

export async function getAuditRun(db: Db, p: Principal, id: string) {
  const run = await db.auditRun.findFirst({
    where: { id, project: visibleProjects(p) },
    include: { project: { select: { slug: true } } },
  });
  if (!run) throw new AppError('not_found');
  return { data: { ...auditRunSummary(run), createdAt: run.createdAt.toISOString(), projectSlug: run.project.slug } };
}

/** Runs of a project, newest first (every status), filtered by runDate. */
export async function scoreHistory(
  db: Db,
  cursors: CursorCodec,
  p: Principal,
  input: { slug: string; from?: string; to?: string; limit?: number; cursor?: string },
) {
  const project = await projectForPrincipal(db, p, input.slug);
  const range = dateRange(input.from, input.to);
  const limit = input.limit ?? 50;
  const binding = `score-history|${project.id}|${input.from ?? ''}|${input.to ?? ''}`;
  const after = cursors.decode(binding, input.cursor);
  const rows = await db.auditRun.findMany({
    where: {
      projectId: project.id,
      ...(range ? { runDate: range } : {}),
      ...afterCursor('runDate', after),
    },
    orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
    take: limit + 1,
  });
  const { items, hasMore } = pageOf(rows, limit);
  const last = items.at(-1);
  const cursorAt = (r: (typeof items)[number]) => cursors.encode(binding, { k: [r.runDate.toISOString()], id: r.id });
  return {
    data: items.map(auditRunSummary),
    nextCursor: hasMore && last ? cursorAt(last) : null,
    /** The cursor that resumes after item `i` (GraphQL edges); computed only when asked. */
    cursorAfter: (i: number) => cursorAt(items[i]),
  };
}
