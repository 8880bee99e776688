// No N+1: the statements a GraphQL page costs do not grow with the page. Counted on the wire
// between the service and PostgreSQL (test/support/statement-counter.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreColumns } from '../../src/core/runs/audit-run-view.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import { withOverall } from '../../src/core/runs/scores.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { StatementCounter } from '../support/statement-counter.ts';
import { gql } from './support.ts';

let app: TestApp;
let counter: StatementCounter;
let key: string;
/** A project with 120 completed runs, each with what the engines did in it; one run of 120 answers. */
let busy: { slug: string; bigRun: string };

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
});

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
