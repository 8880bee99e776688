// The seven scores of each completed run of a project in a window, oldest first (for charts).
import type { Db } from '../../db/client.ts';
import type { AuditRun } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjects } from '../access/project-scope.ts';
import { scoresOf } from '../runs/audit-run-view.ts';
import { dateRange } from '../kernel/time-range.ts';
import type { scorePointSchema } from '../contract/aggregates.ts';
import type { z } from 'zod';

/** A point of a trend as GraphQL's ScorePoint sends it. */
export type ScorePoint = z.output<typeof scorePointSchema>;

/** Ten years of weekly runs; a wider window gets the most recent ones. */
const MAX_POINTS = 520;

type DateRange = { gte?: Date; lte?: Date } | undefined;

/** The runs of a trend: a project's completed runs in a date range, the most recent `take` of them (newest first). */
function completedRunsArgs(range: DateRange, take: number) {
  return {
    where: { status: 'COMPLETED' as const, ...(range ? { runDate: range } : {}) },
    orderBy: [{ runDate: 'desc' as const }, { id: 'desc' as const }],
    take,
  };
}

/** A trend's points, oldest first, from its runs newest first. */
const pointsOf = (runs: AuditRun[]) => runs.reverse().map((r) => ({ auditRunId: r.id, runDate: r.runDate, scores: scoresOf(r) }));

/** The completed runs of a project in a date range, oldest first: the most recent `take` of them. */
export async function completedRunScores(db: Pick<Db, 'auditRun'>, projectId: string, range: DateRange, take = MAX_POINTS) {
  const { where, ...args } = completedRunsArgs(range, take);
  return pointsOf(await db.auditRun.findMany({ where: { projectId, ...where }, ...args }));
}

/** The score trend of each project among `slugs` the principal may see, by slug: one statement (the runs joined to their project). */
export async function scoreTrends(
  db: Db,
  p: Principal,
  slugs: readonly string[],
  input: { from?: string; to?: string },
): Promise<Map<string, ScorePoint[]>> {
  const projects = await db.project.findMany({
    where: { slug: { in: [...slugs] }, ...visibleProjects(p) },
    select: { slug: true, auditRuns: completedRunsArgs(dateRange(input.from, input.to), MAX_POINTS) },
  });
  return new Map(projects.map((pr) => [pr.slug, pointsOf(pr.auditRuns).map((r) => ({ ...r, runDate: r.runDate.toISOString() }))] as const));
}
