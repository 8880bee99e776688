/** A project's tracking settings: brand aliases, the engines its audits ask, samples per prompt, its audit cadence, and the role judge switch. */
import type { z } from 'zod';
import { parseInput } from '../kernel/validation.ts';
import type { Db } from '../../db/client.ts';
import type { EngineName } from '../../engines/answer.ts';
import { engineNames } from '../../engines/answer.ts';
import type { EngineSettings } from '../../engines/settings.ts';
import { AppError } from '../kernel/errors.ts';
import { plans } from '../plans/plans.ts';
import { type TrackingSettingsInput, trackingSettingsInput, type trackingSettingsSchema } from './schemas.ts';
import type { TrackedProject } from './tracked-project.ts';

export type TrackingSettingsView = z.infer<typeof trackingSettingsSchema>;

/** The engines an audit of the project asks: its choice (all when empty) among the configured ones. */
export function effectiveEngines(project: Pick<TrackedProject, 'engines'>, settings: EngineSettings): EngineName[] {
  const chosen = project.engines.length ? new Set<EngineName>(project.engines) : new Set(engineNames);
  return engineNames.filter((e) => chosen.has(e) && settings.engines[e].configured);
}

/**
 * Samples an audit of the project asks per prompt and engine: its setting, within what its plan
 * allows now (a project moved to a smaller plan asks the smaller plan's maximum).
 */
export function effectiveSamples(project: Pick<TrackedProject, 'plan' | 'samplesPerPrompt'>): number {
  return Math.max(1, Math.min(project.samplesPerPrompt, plans[project.plan].samplesPerPrompt));
}

export function trackingSettingsView(project: TrackedProject, settings: EngineSettings): TrackingSettingsView {
  return {
    brandAliases: project.brandAliases,
    engines: project.engines,
    effectiveEngines: effectiveEngines(project, settings),
    auditEveryDays: project.auditEveryDays,
    samplesPerPrompt: project.samplesPerPrompt,
    maxSamplesPerPrompt: plans[project.plan].samplesPerPrompt,
    judgeRoles: project.judgeRoles,
  };
}

/** Changes the settings given (the others stay); above the plan's samples maximum nothing changes (422 samples_above_plan). */
export async function updateTrackingSettings(
  db: Db,
  project: TrackedProject,
  raw: TrackingSettingsInput,
  settings: EngineSettings,
): Promise<TrackingSettingsView> {
  const input = parseInput(trackingSettingsInput, raw);
  const { engines, samplesPerPrompt } = input;
  const max = plans[project.plan].samplesPerPrompt;
  if (samplesPerPrompt !== undefined && samplesPerPrompt > max) {
    throw new AppError('samples_above_plan', {
      detail: `${samplesPerPrompt} samples per prompt is more than the ${project.plan.toLowerCase()} plan allows (at most ${max}).`,
    });
  }
  const updated = await db.project.update({
    where: { id: project.id },
    data: {
      ...(input.brandAliases ? { brandAliases: [...new Set(input.brandAliases)] } : {}),
      ...(engines ? { engines: engineNames.filter((e) => engines.includes(e)) } : {}),
      ...(input.auditEveryDays !== undefined ? { auditEveryDays: input.auditEveryDays } : {}),
      ...(samplesPerPrompt !== undefined ? { samplesPerPrompt } : {}),
      ...(input.judgeRoles !== undefined ? { judgeRoles: input.judgeRoles } : {}),
    },
  });
  return trackingSettingsView(updated, settings);
}
