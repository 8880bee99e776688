// Engine settings from an env record, the `engines` status list, and prices: exact model ids,
// ceilings, fees and provider-reported costs.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineNames, type EngineName } from '../../src/engines/answer.ts';
import { engineProvider } from '../../src/engines/providers.ts';
import { ConfigError, loadConfig } from '../../src/core/runtime/config.ts';
import type { AdapterUsage } from '../../src/engines/adapter.ts';
import { answerCost, priceListCostMicros, priceOf, priceTable, reservationMicros } from '../../src/engines/pricing.ts';
import { createEngineClients, enginesStatus } from '../../src/engines/registry.ts';
import { requestCaps } from '../../src/engines/request-caps.ts';
import { defaultEngineTimeoutMs, defaultModels, parseEngineSettings } from '../../src/engines/settings.ts';

describe('parseEngineSettings', () => {
  it('with no keys nothing is configured and the defaults apply', () => {
    const settings = parseEngineSettings({});
    expect(enginesStatus(settings).filter((e) => e.configured)).toEqual([]);
    expect(settings.engines.CHATGPT).toMatchObject({ baseUrl: 'https://api.openai.com/v1', model: defaultModels.CHATGPT, apiKey: null });
    expect(settings.engines.GROK.baseUrl).toBe('https://api.x.ai/v1');
    expect(settings.timeoutMs).toBe(defaultEngineTimeoutMs);
    expect(createEngineClients(settings)).toEqual({});
  });

  it('a key turns on its engines only; one SerpApi key turns on both SerpApi engines', () => {
    const settings = parseEngineSettings({
      SERPAPI_API_KEY: 'k',
      ANTHROPIC_API_KEY: ' ',
      VISIBILITY_MODEL_CLAUDE: 'claude-haiku-4-5',
      GEMINI_BASE_URL: 'http://127.0.0.1:9999/',
      VISIBILITY_ENGINE_TIMEOUT_MS: '5000',
      VISIBILITY_ENGINE_CONCURRENCY: '2',
    });
    expect(
      enginesStatus(settings)
        .filter((e) => e.configured)
        .map((e) => [e.engine, e.provider]),
    ).toEqual([
      ['GOOGLE_AIO', 'serpapi'],
      ['GOOGLE_AI_MODE', 'serpapi'],
      ['BING_COPILOT', 'serpapi'],
    ]);
    expect(settings.engines.CLAUDE).toMatchObject({ configured: false, model: 'claude-haiku-4-5' });
    expect(settings.engines.GEMINI.baseUrl).toBe('http://127.0.0.1:9999');
    expect(settings).toMatchObject({ timeoutMs: 5000, concurrency: 2 });
    expect(Object.keys(createEngineClients(settings))).toEqual(['GOOGLE_AIO', 'GOOGLE_AI_MODE', 'BING_COPILOT']);
  });

  it('rejects a base URL that is not http(s) and a non-numeric timeout', () => {
    expect(() => parseEngineSettings({ OPENAI_BASE_URL: 'ftp://x' })).toThrow();
    expect(() => parseEngineSettings({ VISIBILITY_ENGINE_TIMEOUT_MS: 'soon' })).toThrow();
  });
});

/** The built-in row of a model the test knows is priced. */
const at = (engine: EngineName, model: string) => priceOf(engine, model)!;

