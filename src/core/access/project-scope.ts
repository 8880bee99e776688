import type { Db } from '../../db/client.ts';
import type { Project } from '../../generated/prisma/client.ts';
import type { Principal } from './api-keys.ts';
import { AppError } from '../kernel/errors.ts';
import type { SqlParams } from '../kernel/pagination.ts';

/**
 * Who may see which project: the key's account, narrowed to its scope when it has one. The rule
 * is written here twice over the same columns: as a Prisma filter and as SQL for the statements
 * that fold the project lookup into the data query (core/kernel/pagination.ts).
 */

/** The Prisma filter of the projects a principal may see: its account, narrowed to its scope. */
export function visibleProjects(p: Pick<Principal, 'accountId' | 'projectIds'>) {
  return { accountId: p.accountId, ...(p.projectIds ? { id: { in: p.projectIds } } : {}) };
}

/** The same rule as SQL conditions on the project table under `alias`. */
export function visibleProjectsSql(params: SqlParams, p: Principal, alias: string): string {
  const account = `${alias}.account_id = ${params.add(p.accountId)}`;
  return p.projectIds ? `${account} AND ${alias}.id = ANY(${params.add(p.projectIds)}::text[])` : account;
}

/**
 * SQL selecting the project a principal names by slug as a list owner (`owner_id`), or no row:
 * outside the account or the scope is exactly as if it did not exist.
 */
export function projectOwnerSql(params: SqlParams, p: Principal, slug: string): string {
  return `SELECT pr.id AS owner_id FROM project pr WHERE pr.slug = ${params.add(slug)} AND ${visibleProjectsSql(params, p, 'pr')}`;
}

const pendingLookups = new WeakMap<Db, Map<string, Promise<Project[]>>>();

/**
 * The projects among `slugs` the principal may see (one statement). Lookups of the same projects
 * for the same account and scope that are in flight at once share that statement: the analytics
 * fields of a GraphQL page of projects each ask for the page's projects in the same tick
 * (test/graphql/statements.test.ts counts it). Nothing is kept once the statement has answered.
 */
export function visibleProjectsBySlug(
  db: Db,
  p: Pick<Principal, 'accountId' | 'projectIds'>,
  slugs: readonly string[],
): Promise<Project[]> {
  let pending = pendingLookups.get(db);
  if (!pending) pendingLookups.set(db, (pending = new Map<string, Promise<Project[]>>()));
  const key = JSON.stringify([p.accountId, p.projectIds, [...new Set(slugs)].sort()]);
  let lookup = pending.get(key);
  if (!lookup) {
    lookup = db.project.findMany({ where: { slug: { in: [...slugs] }, ...visibleProjects(p) } }).finally(() => pending.delete(key));
    pending.set(key, lookup);
  }
  return lookup;
}

/** A project by slug if the principal may see it; otherwise 404, exactly as if it did not exist. */
export async function projectForPrincipal(db: Db, p: Principal, slug: string) {
  const project = await db.project.findFirst({ where: { slug, ...visibleProjects(p) } });
  if (!project) throw new AppError('not_found');
  return project;
}
