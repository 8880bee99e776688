// Who sees what: the cross-tenant matrix (a key of account A asks for everything of account B by
// slug, id, cursor and alias), scoped keys, read-only keys, and keys that cannot authenticate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../src/core/access/api-keys.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedObservations, seedRuns } from '../support/seed-data.ts';
import { codes, gql } from './support.ts';

let app: TestApp;
type Seeded = Awaited<ReturnType<typeof seedAccount>> & { runs: string[]; findingIds: string[]; slugs: string[] };
let A: Seeded;
let B: Seeded;

async function seeded(): Promise<Seeded> {
  const s = await seedAccount(app.services, { projects: 2 });
  const runs: string[] = [];
  for (const p of s.projects) {
    runs.push(...(await seedRuns(app.services, p.id, [new Date('2026-10-01T00:00:00Z'), new Date('2026-10-08T00:00:00Z')])));
    await seedObservations(app.services, p.id, 30, new Date('2026-10-01T00:00:00Z'));
  }
  const findingIds = (await app.services.db.finding.findMany({ where: { accountId: s.account.id }, select: { id: true } })).map(
    (f) => f.id,
  );
  return { ...s, runs, findingIds, slugs: s.projects.map((p) => p.slug) };
}

beforeAll(async () => {
  app = await startTestApp();
  A = await seeded();
  B = await seeded();
});
afterAll(async () => app?.close());

/** Every id of account B, none of which may ever appear in an answer to a key of A. */
async function idsOfB(): Promise<string[]> {
  const { db } = app.services;
  const where = { accountId: B.account.id };
  return [
    ...B.projects.map((p) => p.id),
    ...B.runs,
    ...B.findingIds,
    ...(await db.citation.findMany({ where, select: { id: true } })).map((r) => r.id),
    ...(await db.mention.findMany({ where, select: { id: true } })).map((r) => r.id),
  ];
}

function expectNoneOf(body: unknown, ids: string[]) {
  const text = JSON.stringify(body);
  for (const id of ids) expect(text).not.toContain(id);
}

