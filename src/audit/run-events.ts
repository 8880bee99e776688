import type { Tx } from '../db/client.ts';
import type { AuditRun } from '../generated/prisma/client.ts';

/**
 * Called inside the transaction that gives a run its final status (COMPLETED or FAILED), so that
 * whatever must follow the end of a run is recorded atomically with it.
 */
export async function runFinished(_tx: Tx, _run: AuditRun): Promise<void> {
  // Webhook deliveries are scheduled here (see src/webhooks).
}
