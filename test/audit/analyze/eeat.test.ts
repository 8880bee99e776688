import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/site/analyze/analyze-site.ts';
import type { SiteAnalysis } from '../../../src/site/analyze/types.ts';
import { site } from './snapshot-helper.ts';

function check(a: SiteAnalysis, id: string) {
  const c = a.checks.find((x) => x.checkId === id);
  if (!c) throw new Error(`no check ${id}`);
  return c;
}

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>A page title for tests</title>${head}</head><body>${body}</body></html>`;
const para = 'Plain paragraph text with enough words to be counted as content by the analyzer, written for tests of the rubric only.';
const article = (inner: string, head = '') =>
  page(
    `<main><article><h1>Guide to the topic</h1>${inner}<p>${para} ${para} ${para}</p></article></main>`,
    `<meta property="og:type" content="article">${head}`,
  );

describe('E-E-A-T rubric', () => {
  it('finds About and Contact pages from links anywhere on the site, or contact details', () => {
    const a = analyzeSite(
      site({
        pages: {
          '/': page(
            `<footer><a href="/company/">Company</a> <a href="/about-us">Who we are</a> <a href="/get-in-touch">Get in touch</a></footer>`,
          ),
        },
      }),
    );
    expect(check(a, 'eeat.about.missing').status).toBe('pass');
    expect(check(a, 'eeat.contact.missing').status).toBe('pass');
    const mail = analyzeSite(site({ pages: { '/': page(`<p>Write to <a href="mailto:a@b.example">us</a></p>`) } }));
    expect(check(mail, 'eeat.contact.missing').status).toBe('pass');
    const none = analyzeSite(site({ pages: { '/': page(`<p>${para}</p>`) } }));
    expect(check(none, 'eeat.about.missing')).toMatchObject({ status: 'fail', severity: 'MEDIUM', pointsEarned: 0 });
    expect(check(none, 'eeat.contact.missing').status).toBe('fail');
  });

  it('does not judge bylines and dates on a site without articles', () => {
    const a = analyzeSite(site({ pages: { '/': page(`<p>${para}</p>`) } }));
    for (const id of ['eeat.authors.missing', 'eeat.authors.no-profile', 'eeat.authors.credentials-missing', 'eeat.dates.missing']) {
      expect(check(a, id).status).toBe('not_applicable');
    }
  });

  it('detects bylines from text, rel=author, meta author and Article markup', () => {
    const a = analyzeSite(
      site({
        pages: {
          '/': page('<p>Home</p>'),
          '/blog/one': article('<p>By Jane Doe</p>'),
          '/blog/two': article('<p>Written <a rel="author" href="/authors/ann">Ann Lee</a></p>'),
          '/blog/three': article('', '<meta name="author" content="Sam Roe">'),
          '/blog/four': article(
            '',
            `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', headline: 'x', author: { '@type': 'Person', name: 'Kim', url: 'https://www.acme-analytics.example/team/kim', jobTitle: 'Editor' } })}</script>`,
          ),
          '/blog/five': article('<p>No author here.</p>'),
        },
      }),
    );
    const authors = check(a, 'eeat.authors.missing');
    expect(authors).toMatchObject({ status: 'pass', pointsPossible: 15 });
    expect(authors.pointsEarned).toBeCloseTo(12);
    const profiles = check(a, 'eeat.authors.no-profile');
    // Ann (rel=author) and Kim (JSON-LD url under /team/) link to profiles; Jane and Sam do not.
    expect(profiles.pointsEarned).toBeCloseTo(2.5);
    expect(profiles.affectedUrls).toEqual(['https://www.acme-analytics.example/blog/one', 'https://www.acme-analytics.example/blog/three']);
    const creds = check(a, 'eeat.authors.credentials-missing');
    expect(creds.affectedUrls).not.toContain('https://www.acme-analytics.example/blog/four');
    const f = a.findings.find((x) => x.checkId === 'eeat.authors.credentials-missing');
    expect(f?.affectedUrl).toBe('https://www.acme-analytics.example/blog/one');
  });

  it('reads credentials from author bios', () => {
    const a = analyzeSite(
      site({
        pages: {
          '/': page('<p>Home</p>'),
          '/blog/x': article(
            '<p>By Jane Doe</p><div class="author-bio">Jane is a board-certified dermatologist with 15 years of experience.</div>',
          ),
        },
      }),
    );
    expect(check(a, 'eeat.authors.credentials-missing').status).toBe('pass');
  });

  it('finds dates and judges freshness against the audit start, not the clock', () => {
    const pages = {
      '/': page('<p>Home</p>'),
      '/blog/dated': article('<p>By Ann. Published <time datetime="2025-06-01">June 1, 2025</time></p>'),
      '/blog/undated': article('<p>By Ann</p>'),
    };
    const early = analyzeSite(site({ pages, startedAt: new Date('2025-09-01T00:00:00Z') }));
    expect(check(early, 'eeat.dates.missing')).toMatchObject({
      status: 'fail',
      affectedUrls: ['https://www.acme-analytics.example/blog/undated'],
    });
    expect(check(early, 'eeat.dates.stale')).toMatchObject({ status: 'pass' });
    const late = analyzeSite(site({ pages, startedAt: new Date('2027-09-01T00:00:00Z') }));
    expect(check(late, 'eeat.dates.stale')).toMatchObject({ status: 'fail', pointsEarned: 0 });
    expect(check(late, 'eeat.dates.stale').detail).toContain('2025-06-01');
    const textual = analyzeSite(site({ pages: { '/': page('<p>Home</p>'), '/blog/t': article('<p>Last updated: March 3, 2026</p>') } }));
    expect(check(textual, 'eeat.dates.missing').status).toBe('pass');
  });

  it('credits authoritative outbound citations fully and other sources by half; social links do not count', () => {
    const a = analyzeSite(
      site({
        pages: {
          '/': page('<p>Home</p>'),
          '/blog/a': article('<p>See <a href="https://www.cdc.gov/x">CDC data</a>.</p>'),
          '/blog/b': article('<p>See <a href="https://some-blog.example/post">this post</a>.</p>'),
          '/blog/c': article('<p>Follow us on <a href="https://twitter.com/acme">Twitter</a>.</p>'),
        },
      }),
    );
    const c = check(a, 'eeat.citations.missing');
    expect(c.pointsEarned).toBeCloseTo((10 * 1.5) / 3);
    expect(c.affectedUrls).toEqual(['https://www.acme-analytics.example/blog/b', 'https://www.acme-analytics.example/blog/c']);
  });

  it('reads organisation facts from markup or visible text, and policies from links', () => {
    const text = analyzeSite(
      site({
        pages: {
          '/': page(
            `<footer>© 2026 Acme Widgets GmbH · 221 Baker Street, London · Founded in 1999 <a href="/privacy-policy">Privacy</a> <a href="/legal/terms">Terms</a></footer>`,
          ),
        },
      }),
    );
    expect(check(text, 'eeat.organization-facts.missing')).toMatchObject({ status: 'pass', pointsEarned: 10 });
    expect(check(text, 'eeat.policies.missing')).toMatchObject({ status: 'pass', pointsEarned: 8 });
    const markup = analyzeSite(
      site({
        pages: {
          '/': page(
            '',
            `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: 'A', legalName: 'A Ltd', foundingDate: '2001' })}</script>`,
          ),
        },
      }),
    );
    expect(check(markup, 'eeat.organization-facts.missing')).toMatchObject({ status: 'fail', pointsEarned: 6 });
    expect(check(markup, 'eeat.organization-facts.missing').detail).toContain('postal address');
    expect(check(markup, 'eeat.policies.missing')).toMatchObject({ status: 'fail', pointsEarned: 0 });
  });
});
