/**
 * Attempts in flight: what a worker that dies mid-send leaves behind is settled as interrupted
 * (at once when its worker is gone, else by the job at the lease's end) and retried; the outcome
 * of an attempt that was superseded or whose endpoint went away changes nothing.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob } from '../../src/core/kernel/job-queue.ts';
import { deliverOnce, settleOrphanedDeliveries } from '../../src/core/webhooks/deliver.ts';
import { listDeliveries } from '../../src/core/webhooks/deliveries.ts';
import { createEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { WEBHOOK_DELIVERY_TASK } from '../../src/core/webhooks/delivery-jobs.ts';
import { workerSessionName } from '../../src/core/kernel/worker-session.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { closeSharedSafeAgents, eventually, fastSettings, finishRun, startReceiver, startWebhookWorker } from './support.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await closeSharedSafeAgents();
  await app?.close();
});

async function deliveriesOf(endpointId: string) {
  return (await listDeliveries(app.services.db, { operator: true }, endpointId, 100)).deliveries;
}

describe('webhook attempts in flight', () => {
  it('settles an attempt whose worker died mid-send as interrupted, and retries it', async () => {
    const receiver = await startReceiver();
    const { account, projects } = await seedAccount(app.services);
    const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
    await finishRun(app.services, projects[0].id);
    const [pending] = await deliveriesOf(endpoint.id);

    // What a worker killed after claiming leaves behind: SENDING, an open attempt, a lease that ran out.
    await app.services.db.$executeRaw`
      UPDATE webhook_delivery SET state = 'SENDING', attempt_count = 1, locked_until = now() - interval '1 second'
      WHERE id = ${pending.id}`;
    await app.services.db.webhookAttempt.create({
      data: { id: 'wha_dead', accountId: account.id, deliveryId: pending.id, number: 1 },
    });
    // The job scheduled at the lease's end (here: run now) recovers it.
    await app.services.db.$transaction((tx) => addJob(tx, WEBHOOK_DELIVERY_TASK, { deliveryId: pending.id, accountId: account.id }));
    const worker = await startWebhookWorker(app.services, app.databaseUrl, { settings: { ...fastSettings, retryDelaysSeconds: [0.1] } });
    try {
      const [delivery] = await eventually(
        () => deliveriesOf(endpoint.id),
        (d) => d[0]?.state === 'delivered',
      );
      expect(delivery.attempts).toEqual([
        expect.objectContaining({ number: 1, outcome: 'failure', error: 'interrupted: the worker stopped before the attempt finished' }),
        expect.objectContaining({ number: 2, outcome: 'success', statusCode: 200 }),
      ]);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('drops the outcome of an attempt whose endpoint was deleted while it was in flight', async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 300 }));
    const { account, projects } = await seedAccount(app.services);
    const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
    await finishRun(app.services, projects[0].id);
    const [pending] = await deliveriesOf(endpoint.id);
    const sending = deliverOnce(app.services, { id: pending.id, accountId: account.id }, { settings: fastSettings });
    await receiver.waitFor(1);
    await app.services.db.webhookEndpoint.delete({ where: { id: endpoint.id } });
    expect(await sending).toBe('superseded');
    expect(await app.services.db.webhookAttempt.count({ where: { deliveryId: pending.id } })).toBe(0);
    await receiver.close();
  });

  it('leaves a recovery job at the end of the lease while an attempt is in flight', async () => {
    const receiver = await startReceiver(() => 'hang');
    const { account, projects } = await seedAccount(app.services);
    const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
    await finishRun(app.services, projects[0].id);
    const [pending] = await deliveriesOf(endpoint.id);
    const sending = deliverOnce(
      app.services,
      { id: pending.id, accountId: account.id },
      { settings: { ...fastSettings, timeoutMs: 1500 } },
    );
    await receiver.waitFor(1);
    const [job] = await app.services.db.$queryRaw<{ run_at: Date }[]>`
      SELECT run_at FROM graphile_worker.jobs WHERE key = ${`webhook_delivery:${pending.id}`}`;
    const row = await app.services.db.webhookDelivery.findUniqueOrThrow({ where: { id: pending.id } });
    expect(row.state).toBe('SENDING');
    expect(job.run_at.getTime()).toBe(row.lockedUntil!.getTime());
    expect(row.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(55_000);
    expect(await sending).toBe('retry_scheduled');
    await receiver.close();
  });

  it('settles at once an attempt whose worker is gone, and leaves one whose worker is alive', async () => {
    const receiver = await startReceiver(() => 'hang');
    const { account, projects } = await seedAccount(app.services);
    const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
    await finishRun(app.services, projects[0].id);
    await finishRun(app.services, projects[0].id, 'FAILED');
    const [first, second] = await deliveriesOf(endpoint.id);
    // Two attempts in flight: one claimed by a worker whose presence session is open, one by a worker that has none.
    const alive = new pg.Client({ connectionString: app.databaseUrl, application_name: workerSessionName('alive-worker') });
    await alive.connect();
    try {
      const inFlight = [
        deliverOnce(
          app.services,
          { id: first.id, accountId: account.id },
          { settings: { ...fastSettings, timeoutMs: 1500 }, workerId: 'alive-worker' },
        ),
        deliverOnce(
          app.services,
          { id: second.id, accountId: account.id },
          { settings: { ...fastSettings, timeoutMs: 1500 }, workerId: 'gone-worker' },
        ),
      ];
      await receiver.waitFor(2);
      expect(await settleOrphanedDeliveries(app.services.db, fastSettings)).toEqual([second.id]);
      const rows = await app.services.db.webhookDelivery.findMany({
        where: { endpointId: endpoint.id },
        include: { attempts: true },
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(first.id)).toMatchObject({ state: 'SENDING', workerId: 'alive-worker', attempts: [{ outcome: null }] });
      expect(byId.get(second.id)).toMatchObject({
        state: 'PENDING',
        failures: 1,
        workerId: null,
        lockedUntil: null,
        lastError: expect.stringMatching(/^interrupted/),
        attempts: [{ outcome: 'FAILURE', error: expect.stringMatching(/^interrupted/) }],
      });
      // The superseded attempt's own outcome, when it comes, changes nothing.
      expect(await Promise.all(inFlight)).toEqual(['retry_scheduled', 'superseded']);
    } finally {
      await alive.end();
      await receiver.close();
    }
  });
});
