/**
 * Tracking changes as the API's operations make them (core/api/api-router.ts; GraphQL with a key
 * and the dashboard with a session run them): the project is the one the principal names by slug
 * and may see (404 outside its account or scope, as if it did not exist), and a removal only
 * removes a row of that project. The role a change needs (a read-and-trigger key) is the
 * operation's access, checked once by the chain, not here.
 */
import type { Db } from '../../db/client.ts';
import type { RoleJudgeConfig } from '../../engines/role-judge-settings.ts';
import type { EngineSettings } from '../../engines/settings.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import type { Principal } from '../access/api-keys.ts';
import { addCompetitor, removeCompetitor } from './competitors.ts';
import { trackingOverview } from './overview.ts';
import { addPrompt, removePrompt } from './prompts.ts';
import type { CompetitorInput, PromptInput, TrackingSettingsInput } from './schemas.ts';
import { updateTrackingSettings } from './settings.ts';

export async function trackingOverviewFor(db: Db, p: Principal, slug: string, settings: EngineSettings, judge: RoleJudgeConfig | null) {
  return trackingOverview(db, await projectForPrincipal(db, p, slug), settings, judge);
}

export async function addPromptFor(db: Db, p: Principal, slug: string, input: PromptInput) {
  return addPrompt(db, await projectForPrincipal(db, p, slug), input);
}

export async function removePromptFor(db: Db, p: Principal, slug: string, id: string) {
  const project = await projectForPrincipal(db, p, slug);
  return removePrompt(db, project.accountId, id, project.id);
}

export async function addCompetitorFor(db: Db, p: Principal, slug: string, input: CompetitorInput) {
  return addCompetitor(db, await projectForPrincipal(db, p, slug), input);
}

export async function removeCompetitorFor(db: Db, p: Principal, slug: string, id: string) {
  const project = await projectForPrincipal(db, p, slug);
  return removeCompetitor(db, project.accountId, id, project.id);
}

export async function updateTrackingSettingsFor(
  db: Db,
  p: Principal,
  slug: string,
  input: TrackingSettingsInput,
  settings: EngineSettings,
) {
  return updateTrackingSettings(db, await projectForPrincipal(db, p, slug), input, settings);
}

export type RemovedView = Awaited<ReturnType<typeof removePrompt>>;
