// Reads of what a project tracks in AI engines (competitors, tracked prompts), scoped like every
// other read. Their writes belong to the engines' procedures.
import type { Db } from '../../db/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { trackedRowsOf } from './tracked-rows.ts';

/** Most tracked lists are small (a plan allows tens of entries); this caps an odd one. */
const MAX_TRACKED = 500;

export async function listCompetitors(db: Db, p: Principal, slug: string) {
  const project = await projectForPrincipal(db, p, slug);
  return db.competitor.findMany({ ...trackedRowsOf(project.id), take: MAX_TRACKED });
}

export async function listTrackedPrompts(db: Db, p: Principal, slug: string) {
  const project = await projectForPrincipal(db, p, slug);
  return db.trackedPrompt.findMany({ ...trackedRowsOf(project.id), take: MAX_TRACKED });
}
