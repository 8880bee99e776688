/** Plan and usage of an account for the settings page: audits this month against the cap, engine spend and the role judge's part of it. */
import type { Db } from '../../db/client.ts';
import { countedRuns } from './audit-runs.ts';
import { plans, usagePeriod } from '../plans/plans.ts';
import { roleJudgeSpendOf } from '../plans/role-judge-spend.ts';

export async function planUsage(db: Db, accountId: string) {
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId } });
  const period = usagePeriod(new Date());
  const projects = await db.project.findMany({ where: { accountId }, orderBy: { createdAt: 'asc' } });
  const audits = await db.auditRun.groupBy({
    by: ['projectId'],
    where: { accountId, ...countedRuns(period) },
    _count: { _all: true },
  });
  const spend = await db.engineBudgetMonth.groupBy({
    by: ['projectId'],
    where: { accountId, month: period.start },
    _sum: { committedMicros: true, overrunMicros: true },
  });
  const judge = await roleJudgeSpendOf(
    db,
    accountId,
    projects.map((p) => p.id),
    new Date(),
  );
  const limits = plans[account.plan];
  return {
    plan: account.plan,
    limits,
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
    brandsUsed: projects.length,
    projects: projects.map((p) => ({
      slug: p.slug,
      name: p.name,
      plan: p.plan,
      auditsThisMonth: audits.find((a) => a.projectId === p.id)?._count._all ?? 0,
      auditCap: plans[p.plan].monthlyAuditsPerProject,
      engineSpendMicros: Number(spend.find((s) => s.projectId === p.id)?._sum.committedMicros ?? 0n),
      /** Cost providers reported beyond the budget this month (docs/engine-spend.md). */
      engineOverrunMicros: Number(spend.find((s) => s.projectId === p.id)?._sum.overrunMicros ?? 0n),
      engineBudgetMicros: plans[p.plan].engineBudgetMicros,
      /** The role judge's calls this month and their cost (part of engineSpendMicros: docs/methodology.md, "The role judge"). */
      roleJudge: judge(p.id),
    })),
  };
}
