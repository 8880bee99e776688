// No N+1: the statements a GraphQL page costs do not grow with the page. Counted on the wire
// between the service and PostgreSQL (test/support/statement-counter.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreColumns } from '../../src/core/runs/audit-run-view.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import { complexityLimits } from '../../src/graphql/limits.ts';
import { withOverall } from '../../src/core/runs/scores.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { StatementCounter } from '../support/statement-counter.ts';
import { gql } from './support.ts';

let app: TestApp;
let counter: StatementCounter;
let key: string;
/** A project with 120 completed runs, each with what the engines did in it; one run of 120 answers. */
let busy: { slug: string; bigRun: string };
/** Projects with something in every Project field (competitors, prompts, answers, mentions, citations, findings). */
let filled: string[];
let accountId: string;

beforeAll(async () => {
  app = await startTestApp(
    {},
    {
      routeDatabase: async (url) => {
        const started = await StatementCounter.start(url);
        counter = started.counter;
        return started.url;
      },
    },
  );
  const seeded = await seedAccount(app.services, { plan: 'AGENCY' });
  key = seeded.key;
  const first = await app.services.db.project.findUniqueOrThrow({ where: { id: seeded.projects[0].id } });
  // 120 projects (past the plan's brand limit: test data, written directly), each with two completed runs.
  const projects = Array.from({ length: 119 }, (_, i) => ({
    id: newId('project'),
    accountId: first.accountId,
    workspaceId: first.workspaceId,
    plan: first.plan,
    slug: `brand-${i}`,
    name: `Brand ${i}`,
    domain: `brand-${i}.example`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
  }));
  await app.services.db.project.createMany({ data: projects });
  const runs = [first.id, ...projects.map((p) => p.id)].flatMap((projectId, i) =>
    [0, 1].map((r) => {
      const runDate = new Date(Date.UTC(2026, 5, 1 + r, 0, i));
      const scores = withOverall({ citability: 40 + r, brand: null, eeat: 50, technical: 60, schema: 30, platform: null });
      return {
        id: newId('auditRun', runDate),
        accountId: first.accountId,
        projectId,
        status: 'COMPLETED' as const,
        trigger: 'CLI' as const,
        runDate,
        createdAt: runDate,
        pagesAnalyzed: 10,
        findingsCount: 0,
        ...scoreColumns(scores, scores),
      };
    }),
  );
  await app.services.db.auditRun.createMany({ data: runs });
  busy = await seedRunsWithEngineResults(first.accountId, projects[0].id);
  accountId = first.accountId;
  // The first two of a page (newest first) and two further down (the page of 100 ends at brand-20).
  filled = [first.slug, 'brand-118', 'brand-40', 'brand-21'];
  for (const slug of filled) await seedTracking(slug);
});

/** Two competitors, two prompts, and in the project's latest completed run an answer with mentions, citations, a retrieved source and findings. */
async function seedTracking(slug: string) {
  const { db } = app.services;
  const project = await db.project.findFirstOrThrow({ where: { slug } });
  const ids = { accountId: project.accountId, projectId: project.id };
  const run = await db.auditRun.findFirstOrThrow({
    where: { projectId: project.id, status: 'COMPLETED' },
    orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
  });
  await db.competitor.createMany({
    data: ['rival', 'other'].map((name) => ({
      id: newId('competitor'),
      ...ids,
      name: `${name} of ${slug}`,
      domain: `${name}-${slug}.example`,
    })),
  });
  await db.trackedPrompt.createMany({
    data: ['best coffee?', 'cheap coffee?'].map((text) => ({ id: newId('trackedPrompt'), ...ids, text, tags: ['coffee'] })),
  });
  const answer = {
    id: newId('engineAnswer'),
    ...ids,
    auditRunId: run.id,
    engine: 'GEMINI' as const,
    sample: 1,
    status: 'ANSWERED' as const,
    promptText: 'best coffee?',
    text: 'an answer',
  };
  await db.engineAnswer.create({ data: answer });
  const observed = { ...ids, auditRunId: run.id, engineAnswerId: answer.id, engine: answer.engine, observedAt: run.runDate };
  await db.mention.createMany({
    data: [
      { kind: 'CLIENT' as const, name: project.name, position: 1 },
      { kind: 'COMPETITOR' as const, name: `rival of ${slug}`, position: 2 },
    ].map((m) => ({
      id: newId('mention'),
      ...observed,
      ...m,
      normalizedName: m.name.toLowerCase(),
      role: 'LISTED' as const,
      mentionConfidence: 90,
    })),
  });
  await db.citation.createMany({
    data: [`https://${project.domain}/`, `https://news.example/${slug}`].map((url, i) => ({
      id: newId('citation'),
      ...observed,
      url,
      normalizedUrl: url,
      host: new URL(url).host,
      position: i + 1,
      isClientDomain: i === 0,
      isCompetitorDomain: false,
      citationConfidence: 90,
    })),
  });
  await db.retrievedSource.create({
    data: {
      id: newId('retrievedSource'),
      ...observed,
      url: `https://passed-over.example/${slug}`,
      normalizedUrl: `https://passed-over.example/${slug}`,
      host: 'passed-over.example',
      isClientDomain: false,
      isCompetitorDomain: false,
    },
  });
  await db.finding.createMany({
    data: (['HIGH', 'CRITICAL'] as const).map((severity) => ({
      id: newId('finding'),
      ...ids,
      auditRunId: run.id,
      severity,
      category: 'TECHNICAL' as const,
      title: `${severity} of ${slug}`,
      description: 'a finding',
    })),
  });
}

