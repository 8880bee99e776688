import zlib from 'node:zlib';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { crawlSite, crawlerUserAgent, type CrawlProgressEvent } from '../../../src/site/crawl/crawl-site.ts';
import { SiteUnreachableError } from '../../../src/site/crawl/site-unreachable.ts';
import { closeSharedSafeAgents, type Resolver } from '../../../src/net/safe-agent.ts';
import { closedPort } from '../../net/loopback-server.ts';
import { html, serveSite, type FixtureSite, type Routes } from './fixture-site.ts';

const sites: FixtureSite[] = [];
async function site(build: (origin: string) => Routes): Promise<FixtureSite> {
  const s = await serveSite(build);
  sites.push(s);
  return s;
}

afterAll(async () => {
  await closeSharedSafeAgents();
  await Promise.all(sites.map((s) => s.close()));
});

const page = (body: string) => ({ type: 'text/html; charset=utf-8', body: html(body) });
const a = (href: string, text = href) => `<a href="${href}">${text}</a>`;

/** A hand-sized site: robots.txt, a sitemap index over a plain and a gzipped sitemap, llms.txt, 8 pages. */
function goodSite(origin: string): Routes {
  const urlset = (paths: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
      .map((p) => `<url><loc>${origin}${p}</loc></url>`)
      .join('')}</urlset>`;
  return {
    '/robots.txt': {
      type: 'text/plain',
      // Disallowing our own bot must not stop the audit: robots.txt is recorded, not obeyed.
      body: `User-agent: *\nAllow: /\n\nUser-agent: VisibilityAuditBot\nDisallow: /\n\nSitemap: ${origin}/sitemap_index.xml\n`,
    },
    '/sitemap_index.xml': {
      type: 'application/xml',
      body: `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap><sitemap><loc>${origin}/sitemap-blog.xml.gz</loc></sitemap></sitemapindex>`,
    },
    '/sitemap-pages.xml': { type: 'application/xml', body: urlset(['/', '/about', '/services', '/contact']) },
    '/sitemap-blog.xml.gz': {
      type: 'application/gzip',
      body: zlib.gzipSync(urlset(['/blog/', '/blog/post-1', '/blog/post-2', '/orphan'])),
    },
    '/llms.txt': { type: 'text/plain; charset=utf-8', body: '# Good Site\n\n> A site for tests.\n\n- [About](/about)\n' },
    '/': page(
      [
        a('/about'),
        a('/services'),
        a('/blog/'),
        a('/contact'),
        a('/about#team'),
        a('/about/'),
        a('https://external.example/'),
        a('mailto:hi@example.com'),
        a('#top'),
      ].join(' '),
    ),
    '/about': page(`${a('/')} ${a('/brochure.pdf')} ${a('/images/logo.png')}`),
    '/brochure.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
    '/services': page(a('/')),
    '/contact': page(`${a('/')} ${a('/old-contact')}`),
    '/old-contact': { redirect: '/contact' },
    '/blog/': page(`${a('post-1')} ${a('post-2')}`),
    '/blog/post-1': page(`${a('/blog/post-2')} ${a('/missing')}`),
    '/blog/post-2': page(a('/blog/')),
    '/orphan': page('Only in the sitemap'),
  };
}

describe('crawlSite on a good site', () => {
  it('records robots.txt, sitemaps, llms.txt and every page, breadth first', async () => {
    const s = await site(goodSite);
    const lookups: string[] = [];
    const resolve: Resolver = async (hostname) => {
      lookups.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const events: CrawlProgressEvent[] = [];
    const snapshot = await crawlSite(s.host, { allowPrivate: true, resolve, onProgress: (e) => events.push(e) });

    expect(snapshot.origin).toBe(s.origin);
    expect(snapshot.startedAt).toBeInstanceOf(Date);
    expect(snapshot.home).toMatchObject({ requestedUrl: `${s.origin}/`, url: `${s.origin}/`, status: 200, error: null, truncated: false });

    expect(snapshot.robotsTxt?.status).toBe(200);
    expect(snapshot.robotsTxt?.body).toContain('Sitemap:');
    expect(snapshot.llmsTxt).toMatchObject({ status: 200, contentType: 'text/plain; charset=utf-8' });
    expect(snapshot.llmsTxt?.body).toContain('# Good Site');
    expect(snapshot.llmsFullTxt?.status).toBe(404);

    expect(snapshot.sitemaps).toHaveLength(1);
    expect(snapshot.sitemaps[0].url).toBe(`${s.origin}/sitemap_index.xml`);
    expect(snapshot.sitemaps[0].resource.status).toBe(200);
    expect(snapshot.sitemaps[0].urls).toEqual(
      ['/', '/about', '/services', '/contact', '/blog/', '/blog/post-1', '/blog/post-2', '/orphan'].map((p) => `${s.origin}${p}`),
    );

    expect(snapshot.pages.map((p) => new URL(p.url).pathname)).toEqual([
      '/',
      '/about',
      '/services',
      '/blog/',
      '/contact',
      '/blog/post-1',
      '/blog/post-2',
      '/orphan',
    ]);
    expect(snapshot.pages[0]).toBe(snapshot.home);
    for (const p of snapshot.pages) expect(p.contentType).toContain('text/html');

    expect(snapshot.brokenLinks).toEqual([
      { from: `${s.origin}/about`, to: `${s.origin}/images/logo.png`, status: 404, error: null },
      { from: `${s.origin}/blog/post-1`, to: `${s.origin}/missing`, status: 404, error: null },
    ]);

    // Same site only, no page twice, files not fetched as pages, our user agent on every request.
    expect(lookups).toEqual([]);
    const gets = s.paths('GET');
    expect(gets.filter((p) => p === '/about')).toHaveLength(1);
    expect(gets).not.toContain('/about/');
    expect(gets).not.toContain('/brochure.pdf');
    expect(s.paths('HEAD')).toEqual(expect.arrayContaining(['/brochure.pdf', '/images/logo.png']));
    expect(new Set(s.hits.map((h) => h.headers['user-agent']))).toEqual(new Set([crawlerUserAgent]));

    expect(events[0]).toMatchObject({ phase: 'home', status: 200 });
    expect(events.filter((e) => e.phase === 'page').map((e) => (e as { fetched: number }).fetched)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(events.some((e) => e.phase === 'sitemap' && e.url.endsWith('sitemap-blog.xml.gz'))).toBe(true);
    expect(events.at(-1)).toMatchObject({ phase: 'done', pages: 8, brokenLinks: 2 });
  });

  it('accepts the domain as a URL and normalises it to the origin', async () => {
    const s = await site(goodSite);
    const snapshot = await crawlSite(`http://${s.host}/blog/post-1?x=1#top`, { allowPrivate: true, maxPages: 1, maxLinkChecks: 0 });
    expect(snapshot.origin).toBe(s.origin);
    expect(snapshot.home.url).toBe(`${s.origin}/`);
    expect(snapshot.pages).toHaveLength(1);
  });

  it('falls back to /sitemap.xml when robots.txt names none, and records absent files as fetched', async () => {
    const s = await site((origin) => ({
      '/': page(a('/a')),
      '/a': page('A'),
      '/sitemap.xml': { type: 'text/xml', body: `<urlset><url><loc>${origin}/b</loc></url></urlset>` },
      '/b': page('B'),
    }));
    const snapshot = await crawlSite(s.host, { allowPrivate: true });
    expect(snapshot.robotsTxt?.status).toBe(404);
    expect(snapshot.llmsTxt?.status).toBe(404);
    expect(snapshot.sitemaps.map((m) => [m.url, m.resource.status, m.urls])).toEqual([[`${s.origin}/sitemap.xml`, 200, [`${s.origin}/b`]]]);
    expect(snapshot.pages.map((p) => p.url)).toEqual([`${s.origin}/`, `${s.origin}/a`, `${s.origin}/b`]);
  });
});

