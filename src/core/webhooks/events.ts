import { z } from 'zod';
import type { AuditRun } from '../../generated/prisma/client.ts';
import { failureOf } from '../contract/run-failure.ts';

/** The event kinds of the spec; an endpoint receives both unless it chose otherwise. */
export const webhookEventTypes = ['audit_run.completed', 'audit_run.failed'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookEventTypeSchema = z.enum(webhookEventTypes);

export function eventTypeOfRun(run: Pick<AuditRun, 'status'>): WebhookEventType {
  if (run.status === 'COMPLETED') return 'audit_run.completed';
  if (run.status === 'FAILED') return 'audit_run.failed';
  throw new Error(`a run that is ${run.status} has not finished`);
}

/**
 * The request body of a delivery: the spec's eight fields, in the spec's order. `status` is the
 * run's status (COMPLETED or FAILED); `occurredAt` is when the run got it. A failed run's event
 * adds why (`failureCode`, `failureReason`; an additive extension of the spec's payload).
 */
export function eventPayload(run: AuditRun, projectSlug: string): string {
  const failure = failureOf(run);
  return JSON.stringify({
    event: eventTypeOfRun(run),
    auditRunId: run.id,
    projectId: run.projectId,
    projectSlug,
    status: run.status,
    overallScore: run.scoreOverall,
    runDate: run.runDate.toISOString(),
    occurredAt: (run.completedAt ?? new Date()).toISOString(),
    ...(failure ? { failureCode: failure.code, failureReason: failure.message } : {}),
  });
}
