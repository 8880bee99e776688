import type { Db, Tx } from '../db/client.ts';
import type { FindingCategory, Severity } from '../generated/prisma/client.ts';
import { scoreColumns, scoresOf } from '../core/audit-run-view.ts';
import { olderThan } from '../core/pagination.ts';
import { newId } from '../core/ids.ts';
import { snapshotReport } from '../core/reports/service.ts';
import { type ComponentScores, scoreDeltas, withOverall } from '../core/scores.ts';
import { runFinished } from './run-events.ts';

export interface FindingRecord {
  severity: Severity;
  category: FindingCategory;
  /** The rubric check that failed; null for findings that come from elsewhere (demo data). */
  checkId: string | null;
  title: string;
  description: string;
  recommendation: string | null;
  affectedUrl: string | null;
  timeline: string | null;
  expectedImpact: string | null;
}

export interface RunOutcome {
  scores: ComponentScores;
  pagesAnalyzed: number;
  findings: FindingRecord[];
}

/**
 * Marks a queued run as started by this attempt. Returns null when the run is no longer RUNNING
 * (already completed, failed or failed as stale): the job then has nothing to do, which makes
 * retries and duplicate jobs harmless.
 */
export async function claimRun(db: Db, auditRunId: string) {
  const rows = await db.$queryRaw<{ id: string; attempts: number }[]>`
    UPDATE audit_run SET started_at = COALESCE(started_at, now()), heartbeat_at = now(), attempts = attempts + 1
    WHERE id = ${auditRunId} AND status = 'RUNNING' RETURNING id, attempts`;
  if (!rows[0]) return null;
  return db.auditRun.findUniqueOrThrow({ where: { id: auditRunId }, include: { project: true } });
}

export async function heartbeat(db: Db, auditRunId: string, progress?: string): Promise<void> {
  await db.auditRun.updateMany({
    where: { id: auditRunId, status: 'RUNNING' },
    data: { heartbeatAt: new Date(), ...(progress ? { progress } : {}) },
  });
}

/** Previous completed run of the project, for deltas. */
async function previousCompleted(tx: Tx, projectId: string, before: { runDate: Date; id: string }) {
  return tx.auditRun.findFirst({
    where: {
      projectId,
      status: 'COMPLETED',
      ...olderThan('runDate', before.runDate, before.id),
    },
    orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
  });
}

/**
 * Completes a run in one transaction: scores and deltas against the previous completed run,
 * findings, the report snapshot, and the run's completion event. Nothing is visible until all of
 * it is written; a run that is no longer RUNNING is left as it is.
 */
export async function completeRun(db: Db, auditRunId: string, outcome: RunOutcome): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const [locked] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM audit_run WHERE id = ${auditRunId} AND status = 'RUNNING' FOR UPDATE`;
      if (!locked) return false;
      const run = await tx.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
      const scores = withOverall(outcome.scores);
      const previous = await previousCompleted(tx, run.projectId, run);
      const deltas = scoreDeltas(scores, previous ? scoresOf(previous) : null);
      await tx.finding.deleteMany({ where: { auditRunId } });
      await tx.finding.createMany({
        data: outcome.findings.map((f) => ({
          id: newId('finding'),
          accountId: run.accountId,
          projectId: run.projectId,
          auditRunId,
          ...f,
        })),
      });
      const completed = await tx.auditRun.update({
        where: { id: auditRunId },
        data: {
          status: 'COMPLETED',
          completedAt: new Date(),
          heartbeatAt: new Date(),
          pagesAnalyzed: outcome.pagesAnalyzed,
          findingsCount: outcome.findings.length,
          failureReason: null,
          ...scoreColumns(scores, deltas),
        },
      });
      await snapshotReport(tx, auditRunId);
      await runFinished(tx, completed);
      return true;
    },
    { timeout: 30_000 },
  );
}

/** Fails a run that is still RUNNING, with a reason readable by the account holder. */
export async function failRun(db: Db, auditRunId: string, reason: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM audit_run WHERE id = ${auditRunId} AND status = 'RUNNING' FOR UPDATE`;
    if (!locked) return false;
    const failed = await tx.auditRun.update({
      where: { id: auditRunId },
      data: { status: 'FAILED', completedAt: new Date(), failureReason: reason.slice(0, 1000) },
    });
    await runFinished(tx, failed);
    return true;
  });
}

/**
 * Runs that stopped making progress: started but without a heartbeat for `staleAfterMs`, or never
 * started for `3 * staleAfterMs` (a hard-killed worker keeps its job locked for hours). They are
 * FAILED with a reason, so no run stays RUNNING forever.
 */
export async function failStaleRuns(db: Db, staleAfterMs: number): Promise<string[]> {
  const now = Date.now();
  const stale = await db.auditRun.findMany({
    where: {
      status: 'RUNNING',
      OR: [
        { heartbeatAt: { lt: new Date(now - staleAfterMs) } },
        { heartbeatAt: null, createdAt: { lt: new Date(now - 3 * staleAfterMs) } },
      ],
    },
    select: { id: true, heartbeatAt: true },
  });
  const failed: string[] = [];
  for (const run of stale) {
    const reason = run.heartbeatAt
      ? `The audit stopped making progress (no heartbeat for ${Math.round(staleAfterMs / 60_000)} minutes); it was marked as failed.`
      : 'The audit was never picked up by a worker; it was marked as failed.';
    if (await failRun(db, run.id, reason)) failed.push(run.id);
  }
  return failed;
}
