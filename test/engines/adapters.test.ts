// Each engine adapter through its real SDK (or fetch for SerpApi) against a fake server speaking
// the provider's wire format: text, sources, spans (with non-ASCII text before the cited spans),
// usage and cost; Claude's pause_turn continuation, SerpApi's page_token follow-up, Gemini's
// redirect resolution and its fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engines/errors.ts';
import { createEngineClients } from '../../src/engines/registry.ts';
import { parseEngineSettings } from '../../src/engines/settings.ts';
import { closeSharedSafeAgents } from '../../src/net/safe-agent.ts';
import { startFakeEngines, type FakeAnswer, type FakeEngines } from './fakes/index.ts';
import { perplexityText } from './fakes/perplexity-fake.ts';
import { perplexitySearchQueries } from '../../src/engines/adapters/perplexity.ts';
import { clientsFor, spanTexts } from './support.ts';

/** Non-ASCII before the cited quotes: 2-byte (é, ü), 3-byte (€, 日本) and 4-byte (emoji, a surrogate pair in UTF-16). */
const answer: FakeAnswer = {
  text: 'Für kleine Agenturen 🚀 in München (Preis ab 9 €, 日本語対応): Acme CRM is the best choice.\n\nZenith is cheaper but slower.',
  citations: [
    { url: 'https://acme.example/pricing', title: 'Acme pricing', quote: 'Acme CRM is the best choice.' },
    { url: 'https://reviews.example/zenith', title: 'Zenith review', quote: 'Zenith is cheaper' },
  ],
  listed: [{ url: 'https://other.example/list', title: 'Other list' }],
};
const prompt = { text: 'best CRM for small agencies' };

let fakes: FakeEngines;
beforeAll(async () => {
  fakes = await startFakeEngines();
  fakes.program(prompt.text, answer);
});
afterAll(async () => {
  await fakes.close();
  await closeSharedSafeAgents();
});

function byUrl<T extends { url: string }>(sources: T[], url: string): T | undefined {
  return sources.find((s) => s.url === url);
}

