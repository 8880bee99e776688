/** The role_judge task: the optional language-model judge of one completed run's roles and sentiment (core/role-judge). */
import type { Task } from 'graphile-worker';
import { parseAuditJobPayload, runRefOfJob } from '../core/audits/audit-job.ts';
import { judgeRun } from '../core/role-judge/judge-answer.ts';
import type { Services } from '../core/runtime/services.ts';

/** Payload `{ auditRunId, accountId }`, as the audit job's; `{ auditRunId }` of an earlier version still runs (its account read first). */
export function roleJudgeTask(services: Services): Task {
  return async (payload) => {
    const parsed = parseAuditJobPayload(payload);
    if (!parsed) {
      services.log.error({ payload }, 'role_judge job with an invalid payload');
      return;
    }
    const ref = await runRefOfJob(services.db, parsed);
    if (!ref) return; // the run is gone
    await judgeRun(services, ref);
  };
}
