// Response bodies of the engines as their providers send them, built around the answer
// text a case writes by hand: the builders add what the provider adds around it (ids, usage,
// search calls, annotations whose offsets point at the links and markers in the text, Gemini's
// UTF-8 byte offsets and redirect URIs, SerpApi's metadata). The text itself carries the untidy
// parts (OpenAI's `([host](url?utm_source=openai))`, Grok's `[[n]](url)`, Perplexity's `[n]`).

/** Where Gemini's grounding chunks point; the replay server answers this path with a 302. */
export const geminiRedirectPrefix = 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/';

/** Every markdown link `[label](url)` of a text, with its UTF-16 range. */
function links(text: string): Array<{ start: number; end: number; label: string; url: string }> {
  return [...text.matchAll(/\[([^\]]*(?:\[[^\]]*\][^\]]*)?)\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    label: m[1],
    url: m[2],
  }));
}

const titleOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** CHATGPT: Responses API, web_search call, url_citation annotations on every `?utm_source=openai` link. */
export function openaiResponse(text: string, opts: { titles?: Record<string, string>; query?: string } = {}) {
  const annotations = links(text)
    .filter((l) => l.url.includes('utm_source=openai'))
    .map((l) => ({
      type: 'url_citation',
      start_index: l.start,
      end_index: l.end,
      url: l.url,
      title: opts.titles?.[l.url] ?? titleOf(l.url),
    }));
  return {
    id: 'resp_68f0c1a2b3',
    object: 'response',
    created_at: 1764000000,
    status: 'completed',
    model: 'gpt-5-2025-08-07',
    output: [
      { id: 'rs_01', type: 'reasoning', summary: [] },
      { id: 'ws_01', type: 'web_search_call', status: 'completed', action: { type: 'search', query: opts.query ?? 'best options 2026' } },
      {
        id: 'msg_01',
        type: 'message',
        status: 'completed',
        role: 'assistant',
        content: [{ type: 'output_text', text, annotations, logprobs: [] }],
      },
    ],
    usage: { input_tokens: 9120, output_tokens: 812, total_tokens: 9932, output_tokens_details: { reasoning_tokens: 320 } },
  };
}

/** GROK: xAI's Responses API: `[[n]](url)` markers annotated, and `citations`, everything it looked at. */
export function grokResponse(text: string, alsoSeen: string[] = []) {
  const cited = links(text).filter((l) => /^\[\d+\]$/.test(l.label));
  const annotations = cited.map((l) => ({
    type: 'url_citation',
    start_index: l.start,
    end_index: l.end,
    url: l.url,
    title: l.label.slice(1, -1),
  }));
  return {
    id: 'f1c2a7d0-grok',
    object: 'response',
    created_at: 1764000000,
    status: 'completed',
    model: 'grok-4-fast-reasoning',
    output: [
      { id: 'ws_call_1', type: 'web_search_call', status: 'completed', action: { type: 'search', query: 'comparison 2026' } },
      {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text, annotations, logprobs: [] }],
      },
    ],
    citations: [...new Set([...cited.map((l) => l.url), ...alsoSeen])],
    usage: { input_tokens: 15321, output_tokens: 901, total_tokens: 16222, num_sources_used: 12, cost_in_usd_ticks: 181230000 },
  };
}

export type ClaudeBlock = string | { text: string; cite: Array<{ url: string; title: string; cited_text: string }> };

/** CLAUDE: Messages API with web search: a tool call, its results, and text blocks carrying citations. */
export function claudeMessage(blocks: ClaudeBlock[], results: Array<{ url: string; title: string }>) {
  return {
    id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5-20250929',
    content: [
      { type: 'text', text: "I'll search for current information on this." },
      { type: 'server_tool_use', id: 'srvtoolu_01', name: 'web_search', input: { query: 'comparison 2026' } },
      {
        type: 'web_search_tool_result',
        tool_use_id: 'srvtoolu_01',
        content: results.map((r) => ({
          type: 'web_search_result',
          url: r.url,
          title: r.title,
          encrypted_content: 'EqgfCioIARgBIiQ3YTAw',
          page_age: 'March 3, 2026',
        })),
      },
      ...blocks.map((b) =>
        typeof b === 'string'
          ? { type: 'text', text: b }
          : {
              type: 'text',
              text: b.text,
              citations: b.cite.map((c) => ({
                type: 'web_search_result_location',
                url: c.url,
                title: c.title,
                encrypted_index: 'Eo8BCioIAhgB',
                cited_text: c.cited_text,
              })),
            },
      ),
    ],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 6039, output_tokens: 931, server_tool_use: { web_search_requests: 1 } },
  };
}

/**
 * PERPLEXITY: an Agent API response (POST /v1/agent, Responses-style): `[n]` markers in the
 * message's `output_text` refer to the `id` of a result of a `search_results` output item.
 */
