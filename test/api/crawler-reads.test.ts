// The crawler reads (bots report, referrals report, page funnel) on a project whose rollups are
// known row by row: the figures against values computed by hand, the page key joining crawled
// paths, landing paths and cited URLs, keyset pages, the same answers on REST, GraphQL and MCP,
// and the errors (scope, range, sort) alike on each surface.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import type { Engine } from '../../src/generated/prisma/client.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { type HitRow, seedCrawlerRollups } from '../support/crawler-rollups.ts';
import { seedRuns } from '../support/seed-data.ts';

let app: TestApp;
let key: string;
let slug: string;
let otherKey: string;
let otherSlug: string;

const from = '2026-06-01T00:00:00.000Z';
const to = '2026-06-30T23:59:59.999Z';
const window = `from=${from}&to=${to}`;

const hit = (
  hour: string,
  bot: string,
  operator: string,
  botClass: HitRow['botClass'],
  verification: HitRow['verification'],
  path: string,
  status: number,
  hits: number,
): HitRow => ({
  hour,
  bot,
  operator,
  botClass,
  verification,
  path,
  status,
  hits,
});

const hits: HitRow[] = [
  hit('2026-06-01T10:00:00Z', 'oai-searchbot', 'OpenAI', 'SEARCH_INDEX', 'VERIFIED', '/pricing/', 200, 5),
  hit('2026-06-01T11:00:00Z', 'oai-searchbot', 'OpenAI', 'SEARCH_INDEX', 'VERIFIED', '/pricing', 200, 3),
  hit('2026-06-02T09:00:00Z', 'gptbot', 'OpenAI', 'TRAINING', 'VERIFIED', '/blog/a', 200, 4),
  hit('2026-06-02T09:00:00Z', 'gptbot', 'OpenAI', 'TRAINING', 'CLAIMED_UNVERIFIED', '/blog/a', 200, 2),
  hit('2026-06-03T00:00:00Z', 'perplexitybot', 'Perplexity', 'SEARCH_INDEX', 'VERIFIED', '/docs', 403, 6),
  hit('2026-06-03T00:00:00Z', '', '', 'AGENT', 'UNKNOWN_AI_LIKE', '/', 200, 1),
  hit('2026-06-04T00:00:00Z', 'chatgpt-user', 'OpenAI', 'USER_FETCH', 'VERIFIED', '/blog/b', 200, 2),
  // Before the range: counts nowhere.
  hit('2026-05-15T00:00:00Z', 'oai-searchbot', 'OpenAI', 'SEARCH_INDEX', 'VERIFIED', '/pricing', 200, 100),
];

beforeAll(async () => {
  app = await startTestApp();
  const seeded = await seedAccount(app.services, { projects: 1 });
  key = seeded.key;
  slug = seeded.projects[0].slug;
  const other = await seedAccount(app.services);
  otherKey = other.key;
  otherSlug = other.projects[0].slug;
  const { db } = app.services;
  const project = await db.project.findUniqueOrThrow({ where: { id: seeded.projects[0].id } });
  await seedCrawlerRollups(app.services, project, hits, [
    { hour: '2026-06-01T12:00:00Z', product: 'chatgpt', landingPath: '/pricing', visits: 3 },
    { hour: '2026-06-02T12:00:00Z', product: 'perplexity', landingPath: '/pricing/', visits: 1 },
    { hour: '2026-06-05T12:00:00Z', product: 'chatgpt', landingPath: '/blog/b', visits: 2 },
    { hour: '2026-07-05T12:00:00Z', product: 'chatgpt', landingPath: '/blog/b', visits: 50 },
  ]);
  const cite = (engine: Engine, host: string, path: string, observedAt: string) => ({
    id: newId('citation'),
    accountId: project.accountId,
    projectId: project.id,
    engine,
    observedAt: new Date(observedAt),
    url: `https://${host}${path}?utm_source=openai`,
    normalizedUrl: `https://${host}${path}`,
    host,
    position: 1,
    isClientDomain: host === project.domain,
    isCompetitorDomain: false,
    citationConfidence: 90,
  });
  const d = project.domain;
  await db.citation.createMany({
    data: [
      cite('CHATGPT', d, '/pricing', '2026-06-02T00:00:00Z'),
      cite('CHATGPT', d, '/pricing', '2026-06-03T00:00:00Z'),
      cite('PERPLEXITY', d, '/pricing', '2026-06-03T00:00:00Z'),
      cite('PERPLEXITY', d, '/docs', '2026-06-03T00:00:00Z'),
      cite('PERPLEXITY', d, '/docs', '2026-06-04T00:00:00Z'),
      cite('CLAUDE', d, '/never-crawled', '2026-06-04T00:00:00Z'),
      // Not the client's, or outside the range: counted nowhere.
      cite('CHATGPT', 'news.example', '/pricing', '2026-06-02T00:00:00Z'),
      cite('CHATGPT', d, '/blog/a', '2026-05-02T00:00:00Z'),
    ],
  });
  // Audits completed after the logs were imported: their reports carry the crawler section; the other account's project has none.
  await seedRuns(app.services, project.id, [new Date('2026-06-30T12:00:00Z')]);
  await seedRuns(app.services, other.projects[0].id, [new Date('2026-06-30T12:00:00Z')]);
});
afterAll(async () => app?.close());

