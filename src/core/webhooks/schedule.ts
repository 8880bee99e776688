import type { Tx } from '../../db/client.ts';
import { newId } from '../kernel/ids.ts';
import type { AuditRun } from '../../generated/prisma/client.ts';
import { eventPayload, eventTypeOfRun } from './events.ts';
import { scheduleDeliveryJob } from './delivery-jobs.ts';

/**
 * Records the end of a run as an event and one delivery per endpoint of the account subscribed to
 * it, inside the transaction that gives the run its final status: the deliveries and their jobs
 * exist exactly when the status commits. Active endpoints get a PENDING delivery and a job; paused
 * ones a HELD delivery (kept for a replay after re-enabling) and no job.
 */
export async function scheduleRunEvent(tx: Tx, run: AuditRun): Promise<void> {
  const type = eventTypeOfRun(run);
  // FOR KEY SHARE: an endpoint deleted meanwhile either waits for this transaction or is not
  // seen, so a concurrent delete can never make the run's own transaction fail on a foreign key.
  // now(): due times are on the database clock, the one the claim compares them with.
  const endpoints = await tx.$queryRaw<{ id: string; state: 'ACTIVE' | 'PAUSED'; now: Date }[]>`
    SELECT e.id, e.state::text AS state, now() AS now
    FROM webhook_endpoint e JOIN webhook_subscription s ON s.endpoint_id = e.id AND s.event = ${type}
    WHERE e.account_id = ${run.accountId}
    ORDER BY e.id
    FOR KEY SHARE OF e`;
  if (endpoints.length === 0) return;

  const project = await tx.project.findUniqueOrThrow({ where: { id: run.projectId }, select: { slug: true } });
  const eventId = newId('webhookEvent');
  await tx.webhookEvent.create({
    data: {
      id: eventId,
      accountId: run.accountId,
      auditRunId: run.id,
      type,
      payload: eventPayload(run, project.slug),
      occurredAt: run.completedAt ?? new Date(),
    },
  });
  const now = endpoints[0].now;
  const deliveries = endpoints.map((e) => ({
    id: newId('webhookDelivery'),
    accountId: run.accountId,
    eventId,
    endpointId: e.id,
    state: e.state === 'ACTIVE' ? ('PENDING' as const) : ('HELD' as const),
    nextAttemptAt: e.state === 'ACTIVE' ? now : null,
  }));
  await tx.webhookDelivery.createMany({ data: deliveries });
  for (const d of deliveries) if (d.state === 'PENDING') await scheduleDeliveryJob(tx, d.id);
}
