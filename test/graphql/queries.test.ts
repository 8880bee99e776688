// Every query through HTTP on the demo data: the GraphQL objects equal the REST resources, pages
// walk the same keyset (same items, same order), and cursors are signed and bound to their query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { codes, demoAccount, gql } from './support.ts';

let app: TestApp;
let key: string;
let slug: string;
let projectId: string;
let accountId: string;
/** A read key of its own: the file's tests together make more than a key's 60 reads a minute. */
let newReadKey: () => Promise<string>;

beforeAll(async () => {
  app = await startTestApp();
  const demo = await demoAccount(app);
  newReadKey = () => demo.key('READ');
  key = await newReadKey();
  slug = demo.projects[0].slug;
  projectId = demo.projects[0].id;
  accountId = demo.account.id;
}, 240_000); // the demo fill (docs/benchmarks.md) outlasts the default hook timeout on a loaded machine
afterAll(async () => app?.close());

const rest = async (path: string) => (await app.request(`/api/v1${path}`, { key })).json();

const citationFields =
  'id engine observedAt url normalizedUrl host title position isClientDomain isCompetitorDomain citationConfidence matchedEntity auditRunId answerId promptId promptText';
const mentionFields =
  'id engine observedAt name normalizedName kind role sentiment mentionConfidence context auditRunId answerId promptId promptText judgeStatus judgedRole judgedSentiment judgeEvidence judgeModel judgeFailure judgeAgrees';
const findingFields = 'id severity category status title description recommendation affectedUrl timeline expectedImpact resolvedAt notes';
const scoreFields = 'overall citability brand eeat technical schema platform';
const runFields = `id status runDate pagesAnalyzed findingsCount scores { ${scoreFields} } deltas { ${scoreFields} } failure { code message }`;

