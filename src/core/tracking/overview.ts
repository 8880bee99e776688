/** Everything the Tracking setup page shows of a project in one read: what it tracks, the engines, the plan's limits and this month's engine spend. */
import type { Db } from '../../db/client.ts';
import type { Project } from '../../generated/prisma/client.ts';
import { enginesStatus } from '../../engines/registry.ts';
import type { EngineSettings } from '../../engines/settings.ts';
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
  at: Date = new Date(),
) {
  const [prompts, competitors, spend] = await Promise.all([
    listPrompts(db, project),
    listCompetitors(db, project),
    engineSpendOf(db, project.id, at),
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
  };
}
