/**
 * A job that finishes while the database is cut: graphile-worker cannot record the job's end
 * (ECONNREFUSED is not an error it retries), so it ends its runner ("committing seppuku"). The
 * process then ran without a job worker for good. Now the runner is replaced once the database is
 * back (jobs/worker.ts), with a new presence, so the unfinished attempt of the old one is settled
 * and retried at once, and new work is done again.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import { createEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { type JobWorker, startWorker } from '../../src/jobs/worker.ts';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { eventually, finishRun, type Receiver, startReceiver } from '../webhooks/support.ts';

let app: TestApp;
let proxy: TcpProxy;
let receiver: Receiver;
let worker: JobWorker | undefined;
let workerServices: ReturnType<typeof createServices>;
const logged: string[] = [];
const logWaiters: { msg: string; times: number; resolve: () => void }[] = [];

/** The worker's log, read as events: `logged(msg, n)` resolves once a line with that message has been written n times. */
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      const { msg } = JSON.parse(line) as { msg: string };
      logged.push(msg);
      for (const w of logWaiters) if (w.msg === msg && count(msg) >= w.times) w.resolve();
    }
    done();
  },
});
const count = (msg: string) => logged.filter((m) => m === msg).length;
const loggedTimes = (msg: string, times: number) =>
  new Promise<void>((resolve) => (count(msg) >= times ? resolve() : logWaiters.push({ msg, times, resolve })));

beforeAll(async () => {
  app = await startTestApp();
  const target = new URL(app.databaseUrl);
  proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
  // The first delivery is answered after 1.5 s: by then the database is cut.
  receiver = await startReceiver((n) => (n === 0 ? { status: 200, body: 'ok', delayMs: 1_500 } : { status: 200, body: 'ok' }));
  const config = loadConfig({
    VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
    VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
    VISIBILITY_DATA_DIR: '.data/test',
    VISIBILITY_WEBHOOK_RETRY_DELAYS: '0.2,0.2',
  });
  workerServices = createServices(config, pino({ level: 'info' }, logStream), proxy.route(app.databaseUrl));
});
afterAll(async () => {
  await worker?.stop();
  await workerServices?.db.$disconnect();
  await proxy?.close();
  await receiver?.close();
  await app?.close();
});

it('a job that ends while the database is cut: a new runner takes over once it is back, settles the attempt and delivers', async () => {
  worker = await startWorker(workerServices, proxy.route(app.databaseUrl), { pollInterval: 100 });
  const { account, projects } = await seedAccount(app.services);
  const endpoint = await createEndpoint(app.services, { accountId: account.id, url: receiver.url });
  const first = await finishRun(app.services, projects[0].id, 'FAILED');
  await receiver.waitFor(1);
  await proxy.cut();
  // The receiver answers, the job cannot record it, graphile-worker ends its runner.
  await loggedTimes('job runner not running; starting a new one', 1);
  await proxy.restore();
  const restoredAt = Date.now();
  // The first runner's start, then its replacement's.
  await loggedTimes('job worker started', 2);
  const second = await finishRun(app.services, projects[0].id, 'FAILED');
  const deliveries = await eventually(
    () => app.services.db.webhookDelivery.findMany({ where: { endpointId: endpoint.id }, include: { event: true } }),
    (ds) => ds.length === 2 && ds.every((d) => d.state === 'DELIVERED'),
    30_000,
  );
  console.log(`job worker replaced and both events delivered ${Date.now() - restoredAt} ms after the database was back`);
  expect(deliveries.map((d) => d.event.auditRunId).sort()).toEqual([first, second].sort());
  // The interrupted attempt was sent again, with the same event id.
  const ids = receiver.received.map((r) => r.headers['x-service-event-id']);
  expect(ids).toHaveLength(3);
  expect(ids[0]).toBe(ids.find((id, i) => i > 0 && id === ids[0]));
}, 90_000);
