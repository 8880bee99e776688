// The engine lifecycle through the real SDKs against the fake servers: the model that answered
// (not the one configured), truncated answers in each provider's terms, country and language sent
// where the provider takes them, and requests that may have been billed without answering
// (timeouts, dropped connections): counted, priced, retried at most once and only when allowed.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineName } from '../../src/engines/answer.ts';
import { EngineError } from '../../src/engines/errors.ts';
import { defaultModels } from '../../src/engines/settings.ts';
import { closeSharedSafeAgents } from '../../src/net/safe-agent.ts';
import { startFakeEngines, type FakeEngines, type FakeProviderServer } from './fakes/index.ts';
import { clientsFor, recordingClock } from './support.ts';

let fakes: FakeEngines;
beforeAll(async () => {
  fakes = await startFakeEngines();
  fakes.program(() => true, { text: 'Acme CRM is a good choice.', citations: [{ url: 'https://acme.example/', quote: 'Acme CRM' }] });
});
afterAll(async () => {
  await fakes.close();
  await closeSharedSafeAgents();
});

let promptNo = 0;
/** A prompt of its own per test, so that programs, faults and counts do not mix. */
const freshPrompt = (what: string) => `${what} question ${++promptNo}`;

type Server = Pick<FakeProviderServer, 'program' | 'fail' | 'count' | 'requests'>;
const llmEngines: Array<[EngineName, (f: FakeEngines) => Server]> = [
  ['CHATGPT', (f) => f.openai],
  ['GROK', (f) => f.xai],
  ['CLAUDE', (f) => f.anthropic],
  ['GEMINI', (f) => f.gemini],
  ['PERPLEXITY', (f) => f.perplexity],
];

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

describe('the model that answered', () => {
  it.each(llmEngines)('%s: stores what the provider says answered beside the model asked for', async (engine, serverOf) => {
    const text = freshPrompt(engine);
    serverOf(fakes).program(text, { text: 'Acme CRM answers.', servedModel: 'routed-successor-2026-11-01' });
    const result = await clientsFor(fakes.env)[engine].ask({ text });
    expect(result.model).toBe(defaultModels[engine]);
    expect(result.servedModel).toBe('routed-successor-2026-11-01');
  });

  it('CHATGPT: the dated snapshot OpenAI names is kept as it came', async () => {
    const result = await clientsFor(fakes.env).CHATGPT.ask({ text: freshPrompt('snapshot') });
    expect(result.servedModel).toBe(`${defaultModels.CHATGPT}-2026-03-17`);
  });

  it.each(['GOOGLE_AIO', 'GOOGLE_AI_MODE', 'BING_COPILOT'] as const)(
    '%s: a SERP names no model: null, never the configured name',
    async (engine) => {
      fakes.serpapi.program(() => true, { text: 'Acme CRM overview.', citations: [{ url: 'https://acme.example/', quote: 'Acme CRM' }] });
      const result = await clientsFor(fakes.env)[engine].ask({ text: freshPrompt(engine) });
      expect(result.servedModel).toBeNull();
      expect(result.finish).toEqual({ truncated: false, reason: null });
    },
  );
});

describe('truncated answers', () => {
  const reasons: Record<string, [complete: string, truncated: string]> = {
    CHATGPT: ['completed', 'max_output_tokens'],
    GROK: ['completed', 'max_output_tokens'],
    CLAUDE: ['end_turn', 'max_tokens'],
    GEMINI: ['STOP', 'MAX_TOKENS'],
    PERPLEXITY: ['completed', 'max_output_tokens'],
  };

  it.each(llmEngines)('%s: a cut-off answer is marked truncated with the provider reason; a whole one is not', async (engine, serverOf) => {
    const cut = freshPrompt(engine);
    serverOf(fakes).program(cut, { text: 'The best CRM for agencies is Acme CRM, because its pipeline', truncated: true });
    const clients = clientsFor(fakes.env);
    const truncated = await clients[engine].ask({ text: cut });
    expect(truncated.finish).toEqual({ truncated: true, reason: reasons[engine][1] });
    expect(truncated.text).toContain('because its pipeline'); // kept as received
    const whole = await clients[engine].ask({ text: freshPrompt(engine) });
    expect(whole.finish).toEqual({ truncated: false, reason: reasons[engine][0] });
  });

  it('CLAUDE: a turn still paused after the last continuation allowed is truncated, not whole', async () => {
    const text = freshPrompt('paused');
    const long = 'Acme CRM one. Acme CRM two. Acme CRM three. Acme CRM four.';
    fakes.anthropic.program(text, {
      text: long,
      citations: ['one', 'two', 'three', 'four'].map((n) => ({ url: `https://acme.example/${n}`, quote: `Acme CRM ${n}.` })),
      pauseTurns: 5,
    });
    const result = await clientsFor(fakes.env).CLAUDE.ask({ text });
    expect(fakes.anthropic.count(text)).toBe(3); // the first request and claudeMaxContinuations (2)
    expect(result.finish).toEqual({ truncated: true, reason: 'pause_turn' });
    expect(result.usage.requests).toBe(3);
  });
});

