import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger, type Runner } from 'graphile-worker';
import { runOnOwnPool } from '../../src/jobs/worker.ts';
import { completeRun, failRun } from '../../src/core/audits/lifecycle.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { closeSharedSafeAgents } from '../../src/net/safe-agent.ts';
import type { DeliverOptions } from '../../src/core/webhooks/deliver.ts';
import { webhookDeliveryTask } from '../../src/jobs/webhook-delivery.ts';
import { WEBHOOK_DELIVERY_TASK } from '../../src/core/webhooks/delivery-jobs.ts';
import type { WebhookSettings } from '../../src/core/runtime/webhook-settings.ts';

/** One request as a webhook receiver saw it. */
export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Reply = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number } | 'hang';

export interface Receiver {
  url: string;
  received: Received[];
  /** The answer to the n-th request (0-based); the default answers 200. */
  reply: (n: number, req: Received) => Reply;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 that records every request with its raw body. */
export async function startReceiver(reply: Receiver['reply'] = () => ({ status: 200, body: 'ok' })): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const receiver = { received, reply } as Receiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(entry);
      const answer = receiver.reply(received.length - 1, entry);
      for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
      if (answer === 'hang') return; // never answers: the sender's timeout must fire
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...(answer.headers ?? {}) });
        res.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.waitFor = (count, timeoutMs = 15_000) =>
    new Promise((resolve, reject) => {
      if (received.length >= count) return resolve(received);
      const timer = setTimeout(() => reject(new Error(`receiver got ${received.length} of ${count} requests`)), timeoutMs);
      waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve(received);
        },
      });
    });
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** Small delays so that a whole retry schedule runs in a second or two. */
export const fastSettings: WebhookSettings = { retryDelaysSeconds: [0.2, 0.2], pauseAfter: 2, timeoutMs: 2_000 };

/** A graphile-worker runner with only the webhook task, polling often (retries are future jobs). */
export async function startWebhookWorker(
  services: Services,
  databaseUrl: string,
  opts: Partial<DeliverOptions> & { concurrency?: number } = {},
): Promise<Runner> {
  return runOnOwnPool(
    databaseUrl,
    {
      concurrency: opts.concurrency ?? 4,
      pollInterval: 50,
      noHandleSignals: true,
      taskList: { [WEBHOOK_DELIVERY_TASK]: webhookDeliveryTask(services, { settings: fastSettings, ...opts }) },
      logger: quietLogger,
    },
    () => undefined, // the test database is dropped at the end of the file
  );
}

export const quietLogger = new Logger(() => (level, message) => {
  if (level === 'error' && process.env.TEST_LOG_LEVEL) process.stderr.write(`[worker] ${message}\n`);
});

/** A RUNNING run of the project, inserted directly (no audit job, no hourly limit). */
export async function runningRun(services: Services, projectId: string): Promise<string> {
  const project = await services.db.project.findUniqueOrThrow({ where: { id: projectId } });
  const id = newId('auditRun');
  await services.db.auditRun.create({
    data: { id, accountId: project.accountId, projectId, status: 'RUNNING', trigger: 'CLI', runDate: new Date() },
  });
  return id;
}

export const sampleScores = { citability: 70, brand: null, eeat: 60, technical: 80, schema: 50, platform: null };

/** Ends a run the way the audit job does, through src/core/audits/lifecycle.ts. */
export async function finishRun(services: Services, projectId: string, status: 'COMPLETED' | 'FAILED' = 'COMPLETED'): Promise<string> {
  const id = await runningRun(services, projectId);
  const { accountId } = await services.db.project.findUniqueOrThrow({ where: { id: projectId } });
  const run = { id, accountId };
  const done =
    status === 'COMPLETED'
      ? await completeRun(services.db, run, { scores: sampleScores, pagesAnalyzed: 3, findings: [] })
      : await failRun(services.db, run, { code: 'site_unreachable', message: 'The site could not be reached.' });
  if (!done) throw new Error('run did not finish');
  return id;
}

/** Polls a condition on the database (state changes made by the worker) until it holds. */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export { closeSharedSafeAgents };
