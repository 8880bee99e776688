// What an engine answer costs, from the providers' public price lists (USD, checked 2026-06):
// an upper bound to reserve against the project's budget before a call, and the real cost from
// the usage the provider reported afterwards. Money is kept in millionths of a dollar; a price
// in dollars per million tokens is then exactly micro-dollars per token.
//
// Sources (pricing pages as of 2026-06):
// - OpenAI: gpt-5 $1.25/$10, gpt-5-mini $0.25/$2, gpt-4.1 $2/$8, gpt-4.1-mini $0.40/$1.60,
//   gpt-4o $2.50/$10, gpt-4o-mini $0.15/$0.60 per 1M tokens; web search tool $10 per 1k calls
//   for reasoning models (search content billed as input tokens), $25 per 1k for gpt-4o/4.1.
// - Anthropic: Sonnet 4.x $3/$15, Haiku 4.5 $1/$5, Opus 4.5 $5/$25; web search $10 per 1k searches.
// - Perplexity: sonar $1/$1, sonar-pro $3/$15, sonar-reasoning-pro $2/$8 per 1M tokens, plus a
//   request fee of $5-12 (sonar) / $6-14 (pro) per 1k requests by search context size.
// - Google: gemini-2.5-flash $0.30/$2.50, gemini-2.5-pro $1.25/$10 (<=200k prompt),
//   gemini-2.5-flash-lite $0.10/$0.40; grounding with Google Search $35 per 1k grounded prompts
//   (beyond the free daily allowance, which is not counted on: an upper bound).
// - xAI: grok-4-1-fast / grok-4-fast $0.20/$0.50, grok-4 $3/$15 per 1M tokens; web search tool
//   $5 per 1k calls.
// - SerpApi: Developer plan $75 for 5,000 searches = $0.015 per search (GOOGLE_AIO and
//   BING_COPILOT; a page_token follow-up is a search of its own).
import type { AnswerUsage, EngineName } from './answer.ts';

export interface Price {
  /** USD per 1M input tokens (= micro-dollars per token). */
  inputPerMTok: number;
  outputPerMTok: number;
  /** USD per billable request (Perplexity request fee, Gemini grounded prompt, SerpApi search). */
  perRequest: number;
  /** USD per provider-side web search (OpenAI/xAI tool calls, Claude searches). */
  perSearch: number;
}

/** What one answer may use at most, for the reservation made before calling. */
interface Reservation {
  inputTokens: number;
  outputTokens: number;
  requests: number;
  searches: number;
}

interface EnginePricing {
  /** Model name prefixes, most specific first; the last entry is the fallback for unknown models (the dearest). */
  models: Array<[prefix: string, price: Price]>;
  reserve: Reservation;
}

const p = (inputPerMTok: number, outputPerMTok: number, perRequest = 0, perSearch = 0): Price => ({
  inputPerMTok,
  outputPerMTok,
  perRequest,
  perSearch,
});

/**
 * Reservations follow the adapters' own caps: output tokens are capped by the request
 * (max_output_tokens / max_tokens), searches by max_uses, requests by the continuation limits;
 * input tokens include the search results the provider injects (tens of thousands at most).
 */
export const enginePricing: Record<EngineName, EnginePricing> = {
  CHATGPT: {
    models: [
      ['gpt-5-mini', p(0.25, 2, 0, 0.01)],
      ['gpt-5-nano', p(0.05, 0.4, 0, 0.01)],
      ['gpt-4.1-mini', p(0.4, 1.6, 0, 0.025)],
      ['gpt-4o-mini', p(0.15, 0.6, 0, 0.025)],
      ['gpt-4.1', p(2, 8, 0, 0.025)],
      ['gpt-4o', p(2.5, 10, 0, 0.025)],
      ['gpt-5', p(1.25, 10, 0, 0.01)],
      ['', p(2.5, 10, 0, 0.025)],
    ],
    reserve: { inputTokens: 40_000, outputTokens: 8_192, requests: 1, searches: 5 },
  },
  CLAUDE: {
    models: [
      ['claude-haiku', p(1, 5, 0, 0.01)],
      ['claude-sonnet', p(3, 15, 0, 0.01)],
      ['claude-opus-4-5', p(5, 25, 0, 0.01)],
      ['', p(15, 75, 0, 0.01)],
    ],
    reserve: { inputTokens: 60_000, outputTokens: 8_192 * 3, requests: 3, searches: 5 },
  },
  PERPLEXITY: {
    models: [
      ['sonar-reasoning-pro', p(2, 8, 0.014)],
      ['sonar-pro', p(3, 15, 0.014)],
      ['sonar', p(1, 1, 0.012)],
      ['', p(3, 15, 0.014)],
    ],
    reserve: { inputTokens: 4_000, outputTokens: 2_048, requests: 1, searches: 0 },
  },
  GEMINI: {
    models: [
      ['gemini-2.5-flash-lite', p(0.1, 0.4, 0.035)],
      ['gemini-2.5-flash', p(0.3, 2.5, 0.035)],
      ['gemini-2.5-pro', p(1.25, 10, 0.035)],
      ['', p(2.5, 15, 0.035)],
    ],
    reserve: { inputTokens: 4_000, outputTokens: 8_192, requests: 1, searches: 0 },
  },
  GROK: {
    models: [
      ['grok-4-1-fast', p(0.2, 0.5, 0, 0.005)],
      ['grok-4-fast', p(0.2, 0.5, 0, 0.005)],
      ['grok-4', p(3, 15, 0, 0.005)],
      ['', p(3, 15, 0, 0.005)],
    ],
    reserve: { inputTokens: 40_000, outputTokens: 8_192, requests: 1, searches: 5 },
  },
  GOOGLE_AIO: { models: [['', p(0, 0, 0.015)]], reserve: { inputTokens: 0, outputTokens: 0, requests: 2, searches: 0 } },
  BING_COPILOT: { models: [['', p(0, 0, 0.015)]], reserve: { inputTokens: 0, outputTokens: 0, requests: 1, searches: 0 } },
};

export function priceOf(engine: EngineName, model: string): Price {
  const found = enginePricing[engine].models.find(([prefix]) => model.startsWith(prefix));
  return (found ?? enginePricing[engine].models[enginePricing[engine].models.length - 1])[1];
}

function costMicros(price: Price, use: { inputTokens: number; outputTokens: number; requests: number; searches: number }): number {
  return Math.ceil(
    use.inputTokens * price.inputPerMTok +
      use.outputTokens * price.outputPerMTok +
      (use.requests * price.perRequest + use.searches * price.perSearch) * 1_000_000,
  );
}

/** The most one answer of this engine and model should cost: reserve this before calling. */
export function estimateCostMicros(engine: EngineName, model: string): number {
  return costMicros(priceOf(engine, model), enginePricing[engine].reserve);
}

/** What the answer cost by the usage the provider reported (unknown token counts count as zero). */
export function actualCostMicros(engine: EngineName, model: string, usage: Omit<AnswerUsage, 'costMicros' | 'lostRequests'>): number {
  return costMicros(priceOf(engine, model), {
    inputTokens: usage.inputTokens ?? 0,
    outputTokens: usage.outputTokens ?? 0,
    requests: usage.requests,
    searches: usage.searches ?? 0,
  });
}
