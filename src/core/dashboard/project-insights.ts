/**
 * What the dashboard's project pages show, computed with SQL aggregates: score trends, the
 * latest run's state, and share of voice / visibility by engine and by brand. Names are distinct
 * from src/core/analytics (GraphQL) on purpose; the two are to be reconciled.
 */
import type { Db } from '../../db/client.ts';
import type { Principal } from '../api-keys.ts';
import { projectForPrincipal } from '../access.ts';
import { deltasOf, scoresOf } from '../audit-run-view.ts';
import { AppError } from '../errors.ts';

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
  const latest = new Map(
    (await db.auditRun.findMany({ where: { id: { in: latestIds } } })).map((r) => [r.projectId, r]),
  );
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

/** The state of one run, for polling: status, progress note, and the failure reason when it failed. */
export async function runState(db: Db, p: Principal, id: string) {
  const run = await db.auditRun.findFirst({ where: { id, accountId: p.accountId }, include: { project: { select: { slug: true } } } });
  if (!run) throw new AppError('not_found');
  return {
    id: run.id,
    projectSlug: run.project.slug,
    status: run.status,
    trigger: run.trigger,
    progress: run.progress,
    failureCode: run.failureCode,
    failureReason: run.failureReason,
    runDate: run.runDate.toISOString(),
    completedAt: run.completedAt?.toISOString() ?? null,
    pagesAnalyzed: run.pagesAnalyzed,
    findingsCount: run.findingsCount,
    scores: scoresOf(run),
  };
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

/**
 * Project overview: the seven scores of every completed run (oldest first), the newest run of
 * any status, and over the last `days` days: per engine the share of voice (client mentions of
 * all brand mentions) and visibility (client citations of all citations), per brand its share of
 * the brand mentions. A share with nothing to divide by is null, never 0.
 */
export async function projectOverview(db: Db, p: Principal, slug: string, days: number) {
  const project = await projectForPrincipal(db, p, slug);
  const completed = await db.auditRun.findMany({
    where: { projectId: project.id, status: 'COMPLETED' },
    orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
    take: SERIES_POINTS,
  });
  const newest = await db.auditRun.findFirst({ where: { projectId: project.id }, orderBy: [{ runDate: 'desc' }, { id: 'desc' }] });
  const since = new Date(Date.now() - days * 86_400_000);
  const mentionRows = await db.$queryRaw<{ engine: string; client: bigint; brands: bigint }[]>`
    SELECT engine::text AS engine,
           count(*) FILTER (WHERE kind = 'CLIENT') AS client,
           count(*) FILTER (WHERE kind IN ('CLIENT', 'COMPETITOR')) AS brands
    FROM mention WHERE project_id = ${project.id} AND observed_at >= ${since} GROUP BY engine ORDER BY engine`;
  const citationRows = await db.$queryRaw<{ engine: string; client: bigint; total: bigint }[]>`
    SELECT engine::text AS engine, count(*) FILTER (WHERE is_client_domain) AS client, count(*) AS total
    FROM citation WHERE project_id = ${project.id} AND observed_at >= ${since} GROUP BY engine ORDER BY engine`;
  const brandRows = await db.$queryRaw<{ name: string; kind: string; mentions: bigint }[]>`
    SELECT min(name) AS name, kind::text AS kind, count(*) AS mentions
    FROM mention WHERE project_id = ${project.id} AND observed_at >= ${since} AND kind IN ('CLIENT', 'COMPETITOR')
    GROUP BY normalized_name, kind ORDER BY count(*) DESC, min(name) LIMIT 12`;
  const engines = [...new Set([...mentionRows.map((r) => r.engine), ...citationRows.map((r) => r.engine)])].sort();
  const brandTotal = brandRows.reduce((n, r) => n + Number(r.mentions), 0);
  return {
    project: { slug: project.slug, name: project.name, domain: project.domain },
    days,
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
    byEngine: engines.map((engine) => {
      const m = mentionRows.find((r) => r.engine === engine);
      const c = citationRows.find((r) => r.engine === engine);
      return {
        engine,
        shareOfVoice: share(Number(m?.client ?? 0), Number(m?.brands ?? 0)),
        visibility: share(Number(c?.client ?? 0), Number(c?.total ?? 0)),
        mentions: Number(m?.brands ?? 0),
        citations: Number(c?.total ?? 0),
      };
    }),
    byBrand: brandRows.map((r) => ({
      name: r.name,
      isClient: r.kind === 'CLIENT',
      mentions: Number(r.mentions),
      shareOfVoice: share(Number(r.mentions), brandTotal),
    })),
  };
}
