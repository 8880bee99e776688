// CHATGPT and GROK: the Responses API with the `web_search` tool, through the `openai` SDK (xAI
// serves the same API at its own base URL). Cited sources are the `url_citation` annotations on
// the `output_text` parts (UTF-16 offsets into that part's text); OpenAI adds
// `utm_source=openai` to them, which is removed. xAI also returns a top-level `citations` list of
// everything it looked at: those not cited in the text are kept as `listed`. The served model is
// the body's `model`; `status: 'incomplete'` (incomplete_details.reason, e.g. max_output_tokens)
// is a truncated answer. The country goes in OpenAI's web_search `user_location`; xAI's
// web_search takes no location (its documented parameters are domain filters and image
// understanding, checked 2026-11-25) and neither takes a language.
import OpenAI from 'openai';
import { asCount, asString, isRecord, malformed, type AdapterAnswer, type EngineAdapter } from '../adapter.ts';
import type { AnswerFinish, EnginePrompt } from '../answer.ts';
import { clampSpan, SourceCollector, stripOpenAiTracking } from '../sources.ts';

export interface ResponsesAdapterConfig {
  engine: 'CHATGPT' | 'GROK';
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** xAI reports the exact charge as `usage.cost_in_usd_ticks`, 1 USD = 1e10 ticks (1 micro-dollar = 1e4): rounded up, never under-counted. */
function ticksToMicros(ticks: unknown): number | null {
  const n = asCount(ticks);
  return n === null ? null : Math.ceil(n / 10_000);
}

/** Caps reasoning and answer together (gpt-5.x reason before answering); request-caps.ts reserves for it. */
export const responsesMaxOutputTokens = 8_192;

/** `completed`, or `incomplete` with its reason; anything but completed is not a whole answer. */
function finishOf(response: Record<string, unknown>): AnswerFinish {
  const status = asString(response.status);
  if (status === null || status === 'completed') return { truncated: false, reason: status };
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
          { model: config.model, input: prompt.text, tools: [webSearchTool(prompt)], max_output_tokens: responsesMaxOutputTokens },
          { signal },
        ),
      );
      if (!isRecord(response) || !Array.isArray(response.output)) throw malformed(provider, 'no output list');

      const sources = new SourceCollector();
      let text = '';
      let searches = 0;
      for (const item of response.output) {
        if (!isRecord(item)) throw malformed(provider, 'output item is not an object');
        if (item.type === 'web_search_call') searches++;
        if (item.type !== 'message' || !Array.isArray(item.content)) continue;
        for (const part of item.content) {
          if (!isRecord(part) || part.type !== 'output_text') continue;
          const partText = asString(part.text);
          if (partText === null) throw malformed(provider, 'output_text without text');
          if (text !== '') text += '\n\n';
          const base = text.length;
          text += partText;
          for (const a of Array.isArray(part.annotations) ? part.annotations : []) {
            if (!isRecord(a) || a.type !== 'url_citation' || typeof a.url !== 'string') continue;
            const url = config.engine === 'CHATGPT' ? stripOpenAiTracking(a.url) : a.url;
            const start = asCount(a.start_index);
            const end = asCount(a.end_index);
            const span = start !== null && end !== null ? clampSpan(base + start, base + end, base + partText.length) : null;
            sources.add(url, asString(a.title), 'inline', span ?? undefined);
          }
        }
      }
      if (config.engine === 'GROK' && Array.isArray(response.citations)) {
        for (const url of response.citations) if (typeof url === 'string' && !sources.has(url)) sources.add(url, null, 'listed');
      }
      const usage = isRecord(response.usage) ? response.usage : {};
      return {
        text,
        sources: sources.list(),
        usage: {
          inputTokens: asCount(usage.input_tokens),
          outputTokens: asCount(usage.output_tokens),
          requests: 1,
          searches,
          reportedCostMicros: config.engine === 'GROK' ? ticksToMicros(usage.cost_in_usd_ticks) : null,
        },
        servedModel: asString(response.model),
        finish: finishOf(response),
        raw: response,
      };
    },
  };
}
