// The common machinery of the fake engine servers: a real HTTP server on loopback that records
// every request, answers each prompt with what the test programmed (rendered in the provider's
// wire format by the provider module), and injects faults on demand: 429 with Retry-After, 5xx,
// hangs, connection resets, malformed bodies, quota and auth errors. Reused by the adapter tests,
// the end-to-end audit test and the engine benchmark.
import type http from 'node:http';
import { startLoopbackServer } from '../../net/loopback-server.ts';

/** What an engine answers, in neutral terms; each provider module renders it in its own format. */
export interface FakeAnswer {
  text: string;
  /** Sources cited on the first occurrence of `quote` (a substring of `text`). */
  citations?: Array<{ url: string; title?: string; quote: string }>;
  /** Sources returned but cited nowhere in the text. */
  listed?: Array<{ url: string; title?: string }>;
  /**
   * Usage fields in the provider's own wire names, merged over the fake's usual ones: a provider
   * reporting far more tokens than usual, xAI's cost_in_usd_ticks, Perplexity's cost.
   */
  usage?: Record<string, unknown>;
  /** The model the provider says answered (providers route retired models elsewhere); default: its own naming of the one asked for. */
  servedModel?: string;
  /** The text stops at the provider's output limit, reported the provider's way (incomplete, max_tokens, MAX_TOKENS, length). */
  truncated?: boolean;
  /**
   * The engine declined, reported the provider's way: OpenAI and xAI a `refusal` content part
   * (its explanation is `text`, no `output_text`), Claude `stop_reason: 'refusal'` (`text` is what
   * came before the classifier stopped it), Gemini `finishReason: 'SAFETY'` (likewise).
   */
  refused?: boolean;
  /**
   * The searches the engine ran (its fan-out), each query with the URLs it found, rendered in the
   * provider's own fields; [] renders no search at all. Default: the fake's usual search of the prompt.
   * `alongside`: more queries the same call ran (OpenAI's `action.queries` of one web_search_call,
   * which then share its `sources`); the other fakes ignore it.
   */
  searches?: Array<{ query: string; found?: string[]; alongside?: string[] }>;
}

export type Fault =
  /** 429; `retryAfter` is the Retry-After header as sent (seconds or HTTP date), `retryAfterMs` sets retry-after-ms. */
  | { kind: 'rate_limited'; retryAfter?: string; retryAfterMs?: number }
  | { kind: 'server_error'; status?: number }
  /** Never answers (until the server closes). */
  | { kind: 'hang' }
  /** Destroys the connection without an answer. */
  | { kind: 'reset' }
  /** HTTP 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** HTTP 200 with JSON that lacks what the API documents. */
  | { kind: 'unexpected_json' }
  | { kind: 'quota' }
  | { kind: 'auth' };

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The prompt the request asks, when it is a request for an answer. */
  prompt: string | null;
}