export function perplexityCompletion(text: string, results: Array<{ url: string; title: string }>) {
  return {
    id: 'resp_3c2f9d1e-pplx',
    object: 'response',
    created_at: 1764000000,
    model: 'perplexity/sonar',
    status: 'completed',
    output: [
      {
        type: 'search_results',
        queries: ['comparison 2026'],
        results: results.map((r, i) => ({
          id: i + 1,
          ...r,
          snippet: `${r.title}: an excerpt.`,
          date: '2026-02-11',
          last_updated: '2026-03-01',
          source: 'web',
        })),
      },
      {
        type: 'message',
        id: 'msg_pplx',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text, annotations: [] }],
      },
    ],
    usage: {
      input_tokens: 14,
      output_tokens: 612,
      total_tokens: 626,
      cost: { currency: 'USD', input_cost: 0.000014, output_cost: 0.000612, tool_calls_cost: 0.01, total_cost: 0.010626 },
      tool_calls_details: { web_search: { invocation: 2 } },
    },
  };
}

/** GEMINI: generateContent with Google Search grounding: redirect chunks, supports in UTF-8 bytes. */
export function geminiResponse(text: string, supports: Array<{ quote: string; chunks: number[] }>, urls: string[]) {
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  return {
    candidates: [
      {
        content: { role: 'model', parts: [{ text }] },
        finishReason: 'STOP',
        index: 0,
        groundingMetadata: {
          webSearchQueries: ['comparison 2026'],
          searchEntryPoint: { renderedContent: '<style>.container{}</style><div class="container"><a class="chip">comparison</a></div>' },
          groundingChunks: urls.map((u) => ({
            web: { uri: geminiRedirectPrefix + Buffer.from(u).toString('base64url'), title: titleOf(u) },
          })),
          groundingSupports: supports.map((s) => {
            const at = text.indexOf(s.quote);
            if (at < 0) throw new Error(`quote not in text: ${s.quote}`);
            const startIndex = bytes(text.slice(0, at));
            return {
              segment: { ...(startIndex > 0 ? { startIndex } : {}), endIndex: startIndex + bytes(s.quote), text: s.quote },
              groundingChunkIndices: s.chunks,
            };
          }),
        },
      },
    ],
    usageMetadata: {
      promptTokenCount: 12,
      candidatesTokenCount: 540,
      toolUsePromptTokenCount: 210,
      thoughtsTokenCount: 300,
      totalTokenCount: 1062,
    },
    modelVersion: 'gemini-2.5-flash',
    responseId: 'mS0kaZ-gemini',
  };
}

/** SerpApi text blocks. */
export const para = (snippet: string, refs: number[] = []) => ({ type: 'paragraph', snippet, reference_indexes: refs });
export const heading = (snippet: string) => ({ type: 'heading', snippet });
export const list = (items: Array<[title: string | null, snippet: string, refs?: number[]]>) => ({
  type: 'list',
  list: items.map(([title, snippet, refs]) => ({ ...(title ? { title } : {}), snippet, reference_indexes: refs ?? [] })),
});
export const table = (rows: string[][]) => ({
  type: 'table',
  table: rows,
  formatted: rows.slice(1).map((r) => Object.fromEntries(r.map((c, i) => [rows[0][i], c]))),
});

const serpMetadata = (engine: string) => ({
  search_metadata: { id: '6745f0a1b2', status: 'Success', created_at: '2026-11-20 10:00:00 UTC', total_time_taken: 2.1 },
  search_parameters: { engine, q: 'comparison' },
});

/** GOOGLE_AIO: a Google search through SerpApi with its `ai_overview` and `references`. */
export function googleAio(blocks: unknown[], references: Array<{ title: string; link: string; source: string }>) {
  return {
    ...serpMetadata('google'),
    ai_overview: { text_blocks: blocks, references: references.map((r, index) => ({ ...r, snippet: `${r.title}…`, index })) },
    organic_results: references.slice(0, 3).map((r, i) => ({ position: i + 1, title: r.title, link: r.link, source: r.source })),
  };
}

/** A SerpApi expandable section: its own text blocks under a title. */
export const expandable = (title: string, blocks: unknown[]) => ({ type: 'expandable', title, text_blocks: blocks });

/**
 * GOOGLE_AI_MODE: SerpApi's Google AI Mode API (`engine=google_ai_mode`): top-level text blocks and
 * references (index, title, link, snippet, source), the markdown SerpApi rebuilds from them, and the
 * token of a follow-up turn.
 */
export function googleAiMode(blocks: unknown[], references: Array<{ title: string; link: string; source: string }>) {
  return {
    ...serpMetadata('google_ai_mode'),
    text_blocks: blocks,
    references: references.map((r, index) => ({
      title: r.title,
      link: r.link,
      snippet: `${r.title}: an excerpt.`,
      source: r.source,
      index,
    })),
    reconstructed_markdown: '(the blocks above as markdown)',
    subsequent_request_token: 'WbQ7a1v-fake',
  };
}

/** BING_COPILOT: Copilot Search through SerpApi: a header, text blocks and references. */
export function bingCopilot(header: string, blocks: unknown[], references: Array<{ title: string; link: string; source: string }>) {
  return {
    ...serpMetadata('bing_copilot'),
    header,
    text_blocks: blocks,
    references: references.map((r, index) => ({ ...r, snippet: r.title, index })),
  };
}