describe('cross-tenant matrix: a key of A asks for B', () => {
  it('by slug, id and alias: nothing comes back, each denial is not_found', async () => {
    const aliases = B.slugs
      .map(
        (s, i) =>
          `p${i}: project(slug: "${s}") { id slug citations { edges { node { id } } } mentions { edges { node { id } } } findings { edges { node { id } } } visibility(groupBy: WEEK) { answers } }`,
      )
      .join(' ');
    const runs = B.runs
      .map((id, i) => `r${i}: auditRun(id: "${id}") { id engineProbes { id } engineAnswers { edges { node { id } } } }`)
      .join(' ');
    const r = await gql(app, A.key, `{ ${aliases} ${runs} }`);
    expect(r.status).toBe(200);
    expect(Object.values(r.body.data)).toEqual(Array(B.slugs.length + B.runs.length).fill(null));
    expect(new Set(codes(r))).toEqual(new Set(['not_found']));
    expectNoneOf(r.body, await idsOfB());
  });

  it("the aggregates and lists of B's projects are unreachable", async () => {
    for (const slug of B.slugs) {
      const r = await gql(
        app,
        A.key,
        `query($s: String!) { project(slug: $s) { shareOfVoice { name } topCitedDomains { domain } topCitedUrls { url } retrievedNotCited { domain } scoreTrend { auditRunId } competitors { id } trackedPrompts { id } auditRuns { edges { node { id } } } latestCompletedAudit { id } } }`,
        { s: slug },
      );
      expect(r.body.data.project).toBeNull();
      expect(codes(r)).toEqual(['not_found']);
    }
  });

  it("projects() lists only A's projects", async () => {
    const r = await gql(app, A.key, `{ projects(first: 100) { edges { node { id } } } }`);
    expect(r.body.data.projects.edges.map((e: { node: { id: string } }) => e.node.id).sort()).toEqual(A.projects.map((p) => p.id).sort());
    expectNoneOf(r.body, await idsOfB());
  });

  it("a run of B named on A's project (findings auditRunId) is not_found", async () => {
    const r = await gql(
      app,
      A.key,
      `query($s: String!, $run: ID) { project(slug: $s) { findings(auditRunId: $run) { edges { node { id } } } } }`,
      { s: A.slugs[0], run: B.runs[0] },
    );
    expect(codes(r)).toEqual(['not_found']);
    expectNoneOf(r.body, await idsOfB());
  });

  it("cursors of B's pages are invalid on A's projects, and B's projects stay not_found", async () => {
    const list = `query($s: String!, $after: String) { project(slug: $s) { citations(first: 5, after: $after) { edges { node { id } } pageInfo { endCursor } } mentions(first: 5, after: $after) { edges { node { id } } } } }`;
    const bCursor = (
      await gql(app, B.key, `query($s: String!) { project(slug: $s) { citations(first: 5) { pageInfo { endCursor } } } }`, {
        s: B.slugs[0],
      })
    ).body.data.project.citations.pageInfo.endCursor;
    const onA = await gql(app, A.key, list, { s: A.slugs[0], after: bCursor });
    expect(onA.body.data.project).toBeNull();
    expect(codes(onA)).toContain('invalid_cursor');
    const onB = await gql(app, A.key, list, { s: B.slugs[0], after: bCursor });
    expect(codes(onB)).toEqual(['not_found']);
    const bProjects = (await gql(app, B.key, `{ projects(first: 1) { pageInfo { endCursor } } }`)).body.data.projects.pageInfo.endCursor;
    expect(codes(await gql(app, A.key, `query($a: String) { projects(after: $a) { edges { node { id } } } }`, { a: bProjects }))).toEqual([
      'invalid_cursor',
    ]);
    expectNoneOf([onA.body, onB.body], await idsOfB());
  });

  it("mutations on B's finding and project are not_found and change nothing", async () => {
    const before = await app.services.db.finding.findUniqueOrThrow({ where: { id: B.findingIds[0] } });
    const r = await gql(
      app,
      A.key,
      `mutation($id: ID!, $s: String!) { updateFinding(id: $id, status: RESOLVED, notes: "x") { id } triggerAudit(projectSlug: $s) { auditRunId } }`,
      { id: B.findingIds[0], s: B.slugs[0] },
    );
    expect(codes(r)).toEqual(['not_found', 'not_found']);
    expect(await app.services.db.finding.findUniqueOrThrow({ where: { id: B.findingIds[0] } })).toEqual(before);
    expect(await app.services.db.auditRun.count({ where: { accountId: B.account.id, status: 'RUNNING' } })).toBe(0);
  });
});

