/**
 * Delivery settings (parsed with the rest of the environment in core/runtime/config.ts; tests pass their own). Defaults:
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
