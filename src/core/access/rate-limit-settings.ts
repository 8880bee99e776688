import { z } from 'zod';
import type { RateLimitSettings } from './rate-limit.ts';

/**
 * Operator settings of the rate limits, for the config module to parse at start:
 * `VISIBILITY_RATE_LIMIT_READ` and `VISIBILITY_RATE_LIMIT_WRITE`, requests per minute per key.
 * Unset keeps every plan's own limit (the spec's 60 reads and 10 writes by default); a value only
 * raises limits (a plan's higher limit still wins), e.g. for a benchmark or a large tenant.
 */
const perMinute = z.coerce.number().int().positive().max(1_000_000_000).optional();

export const rateLimitEnvSchema = z.object({
  VISIBILITY_RATE_LIMIT_READ: z.preprocess((v) => (v === '' ? undefined : v), perMinute),
  VISIBILITY_RATE_LIMIT_WRITE: z.preprocess((v) => (v === '' ? undefined : v), perMinute),
});

export function rateLimitSettingsFrom(env: Record<string, string | undefined>): RateLimitSettings {
  const parsed = rateLimitEnvSchema.parse(env);
  return {
    ...(parsed.VISIBILITY_RATE_LIMIT_READ ? { read: parsed.VISIBILITY_RATE_LIMIT_READ } : {}),
    ...(parsed.VISIBILITY_RATE_LIMIT_WRITE ? { write: parsed.VISIBILITY_RATE_LIMIT_WRITE } : {}),
  };
}