describe('crawlSite limits', () => {
  it('keeps exactly the page budget on a large site and fetches no more pages than that', async () => {
    const s = await site(() => {
      const routes: Routes = { '/': page(Array.from({ length: 59 }, (_, i) => a(`/p${i + 1}`)).join(' ')) };
      for (let i = 1; i <= 59; i++) routes[`/p${i}`] = page(`${a('/')} ${a(`/p${(i % 59) + 1}`)}`);
      return routes;
    });
    const snapshot = await crawlSite(s.host, { allowPrivate: true, maxPages: 5, maxLinkChecks: 0 });
    expect(snapshot.pages).toHaveLength(5);
    expect(snapshot.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/p1', '/p2', '/p3', '/p4']);
    expect(s.paths('GET').filter((p) => /^\/p\d+$/.test(p))).toHaveLength(4);
    expect(snapshot.brokenLinks).toEqual([]);
  });

  it('caps link checks', async () => {
    const s = await site(() => ({ '/': page(Array.from({ length: 30 }, (_, i) => a(`/gone${i}`)).join(' ')) }));
    const snapshot = await crawlSite(s.host, { allowPrivate: true, maxPages: 1, maxLinkChecks: 10 });
    expect(snapshot.brokenLinks).toHaveLength(10);
    expect(s.paths('HEAD')).toHaveLength(10);
  });

  it('skips non-HTML responses', async () => {
    const s = await site(() => ({
      '/': page([a('/data'), a('/feed'), a('/report.pdf'), a('/sniffed'), a('/text'), a('/ok')].join(' ')),
      '/data': { type: 'application/json', body: '{"a":1}' },
      '/feed': { type: 'application/rss+xml', body: '<rss/>' },
      '/report.pdf': { type: 'application/pdf', body: '%PDF' },
      '/sniffed': { body: '<!DOCTYPE html><html><body>no content type</body></html>' },
      '/text': { type: 'text/plain', body: '<html>not really</html>' },
      '/ok': page('ok'),
    }));
    const snapshot = await crawlSite(s.host, { allowPrivate: true });
    expect(snapshot.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/sniffed', '/ok']);
    expect(s.paths('GET')).not.toContain('/report.pdf');
    expect(snapshot.brokenLinks).toEqual([]);
  });

  it('cuts a huge page at the size cap and keeps it', async () => {
    const huge = html(`${a('/after')}<p>${'x'.repeat(3 * 1024 * 1024)}</p>`);
    const s = await site(() => ({ '/': page(a('/huge')), '/huge': { type: 'text/html', body: huge }, '/after': page('after') }));
    const snapshot = await crawlSite(s.host, { allowPrivate: true });
    const hugePage = snapshot.pages.find((p) => p.url.endsWith('/huge'))!;
    expect(hugePage.truncated).toBe(true);
    expect(hugePage.body.length).toBe(2 * 1024 * 1024);
    // Links in the part that was read are still followed.
    expect(snapshot.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/huge', '/after']);
  });

  it('lets a slow page time out without failing the crawl', async () => {
    const s = await site(() => ({
      '/': page(`${a('/slow')} ${a('/fast')}`),
      '/slow': { ...page('slow'), delayMs: 3000 },
      '/fast': page('fast'),
    }));
    const started = Date.now();
    const snapshot = await crawlSite(s.host, { allowPrivate: true, timeoutMs: 400 });
    expect(Date.now() - started).toBeLessThan(2900);
    expect(snapshot.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/fast']);
    expect(snapshot.brokenLinks).toEqual([
      { from: `${s.origin}/`, to: `${s.origin}/slow`, status: 0, error: `request to ${s.host} timed out after 400 ms` },
    ]);
  });
});

describe('crawlSite redirects', () => {
  it('records the redirects of the home page and settles on its final origin', async () => {
    const s = await site(() => ({
      '/': { redirect: '/start', status: 302 },
      '/start': { redirect: '/home' },
      '/home': page(`${a('/moved')} ${a('/home/')}`),
      '/moved': { redirect: '/target', status: 308 },
      '/target': page('target'),
    }));
    const snapshot = await crawlSite(s.host, { allowPrivate: true });
    expect(snapshot.home).toMatchObject({
      requestedUrl: `${s.origin}/`,
      url: `${s.origin}/home`,
      redirects: [`${s.origin}/start`, `${s.origin}/home`],
    });
    const target = snapshot.pages.find((p) => p.url.endsWith('/target'))!;
    expect(target).toMatchObject({ requestedUrl: `${s.origin}/moved`, redirects: [`${s.origin}/target`] });
    expect(snapshot.pages).toHaveLength(2);
    expect(snapshot.brokenLinks).toEqual([]);
  });

  it('treats www. and the apex as one site', async () => {
    let port = 0;
    const s = await site((origin) => {
      port = Number(new URL(origin).port);
      return {
        '/': (req, res) => {
          if (req.headers.host?.startsWith('www.')) {
            res.setHeader('content-type', 'text/html');
            return res.end(html(`${a(`http://site.test:${port}/about`)} ${a('/team')} ${a(`http://other.test:${port}/`)}`));
          }
          res.statusCode = 301;
          res.setHeader('location', `http://www.site.test:${port}/`);
          res.end();
        },
        '/about': page('about'),
        '/team': page('team'),
      };
    });
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const snapshot = await crawlSite(`site.test:${port}`, { allowPrivate: true, resolve });
    expect(snapshot.origin).toBe(`http://www.site.test:${port}`);
    expect(snapshot.pages.map((p) => p.url)).toEqual([
      `http://www.site.test:${port}/`,
      `http://site.test:${port}/about`,
      `http://www.site.test:${port}/team`,
    ]);
    expect(s.hits.map((h) => h.headers.host)).not.toContain(`other.test:${port}`);
  });
});

describe('crawlSite reachability', () => {
  it('throws SiteUnreachableError when nothing listens', async () => {
    const port = await closedPort();
    const err = await crawlSite(`127.0.0.1:${port}`, { allowPrivate: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SiteUnreachableError);
    expect(err).toMatchObject({ reason: 'connection', host: `127.0.0.1:${port}` });
    expect((err as Error).message).toBe(`Could not connect to 127.0.0.1:${port}: connection refused`);
  });

  it('throws SiteUnreachableError when DNS fails', async () => {
    const resolve: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const err = await crawlSite('no-such-site.test', { resolve }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SiteUnreachableError);
    expect((err as Error).message).toBe('Could not connect to no-such-site.test: DNS lookup failed');
  });

  it('refuses private addresses unless allowed', async () => {
    const s = await site(goodSite);
    const err = await crawlSite(s.host).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'SiteUnreachableError', reason: 'blocked_address' });
    expect((err as Error).message).toBe(`Could not connect to ${s.host}: its address is in a private or reserved network`);
    expect(s.hits).toHaveLength(0);
  });

  it('rejects a stored domain that is not a host', async () => {
    await expect(crawlSite('not a domain')).rejects.toMatchObject({ reason: 'invalid_domain' });
    await expect(crawlSite('ftp://example.com')).rejects.toMatchObject({ reason: 'invalid_domain' });
  });

  it('falls back to http when https cannot connect', async () => {
    // A plain HTTP server: the TLS handshake of the https attempt fails, http works.
    const s = await site(() => ({ '/': page('plain http') }));
    const snapshot = await crawlSite(s.host, { allowPrivate: true });
    expect(snapshot.origin).toBe(`http://${s.host}`);
    expect(snapshot.home.status).toBe(200);
  });

  it('keeps a home page that answers with an error status (reachable)', async () => {
    const s = await site(() => ({ '/': { status: 503, type: 'text/html', body: html('maintenance') } }));
    const snapshot = await crawlSite(s.host, { allowPrivate: true });
    expect(snapshot.home.status).toBe(503);
    expect(snapshot.pages).toEqual([snapshot.home]);
  });

  it('stops when aborted', async () => {
    const s = await site(() => ({ '/': page(`${a('/a')} ${a('/b')}`), '/a': { ...page('a'), delayMs: 2000 }, '/b': page('b') }));
    const controller = new AbortController();
    const crawl = crawlSite(s.host, {
      allowPrivate: true,
      signal: controller.signal,
      onProgress: (e) => e.phase === 'sitemap' && controller.abort(),
    });
    await expect(crawl).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('crawlSite encodings', () => {
  it('decodes pages, robots.txt and sitemaps in their declared charsets', async () => {
    const s = await site((origin) => ({
      '/': {
        type: 'text/html',
        body: iconv.encode(html(`${a('/sjis')} ${a('/latin')} naïve €`, '').replace('utf-8', 'windows-1252'), 'windows-1252'),
      },
      '/sjis': { type: 'text/html; charset=Shift_JIS', body: iconv.encode(html('日本語のページ'), 'shift_jis') },
      '/latin': { type: 'text/html; charset=iso-8859-1', body: iconv.encode(html('“Grüße”'), 'windows-1252') },
      '/robots.txt': { type: 'text/plain; charset=iso-8859-1', body: iconv.encode('# Café\nUser-agent: *\nAllow: /\n', 'latin1') },
      '/sitemap.xml': {
        type: 'application/xml',
        body: iconv.encode(
          `<?xml version="1.0" encoding="ISO-8859-1"?><urlset><url><loc>${origin}/caf%C3%A9?q=é</loc></url></urlset>`,
          'latin1',
        ),
      },
    }));
    const snapshot = await crawlSite(s.host, { allowPrivate: true, maxLinkChecks: 0 });
    expect(snapshot.home.body).toContain('naïve €');
    expect(snapshot.pages.find((p) => p.url.endsWith('/sjis'))?.body).toContain('日本語のページ');
    expect(snapshot.pages.find((p) => p.url.endsWith('/latin'))?.body).toContain('“Grüße”');
    expect(snapshot.robotsTxt?.body).toContain('# Café');
    expect(snapshot.sitemaps[0].urls).toEqual([`${s.origin}/caf%C3%A9?q=é`]);
  });
});
