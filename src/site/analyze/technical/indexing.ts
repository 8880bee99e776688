/**
 * Technical checks of what pages tell indexes (noindex, nosnippet, nofollow, noai in meta robots
 * or X-Robots-Tag) and whether their content exists before JavaScript runs.
 */
import { crawlers } from '../ai-crawlers.ts';
import { checkDefiner } from '../checks.ts';
import { describeSet, type IndexingSignals, indexingSignals } from '../robots-directives.ts';
import type { AnalyzedPage } from '../site-context.ts';
import type { CheckDefinition, CheckGroup } from '../types.ts';
import { perPage } from './per-page.ts';

const def = checkDefiner('technical', 'TECHNICAL');

export const indexingChecks: readonly CheckDefinition[] = [
  def({
    id: 'technical.indexing.noindex',
    severity: 'HIGH',
    points: 8,
    title: 'Pages are excluded from indexes by noindex',
    recommendation: 'Remove noindex (meta robots or X-Robots-Tag) from every page you want cited.',
    expectedImpact: 'Pages can appear in search indexes and the AI answers built on them.',
  }),
  def({
    id: 'technical.indexing.nosnippet',
    severity: 'MEDIUM',
    points: 2,
    title: 'nosnippet / max-snippet:0 stops Google quoting the page',
    recommendation: 'Remove nosnippet or max-snippet:0 unless you accept that Google will not quote the page in AI Overviews or AI Mode.',
    expectedImpact: 'Google can show and quote passages of the page in AI features.',
  }),
  def({
    id: 'technical.indexing.nofollow',
    severity: 'LOW',
    points: 1,
    title: 'Pages tell crawlers not to follow their links',
    recommendation: 'Remove page-level nofollow so crawlers can discover the rest of the site through its links.',
    expectedImpact: 'Crawlers discover and index more of the site.',
  }),
  def({
    id: 'technical.indexing.noai',
    severity: 'LOW',
    points: 1,
    title: 'Pages carry noai / noimageai directives',
    recommendation:
      'These directives are not standard and major AI engines do not document honouring them; keep them only if they state your policy, and control access in robots.txt instead.',
    expectedImpact: 'Your AI policy is expressed where crawlers actually read it.',
  }),
  def({
    id: 'technical.rendering.js-only-content',
    severity: 'HIGH',
    points: 8,
    title: 'Content only appears after JavaScript runs',
    recommendation:
      'Render the main content on the server (SSR, static generation or pre-rendering); most AI crawlers do not execute JavaScript.',
    expectedImpact: 'AI crawlers see the same text users see, so the page can be cited.',
  }),
];

const relevantAgents = new Set([...crawlers.map((c) => c.token.toLowerCase()), 'googlebot-news', 'applebot', 'bingbot', 'msnbot']);

function signalsOf(p: AnalyzedPage, now: Date): IndexingSignals {
  return indexingSignals(p.facts.robotsDirectives, now, relevantAgents);
}

function jsOnlyNote(p: AnalyzedPage): string | null {
  const f = p.facts;
  if (f.bodyWords >= 80) return null;
  const reasons: string[] = [];
  if (f.emptyAppRoot) reasons.push(`empty #${f.emptyAppRoot} mount point`);
  if (f.noscriptJsNotice) reasons.push('<noscript> asks to enable JavaScript');
  if (f.inlineScriptChars > 50_000) reasons.push(`${Math.round(f.inlineScriptChars / 1024)} KB of inline script`);
  if (reasons.length === 0 && f.bodyWords < 30 && f.scriptCount > 0) reasons.push(`${f.scriptCount} script(s)`);
  if (reasons.length === 0) return null;
  return `${f.bodyWords} words of text in the HTML; ${reasons.join(', ')}`;
}

export const indexing: CheckGroup = {
  checks: indexingChecks,
  evaluate: (ctx) => {
    const pages = ctx.pages;
    const sig = (p: AnalyzedPage) => signalsOf(p, ctx.now);
    return [
      perPage(
        'technical.indexing.noindex',
        pages,
        (p) => (sig(p).noindex.length ? sig(p).noindex.map(describeSet).join('; ') : null),
        'noindex excludes the page from indexes',
        true,
      ),
      perPage(
        'technical.indexing.nosnippet',
        pages,
        (p) => (sig(p).nosnippet.length ? sig(p).nosnippet.map(describeSet).join('; ') : null),
        'snippets are forbidden',
      ),
      perPage(
        'technical.indexing.nofollow',
        pages,
        (p) => (sig(p).nofollow.length ? sig(p).nofollow.map(describeSet).join('; ') : null),
        'links are not to be followed',
      ),
      perPage(
        'technical.indexing.noai',
        pages,
        (p) => (sig(p).noai.length ? sig(p).noai.map(describeSet).join('; ') : null),
        'noai/noimageai directives',
      ),
      perPage('technical.rendering.js-only-content', pages, jsOnlyNote, 'the HTML is a near-empty shell filled by JavaScript', true),
    ];
  },
};
