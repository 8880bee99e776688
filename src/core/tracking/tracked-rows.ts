/**
 * What tracked prompts and competitors share: rows of one project, at most as many as the
 * project's plan allows, listed oldest first, removed only within their account (and project).
 */
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import { createWithinLimit } from '../kernel/limited-create.ts';
import { plans } from '../plans/plans.ts';
import type { TrackedProject } from './tracked-project.ts';

type RowScope = { id: string; accountId: string; projectId?: string };

/** Each kind of tracked row: its plan limit and the error when it is reached, its name in sentences, its table. */
const kinds = {
  competitor: {
    limit: 'competitors',
    full: 'competitor_limit_reached',
    plural: 'competitors',
    singular: 'competitor',
    count: (tx: Tx, projectId: string) => tx.competitor.count({ where: { projectId } }),
    remove: (db: Db, where: RowScope) => db.competitor.deleteMany({ where }),
  },
  trackedPrompt: {
    limit: 'trackedPrompts',
    full: 'prompt_limit_reached',
    plural: 'prompts',
    singular: 'tracked prompt',
    count: (tx: Tx, projectId: string) => tx.trackedPrompt.count({ where: { projectId } }),
    remove: (db: Db, where: RowScope) => db.trackedPrompt.deleteMany({ where }),
  },
} as const;

export type TrackedKind = keyof typeof kinds;

/** The columns a new tracked row starts with: an id of its kind and the project that owns it. */
export interface TrackedOwner {
  id: string;
  accountId: string;
  projectId: string;
}

/**
 * Creates a tracked row of `project` within its plan's limit for that kind (422
 * competitor_limit_reached or prompt_limit_reached); `duplicate` is what a unique key's
 * violation becomes (409).
 */
export function addTracked<T>(
  db: Db,
  project: TrackedProject,
  kind: TrackedKind,
  create: (tx: Tx, owner: TrackedOwner) => Promise<T>,
  duplicate: () => AppError,
): Promise<T> {
  const k = kinds[kind];
  return createWithinLimit(db, {
    lock: { table: 'project', id: project.id },
    limit: plans[project.plan][k.limit],
    count: (tx) => k.count(tx, project.id),
    full: (limit) =>
      new AppError(k.full, { detail: `the ${project.plan.toLowerCase()} plan tracks at most ${limit} ${k.plural} per project` }),
    create: (tx) => create(tx, { id: newId(kind), accountId: project.accountId, projectId: project.id }),
    duplicate,
  });
}

/** The order of a project's tracked rows: oldest first, the id breaking ties. */
export const trackedOrder = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/** The query of a project's tracked rows, in their order. */
export function trackedRowsOf(projectId: string) {
  return { where: { projectId }, orderBy: trackedOrder };
}

/** Removes a tracked row of the account (of one project when `projectId` is given); 404 when there is none. */
export async function removeTracked(
  db: Db,
  kind: TrackedKind,
  accountId: string,
  id: string,
  projectId?: string,
): Promise<{ id: string; removed: true }> {
  const { count } = await kinds[kind].remove(db, { id, accountId, ...(projectId ? { projectId } : {}) });
  if (count === 0) throw new AppError('not_found', { detail: `no ${kinds[kind].singular} with id ${id}` });
  return { id, removed: true };
}
