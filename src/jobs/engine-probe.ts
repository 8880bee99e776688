/** The engine_probe task: one engine's questions of one audit run, then completion if it was the last half. */
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { engineNames } from '../engines/answer.ts';
import { runRefOfJob } from '../core/audits/audit-job.ts';
import { finalizeIfReady } from '../core/audits/finalize.ts';
import { ENGINE_PROBE_TASK, type EngineProbePayload } from '../core/probes/plan-probes.ts';
import { probeEngine } from '../core/probes/probe-engine.ts';
import { addJob } from '../core/kernel/job-queue.ts';
import type { Services } from '../core/runtime/services.ts';

const payloadSchema = z.object({
  auditRunId: z.string().min(1),
  /** Absent from jobs queued by an earlier version: the run's account is read first then. */
  accountId: z.string().min(1).optional(),
  engine: z.enum(engineNames),
  reschedules: z.number().int().min(0).optional(),
});

/** Payload `{ auditRunId, accountId, engine, reschedules? }` (src/core/probes/plan-probes.ts). */
export function engineProbeTask(services: Services): Task {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      services.log.error({ payload }, 'engine_probe job with an invalid payload');
      return;
    }
    const { engine, reschedules = 0 } = parsed.data;
    const run = await runRefOfJob(services.db, parsed.data);
    if (!run) return; // no run: nothing to probe or finalize
    const step = await probeEngine(services, run, engine, reschedules);
    if (step.kind === 'reschedule') {
      // A provider's long Retry-After: wait in the queue, not in this job.
      const next: EngineProbePayload = { auditRunId: run.id, accountId: run.accountId, engine, reschedules: reschedules + 1 };
      await addJob(services.db, ENGINE_PROBE_TASK, next, {
        runAt: step.runAt,
        jobKey: `engine_probe:${run.id}:${engine}:retry`,
        maxAttempts: 5,
      });
      return;
    }
    await finalizeIfReady(services.db, run);
  };
}
