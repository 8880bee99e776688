import { run, runMigrations, type Runner, type RunnerOptions } from 'graphile-worker';
import { createPool } from '../db/pool.ts';
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
  const runner = await runOnOwnPool(
    databaseUrl,
    {
      concurrency: opts.concurrency ?? services.config.worker.concurrency,
      pollInterval: opts.pollInterval ?? 2000,
      noHandleSignals: true,
      taskList: taskList(services, presence.workerId),
      crontab,
      logger: workerLogger(log),
    },
    (err) => log.warn({ err }, 'job worker database connection lost'),
  ).catch(async (err: unknown) => {
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

/**
 * graphile-worker's runner on a `pg` pool this process owns. The pool graphile-worker makes from a
 * connection string loses its error listeners as `stop()` begins and is ended without being
 * awaited, so a connection the server closes in that window (a restart, a dropped database) was
 * an uncaught 'error' event that ended the process. This pool keeps its listeners for good
 * (idle clients through the pool, checked-out ones on the client) and is ended once the runner
 * has finished (db/pool.ts). graphile-worker reconnects its LISTEN client itself, through one path
 * (release the failed client, retry with capped exponential backoff and jitter); between its
 * attempts jobs are still found by polling.
 */
export async function runOnOwnPool(
  databaseUrl: string,
  options: Omit<RunnerOptions, 'connectionString' | 'pgPool'>,
  onConnectionError: (err: Error) => void,
): Promise<Runner> {
  const pool = createPool(
    databaseUrl,
    { max: Math.max(10, (options.concurrency ?? 1) + 2), connectTimeoutMs: CONNECT_TIMEOUT_MS },
    onConnectionError,
  );
  try {
    const runner = await run({ ...options, pgPool: pool });
    void runner.promise.then(
      () => pool.end(),
      () => pool.end(),
    );
    return runner;
  } catch (e) {
    await pool.end();
    throw e;
  }
}

/** A worker connection that cannot be opened in this time fails its attempt (retried at the next poll). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Creates or upgrades graphile-worker's own schema (its jobs table and add_job function). */
export async function migrateWorkerSchema(databaseUrl: string, log: Logger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: workerLogger(log) });
}
