/**
 * A worker process killed with SIGKILL in the middle of an audit: the next worker to start fails
 * the run at once as worker_lost (no run stays RUNNING), the audit_run.failed event is scheduled
 * exactly once, and the project can be audited again right away.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../src/core/projects.ts';
import { createEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';
import { slowSite } from '../support/sites.ts';

let app: TestApp;
const children: ChildProcess[] = [];
let site: Awaited<ReturnType<typeof slowSite>>;
beforeAll(async () => {
  app = await startTestApp();
  site = await slowSite(60_000); // pages that never answer within the test: the audit stays in progress
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await site?.close();
  await app?.close();
});

/** `bin/visibility worker` as its own process, on the test's database. */
function startWorkerProcess(): ChildProcess {
  const child = spawn('bin/visibility', ['worker'], {
    env: {
      ...process.env,
      DATABASE_URL: app.databaseUrl,
      VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
      VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
      VISIBILITY_CRAWL_TIMEOUT_MS: '60000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not reached; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('worker killed mid-audit', () => {
  it('the run fails as worker_lost when the next worker starts, once, and the project can be audited again', async () => {
    const { key, account } = await seedAccount(app.services, { projects: 0 });
    const project = await createProject(app.services.db, { accountId: account.id, name: 'Killed', domain: site.host });
    // An endpoint, so that the run's end produces an audit_run.failed event to count.
    await createEndpoint(app.services, { accountId: account.id, url: `http://${site.host}/hook` });
    const trigger = () => app.request(`/api/v1/projects/${project.slug}/audits`, { key, method: 'POST' });
    const first = await trigger();
    expect(first.status).toBe(202);
    const { auditRunId } = (await first.json()).data;

    const worker = startWorkerProcess();
    const running = await until(
      () => app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } }),
      (r) => r.workerId !== null && r.startedAt !== null,
    );
    expect(running.status).toBe('RUNNING');
    const killedAt = Date.now();
    worker.kill('SIGKILL');
    await once(worker, 'exit');

    startWorkerProcess();
    const failed = await until(
      () => app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } }),
      (r) => r.status !== 'RUNNING',
    );
    const recoveredMs = Date.now() - killedAt;
    console.log(`worker killed mid-audit: run ${failed.status} (${failed.failureCode}) ${recoveredMs} ms after the kill`);
    expect(failed).toMatchObject({ status: 'FAILED', failureCode: 'worker_lost' });
    const view = await (await app.request(`/api/v1/audit-runs/${auditRunId}`, { key })).json();
    expect(view.data.failure).toEqual({ code: 'worker_lost', message: expect.stringMatching(/worker/) });
    // One audit_run.failed event for the run, not one per recovery pass.
    expect(await app.services.db.webhookEvent.findMany({ where: { auditRunId }, select: { type: true } })).toEqual([{ type: 'audit_run.failed' }]);

    // The hourly slot was given back: a new audit is accepted at once.
    const again = await trigger();
    expect(again.status).toBe(202);
    expect((await again.json()).data).toMatchObject({ created: true });
  });
});
