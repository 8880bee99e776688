// Failure handling of every provider, through the real SDKs against the fake servers: what is
// retried (429 honouring Retry-After, 5xx, resets), what is not (quota, auth, malformed bodies),
// what is rescheduled instead of slept (a long Retry-After), and timeouts. Request counts on the
// fake server prove how often the provider was really asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineName } from '../../src/engines/answer.ts';
import { EngineError } from '../../src/engines/errors.ts';
import { closeSharedSafeAgents } from '../../src/net/safe-agent.ts';
import { startFakeEngines, type FakeEngines, type FakeProviderServer, type Fault } from './fakes/index.ts';
import { clientsFor, recordingClock } from './support.ts';

let fakes: FakeEngines;
beforeAll(async () => {
  fakes = await startFakeEngines();
  fakes.program(() => true, { text: 'Acme is fine.', citations: [{ url: 'https://acme.example/', quote: 'Acme' }] });
});
afterAll(async () => {
  await fakes.close();
  await closeSharedSafeAgents();
});

/** Faults and counts do not depend on a fake's answer type. */
type FaultTarget = Pick<FakeProviderServer, 'fail' | 'count'>;

const engines: Array<[EngineName, (f: FakeEngines) => FaultTarget]> = [
  ['CHATGPT', (f) => f.openai],
  ['GROK', (f) => f.xai],
  ['CLAUDE', (f) => f.anthropic],
  ['PERPLEXITY', (f) => f.perplexity],
  ['GEMINI', (f) => f.gemini],
  ['GOOGLE_AIO', (f) => f.serpapi],
  ['GOOGLE_AI_MODE', (f) => f.serpapi],
  ['BING_COPILOT', (f) => f.serpapi],
];

let promptNo = 0;
/** A prompt of its own per test, so that request counts and faults do not mix. */
function freshPrompt(engine: string): string {
  return `${engine} question ${++promptNo}`;
}

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

describe.each(engines)('%s', (engine, serverOf) => {
  const setup = (fault: Fault, times = 1, retry = {}) => {
    const prompt = freshPrompt(engine);
    const server = serverOf(fakes);
    server.fail(fault, { prompt, times });
    const clock = recordingClock();
    const client = clientsFor(fakes.env, { clock, retry })[engine];
    return { prompt, server, clock, ask: () => client.ask({ text: prompt }) };
  };

  it('429 with a short Retry-After: waits what the provider asked, then succeeds', async () => {
    const { prompt, server, clock, ask } = setup({ kind: 'rate_limited', retryAfter: '2' });
    const result = await ask();
    expect(result.text).toContain('Acme');
    expect(server.count(prompt)).toBe(2);
    expect(clock.sleeps).toEqual([2000]);
  });

  it('429 with a long Retry-After: no sleep, rate_limited carrying retryAfterMs for the job to reschedule', async () => {
    const { prompt, server, clock, ask } = setup({ kind: 'rate_limited', retryAfter: '120' });
    const err = await failure(ask());
    expect(err.kind).toBe('rate_limited');
    expect(err.retryAfterMs).toBe(120_000);
    expect(server.count(prompt)).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('5xx is retried with backoff', async () => {
    const { prompt, server, clock, ask } = setup({ kind: 'server_error' });
    await ask();
    expect(server.count(prompt)).toBe(2);
    expect(clock.sleeps).toHaveLength(1);
  });

  it('5xx that persists gives up after maxAttempts with transient', async () => {
    const { prompt, server, clock, ask } = setup({ kind: 'server_error' }, 10, { maxAttempts: 3 });
    const err = await failure(ask());
    expect(err.kind).toBe('transient');
    expect(server.count(prompt)).toBe(3);
    expect(clock.sleeps).toHaveLength(2);
    expect(clock.sleeps[1]).toBeGreaterThan(clock.sleeps[0]);
  });

  it('a reset connection is transient and retried', async () => {
    const { prompt, server, ask } = setup({ kind: 'reset' });
    await ask();
    expect(server.count(prompt)).toBe(2);
  });

  it('a request that hangs times out', async () => {
    const { prompt, server, ask } = setup({ kind: 'hang' }, 1, { timeoutMs: 300, maxAttempts: 1 });
    const err = await failure(ask());
    expect(err.kind).toBe('timeout');
    expect(server.count(prompt)).toBe(1);
  });

  it('a body that is not JSON is malformed and not retried', async () => {
    const { prompt, server, ask } = setup({ kind: 'malformed' });
    const err = await failure(ask());
    expect(err.kind).toBe('malformed');
    expect(server.count(prompt)).toBe(1);
  });

  it('JSON without the documented shape is malformed', async () => {
    const { ask } = setup({ kind: 'unexpected_json' });
    expect((await failure(ask())).kind).toBe('malformed');
  });

  it('quota errors are not retried', async () => {
    const { prompt, server, clock, ask } = setup({ kind: 'quota' });
    const err = await failure(ask());
    expect(err.kind).toBe('quota');
    expect(server.count(prompt)).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('auth errors are not retried', async () => {
    const { prompt, server, ask } = setup({ kind: 'auth' });
    const err = await failure(ask());
    expect(err.kind).toBe('auth');
    expect(server.count(prompt)).toBe(1);
  });
});

describe('retry-after-ms and caller aborts', () => {
  it('retry-after-ms (OpenAI, Anthropic) is honoured to the millisecond', async () => {
    const prompt = freshPrompt('ms');
    fakes.anthropic.fail({ kind: 'rate_limited', retryAfterMs: 1500, retryAfter: '2' }, { prompt });
    const clock = recordingClock();
    await clientsFor(fakes.env, { clock }).CLAUDE.ask({ text: prompt });
    expect(clock.sleeps).toEqual([1500]);
  });

  it("the caller's abort stops at once and is not turned into an engine error", async () => {
    const prompt = freshPrompt('abort');
    fakes.openai.fail({ kind: 'hang' }, { prompt });
    const controller = new AbortController();
    const pending = clientsFor(fakes.env).CHATGPT.ask({ text: prompt }, controller.signal);
    while (fakes.openai.count(prompt) === 0) await new Promise((r) => setImmediate(r));
    controller.abort(new Error('job cancelled'));
    await expect(pending).rejects.toThrow('job cancelled');
    expect(fakes.openai.count(prompt)).toBe(1);
  });
});
