import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('smoke', () => {
  it('lists projects', async () => {
    const { key, projects } = await seedAccount(app.services, { projects: 2 });
    const res = await app.request('/api/v1/projects', { key });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toHaveLength(2);
    expect(body.data.map((p: { slug: string }) => p.slug).sort()).toEqual(projects.map((p) => p.slug).sort());
    expect(res.headers.get('ratelimit-policy')).toBe('"read";q=60;w=60');
  });
  it('401 without key', async () => {
    const res = await app.request('/api/v1/projects');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized' });
  });
  it('creates a project and triggers an audit', async () => {
    const { key } = await seedAccount(app.services, { projects: 1 });
    const res = await app.request('/api/v1/projects', {
      key,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Acme Widgets', domain: 'https://Acme.example/' }),
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.slug).toBe('acme-widgets');
    const t = await app.request(`/api/v1/projects/${data.slug}/audits`, { key, method: 'POST' });
    expect(t.status).toBe(202);
    const tb = await t.json();
    expect(tb.data.created).toBe(true);
    const run = await app.request(`/api/v1/audit-runs/${tb.data.auditRunId}`, { key });
    expect(run.status).toBe(200);
    expect((await run.json()).data.status).toBe('RUNNING');
  });
});
