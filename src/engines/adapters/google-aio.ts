// GOOGLE_AIO: the AI Overview Google shows above its results, through SerpApi (`engine=google`).
// The overview comes in the search itself, or only as a short-lived `page_token` to fetch with
// `engine=google_ai_overview` (a second billable search). No overview at all is an answer with
// empty text and no sources: the observation that Google showed none, not a failure.
import { isRecord, type AdapterAnswer, type EngineAdapter } from '../adapter.ts';
import { serpAdapterAnswer } from './serp-blocks.ts';
import { serpApiSearch, type SerpApiBody, type SerpApiConfig } from './serpapi.ts';

export function createGoogleAioAdapter(config: SerpApiConfig): EngineAdapter {
  return {
    async ask(prompt, ctx): Promise<AdapterAnswer> {
      const params: Record<string, string> = { engine: 'google', q: prompt.text };
      if (prompt.country) params.gl = prompt.country.toLowerCase();
      if (prompt.language) params.hl = prompt.language.toLowerCase();
      const raws: SerpApiBody[] = [await ctx.call((signal) => serpApiSearch(config, params, signal))];
      let overview = isRecord(raws[0].ai_overview) ? raws[0].ai_overview : null;
      if (overview && !Array.isArray(overview.text_blocks) && typeof overview.page_token === 'string') {
        const token = overview.page_token;
        const follow = await ctx.call((signal) => serpApiSearch(config, { engine: 'google_ai_overview', page_token: token }, signal));
        raws.push(follow);
        overview = isRecord(follow.ai_overview) ? follow.ai_overview : null;
      }
      return serpAdapterAnswer(overview ? { blocks: overview.text_blocks, references: overview.references } : null, raws);
    },
  };
}