async function rest(path: string, bearer = key) {
  const res = await app.request(`/api/v1/projects/${path}`, { key: bearer });
  return { status: res.status, body: await res.json() };
}

async function mcp(bearer = key) {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${bearer}` } } }),
  );
  return {
    client,
    call: async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult,
  };
}

describe('bots report', () => {
  it('counts the hits of the range by verification, day and class, bot, page and status', async () => {
    const { status, body } = await rest(`${slug}/crawlers?${window}`);
    expect(status).toBe(200);
    const r = body.data;
    expect({ from: r.from, to: r.to, hits: r.hits, verifiedHits: r.verifiedHits, otherHits: r.otherHits }).toEqual({
      from,
      to,
      hits: 23,
      verifiedHits: 20,
      otherHits: 3,
    });
    expect(r.verification).toEqual([
      { verification: 'VERIFIED', hits: 20, share: 86.96 },
      { verification: 'CLAIMED_UNVERIFIED', hits: 2, share: 8.7 },
      { verification: 'UNKNOWN_AI_LIKE', hits: 1, share: 4.35 },
    ]);
    expect(r.days).toEqual([
      { day: '2026-06-01', botClass: 'SEARCH_INDEX', verifiedHits: 8, otherHits: 0 },
      { day: '2026-06-02', botClass: 'TRAINING', verifiedHits: 4, otherHits: 2 },
      { day: '2026-06-03', botClass: 'AGENT', verifiedHits: 0, otherHits: 1 },
      { day: '2026-06-03', botClass: 'SEARCH_INDEX', verifiedHits: 6, otherHits: 0 },
      { day: '2026-06-04', botClass: 'USER_FETCH', verifiedHits: 2, otherHits: 0 },
    ]);
    expect(r.bots.map((b: any) => [b.bot, b.verifiedHits, b.otherHits])).toEqual([
      ['oai-searchbot', 8, 0],
      ['perplexitybot', 6, 0],
      ['gptbot', 4, 2],
      ['chatgpt-user', 2, 0],
      ['', 0, 1],
    ]);
    expect(r.bots[0].lastHitAt).toBe('2026-06-01T11:00:00.000Z');
    expect(r.topPages).toEqual([
      { path: '/pricing', verifiedHits: 8, otherHits: 0 },
      { path: '/docs', verifiedHits: 6, otherHits: 0 },
      { path: '/blog/a', verifiedHits: 4, otherHits: 2 },
      { path: '/blog/b', verifiedHits: 2, otherHits: 0 },
      { path: '/', verifiedHits: 0, otherHits: 1 },
    ]);
    expect(r.statuses).toEqual([
      { status: 200, verifiedHits: 14, otherHits: 3 },
      { status: 403, verifiedHits: 6, otherHits: 0 },
    ]);
  });

  it('narrows to one class and to the `limit` top bots and pages', async () => {
    const { body } = await rest(`${slug}/crawlers?${window}&botClass=SEARCH_INDEX&limit=1`);
    expect(body.data.hits).toBe(14);
    expect(body.data.bots.map((b: any) => b.bot)).toEqual(['oai-searchbot']);
    expect(body.data.topPages.map((p: any) => p.path)).toEqual(['/pricing']);
  });
});

describe('referrals report', () => {
  it('counts the referred visits of the range by product, day and landing page', async () => {
    const { status, body } = await rest(`${slug}/referrals?${window}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      from,
      to,
      visits: 6,
      products: [
        { product: 'chatgpt', visits: 5, share: 83.33 },
        { product: 'perplexity', visits: 1, share: 16.67 },
      ],
      days: [
        { day: '2026-06-01', product: 'chatgpt', visits: 3 },
        { day: '2026-06-02', product: 'perplexity', visits: 1 },
        { day: '2026-06-05', product: 'chatgpt', visits: 2 },
      ],
      landingPages: [
        {
          path: '/pricing',
          visits: 4,
          products: [
            { product: 'chatgpt', visits: 3 },
            { product: 'perplexity', visits: 1 },
          ],
        },
        { path: '/blog/b', visits: 2, products: [{ product: 'chatgpt', visits: 2 }] },
      ],
    });
  });
});

