import type { Db, Tx } from '../../db/client.ts';
import type { FindingCategory, Severity } from '../../generated/prisma/client.ts';
import type { AnalysisError, CheckId } from '../../site/analyze/types.ts';
import type { VisibilityCheckId } from '../visibility/visibility-findings.ts';
import type { CrawlerCheckId } from '../crawlers-report/crawler-findings.ts';
import { scoreColumns, scoresOf } from '../runs/audit-run-view.ts';
import { newId } from '../kernel/ids.ts';
import { snapshotReport } from '../reports/service.ts';
import { type ComponentScores, scoreDeltas, withOverall } from '../runs/scores.ts';
import type { RunFailure, RunFailureCode } from '../contract/run-failure.ts';
import { previousCompleted } from '../runs/previous-run.ts';
import { settleInterruptedCalls } from '../plans/interrupted-calls.ts';
import { runFinished } from './run-events.ts';
import { workerGoneSql } from '../kernel/worker-session.ts';

export interface FindingRecord {
  severity: Severity;
  category: FindingCategory;
  /** The rubric check that failed; null for findings that come from elsewhere (demo data). */
  checkId: CheckId | VisibilityCheckId | CrawlerCheckId | null;
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
  /** Checks that crashed in the site analysis (docs/methodology.md); stored on the run. Default []. */
  analysisErrors?: AnalysisError[];
}

/** A run as the statements on it name it: its id and its account (docs/scaling.md, "Beyond one primary"). */
export interface RunRef {
  id: string;
  accountId: string;
}

/**
 * Marks a queued run as started by this attempt. Returns null when the run is no longer RUNNING
 * (already completed, failed or failed as stale), or is not of the account named: the job then has
 * nothing to do, which makes retries and duplicate jobs harmless.
 */
export async function claimRun(db: Db, ref: RunRef, workerId: string | null = null) {
  const rows = await db.$queryRaw<{ id: string; attempts: number }[]>`
    UPDATE audit_run SET started_at = COALESCE(started_at, now()), heartbeat_at = now(), attempts = attempts + 1,
      worker_id = ${workerId}
    WHERE account_id = ${ref.accountId} AND id = ${ref.id} AND status = 'RUNNING' RETURNING id, attempts`;
  if (!rows[0]) return null;
  return db.auditRun.findUniqueOrThrow({ where: { id: ref.id, accountId: ref.accountId }, include: { project: true } });
}

export async function heartbeat(db: Db, ref: RunRef, progress?: string): Promise<void> {
  await db.auditRun.updateMany({
    where: { id: ref.id, accountId: ref.accountId, status: 'RUNNING' },
    data: { heartbeatAt: new Date(), ...(progress ? { progress } : {}) },
  });
}

/**
 * Completes a run in one transaction: scores and deltas against the previous completed run,
 * findings, the report snapshot, and the run's completion event. Nothing is visible until all of
 * it is written; a run that is no longer RUNNING is left as it is.
 */
export async function completeRun(db: Db, ref: RunRef, outcome: RunOutcome): Promise<boolean> {
  return db.$transaction((tx) => completeRunTx(tx, ref, outcome), { timeout: 30_000 });
}

/** completeRun inside the caller's transaction (which may already hold the run's lock). */
export async function completeRunTx(tx: Tx, ref: RunRef, outcome: RunOutcome): Promise<boolean> {
  const auditRunId = ref.id;
  const [locked] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM audit_run WHERE account_id = ${ref.accountId} AND id = ${auditRunId} AND status = 'RUNNING' FOR UPDATE`;
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
      analysisErrors: (outcome.analysisErrors ?? []).map((e) => ({ checkId: e.checkId, url: e.url, message: e.message })),
      failureReason: null,
      failureCode: null,
      ...scoreColumns(scores, deltas),
    },
  });
  // The run's visibility comparisons first: the report states them.
  await runFinished(tx, completed);
  await snapshotReport(tx, auditRunId);
  return true;
}

/**
 * Failures on the service's side (not the site's): the project may be audited again at once, and a
 * scheduled audit so lost is run again by the scheduler (core/audits/schedule.ts).
 */
export const releasesSlot = new Set<RunFailureCode>(['worker_lost', 'not_started', 'internal_error']);

/** Fails a run that is still RUNNING, with a stable code and a reason readable by the account holder. */
export async function failRun(db: Db, ref: RunRef, failure: RunFailure): Promise<boolean> {
  return db.$transaction((tx) => failRunTx(tx, ref, failure));
}

export async function failRunTx(tx: Tx, ref: RunRef, failure: RunFailure): Promise<boolean> {
  const auditRunId = ref.id;
  const [locked] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM audit_run WHERE account_id = ${ref.accountId} AND id = ${auditRunId} AND status = 'RUNNING' FOR UPDATE`;
  if (!locked) return false;
  const failed = await tx.auditRun.update({
    where: { id: auditRunId },
    data: { status: 'FAILED', completedAt: new Date(), failureCode: failure.code, failureReason: failure.message.slice(0, 1000) },
  });
  // A run our side lost must not hold the project for the rest of the hour: the "one audit per
  // hour" slot it took is given back (only if no later request took it since).
  if (releasesSlot.has(failure.code)) {
    await tx.project.updateMany({
      where: { id: failed.projectId, lastAuditAcceptedAt: failed.createdAt },
      data: { lastAuditAcceptedAt: null },
    });
  }
  // Nothing of the run is left half-way: a call in flight is settled at its ceiling (the provider
  // may have billed it; docs/engine-spend.md), and probes not finished end with the run's reason.
  await settleInterruptedCalls(
    tx,
    ref,
    failure.code === 'worker_lost'
      ? 'the worker stopped while this call was in flight'
      : `the audit failed (${failure.code}) while this call was in flight`,
  );
  await tx.engineProbe.updateMany({
    where: { auditRunId, status: { in: ['PENDING', 'RUNNING'] } },
    data: { status: 'FAILED', failureCode: failure.code, failureMessage: failure.message.slice(0, 500), finishedAt: new Date() },
  });
  await runFinished(tx, failed);
  return true;
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
    select: { id: true, accountId: true, heartbeatAt: true },
  });
  const failed: string[] = [];
  for (const run of stale) {
    const failure: RunFailure = run.heartbeatAt
      ? {
          code: 'worker_lost',
          message: `The audit stopped making progress (no heartbeat for ${Math.round(staleAfterMs / 1000)} seconds); it was marked as failed.`,
        }
      : { code: 'not_started', message: 'The audit was never picked up by a worker; it was marked as failed.' };
    if (await failRun(db, run, failure)) failed.push(run.id);
  }
  return failed;
}

/**
 * Runs claimed by a worker process that is gone: no database session carries its name any more
 * (a killed process's connections close with it). They fail at once as worker_lost, without
 * waiting for their heartbeat to go stale, and their project can be audited again right away.
 */
export async function failOrphanedRuns(db: Db): Promise<string[]> {
  const orphans = await db.$queryRawUnsafe<RunRef[]>(
    `SELECT r.id, r.account_id AS "accountId" FROM audit_run r WHERE r.status = 'RUNNING' AND r.worker_id IS NOT NULL AND ${workerGoneSql('r.worker_id')}`,
  );
  const failed: string[] = [];
  for (const orphan of orphans) {
    const failure: RunFailure = {
      code: 'worker_lost',
      message: 'The worker running the audit stopped before it finished; the audit was marked as failed.',
    };
    if (await failRun(db, orphan, failure)) failed.push(orphan.id);
  }
  return failed;
}