describe('inline citations with UTF-16 spans', () => {
  it.each(['CHATGPT', 'GROK', 'CLAUDE', 'GEMINI'] as const)('%s: spans cover the cited quotes after non-ASCII text', async (engine) => {
    const result = await clientsFor(fakes.env)[engine].ask(prompt);
    expect(result.engine).toBe(engine);
    expect(result.text).toBe(answer.text);
    expect(spanTexts(result.text, byUrl(result.sources, 'https://acme.example/pricing'))).toEqual(['Acme CRM is the best choice.']);
    expect(spanTexts(result.text, byUrl(result.sources, 'https://reviews.example/zenith'))).toEqual(['Zenith is cheaper']);
    expect(byUrl(result.sources, 'https://acme.example/pricing')?.attachment).toBe('inline');
    expect(result.usage.requests).toBe(1);
    expect(result.usage.costMicros).toBeGreaterThan(0);
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('CHATGPT: asks for its retrieved sources; utm_source=openai is removed; what it retrieved and did not cite is listed', async () => {
    const result = await clientsFor(fakes.env).CHATGPT.ask(prompt);
    expect(result.sources.map((s) => [s.url, s.attachment])).toEqual([
      ['https://acme.example/pricing', 'inline'],
      ['https://reviews.example/zenith', 'inline'],
      ['https://other.example/list', 'listed'],
    ]);
    const body = fakes.openai.requests.at(-1)?.body as { tools: unknown; include: unknown };
    expect(JSON.stringify(body.tools)).toContain('"web_search"');
    expect(body.include).toEqual(['web_search_call.action.sources']);
    // Three web_search_call items: two searches and an open_page.
    expect(result.usage).toMatchObject({ inputTokens: 1200, outputTokens: 300, searches: 3 });
  });

  it('GROK: is not sent OpenAI include values', async () => {
    await clientsFor(fakes.env).GROK.ask(prompt);
    expect(fakes.xai.requests.at(-1)?.body).not.toHaveProperty('include');
  });

  it('GROK: the top-level citations list becomes listed sources only where not cited', async () => {
    const result = await clientsFor(fakes.env).GROK.ask(prompt);
    expect(result.sources.map((s) => [s.url, s.attachment])).toEqual([
      ['https://acme.example/pricing', 'inline'],
      ['https://reviews.example/zenith', 'inline'],
      ['https://other.example/list', 'listed'],
    ]);
  });

  it('CLAUDE: search results nobody cites are listed; usage counts the searches', async () => {
    const result = await clientsFor(fakes.env).CLAUDE.ask(prompt);
    expect(byUrl(result.sources, 'https://other.example/list')).toMatchObject({ attachment: 'listed', spans: [] });
    expect(result.usage).toMatchObject({ inputTokens: 2000, outputTokens: 250, searches: 1, requests: 1 });
  });

  it('GEMINI: redirect URIs are resolved through a Location header (one request each, not followed)', async () => {
    const before = fakes.gemini.requests.length;
    const result = await clientsFor(fakes.env).GEMINI.ask(prompt);
    const redirects = fakes.gemini.requests.slice(before).filter((r) => r.path.startsWith('/grounding-api-redirect/'));
    expect(redirects).toHaveLength(3);
    expect(result.sources.map((s) => [s.url, s.attachment])).toEqual([
      ['https://acme.example/pricing', 'inline'],
      ['https://reviews.example/zenith', 'inline'],
      ['https://other.example/list', 'listed'],
    ]);
    // The redirect targets were never requested: acme.example does not exist.
    expect(result.usage).toMatchObject({ inputTokens: 110, outputTokens: 280, requests: 1 });
  });
});

describe('GEMINI redirect fallback', () => {
  it('an unresolvable redirect falls back to the chunk title host, attached as redirect_unresolved', async () => {
    fakes.gemini.program('broken redirects', { ...answer, brokenRedirects: true });
    const result = await clientsFor(fakes.env).GEMINI.ask({ text: 'broken redirects' });
    const acme = byUrl(result.sources, 'https://acme.example/');
    expect(acme?.attachment).toBe('redirect_unresolved');
    expect(acme?.title).toBe('acme.example');
    expect(spanTexts(result.text, acme)).toEqual(['Acme CRM is the best choice.']);
    expect(byUrl(result.sources, 'https://other.example/')?.attachment).toBe('listed');
  });

  it('without allowPrivateNetwork the loopback redirect host is refused by the address policy and the fallback is used', async () => {
    const clients = createEngineClients(parseEngineSettings(fakes.env), { allowPrivateNetwork: false });
    const before = fakes.gemini.requests.length;
    const result = await clients.GEMINI!.ask(prompt);
    expect(fakes.gemini.requests.slice(before).filter((r) => r.path.startsWith('/grounding-api-redirect/'))).toHaveLength(0);
    expect(byUrl(result.sources, 'https://acme.example/')?.attachment).toBe('redirect_unresolved');
  });
});

describe('PERPLEXITY Agent API', () => {
  it('markers into search results (by id, over several searches) become inline spans at the markers; unused and fetched results are listed', async () => {
    fakes.perplexity.program('agent answer', { ...answer, fetched: { url: 'https://fetched.example/page', title: 'Fetched' } });
    const result = await clientsFor(fakes.env).PERPLEXITY.ask({ text: 'agent answer', country: 'de', language: 'de-DE' });
    const { text } = perplexityText(answer);
    expect(result.text).toBe(`${text} [web:99]`);
    expect(spanTexts(result.text, byUrl(result.sources, 'https://acme.example/pricing'))).toEqual(['[web:1]']);
    expect(
      result.text.slice(0, byUrl(result.sources, 'https://acme.example/pricing')!.spans[0].start).endsWith('Acme CRM is the best choice.'),
    ).toBe(true);
    expect(byUrl(result.sources, 'https://acme.example/pricing')?.title).toBe('Acme pricing');
    expect(spanTexts(result.text, byUrl(result.sources, 'https://reviews.example/zenith'))).toEqual(['[web:2]']);
    expect(result.sources.map((s) => [s.url, s.attachment])).toEqual([
      ['https://acme.example/pricing', 'inline'],
      ['https://reviews.example/zenith', 'inline'],
      ['https://other.example/list', 'listed'],
      ['https://fetched.example/page', 'listed'],
    ]);
    expect(result.usage).toMatchObject({ inputTokens: 14, outputTokens: 310, searches: 2, requests: 1 });
    const request = fakes.perplexity.requests.at(-1)!;
    expect(request.path).toBe('/v1/agent');
    expect(request.body).toEqual({
      model: 'perplexity/sonar',
      input: 'agent answer',
      instructions: expect.stringContaining('[web:n]'),
      tools: [{ type: 'web_search', user_location: { country: 'DE' } }],
      tool_choice: 'required',
      max_tool_calls: 5,
      max_steps: 3,
      max_output_tokens: 2048,
      language_preference: 'de',
    });
    expect(perplexitySearchQueries(result.raw)).toEqual(['agent answer', 'agent answer 2026']);
  });

  it('plain [n] and grouped [web:1, web:2] markers cite each result they name; the legacy usage name still counts searches', async () => {
    fakes.perplexity.program('plain markers', { ...answer, markers: 'plain', legacyUsage: true });
    const plain = await clientsFor(fakes.env).PERPLEXITY.ask({ text: 'plain markers' });
    expect(spanTexts(plain.text, byUrl(plain.sources, 'https://acme.example/pricing'))).toEqual(['[1]']);
    expect(plain.usage.searches).toBe(2);
    const same = { quote: answer.citations![0].quote };
    const grouped = {
      ...answer,
      markers: 'grouped' as const,
      citations: [answer.citations![0], { ...same, url: 'https://reviews.example/zenith', title: 'Zenith review' }],
    };
    fakes.perplexity.program('grouped markers', grouped);
    const result = await clientsFor(fakes.env).PERPLEXITY.ask({ text: 'grouped markers' });
    expect(spanTexts(result.text, byUrl(result.sources, 'https://acme.example/pricing'))).toEqual(['[web:1, web:2]']);
    expect(spanTexts(result.text, byUrl(result.sources, 'https://reviews.example/zenith'))).toEqual(['[web:1, web:2]']);
    expect(byUrl(result.sources, 'https://other.example/list')?.attachment).toBe('listed');
  });

  it('a cancelled run (HTTP 200, status "cancelled" with an error) is a retryable provider error like a failed one', async () => {
    fakes.perplexity.program('cancelled run', { ...answer, cancelled: true });
    await expect(clientsFor(fakes.env).PERPLEXITY.ask({ text: 'cancelled run' })).rejects.toMatchObject({
      name: 'EngineError',
      kind: 'transient',
      retryable: true,
      message: expect.stringContaining('cancelled'),
    });
  });

  it('a truncated run is an incomplete answer with its reason; search items without queries give null', async () => {
    fakes.perplexity.program('cut off', { ...answer, truncated: true, noQueries: true });
    const result = await clientsFor(fakes.env).PERPLEXITY.ask({ text: 'cut off' });
    expect(result.finish).toEqual({ truncated: true, reason: 'max_output_tokens' });
    expect(byUrl(result.sources, 'https://acme.example/pricing')?.attachment).toBe('inline');
    expect(perplexitySearchQueries(result.raw)).toBeNull();
  });

  it('results without ids: markers count the search results from 1', async () => {
    fakes.perplexity.program('no ids', { ...answer, noIds: true });
    const result = await clientsFor(fakes.env).PERPLEXITY.ask({ text: 'no ids' });
    expect(byUrl(result.sources, 'https://acme.example/pricing')).toMatchObject({ attachment: 'inline' });
    expect(byUrl(result.sources, 'https://other.example/list')).toMatchObject({ attachment: 'listed', spans: [] });
  });

  it('a failed run (HTTP 200, status "failed") is an error, never an empty answer', async () => {
    fakes.perplexity.program('failing run', { ...answer, failed: true });
    await expect(clientsFor(fakes.env).PERPLEXITY.ask({ text: 'failing run' })).rejects.toMatchObject({
      name: 'EngineError',
      kind: 'transient',
      message: expect.stringContaining('upstream model error'),
    });
  });
});

describe('refusals and safety stops', () => {
  const refusal = 'I can’t help with comparing those vendors.';

  it.each(['CHATGPT', 'GROK'] as const)(
    '%s: a refusal content part is the answer text, its finish reason "refusal" (a whole answer, not a cut one)',
    async (engine) => {
      fakes.program('refused prompt', { text: refusal, refused: true });
      const result = await clientsFor(fakes.env)[engine].ask({ text: 'refused prompt' });
      expect(result.text).toBe(refusal);
      expect(result.finish).toEqual({ truncated: false, reason: 'refusal' });
      expect(result.sources.filter((s) => s.attachment === 'inline')).toEqual([]);
    },
  );

  it.each(['CHATGPT', 'GROK'] as const)(
    '%s: a failed response (HTTP 200, status "failed" with an error) is a retryable provider error, never an empty answer',
    async (engine) => {
      fakes[engine === 'CHATGPT' ? 'openai' : 'xai'].program('failed response', { ...answer, failed: true });
      await expect(clientsFor(fakes.env)[engine].ask({ text: 'failed response' })).rejects.toMatchObject({
        name: 'EngineError',
        kind: 'transient',
        retryable: true,
        message: expect.stringContaining('The model failed to generate a response.'),
      });
    },
  );

  it('CLAUDE: stop_reason "refusal" (streaming classifiers stopped the text part-way) is a truncated answer', async () => {
    fakes.anthropic.program('classifier stop', { text: 'The best CRM for agencies is', refused: true });
    const result = await clientsFor(fakes.env).CLAUDE.ask({ text: 'classifier stop' });
    expect(result.text).toBe('The best CRM for agencies is');
    expect(result.finish).toEqual({ truncated: true, reason: 'refusal' });
  });

  it('GEMINI: a finishReason other than STOP (SAFETY here) stopped generation: a truncated answer with its reason', async () => {
    fakes.gemini.program('safety stop', { ...answer, refused: true });
    const result = await clientsFor(fakes.env).GEMINI.ask({ text: 'safety stop' });
    expect(result.finish).toEqual({ truncated: true, reason: 'SAFETY' });
    expect(byUrl(result.sources, 'https://acme.example/pricing')?.attachment).toBe('inline');
  });
});

describe('CLAUDE pause_turn', () => {
  it('continues a paused turn by sending the conversation back; each continuation is a billed request', async () => {
    fakes.anthropic.program('long research', { ...answer, pauseTurns: 1 });
    const before = fakes.anthropic.count('long research');
    const result = await clientsFor(fakes.env).CLAUDE.ask({ text: 'long research' });
    expect(fakes.anthropic.count('long research') - before).toBe(2);
    const continuation = fakes.anthropic.requests.at(-1)!.body as { messages: Array<{ role: string; content: unknown }> };
    expect(continuation.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(JSON.stringify(continuation.messages[1].content)).toContain('web_search_tool_result');
    expect(result.text).toBe(answer.text);
    expect(spanTexts(result.text, byUrl(result.sources, 'https://reviews.example/zenith'))).toEqual(['Zenith is cheaper']);
    expect(result.usage).toMatchObject({ requests: 2, inputTokens: 4000, outputTokens: 500 });
    expect(Array.isArray(result.raw)).toBe(true);
  });

  it('stops after the bounded number of continuations', async () => {
    fakes.anthropic.program('endless', { ...answer, pauseTurns: 10 });
    const result = await clientsFor(fakes.env).CLAUDE.ask({ text: 'endless' });
    expect(result.usage.requests).toBe(3);
  });
});

describe('SerpApi engines', () => {
  it('GOOGLE_AIO: an inline overview: text blocks joined, references cited on their blocks, the rest listed', async () => {
    const result = await clientsFor(fakes.env).GOOGLE_AIO.ask({ text: prompt.text, country: 'US', language: 'en' });
    expect(result.text).toBe(answer.text);
    expect(byUrl(result.sources, 'https://acme.example/pricing')).toMatchObject({ attachment: 'serp_reference', title: 'Acme pricing' });
    expect(spanTexts(result.text, byUrl(result.sources, 'https://acme.example/pricing'))).toEqual([answer.text.split('\n\n')[0]]);
    expect(spanTexts(result.text, byUrl(result.sources, 'https://reviews.example/zenith'))).toEqual(['Zenith is cheaper but slower.']);
    expect(byUrl(result.sources, 'https://other.example/list')?.attachment).toBe('listed');
    const request = fakes.serpapi.requests.at(-1)!;
    expect(Object.fromEntries(request.query)).toMatchObject({ engine: 'google', gl: 'us', hl: 'en', api_key: 'serpapi-fake' });
    expect(result.usage).toMatchObject({ requests: 1, costMicros: 15_000 });
  });

  it('GOOGLE_AIO: only a page_token: follows it with engine=google_ai_overview, two billed searches', async () => {
    fakes.serpapi.program('deferred overview', { ...answer, overview: 'page_token' });
    const result = await clientsFor(fakes.env).GOOGLE_AIO.ask({ text: 'deferred overview' });
    const engines = fakes.serpapi.requests.filter((r) => r.prompt === 'deferred overview').map((r) => r.query.get('engine'));
    expect(engines).toEqual(['google', 'google_ai_overview']);
    expect(result.text).toBe(answer.text);
    expect(result.usage).toMatchObject({ requests: 2, costMicros: 30_000 });
  });

  it('GOOGLE_AIO: no overview is an empty answer, not an error', async () => {
    fakes.serpapi.program('no overview', { ...answer, overview: 'none' });
    const result = await clientsFor(fakes.env).GOOGLE_AIO.ask({ text: 'no overview' });
    expect(result).toMatchObject({ text: '', sources: [], usage: { requests: 1 } });
  });

  it('GOOGLE_AI_MODE: top-level text blocks and references in one search (engine=google_ai_mode, gl, hl)', async () => {
    const result = await clientsFor(fakes.env).GOOGLE_AI_MODE.ask({ text: prompt.text, country: 'US', language: 'en' });
    expect(result.text).toBe(answer.text);
    expect(byUrl(result.sources, 'https://acme.example/pricing')).toMatchObject({ attachment: 'serp_reference', title: 'Acme pricing' });
    expect(spanTexts(result.text, byUrl(result.sources, 'https://reviews.example/zenith'))).toEqual(['Zenith is cheaper but slower.']);
    expect(byUrl(result.sources, 'https://other.example/list')?.attachment).toBe('listed');
    const request = fakes.serpapi.requests.at(-1)!;
    expect(Object.fromEntries(request.query)).toMatchObject({ engine: 'google_ai_mode', q: prompt.text, gl: 'us', hl: 'en' });
    expect(result).toMatchObject({ model: 'serpapi-google-ai-mode', servedModel: null, usage: { requests: 1, costMicros: 15_000 } });
  });

  it('GOOGLE_AI_MODE: headings, lists with cited items, tables and code blocks as text; each reference on the block or item citing it', async () => {
    const typed = {
      text: [
        '## Options for agencies',
        '- Acme CRM: invoicing built in.\n- Zenith: cheaper, slower.',
        'Tool | Price\nAcme CRM | $12\nZenith | $9',
        '```python\nprint("Acme")\n```',
        'Pick Acme CRM for client billing.',
      ].join('\n\n'),
      citations: [
        { url: 'https://acme.example/pricing', title: 'Acme pricing', quote: 'invoicing built in' },
        { url: 'https://reviews.example/zenith', title: 'Zenith review', quote: 'Zenith | $9' },
      ],
      listed: [{ url: 'https://other.example/list', title: 'Other list' }],
      aiMode: 'typed' as const,
    };
    fakes.serpapi.program('typed blocks', typed);
    const result = await clientsFor(fakes.env).GOOGLE_AI_MODE.ask({ text: 'typed blocks' });
    expect(result.text).toBe(
      [
        'Options for agencies',
        '- Acme CRM: invoicing built in.\n- Zenith: cheaper, slower.',
        'Tool | Price\nAcme CRM | $12\nZenith | $9',
        'print("Acme")',
        'Pick Acme CRM for client billing.',
      ].join('\n\n'),
    );
    // A list item's reference cites that item (without its "- "); a table's cites the whole table.
    expect(spanTexts(result.text, byUrl(result.sources, 'https://acme.example/pricing'))).toEqual(['Acme CRM: invoicing built in.']);
    expect(spanTexts(result.text, byUrl(result.sources, 'https://reviews.example/zenith'))).toEqual([
      'Tool | Price\nAcme CRM | $12\nZenith | $9',
    ]);
    expect(byUrl(result.sources, 'https://other.example/list')?.attachment).toBe('listed');
  });

  it('GOOGLE_AI_MODE: blocks without references are text without sources', async () => {
    fakes.serpapi.program('no references', { ...answer, aiMode: 'no_references' });
    const result = await clientsFor(fakes.env).GOOGLE_AI_MODE.ask({ text: 'no references' });
    expect(result).toMatchObject({ text: answer.text, sources: [] });
  });

  it.each(['empty', 'no_results'] as const)('GOOGLE_AI_MODE: %s is an empty answer, one billed search, not an error', async (aiMode) => {
    fakes.serpapi.program(`ai mode ${aiMode}`, { ...answer, aiMode });
    const result = await clientsFor(fakes.env).GOOGLE_AI_MODE.ask({ text: `ai mode ${aiMode}` });
    expect(result).toMatchObject({ text: '', sources: [], usage: { requests: 1, costMicros: 15_000 } });
  });

  it('GOOGLE_AI_MODE: a failed search (status Error) is a transient engine error, retried by the policy', async () => {
    fakes.serpapi.program('ai mode failed', { ...answer, aiMode: 'error' });
    const err = await clientsFor(fakes.env, { retry: { maxAttempts: 2 } })
      .GOOGLE_AI_MODE.ask({ text: 'ai mode failed' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ kind: 'transient', provider: 'serpapi' });
    expect(fakes.serpapi.count('ai mode failed')).toBe(2);
  });

  it('BING_COPILOT: header then blocks, references on their blocks', async () => {
    fakes.serpapi.program('copilot question', { ...answer, header: 'Acme CRM' });
    const result = await clientsFor(fakes.env).BING_COPILOT.ask({ text: 'copilot question' });
    expect(result.text).toBe(`Acme CRM\n\n${answer.text}`);
    expect(spanTexts(result.text, byUrl(result.sources, 'https://reviews.example/zenith'))).toEqual(['Zenith is cheaper but slower.']);
    expect(fakes.serpapi.requests.at(-1)!.query.get('engine')).toBe('bing_copilot');
  });
});
