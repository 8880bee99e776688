import type { Db } from '../../db/client.ts';
import type { AuditRun } from '../../generated/prisma/client.ts';
import { failureOf, runFailureCodes } from '../contract/run-failure.ts';
import { isoUtc } from '../kernel/pagination.ts';
import type { ScoreSet } from './scores.ts';

export function scoresOf(run: AuditRun): ScoreSet {
  return {
    overall: run.scoreOverall,
    citability: run.scoreCitability,
    brand: run.scoreBrand,
    eeat: run.scoreEeat,
    technical: run.scoreTechnical,
    schema: run.scoreSchema,
    platform: run.scorePlatform,
  };
}

export function deltasOf(run: AuditRun): ScoreSet {
  return {
    overall: run.deltaOverall,
    citability: run.deltaCitability,
    brand: run.deltaBrand,
    eeat: run.deltaEeat,
    technical: run.deltaTechnical,
    schema: run.deltaSchema,
    platform: run.deltaPlatform,
  };
}

/** Column values of a score set and its deltas, for writes. */
export function scoreColumns(scores: ScoreSet, deltas: ScoreSet) {
  return {
    scoreOverall: scores.overall,
    scoreCitability: scores.citability,
    scoreBrand: scores.brand,
    scoreEeat: scores.eeat,
    scoreTechnical: scores.technical,
    scoreSchema: scores.schema,
    scorePlatform: scores.platform,
    deltaOverall: deltas.overall,
    deltaCitability: deltas.citability,
    deltaBrand: deltas.brand,
    deltaEeat: deltas.eeat,
    deltaTechnical: deltas.technical,
    deltaSchema: deltas.schema,
    deltaPlatform: deltas.platform,
  };
}

export function auditRunSummary(run: AuditRun) {
  return {
    id: run.id,
    status: run.status,
    runDate: run.runDate.toISOString(),
    pagesAnalyzed: run.pagesAnalyzed,
    findingsCount: run.findingsCount,
    scores: scoresOf(run),
    deltas: deltasOf(run),
    failure: failureOf(run),
  };
}

/** "The latest completed run": the newest COMPLETED run by runDate, id breaking ties. */
export const latestCompletedArgs = {
  where: { status: 'COMPLETED' as const },
  orderBy: [{ runDate: 'desc' as const }, { id: 'desc' as const }],
  take: 1,
};

export function latestCompletedRun(db: Pick<Db, 'auditRun'>, projectId: string) {
  return db.auditRun.findFirst({
    where: { projectId, ...latestCompletedArgs.where },
    orderBy: latestCompletedArgs.orderBy,
  });
}

// ---- The same views for SQL reads (core/kernel/pagination.ts): Postgres builds the API's shapes. ----

const scoreKeys = ['overall', 'citability', 'brand', 'eeat', 'technical', 'schema', 'platform'] as const;

function scoreSetJson(alias: string, prefix: 'score' | 'delta'): string {
  return `json_build_object(${scoreKeys.map((k) => `'${k}', ${alias}.${prefix}_${k}`).join(', ')})`;
}

/** `failureOf` in SQL: null unless FAILED; unknown (older) codes read as internal_error. */
function failureJson(alias: string): string {
  const known = runFailureCodes.map((c) => `'${c}'`).join(', ');
  return `CASE WHEN ${alias}.status = 'FAILED' THEN json_build_object(
    'code', CASE WHEN ${alias}.failure_code IN (${known}) THEN ${alias}.failure_code ELSE 'internal_error' END,
    'message', COALESCE(${alias}.failure_reason, 'The audit failed.')) END`;
}

/** Select list of `auditRunSummary` over the audit_run row under `alias`. */
export function auditRunSummaryColumns(alias: string): string {
  return `${alias}.id, ${alias}.status, ${isoUtc(`${alias}.run_date`)} AS "runDate",
    ${alias}.pages_analyzed AS "pagesAnalyzed", ${alias}.findings_count AS "findingsCount",
    ${scoreSetJson(alias, 'score')} AS scores, ${scoreSetJson(alias, 'delta')} AS deltas, ${failureJson(alias)} AS failure`;
}

/** `auditRunSummary` of the audit_run row under `alias` as one JSON value. */
export function auditRunSummaryJson(alias: string): string {
  return `json_build_object('id', ${alias}.id, 'status', ${alias}.status, 'runDate', ${isoUtc(`${alias}.run_date`)},
    'pagesAnalyzed', ${alias}.pages_analyzed, 'findingsCount', ${alias}.findings_count,
    'scores', ${scoreSetJson(alias, 'score')}, 'deltas', ${scoreSetJson(alias, 'delta')}, 'failure', ${failureJson(alias)})`;
}

/**
 * LATERAL subquery of "the latest completed run" of the project of alias `project`, with the
 * columns `select` (of alias `ar`); bounded by the (project_id, status, run_date, id) index. The
 * run is joined on the account too (docs/scaling.md, "Beyond one primary").
 */
export function latestCompletedRunSql(project: string, select: string): string {
  return `SELECT ${select} FROM audit_run ar
    WHERE ar.account_id = ${project}.account_id AND ar.project_id = ${project}.id AND ar.status = 'COMPLETED'
    ORDER BY ar.run_date DESC, ar.id DESC LIMIT 1`;
}
