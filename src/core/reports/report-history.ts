// What the report compares with: the project's completed audits up to this one, the previous
// completed audit, and the per-engine and per-domain counts its charts draw. Counted in the
// database with the analytics' own queries (share of voice, top cited, score trend).
import type { AuditRun, Engine, PrismaClient, Severity } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { scoresOf } from '../runs/audit-run-view.ts';
import { completedRunScores } from '../analytics/score-trend.ts';
import { brandMentions } from '../analytics/share-of-voice.ts';
import { citedSources } from '../analytics/top-cited.ts';
import type { ScoreSet } from '../runs/scores.ts';

/** Audits drawn in the score trend (the most recent ones, this one last). */
export const trendRunsShown = 12;
/** Domains drawn in the most-cited chart. */
export const topDomainsShown = 8;

/** The delegates read here (a transaction client fits too). */
type HistoryDb = Pick<PrismaClient, '$queryRaw' | 'auditRun' | 'finding'>;

export const severities: readonly Severity[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];

export type SeverityCounts = Record<Severity, number>;

/** Mentions of one brand (the client, or a competitor by normalized name) in one engine's answers. */
export interface ReportBrandMentions {
  engine: Engine;
  /** The project's name for the client; a name the answers used for a competitor. */
  brand: string;
  isClient: boolean;
  mentions: number;
}

export interface ReportDomain {
  domain: string;
  citations: number;
  /** Citations of the domain in the previous completed audit; null when there is none. */
  previousCitations: number | null;
  isClient: boolean;
  isCompetitor: boolean;
}

export interface PreviousAudit {
  id: string;
  runDate: Date;
  scores: ScoreSet;
  findingsBySeverity: SeverityCounts;
  brandMentions: ReportBrandMentions[];
}

export interface ReportHistory {
  /** Completed audits of the project up to this one, oldest first; this one is the last. */
  trend: { runDate: Date; overall: number | null }[];
  /** The previous completed audit of the project; null for the first one. */
  previous: PreviousAudit | null;
  /** This audit's mentions per engine and brand, client and tracked competitors only. */
  brandMentions: ReportBrandMentions[];
  /** This audit's most cited domains, most cited first. */
  topDomains: ReportDomain[];
}

function runCondition(run: Pick<AuditRun, 'id' | 'projectId'>): Prisma.Sql {
  return Prisma.sql`project_id = ${run.projectId} AND audit_run_id = ${run.id}`;
}

async function perEngineBrands(db: HistoryDb, run: Pick<AuditRun, 'id' | 'projectId' | 'accountId'>, clientName: string) {
  const rows = await brandMentions(db, run.accountId, runCondition(run), true);
  return rows.flatMap((r) =>
    r.engine ? [{ engine: r.engine, brand: r.isClient ? clientName : r.name, isClient: r.isClient, mentions: r.mentions }] : [],
  );
}

/** A row of citedSources by domain (its source column is the host). */
function domainRow(r: Awaited<ReturnType<typeof citedSources>>[number]) {
  return { ...r, domain: 'domain' in r ? r.domain : r.host };
}

export function emptySeverityCounts(): SeverityCounts {
  return { CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0 };
}

/** Reads the comparison data of one run; `previous` is the previous completed run of its project. */
export async function loadReportHistory(
  db: HistoryDb,
  run: Pick<AuditRun, 'id' | 'projectId' | 'runDate' | 'accountId'>,
  previous: AuditRun | null,
  clientName: string,
): Promise<ReportHistory> {
  const trend = await completedRunScores(db, run.projectId, { lte: run.runDate }, trendRunsShown);
  const current = await perEngineBrands(db, run, clientName);
  const domains = (await citedSources(db, 'domain', run.accountId, runCondition(run), topDomainsShown)).map(domainRow);
  let previousAudit: PreviousAudit | null = null;
  const previousCounts = new Map<string, number>();
  if (previous) {
    const bySeverity = await db.finding.groupBy({ by: ['severity'], where: { auditRunId: previous.id }, _count: { _all: true } });
    const findingsBySeverity = emptySeverityCounts();
    for (const g of bySeverity) findingsBySeverity[g.severity] = g._count._all;
    previousAudit = {
      id: previous.id,
      runDate: previous.runDate,
      scores: scoresOf(previous),
      findingsBySeverity,
      brandMentions: await perEngineBrands(db, previous, clientName),
    };
    if (domains.length > 0) {
      const hosts = Prisma.join(domains.map((d) => d.domain));
      const rows = await citedSources(
        db,
        'domain',
        previous.accountId,
        Prisma.sql`${runCondition(previous)} AND host IN (${hosts})`,
        topDomainsShown,
      );
      for (const r of rows.map(domainRow)) previousCounts.set(r.domain, r.citations);
    }
  }
  return {
    trend: trend.map((t) => ({ runDate: t.runDate, overall: t.scores.overall })),
    previous: previousAudit,
    brandMentions: current,
    topDomains: domains.map((d) => ({
      domain: d.domain,
      citations: d.citations,
      previousCitations: previous ? (previousCounts.get(d.domain) ?? 0) : null,
      isClient: d.isClient,
      isCompetitor: d.isCompetitor,
    })),
  };
}
