/**
 * Decides which engines an audit asks, and how many samples of each prompt, and creates their
 * probes: one engine_probe row (with the samples per prompt it asks) and one engine_probe job per engine, in one transaction, so a slow engine does not hold the others and
 * a crashed worker resumes a probe without asking twice. Idempotent (a retried audit job plans
 * the same probes again without duplicates).
 */
import type { Db } from '../../db/client.ts';
import type { EngineName } from '../../engines/answer.ts';
import type { EngineSettings } from '../../engines/settings.ts';
import { newId } from '../kernel/ids.ts';
import { plans } from '../plans/plans.ts';
import { addJob } from '../kernel/job-queue.ts';
import type { EngineSkipReason } from '../runs/site-outcome.ts';
import { effectiveEngines, effectiveSamples } from '../tracking/settings.ts';
import type { TrackedProject } from '../tracking/tracked-project.ts';

export const ENGINE_PROBE_TASK = 'engine_probe';

export interface EngineProbePayload {
  auditRunId: string;
  /** The run's account; absent from jobs queued by an earlier version (read from the run then: src/core/audits/audit-job.ts). */
  accountId?: string;
  engine: EngineName;
  /** Times the probe was put back because the provider asked to wait (bounded). */
  reschedules?: number;
}

export type ProbePlan = { engines: EngineName[]; skipped: null } | { engines: []; skipped: EngineSkipReason };

export async function planProbes(
  db: Db,
  run: { id: string; accountId: string; projectId: string },
  project: TrackedProject,
  settings: EngineSettings,
  budget: { spentMicros: number; cheapestCallMicros: (engines: EngineName[]) => number },
): Promise<ProbePlan> {
  const prompts = await db.trackedPrompt.count({ where: { projectId: project.id } });
  if (prompts === 0) return { engines: [], skipped: 'no_prompts' };
  const engines = effectiveEngines(project, settings);
  if (engines.length === 0) return { engines: [], skipped: 'no_engines' };
  const existing = await db.engineProbe.findMany({ where: { auditRunId: run.id }, select: { engine: true } });
  // Not even one call fits in what is left of the month's budget: say so rather than fail every engine.
  if (existing.length === 0 && budget.spentMicros + budget.cheapestCallMicros(engines) > plans[project.plan].engineBudgetMicros) {
    return { engines: [], skipped: 'no_budget' };
  }
  const samples = effectiveSamples(project);
  await db.$transaction(async (tx) => {
    for (const engine of engines) {
      const created = await tx.engineProbe.createMany({
        data: [
          {
            id: newId('engineProbe'),
            accountId: run.accountId,
            projectId: run.projectId,
            auditRunId: run.id,
            engine,
            model: settings.engines[engine].model,
            samplesPerPrompt: samples,
            promptsTotal: prompts * samples,
          },
        ],
        skipDuplicates: true,
      });
      if (created.count === 1) {
        const payload: EngineProbePayload = { auditRunId: run.id, accountId: run.accountId, engine };
        await addJob(tx, ENGINE_PROBE_TASK, payload, { jobKey: `engine_probe:${run.id}:${engine}`, maxAttempts: 5 });
      }
    }
  });
  return { engines, skipped: null };
}
