/** A project's tracking settings: brand aliases, the engines its audits ask, and its audit cadence. */
import { parseInput } from '../kernel/validation.ts';
import type { Db } from '../../db/client.ts';
import type { EngineName } from '../../engines/answer.ts';
import { engineNames } from '../../engines/answer.ts';
import type { EngineSettings } from '../../engines/settings.ts';
import { type TrackingSettingsInput, trackingSettingsInput } from './schemas.ts';
import type { TrackedProject } from './tracked-project.ts';

export interface TrackingSettingsView {
  brandAliases: string[];
  /** As chosen; empty = every configured engine. */
  engines: EngineName[];
  /** What an audit would ask now: the chosen engines that are configured. */
  effectiveEngines: EngineName[];
  auditEveryDays: number | null;
}

/** The engines an audit of the project asks: its choice (all when empty) among the configured ones. */
export function effectiveEngines(project: Pick<TrackedProject, 'engines'>, settings: EngineSettings): EngineName[] {
  const chosen = project.engines.length ? new Set<EngineName>(project.engines) : new Set(engineNames);
  return engineNames.filter((e) => chosen.has(e) && settings.engines[e].configured);
}

export function trackingSettingsView(project: TrackedProject, settings: EngineSettings): TrackingSettingsView {
  return {
    brandAliases: project.brandAliases,
    engines: project.engines,
    effectiveEngines: effectiveEngines(project, settings),
    auditEveryDays: project.auditEveryDays,
  };
}

export async function updateTrackingSettings(
  db: Db,
  project: TrackedProject,
  raw: TrackingSettingsInput,
  settings: EngineSettings,
): Promise<TrackingSettingsView> {
  const input = parseInput(trackingSettingsInput, raw);
  const { engines } = input;
  const updated = await db.project.update({
    where: { id: project.id },
    data: {
      ...(input.brandAliases ? { brandAliases: [...new Set(input.brandAliases)] } : {}),
      ...(engines ? { engines: engineNames.filter((e) => engines.includes(e)) } : {}),
      ...(input.auditEveryDays !== undefined ? { auditEveryDays: input.auditEveryDays } : {}),
    },
  });
  return trackingSettingsView(updated, settings);
}