describe('scoped keys', () => {
  it('see only their projects; everything else is not_found', async () => {
    const scoped = (await createApiKey(app.services.db, { accountId: A.account.id, role: 'TRIGGER', projectSlugs: [A.slugs[0]] })).key;
    const list = await gql(app, scoped, `{ projects { edges { node { slug } } } }`);
    expect(list.body.data.projects.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual([A.slugs[0]]);
    const other = await gql(app, scoped, `query($s: String!, $run: ID!) { project(slug: $s) { id } auditRun(id: $run) { id } }`, {
      s: A.slugs[1],
      run: A.runs[2],
    });
    expect(other.body.data).toEqual({ project: null, auditRun: null });
    expect(codes(other)).toEqual(['not_found', 'not_found']);
    const otherFinding = (await app.services.db.finding.findFirstOrThrow({ where: { projectId: A.projects[1].id } })).id;
    const m = await gql(
      app,
      scoped,
      `mutation($id: ID!, $s: String!) { updateFinding(id: $id, status: DISMISSED) { id } triggerAudit(projectSlug: $s) { auditRunId } }`,
      { id: otherFinding, s: A.slugs[1] },
    );
    expect(codes(m)).toEqual(['not_found', 'not_found']);
    const own = await gql(app, scoped, `query($s: String!) { project(slug: $s) { slug } }`, { s: A.slugs[0] });
    expect(own.body.data.project.slug).toBe(A.slugs[0]);
  });
});

describe('read-only keys', () => {
  it('cannot mutate: insufficient_role, nothing changes', async () => {
    const read = (await createApiKey(app.services.db, { accountId: A.account.id, role: 'READ', projectSlugs: [] })).key;
    const id = A.findingIds[0];
    const before = await app.services.db.finding.findUniqueOrThrow({ where: { id } });
    const r = await gql(
      app,
      read,
      `mutation($id: ID!, $s: String!) { updateFinding(id: $id, status: RESOLVED) { id } triggerAudit(projectSlug: $s) { auditRunId } }`,
      { id, s: A.slugs[0] },
    );
    expect(r.body.data).toEqual({ updateFinding: null, triggerAudit: null });
    expect(codes(r)).toEqual(['insufficient_role', 'insufficient_role']);
    expect(await app.services.db.finding.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await app.services.db.auditRun.count({ where: { accountId: A.account.id, status: 'RUNNING' } })).toBe(0);
    // Reading still works with the same key.
    expect((await gql(app, read, `{ projects { edges { node { id } } } }`)).body.data.projects.edges).toHaveLength(2);
  });
});

describe('keys that cannot authenticate get HTTP statuses', () => {
  const body = (code: string) => ({ errors: [{ message: expect.any(String), extensions: { code } }] });

  it('missing, malformed and unknown keys: 401', async () => {
    for (const key of [undefined, 'not-a-key', 'vis_unknown']) {
      const r = await gql(app, key, '{ projects { edges { node { id } } } }');
      expect(r.status).toBe(401);
      expect(r.body).toEqual(body('unauthorized'));
    }
  });

  it('revoked and expired keys: 401', async () => {
    const revoked = await createApiKey(app.services.db, { accountId: A.account.id, role: 'READ', projectSlugs: [] });
    expect((await gql(app, revoked.key, '{ projects { edges { node { id } } } }')).status).toBe(200);
    await revokeApiKey(app.services.db, revoked.id);
    const r1 = await gql(app, revoked.key, '{ projects { edges { node { id } } } }');
    expect([r1.status, r1.body]).toEqual([401, body('unauthorized')]);

    const expired = await createApiKey(app.services.db, { accountId: A.account.id, role: 'READ', projectSlugs: [] });
    await app.services.db.apiKey.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const r2 = await gql(app, expired.key, '{ projects { edges { node { id } } } }');
    expect([r2.status, r2.body]).toEqual([401, body('unauthorized')]);
  });

  it('an account without API access: 403 api_access_disabled', async () => {
    const free = await seedAccount(app.services, { plan: 'FREE' });
    const r = await gql(app, free.key, '{ projects { edges { node { id } } } }');
    expect([r.status, r.body]).toEqual([403, body('api_access_disabled')]);
  });

  it('one request is one read: the 61st in a minute gets 429 with Retry-After', async () => {
    const k = (await createApiKey(app.services.db, { accountId: A.account.id, role: 'READ', projectSlugs: [] })).key;
    // Aliases and several root fields in one request still count once.
    const first = await gql(app, k, '{ a: projects { edges { node { id } } } b: projects { edges { node { id } } } }');
    expect(first.headers.get('ratelimit')).toBe('"read";r=59;t=60');
    for (let i = 0; i < 59; i++) expect((await gql(app, k, '{ projects { pageInfo { hasNextPage } } }')).status).toBe(200);
    const over = await gql(app, k, '{ projects { pageInfo { hasNextPage } } }');
    expect(over.status).toBe(429);
    expect(over.body).toEqual(body('rate_limited'));
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
