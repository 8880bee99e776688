/**
 * Technical check of response time: live fetches by AI assistants have tight time budgets.
 */
import { checkDefiner, measured, notApplicable } from '../checks.ts';
import type { SiteContext } from '../site-context.ts';
import type { CheckDefinition, CheckGroup, CheckOutcome } from '../types.ts';

const def = checkDefiner('technical', 'TECHNICAL');

export const performanceChecks: readonly CheckDefinition[] = [
  def({
    id: 'technical.performance.slow-response',
    severity: 'MEDIUM',
    points: 4,
    passShare: 0.75,
    title: 'Slow page responses',
    recommendation: 'Bring full page responses under one second (caching, CDN, lighter pages).',
    expectedImpact: 'Live fetches by AI assistants complete within their time budgets.',
  }),
];

function responseTimeOutcome(ctx: SiteContext): CheckOutcome {
  const id = 'technical.performance.slow-response';
  const timed = ctx.fetched.filter((r) => r.status > 0 && Number.isFinite(r.elapsedMs));
  if (timed.length === 0) return notApplicable(id, 'no page answered');
  let sum = 0;
  const slow: { url: string; ms: number }[] = [];
  for (const r of timed) {
    const ms = r.elapsedMs;
    sum += ms <= 1000 ? 1 : ms <= 2500 ? 0.5 : 0;
    if (ms > 1000) slow.push({ url: r.url || r.requestedUrl, ms });
  }
  slow.sort((a, b) => b.ms - a.ms);
  const ms = timed.map((r) => r.elapsedMs).sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)];
  const detail = slow.length
    ? `${slow.length} of ${timed.length} pages took over 1 s to fetch (slowest ${slow[0].url}: ${Math.round(slow[0].ms)} ms); median ${Math.round(median)} ms.`
    : `All ${timed.length} pages were fetched within 1 s (median ${Math.round(median)} ms).`;
  return measured(
    id,
    sum / timed.length,
    detail,
    slow.map((s) => s.url),
  );
}

export const performance: CheckGroup = { checks: performanceChecks, evaluate: (ctx) => [responseTimeOutcome(ctx)] };
