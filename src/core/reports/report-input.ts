import { z } from 'zod';
import { type Engine, type Finding, Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { deltasOf, scoresOf } from '../runs/audit-run-view.ts';
import type { ScoreSet } from '../runs/scores.ts';
import { failureOf } from '../contract/run-failure.ts';
import { engineSkipReasons, findingContentFields, readSiteOutcome } from '../runs/site-outcome.ts';
import { loadReportHistory, type ReportHistory } from './report-history.ts';
import type { VisibilityComparison } from '../analytics/compare-audits.ts';
import { visibilityChangesOfRun } from '../analytics/visibility-changes.ts';
import type { PeriodComparison } from '../analytics/period-comparison.ts';
import { compareAnswerScopes } from '../analytics/visibility-summary.ts';
import { loadReportCrawlers, type ReportCrawlers } from './crawlers-section.ts';
import { loadReportFanout, type ReportFanout } from './fanout-section.ts';

/** Everything the client report shows, read once from the database; the renderers are pure. */
export interface ReportInput {
  project: { name: string; slug: string; domain: string };
  run: { id: string; runDate: Date; pagesAnalyzed: number; scores: ScoreSet; deltas: ScoreSet };
  /** All findings of the run, CRITICAL first, then by id. */
  findings: ReportFinding[];
  /** The previous completed audit and the counts the charts draw. */
  history: ReportHistory;
  /** Every visibility comparison with the previous completed audit (stored when the run completed); null: none was made. */
  visibilityChanges: VisibilityComparison[] | null;
  /**
   * The client's mention rate, citation rate, share of voice and average position over all the
   * run's answers against the previous completed run's (the KPI header's comparison,
   * analytics/period-comparison.ts); on a first audit the previous side is empty (`no_data`).
   */
  visibility: PeriodComparison;
  /** The prompts the run asked, in the order first asked, with how many answers each got. */
  prompts: ReportPrompt[];
  /** Times each engine was asked each prompt in this run (its probes' setting); null when no engine was asked. */
  samplesPerPrompt: number | null;
  /** Engines that gave at least one kept answer in this run. */
  enginesAnswered: Engine[];
  /** Only engines with at least one citation in the run; the renderer fills in the others with zeros. */
  citationsByEngine: EngineCitations[];
  /** Only engines with at least one mention in the run; the renderer fills in the others with zeros. */
  mentionsByEngine: EngineMentions[];
  competitors: { name: string; domain: string }[];
  /** What the run asked the AI engines: honest about what was asked, what failed and why. */
  engines: EngineReport;
  /** Checks that crashed in the site analysis (audit_run.analysis_errors); absent or [] on a sound run. */
  analysisErrors?: ReportAnalysisError[];
  /** Runs of the project that failed after the previous completed run and before this one, oldest first. */
  failedSince?: ReportFailedRun[];
  /** AI crawlers and referrals over the 30 days up to the run (./crawlers-section.ts); null without log data. */
  crawlers?: ReportCrawlers | null;
  /** What the engines searched for when answering the run's prompts (./fanout-section.ts); null when the run has no answer. */
  fanout?: ReportFanout | null;
  generatedAt: Date;
}

/**
 * `asked`: each engine's probe; `skipped`: no engine was asked, and why; `demo`: the run is
 * generated demo data (nothing was observed from an engine).
 */
export type EngineReport = { kind: 'asked'; probes: EngineProbeReport[] } | { kind: 'skipped'; reason: string } | { kind: 'demo' };

export interface EngineProbeReport {
  engine: Engine;
  model: string | null;
  status: 'SUCCEEDED' | 'FAILED' | 'PENDING' | 'RUNNING' | 'SKIPPED';
  promptsTotal: number;
  promptsAnswered: number;
  promptsFailed: number;
  failureMessage: string | null;
  /** Of the answers, those cut off before the end: kept, not scored. */
  promptsTruncated?: number;
  /** Models the provider says answered, where they differ from `model` (a retired model routed elsewhere). */
  servedModels?: string[];
}

/**
 * audit_run.analysis_errors as stored. checkId is read as any string: a run keeps the ids of the
 * release that analysed it, even after a check is renamed.
 */
const storedAnalysisErrors = z.array(z.object({ checkId: z.string().nullable(), url: z.string().nullable(), message: z.string() }));

export type ReportAnalysisError = z.infer<typeof storedAnalysisErrors>[number];

export interface ReportPrompt {
  text: string;
  /** Answers kept (answered, not cut off) over all engines and samples. */
  answers: number;
}

export interface ReportFailedRun {
  runDate: Date;
  code: string;
  message: string;
}

/** At most this many failed runs are listed (the API's score history has them all). */
const failedRunsShown = 20;

export type ReportFinding = Pick<Finding, keyof typeof findingContentFields | 'status'>;

export interface EngineCitations {
  engine: Engine;
  total: number;
  /** Citations of the client's own domain. */
  client: number;
  /** Citations of a tracked competitor's domain. */
  competitor: number;
}

export interface EngineMentions {
  engine: Engine;
  total: number;
  /** Mentions of the client's brand. */
  client: number;
  /** Mentions of tracked competitors. */
  competitor: number;
  /** Sentiment of the client's mentions only (what the brand score is about). */
  positive: number;
  neutral: number;
  negative: number;
  mixed: number;
}

/** An engine's mention counts before any mention is counted. */
export function noMentions(engine: Engine): EngineMentions {
  return { engine, total: 0, client: 0, competitor: 0, positive: 0, neutral: 0, negative: 0, mixed: 0 };
}

/** The delegates used here; both the PrismaClient and an interactive transaction client fit. */
export type ReportDb = Pick<
  PrismaClient,
  '$queryRaw' | 'auditRun' | 'finding' | 'citation' | 'mention' | 'competitor' | 'engineProbe' | 'engineAnswer' | 'visibilityChange'
>;

/** The answers of one run, as the visibility aggregate scopes them. */
function runScope(run: { accountId: string; projectId: string }, auditRunId: string | null) {
  const where = auditRunId ? Prisma.sql`project_id = ${run.projectId} AND audit_run_id = ${auditRunId}` : Prisma.sql`FALSE`;
  return { accountId: run.accountId, where, answerWhere: where };
}

/**
 * Reads the report data of one audit run. Citations and mentions are counted in the database
 * (one GROUP BY each), never loaded row by row. Throws Prisma's not-found error when the run
 * does not exist; callers check access and status before.
 */
export async function loadReportInput(db: ReportDb, auditRunId: string): Promise<ReportInput> {
  const run = await db.auditRun.findUniqueOrThrow({
    where: { id: auditRunId },
    include: { project: { select: { id: true, name: true, slug: true, domain: true } } },
  });

  // Sequential on purpose: a transaction client runs one query at a time anyway.
  const findings = await db.finding.findMany({
    where: { auditRunId },
    orderBy: [{ severity: 'asc' }, { id: 'asc' }],
    select: { ...findingContentFields, status: true },
  });
  const citationGroups = await db.citation.groupBy({
    by: ['engine', 'isClientDomain', 'isCompetitorDomain'],
    where: { auditRunId },
    _count: { _all: true },
  });
  const mentionGroups = await db.mention.groupBy({
    by: ['engine', 'kind', 'sentiment'],
    where: { auditRunId },
    _count: { _all: true },
  });
  const competitors = await db.competitor.findMany({
    where: { projectId: run.projectId },
    orderBy: [{ name: 'asc' }, { domain: 'asc' }],
    select: { name: true, domain: true },
  });

  const previous = await db.auditRun.findFirst({
    where: { projectId: run.projectId, status: 'COMPLETED', runDate: { lt: run.runDate } },
    orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
  });
  const failedRuns = await db.auditRun.findMany({
    where: { projectId: run.projectId, status: 'FAILED', runDate: { lt: run.runDate, ...(previous ? { gt: previous.runDate } : {}) } },
    orderBy: [{ runDate: 'asc' }, { id: 'asc' }],
    take: failedRunsShown,
  });
  const failedSince = failedRuns.flatMap((r) => {
    const failure = failureOf(r);
    return failure ? [{ runDate: r.runDate, code: failure.code, message: failure.message }] : [];
  });

  const probes = await db.engineProbe.findMany({ where: { auditRunId }, orderBy: [{ engine: 'asc' }] });
  const answerGroups = await db.engineAnswer.groupBy({
    by: ['engine', 'servedModel', 'truncated'],
    where: { auditRunId, status: 'ANSWERED' },
    _count: { _all: true },
  });
  const skip = readSiteOutcome(run.siteOutcome)?.engineSkip ?? null;
  const engines: EngineReport =
    run.trigger === 'DEMO'
      ? { kind: 'demo' }
      : probes.length > 0
        ? {
            kind: 'asked',
            probes: probes.map((p) => ({
              engine: p.engine,
              model: p.model,
              status: p.status,
              promptsTotal: p.promptsTotal,
              promptsAnswered: p.promptsAnswered,
              promptsFailed: p.promptsFailed,
              failureMessage: p.failureMessage,
              promptsTruncated: answerGroups.filter((g) => g.engine === p.engine && g.truncated).reduce((n, g) => n + g._count._all, 0),
              servedModels: [
                ...new Set(
                  answerGroups.flatMap((g) => (g.engine === p.engine && g.servedModel && g.servedModel !== p.model ? [g.servedModel] : [])),
                ),
              ].sort(),
            })),
          }
        : { kind: 'skipped', reason: engineSkipReasons[skip ?? 'no_prompts'] };

  const citations = new Map<Engine, EngineCitations>();
  for (const g of citationGroups) {
    const row = citations.get(g.engine) ?? { engine: g.engine, total: 0, client: 0, competitor: 0 };
    const n = g._count._all;
    row.total += n;
    if (g.isClientDomain) row.client += n;
    if (g.isCompetitorDomain) row.competitor += n;
    citations.set(g.engine, row);
  }

  const mentions = new Map<Engine, EngineMentions>();
  for (const g of mentionGroups) {
    const row = mentions.get(g.engine) ?? noMentions(g.engine);
    const n = g._count._all;
    row.total += n;
    if (g.kind === 'COMPETITOR') row.competitor += n;
    if (g.kind === 'CLIENT') {
      row.client += n;
      if (g.sentiment === 'POSITIVE') row.positive += n;
      else if (g.sentiment === 'NEUTRAL') row.neutral += n;
      else if (g.sentiment === 'NEGATIVE') row.negative += n;
      else if (g.sentiment === 'MIXED') row.mixed += n;
    }
    mentions.set(g.engine, row);
  }

  const history = await loadReportHistory(db, run, previous, run.project.name);
  const visibilityChanges = previous ? await visibilityChangesOfRun(db, run.id, { significantOnly: false }) : null;
  const visibility = await compareAnswerScopes(db, runScope(run, run.id), runScope(run, previous?.id ?? null));
  const kept = await db.engineAnswer.findMany({
    where: { auditRunId, status: 'ANSWERED', truncated: false },
    select: { promptText: true, engine: true },
    orderBy: [{ askedAt: 'asc' }, { id: 'asc' }],
  });
  const prompts = new Map<string, ReportPrompt>();
  for (const a of kept) {
    const p = prompts.get(a.promptText) ?? { text: a.promptText, answers: 0 };
    p.answers += 1;
    prompts.set(a.promptText, p);
  }

  return {
    project: { name: run.project.name, slug: run.project.slug, domain: run.project.domain },
    run: {
      id: run.id,
      runDate: run.runDate,
      pagesAnalyzed: run.pagesAnalyzed,
      scores: scoresOf(run),
      deltas: deltasOf(run),
    },
    findings,
    history,
    visibilityChanges,
    visibility,
    prompts: [...prompts.values()],
    samplesPerPrompt: probes.length ? Math.max(...probes.map((p) => p.samplesPerPrompt)) : null,
    enginesAnswered: [...new Set(kept.map((a) => a.engine))],
    citationsByEngine: [...citations.values()],
    mentionsByEngine: [...mentions.values()],
    competitors,
    engines,
    analysisErrors: storedAnalysisErrors.parse(run.analysisErrors),
    failedSince,
    crawlers: await loadReportCrawlers(db, run.projectId, run.runDate, run),
    fanout: await loadReportFanout(db, { id: run.projectId, accountId: run.accountId }, run.id),
    generatedAt: run.completedAt ?? new Date(),
  };
}
