import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../src/core/plans/plans.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const post = (key: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.request('/api/v1/projects', { key, method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('POST /projects', () => {
  it('creates a project on the account plan, visible in the list and detail', async () => {
    const { key, account } = await seedAccount(app.services, { plan: 'PRO' });
    const res = await post(key, { name: 'Café Münster', domain: 'WWW.Cafe-Muenster.example', slug: 'cafe' });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toEqual({ id: expect.any(String), slug: 'cafe' });
    const row = await app.services.db.project.findUniqueOrThrow({ where: { id: data.id } });
    expect(row).toMatchObject({ plan: 'PRO', accountId: account.id, domain: 'www.cafe-muenster.example' });
    const detail = await (await app.request('/api/v1/projects/cafe', { key })).json();
    expect(detail.data).toMatchObject({ id: data.id, name: 'Café Münster', latestCompletedAudit: null });
    // A derived slug, then a free variant of it.
    const a = await (await post(key, { name: 'Café Münster', domain: 'b.example' })).json();
    const b = await (await post(key, { name: 'Café Münster', domain: 'c.example' })).json();
    expect(a.data.slug).toBe('cafe-munster');
    expect(b.data.slug).toBe('cafe-munster-2');
  });

  it('409 slug_taken, 422 brand_limit_reached', async () => {
    const { key, projects } = await seedAccount(app.services, { plan: 'PRO' });
    const dup = await post(key, { name: 'Dup', domain: 'dup.example', slug: projects[0].slug });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: 'slug_taken' });
    const limit = plans.PRO.brandLimit;
    for (let i = 1; i < limit; i++) {
      await app.services.db.rateLimitWindow.deleteMany({});
      expect((await post(key, { name: `Brand ${i}`, domain: `b${i}.example` })).status).toBe(201);
    }
    await app.services.db.rateLimitWindow.deleteMany({});
    const over = await post(key, { name: 'One too many', domain: 'over.example' });
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({ error: 'brand_limit_reached' });
  });

  it('concurrent creations never overshoot the brand limit', async () => {
    const { key, account } = await seedAccount(app.services, { plan: 'PRO' });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(key, { name: `Race ${i}`, domain: `race${i}.example` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(plans.PRO.brandLimit - 1);
    expect(await app.services.db.project.count({ where: { accountId: account.id } })).toBe(plans.PRO.brandLimit);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 422 || s === 429)).toBe(true);
  });

  it('workspaceSlug is required with several workspaces and must exist', async () => {
    const { key } = await seedAccount(app.services, { workspaces: ['north', 'south'] });
    const missing = await post(key, { name: 'X', domain: 'x.example' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'workspace_required' });
    const unknown = await post(key, { name: 'X', domain: 'x.example', workspaceSlug: 'east' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'workspace_not_found' });
    const ok = await post(key, { name: 'X', domain: 'x.example', workspaceSlug: 'south' });
    expect(ok.status).toBe(201);
  });

  it('validates the body', async () => {
    const { key } = await seedAccount(app.services, { plan: 'ENTERPRISE' });
    const bad: unknown[] = [
      {},
      { name: 'x' },
      { domain: 'x.example' },
      { name: '', domain: 'x.example' },
      { name: 'x', domain: 'not a domain' },
      { name: 'x', domain: 'x.example', slug: 'Has Spaces' },
      { name: 'x', domain: 'x.example', slug: '-dash' },
      { name: 42, domain: 'x.example' },
      [],
    ];
    for (const body of bad) {
      await app.services.db.rateLimitWindow.deleteMany({});
      const res = await post(key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      // A slug outside the rule has the slug's own code, as in a path (slugParam).
      const code = typeof body === 'object' && body && 'slug' in body ? 'invalid_slug' : 'invalid_body';
      expect(await res.json()).toEqual({ error: code });
    }
    await app.services.db.rateLimitWindow.deleteMany({});
    const malformed = await post(key, '{"name": "x",');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'malformed_json' });
    const proto = await post(key, '{"__proto__": {"name": "x"}, "domain": "x.example"}');
    expect(proto.status).toBe(400);
    const text = await post(key, 'name=x', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: 'unsupported_media_type' });
    const huge = await post(key, { name: 'x'.repeat(200_000), domain: 'x.example' });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'payload_too_large' });
  });
});
