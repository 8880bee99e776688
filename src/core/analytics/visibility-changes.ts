// Significant change, stored: when a run completes, its per-engine comparisons with the previous
// completed run of the project are computed once (compare-audits.ts) and written to
// visibility_change; GraphQL, the dashboard, the report and the visibility.changed webhook read them.
import type { Db, Tx } from '../../db/client.ts';
import { type AuditRun, type Engine, Prisma, type VisibilityChange } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { previousCompleted } from '../runs/previous-run.ts';
import { newId } from '../kernel/ids.ts';
import { visibleRuns } from '../observations/run-engine-results.ts';
import { compareAudits, type EngineCounts, type VisibilityComparison } from './compare-audits.ts';
import { visibilityOf } from './visibility.ts';

/** Per engine, what the answers of one run add up to: the ENGINE buckets of the visibility aggregate. */
async function engineCountsOfRun(tx: Pick<Tx, '$queryRaw'>, run: AuditRun, auditRunId: string): Promise<EngineCounts[]> {
  const scope = Prisma.sql`project_id = ${run.projectId} AND audit_run_id = ${auditRunId}`;
  const buckets = await visibilityOf(tx, { accountId: run.accountId, where: scope, answerWhere: scope }, 'ENGINE');
  return buckets.map((b) => ({
    engine: b.key as Engine,
    answers: b.answers,
    answersMentioningClient: b.answersMentioningClient,
    answersCitingClient: b.answersCitingClient,
    clientMentions: b.clientMentions,
    brandMentions: b.clientMentions + b.competitorMentions,
    clientSquares: b.voiceSums.clientSquares,
    clientBrandProducts: b.voiceSums.clientBrandProducts,
    brandSquares: b.voiceSums.brandSquares,
  }));
}

export interface RecordedChanges {
  previousAuditRunId: string;
  comparisons: VisibilityComparison[];
}

/**
 * Compares a run that just completed (inside the transaction that completes it) with the previous
 * completed run and stores every comparison; null when there is no previous run. Idempotent.
 */
export async function recordVisibilityChanges(tx: Tx, run: AuditRun): Promise<RecordedChanges | null> {
  const previous = await previousCompleted(tx, run.projectId, run);
  if (!previous) return null;
  const before = await engineCountsOfRun(tx, run, previous.id);
  const after = await engineCountsOfRun(tx, run, run.id);
  const comparisons = compareAudits(before, after);
  await tx.visibilityChange.deleteMany({ where: { auditRunId: run.id } });
  await tx.visibilityChange.createMany({
    data: comparisons.map((c) => ({
      id: newId('visibilityChange'),
      accountId: run.accountId,
      projectId: run.projectId,
      auditRunId: run.id,
      previousAuditRunId: previous.id,
      engine: c.engine,
      metric: c.metric,
      pValue: c.pValue,
      adjustedPValue: c.adjustedPValue,
      significant: c.significant,
      beforeValue: c.before.value,
      beforeLow: c.before.low,
      beforeHigh: c.before.high,
      beforeN: c.before.n,
      afterValue: c.after.value,
      afterLow: c.after.low,
      afterHigh: c.after.high,
      afterN: c.after.n,
    })),
  });
  return { previousAuditRunId: previous.id, comparisons };
}

function comparisonOf(row: VisibilityChange): VisibilityComparison {
  return {
    engine: row.engine,
    metric: row.metric,
    pValue: row.pValue,
    adjustedPValue: row.adjustedPValue,
    significant: row.significant,
    before: { value: row.beforeValue, low: row.beforeLow, high: row.beforeHigh, n: row.beforeN },
    after: { value: row.afterValue, low: row.afterLow, high: row.afterHigh, n: row.afterN },
  };
}

/** The stored comparisons of a run, engine then metric order, significant ones only unless `significantOnly` is false. */
function storedChanges(opts: { significantOnly?: boolean }) {
  return {
    where: opts.significantOnly === false ? {} : { significant: true },
    orderBy: [{ engine: 'asc' as const }, { metric: 'asc' as const }],
  };
}

/** The comparisons of one run. No access check: for callers that already hold the run (the report). */
export async function visibilityChangesOfRun(
  db: Pick<Db, 'visibilityChange'>,
  auditRunId: string,
  opts: { significantOnly?: boolean } = {},
): Promise<VisibilityComparison[]> {
  const { where, orderBy } = storedChanges(opts);
  const rows = await db.visibilityChange.findMany({ where: { auditRunId, ...where }, orderBy });
  return rows.map(comparisonOf);
}

/** The comparisons of each run among `runIds` the principal may see, by run id: one statement. */
export async function visibilityChangesOfRuns(
  db: Db,
  p: Principal,
  runIds: readonly string[],
  opts: { significantOnly?: boolean } = {},
): Promise<Map<string, VisibilityComparison[]>> {
  const runs = await db.auditRun.findMany({ where: visibleRuns(p, runIds), select: { id: true, visibilityChanges: storedChanges(opts) } });
  return new Map(runs.map((r) => [r.id, r.visibilityChanges.map(comparisonOf)]));
}
