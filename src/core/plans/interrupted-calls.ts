/**
 * Engine calls a worker left in flight (answer rows still RESERVED when its process died): the
 * provider may have received the request and billed it, and nobody will ever read its answer. The
 * rule (docs/engine-spend.md, "A call cut off by a dead worker"): such a call is settled at its
 * ceiling, as a lost request: the answer becomes FAILED `interrupted`, its cost is what it had
 * reserved (`cost_source` 'ceiling', one more lost request), its probe counts it as failed and
 * adds the cost. The month's ledger does not move: the reservation was already in
 * `committed_micros`, and it stays there as a settled cost instead of a held reservation.
 * Never released: a release would let a month spend past its budget whenever providers bill calls
 * whose worker died.
 */
import type { Tx } from '../../db/client.ts';

export const INTERRUPTED_CALL = 'interrupted';

/**
 * Settles every RESERVED answer of the run (of one engine, when given) at its ceiling, in the
 * caller's transaction. Rows a live probe settles meanwhile are skipped (the update only takes
 * RESERVED rows, under their row locks). Returns how many calls were settled.
 */
export async function settleInterruptedCalls(
  tx: Tx,
  run: { id: string; accountId: string },
  why: string,
  engine?: string,
): Promise<number> {
  const settled = await tx.$queryRaw<{ engine: string; reserved_micros: bigint }[]>`
    UPDATE engine_answer
    SET status = 'FAILED', error_code = ${INTERRUPTED_CALL}, error_message = ${why.slice(0, 500)},
        cost_micros = reserved_micros, cost_source = 'ceiling', lost_requests = lost_requests + 1
    WHERE account_id = ${run.accountId} AND audit_run_id = ${run.id} AND status = 'RESERVED' AND (${engine ?? null}::text IS NULL OR engine::text = ${engine ?? null}::text)
    RETURNING engine::text AS engine, reserved_micros`;
  const perEngine = new Map<string, { calls: number; micros: bigint }>();
  for (const row of settled) {
    const sum = perEngine.get(row.engine) ?? { calls: 0, micros: 0n };
    perEngine.set(row.engine, { calls: sum.calls + 1, micros: sum.micros + row.reserved_micros });
  }
  for (const [name, sum] of perEngine) {
    await tx.$executeRaw`
      UPDATE engine_probe SET prompts_failed = prompts_failed + ${sum.calls}, cost_micros = cost_micros + ${sum.micros}
      WHERE account_id = ${run.accountId} AND audit_run_id = ${run.id} AND engine::text = ${name}`;
  }
  return settled.length;
}