export interface WireResponse {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/** What a provider module supplies: how to find the prompt and how to speak its format. */
export interface WireFormat<A extends FakeAnswer> {
  /** Null when the request is not an answer request (then `route` may handle it, else 404). */
  promptOf(req: FakeRequest): string | null;
  render(answer: A, req: FakeRequest, server: { origin: string }): WireResponse;
  renderFault(fault: Exclude<Fault, { kind: 'hang' | 'reset' | 'malformed' }>): WireResponse;
  /** Other routes the fake serves (e.g. Gemini's redirect URLs); true when handled. */
  route?(req: FakeRequest, res: http.ServerResponse): boolean;
}

export interface FakeProviderServer<A extends FakeAnswer = FakeAnswer> {
  /** "http://127.0.0.1:<port>" */
  origin: string;
  /** What to set as the provider's *_BASE_URL. */
  baseUrl: string;
  /** Every request received, in order (faulted ones included). */
  requests: FakeRequest[];
  /** Answer requests received, optionally only those asking `prompt`. */
  count(prompt?: string): number;
  /** The answer to a prompt (exact text or a predicate); later programs win. */
  program(prompt: string | ((prompt: string) => boolean), answer: A): void;
  /** The answer to prompts nothing was programmed for. */
  setDefault(answer: A): void;
  /** Resolves once `n` answer requests (asking `prompt` only, when given) have arrived: a test awaits a request, not a delay. */
  received(n: number, prompt?: string): Promise<void>;
  /** The next `times` answer requests (for `prompt` only, when given) get this fault instead. */
  fail(fault: Fault, opts?: { times?: number; prompt?: string }): void;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw === '') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function send(res: http.ServerResponse, wire: WireResponse): void {
  res.writeHead(wire.status, { 'content-type': 'application/json', ...wire.headers });
  res.end(JSON.stringify(wire.body));
}

export async function startFakeProvider<A extends FakeAnswer>(format: WireFormat<A>, basePath = ''): Promise<FakeProviderServer<A>> {
  const requests: FakeRequest[] = [];
  const programs: Array<{ match: (p: string) => boolean; answer: A }> = [];
  let fallback: A = { text: 'No answer was programmed for this prompt.' } as A;
  const faults: Array<{ fault: Fault; remaining: number; prompt?: string }> = [];
  let origin = '';
  const waiting: Array<{ done: () => boolean; resolve: () => void }> = [];
  const count = (prompt?: string) => requests.filter((r) => r.prompt !== null && (prompt === undefined || r.prompt === prompt)).length;

  const server = await startLoopbackServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const recorded: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: await readBody(req),
      prompt: null,
    };
    recorded.prompt = format.promptOf(recorded);
    requests.push(recorded);
    for (const w of waiting.filter((x) => x.done())) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
    if (recorded.prompt === null) {
      if (format.route?.(recorded, res)) return;
      send(res, { status: 404, body: { error: `no route for ${recorded.method} ${recorded.path}` } });
      return;
    }
    const queued = faults.find((f) => f.remaining > 0 && (f.prompt === undefined || f.prompt === recorded.prompt));
    if (queued) {
      queued.remaining--;
      const { fault } = queued;
      if (fault.kind === 'hang') return;
      if (fault.kind === 'reset') {
        req.socket.destroy();
        return;
      }
      if (fault.kind === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id": "resp_1", "output": [');
        return;
      }
      send(res, format.renderFault(fault));
      return;
    }
    const program = [...programs].reverse().find((p) => p.match(recorded.prompt!));
    send(res, format.render(program?.answer ?? fallback, recorded, { origin }));
  });
  origin = server.origin;

  return {
    origin,
    baseUrl: `${origin}${basePath}`,
    requests,
    count,
    received: (n, prompt) =>
      new Promise<void>((resolve) => {
        const done = () => count(prompt) >= n;
        if (done()) resolve();
        else waiting.push({ done, resolve });
      }),
    program(prompt, answer) {
      programs.push({ match: typeof prompt === 'string' ? (p) => p === prompt : prompt, answer });
    },
    setDefault(answer) {
      fallback = answer;
    },
    fail(fault, opts = {}) {
      faults.push({ fault, remaining: opts.times ?? 1, prompt: opts.prompt });
    },
    close: () => server.close(),
  };
}

/** UTF-16 position of a citation's quote in the text; a fake programmed wrongly fails loudly. */
export function quoteAt(text: string, quote: string): number {
  const at = text.indexOf(quote);
  if (at < 0) throw new Error(`fake answer: quote ${JSON.stringify(quote)} is not in the text`);
  return at;
}

export function retryAfterHeaders(fault: { retryAfter?: string; retryAfterMs?: number }): Record<string, string> {
  const headers: Record<string, string> = {};
  if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
  if (fault.retryAfterMs !== undefined) headers['retry-after-ms'] = String(fault.retryAfterMs);
  return headers;
}
