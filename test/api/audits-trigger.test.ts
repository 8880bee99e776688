import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBrands } from '../../src/core/demo/catalog.ts';
import { plans } from '../../src/core/plans/plans.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { planUsage } from '../../src/core/audits/plan-usage.ts';
import { triggerAudit } from '../../src/core/audits/audit-runs.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedRuns } from '../support/seed-data.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const trigger = (key: string, slug: string) => app.request(`/api/v1/projects/${slug}/audits`, { key, method: 'POST' });

async function jobsFor(runId: string) {
  return app.services.db.$queryRaw<{ id: string }[]>`
    SELECT id::text FROM graphile_worker.jobs WHERE task_identifier = 'audit_run' AND key = ${`audit_run:${runId}`}`;
}

describe('POST /projects/{slug}/audits', () => {
  it('creates a RUNNING run and its job, then answers created=false while it runs', async () => {
    const { key, projects } = await seedAccount(app.services);
    const res = await trigger(key, projects[0].slug);
    expect(res.status).toBe(202);
    const { data } = await res.json();
    expect(data).toEqual({ auditRunId: expect.stringMatching(/^run_/), created: true });
    expect(await jobsFor(data.auditRunId)).toHaveLength(1);
    const again = await (await trigger(key, projects[0].slug)).json();
    expect(again.data).toEqual({ auditRunId: data.auditRunId, created: false });
    const run = await (await app.request(`/api/v1/audit-runs/${data.auditRunId}`, { key })).json();
    expect(run.data).toMatchObject({
      id: data.auditRunId,
      status: 'RUNNING',
      projectSlug: projects[0].slug,
      pagesAnalyzed: 0,
      findingsCount: 0,
      scores: { overall: null, citability: null, brand: null, eeat: null, technical: null, schema: null, platform: null },
    });
  });

  it('any number of concurrent requests create exactly one run', async () => {
    const { account, projects } = await seedAccount(app.services);
    const keys = await Promise.all(
      Array.from({ length: 4 }, async () =>
        (await import('../../src/core/access/api-keys.ts')).createApiKey(app.services.db, {
          accountId: account.id,
          role: 'TRIGGER',
          projectSlugs: [],
        }),
      ),
    );
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => trigger(keys[i % 4].key, projects[0].slug)));
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(results.every((r) => r.status === 202)).toBe(true);
    expect(bodies.filter((b) => b.data.created)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.data.auditRunId)).size).toBe(1);
    expect(await app.services.db.auditRun.count({ where: { projectId: projects[0].id } })).toBe(1);
  });

  it('triggerAudit names the project with its account: another account’s id finds nothing and starts nothing', async () => {
    const { projects } = await seedAccount(app.services);
    const other = await seedAccount(app.services, { projects: 0 });
    const wrong = triggerAudit(app.services.db, { id: projects[0].id, accountId: other.account.id }, 'CLI', 0);
    await expect(wrong).rejects.toMatchObject({ appCode: 'not_found' });
    expect(await app.services.db.auditRun.count({ where: { projectId: projects[0].id } })).toBe(0);
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id: projects[0].id } });
    expect(project.lastAuditAcceptedAt).toBeNull();
  });

  it('429 audit_too_soon within the hour after an accepted audit, with Retry-After', async () => {
    const { key, projects } = await seedAccount(app.services);
    const { data } = await (await trigger(key, projects[0].slug)).json();
    await app.services.db.auditRun.update({ where: { id: data.auditRunId }, data: { status: 'COMPLETED' } });
    const res = await trigger(key, projects[0].slug);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'audit_too_soon' });
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    // An hour later it is accepted again.
    await app.services.db.project.update({
      where: { id: projects[0].id },
      data: { lastAuditAcceptedAt: new Date(Date.now() - 3_601_000) },
    });
    expect((await (await trigger(key, projects[0].slug)).json()).data.created).toBe(true);
  });

  it('429 usage_cap_reached while the project is at its plan cap', async () => {
    const { key, projects } = await seedAccount(app.services, { plan: 'PRO' });
    const cap = plans.PRO.monthlyAuditsPerProject;
    const now = Date.now();
    const start = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
    const dates = Array.from({ length: cap }, (_, i) => new Date(start.getTime() + i * 1000));
    await seedRuns(app.services, projects[0].id, dates, { findingsPerRun: 0 });
    const res = await trigger(key, projects[0].slug);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'usage_cap_reached' });
    const retry = Number(res.headers.get('retry-after'));
    const nextMonth = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 1, 1);
    expect(Math.abs(retry - (nextMonth - now) / 1000)).toBeLessThan(60);
  });

  it('a run lost on the service side gives its place under the cap back; a run the site failed does not', async () => {
    const { key, projects, account } = await seedAccount(app.services, { plan: 'PRO' });
    const cap = plans.PRO.monthlyAuditsPerProject;
    const now = Date.now();
    const start = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
    const dates = Array.from({ length: cap }, (_, i) => new Date(start.getTime() + i * 1000));
    const runIds = await seedRuns(app.services, projects[0].id, dates, { findingsPerRun: 0 });
    const failLast = (code: string) =>
      app.services.db.auditRun.update({ where: { id: runIds[cap - 1] }, data: { status: 'FAILED', failureCode: code } });

    await failLast('site_unreachable');
    expect((await trigger(key, projects[0].slug)).status).toBe(429);
    const usage = async () => (await planUsage(app.services.db, account.id)).projects[0].auditsThisMonth;
    expect(await usage()).toBe(cap);

    await failLast('worker_lost');
    expect(await usage()).toBe(cap - 1);
    const res = await trigger(key, projects[0].slug);
    expect(res.status).toBe(202);
    expect((await res.json()).data.created).toBe(true);
    expect(await usage()).toBe(cap);
  });

  it('502 and nothing left behind when the job cannot be queued', async () => {
    const { key, projects } = await seedAccount(app.services);
    await app.services.db.$executeRawUnsafe(
      'ALTER FUNCTION graphile_worker.add_job(text, json, text, timestamptz, integer, text, integer, text[], text) RENAME TO add_job_offline',
    );
    try {
      const res = await trigger(key, projects[0].slug);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'audit_queue_unavailable' });
    } finally {
      await app.services.db.$executeRawUnsafe(
        'ALTER FUNCTION graphile_worker.add_job_offline(text, json, text, timestamptz, integer, text, integer, text[], text) RENAME TO add_job',
      );
    }
    expect(await app.services.db.auditRun.count({ where: { projectId: projects[0].id } })).toBe(0);
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id: projects[0].id } });
    expect(project.lastAuditAcceptedAt).toBeNull();
    expect((await trigger(key, projects[0].slug)).status).toBe(202);
  });

  it('422 demo_project for a demo brand, and no run is recorded', async () => {
    const { account, key } = await seedAccount(app.services);
    const brand = demoBrands[0];
    const project = await createProject(app.services.db, {
      accountId: account.id,
      name: brand.name,
      domain: brand.domain,
      slug: brand.slug,
    });
    const res = await trigger(key, project.slug);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'demo_project' });
    expect(await app.services.db.auditRun.count({ where: { projectId: project.id } })).toBe(0);
    const row = await app.services.db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(row.lastAuditAcceptedAt).toBeNull();
  });
});
