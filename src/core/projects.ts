import { createAddressPolicy, describeCategory, hostVerdict } from '../net/address-policy.ts';
import type { z } from 'zod';
import type { Db, SqlPool } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { Principal } from './api-keys.ts';
import { visibleProjectsSql } from './access.ts';
import { auditRunSummaryJson, latestCompletedRunSql } from './audit-run-view.ts';
import { type CursorCodec, isoUtc, keysetPage, newestFirst, runSql, SqlParams } from './pagination.ts';
import { AppError } from './errors.ts';
import { newId } from './ids.ts';
import { plans } from './plans.ts';
import type { projectDetailSchema, projectListItemSchema } from './schemas.ts';
import type { Services } from './services.ts';

const DEFAULT_LIMIT = 50;

type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** Projects visible to the key, newest first, each with its latest completed audit: one statement. */
export async function listProjects(pool: SqlPool, cursors: CursorCodec, p: Principal, input: { limit?: number; cursor?: string }) {
  const page = await keysetPage<{ owner_id: string }, ProjectListItem>(pool, cursors, {
    binding: `projects|${p.accountId}|${p.projectIds ? p.projectIds.join(',') : '*'}`,
    cursor: input.cursor,
    limit: input.limit ?? DEFAULT_LIMIT,
    owner: (params) => `SELECT ${params.add(p.accountId)}::text AS owner_id`,
    from: `project t LEFT JOIN LATERAL (${latestCompletedRunSql('t.id', 'ar.id, ar.run_date, ar.score_overall')}) lr ON true`,
    parent: 't.account_id',
    columns: `t.id, t.slug, t.name, t.domain, ${isoUtc('t.created_at')} AS "createdAt",
      CASE WHEN lr.id IS NULL THEN NULL ELSE json_build_object('id', lr.id, 'runDate', ${isoUtc('lr.run_date')},
        'overallScore', lr.score_overall) END AS "latestCompletedAudit"`,
    where: (params) => (p.projectIds ? [`t.id = ANY(${params.add(p.projectIds)}::text[])`] : []),
    sort: newestFirst<ProjectListItem>('t.created_at', (row) => row.createdAt),
    check: p.check,
  });
  if (!page) throw new AppError('not_found'); // the owner is the principal's account: always one row
  return { data: page.data, nextCursor: page.nextCursor, cursorAfter: page.cursorAfter };
}

/** A project with its latest completed audit, the scope check folded in: one statement. */
export async function getProject(pool: SqlPool, p: Principal, slug: string) {
  const params = new SqlParams();
  const text = `SELECT pr.id, pr.slug, pr.name, pr.domain, ${isoUtc('pr.created_at')} AS "createdAt",
      (${latestCompletedRunSql('pr.id', auditRunSummaryJson('ar'))}) AS "latestCompletedAudit"
    FROM project pr WHERE pr.slug = ${params.add(slug)} AND ${visibleProjectsSql(params, p, 'pr')}`;
  const [project] = await runSql<z.infer<typeof projectDetailSchema>>(pool, text, params.values);
  if (!project) throw new AppError('not_found');
  return { data: project };
}

export function slugify(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/g, '');
  return s || 'project';
}

export interface NewProject {
  accountId: string;
  name: string;
  domain: string;
  slug?: string;
  workspaceSlug?: string;
  createdAt?: Date;
}

/**
 * Creates a project on the account's plan. The account row is locked for the transaction, so
 * concurrent creations cannot overshoot the plan's brand limit.
 */
export async function createProject(db: Db, input: NewProject): Promise<{ id: string; slug: string }> {
  try {
    return await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM account WHERE id = ${input.accountId} FOR UPDATE`;
      const account = await tx.account.findUniqueOrThrow({
        where: { id: input.accountId },
        include: { workspaces: { orderBy: { createdAt: 'asc' } } },
      });
      let workspace = account.workspaces[0];
      if (input.workspaceSlug !== undefined) {
        const named = account.workspaces.find((w) => w.slug === input.workspaceSlug);
        if (!named) throw new AppError('workspace_not_found');
        workspace = named;
      } else if (account.workspaces.length > 1) {
        throw new AppError('workspace_required');
      }
      if (!workspace) throw new AppError('workspace_not_found');

      let slug = input.slug;
      if (slug !== undefined) {
        if (await tx.project.findUnique({ where: { accountId_slug: { accountId: account.id, slug } } })) {
          throw new AppError('slug_taken');
        }
      } else {
        slug = await freeSlug(tx, account.id, slugify(input.name));
      }
      const count = await tx.project.count({ where: { accountId: account.id } });
      if (count >= plans[account.plan].brandLimit) throw new AppError('brand_limit_reached');

      const id = newId('project', input.createdAt);
      await tx.project.create({
        data: {
          id,
          accountId: account.id,
          workspaceId: workspace.id,
          slug,
          name: input.name,
          domain: input.domain,
          plan: account.plan,
          auditEveryDays: plans[account.plan].defaultAuditEveryDays,
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        },
      });
      return { id, slug };
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') throw new AppError('slug_taken');
    throw e;
  }
}

async function freeSlug(tx: Pick<Db, 'project'>, accountId: string, base: string): Promise<string> {
  const taken = new Set(
    (await tx.project.findMany({ where: { accountId, slug: { startsWith: base } }, select: { slug: true } })).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base.slice(0, 60)}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A project's domain must be a site the crawler may visit: a host that is (or spells, e.g.
 * `127.1`, `2130706433`, `0x7f000001`, `[::ffff:127.0.0.1]`) a private, loopback or other
 * non-public address, or `localhost`, would only fail every audit later, so it is refused at
 * creation (400 invalid_domain) by the crawler's own address policy: refused unless private
 * networks are allowed (local testing), exactly as the crawler's connections are.
 */
export function assertAuditableDomain(domain: string, allowPrivateNetwork: boolean): void {
  let url: URL;
  try {
    // The crawler reads the domain the same way (site/crawl/site-address.ts): WHATWG URL parsing.
    url = new URL(`http://${domain}`);
  } catch {
    throw new AppError('invalid_domain', { detail: `${domain} is not a host name the crawler can visit.` });
  }
  const verdict = hostVerdict(url, createAddressPolicy({ allowPrivate: allowPrivateNetwork }));
  if (verdict && !verdict.allowed) {
    throw new AppError('invalid_domain', {
      detail: `${domain} is a ${describeCategory(verdict.category)} address (${verdict.address}): audits could not reach it.`,
    });
  }
}

/** A project created by a person or a program (API, dashboard, CLI): its domain must be one audits can reach. */
export async function createAuditableProject(services: Pick<Services, 'db' | 'config'>, input: NewProject) {
  assertAuditableDomain(input.domain, services.config.allowPrivateNetwork);
  return createProject(services.db, input);
}
