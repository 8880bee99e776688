// The fan-out (the searches an engine ran) of each adapter through its real SDK against the fake
// server's wire format: queries in order from each provider's documented field, the results a
// search found where the provider links them, [] for an answer with no search, null where the
// provider does not expose its searches (SerpApi). Untidy queries (blank, extra whitespace) too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedSafeAgents } from '../../src/net/safe-agent.ts';
import { startFakeEngines, type FakeAnswer, type FakeEngines } from './fakes/index.ts';
import { clientsFor } from './support.ts';

const base: FakeAnswer = {
  text: 'Acme CRM is the best choice. Zenith is cheaper.',
  citations: [{ url: 'https://acme.example/pricing', title: 'Acme pricing', quote: 'Acme CRM is the best choice.' }],
  listed: [{ url: 'https://other.example/list', title: 'Other list' }],
};
const fanned: FakeAnswer = {
  ...base,
  searches: [
    { query: 'best crm  small agencies\n2026', found: ['https://acme.example/pricing'] },
    { query: '   ', found: [] },
    { query: 'acme crm pricing', found: ['https://other.example/list'] },
  ],
};

let fakes: FakeEngines;
beforeAll(async () => {
  fakes = await startFakeEngines();
  fakes.program('fan out', fanned);
  fakes.program('no search', { ...base, searches: [] });
});
afterAll(async () => {
  await fakes.close();
  await closeSharedSafeAgents();
});

describe('fan-out per provider', () => {
  it('CHATGPT: web_search_call action queries in order with the sources each found; blank queries dropped', async () => {
    const result = await clientsFor(fakes.env).CHATGPT.ask({ text: 'fan out' });
    expect(result.searchQueries).toEqual([
      { query: 'best crm small agencies 2026', foundUrls: ['https://acme.example/pricing'] },
      { query: 'acme crm pricing', foundUrls: ['https://other.example/list'] },
    ]);
  });

  it('CHATGPT: a call of several queries links its sources to none of them (they answer the queries together)', async () => {
    fakes.program('fan out together', {
      ...base,
      searches: [
        { query: 'best crm agencies', alongside: ['crm pricing 2026'], found: ['https://acme.example/pricing'] },
        { query: 'acme crm reviews', found: ['https://other.example/list'] },
      ],
    });
    const result = await clientsFor(fakes.env).CHATGPT.ask({ text: 'fan out together' });
    expect(result.searchQueries).toEqual([
      { query: 'best crm agencies', foundUrls: null },
      { query: 'crm pricing 2026', foundUrls: null },
      { query: 'acme crm reviews', foundUrls: ['https://other.example/list'] },
    ]);
  });

  it('GROK: the same Responses fields, no link to results (xAI lists none per search)', async () => {
    const result = await clientsFor(fakes.env).GROK.ask({ text: 'fan out' });
    expect(result.searchQueries).toEqual([
      { query: 'best crm small agencies 2026', foundUrls: null },
      { query: 'acme crm pricing', foundUrls: null },
    ]);
  });

  it('CLAUDE: server_tool_use web_search queries, each linked to its web_search_tool_result', async () => {
    const result = await clientsFor(fakes.env).CLAUDE.ask({ text: 'fan out' });
    expect(result.searchQueries).toEqual([
      { query: 'best crm small agencies 2026', foundUrls: ['https://acme.example/pricing'] },
      { query: 'acme crm pricing', foundUrls: ['https://other.example/list'] },
    ]);
  });

  it('PERPLEXITY: the queries of the Agent API search_results items in order, no link per query; none written: null', async () => {
    const result = await clientsFor(fakes.env).PERPLEXITY.ask({ text: 'fan out' });
    expect(result.searchQueries).toEqual([
      { query: 'fan out', foundUrls: null },
      { query: 'fan out 2026', foundUrls: null },
    ]);
    fakes.perplexity.program('search items without queries', { ...base, noQueries: true });
    expect((await clientsFor(fakes.env).PERPLEXITY.ask({ text: 'search items without queries' })).searchQueries).toBeNull();
  });

  it('GEMINI: webSearchQueries in order, never linked to chunks', async () => {
    const result = await clientsFor(fakes.env).GEMINI.ask({ text: 'fan out' });
    expect(result.searchQueries).toEqual([
      { query: 'best crm small agencies 2026', foundUrls: null },
      { query: 'acme crm pricing', foundUrls: null },
    ]);
  });

  it.each(['CHATGPT', 'GROK', 'CLAUDE', 'GEMINI'] as const)(
    '%s: an answer with no search has an empty fan-out, not null',
    async (engine) => {
      const result = await clientsFor(fakes.env)[engine].ask({ text: 'no search' });
      expect(result.searchQueries).toEqual([]);
    },
  );

  it.each(['GOOGLE_AIO', 'GOOGLE_AI_MODE', 'BING_COPILOT'] as const)('%s: SerpApi exposes no fan-out: null', async (engine) => {
    const result = await clientsFor(fakes.env)[engine].ask({ text: 'fan out' });
    expect(result.text).not.toBe('');
    expect(result.searchQueries).toBeNull();
  });
});
