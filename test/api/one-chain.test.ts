// One operation, every surface: a rule added once, in the operation's definition (core/api/api-router.ts
// `apiSchemas`, the entry the procedure is built from and the chain reads at each call), reaches
// tRPC, REST, GraphQL and MCP without touching any of them; and for the writes without a REST
// route, GraphQL's mutations and the dashboard's procedures that are the same operations; and for
// the reads, the dashboard's procedures that serve the same data (citations, mentions). A
// middleware written in one operation's file (its `use` step) is proven on every surface by
// test/api/recipe.test.ts, on a copy of src/ where only that file is edited.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TRPCError } from '@trpc/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import type { Requirement } from '../../src/core/access/api-request.ts';
import { createDashboardSession, sessionOfToken } from '../../src/core/accounts/sessions.ts';
import { apiSchemas, createApiCaller } from '../../src/core/api/api-router.ts';
import { appCodeOf } from '../../src/core/kernel/trpc-errors.ts';
import { codes, gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let seeded: Awaited<ReturnType<typeof seedAccount>>;
let slug: string;
let readKey: string;
let triggerKey: string;
beforeAll(async () => {
  app = await startTestApp();
  seeded = await seedAccount(app.services);
  slug = seeded.projects[0].slug;
  triggerKey = seeded.key;
  readKey = (await createApiKey(app.services.db, { accountId: seeded.account.id, role: 'READ', projectSlugs: [] })).key;
});
afterAll(async () => app?.close());

// The rule under test is added to the definition of `getProject` only, and taken away after each test.
afterEach(() => {
  delete apiSchemas.getProject.access.requires;
});

/** What each surface answers for "get this project" with `key`: the data's slug, or the error code. */
async function everySurface(key: string) {
  const trpc = await createApiCaller({ services: app.services, authorization: `Bearer ${key}`, responseHeaders: {} })
    .getProject({ slug })
    .then(
      (r) => r.data.slug,
      (e: unknown) => appCodeOf(e as TRPCError),
    );

  const res = await app.request(`/api/v1/projects/${slug}`, { key });
  const restBody = (await res.json()) as { data?: { slug: string }; error?: string };
  const rest = res.status === 200 ? restBody.data?.slug : `${res.status} ${restBody.error}`;

  const g = await gql(app, key, `query($s: String!) { project(slug: $s) { slug } }`, { s: slug });
  const graphql = g.body.data?.project?.slug ?? codes(g).join(',');

  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
  );
  const result = (await client.callTool({ name: 'get_project', arguments: { slug } })) as CallToolResult;
  await client.close();
  const text = JSON.parse((result.content[0] as { text: string }).text) as { data?: { slug: string }; error?: string };
  const mcp = result.isError ? text.error : text.data?.slug;

  return { trpc, rest, graphql, mcp };
}

describe('a rule added once to an operation', () => {
  it('without it, a read key reads the project on every surface', async () => {
    expect(await everySurface(readKey)).toEqual({ trpc: slug, rest: slug, graphql: slug, mcp: slug });
  });

  it('a role requirement on getProject refuses a read key on tRPC, REST, GraphQL and MCP, and still lets a trigger key in', async () => {
    apiSchemas.getProject.access.requires = 'trigger';
    expect(await everySurface(readKey)).toEqual({
      trpc: 'insufficient_role',
      rest: '403 insufficient_role',
      graphql: 'insufficient_role',
      mcp: 'insufficient_role',
    });
    expect(await everySurface(triggerKey)).toEqual({ trpc: slug, rest: slug, graphql: slug, mcp: slug });
    // Only the operation it was added to: the list of projects still answers the read key.
    expect((await app.request('/api/v1/projects', { key: readKey })).status).toBe(200);
  });
});

describe("a rule on a list operation reaches GraphQL's first pages of a page of projects", () => {
  const lists = ['listCitations', 'scoreHistory', 'listMentions', 'listFindings'] as const;
  afterEach(() => {
    for (const list of lists) delete apiSchemas[list].access.requires;
  });

  it('Project.citations, auditRuns, mentions and findings of projects(first:) refuse a read key under a role requirement, and pass a trigger key', async () => {
    const fields = ['citations', 'auditRuns', 'mentions', 'findings'];
    const page = (field: string) => `{ projects(first: 10) { edges { node { slug ${field} { edges { node { id } } } } } } }`;
    for (const field of fields) expect(codes(await gql(app, readKey, page(field)))).toEqual([]);
    // On the operations REST serves: mentions and findings are read by their *Filtered operations, which share the rule.
    for (const list of lists) apiSchemas[list].access.requires = 'trigger';
    for (const field of fields) {
      const refused = await gql(app, readKey, page(field));
      expect(codes(refused)).toEqual(['insufficient_role']);
      expect(refused.body.errors?.[0].path?.at(-1)).toBe(field);
      expect(codes(await gql(app, triggerKey, page(field)))).toEqual([]);
    }
  });
});

