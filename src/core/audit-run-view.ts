import type { Db } from '../db/client.ts';
import type { AuditRun } from '../generated/prisma/client.ts';
import { failureOf } from './audits/failure.ts';
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
