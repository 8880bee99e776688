import { createAddressPolicy, describeCategory, hostVerdict } from '../../net/address-policy.ts';
import type { z } from 'zod';
import type { Db, SqlPool } from '../../db/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjectsSql } from '../access/project-scope.ts';
import { auditRunSummaryJson, latestCompletedRunSql } from '../runs/audit-run-view.ts';
import { DEFAULT_PAGE_LIMIT, type CursorCodec, isoUtc, keysetPage, newestFirst, runSql, SqlParams } from '../kernel/pagination.ts';
import { AppError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import { createWithinLimit } from '../kernel/limited-create.ts';
import { slugify } from '../kernel/slugs.ts';
import { plans } from '../plans/plans.ts';
import { chooseWorkspace } from '../accounts/workspaces.ts';
import type { projectDetailSchema, projectListItemSchema } from '../contract/schemas.ts';
import type { Services } from '../runtime/services.ts';

type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** Projects visible to the key, newest first, each with its latest completed audit: one statement. */
export async function listProjects(pool: SqlPool, cursors: CursorCodec, p: Principal, input: { limit?: number; cursor?: string }) {
  const page = await keysetPage<{ owner_id: string }, ProjectListItem>(pool, cursors, {
    binding: `projects|${p.accountId}|${p.projectIds ? p.projectIds.join(',') : '*'}`,
    cursor: input.cursor,
    limit: input.limit ?? DEFAULT_PAGE_LIMIT,
    owner: (params) => `SELECT ${params.add(p.accountId)}::text AS owner_id`,
    from: `project t LEFT JOIN LATERAL (${latestCompletedRunSql('t', 'ar.id, ar.run_date, ar.score_overall')}) lr ON true`,
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
      (${latestCompletedRunSql('pr', auditRunSummaryJson('ar'))}) AS "latestCompletedAudit"
    FROM project pr WHERE pr.slug = ${params.add(slug)} AND ${visibleProjectsSql(params, p, 'pr')}`;
  const [project] = await runSql<z.infer<typeof projectDetailSchema>>(pool, text, params.values);
  if (!project) throw new AppError('not_found');
  return { data: project };
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
  return createWithinLimit(db, {
    lock: { table: 'account', id: input.accountId },
    before: async (tx) => {
      const account = await tx.account.findUniqueOrThrow({
        where: { id: input.accountId },
        include: { workspaces: { orderBy: { createdAt: 'asc' } } },
      });
      const workspace = chooseWorkspace(account.workspaces, input.workspaceSlug);

      let slug = input.slug;
      if (slug !== undefined) {
        if (await tx.project.findUnique({ where: { accountId_slug: { accountId: account.id, slug } } })) {
          throw new AppError('slug_taken');
        }
      } else {
        slug = await freeSlug(tx, account.id, slugify(input.name));
      }
      return { account, workspace, slug };
    },
    limit: ({ account }) => plans[account.plan].brandLimit,
    count: (tx, { account }) => tx.project.count({ where: { accountId: account.id } }),
    full: () => new AppError('brand_limit_reached'),
    create: async (tx, { account, workspace, slug }) => {
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
    },
    duplicate: () => new AppError('slug_taken'),
  });
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
