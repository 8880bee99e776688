import type { Db, Tx } from '../../db/client.ts';
import { addJob } from '../kernel/job-queue.ts';

/** A delivery as its job names it: its id and its account (docs/scaling.md, "Past one primary"). */
export interface DeliveryRef {
  id: string;
  accountId: string;
}

/** The graphile-worker task that sends one attempt of a delivery (src/core/webhooks/deliver.ts). */
export const WEBHOOK_DELIVERY_TASK = 'webhook_delivery';

/**
 * One job key per delivery: scheduling again replaces the waiting job (a replay, a retry), so a
 * delivery has at most one job waiting. Jobs are only hints: the delivery row decides whether an
 * attempt is due, so a stale or duplicate job does nothing.
 */
function jobKey(deliveryId: string): string {
  return `webhook_delivery:${deliveryId}`;
}

/** Payload `{ deliveryId, accountId }`; a job queued by an earlier version has `{ deliveryId }` only. */
export async function scheduleDeliveryJob(tx: Pick<Tx, '$executeRaw'>, delivery: DeliveryRef, runAt?: Date): Promise<void> {
  // graphile-worker's own retries only cover unexpected errors (database down); HTTP failures
  // follow the delivery's schedule.
  const payload = { deliveryId: delivery.id, accountId: delivery.accountId };
  await addJob(tx, WEBHOOK_DELIVERY_TASK, payload, { jobKey: jobKey(delivery.id), runAt, maxAttempts: 10 });
}

/**
 * The delivery a job names. A payload of an earlier version (`{ deliveryId }`) names the delivery
 * only: its account is read by id first, a query to every shard under Citus, once per such job; it
 * goes when no such job is left in the queue (docs/scaling.md). Null when the delivery is gone.
 */
export async function deliveryRefOfJob(db: Db, payload: { deliveryId: string; accountId?: string }): Promise<DeliveryRef | null> {
  if (payload.accountId !== undefined) return { id: payload.deliveryId, accountId: payload.accountId };
  const [row] = await db.$queryRaw<DeliveryRef[]>`
    SELECT id, account_id AS "accountId" FROM webhook_delivery WHERE id = ${payload.deliveryId}`;
  return row ?? null;
}

export async function unscheduleDeliveryJob(tx: Pick<Tx, '$executeRaw'>, deliveryId: string): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.remove_job(${jobKey(deliveryId)}::text)`;
}
