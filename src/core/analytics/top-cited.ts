// The sources engines cite most in a window: by domain (host) or by normalized URL, with how
// many citations and answers, and whether the source is the client's or a competitor's.
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { AppError } from '../kernel/errors.ts';
import { type AnalyticsWindow, answerKeySql, resolveWindow } from './answer-window.ts';

export type CitedBy = 'domain' | 'url';

interface Row {
  source: string;
  host: string;
  title: string | null;
  citations: number;
  answers: number;
  is_client: boolean;
  is_competitor: boolean;
}

/**
 * The counting behind the top-cited lists, on any citation condition (a window, an audit run):
 * the `first` most cited sources by domain or URL. The report and the analytics share it.
 */
export async function citedSources(db: Pick<Db, '$queryRaw'>, by: CitedBy, where: Prisma.Sql, first: number) {
  const key = by === 'domain' ? Prisma.sql`host` : Prisma.sql`normalized_url`;
  const rows = await db.$queryRaw<Row[]>`
    SELECT ${key} AS source, min(host) AS host, max(title) AS title,
      count(*)::int AS citations,
      count(DISTINCT ${answerKeySql})::int AS answers,
      bool_or(is_client_domain) AS is_client,
      bool_or(is_competitor_domain) AS is_competitor
    FROM citation WHERE ${where}
    GROUP BY 1 ORDER BY citations DESC, 1 LIMIT ${first}`;
  return rows.map((r) => ({
    ...(by === 'domain' ? { domain: r.source } : { url: r.source, host: r.host, title: r.title }),
    citations: r.citations,
    answers: r.answers,
    isClient: r.is_client,
    isCompetitor: r.is_competitor,
  }));
}

export async function topCited(db: Db, p: Principal, by: CitedBy, input: AnalyticsWindow & { first?: number }) {
  const first = input.first ?? 10;
  if (!Number.isInteger(first) || first < 1 || first > 100) throw new AppError('invalid_limit');
  const { where } = await resolveWindow(db, p, input);
  return citedSources(db, by, where, first);
}

export const topCitedDomains = (db: Db, p: Principal, input: AnalyticsWindow & { first?: number }) =>
  topCited(db, p, 'domain', input) as Promise<
    { domain: string; citations: number; answers: number; isClient: boolean; isCompetitor: boolean }[]
  >;

export const topCitedUrls = (db: Db, p: Principal, input: AnalyticsWindow & { first?: number }) =>
  topCited(db, p, 'url', input) as Promise<
    { url: string; host: string; title: string | null; citations: number; answers: number; isClient: boolean; isCompetitor: boolean }[]
  >;