describe('projects and project(slug)', () => {
  it('pages through the projects REST lists, in the same order, one per page', async () => {
    const restIds = (await rest('/projects?limit=100')).data.map((p: { id: string }) => p.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const r = await gql(
        app,
        key,
        `query($after: String) { projects(first: 1, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor startCursor hasPreviousPage } } }`,
        { after },
      );
      const conn = r.body.data.projects;
      seen.push(...conn.edges.map((e: { node: { id: string } }) => e.node.id));
      expect(conn.pageInfo.endCursor).toBe(conn.edges.at(-1).cursor);
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual(restIds);
    expect(seen.length).toBeGreaterThan(1);
  });

  it('project(slug) is the REST project with its latest completed audit', async () => {
    const r = await gql(
      app,
      key,
      `query($slug: String!) { project(slug: $slug) { id slug name domain createdAt latestCompletedAudit { ${runFields} } } }`,
      { slug },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.project).toEqual((await rest(`/projects/${slug}`)).data);
  });

  it('an unknown slug is null with not_found', async () => {
    const r = await gql(app, key, `{ project(slug: "nope") { id } }`);
    expect(r.body.data.project).toBeNull();
    expect(codes(r)).toEqual(['not_found']);
    expect(r.body.errors![0].path).toEqual(['project']);
  });
});

describe('lists on Project', () => {
  it('auditRuns walks score-history page by page', async () => {
    const q = `query($slug: String!, $after: String) { project(slug: $slug) { auditRuns(first: 5, after: $after) { edges { node { ${runFields} } } pageInfo { hasNextPage endCursor } } } }`;
    const page1 = (await gql(app, key, q, { slug })).body.data.project.auditRuns;
    const rest1 = await rest(`/projects/${slug}/score-history?limit=5`);
    expect(page1.edges.map((e: { node: unknown }) => e.node)).toEqual(rest1.data);
    const page2 = (await gql(app, key, q, { slug, after: page1.pageInfo.endCursor })).body.data.project.auditRuns;
    const rest2 = await rest(`/projects/${slug}/score-history?limit=5&cursor=${encodeURIComponent(rest1.nextCursor)}`);
    expect(page2.edges.map((e: { node: unknown }) => e.node)).toEqual(rest2.data);
  });

  it('auditRuns filters by from/to', async () => {
    const all = (await rest(`/projects/${slug}/score-history?limit=100`)).data;
    const from = all[5].runDate;
    const to = all[2].runDate;
    const r = await gql(
      app,
      key,
      `query($slug: String!, $from: DateTime, $to: DateTime) { project(slug: $slug) { auditRuns(from: $from, to: $to) { edges { node { id } } } } }`,
      { slug, from, to },
    );
    expect(r.body.data.project.auditRuns.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(
      all.slice(2, 6).map((x: { id: string }) => x.id),
    );
  });

  it('citations equal the REST page (engine filter), then the next page', async () => {
    const q = `query($slug: String!, $after: String) { project(slug: $slug) { citations(first: 50, engine: CHATGPT, after: $after) { edges { node { ${citationFields} } } pageInfo { hasNextPage endCursor } } } }`;
    const g1 = (await gql(app, key, q, { slug })).body.data.project.citations;
    const r1 = await rest(`/projects/${slug}/citations?engine=CHATGPT&limit=50`);
    expect(g1.edges.map((e: { node: unknown }) => e.node)).toEqual(r1.data);
    const g2 = (await gql(app, key, q, { slug, after: g1.pageInfo.endCursor })).body.data.project.citations;
    const r2 = await rest(`/projects/${slug}/citations?engine=CHATGPT&limit=50&cursor=${encodeURIComponent(r1.nextCursor)}`);
    expect(g2.edges.map((e: { node: unknown }) => e.node)).toEqual(r2.data);
  });

  it('lists started beside project(slug): aliases keep their own arguments; fragments, directives and bad arguments behave as before', async () => {
    const q = `query($slug: String!, $engine: Engine, $n: Int, $skip: Boolean!) { project(slug: $slug) {
      a: citations(first: 3, engine: CHATGPT) { edges { node { id engine } } }
      b: citations(first: $n, engine: $engine) { edges { node { id engine } } }
      c: citations(first: 2) @skip(if: $skip) { edges { node { id } } }
      ... on Project { d: mentions(first: 2) { edges { node { id } } } }
      runs: auditRuns(first: 1) { edges { node { id } } }
    } }`;
    const res = await gql(app, key, q, { slug, engine: 'PERPLEXITY', n: 4, skip: true });
    expect(res.body.errors).toBeUndefined();
    const p = res.body.data.project;
    const ids = (edges: { node: { id: string } }[]) => edges.map((e) => e.node.id);
    expect(ids(p.a.edges)).toEqual(
      (await rest(`/projects/${slug}/citations?engine=CHATGPT&limit=3`)).data.map((c: { id: string }) => c.id),
    );
    expect(ids(p.b.edges)).toEqual(
      (await rest(`/projects/${slug}/citations?engine=PERPLEXITY&limit=4`)).data.map((c: { id: string }) => c.id),
    );
    expect(p.c).toBeUndefined();
    expect(ids(p.d.edges)).toEqual((await rest(`/projects/${slug}/mentions?limit=2`)).data.map((m: { id: string }) => m.id));
    expect(ids(p.runs.edges)).toEqual((await rest(`/projects/${slug}/score-history?limit=1`)).data.map((r: { id: string }) => r.id));

    // A bad argument of a started list is that field's error, the project itself resolves.
    const bad = await gql(
      app,
      key,
      `query($slug: String!) { project(slug: $slug) { slug citations(first: 500) { edges { node { id } } } } }`,
      { slug },
    );
    expect(codes(bad)).toEqual(['invalid_limit']);
    expect(bad.body.errors![0].path).toEqual(['project', 'citations']);
    expect(bad.body.data.project).toBeNull();

    // Out of scope: the project is null with not_found at `project`, and no list answers.
    const foreign = await gql(app, key, `query { project(slug: "no-such-project") { citations(first: 2) { edges { node { id } } } } }`);
    expect(codes(foreign)).toEqual(['not_found']);
    expect(foreign.body.errors![0].path).toEqual(['project']);
    expect(foreign.body.data.project).toBeNull();
  });

  it('mentions equal the REST page, and kind/role filter them', async () => {
    const g = await gql(
      app,
      key,
      `query($slug: String!) { project(slug: $slug) { mentions(first: 30) { edges { node { ${mentionFields} } } } } }`,
      { slug },
    );
    expect(g.body.data.project.mentions.edges.map((e: { node: unknown }) => e.node)).toEqual(
      (await rest(`/projects/${slug}/mentions?limit=30`)).data,
    );

    const expected = await app.services.db.mention.count({ where: { projectId, kind: 'CLIENT', role: 'RECOMMENDED' } });
    const seen: { kind: string; role: string }[] = [];
    let after: string | null = null;
    for (;;) {
      const r = await gql(
        app,
        key,
        `query($slug: String!, $after: String) { project(slug: $slug) { mentions(first: 100, kind: CLIENT, role: RECOMMENDED, after: $after) { edges { node { kind role } } pageInfo { hasNextPage endCursor } } } }`,
        { slug, after },
      );
      const conn = r.body.data.project.mentions;
      seen.push(...conn.edges.map((e: { node: { kind: string; role: string } }) => e.node));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen.length).toBe(expected);
    expect(seen.every((m) => m.kind === 'CLIENT' && m.role === 'RECOMMENDED')).toBe(true);
  });

  it('findings equal REST (latest completed run), and filter by severity, category and status', async () => {
    const g = await gql(
      app,
      key,
      `query($slug: String!) { project(slug: $slug) { findings(first: 100) { auditRunId edges { node { ${findingFields} } } } } }`,
      { slug },
    );
    const r = await rest(`/projects/${slug}/findings?limit=100`);
    expect(g.body.data.project.findings.auditRunId).toBe(r.auditRunId);
    expect(g.body.data.project.findings.edges.map((e: { node: unknown }) => e.node)).toEqual(r.data);

    const runs = (await rest(`/projects/${slug}/score-history?limit=100`)).data;
    const older = runs[3].id;
    const f = await gql(
      app,
      key,
      `query($slug: String!, $run: ID) { project(slug: $slug) { findings(auditRunId: $run, status: OPEN, severity: HIGH, first: 100) { auditRunId edges { node { status severity } } } } }`,
      { slug, run: older },
    );
    const expected = await app.services.db.finding.count({ where: { auditRunId: older, status: 'OPEN', severity: 'HIGH' } });
    expect(f.body.data.project.findings.auditRunId).toBe(older);
    expect(f.body.data.project.findings.edges).toHaveLength(expected);
    const byCategory = await gql(
      app,
      key,
      `query($slug: String!) { project(slug: $slug) { findings(category: TECHNICAL, first: 100) { edges { node { category } } } } }`,
      { slug },
    );
    expect(byCategory.body.data.project.findings.edges.every((e: { node: { category: string } }) => e.node.category === 'TECHNICAL')).toBe(
      true,
    );
  });

  it("competitors and trackedPrompts list the project's rows", async () => {
    await app.services.db.competitor.create({
      data: { id: newId('competitor'), accountId, projectId, name: 'Rival', domain: 'rival.example', aliases: ['Rival Co'] },
    });
    await app.services.db.trackedPrompt.create({
      data: { id: 'tpr_test1', accountId, projectId, text: 'best coffee subscription?', tags: ['buyer'], country: 'US', language: 'en' },
    });
    const r = await gql(
      app,
      key,
      `query($slug: String!) { project(slug: $slug) { competitors { name domain aliases createdAt } trackedPrompts { id text tags country language } } }`,
      { slug },
    );
    expect(r.body.data.project.competitors).toContainEqual(
      expect.objectContaining({ name: 'Rival', domain: 'rival.example', aliases: ['Rival Co'] }),
    );
    expect(r.body.data.project.trackedPrompts).toContainEqual({
      id: 'tpr_test1',
      text: 'best coffee subscription?',
      tags: ['buyer'],
      country: 'US',
      language: 'en',
    });
  });

  it('scoreTrend gives the seven scores of each completed run, oldest first', async () => {
    const r = await gql(
      app,
      key,
      `query($slug: String!) { project(slug: $slug) { scoreTrend { auditRunId runDate scores { ${scoreFields} } } } }`,
      { slug },
    );
    const runs = (await rest(`/projects/${slug}/score-history?limit=100`)).data
      .filter((x: { status: string }) => x.status === 'COMPLETED')
      .reverse();
    expect(r.body.data.project.scoreTrend).toEqual(
      runs.map((x: { id: string; runDate: string; scores: unknown }) => ({ auditRunId: x.id, runDate: x.runDate, scores: x.scores })),
    );
  });
});

describe('auditRun(id)', () => {
  it("is REST's AuditRunDetail, with its engine probes and answers", async () => {
    // A run of its own: the demo's runs already have their probes and answers.
    const { db } = app.services;
    const runId = newId('auditRun', new Date('2020-01-06T00:00:00Z'));
    await db.auditRun.create({
      data: { id: runId, accountId, projectId, status: 'FAILED', trigger: 'API', runDate: new Date('2020-01-06T00:00:00Z') },
    });
    await db.engineProbe.create({
      data: {
        id: 'prb_1',
        accountId,
        projectId,
        auditRunId: runId,
        engine: 'CLAUDE',
        status: 'FAILED',
        promptsTotal: 2,
        promptsFailed: 2,
        failureCode: 'engine_auth_failed',
        failureMessage: 'key rejected',
      },
    });
    for (const [i, engine] of (['CHATGPT', 'CHATGPT', 'PERPLEXITY'] as const).entries()) {
      await db.engineAnswer.create({
        data: {
          id: `ans_${i}`,
          accountId,
          projectId,
          auditRunId: runId,
          engine,
          status: 'ANSWERED',
          promptText: `q${i}`,
          model: 'm-1',
          text: `answer ${i}`,
          sources: [{ url: 'https://a.example/', title: null, attachment: 'inline', spans: [{ start: 0, end: 3 }] }],
          raw: { secret: 'provider body' },
        },
      });
    }
    const q = `query($id: ID!, $after: String) { auditRun(id: $id) { ${runFields} createdAt projectSlug engineProbes { engine status promptsTotal promptsFailed failureCode failureMessage } engineAnswers(first: 1, engine: CHATGPT, after: $after) { edges { node { id engine model status text sources promptText } } pageInfo { hasNextPage endCursor } } } }`;
    const r = await gql(app, key, q, { id: runId });
    const { engineProbes, engineAnswers, ...run } = r.body.data.auditRun;
    expect(run).toEqual((await rest(`/audit-runs/${runId}`)).data);
    expect(engineProbes).toEqual([
      {
        engine: 'CLAUDE',
        status: 'FAILED',
        promptsTotal: 2,
        promptsFailed: 2,
        failureCode: 'engine_auth_failed',
        failureMessage: 'key rejected',
      },
    ]);
    expect(engineAnswers.edges[0].node).toMatchObject({
      id: 'ans_0',
      engine: 'CHATGPT',
      model: 'm-1',
      status: 'ANSWERED',
      text: 'answer 0',
    });
    expect(engineAnswers.edges[0].node.sources[0].url).toBe('https://a.example/');
    const next = await gql(app, key, q, { id: runId, after: engineAnswers.pageInfo.endCursor });
    expect(next.body.data.auditRun.engineAnswers.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(['ans_1']);
    expect(next.body.data.auditRun.engineAnswers.pageInfo.hasNextPage).toBe(false);
  });
});

describe('cursors and page sizes', () => {
  const q = `query($slug: String!, $after: String, $first: Int, $engine: Engine) { project(slug: $slug) { citations(first: $first, after: $after, engine: $engine) { edges { node { id } } pageInfo { endCursor } } } }`;

  it('an edited cursor is invalid_cursor, not another page', async () => {
    const end = (await gql(app, key, q, { slug, first: 2 })).body.data.project.citations.pageInfo.endCursor as string;
    const [payload, tag] = end.split('.');
    const pos = JSON.parse(Buffer.from(payload, 'base64url').toString());
    pos.id = pos.id.replace(/.$/, (c: string) => (c === '0' ? '1' : '0'));
    const edited = `${Buffer.from(JSON.stringify(pos)).toString('base64url')}.${tag}`;
    const r = await gql(app, key, q, { slug, first: 2, after: edited });
    expect(r.body.data.project).toBeNull();
    expect(codes(r)).toEqual(['invalid_cursor']);
  });

  it('a cursor of another query (other filter, or mentions) is invalid_cursor', async () => {
    const end = (await gql(app, key, q, { slug, first: 2 })).body.data.project.citations.pageInfo.endCursor;
    expect(codes(await gql(app, key, q, { slug, first: 2, after: end, engine: 'GROK' }))).toEqual(['invalid_cursor']);
    const m = await gql(
      app,
      key,
      `query($slug: String!, $after: String) { project(slug: $slug) { mentions(after: $after) { edges { node { id } } } } }`,
      { slug, after: end },
    );
    expect(codes(m)).toEqual(['invalid_cursor']);
  });

  it('first must be 1 to 100', async () => {
    for (const first of [0, 101, -1]) expect(codes(await gql(app, key, q, { slug, first }))).toEqual(['invalid_limit']);
    expect((await gql(app, key, q, { slug, first: 100 })).body.data.project.citations.edges).toHaveLength(100);
    expect((await gql(app, key, q, { slug })).body.data.project.citations.edges).toHaveLength(50);
  });

  it('a malformed date-time is refused with a stable code', async () => {
    const r = await gql(
      app,
      key,
      `query($slug: String!) { project(slug: $slug) { citations(from: "yesterday") { edges { node { id } } } } }`,
      { slug },
    );
    expect(codes(r)).toEqual(['invalid_request']);
    const v = await gql(
      app,
      key,
      `query($slug: String!, $from: DateTime) { project(slug: $slug) { citations(from: $from) { edges { node { id } } } } }`,
      { slug, from: 'yesterday' },
    );
    expect(codes(v)).toEqual(['invalid_request']);
    const range = await gql(
      app,
      key,
      `query($slug: String!) { project(slug: $slug) { citations(from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z") { edges { node { id } } } } }`,
      { slug },
    );
    expect(codes(range)).toEqual(['invalid_range']);
  });
});

describe('the examples of docs/graphql.md', () => {
  it('run on the demo data without errors and return data', async () => {
    const fs = await import('node:fs');
    const section = fs.readFileSync('docs/graphql.md', 'utf8').split('## Examples\n')[1].split('\n## ')[0];
    const bodies = [...section.matchAll(/^gql '(.+)'$/gm)].map((m) =>
      m[1].replace(`'"$FROM"'`, new Date(Date.now() - 8 * 7 * 86_400_000).toISOString()),
    );
    // The six analyst queries (the section's mutation example is covered by tracking-mutations.test.ts).
    const queries = bodies.filter((b) => !(JSON.parse(b) as { query: string }).query.trimStart().startsWith('mutation'));
    expect(queries).toHaveLength(6);
    const key = await newReadKey();
    for (const body of queries) {
      const { query, variables } = JSON.parse(body);
      const r = await gql(app, key, query, variables);
      expect(r.body.errors).toBeUndefined();
      const project = r.body.data.project;
      const lists = Object.values<unknown>(project);
      const filled = (l: unknown) =>
        Array.isArray(l) ? l.length > 0 : 'edges' in (l as object) ? (l as { edges: unknown[] }).edges.length > 0 : l !== null;
      expect(lists.every(filled)).toBe(true);
    }
  });
});
