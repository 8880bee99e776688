// Engine configuration from an env-like record (the lead's config parses process.env once and
// passes it here): one key and base URL per provider, a model per engine, the per-request
// timeout and the per-provider concurrency, and the operator's prices. An engine is configured
// only when its key is set.
import { z } from 'zod';
import { engineNames, type EngineName } from './answer.ts';
import { type OperatorPriceRow, type OperatorPrices, operatorPrice, type Price, pricedModels, priceOf } from './pricing.ts';
import { engineProvider, type ProviderName } from './providers.ts';

/** Provider defaults; the *_BASE_URL variables exist for proxies and for tests. */
export const providerEnv: Record<ProviderName, { key: string; baseUrl: string; defaultBaseUrl: string }> = {
  openai: { key: 'OPENAI_API_KEY', baseUrl: 'OPENAI_BASE_URL', defaultBaseUrl: 'https://api.openai.com/v1' },
  anthropic: { key: 'ANTHROPIC_API_KEY', baseUrl: 'ANTHROPIC_BASE_URL', defaultBaseUrl: 'https://api.anthropic.com' },
  perplexity: { key: 'PERPLEXITY_API_KEY', baseUrl: 'PERPLEXITY_BASE_URL', defaultBaseUrl: 'https://api.perplexity.ai' },
  google: { key: 'GEMINI_API_KEY', baseUrl: 'GEMINI_BASE_URL', defaultBaseUrl: 'https://generativelanguage.googleapis.com' },
  xai: { key: 'XAI_API_KEY', baseUrl: 'XAI_BASE_URL', defaultBaseUrl: 'https://api.x.ai/v1' },
  serpapi: { key: 'SERPAPI_API_KEY', baseUrl: 'SERPAPI_BASE_URL', defaultBaseUrl: 'https://serpapi.com' },
};

/**
 * Default model per engine (checked 2026-11-25): the mid-priced tier of each provider's current
 * generation, with web search support. Sources: the model ids the providers' SDKs installed here
 * list (openai 6.49.0 `ChatModel`: gpt-5.4-mini, snapshot gpt-5.4-mini-2026-03-17;
 * @anthropic-ai/sdk 1.11.0 `Model` and its examples: claude-sonnet-5-5; @google/genai 2.32.0
 * model list: gemini-3.8-flash, the newest flash, gemini-2.5-flash being deprecated and routed
 * elsewhere); xAI ships no SDK, grok-4.3 is the id its Responses API users name (public code,
 * 2026); Perplexity's Agent API names its models provider/model. The served model is stored beside
 * the configured one, so a provider's silent re-routing shows. The SerpApi engines have no model
 * to choose; their "model" names the SerpApi engine used.
 */
export const defaultModels: Record<EngineName, string> = {
  CHATGPT: 'gpt-5.4-mini',
  CLAUDE: 'claude-sonnet-5-5',
  // Agent API model id (provider/model), checked 2026-11-25: Perplexity's own search model.
  PERPLEXITY: 'perplexity/sonar',
  GEMINI: 'gemini-3.8-flash',
  GROK: 'grok-4.3',
  GOOGLE_AIO: 'serpapi-google-ai-overview',
  GOOGLE_AI_MODE: 'serpapi-google-ai-mode',
  BING_COPILOT: 'serpapi-bing-copilot',
};

/**
 * Per request. A search-and-reasoning answer (several searches, pages read, thinking, then up to
 * 8k tokens of answer) takes tens of seconds and can pass a minute; three minutes leaves room
 * without waiting forever. A timed-out request may have been billed: it is retried at most once,
 * with twice the timeout (retry.ts), so one prompt waits at most nine minutes.
 */
export const defaultEngineTimeoutMs = 180_000;
export const defaultEngineConcurrency = 4;

/** Unset and empty mean the same: no value. */
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());
const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- z.url() cannot come after .trim(), and .pipe(z.url()) loses the env schema's types
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL')
    .optional(),
);
const optionalPositiveInt = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().int().min(1).max(max).optional());

const providerFields = Object.fromEntries(
  Object.values(providerEnv).flatMap((p) => [
    [p.key, optionalText],
    [p.baseUrl, optionalUrl],
  ]),
);
const modelFields = Object.fromEntries(engineNames.map((e) => [`VISIBILITY_MODEL_${e}`, optionalText]));

