/** The graphile-worker task list of the service: one file per task, bound to the process's services. */
import type { Task } from 'graphile-worker';
import { AUDIT_TASK } from '../core/audits/audit-runs.ts';
import type { Services } from '../core/runtime/services.ts';
import { WEBHOOK_DELIVERY_TASK } from '../core/webhooks/delivery-jobs.ts';
import { ENGINE_PROBE_TASK } from '../core/probes/plan-probes.ts';
import { auditRunTask } from './audit-run.ts';
import { engineProbeTask } from './engine-probe.ts';
import { FAIL_STALE_RUNS_TASK, failStaleRunsTask } from './fail-stale-runs.ts';
import { SCHEDULE_AUDITS_TASK, scheduleAuditsTask } from './schedule-audits.ts';
import { webhookDeliveryTask } from './webhook-delivery.ts';
import { PRUNE_CRAWLER_DATA_TASK, pruneCrawlerDataTask } from './prune-crawler-data.ts';

export function taskList(services: Services, workerId: string | null = null): Record<string, Task> {
  return {
    [AUDIT_TASK]: auditRunTask(services, workerId),
    [ENGINE_PROBE_TASK]: engineProbeTask(services),
    [WEBHOOK_DELIVERY_TASK]: webhookDeliveryTask(services, { workerId }),
    [FAIL_STALE_RUNS_TASK]: failStaleRunsTask(services),
    [SCHEDULE_AUDITS_TASK]: scheduleAuditsTask(services),
    [PRUNE_CRAWLER_DATA_TASK]: pruneCrawlerDataTask(services),
  };
}

/** Cron entries (graphile-worker crontab syntax). */
export const crontab = [
  `* * * * * ${FAIL_STALE_RUNS_TASK} ?max=1&jobKey=${FAIL_STALE_RUNS_TASK}&jobKeyMode=replace`,
  `*/10 * * * * ${SCHEDULE_AUDITS_TASK} ?max=1&jobKey=${SCHEDULE_AUDITS_TASK}&jobKeyMode=replace`,
  `17 * * * * ${PRUNE_CRAWLER_DATA_TASK} ?max=1&jobKey=${PRUNE_CRAWLER_DATA_TASK}&jobKeyMode=replace`,
].join('\n');
