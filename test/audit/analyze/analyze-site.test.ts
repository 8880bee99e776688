import { describe, expect, it } from 'vitest';
import { allChecks, analyzeSite } from '../../../src/site/analyze/analyze-site.ts';
import { severityRank, timelineBySeverity } from '../../../src/site/analyze/severity.ts';
import type { SiteAnalysis } from '../../../src/site/analyze/types.ts';
import type { SiteSnapshot } from '../../../src/site/site.ts';
import { fixture, resource, site } from './snapshot-helper.ts';

const origin = 'https://www.acme-analytics.example';

const goodLlms = `# Acme Analytics

> Acme Analytics audits how AI answer engines read and cite websites, and tracks brand citations every week.

## Product

- [Home](${origin}/): what the product does
- [What is GEO](${origin}/blog/what-is-geo): our guide to generative engine optimisation
- [About](${origin}/about): the company
`;

function goodSite(): SiteSnapshot {
  return site({
    pages: { '/': fixture('good-home.html'), '/blog/what-is-geo': fixture('good-article.html') },
    robots: `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`,
    llms: goodLlms,
  });
}

function poorSite(): SiteSnapshot {
  const o = 'http://poor.example';
  return site({
    origin: o,
    pages: { '/': { body: fixture('poor-home.html'), elapsedMs: 3200 }, '/blog/our-thoughts': fixture('poor-article.html') },
    robots: 'User-agent: *\nDisallow: /\n',
    sitemaps: null,
    homeHeaders: {},
    brokenLinks: [{ from: `${o}/`, to: `${o}/old-page`, status: 404, error: null }],
  });
}

function check(a: SiteAnalysis, id: string) {
  const c = a.checks.find((x) => x.checkId === id);
  if (!c) throw new Error(`no check ${id}`);
  return c;
}

function finding(a: SiteAnalysis, id: string) {
  return a.findings.find((f) => f.checkId === id);
}

/** Invariants every analysis must hold, whatever the input. */
function expectWellFormed(a: SiteAnalysis) {
  expect(a.checks.map((c) => c.checkId)).toEqual(allChecks.map((c) => c.id));
  for (const [rubric, score] of Object.entries(a.scores)) {
    const mine = a.checks.filter((c) => c.rubric === rubric);
    const possible = mine.reduce((s, c) => s + c.pointsPossible, 0);
    if (possible === 0) expect(score).toBeNull();
    else {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      const earned = mine.reduce((s, c) => s + c.pointsEarned, 0);
      expect(Math.abs((earned / possible) * 100 - score!)).toBeLessThanOrEqual(1);
    }
  }
  const failed = a.checks.filter((c) => c.status === 'fail');
  expect(a.findings.map((f) => f.checkId).sort()).toEqual(failed.map((c) => c.checkId).sort());
  for (let i = 1; i < a.findings.length; i++)
    expect(severityRank[a.findings[i - 1].severity]).toBeLessThanOrEqual(severityRank[a.findings[i].severity]);
  for (const f of a.findings) {
    expect(f.timeline).toBe(timelineBySeverity[f.severity]);
    expect(f.title && f.description && f.recommendation && f.expectedImpact).toBeTruthy();
    const c = check(a, f.checkId);
    expect(f.category).toBe(c.category);
    expect(f.affectedUrl).toBe(c.affectedUrls[0] ?? null);
  }
  expect(() => JSON.stringify(a)).not.toThrow();
}

