/**
 * Technical checks of each page's head and text: title, meta description, canonical, language,
 * viewport and garbled characters.
 */
import { checkDefiner, notApplicable } from '../checks.ts';
import { type AnalyzedPage, hostOf, type SiteContext } from '../site-context.ts';
import type { CheckDefinition, CheckGroup, CheckOutcome } from '../types.ts';
import { perPage } from './per-page.ts';

const def = checkDefiner('technical', 'TECHNICAL');

export const pageHeadChecks: readonly CheckDefinition[] = [
  def({
    id: 'technical.page.title-missing',
    severity: 'MEDIUM',
    points: 3,
    title: 'Pages without a <title>',
    recommendation: 'Give every page a unique, descriptive <title>.',
    expectedImpact: 'Engines can label citations with a meaningful title.',
  }),
  def({
    id: 'technical.page.title-length',
    severity: 'LOW',
    points: 1,
    title: 'Titles that are too short or too long',
    recommendation: 'Keep titles between 10 and 70 characters, leading with the topic.',
    expectedImpact: 'Titles are shown whole in result and citation lists.',
  }),
  def({
    id: 'technical.page.meta-description-missing',
    severity: 'LOW',
    points: 2,
    title: 'Pages without a meta description',
    recommendation: 'Add a one- or two-sentence meta description summarising each page.',
    expectedImpact: 'Search-backed engines get a ready summary of the page.',
  }),
  def({
    id: 'technical.page.canonical-missing',
    severity: 'LOW',
    points: 2,
    title: 'Pages without a canonical URL',
    recommendation: 'Add <link rel="canonical" href="…"> with the absolute preferred URL of each page.',
    expectedImpact: 'Engines consolidate duplicates and cite the preferred URL.',
  }),
  def({
    id: 'technical.page.canonical-invalid',
    severity: 'MEDIUM',
    points: 2,
    title: 'Invalid or conflicting canonical URLs',
    recommendation: 'Use exactly one canonical per page, an absolute https URL on your own site.',
    expectedImpact: 'Engines do not discard the page as a duplicate of the wrong URL.',
  }),
  def({
    id: 'technical.page.lang-missing',
    severity: 'LOW',
    points: 1,
    title: 'Pages without <html lang>',
    recommendation: 'Declare the language on the <html> element, e.g. <html lang="en">.',
    expectedImpact: 'Engines match the page to queries in the right language.',
  }),
  def({
    id: 'technical.page.viewport-missing',
    severity: 'LOW',
    points: 1,
    title: 'Pages without a mobile viewport',
    recommendation: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
    expectedImpact: 'Passes mobile-friendliness expectations of search indexes.',
  }),
  def({
    id: 'technical.page.encoding-errors',
    severity: 'LOW',
    points: 1,
    title: 'Garbled characters in page text',
    recommendation: 'Serve pages as UTF-8 and declare it (Content-Type charset and <meta charset="utf-8">).',
    expectedImpact: 'Quoted text appears correctly in answers.',
  }),
];

function canonicalProblem(p: AnalyzedPage, ctx: SiteContext): string | null {
  const hrefs = p.facts.canonicals;
  if (hrefs.length === 0) return null;
  const resolved = new Set<string>();
  for (const h of hrefs) {
    if (!h) return 'empty href';
    let u: URL;
    try {
      u = new URL(h, p.url);
    } catch {
      return `unparseable "${h.slice(0, 80)}"`;
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return `not an http(s) URL: ${h.slice(0, 80)}`;
    if (hostOf(u.href) !== ctx.siteHost) return `points to another site: ${u.href}`;
    if (u.protocol === 'http:' && ctx.origin.startsWith('https:')) return `points to http on an https site: ${u.href}`;
    resolved.add(u.href);
  }
  return resolved.size > 1 ? `${resolved.size} different canonicals: ${[...resolved].slice(0, 3).join(', ')}` : null;
}

export const pageHead: CheckGroup = {
  checks: pageHeadChecks,
  evaluate: (ctx) => {
    const pages = ctx.pages;
    const out: CheckOutcome[] = [];
    out.push(perPage('technical.page.title-missing', pages, (p) => (p.facts.titles.some((t) => t.trim()) ? null : ''), 'no <title>'));
    const titled = pages.filter((p) => p.facts.titles.some((t) => t.trim()));
    out.push(
      titled.length === 0
        ? notApplicable('technical.page.title-length', 'no page has a title')
        : perPage(
            'technical.page.title-length',
            titled,
            (p) => {
              const t = (p.facts.titles.find((x) => x.trim()) ?? '').trim();
              return t.length < 10 || t.length > 70 ? `${t.length} characters: "${t.slice(0, 80)}"` : null;
            },
            'title outside 10-70 characters',
          ),
    );
    out.push(
      perPage('technical.page.meta-description-missing', pages, (p) => (p.facts.metaDescription ? null : ''), 'no meta description'),
    );
    out.push(perPage('technical.page.canonical-missing', pages, (p) => (p.facts.canonicals.length ? null : ''), 'no canonical link'));
    const withCanonical = pages.filter((p) => p.facts.canonicals.length > 0);
    out.push(
      withCanonical.length === 0
        ? notApplicable('technical.page.canonical-invalid', 'no page declares a canonical')
        : perPage('technical.page.canonical-invalid', withCanonical, (p) => canonicalProblem(p, ctx), 'invalid or conflicting canonical'),
    );
    out.push(perPage('technical.page.lang-missing', pages, (p) => (p.facts.lang ? null : ''), 'no lang attribute on <html>'));
    out.push(perPage('technical.page.viewport-missing', pages, (p) => (p.facts.hasViewport ? null : ''), 'no viewport meta tag'));
    out.push(
      perPage(
        'technical.page.encoding-errors',
        pages,
        (p) => {
          const f = p.facts;
          if (f.replacementChars >= 3) return `${f.replacementChars} replacement characters (�)`;
          if (f.mojibake >= 3) return `${f.mojibake} sequences like "Ã©" (UTF-8 read as Latin-1)`;
          return null;
        },
        'garbled characters',
      ),
    );

    return out;
  },
};
