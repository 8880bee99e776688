// The text and token usage of a Responses-style answer (OpenAI and xAI's Responses API,
// Perplexity's Agent API): the `output_text` parts of the `message` items, joined by a blank line,
// and their `url_citation` annotations as inline sources whose spans point into the joined text;
// `usage.input_tokens` and `usage.output_tokens` of the one request that answered.
import { asCount, asString, isRecord, malformed } from './adapter.ts';
import { EngineError } from './errors.ts';
import type { ProviderName } from './providers.ts';
import { clampSpan, type SourceCollector } from './sources.ts';

/**
 * Reads the message text of a Responses-style `output` list into `sources` (annotations become
 * inline sources, each URL passed through `cleanUrl`). Throws `malformed` for an `output_text`
 * without text; items of other types are the caller's.
 */
export function responsesMessageText(
  output: unknown[],
  provider: ProviderName,
  sources: SourceCollector,
  cleanUrl: (url: string) => string = (url) => url,
): string {
  let text = '';
  for (const item of output) {
    if (!isRecord(item) || item.type !== 'message' || !Array.isArray(item.content)) continue;
    for (const part of item.content) {
      if (!isRecord(part) || part.type !== 'output_text') continue;
      const partText = asString(part.text);
      if (partText === null) throw malformed(provider, 'output_text without text');
      if (text !== '') text += '\n\n';
      const base = text.length;
      text += partText;
      for (const a of Array.isArray(part.annotations) ? part.annotations : []) {
        if (!isRecord(a) || a.type !== 'url_citation' || typeof a.url !== 'string') continue;
        const start = asCount(a.start_index);
        const end = asCount(a.end_index);
        const span = start !== null && end !== null ? clampSpan(base + start, base + end, base + partText.length) : null;
        sources.add(cleanUrl(a.url), asString(a.title), 'inline', span ?? undefined);
      }
    }
  }
  return text;
}

/**
 * A Responses-style body whose `status` is `failed` or `cancelled` (HTTP 200, the reason in
 * `error.message`) is a provider failure, retried like a 5xx, never an empty answer; null for
 * any other status.
 */
export function responsesRunFailure(body: Record<string, unknown>, provider: ProviderName): EngineError | null {
  if (body.status !== 'failed' && body.status !== 'cancelled') return null;
  const error = isRecord(body.error) ? body.error : {};
  const message = asString(error.message) ?? 'no reason given';
  return new EngineError('transient', `${provider} run ${body.status}: ${message.slice(0, 200)}`, { provider, status: 200 });
}

/** xAI reports the exact charge as `usage.cost_in_usd_ticks`, 1 USD = 1e10 ticks (1 micro-dollar = 1e4): rounded up, never under-counted. */
export function ticksToMicros(ticks: unknown): number | null {
  const n = asCount(ticks);
  return n === null ? null : Math.ceil(n / 10_000);
}

/**
 * The `usage` object of a Responses-style body ({} when it has none), for the provider's own
 * fields, and the token counts it reports for the one request that answered.
 */
export function responsesUsage(body: Record<string, unknown>) {
  const usage = isRecord(body.usage) ? body.usage : {};
  return { usage, tokens: { inputTokens: asCount(usage.input_tokens), outputTokens: asCount(usage.output_tokens), requests: 1 } };
}
