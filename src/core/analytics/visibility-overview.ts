// "How visible are we, and did it change?" in one read (the assistants' get_visibility): the
// summary of a range against the previous period, each engine's figures over the range, and the
// latest completed audit's stored comparisons with the audit before it (visibility-changes.ts).
import type { Db } from '../../db/client.ts';
import type { Engine } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { previousCompleted } from '../runs/previous-run.ts';
import type { AnalyticsWindow } from './answer-window.ts';
import { visibility } from './visibility.ts';
import { visibilityChangesOfRun } from './visibility-changes.ts';
import { comparedPeriods, visibilitySummary } from './visibility-summary.ts';

/** The latest completed run of the project and its comparisons with the run before it (of `engine` only, when given). */
async function latestAuditChanges(db: Db, p: Principal, input: AnalyticsWindow) {
  const project = await projectForPrincipal(db, p, input.slug);
  const run = await db.auditRun.findFirst({
    where: { projectId: project.id, status: 'COMPLETED' },
    orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
  });
  if (!run) return null;
  const [previous, changes] = await Promise.all([
    previousCompleted(db, project.id, run),
    visibilityChangesOfRun(db, run.id, { significantOnly: false }),
  ]);
  const compared = changes.filter((c) => input.engine === undefined || c.engine === input.engine);
  return {
    auditRunId: run.id,
    runDate: run.runDate.toISOString(),
    previousAuditRunId: previous?.id ?? null,
    compared: compared.length,
    significantChanges: compared.filter((c) => c.significant),
  };
}

export async function visibilityOverview(db: Db, p: Principal, input: AnalyticsWindow, now = new Date()) {
  const { current } = comparedPeriods(input, now);
  const range = { slug: input.slug, from: current.from.toISOString(), to: current.to.toISOString(), engine: input.engine };
  const [summary, engines, latestAudit] = await Promise.all([
    visibilitySummary(db, p, input, now),
    visibility(db, p, { ...range, groupBy: ['ENGINE'] }),
    latestAuditChanges(db, p, input),
  ]);
  return {
    summary,
    byEngine: engines.map((e) => ({
      engine: e.engine as Engine, // an ENGINE bucket always has its engine
      answers: e.answers,
      mentionRate: e.mentionRate,
      citationRate: e.citationRate,
      shareOfVoice: e.shareOfVoice,
      avgPosition: e.avgPosition,
    })),
    latestAudit,
  };
}
