// The sources engines cite most in a window: by domain (host) or by normalized URL, with how
// many citations and answers, and whether the source is the client's or a competitor's. One
// statement for any number of projects, each with its own top list.
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { oneOf } from '../kernel/of-several.ts';
import {
  type AnalyticsWindow,
  answerKeySql,
  rankIn,
  readWindows,
  topListSize,
  topOfEachProject,
  type WindowFilter,
} from './answer-window.ts';

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
}

/**
 * The counting behind the top-cited lists, on any citation condition (a window of projects, an
 * audit run): the `first` most cited sources of each project by domain or URL, by project id.
 */
async function citedSourcesByProject(db: Pick<Db, '$queryRaw'>, by: CitedBy, where: Prisma.Sql, first: number) {
  const key = by === 'domain' ? Prisma.sql`host` : Prisma.sql`normalized_url`;
  const ranked = Prisma.sql`SELECT project_id, ${key} AS source, min(host) AS host, max(title) AS title,
      count(*)::int AS citations,
      count(DISTINCT ${answerKeySql})::int AS answers,
      bool_or(is_client_domain) AS is_client,
      bool_or(is_competitor_domain) AS is_competitor,
      ${rankIn(Prisma.sql`count(*) DESC, ${key}`)}
    FROM citation WHERE ${where}
    GROUP BY 1, 2`;
  return topOfEachProject(db, ranked, first, (r: Row) => ({
    ...(by === 'domain' ? { domain: r.source } : { url: r.source, host: r.host, title: r.title }),
    citations: r.citations,
    answers: r.answers,
    isClient: r.is_client,
    isCompetitor: r.is_competitor,
  }));
}

/** The `first` most cited sources among the citations `where` selects, of one project (the report's). */
export async function citedSources(db: Pick<Db, '$queryRaw'>, by: CitedBy, where: Prisma.Sql, first: number) {
  return [...(await citedSourcesByProject(db, by, where, first)).values()].flat();
}

type CitedDomain = { domain: string; citations: number; answers: number; isClient: boolean; isCompetitor: boolean };
type CitedUrl = {
  url: string;
  host: string;
  title: string | null;
  citations: number;
  answers: number;
  isClient: boolean;
  isCompetitor: boolean;
};

/** The top cited sources of each project among `slugs` the principal may see, by slug: two statements. */
async function topCitedOf(db: Db, p: Principal, by: CitedBy, slugs: readonly string[], input: WindowFilter & { first?: number }) {
  const first = topListSize(input.first);
  return readWindows(db, p, slugs, input, ({ where }) => citedSourcesByProject(db, by, where, first));
}

export const topCitedDomainsOf = (db: Db, p: Principal, slugs: readonly string[], input: WindowFilter & { first?: number }) =>
  topCitedOf(db, p, 'domain', slugs, input) as Promise<Map<string, CitedDomain[]>>;

export const topCitedUrlsOf = (db: Db, p: Principal, slugs: readonly string[], input: WindowFilter & { first?: number }) =>
  topCitedOf(db, p, 'url', slugs, input) as Promise<Map<string, CitedUrl[]>>;

export const topCitedDomains = async (db: Db, p: Principal, input: AnalyticsWindow & { first?: number }) =>
  oneOf(await topCitedDomainsOf(db, p, [input.slug], input), input.slug);

export const topCitedUrls = async (db: Db, p: Principal, input: AnalyticsWindow & { first?: number }) =>
  oneOf(await topCitedUrlsOf(db, p, [input.slug], input), input.slug);
