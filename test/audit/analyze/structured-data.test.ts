import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../src/site/analyze/html-dom.ts';
import { extractPageFacts } from '../../../src/site/analyze/page-facts.ts';
import { familiesOf } from '../../../src/site/analyze/schema-families.ts';
import { parseIsoDate, type SchemaIssue, validateEntity } from '../../../src/site/analyze/schema-validate.ts';
import { type Entity, extractStructuredData, parseJsonLdBlocks } from '../../../src/site/analyze/structured-data.ts';
import { auditStart, fixture, resource } from './snapshot-helper.ts';

const pageUrl = 'https://example.com/page';

function sdOf(html: string) {
  const { facts, root } = extractPageFacts(resource(pageUrl, html));
  return extractStructuredData(root, facts.jsonLdScripts);
}

function ld(...items: unknown[]): string {
  return `<html><head>${items.map((i) => `<script type="application/ld+json">${typeof i === 'string' ? i : JSON.stringify(i)}</script>`).join('')}</head><body></body></html>`;
}

function issuesOf(html: string, type: string): SchemaIssue[] {
  const sd = sdOf(html);
  const e = sd.entities.find((x) => x.types.includes(type));
  if (!e) throw new Error(`no ${type}`);
  return validateEntity(e, { byId: sd.byId, pageUrl, now: auditStart });
}

const errors = (issues: SchemaIssue[]) => issues.filter((i) => i.level === 'error').map((i) => i.property);
const warnings = (issues: SchemaIssue[]) => issues.filter((i) => i.level === 'warning').map((i) => i.property);

describe('JSON-LD extraction', () => {
  it('reads every block, arrays and @graph, and nested entities', () => {
    const sd = sdOf(
      ld(
        {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Organization', '@id': '#org', name: 'A' },
            { '@type': 'WebSite', url: 'https://example.com/', publisher: { '@id': '#org' } },
          ],
        },
        [
          {
            '@context': 'http://schema.org/',
            '@type': ['BlogPosting', 'Article'],
            headline: 'H',
            author: { '@type': 'Person', name: 'P' },
          },
        ],
      ),
    );
    expect(sd.blocks.map((b) => b.ok)).toEqual([true, true]);
    expect(sd.entities.map((e) => [e.types.join('+'), e.topLevel])).toEqual([
      ['Organization', true],
      ['WebSite', true],
      ['BlogPosting+Article', true],
      ['Person', false],
    ]);
    expect(sd.entities.every((e) => e.vocabulary === 'schema.org')).toBe(true);
    expect(sd.byId.get('#org')?.props.name).toEqual(['A']);
  });

  it('accepts the type spellings in use: full URLs, schema: prefixes, @vocab contexts', () => {
    const sd = sdOf(ld({ '@context': { '@vocab': 'https://schema.org/' }, '@type': 'https://schema.org/Product', 'schema:name': 'X' }));
    expect(sd.entities[0]).toMatchObject({ types: ['Product'], vocabulary: 'schema.org', props: { name: ['X'] } });
  });

  it('unwraps blocks wrapped in HTML comments or CDATA', () => {
    const sd = sdOf(
      ld(
        '<!-- {"@context":"https://schema.org","@type":"Thing","name":"a"} -->',
        '//<![CDATA[\n{"@context":"https://schema.org","@type":"Thing","name":"b"}\n//]]>',
      ),
    );
    expect(sd.blocks.map((b) => b.ok)).toEqual([true, true]);
  });

  it('reports malformed blocks with a reason and keeps reading the others', () => {
    const { blocks } = parseJsonLdBlocks([
      '{ "@context": "https://schema.org", "@type": "Thing", ',
      '',
      '"a string"',
      '{ "@type": "Thing", "name": "no context" }',
      '{ "@context": "https://schema.org", "name": "no type" }',
      '{ "@context": "https://schema.org", "@type": "Thing" }',
    ]);
    expect(blocks.map((b) => b.ok)).toEqual([false, false, false, false, false, true]);
    expect(blocks[0].error).toMatch(/^invalid JSON/);
    expect(blocks[1].error).toBe('empty block');
    expect(blocks[2].error).toMatch(/not a JSON object/);
    expect(blocks[3].error).toMatch(/no @context/);
    expect(blocks[4].error).toMatch(/no @type/);
  });

  it('survives deep nesting, self-references and huge blocks', () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const loop = '{"@context":"https://schema.org","@type":"Thing","@id":"#x","knows":{"@id":"#x"}}';
    const big = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Thing', name: 'x'.repeat(1_200_000) });
    const { blocks, builder } = parseJsonLdBlocks([deep, loop, big]);
    expect(blocks.map((b) => b.ok)).toEqual([false, true, false]);
    expect(builder.entities.length).toBeLessThan(50); // nesting is cut at depth 32
  });

  it('caps the number of entities', () => {
    const many = {
      '@context': 'https://schema.org',
      '@graph': Array.from({ length: 5000 }, (_, i) => ({ '@type': 'Thing', name: `t${i}` })),
    };
    expect(parseJsonLdBlocks([JSON.stringify(many)]).builder.entities.length).toBeLessThanOrEqual(2000);
  });
});

