// The contract between the engine adapters (which ask a provider) and extraction (which reads
// what they answered): one answer of one engine to one prompt, in the provider's own terms
// translated to plain text and sources. Extraction and scoring depend only on this shape.
import { z } from 'zod';

import type { EngineName } from './engine-list.ts';

// The engines are listed once, in engine-list.ts; adapters and extraction name them from here.
export { engineNames, type EngineName } from './engine-list.ts';

/**
 * How the engine attached a source to its answer, from strongest to weakest evidence:
 * - inline: a structured citation on a span of the text (url_citation annotation, Claude's
 *   web_search_result_location, Gemini grounding support, Perplexity [n] marker);
 * - serp_reference: a reference of a SERP text block (Google AI Overview, Google AI Mode, Bing Copilot);
 * - redirect_unresolved: a grounding redirect whose target could not be resolved; the url is
 *   the best guess (the chunk title's host);
 * - listed: retrieved (searched, fetched, listed) but not attached to any part of the text. Only
 *   the first three make citations; a listed source is kept as retrieved, not cited.
 */
export const sourceAttachments = ['inline', 'serp_reference', 'redirect_unresolved', 'listed'] as const;
export type SourceAttachment = (typeof sourceAttachments)[number];

/** A span of the answer text, as UTF-16 code unit offsets into `text` (JavaScript string indexes). */
export const textSpanSchema = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type TextSpan = z.infer<typeof textSpanSchema>;

export const answerSourceSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  attachment: z.enum(sourceAttachments),
  /** Where in the text it is cited; empty for `listed` sources. Sorted by start. */
  spans: z.array(textSpanSchema),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

/** The attachments by which the answer text cites a source; `listed` is retrieval only. */
export type CitingAttachment = Exclude<SourceAttachment, 'listed'>;

export function isCited<S extends Pick<AnswerSource, 'attachment'>>(source: S): source is S & { attachment: CitingAttachment } {
  return source.attachment !== 'listed';
}

/** Where an answer's cost comes from (src/engines/pricing.ts `answerCost`). */
export const costSources = ['provider', 'price_list', 'ceiling'] as const;
export type CostSource = (typeof costSources)[number];

export const answerUsageSchema = z.object({
  inputTokens: z.number().int().min(0).nullable(),
  outputTokens: z.number().int().min(0).nullable(),
  /**
   * Requests the provider may bill for this answer: continuations and page tokens count, and so
   * do requests whose outcome is unknown (timed out or dropped after reaching the provider).
   */
  requests: z.number().int().min(1),
  /** Of `requests`, those whose outcome is unknown: priced at the answer's ceiling, their usage never reported. */
  lostRequests: z.number().int().min(0),
  /** Provider-side web searches billed for this answer, when the provider reports them. */
  searches: z.number().int().min(0).nullable().optional(),
  /** What the answer cost, in millionths of a US dollar. */
  costMicros: z.number().int().min(0),
  /**
   * 'provider' when the provider reported the cost itself, 'price_list' when priced from the usage
   * it reported, 'ceiling' when it reported no token counts (the call's reservation is its cost).
   */
  costSource: z.enum(costSources),
});
export type AnswerUsage = z.infer<typeof answerUsageSchema>;

/**
 * How the engine ended its answer. `truncated`: it stopped before the answer was complete (a
 * token limit, or a server-paused turn we could not continue); `reason` is the provider's own
 * word for how it ended (OpenAI `status`/`incomplete_details.reason`, Claude `stop_reason`,
 * Gemini `finishReason`, Perplexity `finish_reason`); null when the provider gives none (SerpApi).
 */
export interface AnswerFinish {
  truncated: boolean;
  reason: string | null;
}

/**
 * One web search the engine ran for an answer (its "fan-out"), as the provider reported it:
 * `foundUrls` are the results the provider links to this search (Claude's web_search_tool_result,
 * OpenAI's `action.sources` of the search call), null when the provider does not link its
 * searches to what they found (Gemini's webSearchQueries, xAI). docs/fanout.md says which field
 * each provider's queries come from.
 */
export const searchQuerySchema = z.object({
  query: z.string().min(1),
  foundUrls: z.array(z.string()).nullable(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One engine's answer to one prompt. */
export interface EngineAnswerResult {
  engine: EngineName;
  /** The model asked for (configuration). */
  model: string;
  /** The model that answered, as the provider reported it (providers route retired models to others); null when it says none. */
  servedModel: string | null;
  finish: AnswerFinish;
  /** The answer as plain text (markdown kept as the engine wrote it). */
  text: string;
  /** Each distinct source once, in the order the engine returned them. */
  sources: AnswerSource[];
  usage: AnswerUsage;
  /**
   * The searches the engine ran, in order: [] when it searched nothing, null when the provider
   * does not expose them (SerpApi's engines) or its body did not say.
   */
  searchQueries: SearchQuery[] | null;
  /** The provider response body or bodies as received, for reprocessing. */
  raw: unknown;
  latencyMs: number;
}

/** What is asked: the tracked prompt, with an optional country (ISO 3166-1 alpha-2) and language (BCP 47). */
export interface EnginePrompt {
  text: string;
  country?: string | null;
  language?: string | null;
}
