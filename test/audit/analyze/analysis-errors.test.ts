import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/site/analyze/analyze-site.ts';
import { checkDefiner, measured, scoreRubric } from '../../../src/site/analyze/checks.ts';
import type { SiteSnapshot } from '../../../src/site/site.ts';
import { fixture, site } from './snapshot-helper.ts';

const origin = 'https://www.acme-analytics.example';

/** A snapshot whose sitemaps field throws when read: the sitemap checks crash, nothing else does. */
function withCrashingSitemaps(): SiteSnapshot {
  const s = site({ pages: { '/': fixture('good-home.html') }, robots: 'User-agent: *\nAllow: /\n' });
  Object.defineProperty(s, 'sitemaps', {
    get() {
      throw new RangeError('sitemap list exploded');
    },
  });
  return s;
}

describe('a check that throws', () => {
  const a = analyzeSite(withCrashingSitemaps());

  it('is an analysis error with its check id and message, never "not applicable"', () => {
    expect(a.analysisErrors).toEqual([
      { checkId: 'technical.sitemap.missing', url: null, message: 'RangeError: sitemap list exploded' },
      { checkId: 'technical.sitemap.invalid', url: null, message: 'RangeError: sitemap list exploded' },
    ]);
    const sitemapChecks = a.checks.filter((c) => c.checkId.startsWith('technical.sitemap.'));
    expect(sitemapChecks.map((c) => c.status)).toEqual(['error', 'error']);
    expect(sitemapChecks[0].detail).toBe('Analysis error: RangeError: sitemap list exploded');
    expect(a.findings.filter((f) => f.checkId.startsWith('technical.sitemap.'))).toEqual([]);
  });

  it('makes its rubric score null and leaves the other rubrics and checks alone', () => {
    expect(a.scores.technical).toBeNull();
    expect(a.scores.schema).not.toBeNull();
    expect(a.scores.eeat).not.toBeNull();
    const robots = a.checks.find((c) => c.checkId === 'technical.robots.search-engines-blocked');
    expect(robots?.status).toBe('pass');
  });

  it('is absent from a sound analysis', () => {
    const sound = analyzeSite(site({ pages: { '/': fixture('good-home.html') } }));
    expect(sound.analysisErrors).toEqual([]);
    expect(sound.checks.some((c) => c.status === 'error')).toBe(false);
  });
});

describe('a page whose extraction throws', () => {
  it('is an analysis error naming the page, and the page is not analysed', () => {
    const s = site({ pages: { '/': fixture('good-home.html'), '/about': fixture('good-article.html') } });
    const about = s.pages.find((p) => p.url.endsWith('/about'))!;
    Object.defineProperty(about, 'body', {
      get() {
        throw new Error('body unreadable');
      },
    });
    const a = analyzeSite(s);
    expect(a.pagesAnalyzed).toBe(1);
    expect(a.analysisErrors).toEqual([{ checkId: null, url: `${origin}/about`, message: 'body unreadable' }]);
  });
});

describe('a snapshot that cannot be read at all', () => {
  it('reports every check as an analysis error', () => {
    const hostile = new Proxy({} as SiteSnapshot, {
      get() {
        throw new Error('no snapshot');
      },
    });
    const a = analyzeSite(hostile);
    expect(a.scores).toEqual({ technical: null, schema: null, citability: null, eeat: null });
    expect(a.checks.every((c) => c.status === 'error')).toBe(true);
    expect(a.analysisErrors).toHaveLength(a.checks.length);
    expect(a.analysisErrors[0].message).toBe('the snapshot could not be read (Error: no snapshot)');
  });
});

describe('scoreRubric with crashed checks', () => {
  const def = checkDefiner('technical', 'TECHNICAL');
  const base = { severity: 'LOW' as const, title: 't', recommendation: 'r', expectedImpact: 'e' };
  const scored = def({ ...base, id: 'technical.page.title-missing', points: 3 });
  const informational = def({ ...base, id: 'technical.page.lang-missing', points: 0 });
  const outcomes = [measured('technical.page.title-missing', 0.5, 'half')];

  it('keeps the score when only an informational (0-point) check crashed', () => {
    const r = scoreRubric('technical', [scored, informational], outcomes, new Map([['technical.page.lang-missing', 'boom']]));
    expect(r.score).toBe(50);
    expect(r.results.map((x) => x.status)).toEqual(['fail', 'error']);
  });

  it('gives null when a check with points crashed', () => {
    const r = scoreRubric(
      'technical',
      [scored, informational],
      [measured('technical.page.lang-missing', 1, 'ok')],
      new Map([['technical.page.title-missing', 'boom']]),
    );
    expect(r.score).toBeNull();
    expect(r.findings).toEqual([]);
  });
});
