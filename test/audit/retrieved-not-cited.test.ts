// Cited is not retrieved, end to end: seven fake engines (through their real SDKs, each in its own
// untidy wire format) retrieve the client's pricing page, a competitor's page and a blog, but
// their answer text cites only a review site. The client's page must not be a citation anywhere
// (REST /citations, positions, platform score, citationRate, findings, the rollup) and must be
// reported as retrieved but not cited (GraphQL and the dashboard's data).
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { addUser } from '../../src/core/accounts/users.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addCompetitor } from '../../src/core/tracking/competitors.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { type FakeEngines, startFakeEngines } from '../engines/fakes/index.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { goodSite } from '../support/sites.ts';
import { engineNames } from '../../src/engines/engine-list.ts';

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
    const res = await app.request(`${path}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key });
    expect(res.status).toBe(200);
    const body = await res.json();
    items.push(...body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

describe('sources an engine retrieved but did not cite', () => {
  it('are no citations and count in no score, and are reported as retrieved but not cited', async () => {
    const owner = await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme CRM', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await addCompetitor(app.services.db, project, { name: 'Globex', domain: 'globex.test', aliases: [] });
    await addPrompt(app.services.db, project, { text: 'best CRM for small agencies' });
    await addPrompt(app.services.db, project, { text: 'Acme CRM pricing compared' });
    const clientPage = `http://${site.host}/pricing`;
    const retrievedOnly = [
      { url: clientPage, title: 'Acme CRM pricing' },
      { url: 'https://www.globex.test/features', title: 'Globex features' },
      { url: 'https://blog.test/crm-roundup?utm_source=openai', title: 'CRM roundup' },
    ];
    fakes.program(() => true, {
      text: 'For small agencies, Acme CRM is a fine pick. Independent reviewers rank Globex higher for reporting.',
      citations: [{ url: 'https://reviews.test/crm-2026', title: 'CRM reviews 2026', quote: 'Independent reviewers rank Globex higher' }],
      listed: retrievedOnly,
    });

    const res = await app.request(`/api/v1/projects/${slug}/audits`, { key: owner.key, method: 'POST' });
    expect(res.status).toBe(202);
    const { auditRunId } = (await res.json()).data;
    await runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });

    const run = (await (await app.request(`/api/v1/audit-runs/${auditRunId}`, { key: owner.key })).json()).data;
    expect(run.status).toBe('COMPLETED');
    const answers = await app.services.db.engineAnswer.findMany({ where: { auditRunId, status: 'ANSWERED' } });
    expect(new Set(answers.map((a) => a.engine)).size).toBe(engineNames.length);
    expect(answers).toHaveLength(2 * engineNames.length);

    // REST: only the cited review is a citation, position 1, in every answer.
    const citations = await list(`/api/v1/projects/${slug}/citations`, owner.key);
    expect(citations).toHaveLength(2 * engineNames.length);
    expect(citations.every((c) => c.host === 'reviews.test' && c.position === 1 && !c.isClientDomain && !c.isCompetitorDomain)).toBe(true);
    // The measure of issue 21: retrieved-only sources reported as citations (was 60 of 70).
    const retrievedUrls = await app.services.db.retrievedSource.findMany({ where: { auditRunId } });
    expect(retrievedUrls).toHaveLength(2 * engineNames.length * retrievedOnly.length);
    const reportedAsCitations = citations.filter((c) => retrievedUrls.some((r) => r.normalizedUrl === c.normalizedUrl));
    expect(reportedAsCitations).toHaveLength(0);

    // Scores: the client's site was read by every engine but cited by none.
    expect(run.scores.platform).toBe(0);
    const finding = await app.services.db.finding.findFirst({ where: { auditRunId, checkId: 'platform.client_domain_not_cited' } });
    expect(finding).toMatchObject({ severity: 'HIGH', category: 'PLATFORM' });
    const rows = await app.services.db.$queryRaw<{ changed: bigint }[]>`SELECT answer_rollup_rebuild(${id}) AS changed`;
    expect(Number(rows[0].changed)).toBe(0); // the triggers kept answer_rollup exact

    // GraphQL: no engine's citationRate counts them; they are listed per domain and per answer.
    const key = (await createApiKey(app.services.db, { accountId: owner.account.id, role: 'READ', projectSlugs: [] })).key;
    const r = await gql(
      app,
      key,
      `query($slug: String!, $run: ID!) {
        project(slug: $slug) {
          visibility(groupBy: ENGINE) { key answers answersCitingClient citationRate }
          topCitedDomains { domain }
          retrievedNotCited(first: 10) { domain answers pages isClient isCompetitor matchedEntity }
        }
        auditRun(id: $run) { engineAnswers(first: 1, engine: PERPLEXITY) { edges { node { retrievedSources { url host isClientDomain } } } } }
      }`,
      { slug, run: auditRunId },
    );
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data.project;
    expect(p.visibility).toHaveLength(engineNames.length);
    for (const b of p.visibility) expect([b.answersCitingClient, b.citationRate]).toEqual([0, 0]);
    expect(p.topCitedDomains).toEqual([{ domain: 'reviews.test' }]);
    const clientHost = new URL(clientPage).hostname;
    // Equal counts: by domain name.
    expect(p.retrievedNotCited).toEqual(
      [
        {
          domain: 'blog.test',
          answers: 2 * engineNames.length,
          pages: 2 * engineNames.length,
          isClient: false,
          isCompetitor: false,
          matchedEntity: null,
        },
        {
          domain: 'globex.test',
          answers: 2 * engineNames.length,
          pages: 2 * engineNames.length,
          isClient: false,
          isCompetitor: true,
          matchedEntity: 'Globex',
        },
        {
          domain: clientHost,
          answers: 2 * engineNames.length,
          pages: 2 * engineNames.length,
          isClient: true,
          isCompetitor: false,
          matchedEntity: 'Acme CRM',
        },
      ].sort((a, b) => a.domain.localeCompare(b.domain)),
    );
    const perplexity = r.body.data.auditRun.engineAnswers.edges[0].node.retrievedSources;
    expect(perplexity.map((s: { host: string }) => s.host).sort()).toEqual(['blog.test', 'globex.test', clientHost].sort());

    // The dashboard reads the same data through its own procedure.
    const member = await addUser(app.services.db, { accountId: owner.account.id, email: `m-${Date.now()}@example.test`, role: 'MEMBER' });
    const { token } = await createDashboardSession(app.services.db, { accountId: owner.account.id, userId: member.id });
    const dash = await fetch(`${app.url}/trpc/projects.retrievedNotCited?input=${encodeURIComponent(JSON.stringify({ slug }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(dash.status).toBe(200);
    expect(((await dash.json()) as { result: { data: unknown } }).result.data).toEqual(p.retrievedNotCited);

    // Each observation of the run is stored in its table's partition of its UTC month (docs/scaling.md).
    for (const table of ['citation', 'mention', 'retrieved_source']) {
      const placed = await app.services.db.$queryRawUnsafe<{ partition: string; month: string; n: number }[]>(
        `SELECT tableoid::regclass::text AS partition, to_char(observed_at AT TIME ZONE 'UTC', 'YYYY_MM') AS month, count(*)::int AS n
         FROM ${table} WHERE audit_run_id = $1 GROUP BY 1, 2`,
        auditRunId,
      );
      expect(placed.length, table).toBeGreaterThan(0);
      for (const r of placed) expect(r.partition, table).toBe(`${table}_${r.month}`);
    }
  });
});