describe('microdata extraction', () => {
  it('reads items, nested items and property values by element', () => {
    const html = `<body><div itemscope itemtype="https://schema.org/Product" itemid="#p">
      <h1 itemprop="name">Widget</h1><img itemprop="image" src="/w.png">
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
        <meta itemprop="price" content="19.99"><span itemprop="priceCurrency">EUR</span>
        <link itemprop="availability" href="https://schema.org/InStock"></div>
      <div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Separate item</span></div>
    </div></body>`;
    const sd = sdOf(html);
    const product = sd.entities.find((e) => e.types.includes('Product'))!;
    expect(product.props.name).toEqual(['Widget']);
    expect(product.props.image).toEqual(['/w.png']);
    const offer = product.props.offers[0] as Entity;
    expect(offer.props).toMatchObject({ price: ['19.99'], priceCurrency: ['EUR'], availability: ['https://schema.org/InStock'] });
    expect(sd.entities.find((e) => e.types.includes('Person'))).toMatchObject({ topLevel: true, props: { name: ['Separate item'] } });
    expect(validateEntity(product, { byId: sd.byId, pageUrl, now: auditStart })).toEqual([]);
  });

  it('recognises data-vocabulary.org items', () => {
    const sd = sdOf('<div itemscope itemtype="http://data-vocabulary.org/Breadcrumb"><span itemprop="title">Home</span></div>');
    expect(sd.entities[0]).toMatchObject({ types: ['Breadcrumb'], vocabulary: 'data-vocabulary' });
  });
});

