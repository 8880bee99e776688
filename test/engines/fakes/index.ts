// All six fake provider servers at once, with the env record that points every engine at them:
// for tests and benchmarks that run the whole engine layer (the end-to-end audit test, the
// engine benchmark). `program` gives one neutral answer to every engine.
import type { ClaudeFakeAnswer } from './anthropic-fake.ts';
import { startFakeAnthropic } from './anthropic-fake.ts';
import type { FakeAnswer, FakeProviderServer } from './fake-provider.ts';
import { startFakeGemini, type GeminiFakeAnswer } from './gemini-fake.ts';
import { startFakeResponses, type ResponsesFakeAnswer } from './openai-fake.ts';
import { startFakePerplexity, type PerplexityFakeAnswer } from './perplexity-fake.ts';
import { startFakeSerpApi, type SerpFakeAnswer } from './serpapi-fake.ts';

export type { FakeAnswer, Fault, FakeProviderServer } from './fake-provider.ts';
export { startFakeAnthropic, startFakeGemini, startFakePerplexity, startFakeResponses, startFakeSerpApi };

export interface FakeEngines {
  openai: FakeProviderServer<ResponsesFakeAnswer>;
  xai: FakeProviderServer<ResponsesFakeAnswer>;
  anthropic: FakeProviderServer<ClaudeFakeAnswer>;
  perplexity: FakeProviderServer<PerplexityFakeAnswer>;
  gemini: FakeProviderServer<GeminiFakeAnswer>;
  /** GOOGLE_AIO, GOOGLE_AI_MODE and BING_COPILOT. */
  serpapi: FakeProviderServer<SerpFakeAnswer>;
  /** Keys and base URLs of all six providers, for parseEngineSettings (merge your own VISIBILITY_* on top). */
  env: Record<string, string>;
  /** The same answer from every engine for this prompt (or every prompt, with a predicate). */
  program(prompt: string | ((prompt: string) => boolean), answer: FakeAnswer): void;
  close(): Promise<void>;
}

export async function startFakeEngines(): Promise<FakeEngines> {
  const [openai, xai, anthropic, perplexity, gemini, serpapi] = await Promise.all([
    startFakeResponses('openai'),
    startFakeResponses('xai'),
    startFakeAnthropic(),
    startFakePerplexity(),
    startFakeGemini(),
    startFakeSerpApi(),
  ]);
  const all = [openai, xai, anthropic, perplexity, gemini, serpapi] as Array<FakeProviderServer>;
  return {
    openai,
    xai,
    anthropic,
    perplexity,
    gemini,
    serpapi,
    env: {
      OPENAI_API_KEY: 'sk-fake-openai',
      OPENAI_BASE_URL: openai.baseUrl,
      XAI_API_KEY: 'xai-fake',
      XAI_BASE_URL: xai.baseUrl,
      ANTHROPIC_API_KEY: 'sk-ant-fake',
      ANTHROPIC_BASE_URL: anthropic.baseUrl,
      PERPLEXITY_API_KEY: 'pplx-fake',
      PERPLEXITY_BASE_URL: perplexity.baseUrl,
      GEMINI_API_KEY: 'gemini-fake',
      GEMINI_BASE_URL: gemini.baseUrl,
      SERPAPI_API_KEY: 'serpapi-fake',
      SERPAPI_BASE_URL: serpapi.baseUrl,
    },
    program(prompt, answer) {
      for (const server of all) server.program(prompt, answer);
    },
    close: async () => {
      await Promise.all(all.map((s) => s.close()));
    },
  };
}
