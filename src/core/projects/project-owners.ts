// The projects a principal names by slug as the owners of lists read several at once
// (kernel/pagination.ts keysetPages: the first page of a list of every project of a GraphQL page).
import type { Principal } from '../access/api-keys.ts';
import { visibleProjectsSql } from '../access/project-scope.ts';
import type { SqlParams } from '../kernel/pagination.ts';

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
