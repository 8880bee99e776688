import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggerAudit } from '../../src/core/audits/audit-runs.ts';
import { completeRun, failRun } from '../../src/core/audits/lifecycle.ts';
import { WEBHOOK_USER_AGENT } from '../../src/core/webhooks/deliver.ts';
import { listDeliveries, replayDelivery, replayHeldDeliveries } from '../../src/core/webhooks/deliveries.ts';
import { createEndpoint, enableEndpoint, getEndpoint, pauseEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { WEBHOOK_DELIVERY_TASK } from '../../src/core/webhooks/delivery-jobs.ts';
import { scheduleRunEvent } from '../../src/core/webhooks/schedule.ts';
import { verifyWebhookSignature } from '../../src/core/webhooks/verify.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import {
  closeSharedSafeAgents,
  eventually,
  fastSettings,
  finishRun,
  runningRun,
  sampleScores,
  startReceiver,
  startWebhookWorker,
  type Received,
} from './support.ts';

/** Stripe's verifier, an implementation independent of ours. */
const stripe = new Stripe('sk_test_unused');
const stripeSignature = stripe.webhooks.signature!;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await closeSharedSafeAgents();
  await app?.close();
});

const operator = { operator: true } as const;

/**
 * Resolves once no delivery job of these deliveries is left in the queue (run or removed): after
 * that nothing can send them, so "nothing more was received" is a fact, not a guess after a sleep.
 */
