/**
 * Writes one batch of counted lines: in one transaction, the lines' identities into
 * log_line_seen (those already there are duplicates and count nothing), then the new lines'
 * hits and referrals, aggregated in memory, as one multi-row upsert per table in key order (two
 * imports of one project never wait on each other in opposite orders), the unmatched-agent
 * sample, and the import's counts. A failure leaves nothing of the batch.
 */
import type pg from 'pg';
import type { SqlPool } from '../../db/client.ts';
import type { BotHit, Referral } from './classify.ts';

type Item = BotHit | Referral;

/**
 * The counted lines of a batch, compact: each line is its 16-byte identity in one buffer and the
 * index of its rollup key (kind, hour, bot, class, verification, path, status, unmatched agent;
 * or kind, hour, product, path) in a typed array; each distinct key's item is kept once. A batch
 * lives while it is read and written, long enough for the garbage collector to move what it
 * holds to the old generation: a few objects per distinct key instead of three per line keep the
 * import's heap flat (docs/benchmarks.md, "Access-log ingest").
 */
export class LineBatch {
  private hashes: Buffer;
  keyOf: Int32Array;
  readonly items: Item[] = [];
  private readonly keys = new Map<string, number>();
  length = 0;

  /** `capacity`: the lines a batch usually holds (one scanned chunk may add more: it grows). */
  constructor(capacity: number) {
    this.hashes = Buffer.alloc(capacity * 16);
    this.keyOf = new Int32Array(capacity);
  }

  add(hash: Buffer, item: Item) {
    const key =
      item.kind === 'hit'
        ? `h\u0001${item.hour}\u0001${item.bot}\u0001${item.botClass}\u0001${item.verification}\u0001${item.path}\u0001${item.status}\u0001${item.unmatchedAgent ?? ''}`
        : `r\u0001${item.hour}\u0001${item.product}\u0001${item.path}`;
    let index = this.keys.get(key);
    if (index === undefined) {
      index = this.items.length;
      this.items.push(item);
      this.keys.set(key, index);
    }
    if (this.length === this.keyOf.length) {
      const hashes = Buffer.alloc(this.hashes.length * 2);
      this.hashes.copy(hashes);
      this.hashes = hashes;
      const keyOf = new Int32Array(this.keyOf.length * 2);
      keyOf.set(this.keyOf);
      this.keyOf = keyOf;
    }
    hash.copy(this.hashes, this.length * 16);
    this.keyOf[this.length++] = index;
  }

  hash(line: number): Buffer {
    return this.hashes.subarray(line * 16, line * 16 + 16);
  }
}

/** A distinct item of a batch and how many of its new lines it stands for. */
interface Counted<T extends Item> {
  item: T;
  n: number;
}

/** A path beyond the day's distinct-path budget is counted under this one. */
export const OTHER_PATHS = '(other paths)';
/** The most unmatched AI-looking agents kept per project. */
export const UNMATCHED_SAMPLE_SIZE = 500;
const DAY = 86_400_000;

/** What a batch needs of its import. */
export interface BatchTarget {
  importId: string;
  projectId: string;
  accountId: string;
  pathsPerDay: number;
}

/** The import's counts and bad lines as they stand with the batch (written with it). */
export interface ImportState {
  linesRead: number;
  linesCounted: number;
  linesDuplicate: number;
  linesIgnored: number;
  linesBad: number;
  badReasons: Record<string, number>;
  badSamples: { line: number; reason: string; excerpt: string }[];
  hits: number;
  referrals: number;
}

/** The distinct paths of a day already stored (per table), learnt once per import and day. */
export class PathBudget {
  private readonly days = new Map<string, Set<string>>();
  constructor(private readonly perDay: number) {}

