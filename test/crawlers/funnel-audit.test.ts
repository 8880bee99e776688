// The page funnel joined with a real audit: seven fake engines (through their real SDKs) cite the
// client's /pricing and /docs pages; the site's log, posted to POST /logs before the audit, has
// ChatGPT-User (verified) refused with 403 on /pricing, OAI-SearchBot and GPTBot (verified) served
// on /docs and /blog, and no fetch of a sitemap. After the audit: the funnel's citations per page
// equal the audit's own citations of the client's pages (REST /citations), on REST, GraphQL and
// MCP alike; and the audit's findings hold the two findings from the logs.
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
import { type FakeEngines, startFakeEngines } from '../engines/fakes/index.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { goodSite } from '../support/sites.ts';
import { agents, combinedLine } from './fixtures.ts';

let app: TestApp;
let fakes: FakeEngines;
let site: Awaited<ReturnType<typeof goodSite>>;

beforeAll(async () => {
  fakes = await startFakeEngines();
  app = await startTestApp({ ...fakes.env, VISIBILITY_ENGINE_TIMEOUT_MS: '5000', VISIBILITY_CRAWL_TIMEOUT_MS: '2000' });
  site = await goodSite();
});
afterAll(async () => {
  await site?.close();
  await app?.close();
  await fakes?.close();
});

async function list(path: string, key: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    await app.services.db.rateLimitWindow.deleteMany({});
    const res = await app.request(
      `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      {
        key,
      },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    items.push(...body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

describe('the page funnel of a real audit', () => {
  it("counts per page the audit's citations on every surface, and the audit finds the refused answer crawler and the unread sitemap", async () => {
    const owner = await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme CRM', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await addPrompt(app.services.db, project, { text: 'best CRM for small agencies' });
    const ingest = (await createApiKey(app.services.db, { accountId: owner.account.id, role: 'INGEST', projectSlugs: [slug] })).key;

    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const log = [
      { time: at(90), address: '23.98.142.180', target: '/pricing', status: 403, userAgent: agents.chatgptUser },
      { time: at(80), address: '23.98.142.180', target: '/pricing/', status: 403, userAgent: agents.chatgptUser },
      { time: at(70), address: '51.8.102.40', target: '/docs', status: 200, userAgent: agents.searchbot },
      { time: at(60), address: '20.171.206.17', target: '/blog', status: 200, userAgent: agents.gptbot },
      { time: at(50), address: '198.51.100.7', target: '/sitemap.xml', status: 200, userAgent: agents.browser },
    ]
      .map((r) => `${combinedLine(r)}\n`)
      .join('');
    const posted = await app.request(`/api/v1/projects/${slug}/logs`, {
      key: ingest,
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: log,
    });
    expect(posted.status).toBe(200);
    expect((await posted.json()).data).toMatchObject({ hits: 4, linesIgnored: 1 });

    fakes.program(() => true, {
      text: `Acme CRM publishes its prices (http://${site.host}/pricing) and a setup guide (http://${site.host}/docs/).`,
      citations: [
        { url: `http://${site.host}/pricing`, title: 'Acme CRM pricing', quote: 'Acme CRM publishes its prices' },
        { url: `http://${site.host}/docs/`, title: 'Acme CRM docs', quote: 'a setup guide' },
      ],
    });
    const res = await app.request(`/api/v1/projects/${slug}/audits`, { key: owner.key, method: 'POST' });
    expect(res.status).toBe(202);
    const { auditRunId } = (await res.json()).data;
    await runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });
    const run = (await (await app.request(`/api/v1/audit-runs/${auditRunId}`, { key: owner.key })).json()).data;
    expect(run.status).toBe('COMPLETED');

    // The audit's own citations of the client's pages, per page key.
    const citations = (await list(`/api/v1/projects/${slug}/citations`, owner.key)).filter((c) => c.isClientDomain);
    expect(citations.length).toBeGreaterThanOrEqual(7);
    const expected = new Map<string, Map<string, number>>();
    for (const c of citations) {
      const path = new URL(c.normalizedUrl).pathname.replace(/(.)\/$/, '$1');
      const byEngine = expected.get(path) ?? new Map<string, number>();
      byEngine.set(c.engine, (byEngine.get(c.engine) ?? 0) + 1);
      expected.set(path, byEngine);
    }
    expect([...expected.keys()].sort()).toEqual(['/docs', '/pricing']);

    await app.services.db.rateLimitWindow.deleteMany({});
    const funnel = await (await app.request(`/api/v1/projects/${slug}/crawlers/pages?sort=PATH&limit=4`, { key: owner.key })).json();
    const cited = funnel.data.filter((p: any) => p.citations > 0);
    expect(
      cited.map((p: any) => [p.path, Object.fromEntries(p.citationsByEngine.map((e: any) => [e.engine, e.citations])), p.citations]),
    ).toEqual(
      [...expected.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([path, byEngine]) => [path, Object.fromEntries(byEngine), [...byEngine.values()].reduce((a, b) => a + b, 0)]),
    );
    const pricing = funnel.data.find((p: any) => p.path === '/pricing');
    expect(pricing).toMatchObject({ verifiedHits: 2, refusedHits: 2 });
    expect(funnel.totals).toMatchObject({ citations: citations.length, refusedCited: 1, citedNotCrawled: 0 });

    // GraphQL and MCP answer what REST answers.
    const selection = `crawlerPages(sort: PATH, first: 4) { from to nextCursor
      totals { pages crawledPages citedPages visitedPages verifiedHits otherHits citations visits crawlsPerCitation visitsPerCitation citedNotCrawled crawledNotCited refusedCited robotsDisallowedCited accessLogs { firstLineAt lastLineAt } }
      data { path verifiedHits otherHits refusedHits lastCrawlAt lastOtherHitAt byClass { botClass verifiedHits otherHits }
        byBot { bot operator verifiedHits otherHits } citations citationsByEngine { engine citations } visits robotsDisallowed } }`;
    const g = await gql(app, owner.key, `query ($slug: String!) { project(slug: $slug) { ${selection} } }`, { slug });
    expect(g.body.errors).toBeUndefined();
    const strip = (f: any) => ({ data: f.data, totals: f.totals });
    expect(strip(g.body.data.project.crawlerPages)).toEqual(strip(funnel));
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

    // The findings from the logs, with the audit's other findings (the list names a finding by its title).
    const findings = await list(`/api/v1/projects/${slug}/findings`, owner.key);
    const stored = await app.services.db.finding.findMany({ where: { auditRunId }, select: { checkId: true, title: true } });
    expect(
      stored
        .filter((f) => f.checkId?.startsWith('crawlers.'))
        .map((f) => f.checkId)
        .sort(),
    ).toEqual(['crawlers.answer_crawler_refused', 'crawlers.sitemap_not_fetched']);
    const refused = findings.find((f) => f.title === 'AI answer crawlers are refused on pages engines cite');
    expect(refused).toMatchObject({ severity: 'HIGH', category: 'TECHNICAL', affectedUrl: `https://${site.host}/pricing` });
    expect(refused.description).toContain('/pricing (');
    expect(refused.description).not.toContain('/docs (');
    const sitemap = findings.find((f) => f.title === 'AI crawlers never fetch your sitemap');
    expect(sitemap).toMatchObject({ severity: 'LOW', category: 'TECHNICAL' });
    expect(sitemap.description).toContain('4 verified AI crawler hits');
  });
});
