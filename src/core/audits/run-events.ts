import type { Tx } from '../../db/client.ts';
import type { AuditRun } from '../../generated/prisma/client.ts';
import { recordVisibilityChanges } from '../analytics/visibility-changes.ts';
import { scheduleRunEvent, scheduleVisibilityChangedEvent } from '../webhooks/schedule.ts';

/**
 * Called inside the transaction that gives a run its final status (COMPLETED or FAILED), so that
 * whatever must follow the end of a run is recorded atomically with it.
 */
export async function runFinished(tx: Tx, run: AuditRun): Promise<void> {
  // The audit_run.completed / audit_run.failed event and its webhook deliveries (and their jobs).
  await scheduleRunEvent(tx, run);
  if (run.status !== 'COMPLETED') return;
  // The visibility comparisons with the previous completed run, stored; visibility.changed when
  // at least one is significant.
  const recorded = await recordVisibilityChanges(tx, run);
  const significant = recorded?.comparisons.filter((c) => c.significant) ?? [];
  if (recorded && significant.length > 0) await scheduleVisibilityChangedEvent(tx, run, recorded.previousAuditRunId, significant);
}
