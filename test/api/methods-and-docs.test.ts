import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

// Plain fetch: these answers are outside the operations the OpenAPI checker knows.
const raw = (path: string, init: RequestInit = {}) => fetch(`${app.url}${path}`, init);

describe('wrong methods, the bearer challenge and the reference page', () => {
  it('a known path asked with another method answers 405 with Allow, before any key check', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/v1/projects', 'GET, POST'],
      ['PUT', '/api/v1/projects/some-slug', 'GET'],
      ['GET', '/api/v1/projects/some-slug/audits', 'POST'],
      ['POST', '/api/v1/projects/some-slug/report.pdf', 'GET'],
      ['PATCH', '/api/v1/audit-runs/run_1', 'GET'],
      ['POST', '/api/v1/openapi.json', 'GET'],
    ] as const) {
      const res = await raw(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(await res.json()).toEqual({ error: 'method_not_allowed' });
    }
  });

  it('an unknown path stays 404 route_not_found, and known operations are unchanged', async () => {
    const unknown = await raw('/api/v1/nothing-here', { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'route_not_found' });
    const { key } = await seedAccount(app.services);
    expect((await app.request('/api/v1/projects', { key })).status).toBe(200);
  });

  it('every 401 carries WWW-Authenticate: Bearer (REST operations, reports, the dashboard)', async () => {
    for (const path of ['/api/v1/projects', '/api/v1/projects/x/report', '/api/v1/audit-runs/run_1', '/trpc/webhooks.list']) {
      const res = await raw(path, { headers: { authorization: 'Bearer nope' } });
      expect(res.status, path).toBe(401);
      expect(res.headers.get('www-authenticate'), path).toBe('Bearer');
    }
    const { key } = await seedAccount(app.services);
    expect((await app.request('/api/v1/projects', { key })).headers.get('www-authenticate')).toBeNull();
  });

  it('serves the API reference page and its script itself, loading nothing from elsewhere', async () => {
    const redirect = await raw('/api/v1/docs', { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    const page = await raw('/api/v1/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const html = await page.text();
    expect(html).toContain('/api/v1/openapi.json');
    const sources = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src, src).not.toMatch(/^(https?:)?\/\//);
    const script = await raw(
      new URL(
        sources.find((s) => s.endsWith('.js'))!,
        `${app.url}/api/v1/docs/`,
      ).pathname,
    );
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
