// What an engine answer costs: prices by EXACT model id, each row dated with where it was read
// (docs/engine-spend.md has the table with its sources); the ceiling of one call, reserved against
// the project's budget before calling (request-caps.ts); and the real cost afterwards, which is
// the provider's own figure when it reports one, else the price list applied to the usage it
// reported. Money is in millionths of a dollar; a price in dollars per million tokens is then
// exactly micro-dollars per token. An operator's price (VISIBILITY_PRICE_<ENGINE> or the prices
// file, settings.ts) comes before the built-in row of the same model, so a model released after
// this table is usable without a code change. A configured model with neither is a configuration
// error (`unpricedModels`), never priced by a neighbour's name.
import type { AdapterUsage, SearchContextSize } from './adapter.ts';
import type { CostSource, EngineName } from './answer.ts';
import { promptTokenBound, requestCaps } from './request-caps.ts';

export interface PriceSource {
  /** The provider page the price is from. */
  url: string;
  /** The date it was read (or the date of the copy read). */
  read: string;
  /**
   * provider: read on the provider's page; secondary: a dated transcription of it; unverified:
   * carried from an earlier table; operator: set by the operator (`url` names the setting).
   */
  check: 'provider' | 'secondary' | 'unverified' | 'operator';
}

export interface Price {
  /** USD per 1M input tokens (= micro-dollars per token). */
  inputPerMTok: number;
  outputPerMTok: number;
  /** USD per billable request (a SerpApi search). */
  perRequest: number;
  /** Perplexity: the request fee by the search context size the answer reports (the highest when it does not). */
  perRequestByContext: Record<SearchContextSize, number> | null;
  /** Gemini 2.x: USD per grounded request (one that searched), once however many queries it ran. */
  perGroundedRequest: number;
  /** USD per provider-side search (OpenAI/xAI tool calls, Claude searches, Gemini 3 search queries). */
  perSearch: number;
  source: PriceSource;
}

const openaiPage = 'https://developers.openai.com/api/docs/pricing';
const anthropicPage = 'https://platform.claude.com/docs/en/about-claude/pricing';
const perplexityPage = 'https://docs.perplexity.ai/getting-started/pricing';
const geminiPage = 'https://ai.google.dev/gemini-api/docs/pricing';
const xaiPage = 'https://docs.x.ai/developers/models';
const serpapiPage = 'https://serpapi.com/pricing';

const price = (
  tokens: [input: number, output: number],
  fees: { perRequest?: number; perRequestByContext?: Record<SearchContextSize, number>; perGroundedRequest?: number; perSearch?: number },
  source: PriceSource,
): Price => ({
  inputPerMTok: tokens[0],
  outputPerMTok: tokens[1],
  perRequest: fees.perRequest ?? 0,
  perRequestByContext: fees.perRequestByContext ?? null,
  perGroundedRequest: fees.perGroundedRequest ?? 0,
  perSearch: fees.perSearch ?? 0,
  source,
});

// The web_search tool: $10 per 1k calls for every model, search content billed as input tokens.
const openaiSearch = { perSearch: 0.01 };
const claudeSearch = { perSearch: 0.01 };
const grokSearch = { perSearch: 0.005 };
// Perplexity's Agent API: a fee per search_web call, the results billed as input tokens.
const agentSearch = { perSearch: 0.005 };
const sonarFees = { low: 0.005, medium: 0.008, high: 0.012 };
const sonarProFees = { low: 0.006, medium: 0.01, high: 0.014 };
// Gemini 2.x bills a grounded prompt once; Gemini 3 bills each search query.
const gemini2Grounding = { perGroundedRequest: 0.035 };
const gemini3Grounding = { perSearch: 0.014 };

const secondary = (url: string, read: string): PriceSource => ({ url, read, check: 'secondary' });
const fromProvider = (url: string, read: string): PriceSource => ({ url, read, check: 'provider' });
const carried = (url: string): PriceSource => ({ url, read: '2026-06', check: 'unverified' });

