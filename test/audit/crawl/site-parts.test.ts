import { describe, expect, it } from 'vitest';
import { mapBounded } from '../../../src/site/crawl/bounded-concurrency.ts';
import { extractLinks, isHtmlResponse, looksLikeFile } from '../../../src/site/crawl/html-links.ts';
import type { FetchOptions, ResourceFetcher } from '../../../src/site/crawl/resource-fetcher.ts';
import { pageKeyOf, parseSiteInput, SiteScope } from '../../../src/site/crawl/site-address.ts';
import { collectSitemaps, defaultSitemapLimits } from '../../../src/site/crawl/sitemap-collect.ts';
import { parseSitemap, sitemapUrlsFromRobots } from '../../../src/site/crawl/sitemap-parse.ts';
import type { FetchedResource } from '../../../src/site/site.ts';

describe('site input', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Example.COM  ', 'example.com'],
    ['127.0.0.1:8080', '127.0.0.1:8080'],
    ['https://example.com/', 'example.com'],
    ['https://www.example.com/blog?x=1#y', 'www.example.com'],
    ['http://example.com:80/', 'example.com'],
    ['example.com:443', 'example.com:443'],
    ['[::1]:8080', '[::1]:8080'],
  ])('%s -> %s', (input, host) => {
    expect(parseSiteInput(input)).toBe(host);
  });

  it.each(['', '   ', 'not a domain', 'ftp://example.com', 'https://user:pw@example.com', 'http://'])('rejects %j', (input) => {
    expect(parseSiteInput(input)).toBeNull();
  });
});

describe('page keys and scope', () => {
  const key = (u: string) => pageKeyOf(new URL(u));
  it('ignores scheme, www., fragment and trailing slash, keeps query and port', () => {
    expect(key('https://www.example.com/about/')).toBe(key('http://example.com/about'));
    expect(key('https://example.com/about#team')).toBe(key('https://example.com/about'));
    expect(key('https://example.com/')).toBe(key('https://example.com'));
    expect(key('https://example.com/a?x=1')).not.toBe(key('https://example.com/a?x=2'));
    expect(key('https://example.com:8443/a')).not.toBe(key('https://example.com/a'));
    expect(key('https://example.com/About')).not.toBe(key('https://example.com/about'));
  });

  it('same site: www. and apex, same port', () => {
    const scope = new SiteScope('example.com');
    expect(scope.contains(new URL('https://www.example.com/x'))).toBe(true);
    expect(scope.contains(new URL('http://example.com/x'))).toBe(true);
    expect(scope.contains(new URL('https://blog.example.com/x'))).toBe(false);
    expect(scope.contains(new URL('https://example.com.evil.test/x'))).toBe(false);
    expect(scope.contains(new URL('https://example.com:8080/x'))).toBe(false);
    expect(new SiteScope('127.0.0.1:8080').contains(new URL('http://127.0.0.1:8080/a'))).toBe(true);
  });
});

describe('links', () => {
  it('resolves against the page and <base>, drops fragments, non-http and duplicates', () => {
    const links = extractLinks(
      `<base href="/docs/"><a href="intro">1</a><a href="intro#x">2</a><a href="/top">3</a><a href="mailto:a@b.c">4</a>
       <a href="javascript:void(0)">5</a><a href="#only">6</a><a href="https://other.test/">7</a><map><area href="area"></map>
       <a href="http://[bad">8</a><a href="  /spaced  ">9</a>`,
      'https://example.com/page',
    ).map((u) => u.href);
    expect(links).toEqual([
      'https://example.com/docs/intro',
      'https://example.com/top',
      'https://other.test/',
      'https://example.com/docs/area',
      'https://example.com/spaced',
    ]);
  });

  it('recognises HTML by type, or by content without one', () => {
    expect(isHtmlResponse('text/html; charset=utf-8', '')).toBe(true);
    expect(isHtmlResponse('application/xhtml+xml', '')).toBe(true);
    expect(isHtmlResponse('text/plain', '<html>')).toBe(false);
    expect(isHtmlResponse(null, '  <!DOCTYPE html><html>')).toBe(true);
    expect(isHtmlResponse(null, '{"a":1}')).toBe(false);
  });

  it('knows file extensions', () => {
    expect(looksLikeFile(new URL('https://e.com/a.PDF'))).toBe(true);
    expect(looksLikeFile(new URL('https://e.com/img/logo.png?v=2'))).toBe(true);
    expect(looksLikeFile(new URL('https://e.com/page.html'))).toBe(false);
    expect(looksLikeFile(new URL('https://e.com/v1.2/guide'))).toBe(false);
  });
});