  async admit(client: pg.PoolClient, projectId: string, table: 'crawler_hit_hourly' | 'ai_referral_hourly', hour: number, path: string) {
    const day = hour - (hour % DAY);
    const key = `${table}:${day}`;
    let known = this.days.get(key);
    if (!known) {
      const column = table === 'crawler_hit_hourly' ? 'path' : 'landing_path';
      const { rows } = await client.query<{ p: string }>(
        `SELECT DISTINCT ${column} AS p FROM ${table} WHERE project_id = $1 AND hour >= $2 AND hour < $3 AND ${column} <> $4 LIMIT $5`,
        [projectId, new Date(day), new Date(day + DAY), OTHER_PATHS, this.perDay],
      );
      known = new Set(rows.map((r) => r.p));
      this.days.set(key, known);
    }
    if (known.has(path)) return path;
    if (known.size >= this.perDay) return OTHER_PATHS;
    known.add(path);
    return path;
  }
}

export async function writeBatch(
  pool: SqlPool,
  target: BatchTarget,
  budget: PathBudget,
  batch: LineBatch,
  state: ImportState,
): Promise<{ counted: number; duplicate: number; hits: number; referrals: number }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const counts = new Int32Array(batch.items.length);
    let counted = 0;
    if (batch.length > 0) {
      const order = Array.from({ length: batch.length }, (_, i) => i).sort((a, b) => Buffer.compare(batch.hash(a), batch.hash(b)));
      const { rows } = await client.query<{ hash: Buffer }>(
        `INSERT INTO log_line_seen (project_id, hash, hour)
         SELECT $1, t.hash, t.hour FROM unnest($2::bytea[], $3::timestamptz[]) AS t(hash, hour)
         ON CONFLICT DO NOTHING RETURNING hash`,
        [target.projectId, order.map((i) => batch.hash(i)), order.map((i) => new Date(batch.items[batch.keyOf[i]].hour))],
      );
      const inserted = new Set(rows.map((r) => r.hash.toString('latin1')));
      for (let i = 0; i < batch.length; i++) {
        if (!inserted.has(batch.hash(i).toString('latin1'))) continue;
        counts[batch.keyOf[i]]++;
        counted++;
      }
    }
    const duplicate = batch.length - counted;
    const fresh = batch.items.map((item, i) => ({ item, n: counts[i] })).filter((c) => c.n > 0);
    const hitItems = fresh.filter((c): c is Counted<BotHit> => c.item.kind === 'hit');
    const referralItems = fresh.filter((c): c is Counted<Referral> => c.item.kind === 'referral');
    await writeHits(client, target, budget, hitItems);
    await writeReferrals(client, target, budget, referralItems);
    await writeUnmatched(client, target, hitItems);
    const hits = hitItems.reduce((n, c) => n + c.n, 0);
    const record = { ...state, linesCounted: state.linesCounted + counted, linesDuplicate: state.linesDuplicate + duplicate };
    await client.query(
      `UPDATE log_import SET lines_read = $2, lines_counted = $3, lines_duplicate = $4, lines_ignored = $5, lines_bad = $6,
         bad_reasons = $7::jsonb, bad_samples = $8::jsonb WHERE id = $1`,
      [
        target.importId,
        record.linesRead,
        record.linesCounted,
        record.linesDuplicate,
        record.linesIgnored,
        record.linesBad,
        JSON.stringify(record.badReasons),
        JSON.stringify(record.badSamples),
      ],
    );
    await client.query('COMMIT');
    return { counted, duplicate, hits, referrals: counted - hits };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

async function writeHits(client: pg.PoolClient, target: BatchTarget, budget: PathBudget, lines: Counted<BotHit>[]) {
  const sums = new Map<string, { h: BotHit; path: string; n: number }>();
  for (const { item, n } of lines) {
    const path = await budget.admit(client, target.projectId, 'crawler_hit_hourly', item.hour, item.path);
    const key = `${item.hour}\u0001${item.bot}\u0001${item.botClass}\u0001${item.verification}\u0001${path}\u0001${item.status}`;
    const sum = sums.get(key);
    if (sum) sum.n += n;
    else sums.set(key, { h: item, path, n });
  }
  if (sums.size === 0) return;
  const rows = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  await client.query(
    `INSERT INTO crawler_hit_hourly (project_id, account_id, hour, bot, operator, bot_class, verification, path, status, hits)
     SELECT $1, $2, t.* FROM unnest($3::timestamptz[], $4::text[], $5::text[], $6::"CrawlerClass"[], $7::"CrawlerVerification"[],
       $8::text[], $9::int[], $10::int[]) AS t
     ON CONFLICT (project_id, hour, bot, bot_class, verification, path, status)
     DO UPDATE SET hits = crawler_hit_hourly.hits + EXCLUDED.hits`,
    [
      target.projectId,
      target.accountId,
      rows.map((r) => new Date(r.h.hour)),
      rows.map((r) => r.h.bot),
      rows.map((r) => r.h.operator),
      rows.map((r) => r.h.botClass),
      rows.map((r) => r.h.verification),
      rows.map((r) => r.path),
      rows.map((r) => r.h.status),
      rows.map((r) => r.n),
    ],
  );
}

