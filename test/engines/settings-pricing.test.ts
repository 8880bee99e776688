// Engine settings from an env record, the `engines` status list, and prices.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineNames } from '../../src/engines/answer.ts';
import { actualCostMicros, estimateCostMicros } from '../../src/engines/pricing.ts';
import { createEngineClients, enginesStatus } from '../../src/engines/registry.ts';
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
      ['BING_COPILOT', 'serpapi'],
    ]);
    expect(settings.engines.CLAUDE).toMatchObject({ configured: false, model: 'claude-haiku-4-5' });
    expect(settings.engines.GEMINI.baseUrl).toBe('http://127.0.0.1:9999');
    expect(settings).toMatchObject({ timeoutMs: 5000, concurrency: 2 });
    expect(Object.keys(createEngineClients(settings))).toEqual(['GOOGLE_AIO', 'BING_COPILOT']);
  });

  it('rejects a base URL that is not http(s) and a non-numeric timeout', () => {
    expect(() => parseEngineSettings({ OPENAI_BASE_URL: 'ftp://x' })).toThrow();
    expect(() => parseEngineSettings({ VISIBILITY_ENGINE_TIMEOUT_MS: 'soon' })).toThrow();
  });
});

describe('pricing', () => {
  it('the reservation covers a typical answer of every engine at its default model', () => {
    const typical = { inputTokens: 3000, outputTokens: 800, requests: 1, searches: 2 };
    for (const engine of engineNames) {
      const model = defaultModels[engine];
      expect(estimateCostMicros(engine, model)).toBeGreaterThanOrEqual(actualCostMicros(engine, model, typical));
    }
  });

  it('prices tokens, request fees and searches', () => {
    // gpt-5-mini: 1000 * 0.25 + 1000 * 2 micro-dollars + one $0.01 search.
    expect(actualCostMicros('CHATGPT', 'gpt-5-mini', { inputTokens: 1000, outputTokens: 1000, requests: 1, searches: 1 })).toBe(12_250);
    expect(actualCostMicros('GOOGLE_AIO', 'x', { inputTokens: null, outputTokens: null, requests: 2 })).toBe(30_000);
    // An unknown model is priced at the engine's dearest rate, never as free.
    expect(actualCostMicros('CLAUDE', 'claude-next', { inputTokens: 1000, outputTokens: 0, requests: 1 })).toBe(15_000);
  });
});

describe('README', () => {
  it("names each engine's default model as the code does", () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const rows = [...readme.matchAll(/^\| ([A-Z_]+) \| [^|]+ \| [^|]+ \| `([^`]+)` \|/gm)].map((m) => [m[1], m[2]]);
    const llm = Object.entries(defaultModels).filter(([engine]) => engine !== 'GOOGLE_AIO' && engine !== 'BING_COPILOT');
    expect(rows).toEqual(llm);
  });
});
