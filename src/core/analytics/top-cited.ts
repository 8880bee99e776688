// The sources engines cite most in a window: by domain (host) or by normalized URL, with how
// many citations and answers, their share of the window's citations, the engines that cited them,
// whether the source is the client's or a competitor's, and, for a window with a start, the same
// against the previous period of the same length. One statement for any number of projects, each
// with its own top list.
import type { Db } from '../../db/client.ts';
import { type Engine, Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { oneOf } from '../kernel/of-several.ts';
import {
  type AnalyticsWindow,
  answerKeySql,
  percent,
  rankIn,
  readWindows,
  topListSize,
  topOfEachProject,
  type WindowFilter,
} from './answer-window.ts';
import { comparedPeriods } from './visibility-summary.ts';
import type { citedDomainSchema, citedUrlSchema } from '../contract/aggregates.ts';
import type { z } from 'zod';

export type CitedBy = 'domain' | 'url';

interface Row {
  project_id: string;
  source: string;
  host: string;
  title: string | null;
  citations: number;
  answers: number;
  is_client: boolean;
  is_competitor: boolean;
  engines: Engine[];
  total: number;
  previous_citations: number;
  previous_total: number;
}

/**
 * The counting behind the top-cited lists, on any citation condition (a window of projects, an
 * audit run): the `first` most cited sources of each project by domain or URL, by project id,
 * each with its share of the citations, and which engines cited it. With `since`, `where` covers
 * the previous period too: rows before `since` are that period's, counted only for the change.
 */
async function citedSourcesByProject(
  db: Pick<Db, '$queryRaw'>,
  by: CitedBy,
  accountId: string,
  where: Prisma.Sql,
  first: number,
  since?: Date,
) {
  const key = by === 'domain' ? Prisma.sql`host` : Prisma.sql`normalized_url`;
  const now = since ? Prisma.sql`observed_at >= ${since}` : Prisma.sql`TRUE`;
  const ranked = Prisma.sql`SELECT * FROM (
      SELECT project_id, ${key} AS source, min(host) AS host, max(title) FILTER (WHERE ${now}) AS title,
        (count(*) FILTER (WHERE ${now}))::int AS citations,
        (count(DISTINCT ${answerKeySql}) FILTER (WHERE ${now}))::int AS answers,
        COALESCE(bool_or(is_client_domain) FILTER (WHERE ${now}), false) AS is_client,
        COALESCE(bool_or(is_competitor_domain) FILTER (WHERE ${now}), false) AS is_competitor,
        COALESCE(array_agg(DISTINCT engine::text ORDER BY engine::text) FILTER (WHERE ${now}), '{}') AS engines,
        (sum(count(*) FILTER (WHERE ${now})) OVER (PARTITION BY project_id))::int AS total,
        (count(*) FILTER (WHERE NOT ${now}))::int AS previous_citations,
        (sum(count(*) FILTER (WHERE NOT ${now})) OVER (PARTITION BY project_id))::int AS previous_total,
        ${rankIn(Prisma.sql`count(*) FILTER (WHERE ${now}) DESC, ${key}`)}
      FROM citation WHERE account_id = ${accountId} AND ${where}
      GROUP BY 1, 2
    ) counted WHERE citations > 0`;
  return topOfEachProject(db, ranked, first, (r: Row) => {
    const share = percent(r.citations, r.total);
    const previousShare = since ? percent(r.previous_citations, r.previous_total) : null;
    return {
      ...(by === 'domain' ? { domain: r.source } : { url: r.source, host: r.host, title: r.title }),
      citations: r.citations,
      answers: r.answers,
      isClient: r.is_client,
      isCompetitor: r.is_competitor,
      share,
      engines: r.engines,
      previousCitations: since ? r.previous_citations : null,
      previousShare,
      shareChange: share !== null && previousShare !== null ? Math.round((share - previousShare) * 100) / 100 : null,
    };
  });
}

/** The `first` most cited sources among the citations `where` selects, of one project (the report's). */
export async function citedSources(db: Pick<Db, '$queryRaw'>, by: CitedBy, accountId: string, where: Prisma.Sql, first: number) {
  return [...(await citedSourcesByProject(db, by, accountId, where, first)).values()].flat();
}

type CitedDomain = z.output<typeof citedDomainSchema>;
type CitedUrl = z.output<typeof citedUrlSchema>;

/**
 * The top cited sources of each project among `slugs` the principal may see, by slug: two
 * statements. With `from`, each source's citations in the previous period of the same length too.
 */
async function topCitedOf(db: Db, p: Principal, by: CitedBy, slugs: readonly string[], input: WindowFilter & { first?: number }) {
  const first = topListSize(input.first);
  if (input.from === undefined)
    return readWindows(db, p, slugs, input, ({ accountId, where }) => citedSourcesByProject(db, by, accountId, where, first));
  const { current, previous } = comparedPeriods({ from: input.from, to: input.to });
  const span = { from: previous.from.toISOString(), to: input.to, engine: input.engine };
  return readWindows(db, p, slugs, span, ({ accountId, where }) => citedSourcesByProject(db, by, accountId, where, first, current.from));
}
export const topCitedDomainsOf = (db: Db, p: Principal, slugs: readonly string[], input: WindowFilter & { first?: number }) =>
  topCitedOf(db, p, 'domain', slugs, input) as Promise<Map<string, CitedDomain[]>>;

export const topCitedUrlsOf = (db: Db, p: Principal, slugs: readonly string[], input: WindowFilter & { first?: number }) =>
  topCitedOf(db, p, 'url', slugs, input) as Promise<Map<string, CitedUrl[]>>;

export const topCitedDomains = async (db: Db, p: Principal, input: AnalyticsWindow & { first?: number }) =>
  oneOf(await topCitedDomainsOf(db, p, [input.slug], input), input.slug);
