// Which model judges roles and sentiment (docs/methodology.md, "The role judge"): the one
// `VISIBILITY_ROLE_JUDGE_MODEL` names, else the cheapest priced model of the first provider with a
// key among those the judge speaks to (OpenAI, then xAI: both serve the Responses API through the
// `openai` SDK). Cheapest means the least for a typical judge call (JUDGE_TYPICAL_TOKENS), by the
// price list of pricing.ts. No key, no judge: the role judge is then unavailable and the lexicon's
// verdicts stand alone.
import type { EngineName } from './answer.ts';
import { type OperatorPrices, type Price, priceOf, pricedModels } from './pricing.ts';
import type { ProviderName } from './providers.ts';
import type { EngineSettings } from './settings.ts';

export interface RoleJudgeConfig {
  /** The engine whose provider key, base URL and price list the judge uses. */
  engine: Extract<EngineName, 'CHATGPT' | 'GROK'>;
  provider: Extract<ProviderName, 'openai' | 'xai'>;
  apiKey: string;
  baseUrl: string;
  model: string;
  /** The model's price (the operator's when set, else the built-in row). */
  price: Price;
  /** Per judge request (one attempt; a timed-out verdict falls back to the lexicon). */
  timeoutMs: number;
}

/** A judge call of an average answer: about 6 kB of answer and instructions in, a short verdict list out. */
export const JUDGE_TYPICAL_TOKENS = { input: 2_000, output: 300 } as const;
export const defaultRoleJudgeTimeoutMs = 60_000;

const judgeEngines = ['CHATGPT', 'GROK'] as const;

function typicalMicros(engine: EngineName, model: string, operator: OperatorPrices): number {
  const p = priceOf(engine, model, operator);
  return p ? JUDGE_TYPICAL_TOKENS.input * p.inputPerMTok + JUDGE_TYPICAL_TOKENS.output * p.outputPerMTok : Infinity;
}

/** The cheapest priced model of an engine's provider for a judge call (the first in the table on a tie). */
export function cheapestJudgeModel(engine: (typeof judgeEngines)[number], operator: OperatorPrices = {}): string {
  const models = pricedModels(engine, operator);
  return models.reduce((best, m) => (typicalMicros(engine, m, operator) < typicalMicros(engine, best, operator) ? m : best), models[0]);
}

/**
 * The judge's configuration, or why there is none. `model` is the setting (unset: the cheapest);
 * a model set but priced for no provider with a key is a configuration error (`problem`).
 */
export function roleJudgeConfig(
  settings: EngineSettings,
  model: string | undefined,
  timeoutMs: number | undefined,
): { config: RoleJudgeConfig | null; problem: string | null } {
  const keyed = judgeEngines.filter((e) => settings.engines[e].configured && settings.engines[e].apiKey !== null);
  const operator = settings.operatorPrices;
  const engine = model === undefined ? keyed[0] : keyed.find((e) => priceOf(e, model, operator) !== null);
  if (engine === undefined) {
    const problem =
      model === undefined
        ? null
        : `VISIBILITY_ROLE_JUDGE_MODEL: "${model}" is priced for no provider with a key (OpenAI: ${pricedModels('CHATGPT', operator).join(', ')}; xAI: ${pricedModels('GROK', operator).join(', ')})`;
    return { config: null, problem };
  }
  const c = settings.engines[engine];
  const chosen = model ?? cheapestJudgeModel(engine, operator);
  const price = priceOf(engine, chosen, operator);
  if (!price) return { config: null, problem: `VISIBILITY_ROLE_JUDGE_MODEL: no price for "${chosen}"` };
  return {
    config: {
      engine,
      provider: engine === 'GROK' ? 'xai' : 'openai',
      apiKey: c.apiKey ?? '',
      baseUrl: c.baseUrl,
      model: chosen,
      price,
      timeoutMs: timeoutMs ?? defaultRoleJudgeTimeoutMs,
    },
    problem: null,
  };
}
