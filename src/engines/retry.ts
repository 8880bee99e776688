// The one retry loop of the engine layer (the SDKs' own retries are off): each provider request
// runs under a per-provider concurrency limit and a timeout, and is retried with exponential
// backoff and jitter when it failed for a passing reason, honouring the provider's Retry-After.
// A wait longer than the job should sleep for is not slept: the error goes up with its
// retryAfterMs so the job can be rescheduled. A request whose outcome is unknown (timed out or
// dropped after it reached the provider) may have been billed: it is counted, and retried at most
// `maxLostRetries` times, each retry after a timeout given a longer timeout, and only when the
// caller agrees to pay for it (`beforeLostRetry`, where the probe reserves budget).
import { backoffDelayMs } from '../net/backoff.ts';
import { EngineError, toEngineError } from './errors.ts';
import type { ProviderName } from './providers.ts';

export interface RetryPolicy {
  /** Attempts including the first. */
  maxAttempts: number;
  /** First backoff; doubles per attempt, capped by maxDelayMs, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After above this is not slept in-process: the call fails with 'rate_limited'. */
  maxRetryAfterMs: number;
  /** Per request (one attempt), body included; each timeout so far adds this much again to the next attempt. */
  timeoutMs: number;
  /** Retries of a request that may have been billed (timeout, connection dropped mid-request), within maxAttempts. */
  maxLostRetries: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
  timeoutMs: 180_000,
  maxLostRetries: 1,
};

/** Time, waiting and chance, injectable so tests neither wait nor depend on luck. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  random(): number;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  random: () => Math.random(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** A counting semaphore: at most `limit` holders at once, waiters served in order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(readonly limit: number) {}

  get inUse(): number {
    return this.active;
  }

  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (this.active >= this.limit) {
      await new Promise<void>((resolve, reject) => {
        const grant = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          const at = this.waiting.indexOf(grant);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(signal?.reason);
        };
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener('abort', onAbort, { once: true });
        this.waiting.push(grant);
      });
    } else {
      this.active++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays as it is.
      if (next) next();
      else this.active--;
    };
  }
}

/** One semaphore per provider, created on first use: engines of one provider share it. */
export function createProviderLimiters(concurrency: number): (provider: ProviderName) => Semaphore {
  const limiters = new Map<ProviderName, Semaphore>();
  return (provider) => {
    let limiter = limiters.get(provider);
    if (!limiter) {
      limiter = new Semaphore(concurrency);
      limiters.set(provider, limiter);
    }
    return limiter;
  };
}

/** What one answer's requests came to, across all its calls: the lost ones may be billed. */
export interface RequestTally {
  lost: number;
  /** Lost requests retried so far: the policy's maxLostRetries holds per answer, not per request. */
  lostRetries: number;
}

export interface CallOptions {
  provider: ProviderName;
  policy: RetryPolicy;
  clock: Clock;
  limiter: Semaphore;
  /** The caller's signal (job cancelled): aborts at once, never retried, thrown as it is. */
  signal?: AbortSignal;
  /** Counts requests whose outcome is unknown; shared by the calls of one answer. */
  tally?: RequestTally;
  /** Asked before retrying a request that may have been billed; false gives up (e.g. no budget left). */
  beforeLostRetry?: () => Promise<boolean>;
}

function backoffMs(policy: RetryPolicy, attempt: number, clock: Clock): number {
  return backoffDelayMs({ baseMs: policy.baseDelayMs, maxMs: policy.maxDelayMs }, attempt, () => clock.random());
}

/** One attempt: a limiter slot and a timeout around `work`. */
async function attemptOnce<T>(work: (signal: AbortSignal) => Promise<T>, opts: CallOptions, timeoutMs: number): Promise<T> {
  const release = await opts.limiter.acquire(opts.signal);
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(new Error('engine call timed out')), timeoutMs);
  const signal = opts.signal ? AbortSignal.any([timer.signal, opts.signal]) : timer.signal;
  try {
    return await work(signal);
  } catch (err) {
    if (opts.signal?.aborted) throw opts.signal.reason ?? err;
    if (timer.signal.aborted) {
      throw new EngineError('timeout', `${opts.provider} did not answer within ${timeoutMs} ms`, {
        provider: opts.provider,
        outcomeUnknown: true,
        cause: err,
      });
    }
    throw toEngineError(err, opts.provider);
  } finally {
    clearTimeout(timeout);
    release();
  }
}

/** Runs one provider request with the retry policy; throws an EngineError (or the caller's abort reason). */
export async function callWithRetry<T>(work: (signal: AbortSignal) => Promise<T>, opts: CallOptions): Promise<T> {
  const tally = opts.tally ?? { lost: 0, lostRetries: 0 };
  let timeouts = 0;
  for (let attempt = 1; ; attempt++) {
    if (opts.signal?.aborted) throw opts.signal.reason;
    try {
      return await attemptOnce(work, opts, opts.policy.timeoutMs * (1 + timeouts));
    } catch (err) {
      if (!(err instanceof EngineError)) throw err;
      if (err.outcomeUnknown) tally.lost++;
      if (!err.retryable) throw err;
      if (err.kind === 'rate_limited' && err.retryAfterMs !== null && err.retryAfterMs > opts.policy.maxRetryAfterMs) throw err;
      if (attempt >= opts.policy.maxAttempts) throw err;
      if (err.outcomeUnknown) {
        if (tally.lostRetries >= opts.policy.maxLostRetries) throw err;
        if (opts.beforeLostRetry && !(await opts.beforeLostRetry())) throw err;
        tally.lostRetries++;
        if (err.kind === 'timeout') timeouts++;
      }
      const wait =
        err.kind === 'rate_limited' && err.retryAfterMs !== null ? err.retryAfterMs : backoffMs(opts.policy, attempt, opts.clock);
      await opts.clock.sleep(wait, opts.signal);
    }
  }
}
