import { run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import type { Logger } from '../log.ts';
import type { Services } from '../core/services.ts';
import { crontab, taskList } from './tasks.ts';
import { workerLogger } from './worker-logger.ts';

export interface WorkerOptions {
  concurrency?: number;
  pollInterval?: number;
}

/** Runs the graphile-worker job runner on the service's database until stopped. */
export async function startWorker(services: Services, databaseUrl: string, opts: WorkerOptions = {}): Promise<Runner> {
  const log = services.log.child({ component: 'worker' });
  return run({
    connectionString: databaseUrl,
    concurrency: opts.concurrency ?? services.config.worker.concurrency,
    pollInterval: opts.pollInterval ?? 2000,
    noHandleSignals: true,
    taskList: taskList(services) as TaskList,
    crontab,
    logger: workerLogger(log),
  }).then((runner) => {
    log.info('job worker started');
    return runner;
  });
}

/** Creates or upgrades graphile-worker's own schema (its jobs table and add_job function). */
export async function migrateWorkerSchema(databaseUrl: string, log: Logger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: workerLogger(log) });
}
