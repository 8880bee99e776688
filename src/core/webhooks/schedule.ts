import type { Tx } from '../../db/client.ts';
import { newId } from '../kernel/ids.ts';
import type { AuditRun } from '../../generated/prisma/client.ts';
import type { VisibilityComparison } from '../analytics/compare-audits.ts';
import { eventPayload, eventTypeOfRun, type WebhookEventType, visibilityChangedPayload } from './events.ts';
import { scheduleDeliveryJob } from './delivery-jobs.ts';

/** An event to record, with its exact request body. */
interface EventRecord {
  accountId: string;
  auditRunId: string;
  type: WebhookEventType;
  payload: (projectSlug: string) => string;
  projectId: string;
  occurredAt: Date;
}

/**
 * Records an event and one delivery per endpoint of the account subscribed to it, inside the
 * transaction of the state change that causes it: the deliveries and their jobs exist exactly when
 * that change commits. Active endpoints get a PENDING delivery and a job; paused ones a HELD
 * delivery (kept for a replay after re-enabling) and no job.
 */
async function scheduleEvent(tx: Tx, e: EventRecord): Promise<void> {
  // FOR KEY SHARE: an endpoint deleted meanwhile either waits for this transaction or is not
  // seen, so a concurrent delete can never make the run's own transaction fail on a foreign key.
  // now(): due times are on the database clock, the one the claim compares them with.
  const endpoints = await tx.$queryRaw<{ id: string; state: 'ACTIVE' | 'PAUSED'; now: Date }[]>`
    SELECT e.id, e.state::text AS state, now() AS now
    FROM webhook_endpoint e JOIN webhook_subscription s ON s.endpoint_id = e.id AND s.event = ${e.type}
    WHERE e.account_id = ${e.accountId}
    ORDER BY e.id
    FOR KEY SHARE OF e`;
  if (endpoints.length === 0) return;

  const project = await tx.project.findUniqueOrThrow({ where: { id: e.projectId }, select: { slug: true } });
  const eventId = newId('webhookEvent');
  await tx.webhookEvent.create({
    data: {
      id: eventId,
      accountId: e.accountId,
      auditRunId: e.auditRunId,
      type: e.type,
      payload: e.payload(project.slug),
      occurredAt: e.occurredAt,
    },
  });
  const now = endpoints[0].now;
  const deliveries = endpoints.map((ep) => ({
    id: newId('webhookDelivery'),
    accountId: e.accountId,
    eventId,
    endpointId: ep.id,
    state: ep.state === 'ACTIVE' ? ('PENDING' as const) : ('HELD' as const),
    nextAttemptAt: ep.state === 'ACTIVE' ? now : null,
  }));
  await tx.webhookDelivery.createMany({ data: deliveries });
  for (const d of deliveries) if (d.state === 'PENDING') await scheduleDeliveryJob(tx, d);
}

/** The end of a run: audit_run.completed or audit_run.failed. */
export async function scheduleRunEvent(tx: Tx, run: AuditRun): Promise<void> {
  await scheduleEvent(tx, {
    accountId: run.accountId,
    auditRunId: run.id,
    projectId: run.projectId,
    type: eventTypeOfRun(run),
    payload: (slug) => eventPayload(run, slug),
    occurredAt: run.completedAt ?? new Date(),
  });
}

/** visibility.changed, for a completed run with at least one significant change. */
export async function scheduleVisibilityChangedEvent(
  tx: Tx,
  run: AuditRun,
  previousAuditRunId: string,
  changes: VisibilityComparison[],
): Promise<void> {
  await scheduleEvent(tx, {
    accountId: run.accountId,
    auditRunId: run.id,
    projectId: run.projectId,
    type: 'visibility.changed',
    payload: (slug) => visibilityChangedPayload(run, slug, previousAuditRunId, changes),
    occurredAt: run.completedAt ?? new Date(),
  });
}