describe('page funnel', () => {
  it('joins hits, citations and visits per page and totals the site', async () => {
    const { status, body } = await rest(`${slug}/crawlers/pages?${window}`);
    expect(status).toBe(200);
    expect(body.totals).toEqual({
      pages: 6,
      crawledPages: 4,
      citedPages: 3,
      visitedPages: 2,
      verifiedHits: 20,
      otherHits: 3,
      citations: 6,
      visits: 6,
      crawlsPerCitation: 3.33,
      visitsPerCitation: 1,
      citedNotCrawled: 1,
      crawledNotCited: 2,
      refusedCited: 1,
      robotsDisallowedCited: null,
      // No import recorded a span here: the hours of the counted hits and referrals show lines were received.
      accessLogs: { firstLineAt: '2026-06-01T10:00:00.000Z', lastLineAt: '2026-06-05T12:00:00.000Z' },
    });
    // No audit fetched robots.txt: not known, never "allowed".
    expect(body.robotsTxt).toBeNull();
    expect(body.data.every((p: any) => p.robotsDisallowed === null)).toBe(true);
    expect(body.data.map((p: any) => [p.path, p.verifiedHits, p.otherHits, p.refusedHits, p.citations, p.visits])).toEqual([
      ['/pricing', 8, 0, 0, 3, 4],
      ['/docs', 6, 0, 6, 2, 0],
      ['/blog/a', 4, 2, 0, 0, 0],
      ['/blog/b', 2, 0, 0, 0, 2],
      ['/never-crawled', 0, 0, 0, 1, 0],
      ['/', 0, 1, 0, 0, 0],
    ]);
    const pricing = body.data[0];
    expect(pricing.lastCrawlAt).toBe('2026-06-01T11:00:00.000Z');
    expect(pricing.lastOtherHitAt).toBeNull();
    expect(pricing.citationsByEngine).toEqual([
      { engine: 'CHATGPT', citations: 2 },
      { engine: 'PERPLEXITY', citations: 1 },
    ]);
    expect(pricing.byClass).toEqual([{ botClass: 'SEARCH_INDEX', verifiedHits: 8, otherHits: 0 }]);
    expect(body.data[2].byBot).toEqual([{ bot: 'gptbot', operator: 'OpenAI', verifiedHits: 4, otherHits: 2 }]);
    expect(body.nextCursor).toBeNull();
  });

  it('lists one segment, sorts, and pages with signed cursors bound to the query', async () => {
    const segment = async (s: string) => (await rest(`${slug}/crawlers/pages?${window}&segment=${s}`)).body.data.map((p: any) => p.path);
    expect(await segment('CITED_NOT_CRAWLED')).toEqual(['/never-crawled']);
    expect(await segment('CRAWLED_NOT_CITED')).toEqual(['/blog/a', '/blog/b']);
    expect(await segment('REFUSED_CITED')).toEqual(['/docs']);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { status, body }: { status: number; body: any } = await rest(
        `${slug}/crawlers/pages?${window}&sort=CITATIONS&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(status).toBe(200);
      expect(body.data.length).toBeLessThanOrEqual(2);
      seen.push(...body.data.map((p: any) => p.path));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['/pricing', '/docs', '/never-crawled', '/blog/b', '/blog/a', '/']);

    const byPath = await rest(`${slug}/crawlers/pages?${window}&sort=PATH&limit=4`);
    expect(byPath.body.data.map((p: any) => p.path)).toEqual(['/', '/blog/a', '/blog/b', '/docs']);
    const rest2 = await rest(`${slug}/crawlers/pages?${window}&sort=PATH&limit=4&cursor=${byPath.body.nextCursor}`);
    expect(rest2.body.data.map((p: any) => p.path)).toEqual(['/never-crawled', '/pricing']);
    // A cursor of another order is refused.
    expect((await rest(`${slug}/crawlers/pages?${window}&sort=VISITS&cursor=${byPath.body.nextCursor}`)).body).toEqual({
      error: 'invalid_cursor',
    });
  });
});

describe('page funnel export', () => {
  it('streams every page of the funnel as CSV and NDJSON, a flat row per page in the funnel order', async () => {
    const all = (await rest(`${slug}/crawlers/pages?${window}`)).body.data;
    const csv = await app.request(`/api/v1/projects/${slug}/crawler-pages.csv?${window}`, { key });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${slug}-crawler-pages.csv"`);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'path,verifiedHits,otherHits,refusedHits,lastCrawlAt,lastOtherHitAt,verifiedTraining,verifiedSearchIndex,verifiedUserFetch,verifiedAgent,citations,citationsChatgpt,citationsClaude,citationsPerplexity,citationsGemini,citationsGoogleAio,citationsGoogleAiMode,citationsBingCopilot,citationsGrok,visits,robotsDisallowed',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(all.map((p: any) => p.path));
    expect(lines[1]).toBe('/pricing,8,0,0,2026-06-01T11:00:00.000Z,,0,8,0,0,3,2,0,1,0,0,0,0,0,4,');
    const ndjson = await app.request(`/api/v1/projects/${slug}/crawler-pages.ndjson?${window}&segment=REFUSED_CITED`, { key });
    const rows = (await ndjson.text())
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows).toEqual([expect.objectContaining({ path: '/docs', refusedHits: 6, citations: 2, citationsPerplexity: 2 })]);
    expect((await app.request(`/api/v1/projects/${slug}/crawler-pages.csv?${window}`, { key: otherKey })).status).toBe(404);
  });
});

