import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/site/analyze/analyze-site.ts';
import { extractPageFacts } from '../../../src/site/analyze/page-facts.ts';
import type { SiteAnalysis } from '../../../src/site/analyze/types.ts';
import { fixture, resource, site } from './snapshot-helper.ts';

const origin = 'https://www.acme-analytics.example';
const jsOnly = (a: SiteAnalysis) => a.checks.find((c) => c.checkId === 'technical.rendering.js-only-content')!;

describe('technical.rendering.js-only-content', () => {
  it('does not count JSON-LD blocks as scripts: a short server-rendered page with structured data passes', () => {
    const page = fixture('short-jsonld-page.html');
    const facts = extractPageFacts(resource(`${origin}/contact`, page)).facts;
    expect(facts.bodyWords).toBeLessThan(30);
    expect(facts.jsonLdScripts).toHaveLength(3);
    expect(facts.scriptCount).toBe(0);
    expect(facts.inlineScriptChars).toBe(0);

    const a = analyzeSite(site({ pages: { '/': fixture('good-home.html'), '/contact': page } }));
    expect(jsOnly(a).status).toBe('pass');
    expect(a.findings.map((f) => f.checkId)).not.toContain('technical.rendering.js-only-content');
  });

  it('does not count JSON state blobs or import maps either', () => {
    const page = fixture('short-jsonld-page.html').replace(
      '</body>',
      '<script type="application/json" id="__NEXT_DATA__">{"props":{}}</script><script type="importmap">{"imports":{}}</script></body>',
    );
    expect(extractPageFacts(resource(`${origin}/contact`, page)).facts.scriptCount).toBe(0);
  });

  it('still flags the same short page when it does run a script', () => {
    const page = fixture('short-jsonld-page.html').replace(
      '</body>',
      '<script src="/app.js"></script><script type="module">boot()</script></body>',
    );
    expect(extractPageFacts(resource(`${origin}/contact`, page)).facts.scriptCount).toBe(2);
    const a = analyzeSite(site({ pages: { '/': fixture('good-home.html'), '/contact': page } }));
    expect(jsOnly(a)).toMatchObject({ status: 'fail', affectedUrls: [`${origin}/contact`] });
    expect(jsOnly(a).detail).toContain('2 script(s)');
  });
});
