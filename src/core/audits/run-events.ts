import type { Tx } from '../../db/client.ts';
import type { AuditRun } from '../../generated/prisma/client.ts';
import { scheduleRunEvent } from '../webhooks/schedule.ts';

/**
 * Called inside the transaction that gives a run its final status (COMPLETED or FAILED), so that
 * whatever must follow the end of a run is recorded atomically with it.
 */
export async function runFinished(tx: Tx, run: AuditRun): Promise<void> {
  // The audit_run.completed / audit_run.failed event and its webhook deliveries (and their jobs).
  await scheduleRunEvent(tx, run);
}
