/**
 * The monthly partitions of the observation tables (docs/scaling.md, "Partitioned observations").
 * The SQL lives in the database (migrations 20261201000000_partitioned_observations and
 * 20261202000000_ordered_partitions) so the migrations, the maintain_partitions task and
 * `bin/visibility partitions move` share it: creating a month is idempotent and serialised by an
 * advisory lock, so several workers may run it at once. Months are split out of the range
 * partitions ("spans") that cover the time without a month; there is no DEFAULT partition, so
 * PostgreSQL reads a keyset page partition after partition and stops at its LIMIT.
 */
import type { Db } from '../../db/client.ts';

/** The partitioned tables, in the order their moves run (mention last: mention_judgement follows it). */
export const observationTables = ['citation', 'retrieved_source', 'mention'] as const;
export type ObservationTable = (typeof observationTables)[number];

/** Months created ahead of the current one, so a month's rows land in its own partition from its first instant. */
export const MONTHS_AHEAD = 3;

// DDL waits for the readers of a table; past this it gives up (and the next run tries again)
// rather than queue every later reader and writer behind its lock.
const LOCK_TIMEOUT = '5s';

/** The first day (UTC) of the month `offset` months from the one holding `now`, as YYYY-MM-DD. */
export function monthStart(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

export interface PartitionMaintenance {
  /** Partitions created (<table>_YYYY_MM). */
  created: string[];
  /** Partitions dropped by the retention (months, and the spans between or before them). */
  dropped: string[];
}

async function withLockTimeout<T>(db: Db, fn: (tx: Parameters<Parameters<Db['$transaction']>[0]>[0]) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    return fn(tx);
  });
}

/** Creates the partition of `month` (YYYY-MM-DD) of `table` unless it exists: 'created' or 'exists'. */
async function createMonth(db: Db, table: ObservationTable, month: string): Promise<string> {
  const [row] = await withLockTimeout(
    db,
    (tx) => tx.$queryRaw<{ outcome: string }[]>`SELECT observation_partition_create(${table}, ${month}::date) AS outcome`,
  );
  return row.outcome;
}

/**
 * Creates every observation table's months from the one holding `from` to the one holding `to`,
 * each in its own short transaction: for a writer of history (the demo) before it stores rows
 * dated in the past, so they land in their month's partition, not in the span before the months.
 */
export async function ensureMonths(db: Db, from: Date, to: Date): Promise<void> {
  for (const table of observationTables) {
    for (let i = 0; monthStart(from, i) <= monthStart(to, 0); i++) await createMonth(db, table, monthStart(from, i));
  }
}

/**
 * Creates the current month and the MONTHS_AHEAD after it for every observation table, then, with
 * a retention of N months, drops the month partitions more than N months before the current one.
 */
export async function maintainPartitions(
  db: Db,
  options: { retentionMonths: number | undefined; now?: Date },
): Promise<PartitionMaintenance> {
  const now = options.now ?? new Date();
  const result: PartitionMaintenance = { created: [], dropped: [] };
  for (const table of observationTables) {
    for (let i = 0; i <= MONTHS_AHEAD; i++) {
      const month = monthStart(now, i);
      if ((await createMonth(db, table, month)) === 'created') result.created.push(`${table}_${month.slice(0, 7).replace('-', '_')}`);
    }
    if (options.retentionMonths !== undefined) {
      const bound = monthStart(now, -options.retentionMonths);
      const [row] = await withLockTimeout(
        db,
        (tx) => tx.$queryRaw<{ dropped: string[] }[]>`SELECT observation_partitions_drop_before(${table}, ${bound}::date) AS dropped`,
      );
      result.dropped.push(...row.dropped);
    }
  }
  return result;
}

/** The tables whose rows still wait in their old, unpartitioned table (an existing database's upgrade). */
export async function pendingMoves(db: Db): Promise<ObservationTable[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY(${observationTables.map((t) => `${t}_partitioned`)})`;
  const names = new Set(rows.map((r) => r.name));
  return observationTables.filter((t) => names.has(`${t}_partitioned`));
}

/** Copies the next batch of old rows of `table`; the rows read, 0 once all are copied. */
export async function moveBatch(db: Db, table: ObservationTable, size: number): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT observation_move_batch(${table}, ${size}::int) AS n`;
  return row.n;
}

/**
 * Ends the move of `table` in one short transaction (the last rows, the drop of the old table, the
 * renames, its triggers), then validates mention_judgement's foreign key outside that lock.
 */
export async function swap(db: Db, table: ObservationTable): Promise<void> {
  await withLockTimeout(db, (tx) => tx.$queryRaw`SELECT 1 AS ok FROM observation_move_swap(${table}, false)`);
  if (table === 'mention') {
    await db.$executeRawUnsafe('ALTER TABLE mention_judgement VALIDATE CONSTRAINT mention_judgement_mention_id_mention_observed_at_fkey');
  }
}
