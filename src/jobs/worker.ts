import { run, runMigrations, type Runner } from 'graphile-worker';
import type { Logger } from '../log.ts';
import type { Services } from '../core/services.ts';
import { failOrphanedRuns } from '../core/audits/lifecycle.ts';
import { settleOrphanedDeliveries } from '../core/webhooks/deliver.ts';
import { crontab, taskList } from './tasks.ts';
import { startWorkerPresence } from './worker-presence.ts';
import { workerLogger } from './worker-logger.ts';

export interface WorkerOptions {
  concurrency?: number;
  pollInterval?: number;
}

/** Runs the graphile-worker job runner on the service's database until stopped. */
export async function startWorker(services: Services, databaseUrl: string, opts: WorkerOptions = {}): Promise<Runner> {
  const log = services.log.child({ component: 'worker' });
  const presence = await startWorkerPresence(databaseUrl, log);
  // Work a killed worker left behind is settled now, not when a heartbeat or lease runs out:
  // its RUNNING audits fail, its webhook attempts in flight count as interrupted and are retried.
  const orphans = await failOrphanedRuns(services.db);
  if (orphans.length) log.warn({ runs: orphans }, 'failed audit runs of a worker that is gone');
  const deliveries = await settleOrphanedDeliveries(services.db, services.config.webhooks);
  if (deliveries.length) log.warn({ deliveries }, 'settled webhook attempts of a worker that is gone');
  const runner = await run({
    connectionString: databaseUrl,
    concurrency: opts.concurrency ?? services.config.worker.concurrency,
    pollInterval: opts.pollInterval ?? 2000,
    noHandleSignals: true,
    taskList: taskList(services, presence.workerId),
    crontab,
    logger: workerLogger(log),
  }).catch(async (err: unknown) => {
    await presence.stop();
    throw err;
  });
  runner.promise.then(
    () => presence.stop(),
    () => presence.stop(),
  );
  log.info({ workerId: presence.workerId }, 'job worker started');
  return runner;
}

/** Creates or upgrades graphile-worker's own schema (its jobs table and add_job function). */
export async function migrateWorkerSchema(databaseUrl: string, log: Logger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: workerLogger(log) });
}
