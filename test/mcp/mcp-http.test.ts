// The MCP server at /mcp through the SDK's own client: every tool against the REST (or GraphQL)
// answer for the same key and parameters, errors with the REST codes, limits shared with REST.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { engineNames } from '../../src/engines/engine-list.ts';
import { demoAccount, gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let demo: Awaited<ReturnType<typeof demoAccount>>;
let key: string;
let slug: string;
beforeAll(async () => {
  app = await startTestApp();
  demo = await demoAccount(app);
  key = await demo.key('READ');
  slug = demo.projects[0].slug;
}, 240_000); // the demo fill (docs/benchmarks.md) outlasts the default hook timeout on a loaded machine
afterAll(async () => app?.close());

async function connect(bearer: string): Promise<Client> {
  const client = new Client({ name: 'test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${bearer}` } },
  });
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The JSON a successful tool returned, checked to be the same in structuredContent and in its text block. */
function json(result: CallToolResult): any {
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  const text = (result.content[0] as { text: string }).text;
  expect(JSON.parse(text)).toEqual(result.structuredContent);
  return result.structuredContent;
}

function errorOf(result: CallToolResult): { error: string; retryAfterSeconds?: number } {
  expect(result.isError).toBe(true);
  return JSON.parse((result.content[0] as { text: string }).text);
}

async function rest(path: string, bearer = key): Promise<any> {
  const res = await app.request(path, { key: bearer });
  expect(res.status, path).toBe(200);
  return res.headers.get('content-type')?.startsWith('application/json') ? res.json() : res.text();
}

describe('tools', () => {
  it('lists the eighteen tools with input schemas and read-only hints, in under 15 KB', async () => {
    const client = await connect(key);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'get_ai_crawlers',
        'get_ai_referrals',
        'get_audit_run',
        'get_page_funnel',
        'get_project',
        'get_report',
        'get_score_history',
        'get_search_fanout',
        'get_share_of_voice',
        'get_visibility',
        'get_visibility_breakdown',
        'list_citations',
        'list_findings',
        'list_mentions',
        'list_projects',
        'list_search_queries',
        'top_cited_domains',
        'trigger_audit',
      ].sort(),
    );
    for (const t of tools) {
      expect(t.inputSchema.type, t.name).toBe('object');
      expect(t.description?.length, t.name).toBeGreaterThan(80);
      expect(t.annotations?.readOnlyHint, t.name).toBe(t.name !== 'trigger_audit');
      // Results are the REST JSON; no output schema (tools/list stays small), so nothing for a client to hold them to but the docs.
      expect(t.outputSchema, t.name).toBeUndefined();
    }
    // The whole tools/list answer as it goes over the wire, JSON-RPC envelope included.
    const res = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    const bytes = Buffer.byteLength(await res.text());
    expect(bytes).toBeLessThan(15 * 1024);
    // No date-time pattern of zod's (600 characters) in any schema; every engine parameter names the engines.
    const listed = JSON.stringify(tools);
    expect(listed).not.toContain('02-29');
    for (const t of tools.filter((x) => 'engine' in (x.inputSchema.properties ?? {})))
      expect(JSON.stringify(t.inputSchema), t.name).toContain('Google AI Overviews (GOOGLE_AIO)');
    const mentions = tools.find((t) => t.name === 'list_mentions')!;
    expect(Object.keys(mentions.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['kind', 'role']));
    for (const word of ['THIRD_PARTY', 'CATEGORY', 'EXCLUDED', 'MIXED']) expect(mentions.description).toContain(word);
    const citations = tools.find((t) => t.name === 'list_citations')!;
    expect(citations.inputSchema.required).toEqual(['slug']);
    expect(Object.keys(citations.inputSchema.properties ?? {}).sort()).toEqual(['cursor', 'engine', 'from', 'limit', 'slug', 'to']);
    await client.close();
  });

  it('answers every read tool with what REST answers for the same key and parameters', async () => {
    const client = await connect(key);
    expect(json(await call(client, 'list_projects', { limit: 2 }))).toEqual(await rest('/api/v1/projects?limit=2'));
    expect(json(await call(client, 'get_project', { slug }))).toEqual(await rest(`/api/v1/projects/${slug}`));

    const history = json(await call(client, 'get_score_history', { slug, limit: 3 }));
    expect(history).toEqual(await rest(`/api/v1/projects/${slug}/score-history?limit=3`));
    const page2 = json(await call(client, 'get_score_history', { slug, limit: 3, cursor: history.nextCursor }));
    expect(page2).toEqual(await rest(`/api/v1/projects/${slug}/score-history?limit=3&cursor=${history.nextCursor}`));
    expect(page2.data[0].id).not.toBe(history.data[0].id);

    const from = '2000-01-01T00:00:00Z';
    const to = new Date().toISOString();
    const citations = json(await call(client, 'list_citations', { slug, engine: 'PERPLEXITY', from, to, limit: 5 }));
    expect(citations.data.length).toBe(5);
    expect(citations.data.every((c: { engine: string }) => c.engine === 'PERPLEXITY')).toBe(true);
    expect(citations).toEqual(await rest(`/api/v1/projects/${slug}/citations?engine=PERPLEXITY&from=${from}&to=${to}&limit=5`));
    const next = json(
      await call(client, 'list_citations', { slug, engine: 'PERPLEXITY', from, to, limit: 5, cursor: citations.nextCursor }),
    );
    expect(next).toEqual(
      await rest(`/api/v1/projects/${slug}/citations?engine=PERPLEXITY&from=${from}&to=${to}&limit=5&cursor=${citations.nextCursor}`),
    );
    expect(next.data[0].id).not.toBe(citations.data[0].id);

    expect(json(await call(client, 'list_mentions', { slug, engine: 'CLAUDE', limit: 7 }))).toEqual(
      await rest(`/api/v1/projects/${slug}/mentions?engine=CLAUDE&limit=7`),
    );
    const findings = json(await call(client, 'list_findings', { slug }));
    expect(findings).toEqual(await rest(`/api/v1/projects/${slug}/findings`));
    const older = history.data[2].id as string;
    expect(json(await call(client, 'list_findings', { slug, auditRunId: older, limit: 2 }))).toEqual(
      await rest(`/api/v1/projects/${slug}/findings?auditRunId=${older}&limit=2`),
    );
    expect(json(await call(client, 'get_audit_run', { id: older }))).toEqual(await rest(`/api/v1/audit-runs/${older}`));

    const report = await call(client, 'get_report', { slug });
    expect(report.isError ?? false).toBe(false);
    expect(report.structuredContent).toBeUndefined();
    expect((report.content[0] as { text: string }).text).toBe(await rest(`/api/v1/projects/${slug}/report`));
    await client.close();
  });

  it('answers the aggregates as REST and GraphQL do: summary, breakdown, share of voice, cited domains', async () => {
    const client = await connect(key);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const to = new Date().toISOString();
    const q = `from=${from}&to=${to}`;
    const overview = json(await call(client, 'get_visibility', { slug, from, to }));
    expect(overview.data.summary).toEqual((await rest(`/api/v1/projects/${slug}/visibility/summary?${q}`)).data);
    const breakdown = json(await call(client, 'get_visibility_breakdown', { slug, from, to, groupBy: ['PROMPT', 'ENGINE'] }));
    expect(breakdown).toEqual(await rest(`/api/v1/projects/${slug}/visibility?${q}&groupBy=PROMPT,ENGINE`));
    const voice = json(await call(client, 'get_share_of_voice', { slug, from, to, groupBy: ['ENGINE'] }));
    expect(voice).toEqual(await rest(`/api/v1/projects/${slug}/share-of-voice?${q}&groupBy=ENGINE`));
    const top = json(await call(client, 'top_cited_domains', { slug, from, to, limit: 5 }));
    expect(top).toEqual(await rest(`/api/v1/projects/${slug}/cited-domains?${q}&limit=5`));
    expect(top.data.length).toBe(5);
    const g = await gql(
      app,
      key,
      `query($slug: String!, $from: DateTime, $to: DateTime) { project(slug: $slug) {
        visibility(groupBy: ENGINE, from: $from, to: $to) { engine answers mentionRate citationRate shareOfVoice avgPosition }
        topCitedDomains(first: 5, from: $from, to: $to) { domain citations answers isClient isCompetitor share engines previousCitations previousShare shareChange } } }`,
      { slug, from, to },
    );
    expect(g.body.errors).toBeUndefined();
    expect(overview.data.byEngine).toEqual(g.body.data.project.visibility);
    expect(overview.data.byEngine.length).toBe(engineNames.length);
    expect(top.data).toEqual(g.body.data.project.topCitedDomains);
    await client.close();
  });
});

