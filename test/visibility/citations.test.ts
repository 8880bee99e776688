import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../../src/engines/answer.ts';
import { extractCitations } from '../../src/core/visibility/citations.ts';
import { extractRetrievedSources } from '../../src/core/visibility/retrieved-sources.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';

const subject: VisibilitySubject = {
  client: { name: 'Acme', aliases: [], domain: 'acme.com' },
  competitors: [
    { name: 'Rival CRM', aliases: [], domain: 'https://www.rival.io/' },
    { name: 'Pages Co', aliases: [], domain: 'pagesco.github.io' },
  ],
  categoryTerms: [],
};

const inline = (url: string, start: number, title: string | null = null): AnswerSource => ({
  url,
  title,
  attachment: 'inline',
  spans: [{ start, end: start + 5 }],
});
const listed = (url: string, title: string | null = null): AnswerSource => ({ url, title, attachment: 'listed', spans: [] });

describe('extractCitations', () => {
  it.each([
    [
      'lower-cases scheme and host, drops the fragment and the default port',
      'HTTPS://Acme.COM:443/Pricing#plans',
      'https://acme.com/Pricing',
      'acme.com',
    ],
    [
      'removes tracking parameters and sorts the rest',
      'https://acme.com/a?utm_source=openai&z=1&gclid=x&b=2&fbclid=y&msclkid=m&mc_cid=1&mc_eid=2&ref=nav&ref_src=twsrc',
      'https://acme.com/a?b=2&z=1',
      'acme.com',
    ],
    [
      'keeps a meaningful query, drops www and the trailing slash',
      'http://www.example.org/docs/?page=2',
      'https://example.org/docs?page=2',
      'example.org',
    ],
    ['keeps a non-default port', 'https://example.org:8443/x', 'https://example.org:8443/x', 'example.org'],
  ])('%s', (_name, url, normalizedUrl, host) => {
    const [c] = extractCitations([inline(url, 0)], subject);
    expect(c).toMatchObject({ url, normalizedUrl, host });
  });

  it.each([
    ['the client domain itself', 'https://acme.com/', true, false, 'Acme'],
    ['a client subdomain', 'https://blog.acme.com/post', true, false, 'Acme'],
    ['a look-alike domain', 'https://notacme.com/', false, false, null],
    ['a competitor configured as a URL with www', 'https://docs.rival.io/start', false, true, 'Rival CRM'],
    ['a competitor on a private suffix', 'https://pagesco.github.io/about', false, true, 'Pages Co'],
    ['another site on the same private suffix', 'https://someone.github.io/', false, false, null],
    ['a third party', 'https://reviewhub.example/acme', false, false, null],
  ])('owner of %s', (_name, url, isClient, isCompetitor, entity) => {
    const [c] = extractCitations([inline(url, 0)], subject);
    expect([c.isClientDomain, c.isCompetitorDomain, c.matchedEntity]).toEqual([isClient, isCompetitor, entity]);
  });

  it('numbers cited sources by first cited span and merges duplicates; retrieved-only sources are no citations', () => {
    const sources: AnswerSource[] = [
      listed('https://z.example/listed-first'),
      inline('https://b.example/', 40, null),
      {
        url: 'https://a.example/',
        title: 'A',
        attachment: 'inline',
        spans: [
          { start: 90, end: 95 },
          { start: 10, end: 15 },
        ],
      },
      inline('https://b.example/?utm_medium=x#top', 60, 'B title'),
      listed('https://y.example/'),
      listed('https://a.example/', 'ignored'),
    ];
    const out = extractCitations(sources, subject);
    expect(out.map((c) => [c.position, c.normalizedUrl, c.url, c.title])).toEqual([
      [1, 'https://a.example/', 'https://a.example/', 'A'],
      [2, 'https://b.example/', 'https://b.example/', 'B title'],
    ]);
    // a.example is also listed, but the text cites it: a citation, not a retrieved-only source.
    expect(extractRetrievedSources(sources, subject).map((r) => r.normalizedUrl)).toEqual([
      'https://z.example/listed-first',
      'https://y.example/',
    ]);
  });

  it('keeps a retrieved-only source with its owner, once per normalized URL, unless another spelling of it is cited', () => {
    const sources: AnswerSource[] = [
      listed('https://www.acme.com/pricing?utm_source=x', 'Pricing'),
      listed('https://acme.com/pricing/'),
      listed('https://docs.rival.io/a'),
      listed('https://review.example/post?utm_source=openai'),
      inline('https://review.example/post', 3),
    ];
    expect(extractCitations(sources, subject).map((c) => c.normalizedUrl)).toEqual(['https://review.example/post']);
    expect(
      extractRetrievedSources(sources, subject).map((r) => [
        r.normalizedUrl,
        r.title,
        r.isClientDomain,
        r.isCompetitorDomain,
        r.matchedEntity,
      ]),
    ).toEqual([
      ['https://acme.com/pricing', 'Pricing', true, false, 'Acme'],
      ['https://docs.rival.io/a', null, false, true, 'Rival CRM'],
    ]);
  });

  it('takes the strongest attachment of a merged source', () => {
    const out = extractCitations(
      [
        listed('https://a.example/x'),
        { url: 'https://a.example/x?utm_source=perplexity', title: null, attachment: 'serp_reference', spans: [{ start: 3, end: 4 }] },
      ],
      subject,
    );
    expect(out).toHaveLength(1);
    expect(out[0].citationConfidence).toBe(80);
  });

  it.each([
    ['inline', 95],
    ['serp_reference', 80],
    ['redirect_unresolved', 70],
  ] as const)('confidence of a %s source is %i', (attachment, confidence) => {
    const [c] = extractCitations([{ url: 'https://a.example/', title: null, attachment, spans: [] }], subject);
    expect(c.citationConfidence).toBe(confidence);
  });

  it('makes no citation of a listed source', () => {
    expect(extractCitations([listed('https://acme.com/')], subject)).toEqual([]);
  });

  it('orders by UTF-16 offsets in text with non-ASCII characters before the spans', () => {
    // "Café 😀 — Ünïcode first" : the emoji takes two UTF-16 units; spans are JavaScript string indexes.
    const text = 'Café 😀 — Ünïcode first [1], then Acme [2].';
    const s1 = text.indexOf('[1]');
    const s2 = text.indexOf('[2]');
    const out = extractCitations([inline('https://second.example/', s2), inline('https://first.example/', s1)], subject);
    expect(out.map((c) => c.host)).toEqual(['first.example', 'second.example']);
  });

  it('drops sources that are not http(s) URLs', () => {
    const urls = ['not a url', 'ftp://files.example/a', 'javascript:alert(1)', ' https://ok.example/ '];
    const out = extractCitations(
      urls.map((u, i) => inline(u, i)),
      subject,
    );
    expect(out.map((c) => [c.url, c.position])).toEqual([['https://ok.example/', 1]]);
    expect(
      extractRetrievedSources(
        urls.map((u) => listed(u)),
        subject,
      ).map((r) => r.url),
    ).toEqual(['https://ok.example/']);
  });

  it('gives nothing for no sources', () => {
    expect(extractCitations([], subject)).toEqual([]);
  });
});
