// CHATGPT and GROK: the Responses API with the `web_search` tool, through the `openai` SDK (xAI
// serves the same API at its own base URL). Cited sources are the `url_citation` annotations on
// the `output_text` parts (UTF-16 offsets into that part's text); OpenAI adds
// `utm_source=openai` to them, which is removed. What the engine retrieved is asked for too, so
// that every engine is measured alike: OpenAI lists it only on request (`include:
// ['web_search_call.action.sources']`, on each search's action; pages it opened are
// `open_page` actions), xAI returns a top-level `citations` list of everything it encountered.
// Retrieved URLs the text does not cite are kept as `listed` (retrieved, not cited). The served
// model is the body's `model`; `status: 'incomplete'` (incomplete_details.reason, e.g.
// max_output_tokens, content_filter) is a truncated answer; `failed` or `cancelled` (HTTP 200 with
// an `error`, the Response object's documented statuses) is a provider failure, retried. A message whose content is a `refusal`
// part (OpenAI's ResponseOutputRefusal: the model declined) is a whole answer: its text is the
// refusal's explanation, its finish reason `refusal`. The country goes in OpenAI's web_search
// `user_location`; xAI's web_search takes no location (its documented parameters are domain
// filters and image understanding, checked 2026-11-25) and neither takes a language.
// The fan-out (docs/fanout.md) is each `web_search_call` whose action is a `search`: its
// `action.queries` (or the older `action.query` when there are none), with `action.sources` as
// what that call found (OpenAI, when included). The sources belong to the call, not to one of its
// queries: a call of one query links them to it; a call of several has `foundUrls` null for each
// (the results answer its queries together, as Perplexity's do), so no query is credited with
// another's results.
// `open_page` and `find_in_page` actions are not searches. No search call: [] (searched nothing);
// search calls none of whose queries can be read (xAI documents only id and status): null.
import OpenAI from 'openai';
import { asString, isRecord, malformed, searchQueryText, type AdapterAnswer, type EngineAdapter } from '../adapter.ts';
import type { AnswerFinish, EnginePrompt, SearchQuery } from '../answer.ts';
import { responsesMessageText, responsesRunFailure, responsesUsage, ticksToMicros } from '../responses-text.ts';
import { SourceCollector, stripOpenAiTracking } from '../sources.ts';

