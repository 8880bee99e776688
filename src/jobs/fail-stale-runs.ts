/**
 * The fail_stale_runs cron task: fails RUNNING audits whose worker is gone or stopped beating (see
 * core/audits/lifecycle.ts) and settles webhook attempts a gone worker left in flight.
 */
import type { Task } from 'graphile-worker';
import { failOrphanedRuns, failStaleRuns } from '../core/audits/lifecycle.ts';
import type { Services } from '../core/runtime/services.ts';
import { settleOrphanedDeliveries } from '../core/webhooks/deliver.ts';

export const FAIL_STALE_RUNS_TASK = 'fail_stale_runs';

export function failStaleRunsTask(services: Services): Task {
  return async (_payload, helpers) => {
    const failed = [...(await failOrphanedRuns(services.db)), ...(await failStaleRuns(services.db, services.config.worker.staleRunMs))];
    if (failed.length) helpers.logger.warn(`failed ${failed.length} stale audit run(s): ${failed.join(', ')}`);
    const settled = await settleOrphanedDeliveries(services.db, services.config.webhooks);
    if (settled.length) helpers.logger.warn(`settled ${settled.length} webhook attempt(s) of a gone worker: ${settled.join(', ')}`);
  };
}
