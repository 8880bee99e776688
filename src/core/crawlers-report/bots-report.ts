// The bots report of a project over a range: AI crawler hits from the site's logs (the hourly
// rollups) by UTC day and class, by bot, by page, by status and by verification. Verified hits
// are the headline; the others (claimed but unverified, AI-looking) are counted beside them.
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { type BotsReport, crawlerVerificationValues } from './contract.ts';
import { pageKeySql } from './page-key.ts';
import { reportRange } from '../kernel/report-range.ts';

type CrawlerClass = BotsReport['days'][number]['botClass'];
type Verification = BotsReport['verification'][number]['verification'];

export interface BotsReportInput {
  slug: string;
  from?: string;
  to?: string;
  botClass?: CrawlerClass;
  limit?: number;
}

const DEFAULT_TOP = 10;
const verified = Prisma.sql`COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED'), 0)::int`;
const other = Prisma.sql`COALESCE(sum(hits) FILTER (WHERE verification <> 'VERIFIED'), 0)::int`;

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 100);

/** The bots report of the project named by `slug` (404 when the principal cannot see it). */
export async function botsReport(db: Db, p: Principal, input: BotsReportInput, now = new Date()): Promise<BotsReport> {
  const range = reportRange(input, now);
  const project = await projectForPrincipal(db, p, input.slug);
  const top = input.limit ?? DEFAULT_TOP;
  const where = Prisma.sql`project_id = ${project.id} AND hour >= ${range.from} AND hour <= ${range.to}${
    input.botClass ? Prisma.sql` AND bot_class = ${input.botClass}::"CrawlerClass"` : Prisma.empty
  }`;
  const [byVerification, days, bots, pages, statuses] = await Promise.all([
    db.$queryRaw<{ verification: Verification; hits: number }[]>`
      SELECT verification::text AS verification, sum(hits)::int AS hits FROM crawler_hit_hourly WHERE account_id = ${project.accountId} AND ${where} GROUP BY 1`,
    db.$queryRaw<{ day: string; botClass: CrawlerClass; verifiedHits: number; otherHits: number }[]>`
      SELECT to_char(date_trunc('day', hour AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, bot_class::text AS "botClass",
        ${verified} AS "verifiedHits", ${other} AS "otherHits"
      FROM crawler_hit_hourly WHERE account_id = ${project.accountId} AND ${where} GROUP BY 1, 2 ORDER BY 1, 2`,
    db.$queryRaw<{ bot: string; operator: string; botClass: CrawlerClass; verifiedHits: number; otherHits: number; lastHitAt: Date }[]>`
      SELECT bot, operator, bot_class::text AS "botClass", ${verified} AS "verifiedHits", ${other} AS "otherHits", max(hour) AS "lastHitAt"
      FROM crawler_hit_hourly WHERE account_id = ${project.accountId} AND ${where} GROUP BY 1, 2, 3 ORDER BY 4 DESC, 5 DESC, 1, 2, 3 LIMIT ${top}`,
    db.$queryRaw<{ path: string; verifiedHits: number; otherHits: number }[]>`
      SELECT ${pageKeySql(Prisma.sql`path`)} AS path, ${verified} AS "verifiedHits", ${other} AS "otherHits"
      FROM crawler_hit_hourly WHERE account_id = ${project.accountId} AND ${where} GROUP BY 1 ORDER BY 2 DESC, 3 DESC, 1 LIMIT ${top}`,
    db.$queryRaw<{ status: number; verifiedHits: number; otherHits: number }[]>`
      SELECT status, ${verified} AS "verifiedHits", ${other} AS "otherHits"
      FROM crawler_hit_hourly WHERE account_id = ${project.accountId} AND ${where} GROUP BY 1 ORDER BY sum(hits) DESC, 1 LIMIT 100`,
  ]);
  const hitsOf = (v: Verification) => byVerification.find((r) => r.verification === v)?.hits ?? 0;
  const hits = byVerification.reduce((sum, r) => sum + r.hits, 0);
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    botClass: input.botClass ?? null,
    hits,
    verifiedHits: hitsOf('VERIFIED'),
    otherHits: hits - hitsOf('VERIFIED'),
    verification: crawlerVerificationValues.map((verification) => ({
      verification,
      hits: hitsOf(verification),
      share: percent(hitsOf(verification), hits),
    })),
    days,
    bots: bots.map((b) => ({ ...b, lastHitAt: b.lastHitAt.toISOString() })),
    topPages: pages,
    statuses,
  };
}
