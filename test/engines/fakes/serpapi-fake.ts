// A fake of SerpApi's search API (GET /search.json) for the engines GOOGLE_AIO and BING_COPILOT:
// `engine=google` answers with an `ai_overview` (text_blocks with reference_indexes into
// references), only a `page_token` (then `engine=google_ai_overview&page_token=...` gives the
// overview), or none at all; `engine=bing_copilot` answers with header, text_blocks and
// references. Paragraphs of the answer text (split on blank lines) become paragraph blocks citing
// the references whose quote they contain. Errors are `{ "error": "..." }` with SerpApi's statuses.
import { retryAfterHeaders, startFakeProvider, type FakeAnswer, type FakeProviderServer, type WireFormat } from './fake-provider.ts';

export interface SerpFakeAnswer extends FakeAnswer {
  /** Google only: where the overview comes from. Default 'inline'. */
  overview?: 'inline' | 'page_token' | 'none';
  /** Bing Copilot's headline. */
  header?: string;
}

export function pageTokenFor(prompt: string): string {
  return Buffer.from(prompt, 'utf8').toString('base64url');
}

/** The overview as SerpApi structures it. */
export function serpBlocks(answer: FakeAnswer) {
  const references: Array<{ title: string; link: string; snippet: string; source: string; index: number }> = [];
  const refIndex = (url: string, title?: string) => {
    let i = references.findIndex((r) => r.link === url);
    if (i < 0)
      i =
        references.push({
          title: title ?? url,
          link: url,
          snippet: `About ${title ?? url}`,
          source: new URL(url).hostname,
          index: references.length,
        }) - 1;
    return i;
  };
  const paragraphs = answer.text.split('\n\n');
  const text_blocks = paragraphs.map((snippet) => {
    const reference_indexes = (answer.citations ?? []).filter((c) => snippet.includes(c.quote)).map((c) => refIndex(c.url, c.title));
    return { type: 'paragraph', snippet, reference_indexes: [...new Set(reference_indexes)] };
  });
  for (const c of answer.citations ?? []) {
    if (!paragraphs.some((p) => p.includes(c.quote)))
      throw new Error(`fake answer: quote ${JSON.stringify(c.quote)} is not within one paragraph`);
  }
  for (const l of answer.listed ?? []) refIndex(l.url, l.title);
  return { text_blocks, references };
}

function metadata(engine: string) {
  return { id: 'fake-search-id', status: 'Success', json_endpoint: 'https://serpapi.com/searches/fake.json', engine };
}

export const serpApiFormat: WireFormat<SerpFakeAnswer> = {
  promptOf(req) {
    if (req.method !== 'GET' || req.path !== '/search.json') return null;
    const engine = req.query.get('engine');
    if (engine === 'google_ai_overview') return Buffer.from(req.query.get('page_token') ?? '', 'base64url').toString('utf8');
    return engine === 'google' || engine === 'bing_copilot' ? (req.query.get('q') ?? '') : null;
  },
  render(answer, req) {
    const engine = req.query.get('engine')!;
    const base = {
      search_metadata: metadata(engine),
      search_parameters: Object.fromEntries([...req.query].filter(([k]) => k !== 'api_key')),
    };
    if (engine === 'bing_copilot') {
      if (answer.overview === 'none') return { status: 200, body: base };
      return { status: 200, body: { ...base, header: answer.header ?? 'Copilot answer', ...serpBlocks(answer) } };
    }
    const organic = { organic_results: [{ position: 1, title: 'A result', link: 'https://results.example/1', snippet: 'A result.' }] };
    if (engine === 'google_ai_overview') return { status: 200, body: { ...base, ai_overview: serpBlocks(answer) } };
    switch (answer.overview ?? 'inline') {
      case 'none':
        return { status: 200, body: { ...base, ...organic } };
      case 'page_token':
        return {
          status: 200,
          body: {
            ...base,
            ai_overview: {
              page_token: pageTokenFor(req.prompt!),
              serpapi_link: `https://serpapi.com/search.json?engine=google_ai_overview&page_token=${pageTokenFor(req.prompt!)}`,
            },
            ...organic,
          },
        };
      default:
        return { status: 200, body: { ...base, ai_overview: serpBlocks(answer), ...organic } };
    }
  },
  renderFault(fault) {
    switch (fault.kind) {
      case 'rate_limited':
        return {
          status: 429,
          headers: retryAfterHeaders(fault),
          body: { error: 'The number of requests sent using this API key exceeds the hourly throughput limit.' },
        };
      case 'server_error':
        return { status: fault.status ?? 503, body: { error: 'Something went wrong. Please contact support.' } };
      case 'quota':
        return { status: 429, body: { error: 'Your account has run out of searches.' } };
      case 'auth':
        return { status: 401, body: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' } };
      case 'unexpected_json':
        return { status: 200, body: ['not', 'an', 'object'] };
    }
  },
};

/** `baseUrl` is the origin, like https://serpapi.com. */
export function startFakeSerpApi(): Promise<FakeProviderServer<SerpFakeAnswer>> {
  return startFakeProvider(serpApiFormat);
}
