// The page funnel of a project over a range, the read only a service that stores citations per
// page can give: for each page of the client's site, the AI bots that read it (by class and bot,
// verified apart from the rest), its last crawl, the citations it earned in audits (by engine),
// and the visits AI products sent to it; and the site's totals and ratios. Pages are joined on
// their page key (page-key.ts). Two statements: the aggregate per page with the totals and the
// keyset page (sorted by the chosen figure, the path breaking ties), then the class and bot
// breakdowns of that page's rows only (the (project_id, path, hour) index) and its citations by
// engine (the aggregate keeps one sum per page: docs/benchmarks.md, "Page funnel"). Beside them, the
// robots.txt of the latest completed audit (robots-refusals.ts) says which crawlers it disallows
// on each page listed, and on which cited pages it disallows an answer crawler.
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { DEFAULT_PAGE_LIMIT, type CursorCodec } from '../kernel/pagination.ts';
import type { FunnelAccessLogs, FunnelPage, FunnelTotals, PageFunnel, funnelSegmentValues, funnelSortValues } from './contract.ts';
import { citedPageKeySql, pageKeySql, pathsOfKey } from './page-key.ts';
import { type ReportRange, reportRange, wholeDays } from '../kernel/report-range.ts';
import { latestRobotsTxt } from '../runs/robots-txt.ts';
import { answerCrawlerRefusal, robotsDisallowedTokens } from './robots-refusals.ts';
import type { RobotsPolicy } from '../../site/analyze/robots.ts';

type Sort = (typeof funnelSortValues)[number];
type Segment = (typeof funnelSegmentValues)[number];

export interface PageFunnelInput {
  slug: string;
  from?: string;
  to?: string;
  sort?: Sort;
  segment?: Segment;
  limit?: number;
  cursor?: string;
}

/** The sort key of each order, as a column of `p` (the per-page aggregate); LAST_CRAWL without a crawl sorts last. */
const sortKeys: Record<Exclude<Sort, 'PATH'>, Prisma.Sql> = {
  VERIFIED_HITS: Prisma.sql`p.verified`,
  CITATIONS: Prisma.sql`p.citations`,
  VISITS: Prisma.sql`p.visits`,
  LAST_CRAWL: Prisma.sql`COALESCE(extract(epoch FROM p.last_crawl)::bigint, -1)`,
};

const segments: Record<Exclude<Segment, 'ROBOTS_DISALLOWED_CITED'>, Prisma.Sql> = {
  ALL: Prisma.sql`TRUE`,
  CITED_NOT_CRAWLED: Prisma.sql`p.citations > 0 AND p.verified = 0`,
  CRAWLED_NOT_CITED: Prisma.sql`p.verified > 0 AND p.citations = 0`,
  REFUSED_CITED: Prisma.sql`p.citations > 0 AND p.refused > 0`,
};

interface PageRow {
  path: string;
  k: string | number;
  verified: number;
  other: number;
  refused: number;
  last_crawl: Date | null;
  last_other: Date | null;
  citations: number;
  visits: number;
}
type TotalsRow = { [K in keyof FunnelTotals]: number | null };
/** The totals' counts as the statement (totalsSql) gives them, before what the logs cover is known. */
export type CountedTotals = Omit<
  FunnelTotals,
  | 'crawlsPerCitation'
  | 'visitsPerCitation'
  | 'robotsDisallowedCited'
  | 'citedNotCrawled'
  | 'crawledNotCited'
  | 'refusedCited'
  | 'accessLogs'
> &
  Record<'citedNotCrawled' | 'crawledNotCited' | 'refusedCited', number>;
/** A row of the funnel's statement: a page's, or the one row of the totals (and the cited pages' keys). */
type FunnelRow = PageRow & { totals: TotalsRow | null; cited: string[] | null };
/** The project a read is of, with its account (every statement names both: docs/scaling.md). */
type ProjectRef = { id: string; accountId: string };

/** The whole UTC days of the range (the daily rollups) and its partial days at the edges (the hourly rows). */
function rangeFilters(project: ProjectRef, range: ReportRange) {
  const days = wholeDays(range);
  return {
    inDays: Prisma.sql`project_id = ${project.id} AND day >= ${days.from} AND day < ${days.to}`,
    edge: (column: Prisma.Sql) =>
      Prisma.sql`project_id = ${project.id} AND ${column} >= ${range.from} AND ${column} <= ${range.to}
        AND NOT (${column} >= ${days.from} AND ${column} < ${days.to})`,
  };
}

