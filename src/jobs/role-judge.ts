/** The role_judge task: the optional language-model judge of one completed run's roles and sentiment (core/role-judge). */
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { judgeRun } from '../core/role-judge/judge-answer.ts';
import type { Services } from '../core/runtime/services.ts';

const payloadSchema = z.object({ auditRunId: z.string().min(1) });

export function roleJudgeTask(services: Services): Task {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      services.log.error({ payload }, 'role_judge job with an invalid payload');
      return;
    }
    await judgeRun(services, parsed.data.auditRunId);
  };
}
