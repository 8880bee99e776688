// GOOGLE_AI_MODE: Google's AI Mode (the conversational search tab, `udm=50`), through SerpApi's
// Google AI Mode API (`engine=google_ai_mode`, https://serpapi.com/google-ai-mode-api): one
// GET with `q`, and `gl`/`hl` from the prompt's country and language. The answer is top-level
// `text_blocks` (paragraphs, headings, lists, tables, code blocks, expandable sections) whose
// `reference_indexes` point at the `index` of `references` (title, link, snippet, source):
// the same block shapes as an AI Overview, read by serp-blocks.ts. Unlike AI Overviews there is
// no page_token step: AI Mode always answers in the one search. No blocks is an empty answer
// (AI Mode showed nothing, or SerpApi's "hasn't returned any results" error body), not a
// failure. `reconstructed_markdown` restates the blocks and is not read; the multi-turn
// `subsequent_request_token` is not used (a tracked prompt is one question).
import { type AdapterAnswer, type EngineAdapter } from '../adapter.ts';
import { serpAdapterAnswer } from './serp-blocks.ts';
import { serpApiSearch, type SerpApiConfig } from './serpapi.ts';

export function createGoogleAiModeAdapter(config: SerpApiConfig): EngineAdapter {
  return {
    async ask(prompt, ctx): Promise<AdapterAnswer> {
      const params: Record<string, string> = { engine: 'google_ai_mode', q: prompt.text };
      if (prompt.country) params.gl = prompt.country.toLowerCase();
      if (prompt.language) params.hl = prompt.language.toLowerCase();
      const body = await ctx.call((signal) => serpApiSearch(config, params, signal));
      const hasAnswer = Array.isArray(body.text_blocks) && body.text_blocks.length > 0;
      return serpAdapterAnswer(hasAnswer ? { blocks: body.text_blocks, references: body.references } : null, [body]);
    },
  };
}
