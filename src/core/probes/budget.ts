/**
 * The monthly engine budget of a project: every engine call first reserves its upper-bound cost
 * with one conditional UPDATE (so concurrent probes in any number of processes can never commit
 * more than the plan allows), then the reservation is corrected to what the call really cost.
 */
import type { Db, Tx } from '../../db/client.ts';
import { usagePeriod } from '../plans.ts';

/** The first day of the UTC month of `at`, as the ledger's `month` (a SQL date). */
export function budgetMonth(at: Date): string {
  return usagePeriod(at).start.toISOString().slice(0, 10);
}

/** Reserves `micros` against the month's budget; false (nothing reserved) when it would exceed it. */
export async function reserveEngineSpend(
  tx: Tx,
  input: { projectId: string; accountId: string; month: string; micros: number; budgetMicros: number },
): Promise<boolean> {
  await tx.$executeRaw`
    INSERT INTO engine_budget_month (project_id, month, account_id, committed_micros)
    VALUES (${input.projectId}, ${input.month}::date, ${input.accountId}, 0)
    ON CONFLICT (project_id, month) DO NOTHING`;
  const rows = await tx.$queryRaw<{ committed_micros: bigint }[]>`
    UPDATE engine_budget_month SET committed_micros = committed_micros + ${input.micros}
    WHERE project_id = ${input.projectId} AND month = ${input.month}::date
      AND committed_micros + ${input.micros} <= ${input.budgetMicros}
    RETURNING committed_micros`;
  return rows.length === 1;
}

/** Corrects a reservation by `deltaMicros` (negative when the call cost less, or nothing). */
export async function settleEngineSpend(tx: Tx, input: { projectId: string; month: string; deltaMicros: number }): Promise<void> {
  if (input.deltaMicros === 0) return;
  await tx.$executeRaw`
    UPDATE engine_budget_month SET committed_micros = GREATEST(0, committed_micros + ${input.deltaMicros})
    WHERE project_id = ${input.projectId} AND month = ${input.month}::date`;
}

/** What the project's engine calls committed in the month of `at`. */
export async function engineSpendOf(db: Db, projectId: string, at: Date): Promise<number> {
  const rows = await db.$queryRaw<{ committed_micros: bigint }[]>`
    SELECT committed_micros FROM engine_budget_month WHERE project_id = ${projectId} AND month = ${budgetMonth(at)}::date`;
  return Number(rows[0]?.committed_micros ?? 0n);
}
