/**
 * Delivery settings, read from the environment once per worker (tests pass their own). Defaults:
 * retries after 30 s, 2 min, 10 min, 1 h, 6 h and 24 h (7 attempts over about 31 hours), then the
 * delivery has failed; 5 failed deliveries in a row pause the endpoint; 10 s per request.
 */
export interface WebhookSettings {
  /** Seconds to wait before retry 1, 2, ...; a delivery fails once they are used up. */
  retryDelaysSeconds: number[];
  /** Consecutive failed deliveries (retries exhausted) after which an endpoint is paused. */
  pauseAfter: number;
  /** Budget of one attempt (connect, send, response), in ms. */
  timeoutMs: number;
}

export const defaultRetryDelaysSeconds = [30, 120, 600, 3600, 21_600, 86_400];
export const defaultPauseAfter = 5;
export const defaultTimeoutMs = 10_000;

function parseDelays(text: string): number[] {
  const delays = text.split(',').map((part) => Number(part.trim()));
  if (delays.some((d) => !Number.isFinite(d) || d < 0) || text.trim() === '') {
    throw new Error(`VISIBILITY_WEBHOOK_RETRY_DELAYS must be comma-separated seconds (e.g. "30,120,600"), got "${text}"`);
  }
  return delays;
}

function positiveInt(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${text}"`);
  return n;
}

export function webhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  return {
    retryDelaysSeconds: env.VISIBILITY_WEBHOOK_RETRY_DELAYS ? parseDelays(env.VISIBILITY_WEBHOOK_RETRY_DELAYS) : defaultRetryDelaysSeconds,
    pauseAfter: env.VISIBILITY_WEBHOOK_PAUSE_AFTER
      ? positiveInt('VISIBILITY_WEBHOOK_PAUSE_AFTER', env.VISIBILITY_WEBHOOK_PAUSE_AFTER)
      : defaultPauseAfter,
    timeoutMs: env.VISIBILITY_WEBHOOK_TIMEOUT_MS
      ? positiveInt('VISIBILITY_WEBHOOK_TIMEOUT_MS', env.VISIBILITY_WEBHOOK_TIMEOUT_MS)
      : defaultTimeoutMs,
  };
}
