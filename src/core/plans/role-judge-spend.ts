/**
 * What the optional role judge cost a project in a UTC month (the ledger's month: its calls are
 * reserved and settled in the project's engine budget like a probe's, so this is part of the
 * month's engine spend, not beside it): the calls asked of the model (judged, fallen back or still
 * in flight), the answers served from its cache (nothing asked, nothing spent) and their cost.
 */
import type { Db } from '../../db/client.ts';
import { usagePeriod } from './plans.ts';

export interface RoleJudgeSpend {
  /** Calls asked of the model this month (JUDGED, FALLBACK or RESERVED). */
  calls: number;
  /** Answers whose verdicts came from the cache this month. */
  cached: number;
  /** What the calls cost, in millionths of a dollar (within the month's engine spend). */
  costMicros: number;
}

/** The spend of each of `projectIds` in the month of `at`; a project without judge calls spent nothing. */
export async function roleJudgeSpendOf(
  db: Db,
  accountId: string,
  projectIds: readonly string[],
  at: Date,
): Promise<(projectId: string) => RoleJudgeSpend> {
  const period = usagePeriod(at);
  const rows = await db.$queryRaw<{ project: string; calls: number; cached: number; cost: bigint }[]>`
    SELECT project_id AS project, count(*) FILTER (WHERE status <> 'CACHED')::int AS calls,
      count(*) FILTER (WHERE status = 'CACHED')::int AS cached, COALESCE(sum(cost_micros), 0)::bigint AS cost
    FROM role_judge_call
    WHERE account_id = ${accountId} AND project_id = ANY(${[...projectIds]}) AND created_at >= ${period.start} AND created_at < ${period.end}
    GROUP BY project_id`;
  const spent = new Map(rows.map((r) => [r.project, { calls: r.calls, cached: r.cached, costMicros: Number(r.cost) }]));
  return (projectId) => spent.get(projectId) ?? { calls: 0, cached: 0, costMicros: 0 };
}
