// Builds the engine clients from settings: one adapter per configured engine, each call run
// under the provider's concurrency limit, a timeout and the retry policy, its cost priced from
// the usage the provider reported. Also what the operator's `engines` command shows.
import { performance } from 'node:perf_hooks';
import type { AdapterContext, EngineAdapter } from './adapter.ts';
import { engineNames, type EngineAnswerResult, type EngineName, type EnginePrompt } from './answer.ts';
import { EngineError, toEngineError } from './errors.ts';
import { answerCost, type Price, reservationMicros } from './pricing.ts';
import type { ProviderName } from './providers.ts';
import {
  callWithRetry,
  createProviderLimiters,
  defaultRetryPolicy,
  systemClock,
  type Clock,
  type RequestTally,
  type RetryPolicy,
} from './retry.ts';
import { type EngineConfig, type EngineSettings, unpricedModels } from './settings.ts';

export interface EngineStatus {
  engine: EngineName;
  configured: boolean;
  provider: ProviderName;
  model: string;
  /** The model's price in USD and where it comes from (`source.check` 'operator' for an operator's setting); null when unpriced. */
  price: Pick<Price, 'inputPerMTok' | 'outputPerMTok' | 'perSearch' | 'perRequest' | 'source'> | null;
}

export function enginesStatus(settings: EngineSettings): EngineStatus[] {
  return engineNames.map((engine) => {
    const c = settings.engines[engine];
    const p = c.price;
    const price = p && {
      inputPerMTok: p.inputPerMTok,
      outputPerMTok: p.outputPerMTok,
      perSearch: p.perSearch,
      perRequest: p.perRequest,
      source: p.source,
    };
    return { engine, configured: c.configured, provider: c.provider, model: c.model, price };
  });
}

export interface EngineClient {
  engine: EngineName;
  provider: ProviderName;
  model: string;
  /** The ceiling of one call asking `prompt` (the empty prompt when none: the cheapest call), to reserve before `ask`. */
  estimateCostMicros(prompt?: EnginePrompt): number;
  /**
   * Throws EngineError (kind says whether to reschedule, give up or blame the key; lostRequests
   * how many requests may have been billed), or the signal's reason when aborted.
   */
  ask(prompt: EnginePrompt, signal?: AbortSignal, hooks?: AskHooks): Promise<EngineAnswerResult>;
}

export interface AskHooks {
  /**
   * Called before a request that may already have been billed (it timed out or was dropped) is
   * retried, once per retry: the caller reserves another `estimateCostMicros(prompt)` and says
   * whether it could. Without it the retry policy alone decides.
   */
  beforeLostRetry?: () => Promise<boolean>;
}

export interface EngineClientOptions {
  /** Lets Gemini's redirect lookups reach private addresses (tests on loopback only). */
  allowPrivateNetwork?: boolean;
  /** Overrides of the retry policy; timeoutMs defaults to the settings' timeout. */
  retry?: Partial<RetryPolicy>;
  clock?: Clock;
}

/**
 * The adapter of an engine, its module (and the provider's SDK) imported on the engine's first
 * ask: a process that asks no engine (the HTTP server, most CLI commands) loads none of the SDKs,
 * which took a fifth of the service's cold start (docs/benchmarks.md).
 */
async function buildAdapter(config: EngineConfig & { apiKey: string }, allowPrivateNetwork: boolean): Promise<EngineAdapter> {
  const { apiKey, baseUrl, model } = config;
  switch (config.engine) {
    case 'CHATGPT':
    case 'GROK':
      return (await import('./adapters/openai-responses.ts')).createResponsesAdapter({ engine: config.engine, apiKey, baseUrl, model });
    case 'CLAUDE':
      return (await import('./adapters/claude.ts')).createClaudeAdapter({ apiKey, baseUrl, model });
    case 'PERPLEXITY':
      return (await import('./adapters/perplexity.ts')).createPerplexityAdapter({ apiKey, baseUrl, model });
    case 'GEMINI':
      return (await import('./adapters/gemini.ts')).createGeminiAdapter({ apiKey, baseUrl, model, allowPrivateNetwork });
    case 'GOOGLE_AIO':
      return (await import('./adapters/google-aio.ts')).createGoogleAioAdapter({ apiKey, baseUrl });
    case 'GOOGLE_AI_MODE':
      return (await import('./adapters/google-ai-mode.ts')).createGoogleAiModeAdapter({ apiKey, baseUrl });
    case 'BING_COPILOT':
      return (await import('./adapters/bing-copilot.ts')).createBingCopilotAdapter({ apiKey, baseUrl });
  }
}

/** A client per configured engine; engines without a key are absent. */
export function createEngineClients(
  settings: EngineSettings,
  options: EngineClientOptions = {},
): Partial<Record<EngineName, EngineClient>> {
  const policy: RetryPolicy = { ...defaultRetryPolicy, timeoutMs: settings.timeoutMs, ...options.retry };
  const clock = options.clock ?? systemClock;
  const limiterFor = createProviderLimiters(settings.concurrency);
  const clients: Partial<Record<EngineName, EngineClient>> = {};
  // loadConfig refuses these with a configuration error; a caller that skipped it is refused here.
  const unpriced = unpricedModels(settings);
  if (unpriced.length > 0) throw new Error(`no price for ${unpriced.map((u) => `${u.engine} model "${u.model}"`).join(', ')}`);

  for (const engine of engineNames) {
    const config = settings.engines[engine];
    if (!config.configured || config.apiKey === null || config.price === null) continue;
    const { apiKey, price } = config;
    let adapter: Promise<EngineAdapter> | undefined;
    const limiter = limiterFor(config.provider);
    clients[engine] = {
      engine,
      provider: config.provider,
      model: config.model,
      estimateCostMicros: (prompt) => reservationMicros(engine, price, prompt?.text ?? ''),
      async ask(prompt, signal, hooks = {}) {
        const started = performance.now();
        const tally: RequestTally = { lost: 0, lostRetries: 0 };
        const ctx: AdapterContext = {
          call: (work) =>
            callWithRetry(work, {
              provider: config.provider,
              policy,
              clock,
              limiter,
              signal,
              tally,
              beforeLostRetry: hooks.beforeLostRetry,
            }),
          signal,
          timeoutMs: policy.timeoutMs,
        };
        let answer;
        try {
          adapter ??= buildAdapter({ ...config, apiKey }, options.allowPrivateNetwork ?? false);
          answer = await (await adapter).ask(prompt, ctx);
        } catch (err) {
          if (signal?.aborted) throw err;
          // A body the adapter could not read (a TypeError in parsing) is still a typed engine error.
          const failure = err instanceof EngineError ? err : toEngineError(err, config.provider);
          failure.lostRequests = tally.lost;
          throw failure;
        }
        // A lost request reported no usage: each is priced at the call's ceiling, never at nothing.
        const cost = answerCost(engine, price, answer.usage, prompt.text, tally.lost);
        return {
          engine,
          model: config.model,
          servedModel: answer.servedModel,
          finish: answer.finish,
          text: answer.text,
          sources: answer.sources,
          usage: {
            inputTokens: answer.usage.inputTokens,
            outputTokens: answer.usage.outputTokens,
            requests: answer.usage.requests + tally.lost,
            lostRequests: tally.lost,
            searches: answer.usage.searches,
            costMicros: cost.micros,
            costSource: cost.source,
          },
          searchQueries: answer.searchQueries ?? null,
          raw: answer.raw,
          latencyMs: Math.round(performance.now() - started),
        };
      },
    };
  }
  return clients;
}
