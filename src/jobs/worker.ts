import { run, type Runner, type TaskList } from 'graphile-worker';
import type { Services } from '../core/services.ts';
import { taskList } from './tasks.ts';
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
    concurrency: opts.concurrency ?? Number(process.env.VISIBILITY_WORKER_CONCURRENCY || 2),
    pollInterval: opts.pollInterval ?? 2000,
    noHandleSignals: true,
    taskList: taskList(services) as TaskList,
    crontab: '* * * * * fail_stale_runs ?max=1&jobKey=fail_stale_runs&jobKeyMode=replace',
    logger: workerLogger(log),
  }).then((runner) => {
    log.info('job worker started');
    return runner;
  });
}
