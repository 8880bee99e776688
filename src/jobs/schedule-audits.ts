/** The schedule_audits cron task: starts the scheduled re-audits that are due (see core/audits/schedule.ts). */
import type { Task } from 'graphile-worker';
import { runDueScheduledAudits } from '../core/audits/schedule.ts';
import type { Services } from '../core/runtime/services.ts';

export const SCHEDULE_AUDITS_TASK = 'schedule_audits';

export function scheduleAuditsTask(services: Services): Task {
  return async () => {
    const { started, refused } = await runDueScheduledAudits(services.db, services.config.auditCooldownSeconds);
    if (!started.length && !refused.length) return;
    // Counts, not ids: a pass may try thousands of projects.
    const refusedBy: Record<string, number> = {};
    for (const { code } of refused) refusedBy[code] = (refusedBy[code] ?? 0) + 1;
    services.log.info({ started: started.length, refused: refused.length, refusedBy }, 'scheduled audits');
  };
}
