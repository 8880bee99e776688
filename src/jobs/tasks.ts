import type { Task } from 'graphile-worker';
import { failStaleRuns } from '../core/audits/lifecycle.ts';
import { runAuditJob } from './audit-run.ts';
import { AUDIT_TASK } from '../core/audit-runs.ts';
import type { Services } from '../core/services.ts';
import { webhookDeliveryTask } from '../core/webhooks/deliver.ts';
import { WEBHOOK_DELIVERY_TASK } from '../core/webhooks/queue.ts';

/** Minutes without a heartbeat after which a RUNNING run is failed as stale. */
export function staleAfterMs(): number {
  return Number(process.env.VISIBILITY_STALE_RUN_MINUTES || 15) * 60_000;
}

/** The graphile-worker tasks of the service, bound to the process's services. */
export function taskList(services: Services): Record<string, Task> {
  return {
    [AUDIT_TASK]: async (payload, helpers) => {
      const { auditRunId } = payload as { auditRunId: string };
      await runAuditJob(services, auditRunId, helpers);
    },
    [WEBHOOK_DELIVERY_TASK]: webhookDeliveryTask(services),
    fail_stale_runs: async (_payload, helpers) => {
      const failed = await failStaleRuns(services.db, staleAfterMs());
      if (failed.length) helpers.logger.warn(`failed ${failed.length} stale audit run(s): ${failed.join(', ')}`);
    },
  };
}
