import type { Db } from '../db/client.ts';
import type { Principal } from './api-keys.ts';
import { AppError } from './errors.ts';

/** The Prisma filter of the projects a principal may see: its account, narrowed to its scope. */
export function visibleProjects(p: Pick<Principal, 'accountId' | 'projectIds'>) {
  return { accountId: p.accountId, ...(p.projectIds ? { id: { in: p.projectIds } } : {}) };
}

/** A project by slug if the principal may see it; otherwise 404, exactly as if it did not exist. */
export async function projectForPrincipal(db: Db, p: Principal, slug: string) {
  const project = await db.project.findFirst({ where: { slug, ...visibleProjects(p) } });
  if (!project) throw new AppError('not_found');
  return project;
}