/**
 * The citations of the client's pages over the range, as (path: the page key, engine, n) rows to
 * sum; of the pages `keys` only when given.
 */
function citationRowsSql(project: ProjectRef, range: ReportRange, keys?: string[]): Prisma.Sql {
  const { inDays, edge } = rangeFilters(project, range);
  const account = project.accountId;
  const daily = keys ? Prisma.sql`AND path = ANY(${keys}::text[])` : Prisma.empty;
  const cited = keys ? Prisma.sql`AND ${citedPageKeySql} = ANY(${keys}::text[])` : Prisma.empty;
  return Prisma.sql`SELECT path, engine::text AS engine, citations AS n FROM citation_page_daily WHERE account_id = ${account} AND ${inDays} ${daily}
    UNION ALL
    SELECT ${citedPageKeySql}, engine::text, 1 FROM citation WHERE account_id = ${account} AND ${edge(Prisma.sql`observed_at`)} AND is_client_domain ${cited}`;
}

/**
 * Citations of the given pages by engine (most first, then the engine's name), by page key: read
 * for the page listed only, so the aggregate of every page stays one sum per page (bench:funnel).
 */
export async function citationBreakdowns(db: Pick<Db, '$queryRaw'>, project: ProjectRef, range: ReportRange, keys: string[]) {
  const out = new Map<string, FunnelPage['citationsByEngine']>();
  if (keys.length === 0) return out;
  const rows = await db.$queryRaw<{ path: string; engine: FunnelPage['citationsByEngine'][number]['engine']; citations: number }[]>`
    SELECT path, engine, sum(n)::int AS citations FROM (${citationRowsSql(project, range, keys)}) d
    GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`;
  for (const r of rows) {
    let list = out.get(r.path);
    if (!list) out.set(r.path, (list = []));
    list.push({ engine: r.engine, citations: r.citations });
  }
  return out;
}

/** The pages cited in the range (the pages of `p` with citations > 0) by key, most cited first, then by key. */
export function citedPages(db: Pick<Db, '$queryRaw'>, project: ProjectRef, range: ReportRange) {
  return db.$queryRaw<{ path: string; citations: number }[]>`SELECT path, sum(n)::int AS citations
    FROM (${citationRowsSql(project, range)}) d GROUP BY path HAVING sum(n) > 0 ORDER BY 2 DESC, 1`;
}

/**
 * The settings the funnel's statement runs with, in its transaction only (bench:funnel measured
 * each): work_mem for the hash aggregate of a large site's month; no parallel workers (they cost
 * more than they give, idle or loaded, on 2 cores); no JIT (compiling the aggregate's expressions
 * costs more than it saves at this size).
 */
export function funnelSettings(db: Pick<Db, '$executeRaw'>) {
  return [
    db.$executeRaw`SELECT set_config('work_mem', '64MB', true)`,
    db.$executeRaw`SELECT set_config('max_parallel_workers_per_gather', '0', true)`,
    db.$executeRaw`SELECT set_config('jit', 'off', true)`,
  ];
}

/**
 * The per-page aggregate of one project over a range (a `p` relation), for the funnel, the export
 * and the report: hits (verified, other, refused, last crawl), citations, referred
 * visits. The whole UTC days of the range are read from the per-page daily rollups
 * (crawler_page_daily, citation_page_daily, ai_referral_page_daily: kept by triggers on their
 * source tables), the partial days at its edges from the hourly rows and the citations
 * themselves (report-range.ts wholeDays), so the figures are the range's exactly.
 */
