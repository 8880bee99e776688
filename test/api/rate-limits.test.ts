import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startSecondServer, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let second: { url: string; close(): Promise<void> };

beforeAll(async () => {
  app = await startTestApp();
  // A second server on the same database: limits must hold across both.
  second = await startSecondServer(app.databaseUrl);
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

describe('per-key rate limits', () => {
  it('60 reads per minute across two servers, then 429 with Retry-After and RateLimit headers', async () => {
    const { key } = await seedAccount(app.services);
    const results = await Promise.all(
      Array.from({ length: 75 }, (_, i) =>
        fetch(`${i % 2 ? second.url : app.url}/api/v1/projects`, { headers: { authorization: `Bearer ${key}` } }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(60);
    expect(limited).toHaveLength(15);
    const r = limited[0];
    expect(await r.json()).toEqual({ error: 'rate_limited' });
    const retry = Number(r.headers.get('retry-after'));
    expect(Number.isInteger(retry)).toBe(true);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(r.headers.get('ratelimit-policy')).toBe('"read";q=60;w=60');
    expect(r.headers.get('ratelimit')).toMatch(/^"read";r=0;t=\d+$/);
    // Through the validating client, to check the 429 against the document.
    expect((await app.request('/api/v1/projects', { key })).status).toBe(429);
  });

  it('10 writes per minute, counted separately from reads', async () => {
    const { key, projects } = await seedAccount(app.services, { plan: 'ENTERPRISE' });
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        fetch(`${i % 2 ? second.url : app.url}/api/v1/projects/${projects[0].slug}/audits`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 202)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    expect((await app.request('/api/v1/projects', { key })).status).toBe(200);
  });

  it('each key has its own budget, and the window resets', async () => {
    const a = await seedAccount(app.services);
    const b = await seedAccount(app.services);
    await Promise.all(Array.from({ length: 60 }, () => app.request('/api/v1/projects', { key: a.key })));
    expect((await app.request('/api/v1/projects', { key: a.key })).status).toBe(429);
    expect((await app.request('/api/v1/projects', { key: b.key })).status).toBe(200);
    await app.services.db.rateLimitWindow.updateMany({
      where: { apiKeyId: a.keyId },
      data: { windowStart: new Date(Date.now() - 61_000) },
    });
    const res = await app.request('/api/v1/projects', { key: a.key });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit')).toMatch(/^"read";r=59;t=(59|60)$/);
  });
});
