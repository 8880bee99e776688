/** The fail_stale_runs cron task: fails RUNNING audits whose worker is gone or stopped beating (see core/audits/lifecycle.ts). */
import type { Task } from 'graphile-worker';
import { failOrphanedRuns, failStaleRuns } from '../core/audits/lifecycle.ts';
import type { Services } from '../core/services.ts';

export const FAIL_STALE_RUNS_TASK = 'fail_stale_runs';

export function failStaleRunsTask(services: Services): Task {
  return async (_payload, helpers) => {
    const failed = [...(await failOrphanedRuns(services.db)), ...(await failStaleRuns(services.db, services.config.worker.staleRunMs))];
    if (failed.length) helpers.logger.warn(`failed ${failed.length} stale audit run(s): ${failed.join(', ')}`);
  };
}
