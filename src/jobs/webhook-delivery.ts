/** The webhook_delivery task: one attempt of one delivery, decided and recorded by core. */
import type { Task } from 'graphile-worker';
import type { Services } from '../core/runtime/services.ts';
import { type DeliverOptions, deliverOnce } from '../core/webhooks/deliver.ts';
import { deliveryRefOfJob } from '../core/webhooks/delivery-jobs.ts';

/**
 * Payload `{ deliveryId, accountId }` (a job queued by an earlier version, `{ deliveryId }` only,
 * still runs: the delivery's account is read first). Settings come from the process's configuration unless a test passes its
 * own; `workerId` names this process's presence session (src/jobs/worker.ts).
 */
export function webhookDeliveryTask(services: Services, opts: Partial<DeliverOptions> = {}): Task {
  const options: DeliverOptions = { settings: opts.settings ?? services.config.webhooks, network: opts.network, workerId: opts.workerId };
  return async (payload) => {
    const { deliveryId, accountId } = (payload ?? {}) as { deliveryId?: unknown; accountId?: unknown };
    if (typeof deliveryId !== 'string' || (accountId !== undefined && typeof accountId !== 'string')) {
      services.log.error({ payload }, 'webhook_delivery job without a deliveryId');
      return;
    }
    const ref = await deliveryRefOfJob(services.db, { deliveryId, accountId });
    if (!ref) return; // the delivery is gone (its endpoint was deleted)
    const step = await deliverOnce(services, ref, options);
    services.log.debug({ deliveryId, step }, 'webhook delivery step');
  };
}
