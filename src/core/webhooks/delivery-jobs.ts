import type { Tx } from '../../db/client.ts';
import { addJob } from '../kernel/job-queue.ts';

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

export async function scheduleDeliveryJob(tx: Pick<Tx, '$executeRaw'>, deliveryId: string, runAt?: Date): Promise<void> {
  // graphile-worker's own retries only cover unexpected errors (database down); HTTP failures
  // follow the delivery's schedule.
  await addJob(tx, WEBHOOK_DELIVERY_TASK, { deliveryId }, { jobKey: jobKey(deliveryId), runAt, maxAttempts: 10 });
}

export async function unscheduleDeliveryJob(tx: Pick<Tx, '$executeRaw'>, deliveryId: string): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.remove_job(${jobKey(deliveryId)}::text)`;
}
