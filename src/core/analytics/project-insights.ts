/**
 * What the dashboard's project pages show, computed with SQL aggregates: score trends, the
 * latest run's state, and share of voice / visibility by engine and by brand. Names are distinct
 * from src/core/analytics (GraphQL) on purpose; the two are to be reconciled.
 */
import type { Db } from '../../db/client.ts';
import { shareOfVoice } from './share-of-voice.ts';
import { visibility } from './visibility.ts';
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
 * Project overview: the seven scores of every completed run (oldest first), the newest run of
 * any status, and over the window (`from` to `to`, both optional): per engine the share of voice and visibility (the
 * share of answers naming the brand), per brand its share of voice, as core/analytics defines
 * them. A share with nothing to divide by is null, never 0.
 */
export async function projectOverview(db: Db, p: Principal, window: { slug: string; from?: string; to?: string }) {
  const project = await projectForPrincipal(db, p, window.slug);
  // The same definitions as GraphQL's aggregates (core/analytics, docs/graphql.md): one rule each.
  // The four reads are independent; each aggregate checks the principal's scope itself.
  const [completed, newest, perEngine, brands] = await Promise.all([
    db.auditRun.findMany({
      where: { projectId: project.id, status: 'COMPLETED' },
      orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
      take: SERIES_POINTS,
    }),
    db.auditRun.findFirst({ where: { projectId: project.id }, orderBy: [{ runDate: 'desc' }, { id: 'desc' }] }),
    visibility(db, p, { ...window, groupBy: 'ENGINE' }),
    shareOfVoice(db, p, window),
  ]);
  const perBrand = brands.slice(0, 12);
  // "What changed": the newest completed run's significant changes against the run before it.
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
    project: { slug: project.slug, name: project.name, domain: project.domain },
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
    byEngine: perEngine.map((e) => ({
      engine: e.key ?? '',
      shareOfVoice: e.shareOfVoice,
      /** Share of the engine's answers that name the brand (the mention rate). */
      visibility: e.mentionRate,
      /** The 95% intervals (core/analytics/intervals.ts), drawn as bands. */
      visibilityLow: e.mentionRateLow,
      visibilityHigh: e.mentionRateHigh,
      shareOfVoiceLow: e.shareOfVoiceLow,
      shareOfVoiceHigh: e.shareOfVoiceHigh,
      mentions: e.clientMentions + e.competitorMentions,
      answers: e.answers,
    })),
    whatChanged,
    byBrand: perBrand.map((b) => ({ name: b.name, isClient: b.isClient, mentions: b.mentions, shareOfVoice: b.share })),
  };
}
