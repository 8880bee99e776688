/**
 * `bots refresh`: fetches each operator's published range file (data/crawlers/agents.json
 * `ranges`) through the service's outgoing-request client, and stores its prefixes with the
 * time and the SHA-256 of what was read (bot_ip_source), which verification uses from then on.
 * A source that cannot be fetched (offline, an error, not the expected shape) keeps what is
 * stored, or, never refreshed, takes the copy shipped in data/crawlers/ranges/. One refresh runs
 * at a time across every process (the command and the worker's scheduled one, src/jobs/refresh-bot-ranges.ts):
 * a Postgres advisory lock, held for the refresh; a refresh that finds it taken does nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Db, sqlPool } from '../../db/client.ts';
import { crawlerCatalog, crawlerDataDir, prefixesOf, rangeFileSchema, storedRangeFile } from './catalog.ts';

export interface RefreshOptions {
  /** Outgoing requests may reach private addresses (VISIBILITY_ALLOW_PRIVATE_NETWORK; tests). */
  allowPrivateNetwork: boolean;
  /** Fetch `<mirror>/<source id>.json` instead of the operators' URLs (an internal mirror). */
  mirror?: string;
  /** Also rewrite the shipped copies in data/crawlers/ranges/ (for maintainers of the data). */
  writeCopies?: boolean;
  timeoutMs?: number;
}

export interface RefreshResult {
  id: string;
  operator: string;
  url: string;
  outcome: 'fetched' | 'unchanged' | 'kept' | 'stored_copy';
  prefixes: number;
  sha256: string;
  fetchedAt: string;
  error?: string;
}

/** The advisory lock of the refresh (any number of its own: src/db/migrate.ts holds another). */
const RANGE_REFRESH_LOCK_ID = 7_351_902_115;

/** Each source's outcome, or null when another refresh holds the lock (nothing was fetched or written). */
export async function refreshBotRanges(db: Db, options: RefreshOptions): Promise<RefreshResult[] | null> {
  const client = await sqlPool(db).connect();
  // A connection whose unlock failed goes away with its lock instead of back to the pool.
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [RANGE_REFRESH_LOCK_ID]);
    if (!rows[0].locked) return null;
    try {
      return await refreshEachSource(db, options);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [RANGE_REFRESH_LOCK_ID]).catch((e: unknown) => {
        broken = e instanceof Error ? e : new Error(String(e));
      });
    }
  } catch (e) {
    broken ??= e as Error;
    throw e;
  } finally {
    client.release(broken);
  }
}

async function refreshEachSource(db: Db, options: RefreshOptions): Promise<RefreshResult[]> {
  const catalog = crawlerCatalog();
  // The HTTP client (undici) is loaded by the first refresh, not with the worker's tasks.
  const { safeRequest } = await import('../../net/safe-fetch.ts');
  const results: RefreshResult[] = [];
  for (const source of catalog.rangeSources) {
    const bots = catalog.agents.filter((a) => a.ranges === source.id).map((a) => a.id);
    const url = options.mirror ? `${options.mirror.replace(/\/$/, '')}/${source.id}.json` : source.url;
    const existing = await db.botIpSource.findUnique({ where: { id: source.id } });
    let body: Buffer | null = null;
    let error: string | undefined;
    try {
      const res = await safeRequest(url, {
        allowPrivate: options.allowPrivateNetwork,
        timeoutMs: options.timeoutMs ?? 15_000,
        maxBytes: 5 * 1024 * 1024,
      });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      rangeFileSchema.parse(JSON.parse(res.body.toString('utf8')));
      body = res.body;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    if (body === null && existing) {
      results.push({ ...view(source, existing), outcome: 'kept', error });
      continue;
    }
    const fetched = body !== null;
    const bytes = body ?? storedRangeFile(source.id);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const prefixes = prefixesOf(JSON.parse(bytes.toString('utf8')));
    if (fetched && existing?.sha256 === sha256) {
      const row = await db.botIpSource.update({ where: { id: source.id }, data: { fetchedAt: new Date(), bots } });
      results.push({ ...view(source, row), outcome: 'unchanged' });
      continue;
    }
    const data = { operator: source.operator, bots, url, prefixes, sha256, fetchedAt: new Date() };
    const row = await db.botIpSource.upsert({ where: { id: source.id }, create: { id: source.id, ...data }, update: data });
    if (fetched && options.writeCopies) fs.writeFileSync(path.join(crawlerDataDir, 'ranges', `${source.id}.json`), bytes);
    results.push({ ...view(source, row), outcome: fetched ? 'fetched' : 'stored_copy', ...(error ? { error } : {}) });
  }
  return results;
}

function view(
  source: { id: string; operator: string },
  row: { url: string; prefixes: string[]; sha256: string; fetchedAt: Date },
): Omit<RefreshResult, 'outcome'> {
  return {
    id: source.id,
    operator: source.operator,
    url: row.url,
    prefixes: row.prefixes.length,
    sha256: row.sha256,
    fetchedAt: row.fetchedAt.toISOString(),
  };
}
