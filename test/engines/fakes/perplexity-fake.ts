// A fake of Perplexity's Agent API (POST /v1/agent, Responses-style), as its docs and SDK types
// describe it (checked 2026-11-25, 2026-11-28): the answer is a `message` output item whose
// `output_text` carries `[web:n]` markers (as the presets write; `markers: 'plain'` writes `[n]`,
// `'grouped'` writes `[web:1, web:2]` for adjacent citations) right after each cited quote; `n` is the `id` of a result in one of the
// `search_results` output items (one per search, ids running on across them). Untidy like the
// real thing: the results are split over two searches, a page the agent fetched comes as a
// `fetch_url_results` item, an empty-URL result, a marker that points at no result, and results
// no marker uses. Unknown request fields are rejected with 400; `failed` answers HTTP 200 with
// `status: "failed"`; `noIds` sends results without ids (markers then count results from 1). A
// truncated answer is `status: "incomplete"` with `incomplete_details.reason`; `cancelled` is HTTP
// 200 with `status: "cancelled"` and an `error`; usage counts searches in
// `tool_calls_details.search_web` (`legacyUsage` names it `web_search`); `noQueries` leaves the
// `queries` off the search items; the served model is the body's `model`.
import {
  quoteAt,
  retryAfterHeaders,
  startFakeProvider,
  type FakeAnswer,
  type FakeProviderServer,
  type WireFormat,
} from './fake-provider.ts';

export interface PerplexityFakeAnswer extends FakeAnswer {
  /** HTTP 200 with `status: "failed"` and an error, as a failed agent run answers. */
  failed?: boolean;
  /** HTTP 200 with `status: "cancelled"` and an error. */
  cancelled?: boolean;
  noIds?: boolean;
  /** `[web:n]` (default, as the presets write), `[n]`, or grouped `[web:1, web:2]`. */
  markers?: 'web' | 'plain' | 'grouped';
  /** Usage names the search tool `web_search` instead of the documented `search_web`. */
  legacyUsage?: boolean;
  /** Search items without their `queries`. */
  noQueries?: boolean;
  /** A page the agent read with fetch_url, cited nowhere. */
  fetched?: { url: string; title?: string };
}

/** Request fields the Agent API documents; anything else is refused. */
const documentedFields = new Set([
  'input',
  'instructions',
  'language_preference',
  'max_output_tokens',
  'max_steps',
  'max_tool_calls',
  'model',
  'models',
  'preset',
  'reasoning',
  'response_format',
  'stream',
  'tools',
  'tool_choice',
  'background',
  'previous_response_id',
  'store',
  'skills',
]);

/** The answer text as the fake sends it (a `[n]` marker after each cited quote) and its results, ids from 1. */
export function perplexityText(answer: PerplexityFakeAnswer): {
  text: string;
  results: Array<{ id: number; url: string; title: string }>;
} {
  const results: Array<{ id: number; url: string; title: string }> = [];
  const idOf = (url: string, title?: string) => {
    let r = results.find((x) => x.url === url);
    if (!r) results.push((r = { id: results.length + 1, url, title: title ?? url }));
    return r.id;
  };
  const inserts = (answer.citations ?? []).map((c) => ({
    at: quoteAt(answer.text, c.quote) + c.quote.length,
    id: idOf(c.url, c.title),
  }));
  const style = answer.markers ?? 'web';
  const one = (id: number) => (style === 'plain' ? `${id}` : `web:${id}`);
  for (const l of answer.listed ?? []) idOf(l.url, l.title);
  // Citations ending at the same place share one marker when grouped.
  const at = new Map<number, number[]>();
  for (const ins of inserts) at.set(ins.at, [...(at.get(ins.at) ?? []), ins.id]);
  const marker = (ids: number[]) => (style === 'grouped' ? `[${ids.map(one).join(', ')}]` : ids.map((id) => `[${one(id)}]`).join(''));
  let text = answer.text;
  for (const [pos, ids] of [...at].sort((a, b) => b[0] - a[0])) text = text.slice(0, pos) + marker(ids) + text.slice(pos);
  return { text, results };
}