describe('pricing', () => {
  const usage = (u: Partial<AdapterUsage>): AdapterUsage => ({ inputTokens: null, outputTokens: null, requests: 1, searches: null, ...u });

  it('every default model has a dated, sourced price, and its ceiling covers a typical answer', () => {
    for (const engine of engineNames) {
      const model = defaultModels[engine];
      const price = priceOf(engine, model);
      expect(price, `${engine} ${model}`).not.toBeNull();
      expect(price!.source.url).toMatch(/^https:\/\//);
      expect(price!.source.read).toMatch(/^\d{4}-\d{2}/);
      // Search results read as input where the provider bills them so (not Perplexity's Sonar).
      const typical = usage({ inputTokens: requestCaps[engine].searchInputTokens > 0 ? 3000 : 30, outputTokens: 800, searches: 2 });
      expect(reservationMicros(engine, at(engine, model), 'best CRM for small agencies')).toBeGreaterThanOrEqual(
        priceListCostMicros(at(engine, model), typical),
      );
    }
  });

  it('docs/engine-spend.md lists every priced model with the same token prices and check', () => {
    const doc = fs.readFileSync(new URL('../../docs/engine-spend.md', import.meta.url), 'utf8');
    const rows = doc.split('\n').filter((l) => l.startsWith('| ') && /`[^`]+`/.test(l));
    for (const engine of engineNames) {
      for (const [model, p] of Object.entries(priceTable[engine])) {
        const row = rows.find((r) => r.startsWith(`| ${engine} |`) && r.split('|')[2].includes(`\`${model}\``));
        expect(row, `${engine} ${model}`).toBeDefined();
        const cells = row!.split('|').map((c) => c.trim());
        if (p.inputPerMTok > 0 || p.outputPerMTok > 0)
          expect([cells[3], cells[4]]).toEqual([p.inputPerMTok.toFixed(2), p.outputPerMTok.toFixed(2)]);
        expect(cells[8]).toContain(p.source.check);
        expect(cells[7]).toBe(p.source.read);
      }
    }
  });

  it('prices by the exact model id: gpt-5.5 is not gpt-5, and a name no row has is not priced', () => {
    expect(priceOf('CHATGPT', 'gpt-5.5')!.outputPerMTok).toBe(30);
    expect(priceOf('CHATGPT', 'gpt-5')!.outputPerMTok).toBe(10);
    expect(priceOf('CHATGPT', 'gpt-5.5-2026-04-23')).toBeNull();
    expect(priceOf('CHATGPT', 'gpt-5-mini-preview')).toBeNull();
    expect(priceOf('CLAUDE', 'claude-next')).toBeNull();
    // Not inherited from Object.prototype either.
    expect(priceOf('GROK', 'constructor')).toBeNull();
    // The same tokens cost six times more on gpt-5.5's ceiling than on gpt-5-mini's.
    expect(reservationMicros('CHATGPT', at('CHATGPT', 'gpt-5.5'), 'x')).toBeGreaterThan(
      reservationMicros('CHATGPT', at('CHATGPT', 'gpt-5-mini'), 'x') * 5,
    );
  });

  it('prices tokens, searches, request fees by search context size and grounded requests', () => {
    // gpt-5-mini: 1000 * 0.25 + 1000 * 2 micro-dollars + one $0.01 search.
    expect(priceListCostMicros(at('CHATGPT', 'gpt-5-mini'), usage({ inputTokens: 1000, outputTokens: 1000, searches: 1 }))).toBe(12_250);
    expect(priceListCostMicros(at('GOOGLE_AIO', 'serpapi-google-ai-overview'), usage({ requests: 2 }))).toBe(30_000);
    // Perplexity's fee follows the context size it reports; unreported, the dearest fee is counted.
    expect(priceListCostMicros(at('PERPLEXITY', 'sonar'), usage({ inputTokens: 0, outputTokens: 0, searchContextSize: 'low' }))).toBe(
      5_000,
    );
    expect(priceListCostMicros(at('PERPLEXITY', 'sonar'), usage({ inputTokens: 0, outputTokens: 0, searchContextSize: 'high' }))).toBe(
      12_000,
    );
    expect(priceListCostMicros(at('PERPLEXITY', 'sonar'), usage({ inputTokens: 0, outputTokens: 0 }))).toBe(12_000);
    // Gemini 2.5: one fee per grounded prompt, none when no search ran; Gemini 3: per search query.
    expect(priceListCostMicros(at('GEMINI', 'gemini-2.5-flash'), usage({ inputTokens: 0, outputTokens: 0, searches: 3 }))).toBe(35_000);
    expect(priceListCostMicros(at('GEMINI', 'gemini-2.5-flash'), usage({ inputTokens: 0, outputTokens: 0, searches: 0 }))).toBe(0);
    expect(priceListCostMicros(at('GEMINI', 'gemini-3.5-flash'), usage({ inputTokens: 0, outputTokens: 0, searches: 3 }))).toBe(42_000);
  });

  it('a cost the provider reports replaces the price list; no token counts at all cost the ceiling, never nothing', () => {
    const model = 'grok-4-1-fast-non-reasoning';
    const reported = usage({ inputTokens: 1_000_000, outputTokens: 0, reportedCostMicros: 5_390 });
    expect(answerCost('GROK', at('GROK', model), reported, 'q')).toEqual({ micros: 5_390, source: 'provider' });
    expect(answerCost('GROK', at('GROK', model), { ...reported, reportedCostMicros: null }, 'q')).toEqual({
      micros: 200_000,
      source: 'price_list',
    });
    expect(answerCost('GROK', at('GROK', model), usage({ outputTokens: 10 }), 'q')).toEqual({
      micros: reservationMicros('GROK', at('GROK', model), 'q'),
      source: 'ceiling',
    });
    // Each lost request (no usage reported, possibly billed) adds the call's ceiling; the source stays the answered request's.
    expect(answerCost('GROK', at('GROK', model), reported, 'q', 1)).toEqual({
      micros: 5_390 + reservationMicros('GROK', at('GROK', model), 'q'),
      source: 'provider',
    });
    // SerpApi bills by the search: no tokens to miss.
    expect(answerCost('BING_COPILOT', at('BING_COPILOT', 'serpapi-bing-copilot'), usage({}), 'q')).toEqual({
      micros: 15_000,
      source: 'price_list',
    });
    expect(answerCost('GOOGLE_AI_MODE', at('GOOGLE_AI_MODE', 'serpapi-google-ai-mode'), usage({}), 'q')).toEqual({
      micros: 15_000,
      source: 'price_list',
    });
    // AI Mode answers in one search (no page_token step): its reservation is one search.
    expect(reservationMicros('GOOGLE_AI_MODE', at('GOOGLE_AI_MODE', 'serpapi-google-ai-mode'), 'q')).toBe(15_000);
  });

  it('the ceiling counts the prompt before sending: a longer prompt reserves more, by its UTF-8 bytes', () => {
    const short = reservationMicros('CLAUDE', at('CLAUDE', 'claude-sonnet-4-6'), 'CRM');
    const long = reservationMicros('CLAUDE', at('CLAUDE', 'claude-sonnet-4-6'), 'ü'.repeat(1000));
    // 3 requests x 1,997 more bytes (2,000 for 1,000 "ü" against 3) x $3 per 1M tokens.
    expect(long - short).toBe(3 * 1997 * 3);
  });

  it('an unknown model is a configuration error at start-up, naming the variable and the priced models', () => {
    const env = { DATABASE_URL: 'postgresql://localhost/x', OPENAI_API_KEY: 'sk-x', VISIBILITY_MODEL_CHATGPT: 'gpt-7' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/VISIBILITY_MODEL_CHATGPT: no price for model "gpt-7"; priced models: gpt-5\.5, /);
    expect(() => createEngineClients(parseEngineSettings(env))).toThrow(/CHATGPT model "gpt-7"/);
    // Without its key the engine is off, and its model is not checked.
    expect(() => loadConfig({ ...env, OPENAI_API_KEY: '' })).not.toThrow();
    expect(loadConfig({ ...env, VISIBILITY_MODEL_CHATGPT: 'gpt-5.5' }).engines.engines.CHATGPT.model).toBe('gpt-5.5');
  });
});

describe('docs/audits.md', () => {
  it("names each engine's default model as the code does", () => {
    const doc = fs.readFileSync('docs/audits.md', 'utf8');
    const rows = [...doc.matchAll(/^\| ([A-Z_]+) \| [^|]+ \| [^|]+ \| `([^`]+)` \|/gm)].map((m) => [m[1], m[2]]);
    const llm = Object.entries(defaultModels).filter(([engine]) => engineProvider[engine as EngineName] !== 'serpapi');
    expect(rows).toEqual(llm);
  });
});
