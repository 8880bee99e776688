import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failStaleRuns } from '../../src/core/audits/lifecycle.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { brokenSite, goodSite, poorSite, slowSite } from '../support/sites.ts';
import { closedPort } from '../net/loopback-server.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof seedAccount>>;
const sites: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  app = await startTestApp({ VISIBILITY_CRAWL_TIMEOUT_MS: '700' });
  owner = await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 });
});
afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
  await app?.close();
});

/** Runs every job that is due, as a worker process would. */
async function work() {
  await runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });
}

async function auditOf(domain: string, name: string) {
  const project = await createProject(app.services.db, { accountId: owner.account.id, name, domain });
  await app.services.db.rateLimitWindow.deleteMany({});
  const res = await app.request(`/api/v1/projects/${project.slug}/audits`, { key: owner.key, method: 'POST' });
  expect(res.status).toBe(202);
  const { auditRunId } = (await res.json()).data;
  return { project, auditRunId };
}

async function runView(auditRunId: string) {
  await app.services.db.rateLimitWindow.deleteMany({});
  return (await (await app.request(`/api/v1/audit-runs/${auditRunId}`, { key: owner.key })).json()).data;
}

async function findingsOf(slug: string) {
  await app.services.db.rateLimitWindow.deleteMany({});
  return (await (await app.request(`/api/v1/projects/${slug}/findings?limit=100`, { key: owner.key })).json()).data as {
    severity: string;
    category: string;
    title: string;
    description: string;
  }[];
}

