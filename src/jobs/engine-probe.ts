/** The engine_probe task: one engine's questions of one audit run, then completion if it was the last half. */
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { engineNames } from '../engines/answer.ts';
import { finalizeIfReady } from '../core/audits/finalize.ts';
import { ENGINE_PROBE_TASK, type EngineProbePayload } from '../core/probes/plan-probes.ts';
import { probeEngine } from '../core/probes/probe-engine.ts';
import { addJob } from '../core/kernel/job-queue.ts';
import type { Services } from '../core/runtime/services.ts';

const payloadSchema = z.object({
  auditRunId: z.string().min(1),
  engine: z.enum(engineNames),
  reschedules: z.number().int().min(0).optional(),
});

export function engineProbeTask(services: Services): Task {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      services.log.error({ payload }, 'engine_probe job with an invalid payload');
      return;
    }
    const { auditRunId, engine, reschedules = 0 } = parsed.data;
    const step = await probeEngine(services, auditRunId, engine, reschedules);
    if (step.kind === 'reschedule') {
      // A provider's long Retry-After: wait in the queue, not in this job.
      const next: EngineProbePayload = { auditRunId, engine, reschedules: reschedules + 1 };
      await addJob(services.db, ENGINE_PROBE_TASK, next, {
        runAt: step.runAt,
        jobKey: `engine_probe:${auditRunId}:${engine}:retry`,
        maxAttempts: 5,
      });
      return;
    }
    // The probe names the run's account; a probe not found leaves it to the run's row (no run: nothing to finalize).
    const accountId =
      step.accountId ?? (await services.db.auditRun.findUnique({ where: { id: auditRunId }, select: { accountId: true } }))?.accountId;
    if (accountId !== undefined) await finalizeIfReady(services.db, { id: auditRunId, accountId });
  };
}