/** Exact model id -> price, per engine. */
export const priceTable: Record<EngineName, Record<string, Price>> = {
  CHATGPT: {
    'gpt-5.5': price([5, 30], openaiSearch, secondary(openaiPage, '2026-06-04')),
    'gpt-5.4': price([2.5, 15], openaiSearch, secondary(openaiPage, '2026-06-04')),
    // Default (settings.ts). The same $0.75 / $4.50 on dated third-party transcriptions (2026-03-20).
    'gpt-5.4-mini': price([0.75, 4.5], openaiSearch, secondary(openaiPage, '2026-06-04')),
    'gpt-5.4-nano': price([0.2, 1.25], openaiSearch, secondary(openaiPage, '2026-06-04')),
    'gpt-5': price([1.25, 10], openaiSearch, carried(openaiPage)),
    'gpt-5-mini': price([0.25, 2], openaiSearch, carried(openaiPage)),
    'gpt-5-nano': price([0.05, 0.4], openaiSearch, carried(openaiPage)),
    'gpt-4.1': price([2, 8], openaiSearch, carried(openaiPage)),
    'gpt-4.1-mini': price([0.4, 1.6], openaiSearch, carried(openaiPage)),
  },
  CLAUDE: {
    // Default (settings.ts): the model page and its comparison table, $2 / $10 like Sonnet 5.
    'claude-sonnet-5-5': price(
      [2, 10],
      claudeSearch,
      fromProvider('https://platform.claude.com/docs/en/models/sonnet-5-5/overview', '2026-11-25'),
    ),
    'claude-sonnet-5': price(
      [2, 10],
      claudeSearch,
      fromProvider('https://platform.claude.com/docs/en/models/sonnet-5/overview', '2026-11-25'),
    ),
    'claude-sonnet-4-6': price([3, 15], claudeSearch, carried(anthropicPage)),
    'claude-sonnet-4-5': price([3, 15], claudeSearch, secondary(anthropicPage, '2025-11-25')),
    'claude-sonnet-4-5-20250929': price([3, 15], claudeSearch, secondary(anthropicPage, '2025-11-25')),
    'claude-haiku-4-5': price(
      [1, 5],
      claudeSearch,
      fromProvider('https://platform.claude.com/docs/en/models/opus-5/overview', '2026-11-25'),
    ),
    'claude-haiku-4-5-20251001': price(
      [1, 5],
      claudeSearch,
      fromProvider('https://platform.claude.com/docs/en/models/opus-5/overview', '2026-11-25'),
    ),
    'claude-opus-4-5': price([5, 25], claudeSearch, secondary(anthropicPage, '2025-11-25')),
    'claude-opus-4-5-20251101': price([5, 25], claudeSearch, secondary(anthropicPage, '2025-11-25')),
    'claude-opus-4-6': price([5, 25], claudeSearch, secondary(anthropicPage, '2026-03')),
    'claude-opus-4-7': price([5, 25], claudeSearch, secondary(anthropicPage, '2026-03')),
  },
  PERPLEXITY: {
    // Default (settings.ts): the Agent API's id of Sonar. The Agent API bills tokens (search results
    // read as input tokens) plus a fee per search_web call, no per-request fee. Sonar's token prices;
    // the search fee is the dearer of the dated transcriptions of the price page ($0.005 in 2026-03,
    // $0.0025 in 2026-10), so the ceiling holds; the provider's reported cost replaces the estimate.
    'perplexity/sonar': price([1, 1], agentSearch, secondary(perplexityPage, '2026-10-07')),
    sonar: price([1, 1], { perRequestByContext: sonarFees }, fromProvider(perplexityPage, '2026-11-25')),
    'sonar-pro': price([3, 15], { perRequestByContext: sonarProFees }, fromProvider(perplexityPage, '2026-11-25')),
    'sonar-reasoning-pro': price([2, 8], { perRequestByContext: sonarProFees }, fromProvider(perplexityPage, '2026-11-25')),
  },
  GEMINI: {
    // Default (settings.ts). $0.75 / $3.75 through 2026-12-31, $1.50 / $7.50 from 2027-01-01: the
    // row carries the later, dearer price so the ceiling still holds after the change.
    'gemini-3.8-flash': price([1.5, 7.5], gemini3Grounding, secondary(geminiPage, '2026-10-07')),
    'gemini-2.5-flash': price([0.3, 2.5], gemini2Grounding, secondary(geminiPage, '2026-10-07')),
    'gemini-2.5-flash-lite': price([0.1, 0.4], gemini2Grounding, secondary(geminiPage, '2026-10-07')),
    'gemini-2.5-pro': price([1.25, 10], gemini2Grounding, secondary(geminiPage, '2026-10-07')),
    'gemini-3.1-pro-preview': price([2, 12], gemini3Grounding, secondary(geminiPage, '2026-10-07')),
    'gemini-3.5-flash': price([1.5, 9], gemini3Grounding, secondary(geminiPage, '2026-10-07')),
    'gemini-3.5-flash-lite': price([0.3, 2.5], gemini3Grounding, secondary(geminiPage, '2026-10-07')),
  },
  GROK: {
    // Default (settings.ts). Requests above a 200K-token context are billed at other rates; a
    // request here stays far below it (request-caps.ts).
    'grok-4.3': price([1.25, 2.5], grokSearch, fromProvider('https://docs.x.ai/docs/models/grok-4-fast', '2026-11-25')),
    'grok-4-1-fast-non-reasoning': price([0.2, 0.5], grokSearch, secondary(xaiPage, '2026-11-25')),
    'grok-4-1-fast-reasoning': price([0.2, 0.5], grokSearch, secondary(xaiPage, '2026-11-25')),
    'grok-4-fast-non-reasoning': price([0.2, 0.5], grokSearch, carried(xaiPage)),
    'grok-4-fast-reasoning': price([0.2, 0.5], grokSearch, carried(xaiPage)),
    'grok-4': price([3, 15], grokSearch, secondary(xaiPage, '2026-11-25')),
  },
  // SerpApi Developer plan: $75 for 5,000 searches; a page_token follow-up is a search of its own.
  GOOGLE_AIO: { 'serpapi-google-ai-overview': price([0, 0], { perRequest: 0.015 }, carried(serpapiPage)) },
  // One search per answer, billed like any other SerpApi engine (no AI Mode surcharge); the
  // Developer plan's price on a dated transcription of the pricing page (May 2026).
  GOOGLE_AI_MODE: { 'serpapi-google-ai-mode': price([0, 0], { perRequest: 0.015 }, secondary(serpapiPage, '2026-05')) },
  BING_COPILOT: { 'serpapi-bing-copilot': price([0, 0], { perRequest: 0.015 }, carried(serpapiPage)) },
};