/** 120 runs of a project, each with two engine probes, two answers (two retrieved sources each) and two visibility changes. */
async function seedRunsWithEngineResults(accountId: string, projectId: string) {
  const { db } = app.services;
  const ids = { accountId, projectId };
  const runs = Array.from({ length: 120 }, (_, i) => {
    const runDate = new Date(Date.UTC(2027, 0, 1, i)); // newer than the two runs every project has
    return { id: newId('auditRun', runDate), ...ids, status: 'COMPLETED' as const, trigger: 'CLI' as const, runDate, createdAt: runDate };
  });
  await db.auditRun.createMany({ data: runs });
  const [bigRun] = runs;
  await db.engineProbe.createMany({
    data: runs.flatMap((r) =>
      (['CHATGPT', 'CLAUDE'] as const).map((engine) => ({ id: newId('engineProbe'), ...ids, auditRunId: r.id, engine })),
    ),
  });
  const answers = [...runs.map((r) => [r.id, 2, 'CHATGPT'] as const), [bigRun.id, 120, 'PERPLEXITY'] as const].flatMap(
    ([auditRunId, n, engine]) =>
      Array.from({ length: n }, (_, i) => ({
        id: newId('engineAnswer'),
        ...ids,
        auditRunId,
        engine,
        sample: i + 1,
        status: 'ANSWERED' as const,
        promptText: 'best coffee?',
        text: 'an answer',
      })),
  );
  await db.engineAnswer.createMany({ data: answers });
  await db.retrievedSource.createMany({
    data: answers.flatMap((a) =>
      [1, 2].map((k) => ({
        id: newId('retrievedSource'),
        ...ids,
        auditRunId: a.auditRunId,
        engineAnswerId: a.id,
        engine: a.engine,
        observedAt: new Date(),
        url: `https://s${k}.example/`,
        normalizedUrl: `https://s${k}.example/`,
        host: `s${k}.example`,
        isClientDomain: false,
        isCompetitorDomain: false,
      })),
    ),
  });
  await db.visibilityChange.createMany({
    data: runs.flatMap((r, i) =>
      (['mentionRate', 'citationRate'] as const).map((metric) => ({
        id: newId('visibilityChange'),
        ...ids,
        auditRunId: r.id,
        previousAuditRunId: runs[Math.max(0, i - 1)].id,
        engine: 'CHATGPT' as const,
        metric,
        pValue: 0.001,
        adjustedPValue: 0.002,
        significant: true,
        beforeN: 10,
        afterN: 10,
      })),
    ),
  });
  return { slug: `brand-0`, bigRun: bigRun.id };
}
afterAll(async () => {
  await app?.close();
  await counter?.close();
});

const page = `query($n: Int!) { projects(first: $n) { edges { node { slug latestCompletedAudit { id runDate scores { overall } } } } } }`;

/** Statements one GraphQL request sent to PostgreSQL, and its data. */
async function statementsOf(query: string, variables: Record<string, unknown>) {
  await gql(app, key, query, variables); // warm: the key's lease and caches as in steady traffic
  const before = counter.statements;
  const r = await gql(app, key, query, variables);
  expect(r.body.errors).toBeUndefined();
  return { statements: counter.statements - before, data: r.body.data };
}

/** Statements one GraphQL request for a page of `n` projects sent to PostgreSQL, and the page. */
async function statementsFor(n: number) {
  const { statements, data } = await statementsOf(page, { n });
  return { statements, edges: data.projects.edges as { node: { latestCompletedAudit: unknown } }[] };
}

