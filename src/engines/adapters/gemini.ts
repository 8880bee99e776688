// GEMINI: `models.generateContent` with the `googleSearch` tool through `@google/genai`, API
// version pinned. Sources are `groundingMetadata.groundingChunks[].web` (redirect URIs, resolved
// by gemini-redirects.ts); `groundingSupports[].segment` cites a span of the text whose
// startIndex/endIndex count UTF-8 BYTES (of the part `partIndex`), converted here to UTF-16
// offsets. Chunks no support cites are `listed`. The served model is the body's `modelVersion`;
// a `finishReason` other than `STOP` (MAX_TOKENS, SAFETY, RECITATION, PROHIBITED_CONTENT, the
// per-request limit CONTINUATION...: each "stopped the token generation") is a truncated answer. The language goes in
// `toolConfig.retrievalConfig.languageCode`; the country has no place there (retrievalConfig
// locates the user only by latitude/longitude, @google/genai 2.32 types, checked 2026-11-25).
// The fan-out (docs/fanout.md) is `groundingMetadata.webSearchQueries`, in order; Gemini does not
// link a query to the chunks it found (foundUrls null). No groundingMetadata: it searched nothing.
import { GoogleGenAI } from '@google/genai';
import { asCount, asString, isRecord, malformed, searchQueryText, type AdapterAnswer, type EngineAdapter } from '../adapter.ts';
import { clampSpan, SourceCollector, utf8OffsetMapper } from '../sources.ts';
import { resolveRedirects } from './gemini-redirects.ts';

export interface GeminiAdapterConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  allowPrivateNetwork: boolean;
}

/** Pinned so that a new default version of the SDK cannot change the wire format under us. */
export const geminiApiVersion = 'v1beta';
/** Gemini 3.x flash models think by default, and thinking counts against it; request-caps.ts reserves for it. */
export const geminiMaxOutputTokens = 8_192;
const redirectTimeoutCapMs = 10_000;
/** Finish reasons of a candidate that ended where the model meant to; every other one stopped it early. */
const wholeFinishes = new Set(['STOP', 'FINISH_REASON_UNSPECIFIED']);

