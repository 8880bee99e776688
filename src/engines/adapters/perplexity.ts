// PERPLEXITY: Sonar chat completions (OpenAI-compatible) through the `openai` SDK at Perplexity's
// base URL. The answer marks citations as `[n]` (1-based) into `search_results` (title, url,
// date) or, from older models, the bare `citations` URL list. Each marker is a span of its own
// (the `[n]` itself, where the engine put the citation); results never marked are `listed`.
import OpenAI from 'openai';
import {
  asCount,
  asString,
  isRecord,
  malformed,
  searchContextSizes,
  usdToMicros,
  type AdapterAnswer,
  type EngineAdapter,
} from '../adapter.ts';
import { SourceCollector } from '../sources.ts';

export interface PerplexityAdapterConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
}

interface Result {
  url: string;
  title: string | null;
}

/** `search_results` when present (they carry titles), else `citations`. */
function resultsOf(body: Record<string, unknown>): Result[] {
  if (Array.isArray(body.search_results) && body.search_results.length > 0) {
    return body.search_results
      .filter((r): r is Record<string, unknown> => isRecord(r) && typeof r.url === 'string')
      .map((r) => ({ url: r.url as string, title: asString(r.title) }));
  }
  if (Array.isArray(body.citations)) {
    return body.citations.filter((u): u is string => typeof u === 'string').map((url) => ({ url, title: null }));
  }
  return [];
}

export function createPerplexityAdapter(config: PerplexityAdapterConfig): EngineAdapter {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, maxRetries: 0 });

  return {
    async ask(prompt, ctx): Promise<AdapterAnswer> {
      const request = {
        model: config.model,
        messages: [{ role: 'user' as const, content: prompt.text }],
        // Perplexity's own shape of web_search_options (not OpenAI's), hence the cast below.
        ...(prompt.country ? { web_search_options: { user_location: { country: prompt.country.toUpperCase() } } } : {}),
      } as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming;
      const body: unknown = await ctx.call((signal) => client.chat.completions.create(request, { signal }));
      if (!isRecord(body) || !Array.isArray(body.choices)) throw malformed('perplexity', 'no choices');
      const choice = isRecord(body.choices[0]) ? body.choices[0] : null;
      const message = choice && isRecord(choice.message) ? choice.message : null;
      const text = message ? asString(message.content) : null;
      if (text === null) throw malformed('perplexity', 'no message content');

      const results = resultsOf(body);
      const sources = new SourceCollector();
      for (const r of results) sources.add(r.url, r.title, 'listed');
      for (const m of text.matchAll(/\[(\d{1,3})\]/g)) {
        const r = results[Number(m[1]) - 1];
        if (r) sources.add(r.url, r.title, 'inline', { start: m.index, end: m.index + m[0].length });
      }
      const usage = isRecord(body.usage) ? body.usage : {};
      return {
        text,
        sources: sources.list(),
        usage: {
          inputTokens: asCount(usage.prompt_tokens),
          outputTokens: asCount(usage.completion_tokens),
          requests: 1,
          searches: null,
          // `usage.cost.total_cost` (USD) is Perplexity's own bill for the request, fee included.
          reportedCostMicros: isRecord(usage.cost) ? usdToMicros(usage.cost.total_cost) : null,
          searchContextSize: searchContextSizes.find((c) => c === usage.search_context_size) ?? null,
        },
        servedModel: asString(body.model),
        // `length`: the answer hit the token limit.
        finish: { truncated: choice?.finish_reason === 'length', reason: asString(choice?.finish_reason) },
        raw: body,
      };
    },
  };
}
