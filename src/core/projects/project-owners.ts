// The projects a principal names by slug as the owners of their lists: a page of one project's
// list (kernel/pagination.ts keysetPage), and the first pages of several at once (keysetPages: the
// first page of a list of every project of a GraphQL page).
import type { Principal } from '../access/api-keys.ts';
import { projectOwnerSql, visibleProjectsSql } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';
import { type CursorCodec, type KeysetQuery, keysetPage, keysetPages, type SqlParams } from '../kernel/pagination.ts';
import type { SqlPool } from '../../db/client.ts';

/** The owner columns of such a project: its id (`owner_id`) and its slug (`owner_slug`), which its page is answered by. */
export interface ProjectOwner {
  owner_id: string;
  owner_slug: string;
}

/**
 * SQL selecting, as list owners, the projects among `slugs` the principal may see: outside the
 * account or the scope is exactly as if they did not exist.
 */
export function projectOwnersSql(params: SqlParams, p: Principal, slugs: readonly string[]): string {
  return `SELECT pr.id AS owner_id, pr.slug AS owner_slug FROM project pr
    WHERE pr.slug = ANY(${params.add([...slugs])}::text[]) AND ${visibleProjectsSql(params, p, 'pr')}`;
}

/** A list of a project's rows, the owner aside: its rows, filters and order, and how a cursor is bound to the project named by slug. */
export type ProjectListQuery<R extends { id: string }> = Omit<KeysetQuery<ProjectOwner, R>, 'binding' | 'cursor' | 'owner'> & {
  binding: (slug: string) => string;
};

/** A page of the list of the project the principal names by `slug` (404 when it may not see it): one statement. */
export async function projectListPage<R extends { id: string }>(
  pool: SqlPool,
  cursors: CursorCodec,
  p: Principal,
  { slug, cursor }: { slug: string; cursor?: string },
  { binding, ...query }: ProjectListQuery<R>,
) {
  const page = await keysetPage<{ owner_id: string }, R>(pool, cursors, {
    ...query,
    binding: binding(slug),
    cursor,
    account: p.accountId,
    owner: (params) => projectOwnerSql(params, p, slug),
  });
  if (!page) throw new AppError('not_found');
  return { data: page.data, nextCursor: page.nextCursor, cursorAfter: page.cursorAfter };
}

/**
 * The first page of the list of each project among `slugs` the principal may see, by slug: one
 * statement. Their cursors resume with `projectListPage`.
 */
export async function firstProjectListPages<R extends { id: string }>(
  pool: SqlPool,
  cursors: CursorCodec,
  p: Principal,
  slugs: readonly string[],
  { binding, ...query }: ProjectListQuery<R>,
) {
  const pages = await keysetPages<ProjectOwner, R>(pool, cursors, {
    ...query,
    account: p.accountId,
    owner: (params) => projectOwnersSql(params, p, slugs),
    binding: (owner) => binding(owner.owner_slug),
    key: (owner) => owner.owner_slug,
  });
  return new Map([...pages].map(([slug, page]) => [slug, { data: page.data, nextCursor: page.nextCursor, cursorAfter: page.cursorAfter }]));
}