export function createGeminiAdapter(config: GeminiAdapterConfig): EngineAdapter {
  // No retryOptions: the SDK then makes exactly one attempt (our retry loop does the rest).
  const ai = new GoogleGenAI({ apiKey: config.apiKey, apiVersion: geminiApiVersion, httpOptions: { baseUrl: config.baseUrl } });

  return {
    async ask(prompt, ctx): Promise<AdapterAnswer> {
      const response = await ctx.call((signal) =>
        ai.models.generateContent({
          model: config.model,
          contents: prompt.text,
          config: {
            tools: [{ googleSearch: {} }],
            ...(prompt.language ? { toolConfig: { retrievalConfig: { languageCode: prompt.language } } } : {}),
            maxOutputTokens: geminiMaxOutputTokens,
            abortSignal: signal,
          },
        }),
      );
      if (!isRecord(response)) throw malformed('google', 'body is not an object');
      // A blocked prompt has promptFeedback and no candidates: an (empty) answer, not a failure.
      if (!Array.isArray(response.candidates) && !isRecord(response.promptFeedback)) throw malformed('google', 'no candidates');
      const candidates = Array.isArray(response.candidates) ? response.candidates : [];
      const candidate = isRecord(candidates[0]) ? candidates[0] : {};
      const content = isRecord(candidate.content) ? candidate.content : {};
      const parts = Array.isArray(content.parts) ? content.parts : [];

      // Text parts in order (thought summaries are not the answer); each part's UTF-16 start.
      const partStart = new Map<number, { start: number; toUnits: (b: number) => number; length: number }>();
      let text = '';
      parts.forEach((part, index) => {
        if (!isRecord(part) || part.thought === true) return;
        const partText = asString(part.text);
        if (partText === null) return;
        partStart.set(index, { start: text.length, toUnits: utf8OffsetMapper(partText), length: partText.length });
        text += partText;
      });

      const grounding = isRecord(candidate.groundingMetadata) ? candidate.groundingMetadata : {};
      const chunks = (Array.isArray(grounding.groundingChunks) ? grounding.groundingChunks : []).map((c) => {
        const web = isRecord(c) && isRecord(c.web) ? c.web : {};
        return { uri: asString(web.uri) ?? '', title: asString(web.title) };
      });
      const resolved = await resolveRedirects(
        chunks.filter((c) => c.uri !== ''),
        {
          allowPrivateNetwork: config.allowPrivateNetwork,
          timeoutMs: Math.min(ctx.timeoutMs, redirectTimeoutCapMs),
          signal: ctx.signal,
        },
      );
      const chunkUrl: Array<{ url: string; resolved: boolean } | null> = [];
      let r = 0;
      for (const c of chunks) chunkUrl.push(c.uri === '' ? null : resolved[r++]);

      const sources = new SourceCollector();
      chunks.forEach((c, i) => {
        const target = chunkUrl[i];
        if (target) sources.add(target.url, target.resolved ? null : c.title, 'listed');
      });
      for (const support of Array.isArray(grounding.groundingSupports) ? grounding.groundingSupports : []) {
        if (!isRecord(support) || !isRecord(support.segment)) continue;
        const segment = support.segment;
        const part = partStart.get(asCount(segment.partIndex) ?? 0) ?? partStart.values().next().value;
        if (!part) continue;
        // Proto3 JSON omits zero values: a missing startIndex is 0.
        const start = part.start + part.toUnits(asCount(segment.startIndex) ?? 0);
        const end = part.start + part.toUnits(asCount(segment.endIndex) ?? 0);
        const span = clampSpan(start, end, part.start + part.length);
        if (!span) continue;
        for (const index of Array.isArray(support.groundingChunkIndices) ? support.groundingChunkIndices : []) {
          if (typeof index !== 'number') continue;
          const target = chunkUrl[index];
          if (target)
            sources.add(target.url, target.resolved ? null : chunks[index].title, target.resolved ? 'inline' : 'redirect_unresolved', span);
        }
      }
      // Titles of resolved chunks are host names, not page titles: keep them only where unresolved.

      const usage = isRecord(response.usageMetadata) ? response.usageMetadata : {};
      const input = (asCount(usage.promptTokenCount) ?? 0) + (asCount(usage.toolUsePromptTokenCount) ?? 0);
      const output = (asCount(usage.candidatesTokenCount) ?? 0) + (asCount(usage.thoughtsTokenCount) ?? 0);
      const reported = usage.promptTokenCount !== undefined || usage.candidatesTokenCount !== undefined;
      const finishReason = asString(candidate.finishReason);
      return {
        text,
        sources: sources.list(),
        usage: {
          inputTokens: reported ? input : null,
          outputTokens: reported ? output : null,
          requests: 1,
          // Gemini 3 bills each search query, Gemini 2.x a grounded prompt: both read from webSearchQueries.
          searches: !isRecord(candidate.groundingMetadata)
            ? 0
            : Array.isArray(grounding.webSearchQueries)
              ? grounding.webSearchQueries.length
              : null,
        },
        servedModel: asString(response.modelVersion),
        searchQueries: !isRecord(candidate.groundingMetadata)
          ? []
          : Array.isArray(grounding.webSearchQueries)
            ? grounding.webSearchQueries.flatMap((q) => {
                const query = searchQueryText(q);
                return query === null ? [] : [{ query, foundUrls: null }];
              })
            : null,
        finish: { truncated: finishReason !== null && !wholeFinishes.has(finishReason), reason: finishReason },
        raw: (response as { sdkHttpResponse?: unknown }).sdkHttpResponse ? stripSdkFields(response) : response,
      };
    },
  };
}

/** The SDK adds `sdkHttpResponse` (headers) to the body; the raw answer keeps only what the API sent. */
function stripSdkFields(response: Record<string, unknown>): Record<string, unknown> {
  const { sdkHttpResponse: _ignored, ...body } = response;
  return body;
}
