// What an engine adapter is: a function from a prompt to the engine's answer in the contract's
// terms, given a way to make provider requests (limited, timed out and retried by the registry).
// Adapters know one wire format each; cost, latency, retries and limits are applied around them.
import type { AnswerFinish, AnswerSource, EnginePrompt, SearchQuery } from './answer.ts';
import { EngineError } from './errors.ts';
import type { ProviderName } from './providers.ts';

/** Perplexity's search context sizes, which set its request fee. */
export const searchContextSizes = ['low', 'medium', 'high'] as const;
export type SearchContextSize = (typeof searchContextSizes)[number];

export interface AdapterUsage {
  inputTokens: number | null;
  outputTokens: number | null;
  /** Billable requests that succeeded (continuations and page tokens count). */
  requests: number;
  searches: number | null;
  /** What the provider says the answer cost, in micro-dollars (xAI's cost_in_usd_ticks, Perplexity's usage.cost); replaces the price list's figure. */
  reportedCostMicros?: number | null;
  /** Perplexity's `usage.search_context_size`, which sets its request fee. */
  searchContextSize?: SearchContextSize | null;
}

export interface AdapterAnswer {
  text: string;
  sources: AnswerSource[];
  usage: AdapterUsage;
  /** The model the provider says answered (`model`, Gemini's `modelVersion`); null when it says none. */
  servedModel: string | null;
  finish: AnswerFinish;
  /** The searches the engine ran (answer.ts `searchQueries`); absent or null: not exposed. */
  searchQueries?: SearchQuery[] | null;
  /** The provider body or bodies as received. */
  raw: unknown;
}

export interface AdapterContext {
  /** Runs one billable provider request under the retry policy, the provider's limiter and a timeout. */
  call<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** The caller's signal, for work outside provider requests (Gemini redirect lookups). */
  signal?: AbortSignal;
  /** Per-request timeout in ms, for work outside provider requests. */
  timeoutMs: number;
}

export interface EngineAdapter {
  ask(prompt: EnginePrompt, ctx: AdapterContext): Promise<AdapterAnswer>;
}

/** A provider body that does not have the shape its API documents. */
export function malformed(provider: ProviderName, what: string): EngineError {
  return new EngineError('malformed', `${provider} answer is not in the documented shape: ${what}`, { provider });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A non-negative amount of US dollars (a provider's own cost figure) in micro-dollars, rounded to the nearest. */
export function usdToMicros(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value * 1_000_000) : null;
}

export function asCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

/** A search query as a provider wrote it, whitespace collapsed; null when it is not a non-blank string. */
export function searchQueryText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const query = value.replace(/\s+/g, ' ').trim();
  return query === '' ? null : query;
}
