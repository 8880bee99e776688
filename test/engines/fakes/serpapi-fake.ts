// A fake of SerpApi's search API (GET /search.json) for the engines GOOGLE_AIO, GOOGLE_AI_MODE and
// BING_COPILOT: `engine=google` answers with an `ai_overview` (text_blocks with reference_indexes
// into references), only a `page_token` (then `engine=google_ai_overview&page_token=...` gives the
// overview), or none at all; `engine=google_ai_mode` answers with top-level text_blocks and
// references in the variants of https://serpapi.com/google-ai-mode-api (`aiMode` below);
// `engine=bing_copilot` answers with header, text_blocks and references. Paragraphs of the answer
// text (split on blank lines) become paragraph blocks citing the references whose quote they
// contain. Errors are `{ "error": "..." }` with SerpApi's statuses.
import {
  retryAfterHeaders,
  startFakeProvider,
  type FakeAnswer,
  type FakeProviderServer,
  type WireFormat,
  type WireResponse,
} from './fake-provider.ts';

export interface SerpFakeAnswer extends FakeAnswer {
  /** Google only: where the overview comes from. Default 'inline'. */
  overview?: 'inline' | 'page_token' | 'none';
  /** Bing Copilot's headline. */
  header?: string;
  /**
   * Google AI Mode only: how the answer comes (default 'paragraphs').
   * - paragraphs: one paragraph block per paragraph, `reference_indexes` on each, `references`.
   * - typed: each paragraph as the block type its markdown suggests: `## ` a heading, `- ` lines a
   *   list (an item's `Title:` its title, `reference_indexes` on the item), lines with ` | ` a table
   *   (`table` and `formatted`), a ``` fence a `code_block` (`language`, `code`), else a paragraph.
   * - no_references: text blocks with neither `reference_indexes` nor `references`.
   * - empty: a successful search with empty `text_blocks` and `references`.
   * - no_results: SerpApi's "hasn't returned any results" `error` on an otherwise successful search.
   * - error: a failed search: `search_metadata.status` "Error" and an `error` message.
   */
  aiMode?: 'paragraphs' | 'typed' | 'no_references' | 'empty' | 'no_results' | 'error';
}

export function pageTokenFor(prompt: string): string {
  return Buffer.from(prompt, 'utf8').toString('base64url');
}

type Reference = { title: string; link: string; snippet: string; source: string; index: number };

/** The references of an answer, in order of first use (`index` is what `reference_indexes` name). */
function referenceTable() {
  const references: Reference[] = [];
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
  return { references, refIndex };
}

/** The overview as SerpApi structures it. */
export function serpBlocks(answer: FakeAnswer) {
  const { references, refIndex } = referenceTable();
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

/** Google AI Mode's typed blocks: headings, lists, tables, code blocks and paragraphs, cited where their text holds a quote. */
export function aiModeTypedBlocks(answer: FakeAnswer) {
  const { references, refIndex } = referenceTable();
  const refsIn = (text: string) => [
    ...new Set((answer.citations ?? []).filter((c) => text.includes(c.quote)).map((c) => refIndex(c.url, c.title))),
  ];
  const text_blocks = answer.text.split('\n\n').map((block) => {
    const lines = block.split('\n');
    if (block.startsWith('## ')) return { type: 'heading', snippet: block.slice(3) };
    if (block.startsWith('```')) {
      return { type: 'code_block', language: lines[0].slice(3) || 'text', code: lines.slice(1, -1).join('\n') };
    }
    if (lines.every((l) => l.startsWith('- '))) {
      const list = lines.map((l) => {
        const item = l.slice(2);
        const colon = item.indexOf(': ');
        const parts = colon > 0 ? { title: item.slice(0, colon + 1), snippet: item.slice(colon + 2) } : { snippet: item };
        return { ...parts, reference_indexes: refsIn(item) };
      });
      return { type: 'list', list };
    }
    if (lines.every((l) => l.includes(' | '))) {
      const rows = lines.map((l) => l.split(' | '));
      const formatted = rows.slice(1).map((r) => Object.fromEntries(r.map((c, i) => [rows[0][i].toLowerCase(), c])));
      return { type: 'table', table: rows, formatted, reference_indexes: refsIn(block) };
    }
    return { type: 'paragraph', snippet: block, reference_indexes: refsIn(block) };
  });
  for (const l of answer.listed ?? []) refIndex(l.url, l.title);
  return { text_blocks, references };
}

/** A body of `engine=google_ai_mode` in the variant the answer asks for. */
function aiModeBody(answer: SerpFakeAnswer, base: Record<string, unknown>): WireResponse {
  const extras = { reconstructed_markdown: answer.text, subsequent_request_token: 'fake-subsequent-request-token' };
  switch (answer.aiMode ?? 'paragraphs') {
    case 'paragraphs':
      return { status: 200, body: { ...base, ...serpBlocks(answer), ...extras } };
    case 'typed':
      return { status: 200, body: { ...base, ...aiModeTypedBlocks(answer), ...extras } };
    case 'no_references': {
      const text_blocks = answer.text.split('\n\n').map((snippet) => ({ type: 'paragraph', snippet }));
      return { status: 200, body: { ...base, text_blocks, ...extras } };
    }
    case 'empty':
      return { status: 200, body: { ...base, text_blocks: [], references: [] } };
    case 'no_results':
      return { status: 200, body: { ...base, error: "Google AI Mode hasn't returned any results for this query." } };
    case 'error':
      return {
        status: 200,
        body: {
          ...base,
          search_metadata: { ...(base.search_metadata as object), status: 'Error' },
          error: 'Google AI Mode failed to load. Please try again later.',
        },
      };
  }
}

function metadata(engine: string) {
  return { id: 'fake-search-id', status: 'Success', json_endpoint: 'https://serpapi.com/searches/fake.json', engine };
}

export const serpApiFormat: WireFormat<SerpFakeAnswer> = {
  promptOf(req) {
    if (req.method !== 'GET' || req.path !== '/search.json') return null;
    const engine = req.query.get('engine');
    if (engine === 'google_ai_overview') return Buffer.from(req.query.get('page_token') ?? '', 'base64url').toString('utf8');
    return engine === 'google' || engine === 'google_ai_mode' || engine === 'bing_copilot' ? (req.query.get('q') ?? '') : null;
  },
  render(answer, req) {
    const engine = req.query.get('engine')!;
    const base = {
      search_metadata: metadata(engine),
      search_parameters: Object.fromEntries([...req.query].filter(([k]) => k !== 'api_key')),
    };
    if (engine === 'google_ai_mode') return aiModeBody(answer, base);
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