const usd = z.coerce.number({ error: 'must be a number' }).min(0, 'must be at least 0').max(1_000_000, 'must be at most 1000000');
/** One operator price: USD per 1M input and output tokens, per search and per request (default 0), the date it was read. */
export const operatorPriceRowSchema = z.object({
  input: usd,
  output: usd,
  search: usd.default(0),
  request: usd.default(0),
  date: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
});
/** `input=1.25,output=10,search=0.01,date=2026-11-28`: the row of VISIBILITY_PRICE_<ENGINE>, for the engine's configured model. */
const priceSetting = z.preprocess((v) => {
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const entries = v.split(',').map((part) => part.split('=').map((x) => x.trim()));
  return entries.every((e) => e.length === 2) ? (Object.fromEntries(entries) as Record<string, string>) : v;
}, operatorPriceRowSchema.strict().optional());
const priceFields = Object.fromEntries(engineNames.map((e) => [`VISIBILITY_PRICE_${e}`, priceSetting]));

/** The prices file (VISIBILITY_PRICES_FILE): `{ "prices": [{ "engine", "model", "input", "output", "search", "request", "date" }] }`. */
export const pricesFileSchema = z
  .object({ prices: z.array(operatorPriceRowSchema.extend({ engine: z.enum(engineNames), model: z.string().trim().min(1) }).strict()) })
  .strict();
export type PricesFile = z.infer<typeof pricesFileSchema>;

export const engineEnvSchema = z.object({
  ...providerFields,
  ...modelFields,
  ...priceFields,
  VISIBILITY_ENGINE_TIMEOUT_MS: optionalPositiveInt(600_000),
  VISIBILITY_ENGINE_CONCURRENCY: optionalPositiveInt(64),
});

export interface EngineConfig {
  engine: EngineName;
  provider: ProviderName;
  configured: boolean;
  /** Null when not configured. */
  apiKey: string | null;
  /** Without a trailing slash. */
  baseUrl: string;
  model: string;
  /** The model's price: the operator's when set, else the built-in row; null when neither (a configuration error when configured). */
  price: Price | null;
}

export interface EngineSettings {
  engines: Record<EngineName, EngineConfig>;
  /** The operator's prices (the prices file, then VISIBILITY_PRICE_<ENGINE> for the configured model). */
  operatorPrices: OperatorPrices;
  /** Per provider request (one attempt). */
  timeoutMs: number;
  /** Requests in flight per provider. */
  concurrency: number;
}

/**
 * The engines' settings from the environment and, when the operator has one, the prices file's
 * parsed content (config.ts reads the file; `pricesFile` is validated here).
 */
export function parseEngineSettings(env: Record<string, string | undefined>, pricesFile?: PricesFile): EngineSettings {
  const parsed = engineEnvSchema.parse(env) as Record<string, string | number | OperatorPriceRow | undefined>;
  const operatorPrices: OperatorPrices = {};
  for (const row of pricesFile?.prices ?? []) {
    (operatorPrices[row.engine] ??= {})[row.model] = operatorPrice(row, `VISIBILITY_PRICES_FILE`);
  }
  const engines = {} as Record<EngineName, EngineConfig>;
  for (const engine of engineNames) {
    const provider = engineProvider[engine];
    const names = providerEnv[provider];
    const apiKey = (parsed[names.key] as string | undefined) ?? null;
    const model = (parsed[`VISIBILITY_MODEL_${engine}`] as string | undefined) ?? defaultModels[engine];
    const setting = parsed[`VISIBILITY_PRICE_${engine}`] as OperatorPriceRow | undefined;
    if (setting) (operatorPrices[engine] ??= {})[model] = operatorPrice(setting, `VISIBILITY_PRICE_${engine}`);
    engines[engine] = {
      engine,
      provider,
      configured: apiKey !== null,
      apiKey,
      baseUrl: ((parsed[names.baseUrl] as string | undefined) ?? names.defaultBaseUrl).replace(/\/+$/, ''),
      model,
      price: priceOf(engine, model, operatorPrices),
    };
  }
  return {
    engines,
    operatorPrices,
    timeoutMs: (parsed.VISIBILITY_ENGINE_TIMEOUT_MS as number | undefined) ?? defaultEngineTimeoutMs,
    concurrency: (parsed.VISIBILITY_ENGINE_CONCURRENCY as number | undefined) ?? defaultEngineConcurrency,
  };
}

/** Configured engines whose model has no price: the configuration refuses to start with any. */
export function unpricedModels(settings: EngineSettings): Array<{ engine: EngineName; model: string; priced: string[] }> {
  return Object.values(settings.engines)
    .filter((c) => c.configured && !c.price)
    .map((c) => ({ engine: c.engine, model: c.model, priced: pricedModels(c.engine, settings.operatorPrices) }));
}