export function funnelPagesSql(project: ProjectRef, range: ReportRange): Prisma.Sql {
  const { inDays, edge } = rangeFilters(project, range);
  const account = project.accountId;
  return Prisma.sql`
    h AS (
      SELECT path, sum(verified)::int AS verified, sum(other)::int AS other, sum(refused)::int AS refused,
        max(last_crawl) AS last_crawl, max(last_other) AS last_other
      FROM (
        SELECT path, verified, other, refused, last_crawl, last_other FROM crawler_page_daily WHERE account_id = ${account} AND ${inDays}
        UNION ALL
        SELECT ${pageKeySql(Prisma.sql`path`)}, CASE WHEN verification = 'VERIFIED' THEN hits ELSE 0 END,
          CASE WHEN verification <> 'VERIFIED' THEN hits ELSE 0 END,
          CASE WHEN verification = 'VERIFIED' AND status >= 400 THEN hits ELSE 0 END,
          CASE WHEN verification = 'VERIFIED' THEN hour END, CASE WHEN verification <> 'VERIFIED' THEN hour END
        FROM crawler_hit_hourly WHERE account_id = ${account} AND ${edge(Prisma.sql`hour`)}
      ) r GROUP BY 1
    ),
    c AS (SELECT path, sum(n)::int AS citations FROM (${citationRowsSql(project, range)}) d GROUP BY 1),
    v AS (
      SELECT path, sum(visits)::int AS visits FROM (
        SELECT path, visits FROM ai_referral_page_daily WHERE account_id = ${account} AND ${inDays}
        UNION ALL
        SELECT ${pageKeySql(Prisma.sql`landing_path`)}, visits FROM ai_referral_hourly WHERE account_id = ${account} AND ${edge(Prisma.sql`hour`)}
      ) r GROUP BY 1
    ),
    p AS MATERIALIZED (
      SELECT COALESCE(h.path, c.path, v.path) AS path,
        COALESCE(h.verified, 0) AS verified, COALESCE(h.other, 0) AS other, COALESCE(h.refused, 0) AS refused,
        h.last_crawl, h.last_other, COALESCE(c.citations, 0) AS citations, COALESCE(v.visits, 0) AS visits
      FROM h FULL JOIN c ON c.path = h.path FULL JOIN v ON v.path = COALESCE(h.path, c.path)
    )`;
}

export const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 100) / 100);

/**
 * The span of the access-log lines received for the project within the range, clipped to it
 * (null: none): the spans of its imports (log_import.first_line_at..last_line_at, every import,
 * ingest batch and drain delivery) that overlap the range, and the hours of the AI hits and
 * referrals counted in it (a counted line is a line received, whatever import recorded it; an
 * import recorded before spans were kept has none). docs/crawlers.md, "What the logs cover".
 */
export async function accessLogSpan(db: Pick<Db, '$queryRaw'>, project: ProjectRef, range: ReportRange): Promise<FunnelAccessLogs | null> {
  const account = project.accountId;
  const [row] = await db.$queryRaw<{ first: Date | null; last: Date | null }[]>`
    SELECT min(f) AS first, max(l) AS last FROM (
      SELECT first_line_at AS f, last_line_at AS l FROM log_import
      WHERE account_id = ${account} AND project_id = ${project.id} AND last_line_at >= ${range.from} AND first_line_at <= ${range.to}
      UNION ALL
      SELECT min(hour), max(hour) FROM crawler_hit_hourly
      WHERE account_id = ${account} AND project_id = ${project.id} AND hour >= ${range.from} AND hour <= ${range.to}
      UNION ALL
      SELECT min(hour), max(hour) FROM ai_referral_hourly
      WHERE account_id = ${account} AND project_id = ${project.id} AND hour >= ${range.from} AND hour <= ${range.to}
    ) s`;
  if (!row?.first || !row.last) return null;
  const clip = (d: Date) => new Date(Math.min(Math.max(d.getTime(), range.from.getTime()), range.to.getTime())).toISOString();
  return { firstLineAt: clip(row.first), lastLineAt: clip(row.last) };
}

/**
 * The funnel's totals from its counts, the robots.txt figure and what the logs cover: without an
 * access-log line of the range, whether pages were crawled or visited is not known, and the
 * figures that say so (the ratios, cited not crawled, crawled not cited, refused cited) are null;
 * the counts of what was observed (hits, visits, pages) stay as counted. The one definition every
 * surface reads (the funnel's operation, its export, the client report).
 */
export function funnelTotals(t: CountedTotals, robotsDisallowedCited: number | null, accessLogs: FunnelAccessLogs | null): FunnelTotals {
  const known = accessLogs !== null;
  return {
    ...t,
    crawlsPerCitation: known ? ratio(t.verifiedHits, t.citations) : null,
    visitsPerCitation: known ? ratio(t.visits, t.citations) : null,
    citedNotCrawled: known ? t.citedNotCrawled : null,
    crawledNotCited: known ? t.crawledNotCited : null,
    refusedCited: known ? t.refusedCited : null,
    robotsDisallowedCited,
    accessLogs,
  };
}

/** The segments whose pages are known only where access logs cover the range: none listed without them. */
const crawlSideSegments: readonly Segment[] = ['CITED_NOT_CRAWLED', 'CRAWLED_NOT_CITED', 'REFUSED_CITED'];

