// Mutations through HTTP: finding status and notes (also through the dashboard's tRPC), and
// triggering an audit with the same rules as REST; each mutation counts as one write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedRuns } from '../support/seed-data.ts';
import { codes, gql } from './support.ts';

let app: TestApp;
let seeded: Awaited<ReturnType<typeof seedAccount>>;
let findingId: string;

beforeAll(async () => {
  app = await startTestApp();
  seeded = await seedAccount(app.services, { projects: 2 });
  await seedRuns(app.services, seeded.projects[0].id, [new Date('2026-10-01T00:00:00Z')]);
  findingId = (await app.services.db.finding.findFirstOrThrow({ where: { projectId: seeded.projects[0].id } })).id;
});
afterAll(async () => app?.close());

const update = `mutation($id: ID!, $status: FindingStatus, $notes: String) { updateFinding(id: $id, status: $status, notes: $notes) { id status notes resolvedAt } }`;

describe('updateFinding', () => {
  it('sets resolvedAt when RESOLVED, keeps it while RESOLVED, clears it otherwise; notes set and cleared', async () => {
    const r1 = await gql(app, seeded.key, update, { id: findingId, status: 'RESOLVED', notes: 'fixed in sprint 4' });
    expect(r1.body.errors).toBeUndefined();
    const resolved = r1.body.data.updateFinding;
    expect(resolved).toMatchObject({ id: findingId, status: 'RESOLVED', notes: 'fixed in sprint 4' });
    expect(Date.parse(resolved.resolvedAt)).not.toBeNaN();

    const r2 = await gql(app, seeded.key, update, { id: findingId, status: 'RESOLVED' });
    expect(r2.body.data.updateFinding).toEqual(resolved);

    const r3 = await gql(app, seeded.key, update, { id: findingId, status: 'IN_PROGRESS', notes: null });
    expect(r3.body.data.updateFinding).toEqual({ id: findingId, status: 'IN_PROGRESS', notes: null, resolvedAt: null });

    const row = await app.services.db.finding.findUniqueOrThrow({ where: { id: findingId } });
    expect([row.status, row.notes, row.resolvedAt]).toEqual(['IN_PROGRESS', null, null]);
    // What REST shows afterwards is the same object.
    const rest = await (await app.request(`/api/v1/projects/${seeded.projects[0].slug}/findings?limit=100`, { key: seeded.key })).json();
    expect(rest.data.find((f: { id: string }) => f.id === findingId)).toMatchObject({
      status: 'IN_PROGRESS',
      notes: null,
      resolvedAt: null,
    });
  });

  it('unknown ids and oversized notes are refused with stable codes', async () => {
    expect(codes(await gql(app, seeded.key, update, { id: 'fnd_nope', status: 'OPEN' }))).toEqual(['not_found']);
    expect(codes(await gql(app, seeded.key, update, { id: findingId, notes: 'x'.repeat(10_001) }))).toEqual(['invalid_body']);
  });

  it('the dashboard changes a finding through tRPC projects.updateFinding with a session', async () => {
    const session = await createDashboardSession(app.services.db, { accountId: seeded.account.id });
    const res = await fetch(`${app.url}/trpc/projects.updateFinding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ id: findingId, status: 'DISMISSED', notes: 'not applicable' }),
    });
    expect(res.status).toBe(200);
    const row = await app.services.db.finding.findUniqueOrThrow({ where: { id: findingId } });
    expect([row.status, row.notes]).toEqual(['DISMISSED', 'not applicable']);
    const other = await seedAccount(app.services);
    const foreign = await createDashboardSession(app.services.db, { accountId: other.account.id });
    const denied = await fetch(`${app.url}/trpc/projects.updateFinding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${foreign.token}` },
      body: JSON.stringify({ id: findingId, status: 'OPEN' }),
    });
    expect(denied.status).toBe(404);
  });
});

describe('triggerAudit', () => {
  const trigger = `mutation($s: String!) { triggerAudit(projectSlug: $s) { auditRunId created } }`;

  it('creates a run, returns the running one next, then audit_too_soon once it ended', async () => {
    const slug = seeded.projects[1].slug;
    const r1 = await gql(app, seeded.key, trigger, { s: slug });
    expect(r1.body.data.triggerAudit.created).toBe(true);
    const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: r1.body.data.triggerAudit.auditRunId } });
    expect([run.status, run.trigger, run.triggeredByKeyId]).toEqual(['RUNNING', 'API', seeded.keyId]);
    expect(r1.headers.get('ratelimit')).toContain('"write";r=');

    const r2 = await gql(app, seeded.key, trigger, { s: slug });
    expect(r2.body.data.triggerAudit).toEqual({ auditRunId: run.id, created: false });

    await app.services.db.auditRun.update({ where: { id: run.id }, data: { status: 'FAILED' } });
    const r3 = await gql(app, seeded.key, trigger, { s: slug });
    expect(codes(r3)).toEqual(['audit_too_soon']);
    expect(r3.body.errors![0].extensions.retryAfter).toBeGreaterThan(0);
  });

  it('counts against the write limit: the 11th mutation in a minute is rate_limited', async () => {
    const k = (await createApiKey(app.services.db, { accountId: seeded.account.id, role: 'TRIGGER', projectSlugs: [] })).key;
    for (let i = 0; i < 10; i++) expect(codes(await gql(app, k, update, { id: findingId, notes: `n${i}` }))).toEqual([]);
    const over = await gql(app, k, update, { id: findingId, notes: 'over' });
    expect(codes(over)).toEqual(['rate_limited']);
    expect(over.body.errors![0].extensions.retryAfter).toBeGreaterThan(0);
    expect((await app.services.db.finding.findUniqueOrThrow({ where: { id: findingId } })).notes).toBe('n9');
  });
});

describe('the write limit is REST’s', () => {
  it('an operator-raised write limit applies to GraphQL mutations as to REST writes, for the same key', async () => {
    const raised = await startTestApp({ VISIBILITY_RATE_LIMIT_WRITE: '25' });
    try {
      const s = await seedAccount(raised.services, { projects: 1 });
      await seedRuns(raised.services, s.projects[0].id, [new Date('2026-10-01T00:00:00Z')]);
      const finding = await raised.services.db.finding.findFirstOrThrow({ where: { projectId: s.projects[0].id } });
      const rest = await raised.request(`/api/v1/projects/${s.projects[0].slug}/audits`, { key: s.key, method: 'POST' });
      expect(rest.status).toBe(202);
      expect(rest.headers.get('ratelimit-policy')).toBe('"write";q=25;w=60');
      const viaGraphql = await gql(raised, s.key, update, { id: finding.id, notes: 'same limit' });
      expect(codes(viaGraphql)).toEqual([]);
      expect(viaGraphql.headers.get('ratelimit-policy')).toContain('"write";q=25;w=60');
      // Both surfaces count in the same window: 2 writes so far.
      expect(viaGraphql.headers.get('ratelimit')).toContain('"write";r=23;');
    } finally {
      await raised.close();
    }
  });
});
