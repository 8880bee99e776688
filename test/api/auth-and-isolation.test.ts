import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedObservations, seedRuns } from '../support/seed-data.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const day = 86_400_000;

/** POST /projects with a JSON body (an object, or raw text). */
const createVia = (key: string, body: object | string) =>
  app.request('/api/v1/projects', {
    key,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Every endpoint of the spec, for a project slug and run id. */
function endpoints(slug: string, runId: string) {
  return [
    { method: 'GET', path: `/api/v1/projects/${slug}` },
    { method: 'GET', path: `/api/v1/projects/${slug}/score-history` },
    { method: 'GET', path: `/api/v1/projects/${slug}/citations` },
    { method: 'GET', path: `/api/v1/projects/${slug}/mentions` },
    { method: 'GET', path: `/api/v1/projects/${slug}/findings` },
    { method: 'GET', path: `/api/v1/projects/${slug}/report` },
    { method: 'GET', path: `/api/v1/projects/${slug}/report.pdf` },
    { method: 'POST', path: `/api/v1/projects/${slug}/audits` },
    { method: 'GET', path: `/api/v1/audit-runs/${runId}` },
  ];
}

describe('authentication', () => {
  it('401 for a missing, malformed, unknown, revoked or expired key', async () => {
    const { key, keyId } = await seedAccount(app.services);
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      unknown: 'vis_thisKeyDoesNotExistAnywhere0000000000000',
    };
    for (const k of Object.values(cases)) {
      const res = await app.request('/api/v1/projects', { key: k });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'unauthorized' });
    }
    for (const header of ['Basic abc', 'Bearer', `Token ${key}`, `Bearer ${key} extra`]) {
      const res = await app.request('/api/v1/projects', { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
    }
    expect((await app.request('/api/v1/projects', { key })).status).toBe(200);
    await app.services.db.apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
    expect((await app.request('/api/v1/projects', { key })).status).toBe(401);

    const other = await seedAccount(app.services);
    await app.services.db.apiKey.update({ where: { id: other.keyId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await app.request('/api/v1/projects', { key: other.key })).status).toBe(401);
  });

  it('stores only a SHA-256 fingerprint of the key', async () => {
    const { key, keyId } = await seedAccount(app.services);
    const row = await app.services.db.apiKey.findUniqueOrThrow({ where: { id: keyId } });
    expect(JSON.stringify(row)).not.toContain(key);
    const { createHash } = await import('node:crypto');
    expect(row.fingerprint).toBe(createHash('sha256').update(key).digest('hex'));
  });

  it('403 api_access_disabled for an account without a paid project, on every endpoint', async () => {
    const account = await createAccount(app.services.db, { email: `free-${Date.now()}@example.test`, plan: 'FREE' });
    const p = await createProject(app.services.db, { accountId: account.id, name: 'Free brand', domain: 'free.example' });
    const { key } = await createApiKey(app.services.db, { accountId: account.id, role: 'TRIGGER', projectSlugs: [] });
    for (const e of [...endpoints(p.slug, 'run_x'), { method: 'GET', path: '/api/v1/projects' }]) {
      const res = await app.request(e.path, { key, method: e.method });
      expect(res.status, e.path).toBe(403);
      expect(await res.json()).toEqual({ error: 'api_access_disabled' });
    }
  });

  it('a key whose account gets a paid project gains access immediately', async () => {
    const account = await createAccount(app.services.db, { email: `upgrade-${Date.now()}@example.test`, plan: 'FREE' });
    const { key } = await createApiKey(app.services.db, { accountId: account.id, role: 'READ', projectSlugs: [] });
    expect((await app.request('/api/v1/projects', { key })).status).toBe(403);
    await app.services.db.account.update({ where: { id: account.id }, data: { plan: 'PRO' } });
    await createProject(app.services.db, { accountId: account.id, name: 'Paid brand', domain: 'paid.example' });
    expect((await app.request('/api/v1/projects', { key })).status).toBe(200);
  });

  it('read keys cannot trigger audits or create projects (403 insufficient_role)', async () => {
    const { projects, account } = await seedAccount(app.services);
    const { key } = await createApiKey(app.services.db, { accountId: account.id, role: 'READ', projectSlugs: [] });
    const a = await app.request(`/api/v1/projects/${projects[0].slug}/audits`, { key, method: 'POST' });
    expect(a.status).toBe(403);
    expect(await a.json()).toEqual({ error: 'insufficient_role' });
    const b = await createVia(key, { name: 'x', domain: 'x.example' });
    expect(b.status).toBe(403);
    expect(await b.json()).toEqual({ error: 'insufficient_role' });
    // The role check comes before body validation.
    const c = await createVia(key, '{}');
    expect(c.status).toBe(403);
    expect(await app.services.db.auditRun.count({ where: { projectId: projects[0].id } })).toBe(0);
  });
});

describe('tenant and scope isolation', () => {
  it('a key of account A never sees account B, on every endpoint', async () => {
    const a = await seedAccount(app.services);
    const b = await seedAccount(app.services);
    const [runB] = await seedRuns(app.services, b.projects[0].id, [new Date(Date.now() - day)]);
    await seedObservations(app.services, b.projects[0].id, 5, new Date(Date.now() - day));
    for (const e of endpoints(b.projects[0].slug, runB)) {
      const res = await app.request(e.path, { key: a.key, method: e.method });
      expect(res.status, `${e.method} ${e.path}`).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found' });
    }
    const list = await (await app.request('/api/v1/projects', { key: a.key })).json();
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([a.projects[0].id]);
    expect(await app.services.db.auditRun.count({ where: { projectId: b.projects[0].id } })).toBe(1);
  });

  it("the same slug in two accounts resolves to each account's own project", async () => {
    const a = await seedAccount(app.services, { projects: 0 });
    const b = await seedAccount(app.services, { projects: 0 });
    const pa = await createProject(app.services.db, { accountId: a.account.id, name: 'Same', domain: 'a.example', slug: 'same' });
    const pb = await createProject(app.services.db, { accountId: b.account.id, name: 'Same', domain: 'b.example', slug: 'same' });
    expect((await (await app.request('/api/v1/projects/same', { key: a.key })).json()).data.id).toBe(pa.id);
    expect((await (await app.request('/api/v1/projects/same', { key: b.key })).json()).data.id).toBe(pb.id);
  });

  it('a scoped key never sees another project of its account, runs and auditRunId included', async () => {
    const owner = await seedAccount(app.services, { projects: 2 });
    const [inScope, outOfScope] = owner.projects;
    const [runIn] = await seedRuns(app.services, inScope.id, [new Date(Date.now() - day)]);
    const [runOut] = await seedRuns(app.services, outOfScope.id, [new Date(Date.now() - day)]);
    const scoped = await createApiKey(app.services.db, {
      accountId: owner.account.id,
      role: 'TRIGGER',
      projectSlugs: [inScope.slug],
    });
    for (const e of endpoints(outOfScope.slug, runOut)) {
      const res = await app.request(e.path, { key: scoped.key, method: e.method });
      expect(res.status, `${e.method} ${e.path}`).toBe(404);
    }
    // Another project's run id through an in-scope project is not found either.
    const f = await app.request(`/api/v1/projects/${inScope.slug}/findings?auditRunId=${runOut}`, { key: scoped.key });
    expect(f.status).toBe(404);
    const pdf = await app.request(`/api/v1/projects/${inScope.slug}/report.pdf?auditRunId=${runOut}`, { key: scoped.key });
    expect(pdf.status).toBe(404);
    const list = await (await app.request('/api/v1/projects', { key: scoped.key })).json();
    expect(list.data.map((p: { slug: string }) => p.slug)).toEqual([inScope.slug]);
    expect((await app.request(`/api/v1/audit-runs/${runIn}`, { key: scoped.key })).status).toBe(200);
    // Scoped keys cannot create projects, even with the trigger role.
    const c = await createVia(scoped.key, { name: 'New', domain: 'new.example' });
    expect(c.status).toBe(403);
    expect(await c.json()).toEqual({ error: 'project_scope_forbidden' });
    expect(await app.services.db.auditRun.count({ where: { projectId: outOfScope.id } })).toBe(1);
  });

  it('a scoped key whose projects are gone sees nothing, rather than the whole account', async () => {
    const owner = await seedAccount(app.services, { projects: 2 });
    const scoped = await createApiKey(app.services.db, {
      accountId: owner.account.id,
      role: 'TRIGGER',
      projectSlugs: [owner.projects[0].slug],
    });
    await app.services.db.project.delete({ where: { id: owner.projects[0].id } });
    const list = await (await app.request('/api/v1/projects', { key: scoped.key })).json();
    expect(list.data).toEqual([]);
    expect((await app.request(`/api/v1/projects/${owner.projects[1].slug}`, { key: scoped.key })).status).toBe(404);
    const c = await createVia(scoped.key, { name: 'New', domain: 'new.example' });
    expect(c.status).toBe(403);
  });
});
