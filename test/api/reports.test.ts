import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedObservations, seedRuns } from '../support/seed-data.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('report endpoints', () => {
  it('404 no_completed_audit before any completed run', async () => {
    const { key, projects } = await seedAccount(app.services);
    await seedRuns(app.services, projects[0].id, [new Date()], { status: 'FAILED' });
    for (const path of ['report', 'report.pdf']) {
      const res = await app.request(`/api/v1/projects/${projects[0].slug}/${path}`, { key });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: 'no_completed_audit' });
    }
    const findings = await (await app.request(`/api/v1/projects/${projects[0].slug}/findings`, { key })).json();
    expect(findings).toEqual({ data: [], nextCursor: null, auditRunId: null });
  });

  it('serves the Markdown snapshot of the latest completed run and its PDF', async () => {
    const { key, projects } = await seedAccount(app.services);
    const runs = await seedRuns(app.services, projects[0].id, [new Date('2026-05-01T10:00:00Z'), new Date('2026-05-08T10:00:00Z')]);
    await seedObservations(app.services, projects[0].id, 20, new Date('2026-05-08T10:00:00Z'));
    const md = await app.request(`/api/v1/projects/${projects[0].slug}/report`, { key });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(md.headers.get('x-audit-run-id')).toBe(runs[1]);
    const text = await md.text();
    expect(text).toContain('Brand ');
    expect(text).toMatch(/8 May 2026|2026-05-08/);
    const stored = await app.services.db.report.findUniqueOrThrow({ where: { auditRunId: runs[1] } });
    expect(text).toBe(stored.markdown);

    const pdf = await app.request(`/api/v1/projects/${projects[0].slug}/report.pdf?auditRunId=${runs[0]}`, { key });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const cached = await app.services.db.report.findUniqueOrThrow({ where: { auditRunId: runs[0] } });
    expect(Buffer.from(cached.pdf!).equals(bytes)).toBe(true);
    // Served from the cache the second time: the same bytes.
    const again = Buffer.from(
      await (await app.request(`/api/v1/projects/${projects[0].slug}/report.pdf?auditRunId=${runs[0]}`, { key })).arrayBuffer(),
    );
    expect(again.equals(bytes)).toBe(true);
    const latest = await app.request(`/api/v1/projects/${projects[0].slug}/report.pdf`, { key });
    expect(latest.headers.get('x-audit-run-id')).toBe(runs[1]);
  });

  it('auditRunId must be a completed run of the project', async () => {
    const { key, projects } = await seedAccount(app.services);
    const [running] = await seedRuns(app.services, projects[0].id, [new Date()], { status: 'RUNNING' });
    const res = await app.request(`/api/v1/projects/${projects[0].slug}/report.pdf?auditRunId=${running}`, { key });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'no_completed_audit' });
    const bad = await app.request(`/api/v1/projects/${projects[0].slug}/report.pdf?auditRunId=`, { key });
    expect(bad.status).toBe(400);
  });
});

describe('PDF rendering unavailable', () => {
  it('503 pdf_unavailable with Retry-After when no browser can be started', async () => {
    const broken = await startTestApp({ CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const { key, projects } = await seedAccount(broken.services);
      await seedRuns(broken.services, projects[0].id, [new Date()]);
      const res = await broken.request(`/api/v1/projects/${projects[0].slug}/report.pdf`, { key });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'pdf_unavailable' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Markdown does not need the browser.
      expect((await broken.request(`/api/v1/projects/${projects[0].slug}/report`, { key })).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
