/**
 * What the dashboard's project pages show beyond the API's operations: each project's card (latest
 * scores, deltas, trend, running), a run's progress, and the overview's score series, last run and
 * what changed. The visibility figures are the API's operations, which the dashboard runs.
 */
import type { Db } from '../../db/client.ts';
import { visibilityChangesOfRun } from './visibility-changes.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { deltasOf, scoresOf } from '../runs/audit-run-view.ts';
import { AppError } from '../kernel/errors.ts';

const SPARK_POINTS = 12;
const SERIES_POINTS = 104;

/** Every project of the account with its latest scores and deltas and the overall score of its last completed runs. */
export async function projectCards(db: Db, accountId: string) {
  const projects = await db.project.findMany({ where: { accountId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const runs = await db.$queryRaw<{ project_id: string; id: string; score_overall: number | null; run_date: Date; rn: bigint }[]>`
    SELECT project_id, id, score_overall, run_date, rn FROM (
      SELECT project_id, id, score_overall, run_date,
             row_number() OVER (PARTITION BY project_id ORDER BY run_date DESC, id DESC) AS rn
      FROM audit_run WHERE account_id = ${accountId} AND status = 'COMPLETED'
    ) r WHERE rn <= ${SPARK_POINTS} ORDER BY project_id, run_date ASC, id ASC`;
  const latestIds = runs.filter((r) => r.rn === 1n).map((r) => r.id);
  const latest = new Map((await db.auditRun.findMany({ where: { id: { in: latestIds } } })).map((r) => [r.projectId, r]));
  const running = new Set(
    (await db.auditRun.findMany({ where: { accountId, status: 'RUNNING' }, select: { projectId: true } })).map((r) => r.projectId),
  );
  return projects.map((p) => {
    const run = latest.get(p.id);
    return {
      slug: p.slug,
      name: p.name,
      domain: p.domain,
      running: running.has(p.id),
      latest: run ? { id: run.id, runDate: run.runDate.toISOString(), scores: scoresOf(run), deltas: deltasOf(run) } : null,
      overallTrend: runs.filter((r) => r.project_id === p.id).map((r) => ({ runDate: r.run_date.toISOString(), overall: r.score_overall })),
    };
  });
}

/**
 * What the dashboard's run panel shows beyond the API's run (getAuditRun): how it was started, its
 * progress note while it runs, when it ended. Within the principal's account; 404 otherwise.
 */
export async function runProgress(db: Db, p: Principal, id: string) {
  const run = await db.auditRun.findFirst({
    where: { id, accountId: p.accountId },
    select: { trigger: true, progress: true, completedAt: true },
  });
  if (!run) throw new AppError('not_found');
  return { trigger: run.trigger, progress: run.progress, completedAt: run.completedAt?.toISOString() ?? null };
}

/**
 * What the project overview shows beyond the API's visibility operations (which the dashboard runs
 * for the range's figures): the seven scores of every completed run (oldest first), the newest run
 * of any status, and "what changed": the newest completed run's significant changes against the
 * run before it.
 */
export async function projectOverview(db: Db, p: Principal, slug: string) {
  const project = await projectForPrincipal(db, p, slug);
  const [completed, newest] = await Promise.all([
    db.auditRun.findMany({
      where: { projectId: project.id, status: 'COMPLETED' },
      orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
      take: SERIES_POINTS,
    }),
    db.auditRun.findFirst({ where: { projectId: project.id }, orderBy: [{ runDate: 'desc' }, { id: 'desc' }] }),
  ]);
  const latest = completed.at(0);
  const whatChanged = latest
    ? {
        auditRunId: latest.id,
        runDate: latest.runDate.toISOString(),
        compared: completed.length > 1,
        changes: await visibilityChangesOfRun(db, latest.id),
      }
    : null;
  return {
    scoreSeries: completed.reverse().map((r) => ({ id: r.id, runDate: r.runDate.toISOString(), scores: scoresOf(r) })),
    lastRun: newest
      ? {
          id: newest.id,
          status: newest.status,
          runDate: newest.runDate.toISOString(),
          progress: newest.progress,
          failureReason: newest.failureReason,
        }
      : null,
    whatChanged,
  };
}
