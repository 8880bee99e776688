// The Agent API's documented shapes read without a server: the search queries of its search_web
// calls (the `queries` of each `search_results` output item) and the citation marker forms.
import { describe, expect, it } from 'vitest';
import { perplexityMarkers, perplexitySearchQueries } from '../../src/engines/adapters/perplexity.ts';

describe('perplexitySearchQueries', () => {
  it('reads the queries of every search_results item, in order, skipping blanks', () => {
    const body = {
      status: 'completed',
      output: [
        { type: 'search_results', queries: ['best crm', ' crm pricing 2026 '], results: [] },
        { type: 'fetch_url_results', contents: [{ url: 'https://a.example/' }] },
        { type: 'search_results', queries: ['', 'crm reviews'], results: [] },
        { type: 'message', content: [{ type: 'output_text', text: 'x' }] },
      ],
    };
    expect(perplexitySearchQueries(body)).toEqual(['best crm', 'crm pricing 2026', 'crm reviews']);
  });

  it('an empty queries list is "searched nothing"; no queries field anywhere is null, as is a body that is not a response', () => {
    expect(perplexitySearchQueries({ output: [{ type: 'search_results', queries: [], results: [] }] })).toEqual([]);
    expect(perplexitySearchQueries({ output: [{ type: 'search_results', results: [] }, { type: 'message' }] })).toBeNull();
    expect(perplexitySearchQueries({ output: [] })).toBeNull();
    expect(perplexitySearchQueries({ status: 'failed', error: { message: 'x' } })).toBeNull();
    expect(perplexitySearchQueries(null)).toBeNull();
  });
});

describe('perplexityMarkers', () => {
  it('reads [web:n], [n], adjacent and grouped markers with their spans', () => {
    const text = 'A[web:1] B[2] C[web:3][web:4] D[web:5, web:6] E[7, 8] F[web:x] G[abc]';
    expect(perplexityMarkers(text).map((m) => [text.slice(m.start, m.end), m.numbers])).toEqual([
      ['[web:1]', [1]],
      ['[2]', [2]],
      ['[web:3]', [3]],
      ['[web:4]', [4]],
      ['[web:5, web:6]', [5, 6]],
      ['[7, 8]', [7, 8]],
    ]);
  });
});
