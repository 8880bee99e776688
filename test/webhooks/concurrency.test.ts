import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/app.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { addJob } from '../../src/core/kernel/job-queue.ts';
import { createLogger } from '../../src/log.ts';
import { deliverOnce } from '../../src/core/webhooks/deliver.ts';
import { webhookDeliveryTask } from '../../src/jobs/webhook-delivery.ts';
import { createEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { WEBHOOK_DELIVERY_TASK } from '../../src/core/webhooks/delivery-jobs.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { closeSharedSafeAgents, fastSettings, finishRun, quietLogger, startReceiver } from './support.ts';

let app: TestApp;
/** A second process's view of the same database: its own connection pool. */
let second: Services;

beforeAll(async () => {
  app = await startTestApp();
  second = createServices(app.services.config, createLogger('silent'), app.databaseUrl);
});
afterAll(async () => {
  await closeSharedSafeAgents();
  await second?.db.$disconnect();
  await app?.close();
});

describe('two workers at once', () => {
  it('never send one attempt twice, even with duplicate jobs for every delivery', async () => {
    // A slow receiver keeps attempts in flight, so the workers overlap.
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 40 }));
    const { account, projects } = await seedAccount(app.services);
    await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
    await createEndpoint(app.services, { accountId: account.id, url: `${receiver.url}?second` });
    for (let i = 0; i < 6; i++) await finishRun(app.services, projects[0].id, i % 2 ? 'FAILED' : 'COMPLETED');
    const deliveries = await app.services.db.webhookDelivery.findMany({ where: { accountId: account.id } });
    expect(deliveries).toHaveLength(12);
    // Two more jobs per delivery, without job keys: three workers' worth of chances to double-send.
    await app.services.db.$transaction(async (tx) => {
      for (const d of deliveries) for (let k = 0; k < 2; k++) await addJob(tx, WEBHOOK_DELIVERY_TASK, { deliveryId: d.id });
    });

    const jobsRun = [0, 0];
    const worker = (services: Services, n: number) => {
      const task = webhookDeliveryTask(services, { settings: fastSettings });
      return runOnce({
        connectionString: app.databaseUrl,
        concurrency: 6,
        noHandleSignals: true,
        taskList: { [WEBHOOK_DELIVERY_TASK]: (payload, helpers) => (jobsRun[n]++, task(payload, helpers)) },
        logger: quietLogger,
      });
    };
    await Promise.all([worker(app.services, 0), worker(second, 1)]);
    expect(jobsRun[0] + jobsRun[1]).toBe(36);
    expect(Math.min(...jobsRun)).toBeGreaterThan(0);

    expect(receiver.received).toHaveLength(12);
    const seen = receiver.received.map((r) => `${r.path} ${String(r.headers['x-service-event-id'])}`);
    expect(new Set(seen).size).toBe(12);
    const after = await app.services.db.webhookDelivery.findMany({ where: { accountId: account.id }, include: { attempts: true } });
    for (const d of after) {
      expect(d.state).toBe('DELIVERED');
      expect(d.attemptCount).toBe(1);
      expect(d.attempts).toHaveLength(1);
    }
    await receiver.close();
  });

  it('lets exactly one of two concurrent claims of the same attempt send it', async () => {
    const receiver = await startReceiver();
    const { account, projects } = await seedAccount(app.services);
    await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
    await finishRun(app.services, projects[0].id);
    const delivery = await app.services.db.webhookDelivery.findFirstOrThrow({ where: { accountId: account.id } });
    for (let round = 0; round < 5; round++) {
      if (round > 0) {
        await app.services.db.webhookDelivery.update({
          where: { id: delivery.id },
          data: { state: 'PENDING', nextAttemptAt: new Date(Date.now() - 1000) },
        });
      }
      const steps = await Promise.all([
        deliverOnce(app.services, delivery, { settings: fastSettings }),
        deliverOnce(second, delivery, { settings: fastSettings }),
      ]);
      expect(
        steps.filter((s) => s === 'delivered'),
        steps.join(','),
      ).toHaveLength(1);
    }
    expect(receiver.received).toHaveLength(5);
    expect(await app.services.db.webhookAttempt.count({ where: { deliveryId: delivery.id } })).toBe(5);
    await receiver.close();
  });
});
