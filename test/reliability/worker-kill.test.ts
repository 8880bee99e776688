/**
 * A worker process killed with SIGKILL in the middle of an audit: the next worker to start fails
 * the run at once as worker_lost (no run stays RUNNING), the audit_run.failed event is scheduled
 * exactly once, and the project can be audited again right away.
 *
 * Killed in the middle of a webhook delivery (the receiver holds the request): the next worker to
 * start settles the attempt as interrupted at once, without waiting for the delivery's lease, and
 * retries it; the event is delivered, with one delivery row and the same event id.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../src/core/projects/projects.ts';
import { createEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';
import { slowSite } from '../support/sites.ts';
import { finishRun, type Receiver, startReceiver } from '../webhooks/support.ts';

let app: TestApp;
const children: ChildProcess[] = [];
let site: Awaited<ReturnType<typeof slowSite>>;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp();
  site = await slowSite(60_000); // pages that never answer within the test: the audit stays in progress
  // The first webhook request is held (never answered): the worker is killed while it waits.
  receiver = await startReceiver((n) => (n === 0 ? 'hang' : { status: 200, body: 'ok' }));
});
/** Each case starts from no worker: the previous case's survivors (and the audits they run) are stopped. */
async function killWorkers(): Promise<void> {
  const live = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of live) c.kill('SIGKILL');
  await Promise.all(live.map((c) => once(c, 'exit')));
}
afterEach(killWorkers);
afterAll(async () => {
  await killWorkers();
  await receiver?.close();
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
      // A held webhook request outlives the test; the retry after an interrupted attempt comes at once.
      VISIBILITY_WEBHOOK_TIMEOUT_MS: '60000',
      VISIBILITY_WEBHOOK_RETRY_DELAYS: '0.1,0.1',
      LOG_LEVEL: process.env.TEST_WORKER_LOG_LEVEL ?? 'warn',
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
    expect(await app.services.db.webhookEvent.findMany({ where: { auditRunId }, select: { type: true } })).toEqual([
      { type: 'audit_run.failed' },
    ]);

    // The hourly slot was given back: a new audit is accepted at once.
    const again = await trigger();
    expect(again.status).toBe(202);
    expect((await again.json()).data).toMatchObject({ created: true });
  });
});

describe('worker killed mid-delivery', () => {
  it('the next worker settles the attempt as interrupted at once and delivers the event, once', async () => {
    const { account } = await seedAccount(app.services, { projects: 0 });
    const project = await createProject(app.services.db, { accountId: account.id, name: 'Hooked', domain: 'hooked.example' });
    await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
    await finishRun(app.services, project.id); // audit_run.completed: one event, one delivery, its job queued
    const delivery = await app.services.db.webhookDelivery.findFirstOrThrow({ where: { accountId: account.id } });

    const worker = startWorkerProcess();
    const [held] = await receiver.waitFor(1, 60_000);
    const sending = await app.services.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(sending).toMatchObject({ state: 'SENDING', attemptCount: 1, workerId: expect.any(String) });
    // The lease runs for the request budget plus a minute: recovery must not wait for it.
    expect(sending.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(60_000);
    const killedAt = Date.now();
    worker.kill('SIGKILL');
    await once(worker, 'exit');

    startWorkerProcess();
    const [, retried] = await receiver.waitFor(2, 60_000);
    const delivered = await until(
      () =>
        app.services.db.webhookDelivery.findUniqueOrThrow({
          where: { id: delivery.id },
          include: { attempts: { orderBy: { number: 'asc' } } },
        }),
      (d) => d.state !== 'SENDING' && d.state !== 'PENDING',
    );
    const recoveredMs = Date.now() - killedAt;
    console.log(`worker killed mid-delivery: delivery ${delivered.state} ${recoveredMs} ms after the kill`);
    expect(delivered).toMatchObject({ state: 'DELIVERED', attemptCount: 2, workerId: null, lockedUntil: null });
    expect(delivered.attempts.map((a) => [a.number, a.outcome, a.error])).toEqual([
      [1, 'FAILURE', expect.stringMatching(/^interrupted/)],
      [2, 'SUCCESS', null],
    ]);
    // The same event, under the same id, as the held request: receivers deduplicate on it.
    expect(retried.headers['x-service-event-id']).toBe(held.headers['x-service-event-id']);
    expect(retried.body).toBe(held.body);
    expect(await app.services.db.webhookDelivery.count({ where: { accountId: account.id } })).toBe(1);
    // Nothing more is sent: the lease's fallback job finds the delivery settled.
    expect(receiver.received).toHaveLength(2);
  });
});
