/** The prune_crawler_data cron task: drops access-log counts older than the retention (core/crawlers/retention.ts). */
import type { Task } from 'graphile-worker';
import { pruneCrawlerData } from '../core/crawlers/retention.ts';
import type { Services } from '../core/runtime/services.ts';

export const PRUNE_CRAWLER_DATA_TASK = 'prune_crawler_data';

export function pruneCrawlerDataTask(services: Services): Task {
  return async () => {
    const removed = await pruneCrawlerData(services.db, services.config.crawlers.retentionDays);
    if (Object.values(removed).some((n) => n > 0)) services.log.info({ removed }, 'pruned crawler data');
  };
}