describe('audits through the worker', () => {
  it('a good site outscores a poor one on every evaluated score, with explainable findings', async () => {
    const good = await goodSite();
    const poor = await poorSite();
    sites.push(good, poor);
    const g = await auditOf(good.host, 'Good site');
    const p = await auditOf(poor.host, 'Poor site');
    await work();
    const gv = await runView(g.auditRunId);
    const pv = await runView(p.auditRunId);
    expect(gv.status).toBe('COMPLETED');
    expect(pv.status).toBe('COMPLETED');
    for (const k of ['overall', 'technical', 'schema', 'citability', 'eeat'] as const) {
      expect(gv.scores[k], k).toBeGreaterThan(pv.scores[k]);
    }
    expect(gv.scores.brand).toBeNull();
    expect(gv.scores.platform).toBeNull();
    expect(gv.scores.overall).toBeGreaterThanOrEqual(60);
    expect(gv.pagesAnalyzed).toBeGreaterThanOrEqual(8);
    const poorFindings = await findingsOf(p.project.slug);
    expect(pv.findingsCount).toBe(poorFindings.length);
    const rows = await app.services.db.finding.findMany({ where: { auditRunId: p.auditRunId } });
    expect(rows.every((r) => /^(technical|schema|citability|eeat)\.[a-z0-9.-]+$/.test(r.checkId ?? ''))).toBe(true);
    expect(rows.map((r) => r.checkId)).toContain('technical.robots.ai-search-crawlers-blocked');
    const ofCheck = (checkId: string) => rows.filter((r) => r.checkId === checkId);
    // The fixture's robots.txt blocks PerplexityBot (an AI search crawler) and GPTBot (OpenAI's training crawler).
    const search = ofCheck('technical.robots.ai-search-crawlers-blocked');
    expect(search.map((r) => [r.category, r.description])).toContainEqual(['TECHNICAL', expect.stringContaining('PerplexityBot')]);
    const training = ofCheck('technical.robots.ai-training-crawlers-blocked');
    expect(training.map((r) => [r.category, r.description])).toContainEqual(['TECHNICAL', expect.stringContaining('GPTBot')]);
    expect(ofCheck('technical.rendering.js-only-content')).toEqual([expect.objectContaining({ category: 'TECHNICAL' })]);
    expect(poorFindings[0].severity).toBe('CRITICAL');
    expect(rows.some((r) => r.category === 'SCHEMA' && r.checkId?.startsWith('schema.'))).toBe(true);
    // The report snapshot was written with the completion.
    const report = await app.request(`/api/v1/projects/${g.project.slug}/report`, { key: owner.key });
    expect(report.status).toBe(200);
    expect(await report.text()).toContain('Good site');
  });

  it('a partly broken site completes, with findings about what broke', async () => {
    const site = await brokenSite();
    sites.push(site);
    const b = await auditOf(site.host, 'Broken site');
    await work();
    const view = await runView(b.auditRunId);
    expect(view.status).toBe('COMPLETED');
    const rows = await app.services.db.finding.findMany({ where: { auditRunId: b.auditRunId } });
    expect((await findingsOf(b.project.slug)).length).toBe(rows.length);
    const checks = rows.map((r) => r.checkId);
    // The fixture's /error (500) and /gone (410), its robots.txt answering 503, its cut JSON-LD.
    expect(checks).toEqual(expect.arrayContaining(['technical.robots.unreachable', 'schema.jsonld.malformed']));
    expect(checks.some((c) => c === 'technical.links.broken-internal' || c === 'technical.http.error-status')).toBe(true);
  });

  it('a slow site completes with the pages that answered in time', async () => {
    const site = await slowSite(3000);
    sites.push(site);
    const s = await auditOf(site.host, 'Slow site');
    await work();
    const view = await runView(s.auditRunId);
    expect(view.status).toBe('COMPLETED');
    expect(view.pagesAnalyzed).toBeGreaterThanOrEqual(1);
    expect(view.pagesAnalyzed).toBeLessThan(4);
  });

  it('an unreachable site ends FAILED with a readable reason', async () => {
    const port = await closedPort();
    const u = await auditOf(`127.0.0.1:${port}`, 'Unreachable');
    await work();
    const view = await runView(u.auditRunId);
    expect(view.status).toBe('FAILED');
    const row = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: u.auditRunId } });
    expect(row.failureReason).toMatch(/127\.0\.0\.1/);
    expect(row.failureReason).toMatch(/connect|refused/i);
    expect(view.failure).toEqual({ code: 'site_unreachable', message: row.failureReason });

    // The next report of the project says that this audit failed, and why.
    const site = await goodSite();
    sites.push(site);
    await app.services.db.project.update({ where: { id: u.project.id }, data: { domain: site.host, lastAuditAcceptedAt: null } });
    await app.services.db.rateLimitWindow.deleteMany({});
    const again = await app.request(`/api/v1/projects/${u.project.slug}/audits`, { key: owner.key, method: 'POST' });
    expect(again.status).toBe(202);
    await work();
    const report = await (await app.request(`/api/v1/projects/${u.project.slug}/report`, { key: owner.key })).text();
    expect(report).toContain('## Audits that failed since the previous report');
    expect(report).toContain('`site_unreachable`');
  });

  it('a crash mid-run is retried and the run completes once', async () => {
    const site = await goodSite();
    sites.push(site);
    const c = await auditOf(site.host, 'Crash once');
    // The first completion attempt dies inside its transaction (as a lost connection would).
    // A sequence counts attempts because, unlike a table, it is not rolled back with them.
    await app.services.db.$executeRawUnsafe(`
      CREATE SEQUENCE crash_once;
      CREATE FUNCTION crash_once() RETURNS trigger AS $$
      BEGIN
        IF nextval('crash_once') = 1 THEN RAISE EXCEPTION 'simulated crash'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await app.services.db.$executeRawUnsafe(
      `CREATE TRIGGER crash_once BEFORE UPDATE OF status ON audit_run FOR EACH ROW EXECUTE FUNCTION crash_once()`,
    );
    try {
      await work();
      expect((await runView(c.auditRunId)).status).toBe('RUNNING');
      expect(await app.services.db.finding.count({ where: { auditRunId: c.auditRunId } })).toBe(0);
      // graphile-worker backs off before the retry; make it due now.
      await app.services.db.$executeRawUnsafe(`UPDATE graphile_worker._private_jobs SET run_at = now()`);
      await work();
    } finally {
      await app.services.db.$executeRawUnsafe('DROP TRIGGER crash_once ON audit_run; DROP FUNCTION crash_once(); DROP SEQUENCE crash_once');
    }
    const view = await runView(c.auditRunId);
    expect(view.status).toBe('COMPLETED');
    const row = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: c.auditRunId } });
    expect(row.attempts).toBe(2);
    expect(await app.services.db.finding.count({ where: { auditRunId: c.auditRunId } })).toBe(row.findingsCount);
  });

  it('a run whose worker died is failed as stale, and a late job leaves it alone', async () => {
    const site = await goodSite();
    sites.push(site);
    const d = await auditOf(site.host, 'Dead worker');
    await app.services.db.auditRun.update({
      where: { id: d.auditRunId },
      data: { startedAt: new Date(Date.now() - 3_600_000), heartbeatAt: new Date(Date.now() - 3_600_000) },
    });
    expect(await failStaleRuns(app.services.db, 15 * 60_000)).toEqual([d.auditRunId]);
    const row = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: d.auditRunId } });
    expect(row.status).toBe('FAILED');
    expect(row.failureReason).toMatch(/stopped making progress/);
    await work();
    expect((await runView(d.auditRunId)).status).toBe('FAILED');
  });
});

/** The payload of a run's queued audit job, as the worker will read it (the public `jobs` view does not show it). */
async function payloadOf(auditRunId: string) {
  const rows = await app.services.db.$queryRaw<{ payload: unknown }[]>`
    SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
     WHERE t.identifier = 'audit_run' AND j.key = ${`audit_run:${auditRunId}`}`;
  return rows.map((r) => r.payload);
}

/** Puts a payload on the run's queued job, as a version that wrote it would have (same key: add_job replaces it). */
async function queueAs(auditRunId: string, payload: object) {
  await app.services.db.$executeRaw`SELECT graphile_worker.add_job(
    identifier => 'audit_run', payload => ${JSON.stringify(payload)}::json, job_key => ${`audit_run:${auditRunId}`}, max_attempts => 3)`;
}

describe('the audit job names the run and its account (docs/scaling.md, "Beyond one primary")', () => {
  it('a trigger queues { auditRunId, accountId }', async () => {
    const port = await closedPort();
    const { auditRunId } = await auditOf(`127.0.0.1:${port}`, 'Payload');
    expect(await payloadOf(auditRunId)).toEqual([{ auditRunId, accountId: owner.account.id }]);
    await work();
    expect((await runView(auditRunId)).status).toBe('FAILED');
  });

  it('a job queued by the previous version ({ auditRunId } only) still runs after a deploy: the run completes once', async () => {
    const site = await goodSite();
    sites.push(site);
    const { auditRunId } = await auditOf(site.host, 'Old payload');
    await queueAs(auditRunId, { auditRunId });
    expect(await payloadOf(auditRunId)).toEqual([{ auditRunId }]);
    await work();
    expect((await runView(auditRunId)).status).toBe('COMPLETED');
    const row = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
    expect(row.attempts).toBe(1);
    expect(await app.services.db.finding.count({ where: { auditRunId } })).toBe(row.findingsCount);
    expect(await payloadOf(auditRunId)).toEqual([]);
  });

  it('a payload naming another account claims nothing; the run’s own job then runs it', async () => {
    const site = await goodSite();
    sites.push(site);
    const other = await seedAccount(app.services, { projects: 0 });
    const { auditRunId } = await auditOf(site.host, 'Other account');
    await queueAs(auditRunId, { auditRunId, accountId: other.account.id });
    await work();
    let row = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
    expect(row).toMatchObject({ status: 'RUNNING', attempts: 0, startedAt: null });
    expect(await payloadOf(auditRunId)).toEqual([]); // the job ended: nothing to do
    await queueAs(auditRunId, { auditRunId, accountId: owner.account.id });
    await work();
    row = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
    expect(row).toMatchObject({ status: 'COMPLETED', attempts: 1 });
  });
});