// The writes without a REST route: GraphQL's mutations and the dashboard run their procedures.

/** A dashboard mutation through /trpc with a bearer session: the data, or the status and code. */
async function dashboard(token: string, path: string, input: unknown) {
  const res = await fetch(`${app.url}/trpc/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { result?: { data: unknown }; error?: { data: { appCode?: string } } };
  return res.status === 200 ? body.result?.data : `${res.status} ${body.error?.data.appCode}`;
}

const addPrompt = `mutation($s: String!, $text: String!) { addTrackedPrompt(projectSlug: $s, text: $text) { text } }`;

/**
 * Puts `rule` on addTrackedPrompt's definition (its access, as the chain reads it at each call),
 * counting how often a chain reads it; afterEach puts the definition's own rule back.
 */
function ruleOnAddTrackedPrompt(rule: Requirement): () => number {
  let reads = 0;
  Object.defineProperty(apiSchemas.addTrackedPrompt.access, 'requires', {
    configurable: true,
    enumerable: true,
    get: () => {
      reads++;
      return rule;
    },
  });
  return () => reads;
}
afterEach(() => {
  Object.defineProperty(apiSchemas.addTrackedPrompt.access, 'requires', {
    value: 'trigger',
    writable: true,
    configurable: true,
    enumerable: true,
  });
});

describe('a rule added once to a write operation without a REST route', () => {
  it('reaches GraphQL (a scoped key is refused) and the dashboard (its procedure runs the chain that checks it)', async () => {
    const scoped = (await createApiKey(app.services.db, { accountId: seeded.account.id, role: 'TRIGGER', projectSlugs: [slug] })).key;
    const { token } = await createDashboardSession(app.services.db, { accountId: seeded.account.id });
    expect(codes(await gql(app, scoped, addPrompt, { s: slug, text: 'before the rule' }))).toEqual([]);

    const reads = ruleOnAddTrackedPrompt('unscoped-trigger');
    expect(codes(await gql(app, scoped, addPrompt, { s: slug, text: 'under the rule' }))).toEqual(['project_scope_forbidden']);
    expect(reads()).toBe(1);
    // A session is the whole account, so it passes the rule; the dashboard's procedure checked it all the same.
    expect(await dashboard(token, 'tracking.addPrompt', { slug, text: 'from the dashboard' })).toMatchObject({
      text: 'from the dashboard',
    });
    expect(reads()).toBe(2);
    const texts = await app.services.db.trackedPrompt.findMany({ where: { projectId: seeded.projects[0].id }, select: { text: true } });
    expect(texts.map((t) => t.text).sort()).toEqual(['before the rule', 'from the dashboard']);
  });

  it('each GraphQL write is counted as a write and refused to a read-only key with insufficient_role', async () => {
    const read = (await createApiKey(app.services.db, { accountId: seeded.account.id, role: 'READ', projectSlugs: [] })).key;
    const writes: [string, Record<string, unknown>][] = [
      [`mutation($id: ID!) { updateFinding(id: $id, notes: "n") { id } }`, { id: 'fnd_x' }],
      [addPrompt, { s: slug, text: 'read only' }],
      [`mutation($s: String!) { removeTrackedPrompt(projectSlug: $s, id: "tp_x") { id } }`, { s: slug }],
      [`mutation($s: String!) { addCompetitor(projectSlug: $s, name: "G", domain: "g.example") { id } }`, { s: slug }],
      [`mutation($s: String!) { removeCompetitor(projectSlug: $s, id: "cmp_x") { id } }`, { s: slug }],
      [`mutation($s: String!) { updateTrackingSettings(projectSlug: $s, auditEveryDays: 7) { auditEveryDays } }`, { s: slug }],
      [`mutation($s: String!) { triggerAudit(projectSlug: $s) { created } }`, { s: slug }],
    ];
    for (const [i, [query, variables]] of writes.entries()) {
      const r = await gql(app, read, query, variables);
      expect(codes(r), query).toEqual(['insufficient_role']);
      // Counted against the key's write limit (10 a minute) before the refusal: one more each time.
      expect(r.headers.get('ratelimit'), query).toContain(`"write";r=${9 - i};`);
    }
  });

  it("a session's writes are counted once, by the dashboard's own limit: the chain writes no API-key rate-limit row", async () => {
    const { token } = await createDashboardSession(app.services.db, { accountId: seeded.account.id });
    const session = await sessionOfToken(app.services.db, token);
    const s = seeded.projects[0].slug;
    const prompt = (await dashboard(token, 'tracking.addPrompt', { slug: s, text: 'counted once' })) as { id: string };
    expect(await dashboard(token, 'tracking.updateSettings', { slug: s, auditEveryDays: 30 })).toMatchObject({ auditEveryDays: 30 });
    expect(await dashboard(token, 'tracking.removePrompt', { slug: s, id: prompt.id })).toEqual({ id: prompt.id, removed: true });
    const windows = await app.services.db.rateLimitWindow.findMany({
      where: { apiKeyId: session!.sessionId },
      select: { bucket: true, count: true },
    });
    expect(windows).toEqual([{ bucket: 'write', count: 3 }]);
  });
});

// The reads: the dashboard's citations and mentions run listCitations and listMentions' filtered form.

/** A dashboard query through /trpc with a bearer session: the data, or the status and code. */
async function dashboardRead(token: string, path: string, input: unknown) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetch(`${app.url}/trpc/${path}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { result?: { data: unknown }; error?: { data: { appCode?: string } } };
  return res.status === 200 ? body.result?.data : `${res.status} ${body.error?.data.appCode}`;
}

/** Puts `rule` on a read operation's access, counting the chains that read it; `restore` takes it away. */
function ruleOnRead(name: 'listCitations' | 'listMentions', rule: Requirement) {
  let reads = 0;
  Object.defineProperty(apiSchemas[name].access, 'requires', {
    configurable: true,
    enumerable: true,
    get: () => {
      reads++;
      return rule;
    },
  });
  return { reads: () => reads, restore: () => delete apiSchemas[name].access.requires };
}

describe('a rule added once to a read operation', () => {
  it("on listCitations: REST refuses a read key, and the dashboard's citations run the chain that checks it", async () => {
    const { token } = await createDashboardSession(app.services.db, { accountId: seeded.account.id });
    const before = await dashboardRead(token, 'projects.citations', { slug });
    expect(before).toEqual({ data: [], nextCursor: null });

    const rule = ruleOnRead('listCitations', 'trigger');
    try {
      const res = await app.request(`/api/v1/projects/${slug}/citations`, { key: readKey });
      expect(`${res.status} ${((await res.json()) as { error: string }).error}`).toBe('403 insufficient_role');
      expect(rule.reads()).toBe(1);
      // A session may trigger, so it passes the rule; its procedure read it all the same.
      expect(await dashboardRead(token, 'projects.citations', { slug })).toEqual(before);
      expect(rule.reads()).toBe(2);
      // Only the operation it was added to: the dashboard's mentions do not read it.
      await dashboardRead(token, 'projects.mentions', { slug });
      expect(rule.reads()).toBe(2);
    } finally {
      rule.restore();
    }
  });

  it("on listMentions: the dashboard's filtered mentions (listMentionsFiltered) hold it too", async () => {
    const { token } = await createDashboardSession(app.services.db, { accountId: seeded.account.id });
    const rule = ruleOnRead('listMentions', 'trigger');
    try {
      expect(await dashboardRead(token, 'projects.mentions', { slug, kind: 'COMPETITOR' })).toEqual({ data: [], nextCursor: null });
      expect(rule.reads()).toBe(1);
      const res = await app.request(`/api/v1/projects/${slug}/mentions`, { key: readKey });
      expect(res.status).toBe(403);
      expect(rule.reads()).toBe(2);
    } finally {
      rule.restore();
    }
  });

  it("a session's reads are counted once, by the dashboard's own limit", async () => {
    const { token } = await createDashboardSession(app.services.db, { accountId: seeded.account.id });
    const session = await sessionOfToken(app.services.db, token);
    for (const [path, input] of [
      ['projects.citations', { slug }],
      ['projects.mentions', { slug }],
      ['projects.findings', { slug }],
      ['projects.list', undefined],
    ] as const) {
      expect(typeof (await dashboardRead(token, path, input)), path).toBe('object');
    }
    const windows = await app.services.db.rateLimitWindow.findMany({
      where: { apiKeyId: session!.sessionId },
      select: { bucket: true, count: true },
    });
    expect(windows).toEqual([{ bucket: 'read', count: 4 }]);
  });
});
