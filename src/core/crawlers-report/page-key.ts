// The one normalisation that lets a crawled path, a landing path and a cited URL name the same
// page (docs/crawlers.md, "Reports and the funnel"): the path without query string or fragment,
// one trailing slash removed except for the root. Cited URLs are already normalized that way
// (kernel/urls.ts normalizeUrl: https, no www, no fragment, one trailing slash dropped), so their
// key is their path; log paths keep the bytes the client sent (percent-encoding is not folded).
import { Prisma } from '../../generated/prisma/client.ts';

/** The page key of a path column (a log's request path or landing path). */
export const pageKeySql = (column: Prisma.Sql) =>
  Prisma.sql`(CASE WHEN length(${column}) > 1 AND right(${column}, 1) = '/' THEN left(${column}, -1) ELSE ${column} END)`;

/**
 * The page key of a citation's normalized URL: its path (after the `https://` and the host),
 * query dropped. normalizeUrl always writes `https://host/...`, so the path starts at the first
 * slash after the 8th character.
 */
const citedPathSql = Prisma.sql`split_part(substr(normalized_url, 8 + strpos(substr(normalized_url, 9), '/')), '?', 1)`;
export const citedPageKeySql = pageKeySql(citedPathSql);

/** The stored paths whose key is `key`: itself and itself with a trailing slash. */
export const pathsOfKey = (key: string): string[] => (key === '/' ? ['/'] : [key, `${key}/`]);