function errorBody(message: string, type: string, code: number) {
  return { error: { message, type, code } };
}

function promptOfInput(input: unknown): string {
  if (typeof input === 'string') return input;
  if (!Array.isArray(input)) return '';
  const user = [...input].reverse().find((m: { role?: string }) => m?.role === 'user') as { content?: unknown } | undefined;
  return typeof user?.content === 'string' ? user.content : '';
}

export const perplexityFormat: WireFormat<PerplexityFakeAnswer> = {
  promptOf(req) {
    if (req.method !== 'POST' || req.path !== '/v1/agent') return null;
    return promptOfInput((req.body as { input?: unknown } | null)?.input);
  },
  render(answer, req) {
    const request = (req.body ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(request).filter((k) => !documentedFields.has(k));
    if (unknown.length) return { status: 400, body: errorBody(`Unknown field(s): ${unknown.join(', ')}`, 'invalid_request_error', 400) };
    if (!request.model && !request.models && !request.preset) {
      return { status: 400, body: errorBody('One of model, models or preset is required', 'invalid_request_error', 400) };
    }
    const model = answer.servedModel ?? (typeof request.model === 'string' ? request.model : 'perplexity/sonar');
    const usage = {
      input_tokens: 14,
      output_tokens: 310,
      total_tokens: 324,
      cost: { currency: 'USD', input_cost: 0.000014, output_cost: 0.00031, tool_calls_cost: 0.005, total_cost: 0.005324 },
      tool_calls_details: { [answer.legacyUsage ? 'web_search' : 'search_web']: { invocation: 2 } },
      ...answer.usage,
    };
    const base = { id: 'resp_pplx_fake', object: 'response', created_at: 1_764_000_000, model };
    if (answer.failed || answer.cancelled) {
      return {
        status: 200,
        body: {
          ...base,
          status: answer.failed ? 'failed' : 'cancelled',
          output: [],
          error: answer.failed
            ? { message: 'The agent run failed: upstream model error', code: 'run_failed' }
            : { message: 'The agent run was cancelled', code: 'cancelled' },
          usage,
        },
      };
    }
    const { text, results } = perplexityText(answer);
    const withId = (r: { id: number; url: string; title: string }) => ({
      ...(answer.noIds ? {} : { id: r.id }),
      url: r.url,
      title: r.title,
      snippet: `${r.title}: an excerpt of the page.`,
      date: '2026-10-02',
      last_updated: '2026-11-01',
      source: 'web',
    });
    const half = Math.ceil(results.length / 2);
    const output: unknown[] = [
      { type: 'search_results', ...(answer.noQueries ? {} : { queries: [req.prompt] }), results: results.slice(0, half).map(withId) },
      {
        type: 'search_results',
        ...(answer.noQueries ? {} : { queries: [`${req.prompt} 2026`] }),
        // An empty-URL result, as search backends sometimes return.
        results: [...results.slice(half).map(withId), { url: '', title: 'Untitled', snippet: '' }],
      },
      ...(answer.fetched
        ? [{ type: 'fetch_url_results', contents: [{ url: answer.fetched.url, title: answer.fetched.title ?? '', snippet: '...' }] }]
        : []),
      {
        type: 'message',
        id: 'msg_pplx_fake',
        role: 'assistant',
        status: answer.truncated ? 'incomplete' : 'completed',
        // A marker past the last result points nowhere, as models sometimes write.
        content: [
          {
            type: 'output_text',
            text: results.length ? `${text} ${answer.markers === 'plain' ? '[99]' : '[web:99]'}` : text,
            annotations: [],
          },
        ],
      },
    ];
    const end = answer.truncated ? { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } } : { status: 'completed' };
    return { status: 200, body: { ...base, ...end, output, usage } };
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
        return { status: 200, body: { id: 'resp_pplx_fake', object: 'response' } };
    }
  },
};

/** `baseUrl` is the origin, like https://api.perplexity.ai. */
export function startFakePerplexity(): Promise<FakeProviderServer<PerplexityFakeAnswer>> {
  return startFakeProvider(perplexityFormat);
}
