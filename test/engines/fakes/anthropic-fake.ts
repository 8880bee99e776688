// A fake of Anthropic's Messages API (POST /v1/messages) with the web search server tool: a
// `server_tool_use` block, a `web_search_tool_result` block listing the results, then text
// blocks, those stating a cited quote carrying `web_search_result_location` citations. With
// `pauseTurns: n` the first n responses stop with `pause_turn`; a continuation (the conversation
// sent back with the assistant's content) gets the next part. A truncated answer's last response
// stops with `max_tokens`, a refused one (streaming classifiers intervened) with `refusal`.
import {
  quoteAt,
  retryAfterHeaders,
  startFakeProvider,
  type FakeAnswer,
  type FakeProviderServer,
  type WireFormat,
} from './fake-provider.ts';

export interface ClaudeFakeAnswer extends FakeAnswer {
  pauseTurns?: number;
}

interface Block {
  type: 'text';
  text: string;
  citations?: Array<Record<string, unknown>>;
}

/** Splits the text at the cited quotes: each quote becomes a text block with its citations. */
function textBlocks(answer: FakeAnswer): Block[] {
  const cuts = (answer.citations ?? [])
    .map((c) => ({ start: quoteAt(answer.text, c.quote), citation: c }))
    .sort((a, b) => a.start - b.start);
  const blocks: Block[] = [];
  let at = 0;
  for (const cut of cuts) {
    const end = cut.start + cut.citation.quote.length;
    if (cut.start < at) {
      // Same quote cited by several sources: add to the block already made.
      blocks[blocks.length - 1].citations!.push(citation(cut.citation));
      continue;
    }
    if (cut.start > at) blocks.push({ type: 'text', text: answer.text.slice(at, cut.start) });
    blocks.push({ type: 'text', text: answer.text.slice(cut.start, end), citations: [citation(cut.citation)] });
    at = end;
  }
  if (at < answer.text.length) blocks.push({ type: 'text', text: answer.text.slice(at) });
  return blocks;
}

function citation(c: { url: string; title?: string; quote: string }) {
  return { type: 'web_search_result_location', url: c.url, title: c.title ?? c.url, encrypted_index: 'Eo8BCioIAhgB', cited_text: c.quote };
}

function errorBody(type: string, message: string) {
  return { type: 'error', error: { type, message } };
}

export const anthropicFormat: WireFormat<ClaudeFakeAnswer> = {
  promptOf(req) {
    if (req.method !== 'POST' || req.path !== '/v1/messages') return null;
    const first = (req.body as { messages?: Array<{ content?: unknown }> })?.messages?.[0]?.content;
    return typeof first === 'string' ? first : JSON.stringify(first ?? '');
  },
  render(answer, req) {
    const messages = (req.body as { messages: Array<{ role: string }> }).messages;
    const turn = messages.filter((m) => m.role === 'assistant').length;
    const pauses = answer.pauseTurns ?? 0;
    const blocks = textBlocks(answer);
    // Text blocks spread over pauses+1 responses; the search happens in the first.
    const per = Math.ceil(blocks.length / (pauses + 1));
    const mine = blocks.slice(turn * per, (turn + 1) * per);
    const results = [...(answer.citations ?? []), ...(answer.listed ?? [])].map((s) => ({
      type: 'web_search_result',
      url: s.url,
      title: s.title ?? s.url,
      encrypted_content: 'EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5LTQ1NGUtODgxNC1kNjNjNTk1ZWI3Y2I',
      page_age: 'April 30, 2025',
    }));
    const content =
      turn === 0
        ? [
            ...(answer.searches
              ? answer.searches.flatMap((search, i) => [
                  { type: 'server_tool_use', id: `srvtoolu_fake${i}`, name: 'web_search', input: { query: search.query } },
                  {
                    type: 'web_search_tool_result',
                    tool_use_id: `srvtoolu_fake${i}`,
                    content: results.filter((r) => (search.found ?? []).includes(r.url)),
                  },
                ])
              : [
                  { type: 'server_tool_use', id: 'srvtoolu_fake', name: 'web_search', input: { query: req.prompt } },
                  { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_fake', content: results },
                ]),
            ...mine,
          ]
        : mine;
    return {
      status: 200,
      body: {
        id: `msg_fake_${turn}`,
        type: 'message',
        role: 'assistant',
        model: answer.servedModel ?? (req.body as { model: string }).model,
        content,
        stop_reason: turn < pauses ? 'pause_turn' : answer.refused ? 'refusal' : answer.truncated ? 'max_tokens' : 'end_turn',
        stop_sequence: null,
        usage: {
          input_tokens: 2000,
          output_tokens: 250,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
          server_tool_use: { web_search_requests: turn === 0 ? 1 : 0 },
          ...answer.usage,
        },
      },
    };
  },
  renderFault(fault) {
    switch (fault.kind) {
      case 'rate_limited':
        return {
          status: 429,
          headers: retryAfterHeaders(fault),
          body: errorBody('rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit'),
        };
      case 'server_error':
        return {
          status: fault.status ?? 529,
          body: errorBody(fault.status && fault.status !== 529 ? 'api_error' : 'overloaded_error', 'Overloaded'),
        };
      case 'quota':
        return {
          status: 400,
          body: errorBody(
            'invalid_request_error',
            'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
          ),
        };
      case 'auth':
        return { status: 401, body: errorBody('authentication_error', 'invalid x-api-key') };
      case 'unexpected_json':
        return { status: 200, body: { id: 'msg_fake', type: 'message', role: 'assistant' } };
    }
  },
};

/** `baseUrl` is the origin, like https://api.anthropic.com (the SDK adds /v1/messages). */
export function startFakeAnthropic(): Promise<FakeProviderServer<ClaudeFakeAnswer>> {
  return startFakeProvider(anthropicFormat);
}
