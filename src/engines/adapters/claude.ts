// CLAUDE: the Messages API with Anthropic's web search server tool, through `@anthropic-ai/sdk`.
// The answer is the text blocks in order; a text block's `web_search_result_location` citations
// cite that whole block (UTF-16 offsets over the concatenated text). Search results that no
// block cites are kept as `listed`. A `pause_turn` stop means the server paused a long turn:
// the conversation is sent back as it is to let it continue, a bounded number of times, each
// continuation a billable request of its own. The served model is the response's `model`; an
// answer is truncated when the last response stopped at `max_tokens`, `model_context_window_exceeded`
// or `refusal` (or still paused after the last continuation allowed). The country goes in the tool's `user_location`; the tool takes no
// language. Web search tool `web_search_20260209` (@anthropic-ai/sdk 1.11, checked 2026-11-25;
// the newer `web_search_20260318` only adds how results consumed by code execution are returned).
// The fan-out (docs/fanout.md) is each `server_tool_use` block named `web_search`, its
// `input.query`, in order over every continuation; what it found is the `web_search_tool_result`
// whose `tool_use_id` is that block's id (a result error found nothing; no result block: unknown).
import Anthropic from '@anthropic-ai/sdk';
import { asCount, asString, isRecord, malformed, searchQueryText, type AdapterAnswer, type EngineAdapter } from '../adapter.ts';
import type { AnswerFinish, SearchQuery } from '../answer.ts';
import { SourceCollector } from '../sources.ts';

export interface ClaudeAdapterConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** request-caps.ts reserves for this many requests (1 + continuations) and tokens. */
export const claudeMaxContinuations = 2;
/** Per request; Sonnet 5 and later think by default, and thinking counts against it. */
export const claudeMaxTokens = 8_192;
const maxSearches = 5;
/**
 * Stop reasons of a response cut short; `pause_turn` only when no continuation is left; `refusal`
 * when streaming classifiers stopped the text part-way (what came before it is kept).
 */
const truncatedStops = new Set(['max_tokens', 'model_context_window_exceeded', 'pause_turn', 'refusal']);

export function createClaudeAdapter(config: ClaudeAdapterConfig): EngineAdapter {
  const client = new Anthropic({ apiKey: config.apiKey, baseURL: config.baseUrl, maxRetries: 0 });

  return {
    async ask(prompt, ctx): Promise<AdapterAnswer> {
      const tool = {
        type: 'web_search_20260209' as const,
        name: 'web_search' as const,
        max_uses: maxSearches,
        ...(prompt.country ? { user_location: { type: 'approximate' as const, country: prompt.country.toUpperCase() } } : {}),
      };
      const messages: Anthropic.MessageParam[] = [{ role: 'user', content: prompt.text }];
      const raws: unknown[] = [];
      const sources = new SourceCollector();
      let text = '';
      let inputTokens = 0;
      let outputTokens = 0;
      let searches = 0;
      let servedModel: string | null = null;
      let stopReason: string | null = null;
      const searchQueries: Array<SearchQuery & { id: string | null }> = [];
      const foundBySearch = new Map<string, string[]>();

      for (let turn = 0; turn <= claudeMaxContinuations; turn++) {
        const response: unknown = await ctx.call((signal) =>
          client.messages.create({ model: config.model, max_tokens: claudeMaxTokens, messages, tools: [tool] }, { signal }),
        );
        raws.push(response);
        if (!isRecord(response) || !Array.isArray(response.content)) throw malformed('anthropic', 'no content list');
        for (const block of response.content) {
          if (!isRecord(block)) throw malformed('anthropic', 'content block is not an object');
          if (block.type === 'server_tool_use' && block.name === 'web_search') {
            const query = searchQueryText(isRecord(block.input) ? block.input.query : null);
            if (query !== null) searchQueries.push({ id: asString(block.id), query, foundUrls: null });
          }
          if (block.type === 'web_search_tool_result') {
            // Its results are retrieved sources, and what the search of `tool_use_id` found (an error: nothing).
            const found: string[] = [];
            for (const result of Array.isArray(block.content) ? block.content : []) {
              if (isRecord(result) && result.type === 'web_search_result' && typeof result.url === 'string') {
                sources.add(result.url, asString(result.title), 'listed');
                found.push(result.url);
              }
            }
            if (typeof block.tool_use_id === 'string') foundBySearch.set(block.tool_use_id, found);
          }
          if (block.type !== 'text') continue;
          const blockText = asString(block.text);
          if (blockText === null) throw malformed('anthropic', 'text block without text');
          const span = { start: text.length, end: text.length + blockText.length };
          text += blockText;
          for (const c of Array.isArray(block.citations) ? block.citations : []) {
            if (isRecord(c) && c.type === 'web_search_result_location' && typeof c.url === 'string') {
              sources.add(c.url, asString(c.title), 'inline', span);
            }
          }
        }
        const usage = isRecord(response.usage) ? response.usage : {};
        inputTokens += asCount(usage.input_tokens) ?? 0;
        outputTokens += asCount(usage.output_tokens) ?? 0;
        searches += asCount(isRecord(usage.server_tool_use) ? usage.server_tool_use.web_search_requests : null) ?? 0;
        servedModel = asString(response.model) ?? servedModel;
        stopReason = asString(response.stop_reason);
        if (response.stop_reason !== 'pause_turn') break;
        messages.push({ role: 'assistant', content: response.content as Anthropic.ContentBlockParam[] });
      }

      return {
        text,
        sources: sources.list(),
        usage: { inputTokens, outputTokens, requests: raws.length, searches },
        servedModel,
        searchQueries: searchQueries.map(({ id, query }) => ({ query, foundUrls: (id !== null && foundBySearch.get(id)) || null })),
        finish: { truncated: stopReason !== null && truncatedStops.has(stopReason), reason: stopReason } satisfies AnswerFinish,
        raw: raws.length === 1 ? raws[0] : raws,
      };
    },
  };
}
