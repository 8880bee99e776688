// The page funnel as an export (core/exports: CSV or NDJSON, every page of the funnel's order):
// one flat row per page, the class and engine breakdowns as columns of their own so that a
// spreadsheet can sum them; the bots of a page stay in the API (`byBot`).
import { z } from 'zod';

import { crawlerClassValues, type FunnelPage, type PageFunnel } from './contract.ts';
import { engineNames } from '../../engines/engine-list.ts';

const count = z.number().int().min(0);
const camel = (code: string) => code.toLowerCase().replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase());

/** The export's row: the page's figures, verified hits per class, citations per engine. */
export const funnelExportRowSchema = z.object({
  path: z.string(),
  verifiedHits: count,
  otherHits: count,
  refusedHits: count,
  lastCrawlAt: z.string().nullable(),
  lastOtherHitAt: z.string().nullable(),
  ...Object.fromEntries(crawlerClassValues.map((c) => [`verified${camel(c)}`, count])),
  citations: count,
  ...Object.fromEntries(engineNames.map((e) => [`citations${camel(e)}`, count])),
  visits: count,
  /** The disallowed tokens separated by spaces; null when not known (no completed audit fetched robots.txt). */
  robotsDisallowed: z.string().nullable(),
});

export function funnelExportRow(p: FunnelPage): Record<string, unknown> {
  return {
    path: p.path,
    verifiedHits: p.verifiedHits,
    otherHits: p.otherHits,
    refusedHits: p.refusedHits,
    lastCrawlAt: p.lastCrawlAt,
    lastOtherHitAt: p.lastOtherHitAt,
    ...Object.fromEntries(
      crawlerClassValues.map((c) => [`verified${camel(c)}`, p.byClass.find((x) => x.botClass === c)?.verifiedHits ?? 0]),
    ),
    citations: p.citations,
    ...Object.fromEntries(
      engineNames.map((e) => [`citations${camel(e)}`, p.citationsByEngine.find((x) => x.engine === e)?.citations ?? 0]),
    ),
    visits: p.visits,
    robotsDisallowed: p.robotsDisallowed && p.robotsDisallowed.join(' '),
  };
}

/**
 * How many pages the export holds: the funnel's totals count each segment (a crawl-side segment
 * lists no page where no access log covers the range: its count is null, and the export empty).
 */
export function funnelExportCount(page: PageFunnel, segment: string | undefined): number {
  const t = page.totals;
  if (segment === 'CITED_NOT_CRAWLED') return t.citedNotCrawled ?? 0;
  if (segment === 'CRAWLED_NOT_CITED') return t.crawledNotCited ?? 0;
  if (segment === 'REFUSED_CITED') return t.refusedCited ?? 0;
  if (segment === 'ROBOTS_DISALLOWED_CITED') return t.robotsDisallowedCited ?? 0;
  return t.pages;
}