describe('Project.latestCompletedAudit', () => {
  it('costs the same statements for a page of 100 projects as for a page of 2', async () => {
    const two = await statementsFor(2);
    const hundred = await statementsFor(100);
    expect(two.edges).toHaveLength(2);
    expect(hundred.edges).toHaveLength(100);
    expect(hundred.edges.every((e) => e.node.latestCompletedAudit !== null)).toBe(true);
    expect(hundred.statements).toBe(two.statements);
    // The key check and count, the page, and one batch of latest runs (not one per project).
    expect(hundred.statements).toBeLessThanOrEqual(4);
  });
});

describe('what the engines did in each run of a page', () => {
  const runs = `query($s: String!, $n: Int!) { project(slug: $s) { auditRuns(first: $n) { edges { node {
    id engineProbes { engine } visibilityChanges { metric } engineAnswers(first: 1) { edges { node { id retrievedSources { url } } } }
  } } } } }`;
  type RunNode = {
    engineProbes: unknown[];
    visibilityChanges: unknown[];
    engineAnswers: { edges: { node: { retrievedSources: unknown[] } }[] };
  };

  it('engine probes, visibility changes and answers with their retrieved sources cost the same for 100 runs as for 2', async () => {
    const two = await statementsOf(runs, { s: busy.slug, n: 2 });
    const hundred = await statementsOf(runs, { s: busy.slug, n: 100 });
    const nodes = (hundred.data.project.auditRuns.edges as { node: RunNode }[]).map((e) => e.node);
    expect(nodes).toHaveLength(100);
    for (const run of nodes) {
      expect(run.engineProbes).toHaveLength(2);
      expect(run.visibilityChanges).toHaveLength(2);
      expect(run.engineAnswers.edges).toHaveLength(1);
      expect(run.engineAnswers.edges[0].node.retrievedSources).toHaveLength(2);
    }
    expect(hundred.statements).toBe(two.statements);
    // The key check, the project, its page of runs, then one statement per field for the whole page
    // (probes, changes, answers, the answers' retrieved sources), not one per run.
    expect(hundred.statements).toBeLessThanOrEqual(7);
  });

  it('a page of 100 answers with their retrieved sources costs what a page of 2 costs', async () => {
    const answers = `query($id: ID!, $n: Int!) { auditRun(id: $id) { engineAnswers(first: $n) { edges { node { id retrievedSources { host } } } } } }`;
    const two = await statementsOf(answers, { id: busy.bigRun, n: 2 });
    const hundred = await statementsOf(answers, { id: busy.bigRun, n: 100 });
    const edges = hundred.data.auditRun.engineAnswers.edges as { node: { retrievedSources: unknown[] } }[];
    expect(edges).toHaveLength(100);
    expect(edges.every((e) => e.node.retrievedSources.length === 2)).toBe(true);
    expect(hundred.statements).toBe(two.statements);
  });
});

