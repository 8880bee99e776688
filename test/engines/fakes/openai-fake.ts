// A fake of the Responses API (POST /v1/responses) as OpenAI and xAI serve it: `output` holds a
// `web_search_call` item and a `message` whose `output_text` carries `url_citation` annotations
// (UTF-16 start/end). OpenAI adds `utm_source=openai` to cited URLs and, when the request
// includes `web_search_call.action.sources`, lists every source it consulted (cited or not, some
// more than once, over several search calls and an `open_page` action); xAI adds a top-level
// `citations` list of every URL it looked at. OpenAI names the dated snapshot that answered in
// `model`; a truncated answer is `status: 'incomplete'` with `incomplete_details.reason`
// `max_output_tokens` and the message itself `incomplete`; a refusal is a `refusal` content part
// in place of the `output_text` (the response itself `completed`); `failed` is HTTP 200 with
// `status: "failed"` and an `error`. Errors in each provider's own body shape.
import {
  quoteAt,
  retryAfterHeaders,
  startFakeProvider,
  type FakeAnswer,
  type FakeProviderServer,
  type WireFormat,
} from './fake-provider.ts';

export type ResponsesFlavour = 'openai' | 'xai';

export interface ResponsesFakeAnswer extends FakeAnswer {
  /** HTTP 200 with `status: "failed"` and an `error` (the Response object's documented failure). */
  failed?: boolean;
}

function withUtm(url: string): string {
  const u = new URL(url);
  u.searchParams.set('utm_source', 'openai');
  return u.toString();
}

function errorBody(flavour: ResponsesFlavour, message: string, code: string) {
  return flavour === 'openai' ? { error: { message, type: code, param: null, code } } : { code, error: message };
}

export function responsesFormat(flavour: ResponsesFlavour): WireFormat<ResponsesFakeAnswer> {
  return {
    promptOf: (req) =>
      req.method === 'POST' && req.path === '/v1/responses' ? ((req.body as { input?: string } | undefined)?.input ?? '') : null,
    render(answer, req) {
      const annotations = (answer.citations ?? []).map((c) => {
        const start = quoteAt(answer.text, c.quote);
        return {
          type: 'url_citation',
          start_index: start,
          end_index: start + c.quote.length,
          url: flavour === 'openai' ? withUtm(c.url) : c.url,
          title: c.title ?? c.url,
        };
      });
      const asked = (req.body as { model?: string } | undefined)?.model ?? 'model';
      // OpenAI answers with the dated snapshot of an alias (gpt-5.4-mini -> gpt-5.4-mini-2026-03-17).
      const model = answer.servedModel ?? (flavour === 'openai' && !/-\d{4}-\d{2}-\d{2}$/.test(asked) ? `${asked}-2026-03-17` : asked);
      const status = answer.truncated ? 'incomplete' : 'completed';
      const include = (req.body as { include?: string[] } | undefined)?.include ?? [];
      const consulted = [...(answer.citations ?? []).map((c) => c.url), ...(answer.listed ?? []).map((l) => l.url)];
      const withSources = flavour === 'openai' && include.includes('web_search_call.action.sources');
      const [opened, ...searched] = [...consulted].reverse();
      const searchCalls = answer.searches
        ? answer.searches.map((search, i) => ({
            type: 'web_search_call',
            id: `ws_fake_q${i}`,
            status: 'completed',
            action: {
              type: 'search',
              query: search.query,
              queries: [search.query, ...(search.alongside ?? [])],
              ...(withSources ? { sources: (search.found ?? []).map((url) => ({ type: 'url', url })) } : {}),
            },
          }))
        : withSources
          ? [
              {
                type: 'web_search_call',
                id: 'ws_fake_1',
                status: 'completed',
                action: {
                  type: 'search',
                  query: req.prompt,
                  queries: [req.prompt],
                  sources: searched.map((url, i) => ({ type: 'url', url: i % 2 ? withUtm(url) : url })),
                },
              },
              ...(opened
                ? [{ type: 'web_search_call', id: 'ws_fake_2', status: 'completed', action: { type: 'open_page', url: opened } }]
                : []),
              {
                type: 'web_search_call',
                id: 'ws_fake_3',
                status: 'completed',
                action: {
                  type: 'search',
                  query: `${req.prompt} reviews`,
                  sources: [...searched.slice(0, 1).map((url) => ({ type: 'url', url }))],
                },
              },
            ]
          : [{ type: 'web_search_call', id: 'ws_fake', status: 'completed', action: { type: 'search', query: req.prompt } }];
      const body: Record<string, unknown> = {
        id: 'resp_fake',
        object: 'response',
        created_at: 1_760_000_000,
        status,
        incomplete_details: answer.truncated ? { reason: 'max_output_tokens' } : null,
        model,
        output: [
          ...searchCalls,
          {
            type: 'message',
            id: 'msg_fake',
            status,
            role: 'assistant',
            content: answer.refused
              ? [{ type: 'refusal', refusal: answer.text }]
              : [{ type: 'output_text', text: answer.text, annotations, logprobs: [] }],
          },
        ],
        usage: {
          input_tokens: 1200,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: 300,
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: 1500,
          // xAI bills every response itself: 1 USD = 1e10 ticks ($0.00539 here: tokens and one search).
          ...(flavour === 'xai' ? { cost_in_usd_ticks: 53_900_000, num_sources_used: 1 } : {}),
          ...answer.usage,
        },
      };
      if (answer.failed) {
        Object.assign(body, {
          status: 'failed',
          incomplete_details: null,
          output: [],
          error: { code: 'server_error', message: 'The model failed to generate a response.' },
        });
      }
      if (flavour === 'xai') {
        body.citations = [...(answer.citations ?? []).map((c) => c.url), ...(answer.listed ?? []).map((l) => l.url)];
      }
      return { status: 200, body };
    },
    renderFault(fault) {
      switch (fault.kind) {
        case 'rate_limited':
          return {
            status: 429,
            headers: retryAfterHeaders(fault),
            body: errorBody(flavour, 'Rate limit reached for requests', 'rate_limit_exceeded'),
          };
        case 'server_error':
          return {
            status: fault.status ?? 500,
            body: errorBody(flavour, 'The server had an error processing your request.', 'server_error'),
          };
        case 'quota':
          return flavour === 'openai'
            ? {
                status: 429,
                body: errorBody(
                  flavour,
                  'You exceeded your current quota, please check your plan and billing details.',
                  'insufficient_quota',
                ),
              }
            : {
                status: 403,
                body: errorBody(
                  flavour,
                  'Your team has either used all available credits or reached its monthly spending limit.',
                  'permission_denied',
                ),
              };
        case 'auth':
          return { status: 401, body: errorBody(flavour, 'Incorrect API key provided.', 'invalid_api_key') };
        case 'unexpected_json':
          return { status: 200, body: { id: 'resp_fake', object: 'response', status: 'completed' } };
      }
    },
  };
}

/** OpenAI's or xAI's Responses API; `baseUrl` ends in /v1 like the real one. */
export function startFakeResponses(flavour: ResponsesFlavour): Promise<FakeProviderServer<ResponsesFakeAnswer>> {
  return startFakeProvider(responsesFormat(flavour), '/v1');
}