describe('sitemaps', () => {
  it('parses urlsets and indexes, with namespaces, entities and CDATA', () => {
    expect(
      parseSitemap(
        '<?xml version="1.0"?><ns:urlset xmlns:ns="http://www.sitemaps.org/schemas/sitemap/0.9"><ns:url><ns:loc> https://e.com/?a=1&amp;b=2 </ns:loc></ns:url><ns:url><ns:loc><![CDATA[https://e.com/c]]></ns:loc></ns:url></ns:urlset>',
      ),
    ).toEqual({ kind: 'urlset', locs: ['https://e.com/?a=1&b=2', 'https://e.com/c'] });
    expect(parseSitemap('<sitemapindex><sitemap><loc>https://e.com/s1.xml</loc></sitemap></sitemapindex>')).toEqual({
      kind: 'sitemapindex',
      locs: ['https://e.com/s1.xml'],
    });
    expect(parseSitemap('<urlset><url><loc>https://e.com/1</loc></url><url><loc>https://e.co')).toEqual({
      kind: 'urlset',
      locs: ['https://e.com/1'],
    });
    expect(parseSitemap('<html><body>not a sitemap</body></html>').kind).toBe('unknown');
    expect(parseSitemap('').kind).toBe('unknown');
  });

  it('reads Sitemap: lines of robots.txt', () => {
    const robots =
      'User-agent: *\nDisallow: /private\nsitemap: /relative.xml\nSITEMAP:https://e.com/a.xml # comment\r\nSitemap: https://e.com/a.xml\nSitemap: ftp://e.com/x\n';
    expect(sitemapUrlsFromRobots(robots, 'https://e.com')).toEqual(['https://e.com/relative.xml', 'https://e.com/a.xml']);
  });

  function fakeFetcher(files: Record<string, string>, requested: string[]): ResourceFetcher {
    return async (url: string, _options: FetchOptions): Promise<FetchedResource> => {
      requested.push(url);
      const body = files[url];
      return {
        requestedUrl: url,
        url,
        status: body === undefined ? 404 : 200,
        error: null,
        headers: {},
        contentType: 'application/xml',
        body: body ?? '',
        truncated: false,
        redirects: [],
        elapsedMs: 1,
      };
    };
  }
  const index = (...locs: string[]) => `<sitemapindex>${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('')}</sitemapindex>`;
  const urlset = (...locs: string[]) => `<urlset>${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;

  it('follows nested indexes two levels deep, no further, and caps files and URLs', async () => {
    const requested: string[] = [];
    const files = {
      'https://e.com/index.xml': index('https://e.com/a.xml', 'https://e.com/nested.xml', 'https://e.com/missing.xml'),
      'https://e.com/a.xml': urlset('https://e.com/1', 'https://e.com/2'),
      'https://e.com/nested.xml': index('https://e.com/b.xml', 'https://e.com/deeper.xml', 'https://e.com/index.xml'),
      'https://e.com/b.xml': urlset('https://e.com/3', 'https://e.com/1'),
      'https://e.com/deeper.xml': index('https://e.com/c.xml'),
      'https://e.com/c.xml': urlset('https://e.com/too-deep'),
    };
    const results = await collectSitemaps(['https://e.com/index.xml'], fakeFetcher(files, requested));
    expect(results).toHaveLength(1);
    expect(results[0].urls).toEqual(['https://e.com/1', 'https://e.com/2', 'https://e.com/3']);
    expect(requested).not.toContain('https://e.com/c.xml');
    expect(requested.filter((u) => u === 'https://e.com/index.xml')).toHaveLength(1);

    const capped = await collectSitemaps(['https://e.com/index.xml'], fakeFetcher(files, []), {
      ...defaultSitemapLimits,
      maxFiles: 2,
      maxUrlsPerSitemap: 1,
    });
    expect(capped[0].urls).toEqual(['https://e.com/1']);
  });

  it('records a missing sitemap with no URLs', async () => {
    const results = await collectSitemaps(['https://e.com/sitemap.xml'], fakeFetcher({}, []));
    expect(results).toEqual([expect.objectContaining({ url: 'https://e.com/sitemap.xml', urls: [] })]);
    expect(results[0].resource.status).toBe(404);
  });
});

describe('mapBounded', () => {
  it('keeps order, bounds concurrency and stops starting when told', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapBounded([5, 1, 3, 2, 4], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n * 5));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20, 40]);
    expect(peak).toBe(2);

    let started = 0;
    const partial = await mapBounded(
      [1, 2, 3, 4],
      1,
      async (n) => (started++, n),
      () => started < 2,
    );
    expect(partial).toEqual([1, 2, undefined, undefined]);
  });

  it('rejects with the first error', async () => {
    await expect(
      mapBounded([1, 2], 2, async (n) => {
        if (n === 2) throw new Error('boom');
        return n;
      }),
    ).rejects.toThrow('boom');
  });
});