async function writeReferrals(client: pg.PoolClient, target: BatchTarget, budget: PathBudget, lines: Counted<Referral>[]) {
  const sums = new Map<string, { r: Referral; path: string; n: number }>();
  for (const { item, n } of lines) {
    const path = await budget.admit(client, target.projectId, 'ai_referral_hourly', item.hour, item.path);
    const key = `${item.hour}\u0001${item.product}\u0001${path}`;
    const sum = sums.get(key);
    if (sum) sum.n += n;
    else sums.set(key, { r: item, path, n });
  }
  if (sums.size === 0) return;
  const rows = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  await client.query(
    `INSERT INTO ai_referral_hourly (project_id, account_id, hour, product, landing_path, visits)
     SELECT $1, $2, t.* FROM unnest($3::timestamptz[], $4::text[], $5::text[], $6::int[]) AS t
     ON CONFLICT (project_id, hour, product, landing_path) DO UPDATE SET visits = ai_referral_hourly.visits + EXCLUDED.visits`,
    [
      target.projectId,
      target.accountId,
      rows.map((r) => new Date(r.r.hour)),
      rows.map((r) => r.r.product),
      rows.map((r) => r.path),
      rows.map((r) => r.n),
    ],
  );
}

async function writeUnmatched(client: pg.PoolClient, target: BatchTarget, lines: Counted<BotHit>[]) {
  const seen = new Map<string, { n: number; first: number; last: number }>();
  for (const { item, n } of lines) {
    if (item.unmatchedAgent === undefined) continue;
    const s = seen.get(item.unmatchedAgent);
    if (s) {
      s.n += n;
      s.first = Math.min(s.first, item.hour);
      s.last = Math.max(s.last, item.hour);
    } else seen.set(item.unmatchedAgent, { n, first: item.hour, last: item.hour });
  }
  if (seen.size === 0) return;
  const agents = [...seen.keys()].sort();
  // A known agent's row is always updated; a new one joins only while the sample has room.
  await client.query(
    `INSERT INTO crawler_unmatched_agent (project_id, user_agent, hits, first_seen_at, last_seen_at)
     SELECT $1, t.ua, t.n, t.first, t.last FROM unnest($2::text[], $3::int[], $4::timestamptz[], $5::timestamptz[]) AS t(ua, n, first, last)
     WHERE EXISTS (SELECT 1 FROM crawler_unmatched_agent c WHERE c.project_id = $1 AND c.user_agent = t.ua)
        OR (SELECT count(*) FROM crawler_unmatched_agent c WHERE c.project_id = $1) < $6
     ON CONFLICT (project_id, user_agent) DO UPDATE SET hits = crawler_unmatched_agent.hits + EXCLUDED.hits,
       first_seen_at = least(crawler_unmatched_agent.first_seen_at, EXCLUDED.first_seen_at),
       last_seen_at = greatest(crawler_unmatched_agent.last_seen_at, EXCLUDED.last_seen_at)`,
    [
      target.projectId,
      agents,
      agents.map((a) => seen.get(a)?.n ?? 0),
      agents.map((a) => new Date(seen.get(a)?.first ?? 0)),
      agents.map((a) => new Date(seen.get(a)?.last ?? 0)),
      UNMATCHED_SAMPLE_SIZE,
    ],
  );
}
