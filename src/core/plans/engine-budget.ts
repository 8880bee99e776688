/**
 * The monthly engine budget of a project. Every engine call first reserves its ceiling (what it
 * can cost at most, src/engines/pricing.ts) with one conditional UPDATE, so concurrent probes in
 * any number of processes can never commit more than the plan allows; the reservation is then
 * settled to what the call really cost, never above the budget: a provider that reports more than
 * the reservation leaves the excess as the month's overrun, which closes the month to further
 * reservations and is given back into the committed total only as other calls release room.
 * The invariant: committed <= budget, and committed + overrun = every call's reservation or cost.
 */
import type { Db, Tx } from '../../db/client.ts';
import { usagePeriod } from './plans.ts';

/** The first day of the UTC month of `at`, as the ledger's `month` (a SQL date). */
export function budgetMonth(at: Date): string {
  return usagePeriod(at).start.toISOString().slice(0, 10);
}

/** Reserves `micros` against the month's budget; false (nothing reserved) when it would exceed it or the month has an overrun. */
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
    WHERE account_id = ${input.accountId} AND project_id = ${input.projectId} AND month = ${input.month}::date
      AND overrun_micros = 0 AND committed_micros + ${input.micros} <= ${input.budgetMicros}
    RETURNING committed_micros`;
  return rows.length === 1;
}

/**
 * Settles a reservation by `deltaMicros` (cost - reserved; negative when the call cost less, or
 * nothing): the committed total never passes `budgetMicros` nor falls below zero, what does not fit
 * is kept as the month's overrun. Returns what this settlement added to the overrun (0 when none).
 */
export async function settleEngineSpend(
  tx: Tx,
  input: { projectId: string; accountId: string; month: string; deltaMicros: number; budgetMicros: number },
): Promise<{ overrunMicros: number }> {
  if (input.deltaMicros === 0) return { overrunMicros: 0 };
  // One statement under the row's lock: the new total (committed + overrun + delta) split into
  // what fits under the budget and what does not.
  const rows = await tx.$queryRaw<{ before: bigint; after: bigint }[]>`
    WITH old AS (
      SELECT committed_micros, overrun_micros FROM engine_budget_month
      WHERE account_id = ${input.accountId} AND project_id = ${input.projectId} AND month = ${input.month}::date FOR UPDATE
    ), total AS (
      SELECT GREATEST(0, committed_micros + overrun_micros + ${input.deltaMicros}::bigint) AS micros, overrun_micros FROM old
    )
    UPDATE engine_budget_month b
    SET committed_micros = LEAST(${input.budgetMicros}::bigint, total.micros),
        overrun_micros = total.micros - LEAST(${input.budgetMicros}::bigint, total.micros)
    FROM total
    WHERE b.account_id = ${input.accountId} AND b.project_id = ${input.projectId} AND b.month = ${input.month}::date
    RETURNING total.overrun_micros AS before, b.overrun_micros AS after`;
  const row = rows[0];
  return { overrunMicros: row ? Math.max(0, Number(row.after - row.before)) : 0 };
}

/** What the project's engine calls committed in the month of `at` (never above the budget), and the cost reported beyond it. */
export async function engineSpendOf(
  db: Db,
  project: { id: string; accountId: string },
  at: Date,
): Promise<{ committedMicros: number; overrunMicros: number }> {
  const rows = await db.$queryRaw<{ committed_micros: bigint; overrun_micros: bigint }[]>`
    SELECT committed_micros, overrun_micros FROM engine_budget_month
    WHERE account_id = ${project.accountId} AND project_id = ${project.id} AND month = ${budgetMonth(at)}::date`;
  return { committedMicros: Number(rows[0]?.committed_micros ?? 0n), overrunMicros: Number(rows[0]?.overrun_micros ?? 0n) };
}