export interface ResponsesAdapterConfig {
  engine: 'CHATGPT' | 'GROK';
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** Caps reasoning and answer together (gpt-5.x reason before answering); request-caps.ts reserves for it. */
export const responsesMaxOutputTokens = 8_192;

/**
 * `completed`, or `incomplete` with its reason; anything but completed is not a whole answer. A
 * message that is a `refusal` content part is a whole answer whose reason is `refusal`.
 */
function finishOf(response: Record<string, unknown>, refused: boolean): AnswerFinish {
  const status = asString(response.status);
  if (status === null || status === 'completed') return { truncated: false, reason: refused ? 'refusal' : status };
  const reason = isRecord(response.incomplete_details) ? asString(response.incomplete_details.reason) : null;
  return { truncated: true, reason: reason ?? status };
}

export function createResponsesAdapter(config: ResponsesAdapterConfig): EngineAdapter {
  const provider = config.engine === 'GROK' ? 'xai' : 'openai';
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, maxRetries: 0 });

  const webSearchTool = (prompt: EnginePrompt) =>
    config.engine === 'CHATGPT' && prompt.country
      ? { type: 'web_search' as const, user_location: { type: 'approximate' as const, country: prompt.country.toUpperCase() } }
      : { type: 'web_search' as const };

  return {
    async ask(prompt, ctx): Promise<AdapterAnswer> {
      const response: unknown = await ctx.call((signal) =>
        client.responses.create(
          {
            model: config.model,
            input: prompt.text,
            tools: [webSearchTool(prompt)],
            max_output_tokens: responsesMaxOutputTokens,
            // xAI's include values are its own (it returns `citations` unasked): only OpenAI is asked.
            ...(config.engine === 'CHATGPT' ? { include: ['web_search_call.action.sources' as const] } : {}),
          },
          { signal },
        ),
      );
      if (!isRecord(response)) throw malformed(provider, 'body is not an object');
      const failure = responsesRunFailure(response, provider);
      if (failure) throw failure;
      if (!Array.isArray(response.output)) throw malformed(provider, 'no output list');

      const sources = new SourceCollector();
      const cleanUrl = (url: string) => (config.engine === 'CHATGPT' ? stripOpenAiTracking(url) : url);
      const retrieved: string[] = [];
      let searches = 0;
      const searchQueries: SearchQuery[] = [];
      let unreadSearches = 0;
      for (const item of response.output) {
        if (!isRecord(item)) throw malformed(provider, 'output item is not an object');
        if (item.type !== 'web_search_call') continue;
        searches++;
        retrieved.push(...actionUrls(item.action));
        const fanout = searchActionQueries(item.action, cleanUrl);
        if (fanout === null) unreadSearches++;
        else searchQueries.push(...fanout);
      }
      const written = responsesMessageText(response.output, provider, sources, cleanUrl);
      const refusal = refusalText(response.output);
      const text = written === '' && refusal !== null ? refusal : written;
      if (config.engine === 'GROK' && Array.isArray(response.citations)) {
        retrieved.push(...response.citations.filter((u): u is string => typeof u === 'string'));
      }
      for (const url of retrieved) sources.add(cleanUrl(url), null, 'listed');
      const { usage, tokens } = responsesUsage(response);
      return {
        text,
        sources: sources.list(),
        usage: {
          ...tokens,
          searches,
          reportedCostMicros: config.engine === 'GROK' ? ticksToMicros(usage.cost_in_usd_ticks) : null,
        },
        servedModel: asString(response.model),
        finish: finishOf(response, refusal !== null),
        searchQueries: searchQueries.length === 0 && unreadSearches > 0 ? null : searchQueries,
        raw: response,
      };
    },
  };
}

/** The `refusal` content parts of the message items (the model declined), joined; null when there is none. */
function refusalText(output: unknown[]): string | null {
  const refusals = output.flatMap((item) =>
    isRecord(item) && item.type === 'message' && Array.isArray(item.content)
      ? item.content.flatMap((part) => (isRecord(part) && part.type === 'refusal' ? [asString(part.refusal) ?? ''] : []))
      : [],
  );
  return refusals.length > 0 ? refusals.join('\n\n') : null;
}

/** URLs a web search call retrieved: a search's `sources` (when included) or the page it opened. */
function actionUrls(action: unknown): string[] {
  if (!isRecord(action)) return [];
  if (action.type === 'open_page') return typeof action.url === 'string' ? [action.url] : [];
  if (!Array.isArray(action.sources)) return [];
  return action.sources.flatMap((s) => (isRecord(s) && typeof s.url === 'string' ? [s.url] : []));
}

/**
 * The queries of one web search call: [] for an action that is not a search (open_page,
 * find_in_page), null for a call whose queries cannot be read.
 */
function searchActionQueries(action: unknown, cleanUrl: (url: string) => string): SearchQuery[] | null {
  if (!isRecord(action)) return null;
  if (action.type !== undefined && action.type !== 'search') return [];
  const listed = Array.isArray(action.queries) ? action.queries.map(searchQueryText).filter((q): q is string => q !== null) : [];
  const single = searchQueryText(action.query);
  const queries = listed.length > 0 ? listed : single !== null ? [single] : [];
  if (queries.length === 0) return null;
  const foundUrls = queries.length === 1 && Array.isArray(action.sources) ? actionUrls(action).map(cleanUrl) : null;
  return queries.map((query) => ({ query, foundUrls }));
}
