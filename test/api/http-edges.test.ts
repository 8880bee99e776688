import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const json = { 'content-type': 'application/json' };

describe('order of checks and HTTP edge cases', () => {
  it('authenticates before reading the body: 401 beats 400/413/415', async () => {
    for (const [body, headers] of [
      ['{bad', json],
      ['x'.repeat(200_000), json],
      ['name=x', { 'content-type': 'text/plain' }],
    ] as const) {
      const res = await app.request('/api/v1/projects', { method: 'POST', body, headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'unauthorized' });
    }
  });

  it('checks the key role before the body: a read key gets 403 even with a malformed body', async () => {
    const { account, projects } = await seedAccount(app.services);
    const { key } = await createApiKey(app.services.db, { accountId: account.id, role: 'READ', projectSlugs: [] });
    const res = await app.request('/api/v1/projects', { key, method: 'POST', body: '{bad', headers: json });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'insufficient_role' });
    const audit = await app.request(`/api/v1/projects/${projects[0].slug}/audits`, { key, method: 'POST', body: '{bad', headers: json });
    expect(audit.status).toBe(403);
  });

  it('answers Fastify-level failures in the error shape', async () => {
    const { key } = await seedAccount(app.services);
    const badEncoding = await app.request('/api/v1/projects/%E0%A4%A', { key });
    expect(badEncoding.status).toBe(400);
    expect(await badEncoding.json()).toEqual({ error: 'invalid_request' });
    const long = 'x'.repeat(300);
    // Longer than any slug (slugParam, the rule the OpenAPI document states): 400 before any read.
    const withKey = await app.request(`/api/v1/projects/${long}/report`, { key });
    expect(withKey.status).toBe(400);
    expect(await withKey.json()).toEqual({ error: 'invalid_slug' });
    expect((await app.request(`/api/v1/projects/${long}`)).status).toBe(401);
    const head = await fetch(`${app.url}/api/v1/projects`, { method: 'HEAD', headers: { authorization: `Bearer ${key}` } });
    // HEAD is not served (no bodies to skip): a known path asked with it is 405 with Allow.
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET, POST');
    const raw = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(app.url).port), '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('{"error":"invalid_request"}');
  });

  it('POST /audits accepts an empty form body (curl -d "")', async () => {
    const { key, projects } = await seedAccount(app.services);
    const res = await app.request(`/api/v1/projects/${projects[0].slug}/audits`, {
      key,
      method: 'POST',
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(202);
  });
});
