// robots.txt in the page funnel (docs/crawlers.md, "robots.txt in the funnel"): before any audit
// the funnel says "not known" (null) on REST; a real audit of a loopback site whose robots.txt
// disallows /pricing to OAI-SearchBot (with a longer Allow for /pricing/public), everything to
// GPTBot, and /docs to PerplexityBot with an Allow of the same length (Allow wins the tie), keeps
// that robots.txt; then each page's disallowed tokens, the robotsTxt named, the cited-but-disallowed
// count and segment, the CSV export's column and the audit's finding agree on REST, GraphQL and MCP.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { html, serveSite, type FixtureSite } from '../audit/crawl/fixture-site.ts';
import { type FakeEngines, startFakeEngines } from '../engines/fakes/index.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { agents, combinedLine } from './fixtures.ts';

let app: TestApp;
let fakes: FakeEngines;
let site: FixtureSite;

const robotsTxt = [
  'User-agent: *',
  'Allow: /',
  '',
  'User-agent: OAI-SearchBot',
  'Disallow: /pricing',
  'Allow: /pricing/public',
  '',
  'User-agent: GPTBot',
  'Disallow: /',
  '',
  'User-agent: PerplexityBot',
  'Disallow: /docs',
  'Allow: /docs',
  '',
].join('\n');

beforeAll(async () => {
  fakes = await startFakeEngines();
  app = await startTestApp({ ...fakes.env, VISIBILITY_ENGINE_TIMEOUT_MS: '5000', VISIBILITY_CRAWL_TIMEOUT_MS: '2000' });
  const page = (title: string) => ({
    type: 'text/html; charset=utf-8',
    body: html(`<h1>${title}</h1><a href="/pricing">Pricing</a>`, `<title>${title}</title>`),
  });
  site = await serveSite(() => ({
    '/robots.txt': { type: 'text/plain', body: robotsTxt },
    '/': page('Acme CRM'),
    '/pricing': page('Pricing'),
    '/pricing/public': page('Public prices'),
    '/docs': page('Docs'),
  }));
});
afterAll(async () => {
  await site?.close();
  await app?.close();
  await fakes?.close();
});

