// PERPLEXITY: the Agent API (`POST /v1/agent`, Responses-style; Sonar chat completions are being
// retired), called through the `openai` SDK's generic `post` (the project's HTTP client for
// OpenAI-style APIs: its typed errors, timeouts and abort signal) at Perplexity's base URL; the
// official `@perplexity-ai/perplexity_ai` SDK is not a dependency here. Checked against
// docs.perplexity.ai (Agent API reference: POST /v1/agent, presets, tools, output items, usage)
// on 2026-11-25 and 2026-11-28.
//
// The request carries only documented fields (the API rejects unknown ones): `tool_choice:
// "required"` so the model searches before answering (as Sonar always did), `instructions` to cite
// results by number, and `max_steps` / `max_tool_calls` so the searches (billed per call, their
// results as input tokens) stay within the reservation (request-caps.ts). The answer is the
// `message` items' `output_text` parts; `search_results` items list what the web search tool found
// (with the `queries` it ran; `results[].id` is what the text's markers refer to),
// `fetch_url_results` the pages it read. The presets write `[web:n]`; models also write `[n]` and
// grouped forms (`[web:1][web:2]`, `[web:1, web:2]`, `[1, 2]`): each number in a marker cites
// result n (the marker is its span); results no marker uses are kept as `listed` (retrieved, not
// cited); a marker with no such result cites nothing. Searches are `usage.tool_calls_details
// .search_web.invocation` (`web_search` read too, as older bodies named it). A run that failed or
// was cancelled is HTTP 200 with that `status` and an `error`: a provider failure, retried like a
// 5xx, never a malformed body.
import OpenAI from 'openai';
import {
  asCount,
  asString,
  searchQueryText,
  isRecord,
  malformed,
  searchContextSizes,
  usdToMicros,
  type AdapterAnswer,
  type EngineAdapter,
} from '../adapter.ts';
import type { EnginePrompt } from '../answer.ts';
import { requestCaps } from '../request-caps.ts';
import { responsesMessageText, responsesRunFailure, responsesUsage } from '../responses-text.ts';
import { SourceCollector } from '../sources.ts';

export interface PerplexityAdapterConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** Research-loop steps; the searches are capped at what request-caps.ts reserves for. */
const maxSteps = 3;

const citeInstructions =
  'Search the web before answering. Cite every claim taken from a search result right after it with the ' +
  "result's number in the form [web:n], using only numbers of results you were given.";

interface Result {
  /** A web search result (markers refer to these), or a page the agent fetched. */
  searched: boolean;
  /** The number `[n]` markers use; null when the API gave none. */
  id: number | null;
  url: string;
  title: string | null;
}

function requestOf(model: string, prompt: EnginePrompt): Record<string, unknown> {
  const country = prompt.country?.trim().toUpperCase();
  // language_preference is ISO 639-1: the primary subtag of the prompt's BCP 47 tag.
  const language = prompt.language?.trim().toLowerCase().split(/[-_]/)[0];
  return {
    model,
    input: prompt.text,
    instructions: citeInstructions,
    tools: [{ type: 'web_search', ...(country ? { user_location: { country } } : {}) }],
    tool_choice: 'required',
    max_tool_calls: requestCaps.PERPLEXITY.searches.max,
    max_steps: maxSteps,
    max_output_tokens: requestCaps.PERPLEXITY.outputTokens.max,
    ...(language && /^[a-z]{2}$/.test(language) ? { language_preference: language } : {}),
  };
}

/** Every search result and fetched page, in the order returned, with its marker number. */
function resultsOf(output: unknown[]): Result[] {
  const results: Result[] = [];
  for (const item of output) {
    if (!isRecord(item)) continue;
    const list = item.type === 'search_results' ? item.results : item.type === 'fetch_url_results' ? item.contents : null;
    if (!Array.isArray(list)) continue;
    for (const r of list) {
      if (!isRecord(r) || typeof r.url !== 'string' || r.url.trim() === '') continue;
      const id = item.type === 'search_results' && typeof r.id === 'number' && Number.isInteger(r.id) ? r.id : null;
      results.push({ searched: item.type === 'search_results', id, url: r.url.trim(), title: asString(r.title) });
    }
  }
  return results;
}

/** `[n]` resolves to the search result whose id is n; without ids, to the n-th search result (1-based). */
function markerTarget(results: Result[]): (n: number) => Result | undefined {
  const searched = results.filter((r) => r.searched);
  const byId = new Map(searched.flatMap((r) => (r.id === null ? [] : [[r.id, r] as const])));
  if (byId.size > 0) return (n) => byId.get(n);
  return (n) => searched[n - 1];
}