describe('every field of a page of projects', () => {
  // Every Project field, its arguments at their defaults (visibility needs its grouping), with the
  // cursors of its pages: what a page of projects answers must be what project(slug) answers.
  const fields = `slug name domain samplesPerPrompt
    latestCompletedAudit { id runDate scores { overall } }
    auditRuns { edges { cursor node { id runDate } } pageInfo { hasNextPage endCursor } }
    citations { edges { cursor node { id url host isClientDomain } } pageInfo { hasNextPage endCursor } }
    mentions { edges { cursor node { id name kind role } } pageInfo { hasNextPage endCursor } }
    findings { auditRunId edges { cursor node { id severity title } } pageInfo { hasNextPage endCursor } }
    competitors { id name domain aliases createdAt }
    trackedPrompts { id text tags country language createdAt }
    visibility(groupBy: [PROMPT, ENGINE]) { key keys promptText answers mentionRate shareOfVoice citationRate avgPosition }
    visibilitySummary(from: "2026-01-01T00:00:00Z", to: "2027-12-31T00:00:00Z") { from mentionRate { current { value n } change verdict } avgPosition { change } }
    shareOfVoice { name kind mentions share shareLow }
    shareOfVoiceByBrand(groupBy: [ENGINE]) { engine answers brands { name share shareHigh } }
    topCitedDomains { domain citations answers isClient }
    topCitedUrls { url host citations }
    retrievedNotCited { domain answers pages }
    scoreTrend { auditRunId runDate scores { overall } }`;
  const pageQuery = `query($n: Int!) { projects(first: $n) { edges { node { ${fields} } } } }`;
  const oneQuery = `query($s: String!) { project(slug: $s) { ${fields} } }`;
  type Node = Record<string, unknown> & { slug: string };
  const nodesOf = (data: { projects: { edges: { node: Node }[] } }) => data.projects.edges.map((e) => e.node);

  // 100 projects with every field ask for more than the complexity limit allows: raised for these tests only.
  const limit = complexityLimits.complexity;
  beforeAll(() => {
    complexityLimits.complexity = 1_000_000;
  });
  afterAll(() => {
    complexityLimits.complexity = limit;
  });

  it('costs the same statements for 100 projects as for 2, and answers what project(slug) answers', async () => {
    const two = await statementsOf(pageQuery, { n: 2 });
    const hundred = await statementsOf(pageQuery, { n: 100 });
    const nodes = nodesOf(hundred.data);
    expect(nodes).toHaveLength(100);
    expect(nodesOf(two.data)).toEqual(nodes.slice(0, 2));
    expect(hundred.statements).toBe(two.statements);
    // The key check, the page of projects, then one read per field for the whole page, not one per
    // project; the seven aggregates share one lookup of the page's projects (visibleProjectsBySlug).
    expect(hundred.statements).toBeLessThanOrEqual(19);

    const bySlug = new Map(nodes.map((n) => [n.slug, n]));
    for (const slug of filled) {
      const node = bySlug.get(slug) as Node;
      // Every field has something to compare.
      for (const list of [
        'competitors',
        'trackedPrompts',
        'visibility',
        'shareOfVoice',
        'shareOfVoiceByBrand',
        'topCitedDomains',
        'retrievedNotCited',
        'scoreTrend',
      ])
        expect(node[list], `${slug} ${list}`).not.toEqual([]);
      for (const page of ['auditRuns', 'citations', 'mentions', 'findings'])
        expect((node[page] as { edges: unknown[] }).edges, `${slug} ${page}`).not.toEqual([]);
      const one = await gql(app, key, oneQuery, { s: slug });
      expect(one.body.errors).toBeUndefined();
      expect(node).toEqual(one.body.data.project);
      // The first pages are REST's pages of the same lists (read one project at a time), with their cursors.
      for (const [page, path] of [
        ['auditRuns', 'score-history'],
        ['citations', 'citations'],
        ['mentions', 'mentions'],
        ['findings', 'findings'],
      ] as const) {
        const rest = (await (
          await fetch(`${app.url}/api/v1/projects/${slug}/${path}`, { headers: { authorization: `Bearer ${key}` } })
        ).json()) as { data: { id: string }[]; nextCursor: string | null };
        const connection = node[page] as { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
        expect(
          connection.edges.map((e) => e.node.id),
          `${slug} ${page}`,
        ).toEqual(rest.data.map((r) => r.id));
        expect(connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null).toBe(rest.nextCursor);
      }
    }
    // A project without tracking or observations is answered the same way too.
    const plain = await gql(app, key, oneQuery, { s: 'brand-30' });
    expect(bySlug.get('brand-30')).toEqual(plain.body.data.project);
  });

  it("a first page's cursor from the page of projects resumes the project's list", async () => {
    const { data } = await statementsOf(
      `query { projects(first: 100) { edges { node { slug auditRuns(first: 1) { pageInfo { hasNextPage endCursor } } } } } }`,
      {},
    );
    const node = nodesOf(data).find((n) => n.slug === 'brand-118') as unknown as {
      auditRuns: { pageInfo: { hasNextPage: boolean; endCursor: string } };
    };
    expect(node.auditRuns.pageInfo.hasNextPage).toBe(true);
    const next = await gql(
      app,
      key,
      `query($s: String!, $c: String!) { project(slug: $s) { auditRuns(first: 100, after: $c) { edges { node { id } } } } }`,
      {
        s: 'brand-118',
        c: node.auditRuns.pageInfo.endCursor,
      },
    );
    expect(next.body.errors).toBeUndefined();
    expect(next.body.data.project.auditRuns.edges).toHaveLength(1); // the older of its two runs
  });

  it('a key scoped to two projects reads every field of those two only', async () => {
    const scoped = (await createApiKey(app.services.db, { accountId, role: 'READ', projectSlugs: [filled[1], filled[2]] })).key;
    const r = await gql(app, scoped, pageQuery, { n: 100 });
    expect(r.body.errors).toBeUndefined();
    const nodes = nodesOf(r.body.data);
    expect(nodes.map((n) => n.slug).sort()).toEqual([filled[1], filled[2]].sort());
    const all = nodesOf((await gql(app, key, pageQuery, { n: 100 })).body.data);
    for (const node of nodes) expect(node).toEqual(all.find((n) => n.slug === node.slug));
  });
});
