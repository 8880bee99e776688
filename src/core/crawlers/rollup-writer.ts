/**
 * Writes one batch of counted lines: in one transaction, the lines' identities into
 * log_line_seen (those already there are duplicates and count nothing), then the new lines'
 * hits and referrals, aggregated in memory, as one multi-row upsert per table in key order (two
 * imports of one project never wait on each other in opposite orders), the unmatched-agent
 * sample, and the import's counts. A failure leaves nothing of the batch.
 *
 * The statements take their rows as a few parameters each, not one array element per value
 * through the driver's generic array encoding (which quotes and escapes every element): the
 * identities as one binary bytea of 16-byte hashes, times and counts as integer array literals,
 * paths as one text of newline-separated paths (a counted path holds no whitespace:
 * classify.ts), and each distinct bot once (docs/benchmarks.md, "Access-log ingest").
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

  /** `identity`: the line's 16 bytes as a latin1 string (line-identity.ts). */
  add(identity: string, item: Item) {
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
    this.hashes.write(identity, this.length * 16, 16, 'latin1');
    this.keyOf[this.length++] = index;
  }

  /** The 16-byte identities of the batch's lines, one after another. */
  identities(): Buffer {
    return this.hashes.subarray(0, this.length * 16);
  }

  /** The identity of line `line` as a 16-character latin1 string (a Set key). */
  identityKey(line: number): string {
    return this.hashes.toString('latin1', line * 16, line * 16 + 16);
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

/** What a batch writes of its import's reading as it stood when the batch's last line was read. */
export type ReadState = Pick<ImportState, 'linesRead' | 'linesIgnored' | 'linesBad' | 'badReasons' | 'badSamples'> & LineSpan;

/**
 * The request times (epoch ms) of the earliest and the latest line read with a valid time, AI or
 * not (the lines without an AI token: a sample of each window, line-scanner.ts); null before any.
 */
export interface LineSpan {
  firstLineAt: number | null;
  lastLineAt: number | null;
}

/** What a batch counted. */
export interface BatchCounts {
  counted: number;
  duplicate: number;
  hits: number;
  referrals: number;
}

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

/**
 * The distinct paths of a day already stored (per table), learnt once per import and day: the
 * days of a batch are learnt first (`learn`), then each of its paths is admitted without a query.
 */
export class PathBudget {
  private readonly days = new Map<string, Set<string>>();
  constructor(private readonly perDay: number) {}

  async learn(client: pg.PoolClient, projectId: string, table: BudgetTable, hours: Iterable<number>) {
    for (const hour of hours) {
      const day = hour - (hour % DAY);
      const key = `${table}:${day}`;
      if (this.days.has(key)) continue;
      const column = table === 'crawler_hit_hourly' ? 'path' : 'landing_path';
      const { rows } = await client.query<{ p: string }>(
        `SELECT DISTINCT ${column} AS p FROM ${table} WHERE project_id = $1 AND hour >= $2 AND hour < $3 AND ${column} <> $4 LIMIT $5`,
        [projectId, new Date(day), new Date(day + DAY), OTHER_PATHS, this.perDay],
      );
      this.days.set(key, new Set(rows.map((r) => r.p)));
    }
  }

  /** The path to count a line under: its own while the day has room for it, else OTHER_PATHS. */
  admit(table: BudgetTable, hour: number, path: string): string {
    const day = hour - (hour % DAY);
    const known = this.days.get(`${table}:${day}`);
    if (!known) throw new Error(`PathBudget: the day ${new Date(day).toISOString()} of ${table} was not learnt`);
    if (known.has(path)) return path;
    if (known.size >= this.perDay) return OTHER_PATHS;
    known.add(path);
    return path;
  }
}

type BudgetTable = 'crawler_hit_hourly' | 'ai_referral_hourly';

export async function writeBatch(
  pool: SqlPool,
  target: BatchTarget,
  budget: PathBudget,
  batch: LineBatch,
  state: ReadState,
): Promise<BatchCounts> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { counts, counted } = await countNewLines(client, target, batch);
    const duplicate = batch.length - counted;
    const fresh: Counted<Item>[] = [];
    for (let i = 0; i < counts.length; i++) if (counts[i] > 0) fresh.push({ item: batch.items[i], n: counts[i] });
    const hitItems = fresh.filter((c): c is Counted<BotHit> => c.item.kind === 'hit');
    const referralItems = fresh.filter((c): c is Counted<Referral> => c.item.kind === 'referral');
    await writeHits(client, target, budget, hitItems);
    await writeReferrals(client, target, budget, referralItems);
    await writeUnmatched(client, target, hitItems);
    const hits = hitItems.reduce((n, c) => n + c.n, 0);
    // Batches are written one after another in the order they were read: the reading counts are
    // the latest, the counted ones add up.
    await client.query(
      `UPDATE log_import SET lines_read = $2, lines_counted = lines_counted + $3, lines_duplicate = lines_duplicate + $4,
         lines_ignored = $5, lines_bad = $6, bad_reasons = $7::jsonb, bad_samples = $8::jsonb,
         first_line_at = $10, last_line_at = $11
       WHERE account_id = $9 AND id = $1`,
      [
        target.importId,
        state.linesRead,
        counted,
        duplicate,
        state.linesIgnored,
        state.linesBad,
        JSON.stringify(state.badReasons),
        JSON.stringify(state.badSamples),
        target.accountId,
        state.firstLineAt === null ? null : new Date(state.firstLineAt),
        state.lastLineAt === null ? null : new Date(state.lastLineAt),
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

/**
 * Inserts the batch's identities (in hash order) and answers how many lines of each distinct
 * item are new. The statement answers one row: how many were inserted and, only when some but
 * not all were, the inserted hashes one after another.
 */
async function countNewLines(
  client: pg.PoolClient,
  target: BatchTarget,
  batch: LineBatch,
): Promise<{ counts: Int32Array; counted: number }> {
  const counts = new Int32Array(batch.items.length);
  if (batch.length === 0) return { counts, counted: 0 };
  const hours = new Array<number>(batch.length);
  for (let i = 0; i < batch.length; i++) hours[i] = batch.items[batch.keyOf[i]].hour;
  const { rows } = await client.query<{ n: number; hashes: Buffer | null }>(
    `WITH inserted AS (
       INSERT INTO log_line_seen (project_id, account_id, hash, hour)
       SELECT $1, $5, substring($2::bytea FROM (t.i::int - 1) * 16 + 1 FOR 16) AS hash, to_timestamp(t.h::float8 / 1000)
       FROM unnest($3::bigint[]) WITH ORDINALITY AS t(h, i) ORDER BY hash
       ON CONFLICT DO NOTHING RETURNING hash)
     SELECT count(*)::int AS n, CASE WHEN count(*) > 0 AND count(*) < $4 THEN string_agg(hash, ''::bytea) END AS hashes FROM inserted`,
    [target.projectId, batch.identities(), integers(hours), batch.length, target.accountId],
  );
  const { n, hashes } = rows[0];
  if (n === batch.length) {
    for (let i = 0; i < batch.length; i++) counts[batch.keyOf[i]]++;
    return { counts, counted: n };
  }
  if (n === 0) return { counts, counted: 0 };
  const inserted = new Set<string>();
  for (let at = 0; hashes && at < hashes.length; at += 16) inserted.add(hashes.toString('latin1', at, at + 16));
  let counted = 0;
  for (let i = 0; i < batch.length; i++) {
    if (!inserted.has(batch.identityKey(i))) continue;
    counts[batch.keyOf[i]]++;
    counted++;
  }
  return { counts, counted };
}

/** A PostgreSQL array literal of integers (bigint[] or int[]). */
function integers(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/** Paths as one parameter, newline-separated (`string_to_array($n, E'\n')`). */
function pathList(paths: readonly string[]): string {
  for (const p of paths) {
    // classify.ts refuses whitespace in a path; a newline here would shift every row after it.
    if (p.length === 0 || p.includes('\n')) throw new Error(`rollup-writer: a path cannot be sent in a list: ${JSON.stringify(p)}`);
  }
  return paths.join('\n');
}

/** Each distinct value once, and each row's 1-based index into them. */
function dictionary<T>(rows: readonly T[], keyOf: (row: T) => string): { values: T[]; index: number[] } {
  const seen = new Map<string, number>();
  const values: T[] = [];
  const index = rows.map((r) => {
    const key = keyOf(r);
    let i = seen.get(key);
    if (i === undefined) {
      values.push(r);
      i = values.length;
      seen.set(key, i);
    }
    return i;
  });
  return { values, index };
}

const verifications = ['VERIFIED', 'CLAIMED_UNVERIFIED', 'UNKNOWN_AI_LIKE'] as const;

const order = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** One fixed order of crawler_hit_hourly's key (hour, bot, class, verification, path, status): every batch locks its rows in it. */
function byHitKey(a: { h: BotHit; path: string }, b: { h: BotHit; path: string }): number {
  return (
    a.h.hour - b.h.hour ||
    order(a.h.bot, b.h.bot) ||
    order(a.h.botClass, b.h.botClass) ||
    order(a.h.verification, b.h.verification) ||
    order(a.path, b.path) ||
    a.h.status - b.h.status
  );
}

/** The order of ai_referral_hourly's key (hour, product, landing path). */
function byReferralKey(a: { r: Referral; path: string }, b: { r: Referral; path: string }): number {
  return a.r.hour - b.r.hour || order(a.r.product, b.r.product) || order(a.path, b.path);
}

async function writeHits(client: pg.PoolClient, target: BatchTarget, budget: PathBudget, lines: Counted<BotHit>[]) {
  if (lines.length === 0) return;
  await budget.learn(client, target.projectId, 'crawler_hit_hourly', new Set(lines.map((c) => c.item.hour)));
  // In key order (the primary key's), the lines of one key summed.
  const sorted = lines
    .map(({ item, n }) => ({ h: item, path: budget.admit('crawler_hit_hourly', item.hour, item.path), n }))
    .sort(byHitKey);
  const rows: typeof sorted = [];
  for (const r of sorted) {
    const last = rows.at(-1);
    if (last && byHitKey(last, r) === 0) last.n += r.n;
    else rows.push(r);
  }
  const bots = dictionary(rows, (r) => `${r.h.bot}\u0001${r.h.operator}\u0001${r.h.botClass}`);
  await client.query(
    `INSERT INTO crawler_hit_hourly (project_id, account_id, hour, bot, operator, bot_class, verification, path, status, hits)
     SELECT $1, $2, to_timestamp(t.h::float8 / 1000), ($9::text[])[t.b], ($10::text[])[t.b], ($11::"CrawlerClass"[])[t.b],
       ($12::"CrawlerVerification"[])[t.v], t.path, t.status, t.n
     FROM unnest($3::bigint[], $4::int[], $5::int[], string_to_array($6, E'\\n'), $7::int[], $8::int[]) AS t(h, b, v, path, status, n)
     ON CONFLICT (project_id, hour, bot, bot_class, verification, path, status)
     DO UPDATE SET hits = crawler_hit_hourly.hits + EXCLUDED.hits`,
    [
      target.projectId,
      target.accountId,
      integers(rows.map((r) => r.h.hour)),
      integers(bots.index),
      integers(rows.map((r) => verifications.indexOf(r.h.verification) + 1)),
      pathList(rows.map((r) => r.path)),
      integers(rows.map((r) => r.h.status)),
      integers(rows.map((r) => r.n)),
      bots.values.map((r) => r.h.bot),
      bots.values.map((r) => r.h.operator),
      bots.values.map((r) => r.h.botClass),
      verifications,
    ],
  );
}

async function writeReferrals(client: pg.PoolClient, target: BatchTarget, budget: PathBudget, lines: Counted<Referral>[]) {
  if (lines.length === 0) return;
  await budget.learn(client, target.projectId, 'ai_referral_hourly', new Set(lines.map((c) => c.item.hour)));
  const sorted = lines
    .map(({ item, n }) => ({ r: item, path: budget.admit('ai_referral_hourly', item.hour, item.path), n }))
    .sort(byReferralKey);
  const rows: typeof sorted = [];
  for (const r of sorted) {
    const last = rows.at(-1);
    if (last && byReferralKey(last, r) === 0) last.n += r.n;
    else rows.push(r);
  }
  const products = dictionary(rows, (r) => r.r.product);
  await client.query(
    `INSERT INTO ai_referral_hourly (project_id, account_id, hour, product, landing_path, visits)
     SELECT $1, $2, to_timestamp(t.h::float8 / 1000), ($7::text[])[t.p], t.path, t.n
     FROM unnest($3::bigint[], $4::int[], string_to_array($5, E'\\n'), $6::int[]) AS t(h, p, path, n)
     ON CONFLICT (project_id, hour, product, landing_path) DO UPDATE SET visits = ai_referral_hourly.visits + EXCLUDED.visits`,
    [
      target.projectId,
      target.accountId,
      integers(rows.map((r) => r.r.hour)),
      integers(products.index),
      pathList(rows.map((r) => r.path)),
      integers(rows.map((r) => r.n)),
      products.values.map((r) => r.r.product),
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
    `INSERT INTO crawler_unmatched_agent (project_id, account_id, user_agent, hits, first_seen_at, last_seen_at)
     SELECT $1, $7, t.ua, t.n, t.first, t.last FROM unnest($2::text[], $3::int[], $4::timestamptz[], $5::timestamptz[]) AS t(ua, n, first, last)
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
      target.accountId,
    ],
  );
}