async function queueSettled(deliveryIds: string[]) {
  const keys = deliveryIds.map((id) => `webhook_delivery:${id}`);
  await eventually(
    () => app.services.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ANY(${keys}::text[])`,
    (rows) => rows[0].n === 0,
  );
}

async function deliveriesOf(endpointId: string) {
  return (await listDeliveries(app.services.db, operator, endpointId, 100)).deliveries;
}

/** The receiver's view of one delivery, checked the way a receiver would check it. */
function assertSigned(r: Received, secret: string) {
  const header = r.headers['x-service-signature'] as string;
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  // An independent implementation (Stripe's) accepts it, with the five-minute tolerance.
  expect(stripeSignature.verifyHeader(r.body, header, secret, 300)).toBe(true);
  expect(verifyWebhookSignature(r.body, header, secret, { toleranceSeconds: 300 })).toMatchObject({ ok: true });
  return Number(/t=(\d+)/.exec(header)![1]);
}

describe('webhook deliveries', () => {
  it('POSTs exactly the spec payload, signed, with the event id, and records the attempt', async () => {
    const receiver = await startReceiver();
    const worker = await startWebhookWorker(app.services, app.databaseUrl);
    try {
      const { account, projects } = await seedAccount(app.services);
      const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
      expect(endpoint).toMatchObject({ state: 'active', events: ['audit_run.completed', 'audit_run.failed'] });
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

      const runId = await finishRun(app.services, projects[0].id);
      const [r] = await receiver.waitFor(1);
      const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: runId } });
      const event = await app.services.db.webhookEvent.findFirstOrThrow({ where: { auditRunId: runId } });

      expect(r.method).toBe('POST');
      expect(r.path).toBe('/hooks');
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
      expect(r.headers['x-service-event-id']).toBe(event.id);
      expect(event.id).toMatch(/^evt_/);
      expect(r.headers['x-service-event']).toBe('audit_run.completed');
      const t = assertSigned(r, endpoint.secret);
      expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(5);

      // Exactly the eight fields, in the spec's order, and nothing more.
      const payload = JSON.parse(r.body);
      expect(Object.keys(payload)).toEqual([
        'event',
        'auditRunId',
        'projectId',
        'projectSlug',
        'status',
        'overallScore',
        'runDate',
        'occurredAt',
      ]);
      expect(payload).toEqual({
        event: 'audit_run.completed',
        auditRunId: runId,
        projectId: projects[0].id,
        projectSlug: projects[0].slug,
        status: 'COMPLETED',
        overallScore: run.scoreOverall,
        runDate: run.runDate.toISOString(),
        occurredAt: run.completedAt!.toISOString(),
      });
      expect(payload.overallScore).toEqual(expect.any(Number));

      // A body that differs by one byte is refused by both verifiers.
      const tampered = r.body.replace('COMPLETED', 'COMPLETEd');
      expect(() => stripeSignature.verifyHeader(tampered, r.headers['x-service-signature'] as string, endpoint.secret, 300)).toThrow();
      expect(verifyWebhookSignature(tampered, r.headers['x-service-signature'] as string, endpoint.secret)).toEqual({
        ok: false,
        reason: 'signature_mismatch',
      });

      const [delivery] = await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d[0]?.state === 'delivered',
      );
      expect(delivery).toMatchObject({
        eventId: event.id,
        event: 'audit_run.completed',
        auditRunId: runId,
        attemptCount: 1,
        lastStatus: 200,
        lastError: null,
      });
      expect(delivery.attempts).toEqual([
        expect.objectContaining({ number: 1, outcome: 'success', statusCode: 200, error: null, responseExcerpt: 'ok' }),
      ]);
      // Nothing stays queued for a delivered delivery (the lease's recovery job is removed).
      const [{ n }] = await app.services.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ${`webhook_delivery:${delivery.id}`}`;
      expect(n).toBe(0);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('retries a 500 with a fresh signature and timestamp and the same event id', async () => {
    const noisy = `\u0000oops\u001b[31m\u202e ${'x'.repeat(500)}`;
    const receiver = await startReceiver((n) => (n === 0 ? { status: 500, body: noisy } : { status: 204 }));
    // A retry more than a second later, so the signature timestamp must differ.
    const worker = await startWebhookWorker(app.services, app.databaseUrl, { settings: { ...fastSettings, retryDelaysSeconds: [1.1] } });
    try {
      const { account, projects } = await seedAccount(app.services);
      const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
      await finishRun(app.services, projects[0].id);
      const [first, second] = await receiver.waitFor(2);
      expect(second.headers['x-service-event-id']).toBe(first.headers['x-service-event-id']);
      expect(second.body).toBe(first.body);
      const t1 = assertSigned(first, endpoint.secret);
      const t2 = assertSigned(second, endpoint.secret);
      expect(t2).toBeGreaterThan(t1);
      expect(second.headers['x-service-signature']).not.toBe(first.headers['x-service-signature']);
      expect(second.at - first.at).toBeGreaterThanOrEqual(1000);

      const [delivery] = await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d[0]?.state === 'delivered',
      );
      expect(delivery.attemptCount).toBe(2);
      const [a1, a2] = delivery.attempts;
      expect(a1).toMatchObject({ number: 1, outcome: 'failure', statusCode: 500, error: 'HTTP 500' });
      // Only a short, printable excerpt of what the receiver said.
      expect(a1.responseExcerpt!.startsWith('oops[31m x')).toBe(true);
      expect(a1.responseExcerpt!.length).toBeLessThanOrEqual(200);
      // eslint-disable-next-line no-control-regex -- the excerpt must hold no control characters
      expect(a1.responseExcerpt).not.toMatch(/[\u0000-\u001f\u007f\u202e]/);
      expect(a2).toMatchObject({ number: 2, outcome: 'success', statusCode: 204 });
      expect((await getEndpoint(app.services.db, operator, endpoint.id)).consecutiveFailures).toBe(0);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('counts a receiver that does not answer in time as a failed attempt and retries', async () => {
    const receiver = await startReceiver((n) => (n === 0 ? 'hang' : { status: 200 }));
    const worker = await startWebhookWorker(app.services, app.databaseUrl, { settings: { ...fastSettings, timeoutMs: 300 } });
    try {
      const { account, projects } = await seedAccount(app.services);
      const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
      await finishRun(app.services, projects[0].id);
      await receiver.waitFor(2);
      const [delivery] = await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d[0]?.state === 'delivered',
      );
      expect(delivery.attempts[0]).toMatchObject({
        outcome: 'failure',
        statusCode: null,
        error: expect.stringMatching(/^timeout: timed out after 300 ms/),
      });
      expect(delivery.attempts[0].durationMs).toBeGreaterThanOrEqual(250);
      expect(delivery.attempts[1]).toMatchObject({ outcome: 'success', statusCode: 200 });
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('does not follow redirects: a 3xx is a failed attempt and the target gets nothing', async () => {
    const target = await startReceiver();
    const receiver = await startReceiver(() => ({ status: 307, headers: { location: target.url } }));
    const worker = await startWebhookWorker(app.services, app.databaseUrl, { settings: { ...fastSettings, retryDelaysSeconds: [] } });
    try {
      const { account, projects } = await seedAccount(app.services);
      const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
      await finishRun(app.services, projects[0].id);
      const [delivery] = await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d[0]?.state === 'failed',
      );
      expect(delivery.attempts).toEqual([expect.objectContaining({ statusCode: 307, error: 'HTTP 307 (redirects are not followed)' })]);
      expect(receiver.received).toHaveLength(1);
      expect(target.received).toHaveLength(0);
    } finally {
      await worker.stop();
      await receiver.close();
      await target.close();
    }
  });

  it('pauses an endpoint that keeps failing, holds what arrives meanwhile, and delivers it after re-enabling and replaying', async () => {
    let healthy = false;
    const receiver = await startReceiver(() => (healthy ? { status: 200 } : { status: 503, body: 'down for maintenance' }));
    // 2 attempts per delivery (one retry), paused after 2 failed deliveries.
    const worker = await startWebhookWorker(app.services, app.databaseUrl, {
      settings: { retryDelaysSeconds: [0.1], pauseAfter: 2, timeoutMs: 2000 },
    });
    try {
      const { account, projects } = await seedAccount(app.services);
      const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });

      await finishRun(app.services, projects[0].id);
      await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d[0]?.state === 'failed',
      );
      expect(await getEndpoint(app.services.db, operator, endpoint.id)).toMatchObject({ state: 'active', consecutiveFailures: 1 });

      await finishRun(app.services, projects[0].id, 'FAILED');
      await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d.length === 2 && d.every((x) => x.state === 'failed'),
      );
      const paused = await getEndpoint(app.services.db, operator, endpoint.id);
      expect(paused).toMatchObject({ state: 'paused', consecutiveFailures: 2 });
      expect(paused.pausedReason).toBe('Paused automatically after 2 consecutive failed deliveries (last error: HTTP 503).');
      expect(Date.now() - Date.parse(paused.pausedAt!)).toBeLessThan(10_000);
      expect(receiver.received).toHaveLength(4);

      // While paused: the event is kept (held), and nothing is sent.
      await finishRun(app.services, projects[0].id);
      const held = (await deliveriesOf(endpoint.id))[0];
      expect(held).toMatchObject({ state: 'held', attemptCount: 0, nextAttemptAt: null });
      await expect(replayDelivery(app.services.db, operator, held.id)).rejects.toThrow(/re-enable/);
      await queueSettled([held.id]);
      expect(receiver.received).toHaveLength(4);

      healthy = true;
      expect(await enableEndpoint(app.services.db, operator, endpoint.id)).toMatchObject({
        state: 'active',
        consecutiveFailures: 0,
        pausedReason: null,
        pausedAt: null,
      });
      expect(await replayHeldDeliveries(app.services.db, operator, endpoint.id)).toEqual({ replayed: [held.id] });
      const [oldest] = (await deliveriesOf(endpoint.id)).slice(-1);
      const replayed = await replayDelivery(app.services.db, operator, oldest.id);
      expect(replayed.state).toBe('pending');

      const all = await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d.filter((x) => x.state === 'delivered').length === 2,
      );
      const byId = new Map(all.map((d) => [d.id, d]));
      expect(byId.get(held.id)).toMatchObject({ state: 'delivered', attemptCount: 1 });
      expect(byId.get(oldest.id)).toMatchObject({ state: 'delivered', attemptCount: 3 });
      expect(all.find((d) => d.state !== 'delivered')).toMatchObject({ state: 'failed', attemptCount: 2 });
      const late = receiver.received.slice(4);
      expect(late.map((r) => r.headers['x-service-event-id']).sort()).toEqual([held.eventId, oldest.eventId].sort());
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('holds a pending retry when the endpoint is paused, instead of sending it when it comes due', async () => {
    const receiver = await startReceiver(() => ({ status: 500 }));
    const worker = await startWebhookWorker(app.services, app.databaseUrl, {
      settings: { ...fastSettings, retryDelaysSeconds: [0.3, 0.3] },
    });
    try {
      const { account, projects } = await seedAccount(app.services);
      const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
      await finishRun(app.services, projects[0].id);
      await receiver.waitFor(1);
      await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d[0]?.state === 'pending' && d[0].attemptCount === 1,
      );
      const paused = await pauseEndpoint(app.services.db, operator, endpoint.id);
      expect(paused).toMatchObject({ state: 'paused', pausedReason: 'Paused by the account holder.' });
      const [held] = await deliveriesOf(endpoint.id);
      expect(held).toMatchObject({ state: 'held', attemptCount: 1 });
      // The retry was due 0.3 s after the first attempt: once its job is gone, it can no longer be sent.
      await queueSettled([held.id]);
      expect(receiver.received).toHaveLength(1);
      expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ state: 'held', attemptCount: 1 });
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('sends both events to the endpoints subscribed to them, and nothing to other accounts', async () => {
    const receiver = await startReceiver();
    const worker = await startWebhookWorker(app.services, app.databaseUrl);
    try {
      const { account, projects } = await seedAccount(app.services);
      const other = await seedAccount(app.services);
      const both = await createEndpoint(app.services, { accountId: account.id, url: `${receiver.url}?both` });
      const failedOnly = await createEndpoint(app.services, {
        accountId: account.id,
        url: `${receiver.url}?failed`,
        events: ['audit_run.failed'],
      });
      await createEndpoint(app.services, { accountId: other.account.id, url: `${receiver.url}?other` });

      // A run started the way the API starts it, completed by the lifecycle.
      const { auditRunId: completedId } = await triggerAudit(
        app.services.db,
        { id: projects[0].id, accountId: account.id },
        'CLI',
        app.services.config.auditCooldownSeconds,
      );
      expect(
        await completeRun(
          app.services.db,
          { id: completedId, accountId: account.id },
          { scores: sampleScores, pagesAnalyzed: 2, findings: [] },
        ),
      ).toBe(true);
      const failedId = await runningRun(app.services, projects[0].id);
      expect(
        await failRun(
          app.services.db,
          { id: failedId, accountId: account.id },
          { code: 'site_unreachable', message: 'The site could not be reached.' },
        ),
      ).toBe(true);

      const got = await receiver.waitFor(3);
      const sent = await app.services.db.webhookDelivery.findMany({
        where: { endpoint: { accountId: { in: [account.id, other.account.id] } } },
      });
      await queueSettled(sent.map((d) => d.id));
      expect(receiver.received).toHaveLength(3);
      const bodies = got.map((r) => ({ path: r.path, eventId: r.headers['x-service-event-id'], ...JSON.parse(r.body) }));
      const completed = bodies.filter((b) => b.event === 'audit_run.completed');
      const failed = bodies.filter((b) => b.event === 'audit_run.failed');
      expect(completed).toEqual([expect.objectContaining({ path: '/hooks?both', auditRunId: completedId, status: 'COMPLETED' })]);
      expect(failed.map((b) => b.path).sort()).toEqual(['/hooks?both', '/hooks?failed']);
      // One event, one id, whichever endpoint receives it.
      expect(failed[0].eventId).toBe(failed[1].eventId);
      const failedRun = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: failedId } });
      expect(failed[0]).toMatchObject({
        auditRunId: failedId,
        status: 'FAILED',
        overallScore: null,
        occurredAt: failedRun.completedAt!.toISOString(),
      });
      // The spec's eight fields, then why the run failed (additive).
      const failedBody = JSON.parse(got.find((r) => r.path === '/hooks?failed')!.body);
      expect(Object.keys(failedBody)).toHaveLength(10);
      expect(failedBody).toMatchObject({ failureCode: 'site_unreachable', failureReason: 'The site could not be reached.' });
      await eventually(
        () => deliveriesOf(both.id),
        (d) => d.length === 2 && d.every((x) => x.state === 'delivered'),
      );
      await eventually(
        () => deliveriesOf(failedOnly.id),
        (d) => d.length === 1 && d[0].state === 'delivered',
      );
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it("writes the event, its deliveries and their jobs in the run's own transaction", async () => {
    const { account, projects } = await seedAccount(app.services);
    const endpoint = await createEndpoint(app.services, { accountId: account.id, url: 'http://127.0.0.1:9/never' });
    const jobsFor = async (deliveryId: string) =>
      (
        await app.services.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ${`webhook_delivery:${deliveryId}`}`
      )[0].n;

    const deliveryJobs = async () =>
      (
        await app.services.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = ${WEBHOOK_DELIVERY_TASK}`
      )[0].n;
    const jobsBefore = await deliveryJobs();

    // Rolled back with the run: nothing remains, neither rows nor jobs.
    const runId = await runningRun(app.services, projects[0].id);
    await expect(
      app.services.db.$transaction(async (tx) => {
        const run = await tx.auditRun.update({ where: { id: runId }, data: { status: 'FAILED', completedAt: new Date() } });
        await scheduleRunEvent(tx, run);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await app.services.db.webhookEvent.count({ where: { auditRunId: runId } })).toBe(0);
    expect(await app.services.db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    expect(await deliveryJobs()).toBe(jobsBefore);

    // Committed with the run: the delivery and its job exist as soon as the status does.
    expect(await failRun(app.services.db, { id: runId, accountId: account.id }, { code: 'site_unreachable', message: 'gone' })).toBe(true);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ state: 'pending', auditRunId: runId, attemptCount: 0 });
    expect(await jobsFor(delivery.id)).toBe(1);

    // An account without endpoints gets no event rows at all.
    const quiet = await seedAccount(app.services);
    const quietRun = await finishRun(app.services, quiet.projects[0].id);
    expect(await app.services.db.webhookEvent.count({ where: { auditRunId: quietRun } })).toBe(0);
  });

  it('names the delivery with its account in the job; a job queued by an earlier version ({ deliveryId } only) is still sent', async () => {
    const receiver = await startReceiver();
    const { account, projects } = await seedAccount(app.services);
    const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
    await finishRun(app.services, projects[0].id, 'FAILED');
    const [pending] = await deliveriesOf(endpoint.id);
    const key = `webhook_delivery:${pending.id}`;
    const payloads = async () =>
      (
        await app.services.db.$queryRaw<{ payload: unknown }[]>`
        SELECT j.payload FROM graphile_worker._private_jobs j WHERE j.key = ${key}`
      ).map((r) => r.payload);
    expect(await payloads()).toEqual([{ deliveryId: pending.id, accountId: account.id }]);
    // The job as the previous version queued it (same key: add_job replaces its payload).
    await app.services.db.$executeRaw`SELECT graphile_worker.add_job(
      identifier => ${WEBHOOK_DELIVERY_TASK}::text, payload => ${JSON.stringify({ deliveryId: pending.id })}::json, job_key => ${key}, max_attempts => 10)`;
    expect(await payloads()).toEqual([{ deliveryId: pending.id }]);
    const worker = await startWebhookWorker(app.services, app.databaseUrl);
    try {
      const [r] = await receiver.waitFor(1);
      assertSigned(r, endpoint.secret);
      const [delivered] = await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d[0]?.state === 'delivered',
      );
      expect(delivered.attempts).toEqual([expect.objectContaining({ number: 1, outcome: 'success', statusCode: 200 })]);
      await queueSettled([pending.id]);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('is sent by the service worker (the task is registered in src/jobs/tasks.ts)', async () => {
    const receiver = await startReceiver();
    const { startWorker } = await import('../../src/jobs/worker.ts');
    const worker = await startWorker(app.services, app.databaseUrl, { pollInterval: 100 });
    try {
      const { account, projects } = await seedAccount(app.services);
      const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
      await finishRun(app.services, projects[0].id, 'FAILED');
      const [r] = await receiver.waitFor(1);
      assertSigned(r, endpoint.secret);
      await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d[0]?.state === 'delivered',
      );
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });
});
