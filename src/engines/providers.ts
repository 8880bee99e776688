// Which provider (API account, rate limits, concurrency pool) answers for which engine. Engines of
// one provider share its key and its concurrency limit (GOOGLE_AIO, GOOGLE_AI_MODE and
// BING_COPILOT all spend SerpApi searches).
import type { EngineName } from './answer.ts';

export const providerNames = ['openai', 'anthropic', 'perplexity', 'google', 'xai', 'serpapi'] as const;
export type ProviderName = (typeof providerNames)[number];

export const engineProvider: Record<EngineName, ProviderName> = {
  CHATGPT: 'openai',
  CLAUDE: 'anthropic',
  PERPLEXITY: 'perplexity',
  GEMINI: 'google',
  GROK: 'xai',
  GOOGLE_AIO: 'serpapi',
  GOOGLE_AI_MODE: 'serpapi',
  BING_COPILOT: 'serpapi',
};