describe('analyzeSite on the good and the poor fixture sites', () => {
  const good = analyzeSite(goodSite());
  const poor = analyzeSite(poorSite());

  it('produces well-formed analyses', () => {
    expectWellFormed(good);
    expectWellFormed(poor);
    expect(good.pagesAnalyzed).toBe(2);
    expect(poor.pagesAnalyzed).toBe(2);
  });

  it('scores the good site above the poor one on every score', () => {
    for (const key of ['technical', 'schema', 'citability', 'eeat'] as const) {
      expect(good.scores[key], key).not.toBeNull();
      expect(poor.scores[key], key).not.toBeNull();
      expect(good.scores[key]!, key).toBeGreaterThan(poor.scores[key]! + 20);
    }
    expect(good.scores.technical).toBeGreaterThanOrEqual(95);
    expect(good.scores.schema).toBeGreaterThanOrEqual(95);
    expect(good.scores.eeat).toBeGreaterThanOrEqual(95);
    expect(good.scores.citability).toBeGreaterThanOrEqual(70);
  });

  it('has no critical or high finding on the good site', () => {
    expect(good.findings.filter((f) => f.severity === 'CRITICAL' || f.severity === 'HIGH')).toEqual([]);
  });

  it("reports the poor site's blocking problems as CRITICAL technical findings", () => {
    const search = finding(poor, 'technical.robots.search-engines-blocked');
    expect(search).toMatchObject({
      severity: 'CRITICAL',
      category: 'TECHNICAL',
      affectedUrl: 'http://poor.example/robots.txt',
      timeline: 'Fix within 1 week',
    });
    expect(search!.description).toContain('Googlebot');
    expect(search!.description).toContain('Bingbot');
    expect(search!.description).toContain('"Disallow: /" on line 2');
    expect(finding(poor, 'technical.robots.ai-search-crawlers-blocked')?.severity).toBe('CRITICAL');
    // noindex is HIGH, escalated to CRITICAL because the home page carries it.
    expect(finding(poor, 'technical.indexing.noindex')).toMatchObject({ severity: 'CRITICAL', affectedUrl: 'http://poor.example/' });
    expect(poor.findings[0].severity).toBe('CRITICAL');
  });

  it("reports the poor site's other problems with the documented severity and category", () => {
    const expected: [string, string, string][] = [
      ['technical.security.https-missing', 'HIGH', 'TECHNICAL'],
      ['technical.sitemap.missing', 'MEDIUM', 'TECHNICAL'],
      ['technical.links.broken-internal', 'MEDIUM', 'TECHNICAL'],
      ['technical.performance.slow-response', 'MEDIUM', 'TECHNICAL'],
      ['technical.llmstxt.missing', 'LOW', 'TECHNICAL'],
      ['schema.structured-data.missing', 'HIGH', 'SCHEMA'],
      ['schema.organization.missing', 'HIGH', 'SCHEMA'],
      ['schema.jsonld.malformed', 'MEDIUM', 'SCHEMA'],
      ['citability.answer-first.missing', 'HIGH', 'CITABILITY'],
      ['citability.statistics.missing', 'MEDIUM', 'CITABILITY'],
      ['eeat.authors.missing', 'HIGH', 'EEAT'],
      ['eeat.about.missing', 'MEDIUM', 'EEAT'],
      ['eeat.policies.missing', 'MEDIUM', 'EEAT'],
    ];
    for (const [id, severity, category] of expected) expect(finding(poor, id), id).toMatchObject({ severity, category });
    expect(finding(poor, 'schema.jsonld.malformed')!.description).toMatch(/invalid JSON/);
    expect(finding(poor, 'technical.links.broken-internal')!.description).toContain('http://poor.example/old-page (404');
    expect(finding(poor, 'schema.organization.missing')!.affectedUrl).toBeNull();
  });

  it('groups a check failing on several pages into one finding naming them', () => {
    const lang = poor.findings.filter((f) => f.checkId === 'technical.page.lang-missing');
    expect(lang).toHaveLength(1);
    expect(lang[0].affectedUrl).toBe('http://poor.example/');
    expect(lang[0].description).toContain('2 of 2 pages');
    expect(lang[0].description).toContain('Affected URLs (2): http://poor.example/, http://poor.example/blog/our-thoughts');
  });

  it('credits llms.txt in technical and citability', () => {
    expect(check(good, 'technical.llmstxt.missing').status).toBe('pass');
    expect(check(good, 'technical.llmstxt.invalid').status).toBe('pass');
    expect(check(good, 'citability.llmstxt.weak')).toMatchObject({ status: 'pass', pointsEarned: 5 });
    expect(check(poor, 'citability.llmstxt.weak').status).toBe('not_applicable');
  });

  it('is deterministic', () => {
    expect(analyzeSite(goodSite())).toEqual(good);
    expect(analyzeSite(poorSite())).toEqual(poor);
  });
});

