// The fan-out reads (list of searches, fan-out report) on a project whose answers, searches and
// citations are known row by row: the figures against values computed by hand, the led-to rule
// (null when the provider does not link searches to results), engines that expose no searches,
// new and vanished queries between two audits, keyset pages, the same answers on REST, GraphQL
// and MCP, and the errors (scope, bad input) alike on each surface.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import type { Engine, EngineAnswerStatus } from '../../src/generated/prisma/client.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedRuns } from '../support/seed-data.ts';

let app: TestApp;
let key: string;
let slug: string;
let otherSlug: string;
let scopedKey: string;
let outOfScopeSlug: string;
let session: string;
let run1: string;
let run2: string;
let prompt1: string;
let prompt2: string;
const ids: Record<string, string> = {};

const from = '2026-06-01T00:00:00.000Z';
const to = '2026-06-30T23:59:59.999Z';
const window = `from=${from}&to=${to}`;

type Search = { query: string; foundUrls: string[] | null };

beforeAll(async () => {
  app = await startTestApp();
  const seeded = await seedAccount(app.services, { projects: 2 });
  key = seeded.key;
  slug = seeded.projects[0].slug;
  outOfScopeSlug = seeded.projects[1].slug;
  session = (await createDashboardSession(app.services.db, { accountId: seeded.account.id })).token;
  scopedKey = (await createApiKey(app.services.db, { accountId: seeded.account.id, role: 'READ', projectSlugs: [slug] })).key;
  const other = await seedAccount(app.services);
  otherSlug = other.projects[0].slug;
  const { db } = app.services;
  const project = await db.project.findUniqueOrThrow({ where: { id: seeded.projects[0].id } });
  [run1, run2] = await seedRuns(app.services, project.id, [new Date('2026-06-10T12:00:00Z'), new Date('2026-06-20T12:00:00Z')]);
  const prompt = async (text: string) =>
    (await db.trackedPrompt.create({ data: { id: newId('trackedPrompt'), accountId: project.accountId, projectId: project.id, text } })).id;
  prompt1 = await prompt('best crm for small teams');
  prompt2 = await prompt('crm pricing compared');
  const answer = async (
    name: string,
    auditRunId: string,
    engine: Engine,
    trackedPromptId: string,
    askedAt: string,
    searchQueries: Search[] | null,
    cited: { url: string; client?: boolean; competitor?: boolean }[] = [],
    status: EngineAnswerStatus = 'ANSWERED',
    sample = 1,
  ) => {
    const id = newId('engineAnswer');
    ids[name] = id;
    await db.engineAnswer.create({
      data: {
        id,
        accountId: project.accountId,
        projectId: project.id,
        auditRunId,
        trackedPromptId,
        engine,
        status,
        sample,
        promptText: 'as asked',
        model: engine === 'GOOGLE_AIO' ? null : 'm-1',
        text: 'answer',
        searchQueries: searchQueries ?? undefined,
        askedAt: new Date(askedAt),
        answeredAt: new Date(askedAt),
      },
    });
    await db.citation.createMany({
      data: cited.map((c, i) => ({
        id: newId('citation'),
        accountId: project.accountId,
        projectId: project.id,
        auditRunId,
        engine,
        observedAt: new Date(askedAt),
        url: c.url,
        normalizedUrl: c.url,
        host: new URL(c.url).host,
        position: i + 1,
        isClientDomain: c.client ?? false,
        isCompetitorDomain: c.competitor ?? false,
        citationConfidence: 95,
        engineAnswerId: id,
        trackedPromptId,
      })),
    });
  };
  // The first audit.
  await answer(
    'A1',
    run1,
    'CHATGPT',
    prompt1,
    '2026-06-10T10:00:00Z',
    [
      { query: 'Best CRM', foundUrls: ['https://client.example/a', 'https://x.example/1'] },
      { query: 'crm pricing', foundUrls: ['https://comp.example/p'] },
    ],
    [
      { url: 'https://client.example/a', client: true },
      { url: 'https://comp.example/p', competitor: true },
      { url: 'https://z.example/never-searched' },
    ],
  );
  await answer('A2', run1, 'GEMINI', prompt1, '2026-06-10T10:00:00Z', [
    { query: 'best crm', foundUrls: null },
    { query: 'old query', foundUrls: null },
  ]);
  await answer('A3', run1, 'GOOGLE_AIO', prompt1, '2026-06-10T10:05:00Z', null, [{ url: 'https://client.example/a', client: true }]);
  // The second audit.
  await answer(
    'B1',
    run2,
    'CHATGPT',
    prompt1,
    '2026-06-20T10:00:00Z',
    [
      { query: 'best crm', foundUrls: ['https://y.example/2'] },
      { query: 'CRM for startups', foundUrls: ['https://client.example/b'] },
    ],
    [{ url: 'https://client.example/b', client: true }],
  );
  await answer('B2', run2, 'CLAUDE', prompt2, '2026-06-20T10:01:00Z', []);
  await answer('B3', run2, 'CHATGPT', prompt2, '2026-06-20T10:02:00Z', [{ query: 'not answered', foundUrls: null }], [], 'FAILED');
  await answer('B4', run2, 'GEMINI', prompt2, '2026-06-20T10:03:00Z', [
    { query: 'crm pricing', foundUrls: null },
    { query: 'BEST  CRM', foundUrls: null },
  ]);
  // Outside the range: counted nowhere in the report.
  await answer('C1', run2, 'CHATGPT', prompt1, '2026-07-05T10:00:00Z', [{ query: 'july query', foundUrls: [] }], [], 'ANSWERED', 2);
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

const reportSelection = `from to answers searches engines { engine answers exposed searched searches }
  queries { query searches answers engines prompts linked ledToClientCitation ledToCompetitorCitation }
  prompts { trackedPromptId promptText answers searches topQueries { query searches } }
  changes { auditRunId previousAuditRunId newQueries vanishedQueries newQueryCount vanishedQueryCount }`;
const rowSelection = `id engineAnswerId auditRunId trackedPromptId promptText engine model sample askedAt position query foundUrls
  ledToCitation ledToClientCitation ledToCompetitorCitation`;

const row = (
  name: string,
  position: number,
  query: string,
  foundUrls: string[] | null,
  led: [boolean, boolean, boolean] | null,
  extra: { engine: Engine; auditRunId: string; askedAt: string },
) => ({
  engineAnswerId: ids[name],
  position,
  query,
  foundUrls,
  ledToCitation: led?.[0] ?? null,
  ledToClientCitation: led?.[1] ?? null,
  ledToCompetitorCitation: led?.[2] ?? null,
  engine: extra.engine,
  auditRunId: extra.auditRunId,
  askedAt: extra.askedAt,
});

describe('list of searches', () => {
  it('lists every search of the answered answers in order, with the led-to flags of the rule', async () => {
    const { status, body } = await rest(`${slug}/search-queries?${window}&limit=100`);
    expect(status).toBe(200);
    expect(body.nextCursor).toBeNull();
    const a1 = { engine: 'CHATGPT' as Engine, auditRunId: run1, askedAt: '2026-06-10T10:00:00.000Z' };
    const a2 = { ...a1, engine: 'GEMINI' as Engine };
    const b1 = { engine: 'CHATGPT' as Engine, auditRunId: run2, askedAt: '2026-06-20T10:00:00.000Z' };
    const b4 = { engine: 'GEMINI' as Engine, auditRunId: run2, askedAt: '2026-06-20T10:03:00.000Z' };
    // A1 and A2 were asked at the same instant: the answer id orders them.
    const first = [
      [
        row('A1', 1, 'Best CRM', ['https://client.example/a', 'https://x.example/1'], [true, true, false], a1),
        row('A1', 2, 'crm pricing', ['https://comp.example/p'], [true, false, true], a1),
      ],
      [row('A2', 1, 'best crm', null, null, a2), row('A2', 2, 'old query', null, null, a2)],
    ].sort((x, y) => (x[0].engineAnswerId < y[0].engineAnswerId ? -1 : 1));
    expect(body.data.map(({ id: _id, trackedPromptId: _t, promptText: _p, model: _m, sample: _s, ...r }: any) => r)).toEqual([
      ...first.flat(),
      row('B1', 1, 'best crm', ['https://y.example/2'], [false, false, false], b1),
      row('B1', 2, 'CRM for startups', ['https://client.example/b'], [true, true, false], b1),
      row('B4', 1, 'crm pricing', null, null, b4),
      row('B4', 2, 'BEST  CRM', null, null, b4),
    ]);
    const b1Row = body.data.find((r: any) => r.engineAnswerId === ids.B1);
    expect(b1Row).toMatchObject({ trackedPromptId: prompt1, promptText: 'best crm for small teams', model: 'm-1', sample: 1 });
  });

  it('filters by engine, prompt and audit', async () => {
    const q = async (filter: string) =>
      (await rest(`${slug}/search-queries?${window}&${filter}`)).body.data.map((r: any) => `${r.engineAnswerId}#${r.position}`);
    expect(await q('engine=GEMINI')).toEqual([`${ids.A2}#1`, `${ids.A2}#2`, `${ids.B4}#1`, `${ids.B4}#2`]);
    expect(await q(`trackedPromptId=${prompt2}`)).toEqual([`${ids.B4}#1`, `${ids.B4}#2`]);
    expect(await q(`auditRunId=${run2}&engine=CHATGPT`)).toEqual([`${ids.B1}#1`, `${ids.B1}#2`]);
    // Without a range: the answer of July too.
    expect((await rest(`${slug}/search-queries?engine=CHATGPT&auditRunId=${run2}`)).body.data.map((r: any) => r.query)).toEqual([
      'best crm',
      'CRM for startups',
      'july query',
    ]);
  });

  it('pages over several pages to exactly the whole list', async () => {
    const whole = (await rest(`${slug}/search-queries?limit=100`)).body.data;
    expect(whole).toHaveLength(9);
    const pages: unknown[] = [];
    let cursor: string | null = null;
    let n = 0;
    do {
      const { status, body }: { status: number; body: any } = await rest(
        `${slug}/search-queries?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(status).toBe(200);
      pages.push(...body.data);
      cursor = body.nextCursor;
      n++;
    } while (cursor);
    expect(n).toBe(5);
    expect(pages).toEqual(whole);
  });
});

describe('fan-out report', () => {
  it('counts searches by engine, query and prompt, and the queries new and vanished since the previous audit', async () => {
    const { status, body } = await rest(`${slug}/fanout?${window}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      from,
      to,
      answers: 6,
      searches: 8,
      engines: [
        { engine: 'CHATGPT', answers: 2, exposed: 2, searched: 2, searches: 4 },
        { engine: 'CLAUDE', answers: 1, exposed: 1, searched: 0, searches: 0 },
        { engine: 'GEMINI', answers: 2, exposed: 2, searched: 2, searches: 4 },
        { engine: 'GOOGLE_AIO', answers: 1, exposed: 0, searched: 0, searches: 0 },
      ],
      queries: [
        {
          query: 'best crm',
          searches: 4,
          answers: 4,
          engines: ['CHATGPT', 'GEMINI'],
          prompts: 2,
          linked: 2,
          ledToClientCitation: 1,
          ledToCompetitorCitation: 0,
        },
        {
          query: 'crm pricing',
          searches: 2,
          answers: 2,
          engines: ['CHATGPT', 'GEMINI'],
          prompts: 2,
          linked: 1,
          ledToClientCitation: 0,
          ledToCompetitorCitation: 1,
        },
        {
          query: 'CRM for startups',
          searches: 1,
          answers: 1,
          engines: ['CHATGPT'],
          prompts: 1,
          linked: 1,
          ledToClientCitation: 1,
          ledToCompetitorCitation: 0,
        },
        {
          query: 'old query',
          searches: 1,
          answers: 1,
          engines: ['GEMINI'],
          prompts: 1,
          linked: 0,
          ledToClientCitation: 0,
          ledToCompetitorCitation: 0,
        },
      ],
      prompts: [
        {
          trackedPromptId: prompt1,
          promptText: 'best crm for small teams',
          answers: 4,
          searches: 6,
          topQueries: [
            { query: 'best crm', searches: 3 },
            { query: 'CRM for startups', searches: 1 },
            { query: 'crm pricing', searches: 1 },
            { query: 'old query', searches: 1 },
          ],
        },
        {
          trackedPromptId: prompt2,
          promptText: 'crm pricing compared',
          answers: 2,
          searches: 2,
          topQueries: [
            { query: 'BEST  CRM', searches: 1 },
            { query: 'crm pricing', searches: 1 },
          ],
        },
      ],
      changes: {
        auditRunId: run2,
        previousAuditRunId: run1,
        // The audit's July answer is outside the range but inside the audit: changes compare whole audits.
        newQueries: ['CRM for startups', 'july query'],
        vanishedQueries: ['old query'],
        newQueryCount: 2,
        vanishedQueryCount: 1,
      },
    });
  });

  it('narrows to one audit, engine or prompt and to the `limit` top queries and prompts', async () => {
    const first = (await rest(`${slug}/fanout?${window}&auditRunId=${run1}&limit=1`)).body.data;
    expect(first.answers).toBe(3);
    // 'Best CRM' and 'best crm' once each: one query, either written form.
    expect(first.queries.map((q: any) => [q.query.toLowerCase(), q.searches])).toEqual([['best crm', 2]]);
    expect(first.prompts.map((p: any) => p.trackedPromptId)).toEqual([prompt1]);
    // The first audit has no completed audit before it.
    expect(first.changes).toBeNull();
    const gemini = (await rest(`${slug}/fanout?${window}&engine=GEMINI`)).body.data;
    expect(gemini.engines).toEqual([{ engine: 'GEMINI', answers: 2, exposed: 2, searched: 2, searches: 4 }]);
    expect(gemini.changes).toMatchObject({ newQueries: ['crm pricing'], vanishedQueries: ['old query'] });
    const p2 = (await rest(`${slug}/fanout?${window}&trackedPromptId=${prompt2}`)).body.data;
    expect(p2.answers).toBe(2);
    expect(p2.prompts.map((p: any) => p.trackedPromptId)).toEqual([prompt2]);
  });

  it('an engine that exposes no searches is counted as not exposed, never given queries', async () => {
    const { body } = await rest(`${slug}/fanout?${window}&engine=GOOGLE_AIO`);
    expect(body.data).toMatchObject({
      answers: 1,
      searches: 0,
      engines: [{ engine: 'GOOGLE_AIO', answers: 1, exposed: 0, searched: 0, searches: 0 }],
      queries: [],
      prompts: [],
    });
  });
});

describe('every surface', () => {
  it('GraphQL and MCP answer what REST answers, and a cursor of one serves the next page on another', async () => {
    const report = (await rest(`${slug}/fanout?${window}`)).body.data;
    const firstPage = (await rest(`${slug}/search-queries?${window}&limit=3`)).body;
    const whole = (await rest(`${slug}/search-queries?${window}&limit=100`)).body.data;
    const g = await gql(
      app,
      key,
      `query ($slug: String!, $from: DateTime, $to: DateTime) { project(slug: $slug) {
        fanout(from: $from, to: $to) { ${reportSelection} }
        searchQueries(from: $from, to: $to, first: 3) { nextCursor data { ${rowSelection} } } } }`,
      { slug, from, to },
    );
    expect(g.body.errors).toBeUndefined();
    const p = g.body.data.project;
    expect(p.fanout).toEqual(report);
    expect(p.searchQueries.data).toEqual(firstPage.data);
    expect(typeof p.searchQueries.nextCursor).toBe('string');

    const { client, call } = await mcp();
    try {
      expect((await call('get_search_fanout', { slug, from, to })).structuredContent).toEqual({ data: report });
      const page = (await call('list_search_queries', { slug, from, to, limit: 3 })).structuredContent as any;
      expect(page.data).toEqual(firstPage.data);
      // GraphQL's cursor, on MCP: the rest of the list.
      const next = (await call('list_search_queries', { slug, from, to, limit: 100, cursor: p.searchQueries.nextCursor }))
        .structuredContent as any;
      expect([...firstPage.data, ...next.data]).toEqual(whole);
    } finally {
      await client.close();
    }
  });
});

describe("the dashboard's answer view", () => {
  it('gives each search of an answer the led-to flags of the list (one rule)', async () => {
    const rows = (await rest(`${slug}/search-queries?limit=100`)).body.data;
    for (const name of ['A1', 'A2', 'B1', 'B2', 'A3']) {
      const res = await fetch(`${app.url}/trpc/projects.answer?input=${encodeURIComponent(JSON.stringify({ id: ids[name] }))}`, {
        headers: { authorization: `Bearer ${session}` },
      });
      expect(res.status).toBe(200);
      const answer = ((await res.json()) as { result: { data: { searchQueries: unknown[] | null } } }).result.data;
      const listed = rows
        .filter((r: any) => r.engineAnswerId === ids[name])
        .map(({ position, query, foundUrls, ledToCitation, ledToClientCitation, ledToCompetitorCitation }: any) => ({
          position,
          query,
          foundUrls,
          ledToCitation,
          ledToClientCitation,
          ledToCompetitorCitation,
        }));
      // A3's engine exposes no searches: null, not an empty list; B2 searched nothing: [].
      expect(answer.searchQueries, name).toEqual(name === 'A3' ? null : listed);
    }
  });
});

describe('errors', () => {
  it('404 for a project outside the key: another account, or another project of the account for a scoped key', async () => {
    for (const path of [`${otherSlug}/fanout`, `${otherSlug}/search-queries`]) {
      const { status, body } = await rest(path);
      expect({ status, body }).toEqual({ status: 404, body: { error: 'not_found' } });
    }
    for (const path of [`${outOfScopeSlug}/fanout`, `${outOfScopeSlug}/search-queries`]) {
      expect(await rest(path, scopedKey)).toEqual({ status: 404, body: { error: 'not_found' } });
    }
    expect((await rest(`${slug}/fanout?${window}`, scopedKey)).body.data.answers).toBe(6);
    const r = await gql(app, scopedKey, `{ project(slug: "${outOfScopeSlug}") { fanout { answers } } }`);
    expect(r.body.errors?.[0]?.extensions.code).toBe('not_found');
    const { client, call } = await mcp(scopedKey);
    try {
      for (const tool of ['get_search_fanout', 'list_search_queries']) {
        const res = await call(tool, { slug: outOfScopeSlug });
        expect(res.isError).toBe(true);
        expect(JSON.parse((res.content[0] as { text: string }).text)).toEqual({ error: 'not_found' });
      }
    } finally {
      await client.close();
    }
  });

  it('lists at most 1,000 found URLs of a search, the first ones, rather than failing', async () => {
    const seeded = await seedAccount(app.services);
    const project = seeded.projects[0];
    const [run] = await seedRuns(app.services, project.id, [new Date('2026-06-10T12:00:00Z')]);
    const urls = Array.from({ length: 1_005 }, (_, i) => `https://r${i}.example/`);
    await app.services.db.engineAnswer.create({
      data: {
        id: newId('engineAnswer'),
        accountId: seeded.account.id,
        projectId: project.id,
        auditRunId: run,
        engine: 'CLAUDE',
        status: 'ANSWERED',
        promptText: 'many results',
        text: 'answer',
        searchQueries: [{ query: 'everything', foundUrls: urls }],
        askedAt: new Date('2026-06-10T10:00:00Z'),
      },
    });
    const { status, body } = await rest(`${project.slug}/search-queries?from=2026-06-01T00:00:00Z&to=2026-06-30T00:00:00Z`, seeded.key);
    expect(status).toBe(200);
    expect(body.data[0].foundUrls).toEqual(urls.slice(0, 1_000));
  });

  it('400 with a stable code for bad input', async () => {
    const cases: [string, string][] = [
      [`${slug}/fanout?engine=ALTAVISTA`, 'invalid_engine'],
      [`${slug}/fanout?limit=0`, 'invalid_limit'],
      [`${slug}/fanout?limit=101`, 'invalid_limit'],
      [`${slug}/search-queries?limit=0`, 'invalid_limit'],
      [`${slug}/search-queries?engine=ALTAVISTA`, 'invalid_engine'],
      [`${slug}/search-queries?cursor=nonsense`, 'invalid_cursor'],
      [`${slug}/search-queries?trackedPromptId=${'p'.repeat(101)}`, 'invalid_tracked_prompt_id'],
      [`${slug}/fanout?trackedPromptId=`, 'invalid_tracked_prompt_id'],
      [`${slug}/fanout?from=2026-06-30T00:00:00Z&to=2026-06-01T00:00:00Z`, 'invalid_range'],
    ];
    for (const [path, code] of cases) {
      const { status, body } = await rest(path);
      expect({ path, status, body }).toEqual({ path, status: 400, body: { error: code } });
    }
    const g = await gql(app, key, `{ project(slug: "${slug}") { fanout(first: 0) { answers } } }`);
    expect(g.body.errors?.[0]?.extensions.code).toBe('invalid_limit');
    const { client, call } = await mcp();
    try {
      const res = await call('list_search_queries', { slug, cursor: 'nonsense' });
      expect(res.isError).toBe(true);
      expect(JSON.parse((res.content[0] as { text: string }).text)).toEqual({ error: 'invalid_cursor' });
    } finally {
      await client.close();
    }
  });
});