describe('schema.org validation', () => {
  it('accepts a complete Organization and flags missing or invalid properties', () => {
    expect(
      issuesOf(
        ld({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'A',
          url: 'https://a.example/',
          logo: { '@type': 'ImageObject', url: 'https://a.example/l.png' },
          sameAs: ['https://x.com/a'],
        }),
        'Organization',
      ),
    ).toEqual([]);
    const bad = issuesOf(
      ld({ '@context': 'https://schema.org', '@type': 'LocalBusiness', url: 'javascript:void(0)', sameAs: 'javascript:alert(1)' }),
      'LocalBusiness',
    );
    expect(errors(bad)).toEqual(['name', 'url', 'sameAs']);
    expect(warnings(bad)).toEqual(['logo']);
  });

  it('checks Article headline, author as a named Person and dates', () => {
    const good = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'H',
      image: 'https://a/i.png',
      author: { '@type': 'Person', name: 'Ann' },
      datePublished: '2026-01-02',
      dateModified: '2026-03-04T10:00:00+01:00',
    };
    expect(issuesOf(ld(good), 'BlogPosting')).toEqual([]);
    const bad = issuesOf(
      ld({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        author: [{ '@type': 'Person' }, 'Plain Name'],
        datePublished: '2026-02-30',
        dateModified: '2031-01-01',
      }),
      'NewsArticle',
    );
    expect(errors(bad)).toEqual(['headline', 'author.name', 'datePublished', 'dateModified']);
    expect(warnings(bad)).toEqual(['author', 'image']);
    const order = issuesOf(ld({ ...good, datePublished: '2026-05-01', dateModified: '2026-04-01' }), 'BlogPosting');
    expect(order.map((i) => i.message)).toContain('dateModified is earlier than datePublished');
  });

  it('resolves @id references (an author defined elsewhere in the graph)', () => {
    const html = ld({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Person', '@id': '#ann', name: 'Ann' },
        {
          '@type': 'Article',
          headline: 'H',
          image: 'i.png',
          author: { '@id': '#ann' },
          datePublished: '2026-01-01',
          dateModified: '2026-01-02',
        },
      ],
    });
    expect(issuesOf(html, 'Article')).toEqual([]);
    const dangling = ld({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'H',
      author: { '@id': '#nobody' },
      datePublished: '2026-01-01',
    });
    expect(issuesOf(dangling, 'Article').find((i) => i.property === 'author')?.message).toMatch(/not on the page/);
  });

  it('checks FAQPage questions and answers', () => {
    const ok = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    };
    expect(issuesOf(ld(ok), 'FAQPage')).toEqual([]);
    const bad = issuesOf(
      ld({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Q?' }, { '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } }, 'text'],
      }),
      'FAQPage',
    );
    expect(errors(bad)).toEqual([
      'mainEntity[0].acceptedAnswer',
      'mainEntity[1].name',
      'mainEntity[1].acceptedAnswer.text',
      'mainEntity[2]',
    ]);
    expect(errors(issuesOf(ld({ '@context': 'https://schema.org', '@type': 'FAQPage' }), 'FAQPage'))).toEqual(['mainEntity']);
  });

  it('checks Product offers: numeric price, ISO currency, schema.org availability', () => {
    const ok = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'W',
      offers: { '@type': 'Offer', price: 19.5, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    };
    expect(issuesOf(ld(ok), 'Product')).toEqual([]);
    const bad = issuesOf(
      ld({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'W',
        offers: { '@type': 'Offer', price: '$1,299.00', priceCurrency: 'dollars', availability: 'in stock' },
      }),
      'Product',
    );
    expect(errors(bad)).toEqual(['offers.price', 'offers.priceCurrency', 'offers.availability']);
    expect(errors(issuesOf(ld({ '@context': 'https://schema.org', '@type': 'Product', name: 'W' }), 'Product'))).toEqual(['offers']);
    const agg = issuesOf(
      ld({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'W',
        offers: { '@type': 'AggregateOffer', lowPrice: '10', priceCurrency: 'USD' },
      }),
      'Product',
    );
    expect(agg).toEqual([]);
  });

  it('checks BreadcrumbList positions, names and items', () => {
    const item = (position: unknown, name?: string, url?: string) => ({
      '@type': 'ListItem',
      position,
      ...(name ? { name } : {}),
      ...(url ? { item: url } : {}),
    });
    const ok = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [item(1, 'Home', 'https://a/'), item(2, 'Page')],
    };
    expect(issuesOf(ld(ok), 'BreadcrumbList')).toEqual([]);
    const dup = issuesOf(
      ld({ ...ok, itemListElement: [item(1, 'Home', 'https://a/'), item(1, 'Again', 'https://a/b')] }),
      'BreadcrumbList',
    );
    expect(errors(dup)).toEqual(['itemListElement.position']);
    const gap = issuesOf(ld({ ...ok, itemListElement: [item(1, 'Home', 'https://a/'), item(3, 'Page')] }), 'BreadcrumbList');
    expect(warnings(gap)).toEqual(['itemListElement.position']);
    const bad = issuesOf(ld({ ...ok, itemListElement: [item('first', undefined, undefined), item(0, 'x')] }), 'BreadcrumbList');
    expect(errors(bad)).toEqual([
      'itemListElement[0].position',
      'itemListElement[0].name',
      'itemListElement[0].item',
      'itemListElement[1].position',
    ]);
  });

  it('checks WebSite and its SearchAction', () => {
    const site = (action: unknown) =>
      ld({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'S', url: 'https://a/', potentialAction: action });
    expect(issuesOf(site({ '@type': 'SearchAction', target: 'https://a/s?q={q}', 'query-input': 'required name=q' }), 'WebSite')).toEqual(
      [],
    );
    expect(
      errors(issuesOf(site({ '@type': 'SearchAction', target: 'https://a/s?q={q}', 'query-input': 'required name=term' }), 'WebSite')),
    ).toEqual(['potentialAction.query-input']);
    expect(errors(issuesOf(site({ '@type': 'SearchAction', target: 'https://a/s' }), 'WebSite'))).toEqual([
      'potentialAction.target',
      'potentialAction.query-input',
    ]);
  });

  it('checks standalone Person names', () => {
    expect(errors(issuesOf(ld({ '@context': 'https://schema.org', '@type': 'Person', url: 'https://a/' }), 'Person'))).toEqual(['name']);
  });

  it('knows the type families', () => {
    const e = (types: string[]) => ({ types }) as Entity;
    expect(familiesOf(e(['Dentist']))).toEqual(['organization']);
    expect(familiesOf(e(['TechArticle']))).toEqual(['article']);
    expect(familiesOf(e(['HowTo']))).toEqual(['howto']);
  });

  it('parses ISO 8601 dates and rejects impossible ones', () => {
    expect(parseIsoDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseIsoDate('2026-03-01T10:15:00+02:00')?.toISOString()).toBe('2026-03-01T08:15:00.000Z');
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    for (const bad of ['2026-02-30', '2026-13-01', '01/02/2026', 'last tuesday', '2026-01-01T25:00']) expect(parseIsoDate(bad)).toBeNull();
  });

  it('extracts and validates the malformed-JSON-LD fixture without throwing', () => {
    const sd = sdOf(fixture('malformed-jsonld.html'));
    expect(sd.blocks.filter((b) => !b.ok).length).toBeGreaterThanOrEqual(5);
    for (const e of sd.entities) expect(() => validateEntity(e, { byId: sd.byId, pageUrl, now: auditStart })).not.toThrow();
  });

  it('parses HTML that nests far too deep without exhausting the stack', () => {
    const deep = `<html><body>${'<div>'.repeat(100_000)}text</body></html>`;
    const t = performance.now();
    expect(parseHtml(deep).cut).toBe('depth');
    const tables = `<html><body>${'<table><tr><td>'.repeat(50_000)}</body></html>`;
    expect(parseHtml(tables).cut).toBe('depth');
    const flat = `<html><body>${'<span>x</span>'.repeat(70_000)}</body></html>`;
    expect(parseHtml(flat).cut).toBe('tags');
    expect(performance.now() - t).toBeLessThan(10_000);
  });
});