/** A price an operator set: USD per 1M input and output tokens, per search, per request, and the date it was read. */
export interface OperatorPriceRow {
  input: number;
  output: number;
  search: number;
  request: number;
  date: string;
}

/** An operator's row as a Price; `setting` names where it was set (the variable or the prices file). */
export function operatorPrice(row: OperatorPriceRow, setting: string): Price {
  return price(
    [row.input, row.output],
    { perSearch: row.search, perRequest: row.request },
    { url: setting, read: row.date, check: 'operator' },
  );
}

/** Prices an operator set, by engine and exact model id (settings.ts parses them); they come before the table's. */
export type OperatorPrices = Partial<Record<EngineName, Record<string, Price>>>;

/** The price of exactly this model id, the operator's before the table's, or null: no prefix, family or fallback matching. */
export function priceOf(engine: EngineName, model: string, operator: OperatorPrices = {}): Price | null {
  const set = operator[engine];
  if (set && Object.hasOwn(set, model)) return set[model];
  return Object.hasOwn(priceTable[engine], model) ? priceTable[engine][model] : null;
}

/** The models an engine can be priced for: the operator's, then the table's. */
export function pricedModels(engine: EngineName, operator: OperatorPrices = {}): string[] {
  return [...new Set([...Object.keys(operator[engine] ?? {}), ...Object.keys(priceTable[engine])])];
}

