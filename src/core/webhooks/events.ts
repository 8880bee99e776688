import { z } from 'zod';
import type { AuditRun } from '../../generated/prisma/client.ts';
import type { VisibilityComparison } from '../analytics/compare-audits.ts';
import { failureOf } from '../contract/run-failure.ts';

/**
 * The event kinds: the spec's two run events and `visibility.changed` (issue 24: a significant
 * change of the client's visibility since the previous completed audit).
 */
export const webhookEventTypes = ['audit_run.completed', 'audit_run.failed', 'visibility.changed'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookEventTypeSchema = z.enum(webhookEventTypes);

/**
 * What an endpoint created without a choice receives: the run events. `visibility.changed` has a
 * body of another shape, so a receiver built for the run events never gets it unasked.
 */
export const defaultWebhookEventTypes: readonly WebhookEventType[] = ['audit_run.completed', 'audit_run.failed'];

export function eventTypeOfRun(run: Pick<AuditRun, 'status'>): 'audit_run.completed' | 'audit_run.failed' {
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

/**
 * The body of a `visibility.changed` delivery: the run events' flat envelope, with the run compared
 * with and its significant changes (the objects GraphQL's `AuditRun.visibilityChanges` lists).
 */
export function visibilityChangedPayload(
  run: Pick<AuditRun, 'id' | 'projectId' | 'completedAt'>,
  projectSlug: string,
  previousAuditRunId: string,
  changes: VisibilityComparison[],
): string {
  return JSON.stringify({
    event: 'visibility.changed',
    auditRunId: run.id,
    projectId: run.projectId,
    projectSlug,
    previousAuditRunId,
    changes,
    occurredAt: (run.completedAt ?? new Date()).toISOString(),
  });
}
