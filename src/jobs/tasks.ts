/** The graphile-worker task list of the service: one file per task, bound to the process's services. */
import type { Task } from 'graphile-worker';
import { AUDIT_TASK } from '../core/audits/audit-runs.ts';
import type { Services } from '../core/runtime/services.ts';
import { loadOnce } from '../core/kernel/load-once.ts';
import { WEBHOOK_DELIVERY_TASK } from '../core/webhooks/delivery-jobs.ts';
import { ENGINE_PROBE_TASK } from '../core/probes/plan-probes.ts';
import { FAIL_STALE_RUNS_TASK, failStaleRunsTask } from './fail-stale-runs.ts';
import { SCHEDULE_AUDITS_TASK, scheduleAuditsTask } from './schedule-audits.ts';
import { webhookDeliveryTask } from './webhook-delivery.ts';
import { PRUNE_CRAWLER_DATA_TASK, pruneCrawlerDataTask } from './prune-crawler-data.ts';
import { REFRESH_BOT_RANGES_TASK, refreshBotRangesTask } from './refresh-bot-ranges.ts';
import type { CrawlerSettings } from '../core/runtime/config.ts';
import { ROLE_JUDGE_TASK } from '../core/role-judge/judge-answer.ts';
import { MAINTAIN_PARTITIONS_TASK, maintainPartitionsTask } from './maintain-partitions.ts';

/**
 * The audit pipeline's tasks (crawl and site analysis, engine answers and their extraction, the
 * role judge) are imported on their first job, not when the worker starts: about 0.2 s of CPU that
 * `visibility start` would otherwise spend beside its first requests (docs/benchmarks.md, "Cold start").
 */
function loadedOnFirstJob(load: () => Promise<Task>): Task {
  const task = loadOnce(load);
  return async (payload, helpers) => (await task())(payload, helpers);
}

export function taskList(services: Services, workerId: string | null = null): Record<string, Task> {
  return {
    [AUDIT_TASK]: loadedOnFirstJob(async () => (await import('./audit-run.ts')).auditRunTask(services, workerId)),
    [ENGINE_PROBE_TASK]: loadedOnFirstJob(async () => (await import('./engine-probe.ts')).engineProbeTask(services)),
    [WEBHOOK_DELIVERY_TASK]: webhookDeliveryTask(services, { workerId }),
    [FAIL_STALE_RUNS_TASK]: failStaleRunsTask(services),
    [SCHEDULE_AUDITS_TASK]: scheduleAuditsTask(services),
    [PRUNE_CRAWLER_DATA_TASK]: pruneCrawlerDataTask(services),
    [REFRESH_BOT_RANGES_TASK]: refreshBotRangesTask(services),
    [ROLE_JUDGE_TASK]: loadedOnFirstJob(async () => (await import('./role-judge.ts')).roleJudgeTask(services)),
    [MAINTAIN_PARTITIONS_TASK]: maintainPartitionsTask(services),
  };
}

/**
 * Cron entries (graphile-worker crontab syntax). `fill` is graphile-worker's backfill: when its
 * cron comes back after the database was away (it retries with a growing delay, over a minute
 * after a 5-minute cut), the ticks missed within that period are scheduled at once instead of
 * skipped; with the job key they collapse into one job (each check covers everything due).
 */
export function crontab(crawlers: Pick<CrawlerSettings, 'rangeRefreshHours'>): string {
  const hours = crawlers.rangeRefreshHours;
  return [
    `* * * * * ${FAIL_STALE_RUNS_TASK} ?max=1&fill=30m&jobKey=${FAIL_STALE_RUNS_TASK}&jobKeyMode=replace`,
    `*/10 * * * * ${SCHEDULE_AUDITS_TASK} ?max=1&fill=1h&jobKey=${SCHEDULE_AUDITS_TASK}&jobKeyMode=replace`,
    // No fill: the next hourly prune removes everything past retention, a missed one included.
    `17 * * * * ${PRUNE_CRAWLER_DATA_TASK} ?max=1&jobKey=${PRUNE_CRAWLER_DATA_TASK}&jobKeyMode=replace`,
    // Hourly, no fill: each run creates every month still missing (three are made ahead) and drops
    // every month past the retention, a missed run's work included.
    `29 * * * * ${MAINTAIN_PARTITIONS_TASK} ?max=1&jobKey=${MAINTAIN_PARTITIONS_TASK}&jobKeyMode=replace`,
    // Every `hours` hours (a divisor of 24: even ticks), at an odd minute; no fill: a missed refresh
    // waits for the next tick, the stored ranges verifying meanwhile. Off at 0.
    ...(hours === 0
      ? []
      : [
          `41 ${hours === 24 ? '4' : `*/${hours}`} * * * ${REFRESH_BOT_RANGES_TASK} ?max=1&jobKey=${REFRESH_BOT_RANGES_TASK}&jobKeyMode=replace`,
        ]),
  ].join('\n');
}