describe('country and language', () => {
  const ask = async (engine: EngineName, server: Server) => {
    const text = freshPrompt(`${engine} geo`);
    await clientsFor(fakes.env)[engine].ask({ text, country: 'de', language: 'de' });
    return server.requests.filter((r) => r.prompt === text).at(-1)!;
  };

  it('CHATGPT: the country as web_search user_location', async () => {
    const req = await ask('CHATGPT', fakes.openai);
    expect((req.body as { tools: unknown[] }).tools).toEqual([
      { type: 'web_search', user_location: { type: 'approximate', country: 'DE' } },
    ]);
  });

  it("CLAUDE: the country as the current web search tool's user_location", async () => {
    const req = await ask('CLAUDE', fakes.anthropic);
    expect((req.body as { tools: unknown[] }).tools).toEqual([
      { type: 'web_search_20260209', name: 'web_search', max_uses: 5, user_location: { type: 'approximate', country: 'DE' } },
    ]);
  });

  it('GEMINI: the language as toolConfig.retrievalConfig.languageCode', async () => {
    const req = await ask('GEMINI', fakes.gemini);
    expect((req.body as { toolConfig?: unknown }).toolConfig).toEqual({ retrievalConfig: { languageCode: 'de' } });
    const plain = freshPrompt('gemini plain');
    await clientsFor(fakes.env).GEMINI.ask({ text: plain });
    expect(fakes.gemini.requests.find((r) => r.prompt === plain)?.body).not.toHaveProperty('toolConfig');
  });

  it.each(['GOOGLE_AIO', 'GOOGLE_AI_MODE'] as const)('%s: gl and hl', async (engine) => {
    const req = await ask(engine, fakes.serpapi);
    expect([req.query.get('gl'), req.query.get('hl')]).toEqual(['de', 'de']);
  });

  it('GROK: xAI web_search documents no location, so none is invented', async () => {
    const req = await ask('GROK', fakes.xai);
    expect((req.body as { tools: unknown[] }).tools).toEqual([{ type: 'web_search' }]);
  });
});

describe('requests that may have been billed without an answer', () => {
  const setup = (fault: Parameters<FakeProviderServer['fail']>[0], times: number) => {
    const text = freshPrompt('lost');
    fakes.openai.fail(fault, { prompt: text, times });
    const client = clientsFor(fakes.env, { clock: recordingClock(), retry: { timeoutMs: 300 } }).CHATGPT;
    return { text, client };
  };

  it('a timeout is retried once, with a longer timeout; the answer counts two billable requests and pays for the lost one', async () => {
    const { text, client } = setup({ kind: 'hang' }, 1);
    const result = await client.ask({ text });
    expect(fakes.openai.count(text)).toBe(2);
    expect(result.usage).toMatchObject({ requests: 2, lostRequests: 1 });
    const answered = result.usage.costMicros - client.estimateCostMicros({ text });
    expect(answered).toBeGreaterThan(0); // the answered request's own usage, plus the lost one at the ceiling
  });

  it('a second timeout is not retried: two requests, not four, and the error says both may be billed', async () => {
    const { text, client } = setup({ kind: 'hang' }, 5);
    const err = await failure(client.ask({ text }));
    expect(err.kind).toBe('timeout');
    expect(err.message).toContain('within 600 ms'); // the retry waited twice as long
    expect(err.lostRequests).toBe(2);
    expect(fakes.openai.count(text)).toBe(2);
  });

  it('no retry of a lost request when the caller cannot pay for another', async () => {
    const { text, client } = setup({ kind: 'hang' }, 1);
    let asked = 0;
    const err = await failure(
      client.ask({ text }, undefined, {
        beforeLostRetry: async () => {
          asked++;
          return false;
        },
      }),
    );
    expect([asked, err.lostRequests, fakes.openai.count(text)]).toEqual([1, 1, 1]);
  });

  it('a connection dropped after the request was sent counts as lost; a 5xx answer does not', async () => {
    const reset = setup({ kind: 'reset' }, 1);
    expect((await reset.client.ask({ text: reset.text })).usage).toMatchObject({ requests: 2, lostRequests: 1 });
    const refused = setup({ kind: 'server_error' }, 2);
    expect((await refused.client.ask({ text: refused.text })).usage).toMatchObject({ requests: 1, lostRequests: 0 });
    expect(fakes.openai.count(refused.text)).toBe(3);
  });

  it('a connection never made is retried like any passing failure and bills nothing', async () => {
    // A loopback port nobody listens on any more: connections are refused.
    const spare = net.createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const { port } = spare.address() as net.AddressInfo;
    await new Promise((resolve) => spare.close(resolve));
    const closed = clientsFor({ ...fakes.env, OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` }, { clock: recordingClock() }).CHATGPT;
    const err = await failure(closed.ask({ text: freshPrompt('refused') }));
    expect(err).toMatchObject({ kind: 'transient', outcomeUnknown: false, lostRequests: 0 });
  });
});
