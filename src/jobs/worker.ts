import { run, type Runner, type RunnerOptions } from 'graphile-worker';
import type pg from 'pg';
import { createPool } from '../db/pool.ts';
import { type Backoff, backoffDelayMs } from '../net/backoff.ts';
import type { Logger } from '../log.ts';
import type { Services } from '../core/runtime/services.ts';
import { failOrphanedRuns } from '../core/audits/lifecycle.ts';
import { settleOrphanedDeliveries } from '../core/webhooks/deliver.ts';
import { crontab, taskList } from './tasks.ts';
import { startWorkerPresence } from './worker-presence.ts';
import { workerLogger } from './worker-logger.ts';

export interface WorkerOptions {
  concurrency?: number;
  pollInterval?: number;
}

/** The job worker of a process, running until stopped. */
export interface JobWorker {
  stop(): Promise<void>;
}

/** Delays between attempts to start a runner again after it ended on its own. */
const RESTART_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 30_000 };

/**
 * Runs the graphile-worker job runner on the service's database until stopped; the first start
 * must succeed (the database must be reachable then).
 *
 * graphile-worker ends its runner by itself when the database refuses a job's completion (a job
 * that finishes during an outage: ECONNREFUSED is not among the errors it retries), and the
 * process would then serve HTTP with no worker, silently, for good. So a runner that ends
 * without `stop()` is replaced, as a restarted process would replace it: a new presence (the old
 * worker id is gone, so its unfinished work is settled at once by the new runner's start), one
 * attempt at a time, after a capped exponential delay with jitter.
 */
export async function startWorker(services: Services, databaseUrl: string, opts: WorkerOptions = {}): Promise<JobWorker> {
  const log = services.log.child({ component: 'worker' });
  let current: Runner | undefined = await startRunner(services, databaseUrl, opts, log);
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;

  const restartLater = (err: unknown) => {
    failures++;
    const delayMs = backoffDelayMs(RESTART_BACKOFF, failures);
    log.error({ err, failedAttempts: failures, retryInMs: delayMs }, 'job runner not running; starting a new one');
    retry = setTimeout(() => {
      retry = undefined;
      starting = startRunner(services, databaseUrl, opts, log)
        .then(
          async (next) => {
            if (stopped) return next.stop();
            failures = 0;
            current = next;
            watch(next);
          },
          (e: unknown) => {
            if (!stopped) restartLater(e);
          },
        )
        .finally(() => (starting = undefined));
    }, delayMs);
  };
  const ended = (runner: Runner, err?: unknown) => {
    if (stopped || runner !== current) return;
    current = undefined;
    restartLater(err ?? new Error('the runner ended'));
  };
  const watch = (runner: Runner) => {
    runner.promise.then(
      () => ended(runner),
      (e: unknown) => ended(runner, e),
    );
  };
  watch(current);
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await starting;
      await current?.stop();
    },
  };
}

/** A presence session, the settlement of what gone workers left, and a runner; the presence ends with the runner. */
async function startRunner(services: Services, databaseUrl: string, opts: WorkerOptions, log: Logger): Promise<Runner> {
  const presence = await startWorkerPresence(databaseUrl, log);
  try {
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
        crontab: crontab(services.config.crawlers),
        logger: workerLogger(log),
      },
      (err) => log.warn({ err }, 'job worker database connection lost'),
    );
    runner.promise.then(
      () => presence.stop(),
      () => presence.stop(),
    );
    log.info({ workerId: presence.workerId }, 'job worker started');
    return runner;
  } catch (err) {
    await presence.stop();
    throw err;
  }
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
 *
 * A job's end is recorded through graphile-worker's batcher (`settleInBatches`), not its default
 * path: the default does not await that write, so a job that ended while the database was down
 * was an unhandled rejection (ECONNREFUSED) that ended the process. The batcher handles the
 * failure: it ends the runner, and startWorker starts a new one once the database is back.
 */
export async function runOnOwnPool(
  databaseUrl: string,
  options: Omit<RunnerOptions, 'connectionString' | 'pgPool' | 'preset'>,
  onConnectionError: (err: Error) => void,
): Promise<Runner> {
  const pool = createPool(
    databaseUrl,
    { name: JOBS_POOL_NAME, max: jobsPoolSize(options.concurrency ?? 1), connectTimeoutMs: CONNECT_TIMEOUT_MS },
    onConnectionError,
  );
  releaseOnceOnListen(pool);
  try {
    const runner = await run({ ...options, preset: settleInBatches, pgPool: pool });
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

/**
 * graphile-worker's LISTEN client can be released twice: stopping releases it (UNLISTEN, then
 * release) while its pending LISTEN query, failed by a server that closes the session in that
 * window, releases it again from the query's error path, which does not await the release. The
 * second release throws pg-pool's "Release called on client which has already been released",
 * an unhandled rejection that ends the process. graphile-worker takes that client with
 * `pool.connect(callback)` (its only use of the callback form), so the release handed to a callback
 * here lets the first call through and ignores the others.
 */
function releaseOnceOnListen(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const once = (release: (e?: Error | boolean) => void) => {
    let released = false;
    return (e?: Error | boolean): void => {
      if (released) return;
      released = true;
      release(e);
    };
  };
  // A failed connect hands the callback no release (or pg-pool's no-op): passed on as it is.
  pool.connect = ((cb?: Parameters<typeof connect>[0]) =>
    cb
      ? connect((err, client, release) => cb(err, client, typeof release === 'function' ? once(release) : release))
      : connect()) as typeof pool.connect;
}

/** The application_name of graphile-worker's sessions in this process (its LISTEN session included). */
export const JOBS_POOL_NAME = 'visibility-jobs';

/** The most connections graphile-worker's pool opens: one per job slot, its LISTEN session and cron, with room to spare. */
export function jobsPoolSize(concurrency: number): number {
  return Math.max(10, concurrency + 2);
}

/** Job ends recorded at the next tick, several at once, through a path that handles its failure. */
const settleInBatches: GraphileConfig.Preset = { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } };

/** A worker connection that cannot be opened in this time fails its attempt (retried at the next poll). */
const CONNECT_TIMEOUT_MS = 5_000;
