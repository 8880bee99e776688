/** The webhook_delivery task: one attempt of one delivery, decided and recorded by core. */
import type { Task } from 'graphile-worker';
import type { Services } from '../core/runtime/services.ts';
import { type DeliverOptions, deliverOnce } from '../core/webhooks/deliver.ts';

/**
 * Payload `{ deliveryId }`. Settings come from the process's configuration unless a test passes its
 * own; `workerId` names this process's presence session (src/jobs/worker.ts).
 */
export function webhookDeliveryTask(services: Services, opts: Partial<DeliverOptions> = {}): Task {
  const options: DeliverOptions = { settings: opts.settings ?? services.config.webhooks, network: opts.network, workerId: opts.workerId };
  return async (payload) => {
    const { deliveryId } = (payload ?? {}) as { deliveryId?: unknown };
    if (typeof deliveryId !== 'string') {
      services.log.error({ payload }, 'webhook_delivery job without a deliveryId');
      return;
    }
    const step = await deliverOnce(services, deliveryId, options);
    services.log.debug({ deliveryId, step }, 'webhook delivery step');
  };
}
