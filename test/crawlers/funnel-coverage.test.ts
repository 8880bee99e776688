// What the access logs cover, and the page funnel's honesty about it: a project with citations
// and no access log has its crawl-side figures null (not known), not 0, on REST, GraphQL and MCP;
// after an ingest batch whose lines fall in the range they are counted; an import whose lines all
// fall outside the range covers nothing of it. Each import records the span of the lines it read
// (the site's non-AI traffic included), whether a file import (the CLI) or an ingest batch (REST).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { agents, combinedLine, type Request } from './fixtures.ts';

let app: TestApp;
let dir: string;

const from = '2026-06-01T00:00:00.000Z';
const to = '2026-06-30T23:59:59.999Z';
const window = `from=${from}&to=${to}`;

beforeAll(async () => {
  app = await startTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'funnel-coverage-'));
});
afterAll(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project with three client pages cited in June 2026 (/pricing twice, /docs, /blog), and keys to read and to ingest. */
async function citedProject() {
  const seeded = await seedAccount(app.services, { projects: 1 });
  const { db } = app.services;
  const project = await db.project.findUniqueOrThrow({ where: { id: seeded.projects[0].id } });
  const cite = (p: string, observedAt: string) => ({
    id: newId('citation'),
    accountId: project.accountId,
    projectId: project.id,
    engine: 'CHATGPT' as const,
    observedAt: new Date(observedAt),
    url: `https://${project.domain}${p}`,
    normalizedUrl: `https://${project.domain}${p}`,
    host: project.domain,
    position: 1,
    isClientDomain: true,
    isCompetitorDomain: false,
    citationConfidence: 90,
  });
  await db.citation.createMany({
    data: [
      cite('/pricing', '2026-06-02T00:00:00Z'),
      cite('/pricing', '2026-06-12T00:00:00Z'),
      cite('/docs', '2026-06-03T00:00:00Z'),
      cite('/blog', '2026-06-04T00:00:00Z'),
    ],
  });
  const ingest = (await createApiKey(db, { accountId: project.accountId, role: 'INGEST', projectSlugs: [project.slug] })).key;
  return { project, slug: project.slug, key: seeded.key, ingest };
}

async function funnel(slug: string, key: string, query = window) {
  await app.services.db.rateLimitWindow.deleteMany({});
  const res = await app.request(`/api/v1/projects/${slug}/crawlers/pages?${query}`, { key });
  expect(res.status).toBe(200);
  return res.json();
}

async function post(slug: string, ingest: string, requests: Request[]) {
  const res = await app.request(`/api/v1/projects/${slug}/logs`, {
    key: ingest,
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: requests.map((r) => `${combinedLine(r)}\n`).join(''),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

const spanOf = async (importId: string) => {
  const row = await app.services.db.logImport.findUniqueOrThrow({ where: { id: importId } });
  return { first: row.firstLineAt?.toISOString() ?? null, last: row.lastLineAt?.toISOString() ?? null };
};

const unknownTotals = {
  crawlsPerCitation: null,
  visitsPerCitation: null,
  citedNotCrawled: null,
  crawledNotCited: null,
  refusedCited: null,
  accessLogs: null,
};

describe('the page funnel without access logs', () => {
  it('says the crawl-side figures are not known (null) on REST, GraphQL and MCP, and lists no page of their segments', async () => {
    const { slug, key } = await citedProject();
    const body = await funnel(slug, key);
    expect(body.totals).toMatchObject({ ...unknownTotals, citedPages: 3, citations: 4, verifiedHits: 0, visits: 0, crawledPages: 0 });
    expect((await funnel(slug, key, `${window}&segment=CITED_NOT_CRAWLED`)).data).toEqual([]);
    // The cited pages are still listed (their citations were observed).
    expect(body.data.map((p: { path: string }) => p.path).sort()).toEqual(['/blog', '/docs', '/pricing']);

    const g = await gql(
      app,
      key,
      `query ($slug: String!, $from: DateTime, $to: DateTime) { project(slug: $slug) { crawlerPages(from: $from, to: $to) {
        totals { crawlsPerCitation visitsPerCitation citedNotCrawled crawledNotCited refusedCited accessLogs { firstLineAt lastLineAt } }
      } } }`,
      { slug, from, to },
    );
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.project.crawlerPages.totals).toEqual(unknownTotals);

    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
    );
    try {
      const res = (await client.callTool({ name: 'get_page_funnel', arguments: { slug, from, to } })) as CallToolResult;
      expect(res.isError).toBeFalsy();
      expect((res.structuredContent as { totals: unknown }).totals).toMatchObject(unknownTotals);
    } finally {
      await client.close();
    }
  });
});

describe('the page funnel with access logs', () => {
  it('counts the crawl-side figures once an ingest batch has lines in the range, its span recorded from every line read', async () => {
    const { slug, key, ingest } = await citedProject();
    // A visitor's request (no AI token: not parsed, its time sampled) first, a verified GPTBot hit on /pricing last.
    const summary = await post(slug, ingest, [
      { time: new Date('2026-06-05T08:15:30Z'), address: '198.51.100.7', target: '/', status: 200, userAgent: agents.browser },
      { time: new Date('2026-06-10T10:37:00Z'), address: '20.171.206.17', target: '/pricing', status: 200, userAgent: agents.gptbot },
      { time: new Date('2026-06-09T23:00:00Z'), address: '198.51.100.8', target: '/docs', status: 200, userAgent: agents.browser },
    ]);
    expect(summary.hits).toBe(1);
    expect(await spanOf(summary.importId)).toEqual({ first: '2026-06-05T08:15:30.000Z', last: '2026-06-10T10:37:00.000Z' });

    const t = (await funnel(slug, key)).totals;
    expect(t).toMatchObject({
      verifiedHits: 1,
      citations: 4,
      crawledPages: 1,
      citedPages: 3,
      crawlsPerCitation: 0.25,
      visitsPerCitation: 0,
      citedNotCrawled: 2,
      crawledNotCited: 0,
      refusedCited: 0,
      accessLogs: { firstLineAt: '2026-06-05T08:15:30.000Z', lastLineAt: '2026-06-10T10:37:00.000Z' },
    });
    const notCrawled = (await funnel(slug, key, `${window}&segment=CITED_NOT_CRAWLED`)).data.map((p: { path: string }) => p.path);
    expect(notCrawled.sort()).toEqual(['/blog', '/docs']);
    // A range the lines do not reach: not known again; the span is clipped to the range.
    const july = (await funnel(slug, key, 'from=2026-07-01T00:00:00.000Z&to=2026-07-31T00:00:00.000Z')).totals;
    expect(july).toMatchObject(unknownTotals);
    const part = (await funnel(slug, key, 'from=2026-06-07T00:00:00.000Z&to=2026-06-30T00:00:00.000Z')).totals;
    expect(part.accessLogs).toEqual({ firstLineAt: '2026-06-07T00:00:00.000Z', lastLineAt: '2026-06-10T10:37:00.000Z' });
  });

  it('covers nothing of the range with an import whose lines all fall outside it', async () => {
    const { slug, key, ingest } = await citedProject();
    const summary = await post(slug, ingest, [
      { time: new Date('2026-05-20T12:00:00Z'), address: '198.51.100.7', target: '/', status: 200, userAgent: agents.browser },
      { time: new Date('2026-05-31T23:59:59Z'), address: '20.171.206.17', target: '/pricing', status: 200, userAgent: agents.gptbot },
      { time: new Date('2026-07-01T00:00:01Z'), address: '198.51.100.7', target: '/docs', status: 200, userAgent: agents.browser },
    ]);
    expect(await spanOf(summary.importId)).toEqual({ first: '2026-05-20T12:00:00.000Z', last: '2026-07-01T00:00:01.000Z' });
    // The import's span overlaps June: the logs are taken to cover it (gaps inside an import are not detected).
    expect((await funnel(slug, key)).totals.accessLogs).toEqual({ firstLineAt: from, lastLineAt: to });

    const other = await citedProject();
    const before = await post(other.slug, other.ingest, [
      { time: new Date('2026-05-20T12:00:00Z'), address: '198.51.100.7', target: '/', status: 200, userAgent: agents.browser },
      { time: new Date('2026-05-31T23:59:59Z'), address: '20.171.206.17', target: '/pricing', status: 200, userAgent: agents.gptbot },
    ]);
    expect(before.hits).toBe(1);
    expect((await funnel(other.slug, other.key)).totals).toMatchObject({ ...unknownTotals, verifiedHits: 0, citations: 4 });
  });

  it('an import recorded before spans were kept (NULL span) covers nothing', async () => {
    const { project, slug, key } = await citedProject();
    await app.services.db.logImport.create({
      data: {
        id: newId('logImport'),
        accountId: project.accountId,
        projectId: project.id,
        source: 'CLI',
        format: 'combined',
        linesRead: 1000,
        linesIgnored: 1000,
        startedAt: new Date('2026-06-15T00:00:00Z'),
        finishedAt: new Date('2026-06-15T00:01:00Z'),
      },
    });
    expect((await funnel(slug, key)).totals).toMatchObject(unknownTotals);
  });
});

describe('the span of a file import', () => {
  it('is the earliest and latest request time of the lines read, AI or not, across scanned windows and out of order', async () => {
    const { project, slug } = await citedProject();
    const browser = (time: string, i: number): Request => ({
      time: new Date(time),
      address: '198.51.100.7',
      target: `/p/${i}`,
      status: 200,
      userAgent: agents.browser,
    });
    // Several 64 KiB windows of visitors' lines (not parsed: the first and the last of each window
    // are read for their time): the earliest is the file's first line; the latest an AI line
    // (parsed) in the middle; the file's last line is earlier than it.
    const lines: Request[] = [browser('2026-06-03T00:00:00Z', 0)];
    for (let i = 1; i < 2000; i++) lines.push(browser(`2026-06-0${4 + Math.floor(i / 500)}T12:00:00Z`, i));
    lines.splice(1000, 0, {
      time: new Date('2026-06-20T09:00:00Z'),
      address: '20.171.206.17',
      target: '/pricing',
      status: 200,
      userAgent: agents.gptbot,
    });
    lines.push(browser('2026-06-15T18:30:00Z', 2001));
    const file = path.join(dir, `${slug}.log`);
    fs.writeFileSync(file, lines.map((r) => `${combinedLine(r)}\n`).join(''));
    expect(fs.statSync(file).size).toBeGreaterThan(128 * 1024);
    const res = await runCli(app.databaseUrl, ['logs', 'import', '--project', slug, file]);
    expect(res.code, res.stdout).toBe(0);
    const [summary] = res.out.files;
    expect(summary.linesRead).toBe(2002);
    expect(await spanOf(summary.importId)).toEqual({ first: '2026-06-03T00:00:00.000Z', last: '2026-06-20T09:00:00.000Z' });
    const row = await app.services.db.logImport.findUniqueOrThrow({ where: { id: summary.importId } });
    expect(row.source).toBe('CLI');
    expect(row.projectId).toBe(project.id);
  });
});
