// What one engine answer can use at most, from what each adapter's request caps, so that the
// budget reservation made before a call is its ceiling (docs/engine-spend.md). A cap the request
// sends (`sentAs`) is one the provider enforces; test/engines/spend-ceiling.test.ts reads each
// adapter's request through the fakes and fails when the adapter stops sending it. Dimensions no
// request field caps carry a documented bound instead, and a provider that reports more than the
// reservation is settled by the overrun rule in src/core/plans/engine-budget.ts. The output caps are
// 8,192 tokens per request for OpenAI, xAI, Claude and Gemini: their current models think or
// reason before answering, and that counts against the cap (the adapters' `responsesMaxOutputTokens`,
// `claudeMaxTokens`, `geminiMaxOutputTokens`).
import type { EngineName } from './answer.ts';

export interface Cap {
  max: number;
  /** The request field that enforces `max` (dotted path into the request body), or null: a bound, not a cap. */
  sentAs: string | null;
}

export interface RequestCaps {
  /** Billable requests per answer: 1 + continuations (Claude's `pause_turn`, SerpApi's `page_token`), bounded by the adapter's own loop. */
  requests: Cap;
  /** Output tokens per request, reasoning or thinking included. */
  outputTokens: Cap;
  /** Provider-side searches per request (Claude's `max_uses` counts per request, so continuations multiply it). */
  searches: Cap;
  /** Input tokens the provider adds per search (the results it reads): a bound, no request field caps it. */
  searchInputTokens: number;
  /** Input tokens the provider adds to every request (tool definitions, its system prompt). */
  fixedInputTokens: number;
  /**
   * The provider's search tool version the request names, where its price depends on it (Claude's
   * `web_search_<date>`): the price list's search fee is for this version, and the spend-ceiling
   * test fails when the adapter sends another.
   */
  searchTool?: { type: string; sentAs: string };
}

const none: Cap = { max: 0, sentAs: null };

/** CHATGPT and GROK: one adapter (adapters/openai-responses.ts) sends both the same request. */
const responsesApi: RequestCaps = {
  requests: { max: 1, sentAs: null },
  outputTokens: { max: 8_192, sentAs: 'max_output_tokens' },
  searches: { max: 5, sentAs: null },
  searchInputTokens: 10_000,
  fixedInputTokens: 1_000,
};

export const requestCaps: Record<EngineName, RequestCaps> = {
  CHATGPT: responsesApi,
  GROK: responsesApi,
  CLAUDE: {
    // claudeMaxContinuations (2) in adapters/claude.ts, each continuation a request of its own.
    requests: { max: 3, sentAs: null },
    outputTokens: { max: 8_192, sentAs: 'max_tokens' },
    searches: { max: 5, sentAs: 'tools.0.max_uses' },
    searchInputTokens: 10_000,
    fixedInputTokens: 1_000,
    searchTool: { type: 'web_search_20260209', sentAs: 'tools.0.type' },
  },
  PERPLEXITY: {
    requests: { max: 1, sentAs: null },
    outputTokens: { max: 2_048, sentAs: 'max_output_tokens' },
    // Agent API: `max_tool_calls` caps the search_web calls (each billed, its results read as input
    // tokens); `max_steps` (adapters/perplexity.ts) bounds the research loop. Fixed input: the
    // citation instructions and the tool definitions.
    searches: { max: 5, sentAs: 'max_tool_calls' },
    searchInputTokens: 10_000,
    fixedInputTokens: 1_000,
  },
  GEMINI: {
    requests: { max: 1, sentAs: null },
    outputTokens: { max: 8_192, sentAs: 'generationConfig.maxOutputTokens' },
    searches: { max: 5, sentAs: null },
    searchInputTokens: 10_000,
    fixedInputTokens: 200,
  },
  GOOGLE_AIO: { requests: { max: 2, sentAs: null }, outputTokens: none, searches: none, searchInputTokens: 0, fixedInputTokens: 0 },
  // One search: AI Mode has no page_token follow-up.
  GOOGLE_AI_MODE: { requests: { max: 1, sentAs: null }, outputTokens: none, searches: none, searchInputTokens: 0, fixedInputTokens: 0 },
  BING_COPILOT: { requests: { max: 1, sentAs: null }, outputTokens: none, searches: none, searchInputTokens: 0, fixedInputTokens: 0 },
};

/**
 * An upper bound of the tokens a prompt takes, counted before sending: its UTF-8 bytes. Every
 * provider here tokenizes with byte-level BPE or SentencePiece with byte fallback, where each token
 * covers at least one byte, so no tokenizer can make more tokens of a text than it has bytes.
 */
export function promptTokenBound(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
