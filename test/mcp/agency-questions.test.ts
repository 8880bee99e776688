// An agency's four questions, each answered by one tool call whose whole result (structured
// content and its text block) is under 8 KB, through the official SDK's client over stdio and
// over Streamable HTTP, on the demo data: the answers are read off the result here as an
// assistant would read them.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../graphql/support.ts';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';
import { engineNames } from '../../src/engines/engine-list.ts';

let app: TestApp;
let slug: string;
const to = new Date().toISOString();
const clients: Record<'stdio' | 'http', Client> = {} as Record<'stdio' | 'http', Client>;

beforeAll(async () => {
  app = await startTestApp();
  // One demo account, the same data on every run (the demo is seeded by its email): its latest audit's
  // significant changes, a list as long as the data makes it, stay as many from run to run.
  const demo = await demoAccount(app, 'agency-questions@example.test');
  const key = await demo.key('READ');
  slug = demo.projects[0].slug;
  clients.http = new Client({ name: 'agency', version: '1.0.0' });
  await clients.http.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
  );
  clients.stdio = new Client({ name: 'agency', version: '1.0.0' });
  await clients.stdio.connect(
    new StdioClientTransport({
      command: 'bin/visibility',
      args: ['mcp'],
      env: { DATABASE_URL: app.databaseUrl, VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, VISIBILITY_API_KEY: key, LOG_LEVEL: 'warn' },
    }),
  );
}, 240_000); // the demo fill (docs/benchmarks.md) outlasts the default hook timeout on a loaded machine
afterAll(async () => {
  await Promise.all(Object.values(clients).map((c) => c.close()));
  await app?.close();
});

/** One call on both transports: the same result, under 8 KB as a whole; its structured content. */
async function ask(name: string, args: Record<string, unknown>): Promise<any> {
  const results: CallToolResult[] = [];
  for (const client of [clients.stdio, clients.http]) {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
    expect(Buffer.byteLength(JSON.stringify(result)), `${name}: the whole result`).toBeLessThan(8 * 1024);
    results.push(result);
  }
  expect(results[0]).toEqual(results[1]);
  return results[0].structuredContent;
}

describe("an agency's questions, one call each", () => {
  it('"How visible are we?": the four figures with intervals, n and the previous period, and each engine', async () => {
    // `to` pinned so that both transports read the same 30 days (by default: up to the call's own now).
    const { data } = await ask('get_visibility', { slug, to });
    expect(Date.parse(data.summary.to) - Date.parse(data.summary.from)).toBe(30 * 86_400_000);
    for (const metric of ['mentionRate', 'citationRate', 'shareOfVoice', 'avgPosition']) {
      const m = data.summary[metric];
      expect(m.current.n, metric).toBeGreaterThan(0);
      expect(m.current.low, metric).toBeLessThanOrEqual(m.current.value);
      expect(m.current.high, metric).toBeGreaterThanOrEqual(m.current.value);
      expect(['up', 'down', 'steady', 'too_few_answers']).toContain(m.verdict);
    }
    expect(data.byEngine.map((e: { engine: string }) => e.engine).sort()).toEqual([...engineNames].sort());
  });

  it('"Did our visibility change since the last audit?": the latest audit against the one before, as stored', async () => {
    const { data } = await ask('get_visibility', { slug, to });
    const latest = data.latestAudit;
    expect(latest.previousAuditRunId).toMatch(/^run_/);
    expect(latest.compared).toBe(3 * engineNames.length); // every engine, three rates
    const stored = await app.services.db.visibilityChange.findMany({ where: { auditRunId: latest.auditRunId, significant: true } });
    expect(latest.significantChanges.map((c: { engine: string; metric: string }) => `${c.engine} ${c.metric}`).sort()).toEqual(
      stored.map((c) => `${c.engine} ${c.metric}`).sort(),
    );
  });

  it('"Which competitor is mentioned more than us on ChatGPT?": every brand\'s share there, with intervals', async () => {
    const { data } = await ask('get_share_of_voice', { slug, engine: 'CHATGPT' });
    expect(data).toHaveLength(1);
    const brands = data[0].brands as { name: string; isClient: boolean; share: number; shareLow: number; shareHigh: number }[];
    const client = brands.find((b) => b.isClient)!;
    expect(brands.filter((b) => !b.isClient).length).toBeGreaterThanOrEqual(3);
    // Most mentioned first: the ones ahead of the client are the answer.
    const ahead = brands.slice(0, brands.indexOf(client));
    expect(ahead.every((b) => b.share >= client.share)).toBe(true);
    for (const b of brands) expect(b.shareLow <= b.share && b.share <= b.shareHigh).toBe(true);
  });

  it('"Which sources do the engines cite most?": domains with their share and the engines citing them', async () => {
    const { data } = await ask('top_cited_domains', { slug });
    expect(data).toHaveLength(10);
    for (let i = 1; i < data.length; i++) expect(data[i - 1].citations).toBeGreaterThanOrEqual(data[i].citations);
    expect(data[0].engines.length).toBeGreaterThan(0);
    expect(data[0].share).toBeGreaterThan(0);
  });
});
