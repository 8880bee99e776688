import { type Db, sqlPool } from '../../db/client.ts';
import type { Plan } from '../../generated/prisma/client.ts';
import { AppError } from '../kernel/errors.ts';
import { SqlParams } from '../kernel/pagination.ts';
import { plans, specRequestsPerMinute } from '../plans/plans.ts';

export type RateBucket = 'read' | 'write';

/** Every limit counts requests per key in a fixed window of this length. */
export const RATE_WINDOW_SECONDS = 60;

/**
 * Operator settings (VISIBILITY_RATE_LIMIT_READ / VISIBILITY_RATE_LIMIT_WRITE, see
 * core/access/rate-limit-settings.ts): requests per minute per key that raise every plan's limit.
 */
export type RateLimitSettings = Partial<Record<RateBucket, number>>;

/**
 * The limit of a key of an account on `plan`: the plan's (the spec's 60 reads and 10 writes per
 * minute unless the plan table raises them), or the operator's setting when that is higher.
 */
export function rateLimitFor(bucket: RateBucket, plan: Plan, settings: RateLimitSettings | undefined): number {
  return Math.max(plans[plan].requestsPerMinute[bucket], settings?.[bucket] ?? 0);
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  allowed: boolean;
}

/**
 * SQL counting one request of `bucket` (or `increment`, an expression over the row `s`) for the key
 * of each row of `source` (columns `key_id` and `now`, the statement's one reading of the database
 * clock) in a fixed window anchored at the window's first request. One atomic upsert, so the limit
 * holds across every server process and concurrent request (a read-then-write would let races
 * through). Returns `count`, `window_ms` (the window's start) and `reset_ms`.
 */
export function countRequestSql(params: SqlParams, source: string, bucket: RateBucket, increment = '1'): string {
  const window = `make_interval(secs => ${params.add(RATE_WINDOW_SECONDS)}::float8)`;
  return `INSERT INTO rate_limit_window AS w (api_key_id, bucket, window_start, count)
    SELECT s.key_id, ${params.add(bucket)}, s.now, ${increment} FROM ${source} s
    ON CONFLICT (api_key_id, bucket) DO UPDATE SET
      window_start = CASE WHEN w.window_start + ${window} <= EXCLUDED.window_start
                          THEN EXCLUDED.window_start ELSE w.window_start END,
      count = CASE WHEN w.window_start + ${window} <= EXCLUDED.window_start THEN EXCLUDED.count ELSE w.count + EXCLUDED.count END
    RETURNING count, (EXTRACT(EPOCH FROM window_start) * 1000)::float8 AS window_ms,
      (EXTRACT(EPOCH FROM (window_start + ${window} - (SELECT now FROM ${source}))) * 1000)::float8 AS reset_ms`;
}

/** The state after a request was counted (`count` and `reset_ms` of countRequestSql). */
export function rateLimitState(limit: number, count: number, resetMs: number): RateLimitState {
  return {
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: resetSecondsOf(resetMs),
    allowed: count <= limit,
  };
}

/** Seconds until the window resets, as the headers give them. */
export function resetSecondsOf(resetMs: number): number {
  // window_start is stored rounded to the millisecond, so the raw figure can exceed the window.
  return Math.min(RATE_WINDOW_SECONDS, Math.max(1, Math.ceil(resetMs / 1000)));
}

/** IETF RateLimit / RateLimit-Policy headers (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(bucket: RateBucket, s: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Policy': `"${bucket}";q=${s.limit};w=${RATE_WINDOW_SECONDS}`,
    RateLimit: `"${bucket}";r=${s.remaining};t=${s.resetSeconds}`,
  };
}

/** The headers of a counted request; 429 with Retry-After (and the same headers) when over the limit. */
export function enforceRateLimit(bucket: RateBucket, state: RateLimitState): Record<string, string> {
  const headers = rateLimitHeaders(bucket, state);
  if (!state.allowed) throw new AppError('rate_limited', { retryAfter: state.resetSeconds, headers });
  return headers;
}

/**
 * Counts one request of `bucket` for any subject that is not an API key seen by the gate (a
 * dashboard session, a sign-in email or address, a GraphQL write), in the same table and window.
 */
export async function consumeRateLimit(
  db: Db,
  subjectId: string,
  bucket: RateBucket,
  limit: number = specRequestsPerMinute[bucket],
): Promise<RateLimitState> {
  const params = new SqlParams();
  const subject = params.add(subjectId);
  const text = `WITH src AS (SELECT ${subject}::text AS key_id, clock_timestamp() AS now) ${countRequestSql(params, 'src', bucket)}`;
  const { rows } = await sqlPool(db).query<{ count: number; reset_ms: number }>(text, params.values);
  return rateLimitState(limit, rows[0].count, rows[0].reset_ms);
}

/** consumeRateLimit, then the RateLimit headers, or 429 with Retry-After when over the limit. */
export async function enforceSubjectRateLimit(
  db: Db,
  subjectId: string,
  bucket: RateBucket,
  settings?: RateLimitSettings,
): Promise<Record<string, string>> {
  return enforceRateLimit(bucket, await consumeRateLimit(db, subjectId, bucket, subjectLimitFor(bucket, settings)));
}

/** The limit of a subject without a plan (a dashboard session): the spec's, or the operator's setting when higher. */
export function subjectLimitFor(bucket: RateBucket, settings: RateLimitSettings | undefined): number {
  return Math.max(specRequestsPerMinute[bucket], settings?.[bucket] ?? 0);
}
