// One request of the role judge: the Responses API through the `openai` SDK (OpenAI, or xAI at its
// own base URL), temperature 0, a strict JSON schema for the output, no tools, no retry (a judge
// that fails falls back to the lexicon: docs/methodology.md, "The role judge"). What it returns is
// the model's text unparsed (the caller checks it against its zod schema), a refusal, or a cut-off
// answer, with the cost: xAI's own figure when it reports one, else the price list applied to the
// usage, else the call's ceiling. Transport and HTTP failures throw EngineError (errors.ts).
import OpenAI from 'openai';
import { asString, isRecord } from './adapter.ts';
import { EngineError, toEngineError } from './errors.ts';
import { priceListCostMicros } from './pricing.ts';
import { promptTokenBound } from './request-caps.ts';
import { responsesUsage, ticksToMicros } from './responses-text.ts';
import type { RoleJudgeConfig } from './role-judge-settings.ts';

/** Output cap sent as `max_output_tokens`: reasoning models think inside it; a verdict list of 20 brands needs about 1,600. */
export const JUDGE_MAX_OUTPUT_TOKENS = 4_096;
/** Input tokens the provider adds to a request (its formatting of instructions and the schema). */
const JUDGE_FIXED_INPUT_TOKENS = 1_000;

export interface RoleJudgeRequest {
  instructions: string;
  input: string;
  /** A JSON schema (strict mode: every property required, no additional properties). */
  schema: Record<string, unknown>;
}

export type RoleJudgeReply = {
  servedModel: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  costMicros: number;
} & ({ kind: 'answered'; text: string } | { kind: 'refused'; refusal: string } | { kind: 'incomplete'; reason: string });

/** The most one judge request can cost: every byte of its text a token, plus the provider's own, and the output cap. */
export function judgeCeilingMicros(config: Pick<RoleJudgeConfig, 'price'>, request: Pick<RoleJudgeRequest, 'instructions' | 'input'>) {
  const p = config.price;
  const input = promptTokenBound(request.instructions) + promptTokenBound(request.input) + JUDGE_FIXED_INPUT_TOKENS;
  return Math.ceil(input * p.inputPerMTok + JUDGE_MAX_OUTPUT_TOKENS * p.outputPerMTok);
}

function costOf(config: RoleJudgeConfig, body: Record<string, unknown>, ceiling: number) {
  const { usage, tokens } = responsesUsage(body);
  const reported = config.provider === 'xai' ? ticksToMicros(usage.cost_in_usd_ticks) : null;
  const priced =
    tokens.inputTokens !== null && tokens.outputTokens !== null ? priceListCostMicros(config.price, { ...tokens, searches: 0 }) : null;
  return { micros: reported ?? priced ?? ceiling, inputTokens: tokens.inputTokens, outputTokens: tokens.outputTokens };
}

export function createRoleJudgeClient(config: RoleJudgeConfig) {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, maxRetries: 0 });
  return {
    config,
    ceilingMicros: (request: RoleJudgeRequest) => judgeCeilingMicros(config, request),
    /** Throws EngineError (kind timeout, malformed, rate_limited, ...); `outcomeUnknown` when it may have been billed. */
    async ask(request: RoleJudgeRequest): Promise<RoleJudgeReply> {
      let body: unknown;
      // Our own deadline (the SDK's timeout error is not told apart from other failures by a stable name).
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), config.timeoutMs);
      try {
        body = await client.responses.create(
          {
            model: config.model,
            instructions: request.instructions,
            input: request.input,
            temperature: 0,
            max_output_tokens: JUDGE_MAX_OUTPUT_TOKENS,
            store: false,
            text: { format: { type: 'json_schema', name: 'role_verdicts', strict: true, schema: request.schema } },
          },
          { signal: deadline.signal },
        );
      } catch (err) {
        if (deadline.signal.aborted) {
          // The request reached the provider and no answer came: it may have been billed.
          throw new EngineError('timeout', `${config.provider} did not judge within ${config.timeoutMs} ms`, {
            provider: config.provider,
            outcomeUnknown: true,
            cause: err,
          });
        }
        throw toEngineError(err, config.provider);
      } finally {
        clearTimeout(timer);
      }
      if (!isRecord(body) || !Array.isArray(body.output)) throw new EngineError('malformed', `${config.provider} sent no output list`);
      const cost = costOf(config, body, judgeCeilingMicros(config, request));
      const common = {
        servedModel: asString(body.model),
        inputTokens: cost.inputTokens,
        outputTokens: cost.outputTokens,
        costMicros: cost.micros,
      };
      let text = '';
      for (const item of body.output) {
        if (!isRecord(item) || item.type !== 'message' || !Array.isArray(item.content)) continue;
        for (const part of item.content) {
          if (!isRecord(part)) continue;
          if (part.type === 'refusal') return { ...common, kind: 'refused', refusal: asString(part.refusal) ?? '' };
          if (part.type === 'output_text') text += asString(part.text) ?? '';
        }
      }
      if (body.status === 'incomplete') {
        const reason = isRecord(body.incomplete_details) ? asString(body.incomplete_details.reason) : null;
        return { ...common, kind: 'incomplete', reason: reason ?? 'incomplete' };
      }
      return { ...common, kind: 'answered', text };
    },
  };
}

export type RoleJudgeClient = ReturnType<typeof createRoleJudgeClient>;