describe('robots.txt in the page funnel', () => {
  it('is not known before an audit, then names the bots the audit’s robots.txt disallows per page on every surface', async () => {
    const owner = await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme CRM', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await addPrompt(app.services.db, project, { text: 'best CRM for small agencies' });
    const ingest = (await createApiKey(app.services.db, { accountId: owner.account.id, role: 'INGEST', projectSlugs: [slug] })).key;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const posted = await app.request(`/api/v1/projects/${slug}/logs`, {
      key: ingest,
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `${combinedLine({ time: at(60), address: '51.8.102.40', target: '/docs', status: 200, userAgent: agents.searchbot })}\n`,
    });
    expect(posted.status).toBe(200);

    const funnelOf = async (query: string) => {
      await app.services.db.rateLimitWindow.deleteMany({});
      const res = await app.request(`/api/v1/projects/${slug}/crawlers/pages?limit=4&${query}`, { key: owner.key });
      expect(res.status).toBe(200);
      return res.json();
    };
    const before = await funnelOf('sort=PATH');
    expect(before.robotsTxt).toBeNull();
    expect(before.data).toEqual([expect.objectContaining({ path: '/docs', robotsDisallowed: null })]);
    expect(before.totals.robotsDisallowedCited).toBeNull();
    expect((await funnelOf('segment=ROBOTS_DISALLOWED_CITED')).data).toEqual([]);

    fakes.program(() => true, {
      text: `Acme CRM lists its prices (http://${site.host}/pricing), public rates (http://${site.host}/pricing/public) and docs (http://${site.host}/docs).`,
      citations: [
        { url: `http://${site.host}/pricing`, title: 'Pricing', quote: 'Acme CRM lists its prices' },
        { url: `http://${site.host}/pricing/public`, title: 'Public prices', quote: 'public rates' },
        { url: `http://${site.host}/docs`, title: 'Docs', quote: 'docs' },
      ],
    });
    const res = await app.request(`/api/v1/projects/${slug}/audits`, { key: owner.key, method: 'POST' });
    expect(res.status).toBe(202);
    const { auditRunId } = (await res.json()).data;
    await runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });
    const run = (await (await app.request(`/api/v1/audit-runs/${auditRunId}`, { key: owner.key })).json()).data;
    expect(run.status).toBe('COMPLETED');

    const funnel = await funnelOf('sort=PATH');
    expect(funnel.robotsTxt).toMatchObject({ auditRunId, url: `${site.origin}/robots.txt`, status: 200 });
    expect(funnel.data.map((p: any) => [p.path, p.robotsDisallowed])).toEqual([
      // PerplexityBot: Disallow /docs and Allow /docs are as long: Allow wins.
      ['/docs', ['GPTBot']],
      ['/pricing', ['OAI-SearchBot', 'GPTBot']],
      // The longer Allow /pricing/public beats Disallow /pricing.
      ['/pricing/public', ['GPTBot']],
    ]);
    // GPTBot trains; only /pricing is refused to an answer crawler.
    expect(funnel.totals).toMatchObject({ citedPages: 3, robotsDisallowedCited: 1 });
    expect((await funnelOf('segment=ROBOTS_DISALLOWED_CITED')).data.map((p: any) => p.path)).toEqual(['/pricing']);

    const selection = `crawlerPages(sort: PATH, first: 4) { from to nextCursor robotsTxt { auditRunId url status fetchedAt }
      totals { pages crawledPages citedPages visitedPages verifiedHits otherHits citations visits crawlsPerCitation visitsPerCitation citedNotCrawled crawledNotCited refusedCited robotsDisallowedCited accessLogs { firstLineAt lastLineAt } }
      data { path verifiedHits otherHits refusedHits lastCrawlAt lastOtherHitAt byClass { botClass verifiedHits otherHits }
        byBot { bot operator verifiedHits otherHits } citations citationsByEngine { engine citations } visits robotsDisallowed } }`;
    const g = await gql(app, owner.key, `query ($slug: String!) { project(slug: $slug) { ${selection} } }`, { slug });
    expect(g.body.errors).toBeUndefined();
    const strip = (f: any) => ({ data: f.data, totals: f.totals, robotsTxt: f.robotsTxt });
    expect(strip(g.body.data.project.crawlerPages)).toEqual(strip(funnel));
    const segmented = await gql(
      app,
      owner.key,
      `query ($slug: String!) { project(slug: $slug) { crawlerPages(segment: ROBOTS_DISALLOWED_CITED, first: 4) { data { path robotsDisallowed } } } }`,
      { slug },
    );
    expect(segmented.body.data.project.crawlerPages.data).toEqual([{ path: '/pricing', robotsDisallowed: ['OAI-SearchBot', 'GPTBot'] }]);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${owner.key}` } } }),
    );
    try {
      const page = ((await client.callTool({ name: 'get_page_funnel', arguments: { slug, sort: 'PATH', limit: 4 } })) as CallToolResult)
        .structuredContent as any;
      expect(strip(page)).toEqual(strip(funnel));
    } finally {
      await client.close();
    }

    await app.services.db.rateLimitWindow.deleteMany({});
    const csv = await app.request(`/api/v1/projects/${slug}/crawler-pages.csv?sort=PATH`, { key: owner.key });
    expect(csv.status).toBe(200);
    const [header, ...lines] = (await csv.text()).trimEnd().split('\r\n');
    expect(header.split(',').at(-1)).toBe('robotsDisallowed');
    expect(lines.map((l) => [l.split(',')[0], l.split(',').at(-1)])).toEqual([
      ['/docs', 'GPTBot'],
      ['/pricing', 'OAI-SearchBot GPTBot'],
      ['/pricing/public', 'GPTBot'],
    ]);

    // The report's crawler section has the row, over the section's own range: the 30 days up to the
    // run's date, which ends before this audit's citations were observed (so it counts 0 cited pages, as
    // the section's "Pages cited" row does; the funnel above reads up to now).
    await app.services.db.rateLimitWindow.deleteMany({});
    const report = await app.request(`/api/v1/projects/${slug}/report`, { key: owner.key });
    expect(report.status).toBe(200);
    const markdown = await report.text();
    expect(markdown).toContain('| Pages cited in AI answers | 0 |');
    expect(markdown).toContain('| Pages cited but disallowed to answer crawlers by robots.txt | 0 |');

    const stored = await app.services.db.finding.findMany({ where: { auditRunId, checkId: 'crawlers.answer_crawler_robots_disallowed' } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ severity: 'HIGH', category: 'TECHNICAL', affectedUrl: `https://${site.host}/pricing` });
    expect(stored[0].description).toContain('/pricing (');
    expect(stored[0].description).toContain('disallowed to OAI-SearchBot)');
    expect(stored[0].description).not.toContain('/docs (');
    expect(stored[0].description).not.toContain('/pricing/public (');
  });
});
