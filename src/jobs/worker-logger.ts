import { Logger as WorkerLogger } from 'graphile-worker';
import type { Logger } from '../log.ts';

/** graphile-worker's log calls, routed into the service's structured log. */
export function workerLogger(log: Logger): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    const fields = { ...scope, ...(meta ?? {}) };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });
}
