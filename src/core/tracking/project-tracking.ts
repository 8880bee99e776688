// Reads of what a project tracks in AI engines (competitors, tracked prompts), scoped like every
// other read. Each takes several projects at once (a field of every project of a GraphQL page
// costs one statement for the page; `project(slug)` reads a list of one). Their writes belong to
// the engines' procedures.
import type { Db } from '../../db/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjects } from '../access/project-scope.ts';
import { type CompetitorView, competitorView } from './competitors.ts';
import { type PromptView, promptView } from './prompts.ts';
import { trackedOrder } from './tracked-rows.ts';

/** Most tracked lists are small (a plan allows tens of entries); this caps an odd one. */
const MAX_TRACKED = 500;

const tracked = { orderBy: trackedOrder, take: MAX_TRACKED };

/** The competitors of each project among `slugs` the principal may see, by slug, oldest first: one statement. */
export async function competitorsOfProjects(db: Db, p: Principal, slugs: readonly string[]): Promise<Map<string, CompetitorView[]>> {
  const projects = await db.project.findMany({
    where: { slug: { in: [...slugs] }, ...visibleProjects(p) },
    select: { slug: true, competitors: tracked },
  });
  return new Map(projects.map((pr) => [pr.slug, pr.competitors.map(competitorView)]));
}

/** The tracked prompts of each project among `slugs` the principal may see, by slug, oldest first: one statement. */
export async function trackedPromptsOfProjects(db: Db, p: Principal, slugs: readonly string[]): Promise<Map<string, PromptView[]>> {
  const projects = await db.project.findMany({
    where: { slug: { in: [...slugs] }, ...visibleProjects(p) },
    select: { slug: true, trackedPrompts: tracked },
  });
  return new Map(projects.map((pr) => [pr.slug, pr.trackedPrompts.map(promptView)]));
}