function dearestRequestFee(p: Price): number {
  return p.perRequest + p.perGroundedRequest + (p.perRequestByContext ? Math.max(...Object.values(p.perRequestByContext)) : 0);
}

function micros(p: Price, use: { inputTokens: number; outputTokens: number; searches: number }, requestFeesUsd: number): number {
  return Math.ceil(
    use.inputTokens * p.inputPerMTok + use.outputTokens * p.outputPerMTok + (requestFeesUsd + use.searches * p.perSearch) * 1_000_000,
  );
}

/**
 * The most one call asking `prompt` can cost, reserved before calling: every request at its
 * output cap, every search at its bound, the prompt at its byte count, each continuation
 * re-reading everything before it, and the dearest request fee.
 */
export function reservationMicros(engine: EngineName, p: Price, promptText: string): number {
  const caps = requestCaps[engine];
  const requests = caps.requests.max;
  const searches = requests * caps.searches.max;
  const perRequestInput =
    promptTokenBound(promptText) + caps.fixedInputTokens + searches * caps.searchInputTokens + (requests - 1) * caps.outputTokens.max;
  return micros(
    p,
    { inputTokens: requests * perRequestInput, outputTokens: requests * caps.outputTokens.max, searches },
    requests * dearestRequestFee(p),
  );
}

/** What the answer cost by the price list and the usage the provider reported (unknown searches count as none, unknown fees at their dearest). */
export function priceListCostMicros(p: Price, usage: AdapterUsage): number {
  const contextFee = p.perRequestByContext
    ? usage.searchContextSize
      ? p.perRequestByContext[usage.searchContextSize]
      : Math.max(...Object.values(p.perRequestByContext))
    : 0;
  // A grounded-request fee is owed unless the provider said no search ran.
  const groundedFee = usage.searches === 0 ? 0 : p.perGroundedRequest;
  return micros(
    p,
    { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0, searches: usage.searches ?? 0 },
    usage.requests * (p.perRequest + contextFee + groundedFee),
  );
}

/**
 * The answer's cost: the provider's own figure when it reported one; else the price list applied
 * to the usage it reported; else, when it reported no token counts for a model billed by the
 * token, the call's ceiling (what was reserved for it), never zero. On top of it, each lost
 * request (it timed out or was dropped after reaching the provider, and was retried) reported
 * nothing and may have been billed: it costs the call's ceiling, what its retry reserved. `source`
 * says where the answered requests' cost came from.
 */
export function answerCost(
  engine: EngineName,
  p: Price,
  usage: AdapterUsage,
  promptText: string,
  lostRequests = 0,
): { micros: number; source: CostSource } {
  const answered = answeredCost(engine, p, usage, promptText);
  if (lostRequests === 0) return answered;
  return { micros: answered.micros + lostRequests * reservationMicros(engine, p, promptText), source: answered.source };
}

function answeredCost(engine: EngineName, p: Price, usage: AdapterUsage, promptText: string): { micros: number; source: CostSource } {
  if (usage.reportedCostMicros !== undefined && usage.reportedCostMicros !== null) {
    return { micros: usage.reportedCostMicros, source: 'provider' };
  }
  const tokensBilled = p.inputPerMTok > 0 || p.outputPerMTok > 0;
  if (tokensBilled && (usage.inputTokens === null || usage.outputTokens === null)) {
    return { micros: reservationMicros(engine, p, promptText), source: 'ceiling' };
  }
  return { micros: priceListCostMicros(p, usage), source: 'price_list' };
}
