// BING_COPILOT: Copilot Search's answer through SerpApi (`engine=bing_copilot`; Bing's own Search
// API was retired in August 2025): a `header`, `text_blocks` with `reference_indexes`, and
// `references`. Copilot takes no country or language parameter. No answer blocks is an empty
// answer (Copilot showed nothing), not a failure.
import { asString, type AdapterAnswer, type EngineAdapter } from '../adapter.ts';
import { serpAdapterAnswer } from './serp-blocks.ts';
import { serpApiSearch, type SerpApiConfig } from './serpapi.ts';

export function createBingCopilotAdapter(config: SerpApiConfig): EngineAdapter {
  return {
    async ask(prompt, ctx): Promise<AdapterAnswer> {
      const body = await ctx.call((signal) => serpApiSearch(config, { engine: 'bing_copilot', q: prompt.text }, signal));
      const hasAnswer = Array.isArray(body.text_blocks) && body.text_blocks.length > 0;
      return serpAdapterAnswer(hasAnswer ? { blocks: body.text_blocks, references: body.references, lead: asString(body.header) } : null, [
        body,
      ]);
    },
  };
}
