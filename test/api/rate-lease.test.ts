import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startSecondServer, startTestApp, type TestApp } from '../support/app.ts';

// A raised read limit: 300 a minute counts blocks of 3 (1% of the limit), leased per process.
const LIMIT = 300;
const BLOCK = 3;
let app: TestApp;
let second: { url: string; close(): Promise<void> };

beforeAll(async () => {
  // The concurrent requests stand for many clients: one test client may hold as many sockets as it sends.
  const env = {
    VISIBILITY_RATE_LIMIT_READ: String(LIMIT),
    VISIBILITY_MAX_CONNECTIONS_PER_CLIENT: '1000',
    VISIBILITY_MAX_CONNECTIONS_PER_NETWORK: '1000',
  };
  app = await startTestApp(env);
  // A second server on the same database, with its own leases.
  second = await startSecondServer(app.databaseUrl, env);
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

const counter = async (keyId: string) =>
  (await app.services.db.rateLimitWindow.findUnique({ where: { apiKeyId_bucket: { apiKeyId: keyId, bucket: 'read' } } }))?.count;

describe('quota leases of a raised limit', () => {
  it('counts a block in the database per BLOCK requests, with exact RateLimit headers in the process', async () => {
    const { key, keyId } = await seedAccount(app.services);
    const remaining: string[] = [];
    for (let i = 0; i < BLOCK + 1; i++) {
      const res = await app.request('/api/v1/projects', { key });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe(`"read";q=${LIMIT};w=60`);
      remaining.push(/r=(\d+)/.exec(res.headers.get('ratelimit') ?? '')?.[1] ?? '');
      // One block counted for the first BLOCK requests, a second one for the next.
      expect(await counter(keyId)).toBe(i < BLOCK ? BLOCK : 2 * BLOCK);
    }
    expect(remaining).toEqual(['299', '298', '297', '296']);
  });

  it('a revoked key is refused at once, though its process still holds a lease', async () => {
    const { key, keyId } = await seedAccount(app.services);
    expect((await app.request('/api/v1/projects', { key })).status).toBe(200);
    await app.services.db.apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
    const res = await app.request('/api/v1/projects', { key });
    expect(res.status).toBe(401);
    expect(await counter(keyId)).toBe(BLOCK);
  });

  it('concurrent requests on two servers never pass the limit, and leave at most a block per process unused', async () => {
    const { key, keyId } = await seedAccount(app.services);
    const results = await Promise.all(
      Array.from({ length: LIMIT + 60 }, (_, i) =>
        fetch(`${i % 2 ? second.url : app.url}/api/v1/projects`, { headers: { authorization: `Bearer ${key}` } }),
      ),
    );
    const allowed = results.filter((r) => r.status === 200).length;
    const limited = results.filter((r) => r.status === 429);
    expect(allowed + limited.length).toBe(LIMIT + 60);
    expect(allowed).toBeLessThanOrEqual(LIMIT);
    expect(allowed).toBeGreaterThanOrEqual(LIMIT - 2 * (BLOCK - 1));
    for (const r of limited) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.headers.get('ratelimit')).toMatch(/^"read";r=0;t=\d+$/);
    }
    // Single flight per process: one block per BLOCK requests, not one per concurrent request.
    expect(await counter(keyId)).toBeLessThanOrEqual(LIMIT + 2 * BLOCK);
    // Once refused, a process refuses without counting until the window ends.
    const before = await counter(keyId);
    expect((await fetch(`${app.url}/api/v1/projects`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(429);
    expect(await counter(keyId)).toBe(before);
  });

  it('the spec’s limits are not leased: every request is counted', async () => {
    const plain = await startTestApp();
    try {
      const { key, keyId } = await seedAccount(plain.services);
      for (let i = 1; i <= 3; i++) {
        expect((await plain.request('/api/v1/projects', { key })).status).toBe(200);
        const row = await plain.services.db.rateLimitWindow.findFirstOrThrow({ where: { apiKeyId: keyId, bucket: 'read' } });
        expect(row.count).toBe(i);
      }
    } finally {
      await plain.close();
    }
  });
});
