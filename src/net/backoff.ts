/**
 * The retry delay of every loop of the service that tries again after a failure: an engine call
 * (engines/retry.ts) and a database session held for the life of the process (jobs/worker-presence.ts).
 * Exponential from `baseMs`, capped at `maxMs`, with "equal jitter": half the step is fixed, half
 * random, so processes cut off by the same outage do not all come back at the same instant and a
 * retry never collapses to zero.
 */
export interface Backoff {
  /** The first delay's ceiling; doubles per attempt. */
  baseMs: number;
  /** No delay is longer than this. */
  maxMs: number;
}

/** The delay before retry number `attempt` (1 for the first retry). */
export function backoffDelayMs(backoff: Backoff, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