/** The site's totals of the per-page aggregate `p`, as one row. */
export const totalsSql = Prisma.sql`SELECT count(*)::int AS pages,
    count(*) FILTER (WHERE verified > 0)::int AS "crawledPages",
    count(*) FILTER (WHERE citations > 0)::int AS "citedPages",
    count(*) FILTER (WHERE visits > 0)::int AS "visitedPages",
    COALESCE(sum(verified), 0)::int AS "verifiedHits", COALESCE(sum(other), 0)::int AS "otherHits",
    COALESCE(sum(citations), 0)::int AS citations, COALESCE(sum(visits), 0)::int AS visits,
    count(*) FILTER (WHERE citations > 0 AND verified = 0)::int AS "citedNotCrawled",
    count(*) FILTER (WHERE verified > 0 AND citations = 0)::int AS "crawledNotCited",
    count(*) FILTER (WHERE citations > 0 AND refused > 0)::int AS "refusedCited"
  FROM p`;

/** The page funnel of the project named by `slug`: a keyset page of its pages, and the site's totals. */
export async function pageFunnel(
  db: Db,
  cursors: CursorCodec,
  p: Principal,
  input: PageFunnelInput,
  now = new Date(),
): Promise<PageFunnel> {
  const range = reportRange(input, now);
  const project = await projectForPrincipal(db, p, input.slug);
  const sort = input.sort ?? 'VERIFIED_HITS';
  const segment = input.segment ?? 'ALL';
  const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
  const binding = `crawler-pages|${p.accountId}|${input.slug}|${input.from ?? ''}|${input.to ?? ''}|${sort}|${segment}`;
  const after = cursors.decode(binding, input.cursor);

  const key = sort === 'PATH' ? Prisma.sql`p.path` : sortKeys[sort];
  const order = sort === 'PATH' ? Prisma.sql`p.path ASC` : Prisma.sql`${key} DESC, p.path DESC`;
  let position = Prisma.sql`TRUE`;
  if (after) {
    position =
      sort === 'PATH' ? Prisma.sql`p.path > ${after.id}` : Prisma.sql`(${key}, p.path) < (${Number(after.k[0])}::bigint, ${after.id})`;
  }
  // robots.txt of the latest completed audit (one row), then which answer crawlers it refuses on
  // the cited pages (the matcher runs here, on the cited pages only: a few thousand at most, where
  // the site has 50,000). The cited pages come with the page's statement, from its aggregate; for
  // the segment of those pages they are read before it (citedPages), as its filter.
  const [robots, accessLogs] = await Promise.all([
    latestRobotsTxt(db, { id: project.id, accountId: p.accountId }),
    accessLogSpan(db, project, range),
  ]);
  const segmentCited =
    segment === 'ROBOTS_DISALLOWED_CITED'
      ? robots
        ? robotsDisallowedCited(robots.policy, await citedPages(db, project, range))
        : []
      : null;
  const filter =
    segment === 'ROBOTS_DISALLOWED_CITED'
      ? Prisma.sql`p.path = ANY(${segmentCited}::text[])`
      : accessLogs === null && crawlSideSegments.includes(segment)
        ? Prisma.sql`FALSE`
        : segments[segment];
  const withCited = robots !== null && segmentCited === null;
  // One statement, with the funnel's settings: the per-page aggregate once (MATERIALIZED), the page
  // read from it, then one row of the totals (and the cited pages' keys when a robots.txt is known).
  const statement = (
    await db.$transaction([
      ...funnelSettings(db),
      db.$queryRaw<FunnelRow[]>`WITH ${funnelPagesSql(project, range)},
        t AS (${totalsSql})
        SELECT NULL::json AS totals, NULL::text[] AS cited, pg.* FROM (
          SELECT p.*, ${key} AS k FROM p WHERE ${filter} AND ${position} ORDER BY ${order} LIMIT ${limit + 1}
        ) pg
        UNION ALL
        SELECT row_to_json(t), ${withCited ? Prisma.sql`(SELECT array_agg(path) FROM p WHERE citations > 0)` : Prisma.sql`NULL`}, none.*
        FROM t LEFT JOIN (SELECT p.*, ${key} AS k FROM p) none ON FALSE`,
    ])
  ).at(-1) as FunnelRow[];
  const totalsRow = statement.find((r) => r.totals !== null);
  const rows = statement.filter((r) => r.totals === null);
  const robotsCited =
    segmentCited ??
    (robots &&
      robotsDisallowedCited(
        robots.policy,
        (totalsRow?.cited ?? []).map((path) => ({ path })),
      ));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? cursors.encode(binding, { k: [sort === 'PATH' ? last.path : Number(last.k)], id: last.path }) : null;
  const keys = page.map((r) => r.path);
  const [breakdowns, byEngine] = await Promise.all([hitBreakdowns(db, project, range, keys), citationBreakdowns(db, project, range, keys)]);
  const t = (totalsRow?.totals ?? {}) as CountedTotals;
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    data: page.map((r) => funnelPageOf(r, breakdowns.get(r.path), byEngine.get(r.path) ?? [], robots?.policy ?? null)),
    robotsTxt: robots && {
      auditRunId: robots.auditRunId,
      url: robots.url,
      status: robots.status,
      fetchedAt: robots.fetchedAt.toISOString(),
    },
    nextCursor,
    totals: funnelTotals(t, robotsCited?.length ?? null, accessLogs),
  };
}

