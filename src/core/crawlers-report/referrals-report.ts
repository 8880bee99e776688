// The referrals report of a project over a range: visits an AI product referred (its referrer
// host or utm_source, as the ingest classified them) by product, UTC day and landing page. A
// floor: many visits from AI answers carry no referrer and are not counted (docs/crawlers.md).
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import type { ReferralsReport } from './contract.ts';
import { pageKeySql } from './page-key.ts';
import { reportRange } from '../kernel/report-range.ts';

export interface ReferralsReportInput {
  slug: string;
  from?: string;
  to?: string;
  limit?: number;
}

const DEFAULT_TOP = 10;

/** The referrals report of the project named by `slug` (404 when the principal cannot see it). */
export async function referralsReport(db: Db, p: Principal, input: ReferralsReportInput, now = new Date()): Promise<ReferralsReport> {
  const range = reportRange(input, now);
  const project = await projectForPrincipal(db, p, input.slug);
  const top = input.limit ?? DEFAULT_TOP;
  const where = Prisma.sql`project_id = ${project.id} AND hour >= ${range.from} AND hour <= ${range.to}`;
  const landing = pageKeySql(Prisma.sql`landing_path`);
  const [products, days, pages] = await Promise.all([
    db.$queryRaw<{ product: string; visits: number }[]>`
      SELECT product, sum(visits)::int AS visits FROM ai_referral_hourly WHERE account_id = ${project.accountId} AND ${where} GROUP BY 1 ORDER BY 2 DESC, 1`,
    db.$queryRaw<{ day: string; product: string; visits: number }[]>`
      SELECT to_char(date_trunc('day', hour AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, product, sum(visits)::int AS visits
      FROM ai_referral_hourly WHERE account_id = ${project.accountId} AND ${where} GROUP BY 1, 2 ORDER BY 1, 2`,
    db.$queryRaw<{ path: string; visits: number; products: { product: string; visits: number }[] }[]>`
      SELECT path, sum(visits)::int AS visits,
        json_agg(json_build_object('product', product, 'visits', visits) ORDER BY visits DESC, product) AS products
      FROM (SELECT ${landing} AS path, product, sum(visits)::int AS visits FROM ai_referral_hourly WHERE account_id = ${project.accountId} AND ${where} GROUP BY 1, 2) x
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${top}`,
  ]);
  const visits = products.reduce((sum, r) => sum + r.visits, 0);
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    visits,
    products: products.slice(0, 100).map((r) => ({ ...r, share: visits === 0 ? null : Math.round((r.visits / visits) * 10_000) / 100 })),
    days,
    landingPages: pages,
  };
}