/** Every marker (`[web:n]`, `[n]`, `[web:1, web:2]`, `[1, 2]`) with the result numbers it cites. */
export function perplexityMarkers(text: string): Array<{ start: number; end: number; numbers: number[] }> {
  const markers: Array<{ start: number; end: number; numbers: number[] }> = [];
  for (const m of text.matchAll(/\[((?:web:)?\d{1,3}(?:\s*,\s*(?:web:)?\d{1,3})*)\]/g)) {
    const numbers = m[1].split(',').map((part) => Number(part.trim().replace(/^web:/, '')));
    markers.push({ start: m.index, end: m.index + m[0].length, numbers });
  }
  return markers;
}

/**
 * The search queries the run's `search_web` calls ran, in order: each `search_results` output
 * item's `queries` (documented on the item). Null when no item carries a `queries` list (the
 * response says nothing about them), an empty list when it says there were none.
 */
export function perplexitySearchQueries(response: unknown): string[] | null {
  if (!isRecord(response) || !Array.isArray(response.output)) return null;
  let seen = false;
  const queries: string[] = [];
  for (const item of response.output) {
    if (!isRecord(item) || item.type !== 'search_results' || !Array.isArray(item.queries)) continue;
    seen = true;
    for (const q of item.queries) {
      const query = searchQueryText(q);
      if (query !== null) queries.push(query);
    }
  }
  return seen ? queries : null;
}

/** Searches the run billed: `tool_calls_details.search_web.invocation` (documented), else `web_search`. */
function searchesOf(usage: Record<string, unknown>): number | null {
  const tools = isRecord(usage.tool_calls_details) ? usage.tool_calls_details : {};
  const details = isRecord(tools.search_web) ? tools.search_web : isRecord(tools.web_search) ? tools.web_search : null;
  return details ? asCount(details.invocation) : null;
}

export function createPerplexityAdapter(config: PerplexityAdapterConfig): EngineAdapter {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, maxRetries: 0 });

  return {
    async ask(prompt, ctx): Promise<AdapterAnswer> {
      const body: unknown = await ctx.call((signal) => client.post('/v1/agent', { body: requestOf(config.model, prompt), signal }));
      if (!isRecord(body)) throw malformed('perplexity', 'body is not an object');
      const failure = responsesRunFailure(body, 'perplexity');
      if (failure) throw failure;
      if (!Array.isArray(body.output)) throw malformed('perplexity', 'no output list');
      if (body.status !== undefined && body.status !== 'completed' && body.status !== 'incomplete')
        throw malformed('perplexity', `status ${JSON.stringify(body.status)}`);

      const sources = new SourceCollector();
      const results = resultsOf(body.output);
      // Listed first so that retrieved sources keep the order returned; a marker upgrades its result.
      for (const r of results) sources.add(r.url, r.title, 'listed');
      // Models behind the Agent API may also annotate the text the Responses way.
      const text = responsesMessageText(body.output, 'perplexity', sources);
      if (text === '' && !body.output.some((i) => isRecord(i) && i.type === 'message')) throw malformed('perplexity', 'no message');

      const target = markerTarget(results);
      for (const m of perplexityMarkers(text)) {
        for (const n of m.numbers) {
          const r = target(n);
          if (r) sources.add(r.url, r.title, 'inline', { start: m.start, end: m.end });
        }
      }

      const { usage, tokens } = responsesUsage(body);
      return {
        text,
        sources: sources.list(),
        usage: {
          ...tokens,
          searches: searchesOf(usage),
          // `usage.cost.total_cost` (USD) is Perplexity's own bill for the request, fee included.
          reportedCostMicros: isRecord(usage.cost) ? usdToMicros(usage.cost.total_cost) : null,
          searchContextSize: searchContextSizes.find((c) => c === usage.search_context_size) ?? null,
        },
        // The queries of its search_results items; the results are the item's, not one query's: no link per query.
        searchQueries: perplexitySearchQueries(body)?.map((query) => ({ query, foundUrls: null })) ?? null,
        servedModel: asString(body.model),
        // Responses-style: `incomplete` with the reason (e.g. max_output_tokens) is a cut-off answer.
        finish: {
          truncated: body.status === 'incomplete',
          reason: isRecord(body.incomplete_details) ? asString(body.incomplete_details.reason) : asString(body.status),
        },
        raw: body,
      };
    },
  };
}
