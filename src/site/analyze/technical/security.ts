/**
 * Technical checks of transport security: HTTPS and the home page's security headers.
 */
import { checkDefiner, measured, notApplicable } from '../checks.ts';
import type { SiteContext } from '../site-context.ts';
import type { CheckDefinition, CheckGroup, CheckOutcome } from '../types.ts';
import { perFetched } from './per-page.ts';

const def = checkDefiner('technical', 'TECHNICAL');

export const securityChecks: readonly CheckDefinition[] = [
  def({
    id: 'technical.security.https-missing',
    severity: 'HIGH',
    points: 4,
    title: 'Site is not served over HTTPS',
    recommendation: 'Serve every page over HTTPS and redirect HTTP to it.',
    expectedImpact: 'Meets the baseline trust expectation of search and AI engines.',
  }),
  def({
    id: 'technical.security.headers-missing',
    severity: 'LOW',
    points: 3,
    title: 'Security headers missing',
    recommendation:
      'Send Strict-Transport-Security, X-Content-Type-Options: nosniff, and a Content-Security-Policy with frame-ancestors (or X-Frame-Options).',
    expectedImpact: 'Hardens the site; a trust signal rather than a ranking factor.',
  }),
];

function securityHeadersOutcome(ctx: SiteContext): CheckOutcome {
  const id = 'technical.security.headers-missing';
  const home = ctx.snapshot.home;
  if (!home || home.status === 0) return notApplicable(id, 'the home page gave no response');
  const h = home.headers ?? {};
  const https = (home.url || home.requestedUrl).startsWith('https:');
  const parts: { name: string; ok: boolean }[] = [];
  if (https) parts.push({ name: 'Strict-Transport-Security', ok: /max-age=\s*[1-9]/i.test(h['strict-transport-security'] ?? '') });
  parts.push({ name: 'X-Content-Type-Options: nosniff', ok: /nosniff/i.test(h['x-content-type-options'] ?? '') });
  parts.push({
    name: 'Content-Security-Policy frame-ancestors or X-Frame-Options',
    ok: /frame-ancestors/i.test(h['content-security-policy'] ?? '') || /^(deny|sameorigin)$/i.test((h['x-frame-options'] ?? '').trim()),
  });
  const missing = parts.filter((p) => !p.ok).map((p) => p.name);
  const share = parts.filter((p) => p.ok).length / parts.length;
  return measured(
    id,
    share,
    missing.length ? `The home page response lacks ${missing.join(', ')}.` : 'The home page sends the expected security headers.',
    missing.length ? [home.url] : [],
  );
}

export const security: CheckGroup = {
  checks: securityChecks,
  evaluate: (ctx) => {
    const out: CheckOutcome[] = [];
    const insecure = ctx.fetched.filter((r) => (r.url || r.requestedUrl).startsWith('http:'));
    out.push(
      perFetched(
        'technical.security.https-missing',
        ctx.fetched,
        insecure,
        insecure.length
          ? `${insecure.length} of ${ctx.fetched.length} pages were served over plain HTTP (origin ${ctx.origin}).`
          : 'Every page was served over HTTPS.',
        insecure.map((r) => r.url || r.requestedUrl),
      ),
    );
    out.push(securityHeadersOutcome(ctx));
    return out;
  },
};