describe('client report', () => {
  it('has an AI crawlers section with the funnel totals of the 30 days up to the audit, only when there is crawler data', async () => {
    const res = await app.request(`/api/v1/projects/${slug}/report`, { key });
    expect(res.status).toBe(200);
    const md = await res.text();
    expect(md).toContain('## AI crawlers and AI referrals');
    expect(md).toContain('| Verified AI bot hits | 20 |');
    expect(md).toContain('| Pages cited but refused to the bots (4xx/5xx) | 1 |');
    expect(md).toContain('- `/docs`');
    expect(md).toContain('- oai-searchbot (OpenAI, ai search index): 8');
    const other = await (await app.request(`/api/v1/projects/${otherSlug}/report`, { key: otherKey })).text();
    expect(other).not.toContain('AI crawlers');
  });
});

describe('every surface', () => {
  it('GraphQL and MCP answer what REST answers', async () => {
    const bots = (await rest(`${slug}/crawlers?${window}`)).body.data;
    const referrals = (await rest(`${slug}/referrals?${window}`)).body.data;
    const funnel = (await rest(`${slug}/crawlers/pages?${window}&limit=3`)).body;
    // One query per field: all three with every field selected cost more than a request may.
    const field = async (selection: string) => {
      const r = await gql(app, key, `query ($slug: String!, $from: DateTime, $to: DateTime) { project(slug: $slug) { ${selection} } }`, {
        slug,
        from,
        to,
      });
      expect(r.body.errors).toBeUndefined();
      return r.body.data.project;
    };
    const p = {
      ...(await field(`crawlers(from: $from, to: $to) { from to botClass hits verifiedHits otherHits
          verification { verification hits share } days { day botClass verifiedHits otherHits }
          bots { bot operator botClass verifiedHits otherHits lastHitAt } topPages { path verifiedHits otherHits }
          statuses { status verifiedHits otherHits } }`)),
      ...(await field(`referrals(from: $from, to: $to) { from to visits products { product visits share } days { day product visits }
          landingPages { path visits products { product visits } } }`)),
      ...(await field(`crawlerPages(from: $from, to: $to, first: 3) { from to nextCursor robotsTxt { auditRunId url status fetchedAt }
          totals { pages crawledPages citedPages visitedPages verifiedHits otherHits citations visits crawlsPerCitation visitsPerCitation citedNotCrawled crawledNotCited refusedCited robotsDisallowedCited accessLogs { firstLineAt lastLineAt } }
          data { path verifiedHits otherHits refusedHits lastCrawlAt lastOtherHitAt byClass { botClass verifiedHits otherHits }
            byBot { bot operator verifiedHits otherHits } citations citationsByEngine { engine citations } visits robotsDisallowed } }`)),
    };
    expect(p.crawlers).toEqual(bots);
    expect(p.referrals).toEqual(referrals);
    expect({ ...p.crawlerPages, nextCursor: null }).toEqual({ ...funnel, nextCursor: null });
    expect(typeof p.crawlerPages.nextCursor).toBe('string');

    const { client, call } = await mcp();
    try {
      expect((await call('get_ai_crawlers', { slug, from, to })).structuredContent).toEqual({ data: bots });
      expect((await call('get_ai_referrals', { slug, from, to })).structuredContent).toEqual({ data: referrals });
      const page = (await call('get_page_funnel', { slug, from, to, limit: 3 })).structuredContent as any;
      expect({ ...page, nextCursor: null }).toEqual({ ...funnel, nextCursor: null });
      // The cursor from one surface serves the next page on another.
      const next = (await call('get_page_funnel', { slug, from, to, limit: 3, cursor: funnel.nextCursor })).structuredContent as any;
      expect(next.data.map((x: any) => x.path)).toEqual(['/blog/b', '/never-crawled', '/']);
    } finally {
      await client.close();
    }
  });

  it('refuses alike: another account (404), a reversed or too long range, an unknown sort, segment or class (400)', async () => {
    for (const path of ['crawlers', 'referrals', 'crawlers/pages']) {
      expect(await rest(`${slug}/${path}?${window}`, otherKey)).toEqual({ status: 404, body: { error: 'not_found' } });
      expect(await rest(`${slug}/${path}?from=${to}&to=${from}`)).toEqual({ status: 400, body: { error: 'invalid_range' } });
      expect(await rest(`${slug}/${path}?from=2024-01-01T00:00:00Z&to=${to}`)).toEqual({ status: 400, body: { error: 'range_too_long' } });
    }
    expect(await rest(`${slug}/crawlers/pages?sort=HITS`)).toEqual({ status: 400, body: { error: 'invalid_sort' } });
    expect(await rest(`${slug}/crawlers/pages?segment=ANY`)).toEqual({ status: 400, body: { error: 'invalid_segment' } });
    expect(await rest(`${slug}/crawlers?botClass=SPIDER`)).toEqual({ status: 400, body: { error: 'invalid_bot_class' } });
    expect(await rest(`${slug}/crawlers/pages?limit=0`)).toEqual({ status: 400, body: { error: 'invalid_limit' } });

    const r = await gql(app, otherKey, `{ project(slug: "${slug}") { crawlers { hits } } }`);
    expect(r.body.errors?.[0]?.extensions.code).toBe('not_found');
    const g = await gql(app, key, `{ project(slug: "${slug}") { crawlerPages(from: "${to}", to: "${from}") { totals { pages } } } }`);
    expect(g.body.errors?.[0]?.extensions.code).toBe('invalid_range');
    const { client, call } = await mcp(otherKey);
    try {
      const res = await call('get_page_funnel', { slug });
      expect(res.isError).toBe(true);
      expect(JSON.parse((res.content[0] as { text: string }).text)).toEqual({ error: 'not_found' });
    } finally {
      await client.close();
    }
  });
});
