/**
 * Tracking changes as the dashboard (a session) and GraphQL (an API key) make them: the project
 * is the one the principal names by slug and may see (404 outside its account or scope, as if it
 * did not exist), the principal must be allowed to trigger (a read-only key gets 403
 * insufficient_role; dashboard sessions, owners and members alike, may), and a removal only
 * removes a row of that project.
 */
import type { Db } from '../../db/client.ts';
import type { EngineSettings } from '../../engines/settings.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { type Principal, requireTrigger } from '../access/api-keys.ts';
import { addCompetitor, removeCompetitor } from './competitors.ts';
import { trackingOverview } from './overview.ts';
import { addPrompt, removePrompt } from './prompts.ts';
import type { CompetitorInput, PromptInput, TrackingSettingsInput } from './schemas.ts';
import { updateTrackingSettings } from './settings.ts';

async function writableProject(db: Db, p: Principal, slug: string) {
  requireTrigger(p);
  return projectForPrincipal(db, p, slug);
}

export async function trackingOverviewFor(db: Db, p: Principal, slug: string, settings: EngineSettings) {
  return trackingOverview(db, await projectForPrincipal(db, p, slug), settings);
}

export async function addPromptFor(db: Db, p: Principal, slug: string, input: PromptInput) {
  return addPrompt(db, await writableProject(db, p, slug), input);
}

export async function removePromptFor(db: Db, p: Principal, slug: string, id: string) {
  const project = await writableProject(db, p, slug);
  return removePrompt(db, project.accountId, id, project.id);
}

export async function addCompetitorFor(db: Db, p: Principal, slug: string, input: CompetitorInput) {
  return addCompetitor(db, await writableProject(db, p, slug), input);
}

export async function removeCompetitorFor(db: Db, p: Principal, slug: string, id: string) {
  const project = await writableProject(db, p, slug);
  return removeCompetitor(db, project.accountId, id, project.id);
}

export async function updateTrackingSettingsFor(
  db: Db,
  p: Principal,
  slug: string,
  input: TrackingSettingsInput,
  settings: EngineSettings,
) {
  return updateTrackingSettings(db, await writableProject(db, p, slug), input, settings);
}

export type RemovedView = Awaited<ReturnType<typeof removePrompt>>;