describe('crawler access scenarios', () => {
  const withRobots = (robots: Parameters<typeof site>[0]['robots']) =>
    analyzeSite(site({ pages: { '/': fixture('good-home.html') }, robots }));

  it('reports training-only blocks as LOW and names the bots', () => {
    const a = withRobots('User-agent: GPTBot\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
    const f = finding(a, 'technical.robots.ai-training-crawlers-blocked');
    expect(f).toMatchObject({ severity: 'LOW', category: 'TECHNICAL' });
    expect(f!.description).toMatch(/disallows the home page for GPTBot: "Disallow: \/" on line 3; ClaudeBot/);
    expect(finding(a, 'technical.robots.ai-search-crawlers-blocked')).toBeUndefined();
    expect(finding(a, 'technical.robots.search-engines-blocked')).toBeUndefined();
  });

  it('blocks Google-Extended when Googlebot is blocked (it has no crawler of its own)', () => {
    const a = withRobots('User-agent: Googlebot\nDisallow: /\n');
    expect(finding(a, 'technical.robots.search-engines-blocked')?.severity).toBe('CRITICAL');
    expect(finding(a, 'technical.robots.google-extended-blocked')?.description).toContain('Google-Extended uses Googlebot');
  });

  it('reports partial blocks with the share of URLs and an example', () => {
    const a = analyzeSite(
      site({
        pages: { '/': fixture('good-home.html'), '/blog/what-is-geo': fixture('good-article.html') },
        robots: 'User-agent: OAI-SearchBot\nDisallow: /blog/\n',
      }),
    );
    const c = check(a, 'technical.robots.ai-search-crawlers-blocked');
    expect(c.status).toBe('fail');
    expect(c.detail).toContain('OAI-SearchBot on 1 of 2 URLs, e.g. /blog/what-is-geo');
    expect(c.pointsEarned).toBeCloseTo(12 - 5 / 2);
  });

  it('treats a 5xx robots.txt as disallowing everything', () => {
    const a = withRobots({ status: 503, body: 'down' });
    expect(finding(a, 'technical.robots.unreachable')).toMatchObject({ severity: 'CRITICAL' });
    expect(finding(a, 'technical.robots.search-engines-blocked')!.description).toContain('503');
    expect(check(a, 'technical.robots.missing').status).toBe('not_applicable');
  });

  it('treats a 404 robots.txt as allowing everything (a LOW finding only)', () => {
    const a = withRobots(null);
    expect(finding(a, 'technical.robots.missing')?.severity).toBe('LOW');
    expect(finding(a, 'technical.robots.search-engines-blocked')).toBeUndefined();
  });

  it('flags a robots.txt that is an HTML page or has unparseable lines', () => {
    const html = withRobots({ body: '<!doctype html><html><body>App</body></html>', contentType: 'text/html' });
    expect(finding(html, 'technical.robots.invalid')?.description).toContain('served as HTML');
    const typo = withRobots('User-agent: *\nDissallow: /private\n');
    expect(finding(typo, 'technical.robots.invalid')?.description).toContain('line 2 "Dissallow: /private" (unknown field)');
  });

  it("reads noindex and nosnippet from the X-Robots-Tag header, ignoring other crawlers' directives", () => {
    const a = analyzeSite(
      site({
        pages: {
          '/': fixture('good-home.html'),
          '/blog/what-is-geo': {
            body: fixture('good-article.html'),
            headers: { 'x-robots-tag': 'otherbot: noindex, googlebot: nosnippet' },
          },
        },
      }),
    );
    expect(check(a, 'technical.indexing.noindex').status).toBe('pass');
    expect(finding(a, 'technical.indexing.nosnippet')).toMatchObject({ severity: 'MEDIUM', affectedUrl: `${origin}/blog/what-is-geo` });
    expect(finding(a, 'technical.indexing.nosnippet')!.description).toContain('X-Robots-Tag (googlebot): nosnippet');
  });
});

describe('other technical checks', () => {
  it('flags a JavaScript-only shell, CRITICAL on the home page', () => {
    const a = analyzeSite(site({ pages: { '/': fixture('spa-shell.html') } }));
    const f = finding(a, 'technical.rendering.js-only-content');
    expect(f).toMatchObject({ severity: 'CRITICAL', affectedUrl: `${origin}/` });
    expect(f!.description).toContain('empty #root mount point');
    expect(f!.description).toContain('<noscript> asks to enable JavaScript');
  });

  it('flags redirect chains, error pages, invalid sitemaps and llms.txt served as HTML', () => {
    const a = analyzeSite(
      site({
        pages: {
          '/': { body: fixture('good-home.html'), redirects: [`https://acme-analytics.example/`, `${origin}/`] },
        },
        sitemaps: { '/sitemap.xml': { body: '<!doctype html><html><body>Not a sitemap</body></html>', contentType: 'text/html' } },
        llms: { body: '<!DOCTYPE html><html><body>SPA</body></html>', contentType: 'text/html' },
      }),
    );
    expect(finding(a, 'technical.http.redirect-chain')?.description).toContain(`${origin}/ → https://acme-analytics.example/ → ${origin}/`);
    expect(finding(a, 'technical.sitemap.invalid')?.description).toContain('served as an HTML page');
    expect(finding(a, 'technical.llmstxt.invalid')?.description).toContain('HTML page');
    expect(check(a, 'technical.llmstxt.missing').status).toBe('pass');
    expect(check(a, 'citability.llmstxt.weak').status).toBe('not_applicable');

    const notFound = analyzeSite(site({ pages: { '/': { status: 500, body: '<html><body>Error</body></html>' } } }));
    expect(finding(notFound, 'technical.http.error-status')).toMatchObject({ severity: 'CRITICAL', affectedUrl: `${origin}/` });
  });

  it('flags sitemaps that are not well-formed or list other hosts', () => {
    const broken = analyzeSite(
      site({ pages: { '/': fixture('good-home.html') }, sitemaps: { '/sitemap.xml': '<urlset><url><loc>https://x</loc></url>' } }),
    );
    expect(finding(broken, 'technical.sitemap.invalid')?.description).toContain('not well-formed XML');
    const other = analyzeSite(
      site({
        pages: { '/': fixture('good-home.html') },
        sitemaps: { '/sitemap.xml': '<?xml version="1.0"?><urlset><url><loc>https://elsewhere.example/a</loc></url></urlset>' },
      }),
    );
    expect(finding(other, 'technical.sitemap.invalid')?.description).toContain('another host');
  });
});

describe('adversarial input', () => {
  const adversarial: Record<string, string> = {
    'malformed HTML': fixture('malformed.html'),
    'malformed JSON-LD': fixture('malformed-jsonld.html'),
    'odd characters': fixture('odd-chars.html'),
  };

  for (const [name, body] of Object.entries(adversarial)) {
    it(`analyses ${name} without throwing`, () => {
      const a = analyzeSite(site({ pages: { '/': fixture('good-home.html'), '/blog/adversarial': body } }));
      expectWellFormed(a);
      expect(a.pagesAnalyzed).toBe(2);
    });
  }

  it('repairs malformed HTML the way browsers do and still reads its content', () => {
    const a = analyzeSite(site({ pages: { '/': fixture('malformed.html') } }));
    expect(check(a, 'technical.page.title-missing').status).toBe('pass');
    expect(check(a, 'technical.page.lang-missing').status).toBe('pass');
    expect(check(a, 'technical.page.meta-description-missing').status).toBe('pass');
    expect(a.scores.citability).toBeGreaterThan(0);
  });

  it('reports every problem of the malformed JSON-LD fixture as findings', () => {
    const a = analyzeSite(site({ pages: { '/': fixture('good-home.html'), '/blog/broken': fixture('malformed-jsonld.html') } }));
    const malformed = finding(a, 'schema.jsonld.malformed')!;
    expect(malformed).toMatchObject({ severity: 'MEDIUM', category: 'SCHEMA', affectedUrl: `${origin}/blog/broken` });
    expect(malformed.description).toMatch(/unusable: block 1 on .*invalid JSON/);
    expect(finding(a, 'schema.product.invalid')!.description).toContain('price "$1,299.00" must be a number');
    expect(finding(a, 'schema.article.invalid')!.description).toContain('datePublished "2026-02-30" is not an ISO 8601 date');
    expect(finding(a, 'schema.faq.invalid')!.description).toContain('Question has no acceptedAnswer');
    expect(finding(a, 'schema.breadcrumb.invalid')!.description).toContain('positions repeat');
    expect(finding(a, 'schema.deprecated.data-vocabulary')).toMatchObject({ severity: 'MEDIUM' });
    expect(finding(a, 'schema.deprecated.rich-result-types')).toMatchObject({ severity: 'LOW' });
    expect(check(a, 'schema.deprecated.rich-result-types').pointsPossible).toBe(0);
  });

  it('flags garbled characters', () => {
    const a = analyzeSite(site({ pages: { '/': fixture('odd-chars.html') } }));
    expect(finding(a, 'technical.page.encoding-errors')).toMatchObject({ severity: 'LOW' });
  });

  it('analyses a 3 MB page in bounded time', () => {
    const article = fixture('good-article.html');
    const section = article.slice(article.indexOf('<h2>'), article.indexOf('<aside'));
    const body = article.replace(section, section.repeat(Math.ceil((3 * 1024 * 1024) / section.length)));
    expect(body.length).toBeGreaterThan(3 * 1024 * 1024);
    const t = performance.now();
    const a = analyzeSite(site({ pages: { '/': fixture('good-home.html'), '/blog/huge': body } }));
    expect(performance.now() - t).toBeLessThan(20_000);
    expectWellFormed(a);
    expect(a.scores.citability).toBeGreaterThan(50);
  });

  it('survives absurd nesting and binary garbage served as HTML', () => {
    let seed = 42;
    const garbage = Array.from({ length: 200_000 }, () =>
      String.fromCharCode((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 0xd800),
    ).join('');
    const nested = `<html><body>${'<div><table><tr><td><b><i><a href="/x">'.repeat(20_000)}deep</body></html>`;
    const a = analyzeSite(site({ pages: { '/': garbage, '/deep': nested, '/unclosed': '<html><body><p>'.repeat(50_000) } }));
    expectWellFormed(a);
    expect(a.pagesAnalyzed).toBe(3);
  });

  it('returns null scores for what it cannot evaluate on an empty or broken site', () => {
    const down: SiteSnapshot = {
      origin,
      startedAt: new Date('2026-11-22T00:00:00Z'),
      home: resource(`${origin}/`, { status: 503, body: '' }),
      robotsTxt: resource(`${origin}/robots.txt`, { status: 0, error: 'timeout' }),
      sitemaps: [],
      llmsTxt: null,
      llmsFullTxt: null,
      pages: [],
      brokenLinks: [],
    };
    const a = analyzeSite(down);
    expectWellFormed(a);
    expect(a.pagesAnalyzed).toBe(0);
    expect(a.scores).toMatchObject({ schema: null, citability: null, eeat: null });
    expect(a.scores.technical).not.toBeNull();
    expect(finding(a, 'technical.http.error-status')?.severity).toBe('CRITICAL');
    expect(finding(a, 'technical.robots.unreachable')?.severity).toBe('CRITICAL');
  });

  it('does not analyse non-HTML pages', () => {
    const a = analyzeSite(site({ pages: { '/': { body: '{"api": true}', contentType: 'application/json' } } }));
    expect(a.pagesAnalyzed).toBe(0);
    expectWellFormed(a);
  });

  it('tolerates snapshots with missing or odd fields', () => {
    const s = site({ pages: { '/': fixture('good-home.html') } });
    const odd = {
      ...s,
      origin: 'not a url',
      robotsTxt: null,
      llmsTxt: null,
      sitemaps: [],
      brokenLinks: [],
      startedAt: new Date(Number.NaN),
    } as SiteSnapshot;
    const a = analyzeSite(odd);
    expectWellFormed(a);
    expect(check(a, 'technical.robots.search-engines-blocked').status).toBe('not_applicable');
  });
});

describe('never throws', () => {
  it('turns a snapshot it cannot read at all into null scores', () => {
    const a = analyzeSite({} as SiteSnapshot);
    expect(a.pagesAnalyzed).toBe(0);
    expect(a.findings).toEqual([]);
    expect(a.scores).toEqual({ technical: null, schema: null, citability: null, eeat: null });
    expect(a.checks).toHaveLength(allChecks.length);
  });
});
