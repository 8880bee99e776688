// The seven scores of each completed run of a project in a window, oldest first (for charts).
import type { Db } from '../../db/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { scoresOf } from '../runs/audit-run-view.ts';
import { dateRange } from '../kernel/time-range.ts';

/** Ten years of weekly runs; a wider window gets the most recent ones. */
const MAX_POINTS = 520;

export async function scoreTrend(db: Db, p: Principal, input: { slug: string; from?: string; to?: string }) {
  const project = await projectForPrincipal(db, p, input.slug);
  const range = dateRange(input.from, input.to);
  const runs = await db.auditRun.findMany({
    where: { projectId: project.id, status: 'COMPLETED', ...(range ? { runDate: range } : {}) },
    orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
    take: MAX_POINTS,
  });
  return runs.reverse().map((r) => ({ auditRunId: r.id, runDate: r.runDate.toISOString(), scores: scoresOf(r) }));
}
