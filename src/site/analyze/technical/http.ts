/**
 * Technical checks of fetching: status codes, redirect chains and broken internal links.
 */
import { checkDefiner, measured, notApplicable } from '../checks.ts';
import type { SiteContext } from '../site-context.ts';
import type { CheckDefinition, CheckGroup, CheckOutcome } from '../types.ts';
import { perFetched } from './per-page.ts';

const def = checkDefiner('technical', 'TECHNICAL');

export const httpChecks: readonly CheckDefinition[] = [
  def({
    id: 'technical.http.error-status',
    severity: 'HIGH',
    points: 6,
    title: 'Pages answer with an error status',
    recommendation: 'Make the listed URLs answer 200 with their content (or redirect them once to their replacement).',
    expectedImpact: 'Crawlers can fetch the pages at all.',
  }),
  def({
    id: 'technical.http.redirect-chain',
    severity: 'LOW',
    points: 2,
    title: 'Redirect chains of more than one hop',
    recommendation: 'Point links and redirects straight at the final URL.',
    expectedImpact: 'Fewer failed or abandoned fetches, faster crawling.',
  }),
  def({
    id: 'technical.links.broken-internal',
    severity: 'MEDIUM',
    points: 4,
    title: 'Broken internal links',
    recommendation: 'Fix or remove links to URLs that answer 4xx/5xx or do not answer.',
    expectedImpact: 'Crawlers reach the pages the links were meant for; fewer dead ends.',
  }),
];

function brokenLinksOutcome(ctx: SiteContext): CheckOutcome {
  const id = 'technical.links.broken-internal';
  if (ctx.pages.length === 0) return notApplicable(id, 'no HTML page was analysed, so no link was followed');
  const broken = ctx.snapshot.brokenLinks ?? [];
  const targets = new Map<string, { status: number; error: string | null; from: string[] }>();
  for (const b of broken) {
    const t = targets.get(b.to) ?? { status: b.status, error: b.error, from: [] };
    if (!t.from.includes(b.from)) t.from.push(b.from);
    targets.set(b.to, t);
  }
  if (targets.size === 0) return measured(id, 1, 'No broken internal link was found.');
  const shown = [...targets.entries()]
    .slice(0, 5)
    .map(([to, t]) => `${to} (${t.status || t.error || 'no response'}, linked from ${t.from[0]})`)
    .join('; ');
  // Each distinct broken target costs a tenth of the points; the pages holding the links are affected.
  return measured(id, Math.max(0, 1 - targets.size / 10), `${targets.size} internal link target(s) are broken: ${shown}.`, [
    ...new Set(broken.map((b) => b.from)),
  ]);
}

export const http: CheckGroup = {
  checks: httpChecks,
  evaluate: (ctx) => {
    const out: CheckOutcome[] = [];
    // Status codes of everything fetched (the home page is kept whatever it answered).
    const errored = ctx.fetched.filter((r) => r.status < 200 || r.status >= 300); // a final 3xx is a redirect that went nowhere
    const homeUrl = ctx.snapshot.home ? ctx.snapshot.home.url || ctx.snapshot.home.requestedUrl : null;
    out.push(
      perFetched(
        'technical.http.error-status',
        ctx.fetched,
        errored,
        errored.length === 0
          ? `All ${ctx.fetched.length} fetched pages answered 2xx.`
          : `${errored.length} of ${ctx.fetched.length} fetched pages answered with an error: ${errored
              .slice(0, 5)
              .map((r) => `${r.url || r.requestedUrl} (${r.status || r.error || 'no response'})`)
              .join(', ')}.`,
        errored.map((r) => r.url || r.requestedUrl),
        errored.some((r) => (r.url || r.requestedUrl) === homeUrl) ? 'CRITICAL' : undefined,
      ),
    );
    const chains = ctx.fetched.filter((r) => (r.redirects?.length ?? 0) > 1);
    out.push(
      perFetched(
        'technical.http.redirect-chain',
        ctx.fetched,
        chains,
        chains.length
          ? `${chains.length} fetched URL(s) went through more than one redirect, e.g. ${[chains[0].requestedUrl, ...chains[0].redirects].join(' → ')}.`
          : 'No fetched URL went through more than one redirect.',
        chains.map((r) => r.requestedUrl),
      ),
    );
    out.push(brokenLinksOutcome(ctx));
    return out;
  },
};
