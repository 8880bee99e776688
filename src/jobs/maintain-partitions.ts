/** The maintain_partitions cron task: the observation tables' months ahead and their retention (core/observations/partitions.ts). */
import type { Task } from 'graphile-worker';
import { maintainPartitions } from '../core/observations/partitions.ts';
import type { Services } from '../core/runtime/services.ts';

export const MAINTAIN_PARTITIONS_TASK = 'maintain_partitions';

export function maintainPartitionsTask(services: Services): Task {
  return async () => {
    const done = await maintainPartitions(services.db, { retentionMonths: services.config.observationRetentionMonths });
    if (done.created.length > 0 || done.dropped.length > 0) services.log.info(done, 'maintained observation partitions');
  };
}
