// What the budget reservation rests on, read off the wire: each adapter's request really carries
// the caps request-caps.ts says it sends (so the ceiling is one the provider enforces), and the
// cost a provider reports itself (xAI's ticks, Perplexity's usage.cost) or the counts it reports
// (Perplexity's search context size, Gemini's search queries) price the answer, through the real
// SDKs against the fake servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineNames } from '../../src/engines/answer.ts';
import { engineProvider } from '../../src/engines/providers.ts';
import { requestCaps } from '../../src/engines/request-caps.ts';
import { closeSharedSafeAgents } from '../../src/net/safe-agent.ts';
import { startFakeEngines, type FakeEngines, type FakeProviderServer } from './fakes/index.ts';
import { clientsFor } from './support.ts';

let fakes: FakeEngines;
beforeAll(async () => {
  fakes = await startFakeEngines();
});
afterAll(async () => {
  await fakes.close();
  await closeSharedSafeAgents();
});

function at(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), body);
}

function lastBody(server: FakeProviderServer<any>, prompt: string): unknown {
  const request = [...server.requests].reverse().find((r) => r.prompt === prompt);
  if (!request) throw new Error(`no request for ${prompt}`);
  return request.body;
}

describe('the caps the reservation counts on are in every request', () => {
  const serverOf = (engine: (typeof engineNames)[number]): FakeProviderServer<any> =>
    ({
      openai: fakes.openai,
      xai: fakes.xai,
      anthropic: fakes.anthropic,
      perplexity: fakes.perplexity,
      google: fakes.gemini,
      serpapi: fakes.serpapi,
    })[engineProvider[engine]];

  // SerpApi (Google AI Overviews, Google AI Mode, Bing Copilot) has no tokens to cap.
  const capped = engineNames.filter((e) => Object.values(requestCaps[e]).some((c) => typeof c === 'object' && c.sentAs !== null));
  it('every LLM engine sends a cap', () => {
    expect(capped).toEqual(['CHATGPT', 'CLAUDE', 'PERPLEXITY', 'GEMINI', 'GROK']);
  });

  it.each(capped)('%s', async (engine) => {
    const prompt = `caps of ${engine}`;
    fakes.program(prompt, { text: 'An answer.' });
    await clientsFor(fakes.env)[engine].ask({ text: prompt });
    const body = lastBody(serverOf(engine), prompt);
    const caps = requestCaps[engine];
    const sent = [caps.outputTokens, caps.searches, caps.requests].filter((c) => c.sentAs !== null);
    for (const cap of sent) expect(at(body, cap.sentAs!), cap.sentAs!).toBe(cap.max);
    if (caps.searchTool) expect(at(body, caps.searchTool.sentAs), caps.searchTool.sentAs).toBe(caps.searchTool.type);
  });
});

describe('costs the provider reports', () => {
  it('GROK: usage.cost_in_usd_ticks is the cost (1 USD = 1e10 ticks), rounded up to the micro-dollar', async () => {
    const prompt = 'grok reported cost';
    fakes.xai.program(prompt, { text: 'Answer.', usage: { cost_in_usd_ticks: 123_456_789, input_tokens: 9_000_000 } });
    const answer = await clientsFor(fakes.env).GROK.ask({ text: prompt });
    expect(answer.usage).toMatchObject({ costMicros: 12_346, costSource: 'provider', inputTokens: 9_000_000 });
  });

  it('PERPLEXITY: usage.cost.total_cost is the cost; without it, the tokens plus the fee per search_web call', async () => {
    const reported = 'perplexity reported cost';
    fakes.perplexity.program(reported, { text: 'Answer.', usage: { cost: { request_cost: 0.01, total_cost: 0.010712 } } });
    const clients = clientsFor(fakes.env);
    expect((await clients.PERPLEXITY.ask({ text: reported })).usage).toMatchObject({ costMicros: 10_712, costSource: 'provider' });

    const unreported = 'perplexity without cost';
    fakes.perplexity.program(unreported, {
      text: 'Answer.',
      usage: { input_tokens: 100, output_tokens: 400, search_context_size: 'medium', cost: undefined },
    });
    // perplexity/sonar on the Agent API: 500 tokens at $1 per 1M + 2 search_web calls at $0.005 (no request fee).
    expect((await clients.PERPLEXITY.ask({ text: unreported })).usage).toMatchObject({ costMicros: 10_500, costSource: 'price_list' });
  });

  it('GEMINI: searches are read from webSearchQueries; Gemini 2.x owes one grounded-prompt fee, Gemini 3 one fee per query', async () => {
    const prompt = 'gemini grounded cost';
    fakes.gemini.program(prompt, {
      text: 'Answer.',
      usage: { promptTokenCount: 1000, candidatesTokenCount: 1000, toolUsePromptTokenCount: 0 },
    });
    const gemini2 = await clientsFor({ ...fakes.env, VISIBILITY_MODEL_GEMINI: 'gemini-2.5-flash' }).GEMINI.ask({ text: prompt });
    // gemini-2.5-flash: 1000 * 0.30 + 1000 * 2.50 + one $0.035 grounded prompt.
    expect(gemini2.usage).toMatchObject({ searches: 1, costMicros: 37_800, costSource: 'price_list' });
    const gemini3 = await clientsFor({ ...fakes.env, VISIBILITY_MODEL_GEMINI: 'gemini-3.8-flash' }).GEMINI.ask({ text: prompt });
    // gemini-3.8-flash (the 2027 price the table carries): 1000 * 1.50 + 1000 * 7.50 + one $0.014 search query.
    expect(gemini3.usage).toMatchObject({ searches: 1, costMicros: 23_000, costSource: 'price_list' });
  });
});
