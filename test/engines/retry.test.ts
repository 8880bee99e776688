// The retry loop, Retry-After parsing, the per-provider semaphore and error mapping, without a
// network: work functions stand in for provider requests.
import { describe, expect, it } from 'vitest';
import { EngineError, engineErrorFromHttp } from '../../src/engines/errors.ts';
import { callWithRetry, createProviderLimiters, defaultRetryPolicy, Semaphore } from '../../src/engines/retry.ts';
import { googleRetryDelayMs, retryAfterMs } from '../../src/engines/retry-after.ts';
import { recordingClock } from './support.ts';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it.each([
    [{ 'retry-after': '3' }, 3000],
    [{ 'retry-after': '0.5' }, 500],
    [{ 'Retry-After': 'Mon, 01 Jun 2026 12:00:30 GMT' }, 30_000],
    [{ 'retry-after': 'Mon, 01 Jun 2026 11:00:00 GMT' }, 0],
    [{ 'retry-after-ms': '1234', 'retry-after': '2' }, 1234],
    [{ 'retry-after': 'soon' }, null],
    [{}, null],
  ])('%j -> %s', (headers, expected) => {
    expect(retryAfterMs(headers, now)).toBe(expected);
    expect(retryAfterMs(new Headers(headers as Record<string, string>), now)).toBe(expected);
  });

  it("reads Google's RetryInfo", () => {
    const body = { error: { details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '12.5s' }] } };
    expect(googleRetryDelayMs(body)).toBe(12_500);
    expect(googleRetryDelayMs({ error: {} })).toBeNull();
  });
});

describe('engineErrorFromHttp', () => {
  it.each([
    [429, { error: { code: 'insufficient_quota', message: 'x' } }, 'quota'],
    [429, { error: 'Your account has run out of searches.' }, 'quota'],
    [429, { error: { message: 'slow down' } }, 'rate_limited'],
    [402, {}, 'quota'],
    [401, {}, 'auth'],
    [403, {}, 'auth'],
    [400, { error: { details: [{ reason: 'API_KEY_INVALID' }] } }, 'auth'],
    [400, { type: 'error', error: { type: 'invalid_request_error', message: 'Your credit balance is too low' } }, 'quota'],
    [400, { error: { message: 'bad param' } }, 'refused'],
    [410, {}, 'refused'],
    [500, {}, 'transient'],
    [529, {}, 'transient'],
    [408, {}, 'transient'],
  ])('%i %j -> %s', (status, body, kind) => {
    expect(engineErrorFromHttp({ provider: 'openai', status, body }).kind).toBe(kind);
  });
});

describe('callWithRetry', () => {
  const policy = { ...defaultRetryPolicy, maxAttempts: 4, timeoutMs: 1000 };
  const limiter = new Semaphore(2);

  it('backs off exponentially with jitter between half and the full step, capped', async () => {
    const clock = { ...recordingClock(), random: () => 1 };
    const sleeps = clock.sleeps;
    let calls = 0;
    const work = async () => {
      calls++;
      throw new EngineError('transient', 'boom');
    };
    await expect(callWithRetry(work, { provider: 'openai', policy: { ...policy, maxDelayMs: 1500 }, clock, limiter })).rejects.toThrow(
      'boom',
    );
    expect(calls).toBe(4);
    expect(sleeps).toEqual([500, 1000, 1500]);
    const low = recordingClock();
    low.random = () => 0;
    await expect(callWithRetry(work, { provider: 'openai', policy, clock: low, limiter })).rejects.toThrow();
    expect(low.sleeps).toEqual([250, 500, 1000]);
  });

  it('never retries quota, auth, malformed or refused', async () => {
    for (const kind of ['quota', 'auth', 'malformed', 'refused'] as const) {
      let calls = 0;
      const clock = recordingClock();
      const err = await callWithRetry(
        async () => {
          calls++;
          throw new EngineError(kind, kind);
        },
        { provider: 'anthropic', policy, clock, limiter },
      ).catch((e: unknown) => e as EngineError);
      expect(err.kind).toBe(kind);
      expect(calls).toBe(1);
      expect(clock.sleeps).toEqual([]);
    }
  });

  it('a rate limit without Retry-After backs off like a transient error', async () => {
    let calls = 0;
    const clock = recordingClock();
    const result = await callWithRetry(
      async () => {
        if (++calls === 1) throw new EngineError('rate_limited', 'slow', { retryAfterMs: null });
        return 'ok';
      },
      { provider: 'xai', policy, clock, limiter },
    );
    expect(result).toBe('ok');
    expect(clock.sleeps).toEqual([375]);
  });

  it('lost requests are retried at most maxLostRetries times per answer, across its calls (one tally)', async () => {
    const tally = { lost: 0, lostRetries: 0 };
    const lost = () => new EngineError('transient', 'dropped', { outcomeUnknown: true });
    let calls = 0;
    const opts = { provider: 'anthropic' as const, policy: { ...policy, maxLostRetries: 1 }, clock: recordingClock(), limiter, tally };
    // First call (a Claude turn): dropped once, then answered.
    await callWithRetry(async () => {
      if (++calls === 1) throw lost();
      return 'turn 1';
    }, opts);
    // Second call (the continuation): dropped again; the one retry is spent, so it gives up.
    const err = await callWithRetry(async () => {
      calls++;
      throw lost();
    }, opts).catch((e: unknown) => e as EngineError);
    expect(err.message).toBe('dropped');
    expect(calls).toBe(3);
    expect(tally).toEqual({ lost: 2, lostRetries: 1 });
  });

  it('maps non-engine errors (SyntaxError of a JSON parse) to malformed', async () => {
    const err = await callWithRetry(async () => JSON.parse('{'), {
      provider: 'perplexity',
      policy,
      clock: recordingClock(),
      limiter,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).kind).toBe('malformed');
  });
});

describe('Semaphore and provider limiters', () => {
  it('lets at most `limit` holders in and serves waiters in order', async () => {
    const s = new Semaphore(1);
    const order: string[] = [];
    const release1 = await s.acquire();
    const second = s.acquire().then((release) => {
      order.push('second');
      return release;
    });
    const third = s.acquire().then((release) => {
      order.push('third');
      return release;
    });
    expect(s.inUse).toBe(1);
    expect(order).toEqual([]);
    release1();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    expect(s.inUse).toBe(0);
  });

  it('an aborted waiter leaves the queue', async () => {
    const s = new Semaphore(1);
    const release = await s.acquire();
    const controller = new AbortController();
    const waiting = s.acquire(controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    release();
    expect(s.inUse).toBe(0);
  });

  it('engines of one provider share one semaphore', () => {
    const limiterFor = createProviderLimiters(2);
    expect(limiterFor('serpapi')).toBe(limiterFor('serpapi'));
    expect(limiterFor('serpapi')).not.toBe(limiterFor('openai'));
    expect(limiterFor('openai').limit).toBe(2);
  });
});