/** The cited pages (keys) whose robots.txt disallows an answer crawler, in path order. */
export function robotsDisallowedCited(policy: RobotsPolicy, cited: { path: string }[]): string[] {
  const refused = answerCrawlerRefusal(policy);
  return cited
    .filter((c) => refused(c.path))
    .map((c) => c.path)
    .sort();
}

function funnelPageOf(
  r: PageRow,
  breakdown: Pick<FunnelPage, 'byClass' | 'byBot'> | undefined,
  citationsByEngine: FunnelPage['citationsByEngine'],
  robots: RobotsPolicy | null,
): FunnelPage {
  return {
    path: r.path,
    verifiedHits: r.verified,
    otherHits: r.other,
    refusedHits: r.refused,
    lastCrawlAt: r.last_crawl?.toISOString() ?? null,
    lastOtherHitAt: r.last_other?.toISOString() ?? null,
    byClass: breakdown?.byClass ?? [],
    byBot: breakdown?.byBot ?? [],
    citations: r.citations,
    citationsByEngine,
    visits: r.visits,
    robotsDisallowed: robots ? robotsDisallowedTokens(robots, r.path) : null,
  };
}

/** Hits of the given pages by class and by bot (most verified first), by page key: one statement on the path index. */
export async function hitBreakdowns(db: Db, project: ProjectRef, range: ReportRange, keys: string[]) {
  const out = new Map<string, Pick<FunnelPage, 'byClass' | 'byBot'>>();
  if (keys.length === 0) return out;
  const rows = await db.$queryRaw<
    {
      path: string;
      botClass: FunnelPage['byClass'][number]['botClass'];
      bot: string;
      operator: string;
      verifiedHits: number;
      otherHits: number;
    }[]
  >`SELECT ${pageKeySql(Prisma.sql`path`)} AS path, bot_class::text AS "botClass", bot, operator,
      COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED'), 0)::int AS "verifiedHits",
      COALESCE(sum(hits) FILTER (WHERE verification <> 'VERIFIED'), 0)::int AS "otherHits"
    FROM crawler_hit_hourly
    WHERE account_id = ${project.accountId} AND project_id = ${project.id} AND path = ANY(${keys.flatMap(pathsOfKey)}::text[]) AND hour >= ${range.from} AND hour <= ${range.to}
    GROUP BY 1, 2, 3, 4 ORDER BY 5 DESC, 6 DESC, 3, 4`;
  for (const r of rows) {
    let entry = out.get(r.path);
    if (!entry) out.set(r.path, (entry = { byClass: [], byBot: [] }));
    const cls = entry.byClass.find((c) => c.botClass === r.botClass);
    if (cls) {
      cls.verifiedHits += r.verifiedHits;
      cls.otherHits += r.otherHits;
    } else entry.byClass.push({ botClass: r.botClass, verifiedHits: r.verifiedHits, otherHits: r.otherHits });
    const bot = entry.byBot.find((b) => b.bot === r.bot && b.operator === r.operator);
    if (bot) {
      bot.verifiedHits += r.verifiedHits;
      bot.otherHits += r.otherHits;
    } else if (entry.byBot.length < 100)
      entry.byBot.push({ bot: r.bot, operator: r.operator, verifiedHits: r.verifiedHits, otherHits: r.otherHits });
  }
  const most = (a: { verifiedHits: number; otherHits: number }, b: { verifiedHits: number; otherHits: number }) =>
    b.verifiedHits - a.verifiedHits || b.otherHits - a.otherHits;
  for (const entry of out.values()) {
    entry.byClass.sort(most);
    entry.byBot.sort(most);
  }
  return out;
}
