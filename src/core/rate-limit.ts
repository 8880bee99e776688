import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

export type RateBucket = 'read' | 'write';

/** Per-key limits of the spec: 60 reads and 10 writes per minute. */
export const rateLimits: Record<RateBucket, { limit: number; windowSeconds: number }> = {
  read: { limit: 60, windowSeconds: 60 },
  write: { limit: 10, windowSeconds: 60 },
};

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  allowed: boolean;
}

/**
 * Counts one request of `bucket` for the key in a fixed window anchored at the window's first
 * request. One atomic upsert on the database clock, so the limit holds across every server
 * process and concurrent request (a read-then-write would let races through).
 */
export async function consumeRateLimit(db: Db, keyId: string, bucket: RateBucket): Promise<RateLimitState> {
  const { limit, windowSeconds } = rateLimits[bucket];
  // One reading of the clock for the whole statement, so both CASEs agree on the window.
  const rows = await db.$queryRaw<{ count: number; reset_ms: number }[]>`
    WITH clock AS (SELECT clock_timestamp() AS now)
    INSERT INTO rate_limit_window AS w (api_key_id, bucket, window_start, count)
    SELECT ${keyId}, ${bucket}, clock.now, 1 FROM clock
    ON CONFLICT (api_key_id, bucket) DO UPDATE SET
      window_start = CASE WHEN w.window_start + make_interval(secs => ${windowSeconds}) <= (SELECT now FROM clock)
                          THEN (SELECT now FROM clock) ELSE w.window_start END,
      count = CASE WHEN w.window_start + make_interval(secs => ${windowSeconds}) <= (SELECT now FROM clock)
                   THEN 1 ELSE w.count + 1 END
    RETURNING count,
      (EXTRACT(EPOCH FROM (window_start + make_interval(secs => ${windowSeconds}) - (SELECT now FROM clock))) * 1000)::float8 AS reset_ms`;
  const { count, reset_ms } = rows[0];
  return {
    limit,
    remaining: Math.max(0, limit - count),
    // window_start is stored rounded to the millisecond, so the raw figure can exceed the window.
    resetSeconds: Math.min(windowSeconds, Math.max(1, Math.ceil(reset_ms / 1000))),
    allowed: count <= limit,
  };
}

/** IETF RateLimit / RateLimit-Policy headers (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(bucket: RateBucket, s: RateLimitState): Record<string, string> {
  const { windowSeconds } = rateLimits[bucket];
  return {
    'RateLimit-Policy': `"${bucket}";q=${s.limit};w=${windowSeconds}`,
    RateLimit: `"${bucket}";r=${s.remaining};t=${s.resetSeconds}`,
  };
}

/** Consumes one request and throws 429 with Retry-After when over the limit. */
export async function enforceRateLimit(db: Db, keyId: string, bucket: RateBucket): Promise<Record<string, string>> {
  const state = await consumeRateLimit(db, keyId, bucket);
  const headers = rateLimitHeaders(bucket, state);
  if (!state.allowed) throw new AppError('rate_limited', { retryAfter: state.resetSeconds, headers });
  return headers;
}
