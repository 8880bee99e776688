// A fake of Perplexity's Sonar chat completions (POST /chat/completions, OpenAI-compatible): the
// message content carries `[n]` markers (1-based) right after each cited quote, into
// `search_results` (title, url, date) and the plain `citations` URL list. With `citationsOnly`
// the body has only `citations` (older responses). A truncated answer has `finish_reason: 'length'`.
import {
  quoteAt,
  retryAfterHeaders,
  startFakeProvider,
  type FakeAnswer,
  type FakeProviderServer,
  type WireFormat,
} from './fake-provider.ts';

export interface PerplexityFakeAnswer extends FakeAnswer {
  citationsOnly?: boolean;
}

/** The answer text as the fake sends it: a `[n]` marker inserted after each cited quote. */
export function perplexityText(answer: FakeAnswer): { text: string; results: Array<{ url: string; title: string }> } {
  const results: Array<{ url: string; title: string }> = [];
  const indexOf = (url: string, title?: string) => {
    let i = results.findIndex((r) => r.url === url);
    if (i < 0) i = results.push({ url, title: title ?? url }) - 1;
    return i + 1;
  };
  const inserts = (answer.citations ?? []).map((c) => ({
    at: quoteAt(answer.text, c.quote) + c.quote.length,
    marker: `[${indexOf(c.url, c.title)}]`,
  }));
  for (const l of answer.listed ?? []) indexOf(l.url, l.title);
  let text = answer.text;
  for (const ins of [...inserts].sort((a, b) => b.at - a.at)) text = text.slice(0, ins.at) + ins.marker + text.slice(ins.at);
  return { text, results };
}

function errorBody(message: string, type: string, code: number) {
  return { error: { message, type, code } };
}

export const perplexityFormat: WireFormat<PerplexityFakeAnswer> = {
  promptOf(req) {
    if (req.method !== 'POST' || req.path !== '/chat/completions') return null;
    const messages = (req.body as { messages?: Array<{ role: string; content: unknown }> })?.messages ?? [];
    const user = [...messages].reverse().find((m) => m.role === 'user');
    return typeof user?.content === 'string' ? user.content : '';
  },
  render(answer, req) {
    const { text, results } = perplexityText(answer);
    const body: Record<string, unknown> = {
      id: 'pplx_fake',
      model: answer.servedModel ?? (req.body as { model: string }).model,
      created: 1_760_000_000,
      object: 'chat.completion',
      usage: {
        prompt_tokens: 12,
        completion_tokens: 320,
        total_tokens: 332,
        search_context_size: 'low',
        cost: { input_tokens_cost: 0.000012, output_tokens_cost: 0.00032, request_cost: 0.005, total_cost: 0.005332 },
        ...answer.usage,
      },
      citations: results.map((r) => r.url),
      choices: [{ index: 0, finish_reason: answer.truncated ? 'length' : 'stop', message: { role: 'assistant', content: text } }],
    };
    if (!answer.citationsOnly) body.search_results = results.map((r) => ({ title: r.title, url: r.url, date: '2025-05-01' }));
    return { status: 200, body };
  },
  renderFault(fault) {
    switch (fault.kind) {
      case 'rate_limited':
        return { status: 429, headers: retryAfterHeaders(fault), body: errorBody('Rate limit exceeded', 'rate_limit_exceeded', 429) };
      case 'server_error':
        return { status: fault.status ?? 500, body: errorBody('Internal server error', 'internal_server_error', fault.status ?? 500) };
      case 'quota':
        return { status: 402, body: errorBody('Insufficient credits: add credits to your API account.', 'insufficient_quota', 402) };
      case 'auth':
        return { status: 401, body: errorBody('Invalid API key', 'invalid_api_key', 401) };
      case 'unexpected_json':
        return { status: 200, body: { id: 'pplx_fake', object: 'chat.completion' } };
    }
  },
};

/** `baseUrl` is the origin, like https://api.perplexity.ai. */
export function startFakePerplexity(): Promise<FakeProviderServer<PerplexityFakeAnswer>> {
  return startFakeProvider(perplexityFormat);
}
