import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

/**
 * Reads taken from a quota lease (a raised read limit, counted in blocks: rate-lease.test.ts):
 * the gate does not read the key, the read's own statement does (core/access/api-keys.ts KeyCheck), so
 * a list is one statement. These tests hold that every rule of the gate still answers first:
 * 401 for a revoked or expired key, 403 when the account lost API access, before any 400 or 404.
 */

const LIMIT = 1_000; // blocks of 10
let app: TestApp;

// Every statement the process sends to PostgreSQL (Prisma's included), counted where bench/instrumented.ts counts them.
let statements = 0;
// eslint-disable-next-line @typescript-eslint/unbound-method -- the wrapper below calls it with the client as `this`
const query = pg.Client.prototype.query;

beforeAll(async () => {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  app = await startTestApp({ VISIBILITY_RATE_LIMIT_READ: String(LIMIT) });
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await app?.close();
});

/** A key whose process holds a lease: its first read counted a block. */
async function leasedKey(opts: Parameters<typeof seedAccount>[1] = {}) {
  const seeded = await seedAccount(app.services, opts);
  expect((await app.request('/api/v1/projects', { key: seeded.key })).status).toBe(200);
  return { ...seeded, slug: seeded.projects[0].slug };
}

async function statementsOf(path: string, key: string) {
  const before = statements;
  const res = await fetch(app.url + path, { headers: { authorization: `Bearer ${key}` } });
  await res.arrayBuffer();
  return { status: res.status, statements: statements - before };
}

describe('reads on a lease', () => {
  it('a list is one statement, the key read beside the page; other reads read the key on their own', async () => {
    const { key, slug } = await leasedKey();
    for (const path of [
      `/api/v1/projects`,
      `/api/v1/projects/${slug}/citations`,
      `/api/v1/projects/${slug}/citations?engine=CLAUDE&from=2025-01-01T00:00:00Z`,
      `/api/v1/projects/${slug}/mentions`,
      `/api/v1/projects/${slug}/score-history`,
      `/api/v1/projects/${slug}/findings`,
    ]) {
      expect(await statementsOf(path, key), path).toEqual({ status: 200, statements: 1 });
    }
    expect(await statementsOf(`/api/v1/projects/${slug}`, key)).toEqual({ status: 200, statements: 2 });
    // Invalid input is answered once the key is read: that statement alone.
    expect(await statementsOf(`/api/v1/projects/${slug}/citations?limit=0`, key)).toEqual({ status: 400, statements: 1 });
    // A slug the key cannot see is a 404 from the same one statement.
    expect(await statementsOf(`/api/v1/projects/not-there/mentions`, key)).toEqual({ status: 404, statements: 1 });
  });

  it('a key revoked while its process holds a lease gets 401 from every read, before 400 and 404', async () => {
    const paths = [
      (slug: string) => `/api/v1/projects/${slug}/citations`,
      (slug: string) => `/api/v1/projects/${slug}/findings`,
      (slug: string) => `/api/v1/projects/${slug}`,
      (slug: string) => `/api/v1/projects/${slug}/citations?limit=0`,
      (slug: string) => `/api/v1/projects/${slug}/citations?cursor=forged.cursor`,
      () => `/api/v1/projects`,
      () => `/api/v1/projects/not-there/mentions`,
      // The gate matches it, fast-reads' route does not (letter case): the procedure's own route.
      () => `/api/v1/PROJECTS`,
    ];
    for (const pathOf of paths) {
      // A fresh key per path: a 401 drops the key's lease, and the next request would be counted.
      const { key, keyId, slug } = await leasedKey();
      await app.services.db.apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
      const path = pathOf(slug);
      const res = await fetch(app.url + path, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status, path).toBe(401);
      expect(res.headers.get('www-authenticate'), path).toMatch(/^Bearer/);
      expect(await res.json(), path).toEqual({ error: 'unauthorized' });
    }
  });

  it('a key that expired while its process holds a lease gets 401', async () => {
    const { account, slug } = await leasedKey();
    const { key } = await createApiKey(app.services.db, { accountId: account.id, role: 'READ', projectSlugs: [], expiresInMs: 60_000 });
    expect((await app.request(`/api/v1/projects/${slug}/citations`, { key })).status).toBe(200);
    await app.services.db.apiKey.updateMany({ where: { accountId: account.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    expect((await app.request(`/api/v1/projects/${slug}/citations`, { key })).status).toBe(401);
  });

  it('an account that lost API access gets 403 api_access_disabled, before 404', async () => {
    for (const path of ['/citations', '/nowhere/mentions']) {
      const { key, account, slug } = await leasedKey();
      await app.services.db.project.updateMany({ where: { accountId: account.id }, data: { plan: 'FREE' } });
      const res = await app.request(path.startsWith('/nowhere') ? `/api/v1/projects${path}` : `/api/v1/projects/${slug}${path}`, { key });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: 'api_access_disabled' });
    }
  });

  it('a scoped key sees only its projects on a lease, and nothing of a project deleted since its block was counted', async () => {
    const { account, projects } = await seedAccount(app.services, { projects: 2 });
    const [mine, other] = projects;
    const { key } = await createApiKey(app.services.db, { accountId: account.id, role: 'READ', projectSlugs: [mine.slug] });
    const list = await app.request('/api/v1/projects', { key });
    expect(((await list.json()) as { data: { slug: string }[] }).data.map((p) => p.slug)).toEqual([mine.slug]);
    expect((await app.request(`/api/v1/projects/${other.slug}/citations`, { key })).status).toBe(404);
    expect((await app.request(`/api/v1/projects/${mine.slug}/citations`, { key })).status).toBe(200);
    await app.services.db.project.delete({ where: { id: mine.id } });
    expect((await app.request(`/api/v1/projects/${mine.slug}/citations`, { key })).status).toBe(404);
    const after = await app.request('/api/v1/projects', { key });
    expect(((await after.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('a cursor of another account is refused on a lease as without one', async () => {
    const a = await leasedKey();
    const b = await leasedKey();
    const project = await app.services.db.project.findFirstOrThrow({ where: { slug: a.slug } });
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: `cit_lease_${a.slug}_${i}`,
      accountId: a.account.id,
      projectId: project.id,
      engine: 'CLAUDE' as const,
      observedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      url: `https://source${i}.example/`,
      normalizedUrl: `https://source${i}.example/`,
      host: `source${i}.example`,
      position: i + 1,
      isClientDomain: false,
      isCompetitorDomain: false,
      citationConfidence: 90,
    }));
    await app.services.db.citation.createMany({ data: rows });
    const first = (await (await app.request(`/api/v1/projects/${a.slug}/citations?limit=1`, { key: a.key })).json()) as {
      nextCursor: string;
    };
    const res = await app.request(`/api/v1/projects/${b.slug}/citations?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`, {
      key: b.key,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_cursor' });
    const next = await app.request(`/api/v1/projects/${a.slug}/citations?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`, {
      key: a.key,
    });
    expect(((await next.json()) as { data: { id: string }[] }).data.map((c) => c.id)).toEqual([rows[1].id]);
  });
});
