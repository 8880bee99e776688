/** Everything the Tracking setup page shows of a project in one read: what it tracks, the engines, the plan's limits, this month's engine spend and the role judge's part of it. */
import type { Db } from '../../db/client.ts';
import type { Project } from '../../generated/prisma/client.ts';
import { enginesStatus } from '../../engines/registry.ts';
import type { RoleJudgeConfig } from '../../engines/role-judge-settings.ts';
import type { EngineSettings } from '../../engines/settings.ts';
import { roleJudgeSpendOf } from '../plans/role-judge-spend.ts';
import { plans } from '../plans/plans.ts';
import { budgetMonth, engineSpendOf } from '../plans/engine-budget.ts';
import { listCompetitors } from './competitors.ts';
import { listPrompts } from './prompts.ts';
import { trackingSettingsView } from './settings.ts';
import type { TrackedProject } from './tracked-project.ts';

export async function trackingOverview(
  db: Db,
  project: TrackedProject & Pick<Project, 'slug'>,
  settings: EngineSettings,
  judge: RoleJudgeConfig | null,
  at: Date = new Date(),
) {
  const [prompts, competitors, spend, judgeSpend] = await Promise.all([
    listPrompts(db, project),
    listCompetitors(db, project),
    engineSpendOf(db, project, at),
    roleJudgeSpendOf(db, project.accountId, [project.id], at),
  ]);
  const limits = plans[project.plan];
  return {
    project: { slug: project.slug, name: project.name, domain: project.domain, plan: project.plan },
    prompts,
    competitors,
    settings: trackingSettingsView(project, settings),
    /** All seven engines; `configured` says whether this service has a key for it. */
    engines: enginesStatus(settings),
    limits: { trackedPrompts: limits.trackedPrompts, competitors: limits.competitors },
    /**
     * Committed engine spend of the UTC month (reserved and settled calls, never above the budget)
     * against the plan's budget, and the cost providers reported beyond it (no call is made while above zero).
     */
    engineBudget: {
      month: budgetMonth(at),
      spentMicros: spend.committedMicros,
      overrunMicros: spend.overrunMicros,
      budgetMicros: limits.engineBudgetMicros,
    },
    /**
     * The optional role judge: whether this service has one (a key of a provider it speaks to) and
     * its model, and what it cost the project this month (part of `engineBudget.spentMicros`).
     */
    roleJudge: {
      available: judge !== null,
      model: judge?.model ?? null,
      ...judgeSpend(project.id),
    },
  };
}
