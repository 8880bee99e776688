/**
 * The shapes shared by the technical checks judged page by page (indexing directives, rendering,
 * head elements) or response by response (status, redirects, HTTPS): the share that passes, the
 * failing ones as affected URLs.
 */
import type { FetchedResource } from '../../site.ts';
import { measured, notApplicable } from '../checks.ts';
import type { AnalyzedPage } from '../site-context.ts';
import type { CheckId, CheckOutcome } from '../types.ts';

/**
 * A check of every fetched response: the share of `fetched` not in `failed`; not applicable
 * when nothing was fetched. `detail`, `affectedUrls` and `severity` as for `measured`.
 */
export function perFetched(
  id: CheckId,
  fetched: FetchedResource[],
  failed: FetchedResource[],
  detail: string,
  affectedUrls: string[],
  severity?: CheckOutcome['severity'],
): CheckOutcome {
  if (fetched.length === 0) return notApplicable(id, 'nothing was fetched');
  return measured(id, 1 - failed.length / fetched.length, detail, affectedUrls, severity);
}

/**
 * A per-page check: share of pages passing; the failing ones are the affected URLs.
 * `failing` returns a short note for a failing page, or null when it passes.
 */
export function perPage(
  id: CheckId,
  pages: AnalyzedPage[],
  failing: (p: AnalyzedPage) => string | null,
  what: string,
  homeEscalates = false,
): CheckOutcome {
  if (pages.length === 0) return notApplicable(id, 'no HTML page was analysed');
  const bad: { page: AnalyzedPage; note: string }[] = [];
  for (const p of pages) {
    const note = failing(p);
    if (note !== null) bad.push({ page: p, note });
  }
  if (bad.length === 0) return measured(id, 1, `All ${pages.length} analysed pages pass: ${what}.`);
  const first = bad[0];
  const detail = `${bad.length} of ${pages.length} pages: ${what}. First: ${first.page.url}${first.note ? ` (${first.note})` : ''}.`;
  const homeHit = homeEscalates && bad.some((b) => b.page.isHome);
  return measured(
    id,
    1 - bad.length / pages.length,
    detail,
    bad.map((b) => b.page.url),
    homeHit ? 'CRITICAL' : undefined,
  );
}
