/**
 * The audit_run job's payload: the run and its account (`{ auditRunId, accountId }`), so that the
 * worker's claim names the distribution column (docs/scaling.md, "Past one primary"). Jobs queued
 * by a version before it carry `{ auditRunId }` only; they still run: the run's account is read
 * first (`runRefOfJob`, the one statement here that names no account; engine probe jobs of that
 * version use it too).
 */
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { RunRef } from './lifecycle.ts';

const payloadSchema = z.object({
  auditRunId: z.string().min(1),
  /** Absent from jobs queued before the payload carried it (read from the run then). */
  accountId: z.string().min(1).optional(),
});

export type AuditJobPayload = z.infer<typeof payloadSchema>;

/** The payload triggerAudit queues for a run. */
export function auditJobPayload(run: RunRef): Required<AuditJobPayload> {
  return { auditRunId: run.id, accountId: run.accountId };
}

/** A payload as read from the queue, or null when it is not one (logged and dropped by the task). */
export function parseAuditJobPayload(payload: unknown): AuditJobPayload | null {
  const parsed = payloadSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/**
 * The run a job names (an audit job's, or an engine probe's: src/jobs/engine-probe.ts). A payload
 * of an earlier version names the run only: its account is read from the run by id, a query to
 * every shard under Citus, once per such job. It goes when no job without `accountId` is left in
 * the queue after a deploy (docs/scaling.md says how to check). Null when the run no longer exists.
 */
export async function runRefOfJob(db: Db, payload: { auditRunId: string; accountId?: string }): Promise<RunRef | null> {
  if (payload.accountId !== undefined) return { id: payload.auditRunId, accountId: payload.accountId };
  const [row] = await db.$queryRaw<RunRef[]>`
    SELECT id, account_id AS "accountId" FROM audit_run WHERE id = ${payload.auditRunId}`;
  return row ?? null;
}