describe('errors and access', () => {
  it('another account, another scope and a missing slug are the same not_found; bad parameters get the REST codes', async () => {
    const other = await seedAccount(app.services);
    const scoped = (
      await createApiKey(app.services.db, { accountId: demo.account.id, role: 'TRIGGER', projectSlugs: [demo.projects[1].slug] })
    ).key;
    const mine = await connect(key);
    const theirs = await connect(other.key);
    const inScope = await connect(scoped);
    for (const [client, s] of [
      [theirs, slug],
      [inScope, slug],
      [mine, 'no-such-project'],
      [mine, other.projects[0].slug],
    ] as const) {
      const reads = [
        'get_project',
        'list_citations',
        'list_mentions',
        'list_findings',
        'get_score_history',
        'get_report',
        'get_visibility',
        'get_visibility_breakdown',
        'get_share_of_voice',
        'top_cited_domains',
      ];
      // The role comes before the project, as on REST: only trigger keys learn that a project is not theirs.
      for (const tool of client === mine ? reads : [...reads, 'trigger_audit']) {
        const args = tool === 'get_visibility_breakdown' ? { slug: s, groupBy: ['ENGINE'] } : { slug: s };
        expect(errorOf(await call(client, tool, args)), `${tool} ${s}`).toEqual({ error: 'not_found' });
      }
    }
    const run = json(await call(mine, 'get_score_history', { slug, limit: 1 })).data[0].id;
    expect(errorOf(await call(theirs, 'get_audit_run', { id: run }))).toEqual({ error: 'not_found' });
    expect(errorOf(await call(inScope, 'get_audit_run', { id: run }))).toEqual({ error: 'not_found' });
    // A cursor of one query is not a cursor of another (another account's, another project's).
    const cursor = json(await call(mine, 'list_citations', { slug, limit: 1 })).nextCursor;
    expect(errorOf(await call(theirs, 'list_citations', { slug: other.projects[0].slug, cursor }))).toEqual({ error: 'invalid_cursor' });
    expect(errorOf(await call(mine, 'list_citations', { slug, cursor: 'garbage' }))).toEqual({ error: 'invalid_cursor' });
    expect(errorOf(await call(mine, 'list_citations', { slug, limit: 0 }))).toEqual({ error: 'invalid_limit' });
    expect(errorOf(await call(mine, 'list_citations', { slug, limit: 101 }))).toEqual({ error: 'invalid_limit' });
    expect(errorOf(await call(mine, 'list_citations', { slug, engine: 'ALTAVISTA' }))).toEqual({ error: 'invalid_engine' });
    expect(errorOf(await call(mine, 'list_citations', { slug, from: 'yesterday' }))).toEqual({ error: 'invalid_from' });
    expect(errorOf(await call(mine, 'list_projects', { limit: 2.5 }))).toEqual({ error: 'invalid_limit' });
    expect(errorOf(await call(mine, 'get_project', {}))).toEqual({ error: 'invalid_slug' });
    // A read key cannot trigger; a trigger key can, once (the run is then in progress).
    expect(errorOf(await call(mine, 'trigger_audit', { slug: demo.projects[1].slug }))).toEqual({ error: 'insufficient_role' });
    await Promise.all([mine.close(), theirs.close(), inScope.close()]);
  });

  it('trigger_audit with a trigger key starts a run REST then shows; an unknown tool is a protocol error', async () => {
    const fresh = await seedAccount(app.services);
    const client = await connect(fresh.key);
    const started = json(await call(client, 'trigger_audit', { slug: fresh.projects[0].slug }));
    expect(started).toEqual({ data: { auditRunId: expect.any(String), created: true } });
    const run = await rest(`/api/v1/audit-runs/${started.data.auditRunId}`, fresh.key);
    expect(run.data.projectSlug).toBe(fresh.projects[0].slug);
    expect(json(await call(client, 'get_audit_run', { id: started.data.auditRunId }))).toEqual(run);
    const again = await app.request(`/api/v1/projects/${fresh.projects[0].slug}/audits`, { key: fresh.key, method: 'POST' });
    expect(await again.json()).toEqual({ data: { auditRunId: started.data.auditRunId, created: false } });
    await expect(client.callTool({ name: 'drop_tables', arguments: {} })).rejects.toThrow(/unknown tool/);
    await client.close();
  });

  it('401 with the Bearer challenge for a missing, unknown, revoked or expired key; 403 without API access', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const post = (authorization?: string) =>
      fetch(`${app.url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
        body,
      });
    const revoked = await seedAccount(app.services);
    await app.services.db.apiKey.update({ where: { id: revoked.keyId }, data: { revokedAt: new Date() } });
    const expired = await seedAccount(app.services);
    await app.services.db.apiKey.update({ where: { id: expired.keyId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const authorization of [
      undefined,
      'Bearer vis_unknown000000000000000000000',
      `Bearer ${revoked.key}`,
      `Bearer ${expired.key}`,
      `Basic ${key}`,
    ]) {
      const res = await post(authorization);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({ error: 'unauthorized' });
    }
    const free = await seedAccount(app.services, { plan: 'FREE' });
    const res = await post(`Bearer ${free.key}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'api_access_disabled' });
    // The SDK's client sees the same refusal.
    await expect(connect(revoked.key)).rejects.toThrow(/401|unauthorized/i);
    const ok = await post(`Bearer ${key}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).result.tools).toHaveLength(18);
    // Stateless: no event stream to open, no session to delete.
    for (const method of ['GET', 'DELETE']) {
      const r = await fetch(`${app.url}/mcp`, { method, headers: { authorization: `Bearer ${key}` } });
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('POST');
    }
  });

  it('counts tool calls against the key read limit shared with REST, and not the handshake', async () => {
    const fresh = await seedAccount(app.services);
    const s = fresh.projects[0].slug;
    for (let i = 0; i < 5; i++) await (await connect(fresh.key)).close(); // handshakes: free
    const client = await connect(fresh.key);
    for (let i = 0; i < 5; i++) await client.listTools();
    for (let i = 0; i < 30; i++) expect((await app.request(`/api/v1/projects/${s}`, { key: fresh.key })).status).toBe(200);
    for (let i = 0; i < 30; i++) json(await call(client, 'get_project', { slug: s }));
    const refused = errorOf(await call(client, 'get_project', { slug: s }));
    expect(refused.error).toBe('rate_limited');
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await app.request(`/api/v1/projects/${s}`, { key: fresh.key })).status).toBe(429);
    await client.close();
  });

  it('counts trigger_audit against the key write limit shared with REST', async () => {
    const fresh = await seedAccount(app.services);
    const s = fresh.projects[0].slug;
    const client = await connect(fresh.key);
    expect(json(await call(client, 'trigger_audit', { slug: s })).data.created).toBe(true);
    for (let i = 0; i < 4; i++)
      expect((await app.request(`/api/v1/projects/${s}/audits`, { key: fresh.key, method: 'POST' })).status).toBe(202);
    for (let i = 0; i < 5; i++) expect(json(await call(client, 'trigger_audit', { slug: s })).data.created).toBe(false);
    expect(errorOf(await call(client, 'trigger_audit', { slug: s })).error).toBe('rate_limited');
    expect((await app.request(`/api/v1/projects/${s}/audits`, { key: fresh.key, method: 'POST' })).status).toBe(429);
    // Reads are counted apart from writes.
    json(await call(client, 'get_project', { slug: s }));
    await client.close();
  });

  it('answers malformed JSON-RPC with 4xx or a JSON-RPC error, never 5xx', async () => {
    const bodies = [
      '',
      '{',
      'null',
      '[]',
      '"x"',
      '{"jsonrpc":"2.0"}',
      '{"jsonrpc":"1.0","id":1,"method":"tools/list"}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call"}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_citations","arguments":"slug"}}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_citations","arguments":{"slug":"\\u0000"}}}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_project","arguments":{"slug":["a"]}}}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_findings","arguments":{"slug":"x","auditRunId":{"$ne":1}}}}',
      '{"jsonrpc":"2.0","id":{},"method":"tools/list"}',
      '{"jsonrpc":"2.0","id":1,"method":"nope/nope"}',
      '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":2,"method":"tools/list"}]',
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_project","arguments":{"slug":"${'a'.repeat(50_000)}"}}}`,
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_project","arguments":{"slug":"x","__proto__":{"admin":true}}}}',
    ];
    for (const body of bodies) {
      for (const type of ['application/json', 'text/plain']) {
        const res = await fetch(`${app.url}/mcp`, {
          method: 'POST',
          headers: { 'content-type': type, accept: 'application/json, text/event-stream', authorization: `Bearer ${key}` },
          body,
        });
        expect(res.status, `${type} ${body.slice(0, 80)}`).toBeLessThan(500);
        await res.arrayBuffer();
      }
    }
  });
});
