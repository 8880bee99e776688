import { run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import type { Logger } from '../log.ts';
import type { Services } from '../core/services.ts';
import { failOrphanedRuns } from '../core/audits/lifecycle.ts';
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
  // Runs left RUNNING by a worker that was killed are failed now, not when their heartbeat goes stale.
  const orphans = await failOrphanedRuns(services.db);
  if (orphans.length) log.warn({ runs: orphans }, 'failed audit runs of a worker that is gone');
  const runner = await run({
    connectionString: databaseUrl,
    concurrency: opts.concurrency ?? services.config.worker.concurrency,
    pollInterval: opts.pollInterval ?? 2000,
    noHandleSignals: true,
    taskList: taskList(services, presence.workerId) as TaskList,
    crontab,
    logger: workerLogger(log),
  }).catch(async (err) => {
    await presence.stop();
    throw err;
  });
  runner.promise.then(presence.stop, presence.stop);
  log.info({ workerId: presence.workerId }, 'job worker started');
  return runner;
}

/** Creates or upgrades graphile-worker's own schema (its jobs table and add_job function). */
export async function migrateWorkerSchema(databaseUrl: string, log: Logger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: workerLogger(log) });
}
