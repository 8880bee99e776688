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
});
afterAll(async () => {
  await app?.close();
  await counter?.close();
});

const page = `query($n: Int!) { projects(first: $n) { edges { node { slug latestCompletedAudit { id runDate scores { overall } } } } } }`;

/** Statements one GraphQL request for a page of `n` projects sent to PostgreSQL, and the page. */
async function statementsFor(n: number) {
  await gql(app, key, page, { n }); // warm: the key's lease and caches as in steady traffic
  const before = counter.statements;
  const r = await gql(app, key, page, { n });
  return { statements: counter.statements - before, edges: r.body.data.projects.edges as { node: { latestCompletedAudit: unknown } }[] };
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
