// The one error type engine adapters raise, with a kind the retry loop and the probe job branch
// on (retry now, reschedule, give up, blame the key). Provider SDK errors, HTTP statuses and
// parsing failures are all translated here, from status codes and error codes rather than
// message text wherever the provider gives codes.
import type { ProviderName } from './providers.ts';
import { googleRetryDelayMs, retryAfterMs, type HeaderBag } from './retry-after.ts';

export const engineErrorKinds = ['rate_limited', 'transient', 'timeout', 'quota', 'auth', 'malformed', 'refused'] as const;
export type EngineErrorKind = (typeof engineErrorKinds)[number];

const retryableKinds: ReadonlySet<EngineErrorKind> = new Set(['rate_limited', 'transient', 'timeout']);

export class EngineError extends Error {
  override readonly name = 'EngineError';
  readonly kind: EngineErrorKind;
  readonly provider: ProviderName | null;
  /** HTTP status when the provider answered, null for network failures and parsing failures. */
  readonly status: number | null;
  /** How long the provider asked us to wait (rate_limited), when it said. */
  readonly retryAfterMs: number | null;
  /**
   * The request reached the provider and no answer came back (a timeout, a connection dropped
   * mid-request): the provider may have done, and billed, the work. An HTTP error status is an
   * answer (providers do not bill refused or failed requests); a connection never made is not.
   */
  readonly outcomeUnknown: boolean;
  /** Requests of the failed call whose outcome is unknown, counted by the retry loop (it may bill for each). */
  lostRequests = 0;

  constructor(
    kind: EngineErrorKind,
    message: string,
    opts: {
      provider?: ProviderName | null;
      status?: number | null;
      retryAfterMs?: number | null;
      outcomeUnknown?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.kind = kind;
    this.provider = opts.provider ?? null;
    this.status = opts.status ?? null;
    this.retryAfterMs = opts.retryAfterMs ?? null;
    this.outcomeUnknown = opts.outcomeUnknown ?? false;
  }

  get retryable(): boolean {
    return retryableKinds.has(this.kind);
  }
}

/** Error codes and phrases that mean "out of money", not "slow down", across providers. */
const quotaCodes = new Set(['insufficient_quota', 'billing_hard_limit_reached', 'billing_not_active', 'insufficient_credits']);
const quotaPhrases =
  /credit balance is too low|run out of searches|used all available credits|spending limit|credits are depleted|insufficient (credits|balance|quota)/i;
/** Google sends a bad key as 400 INVALID_ARGUMENT with this reason in `error.details`. */
const authReasons = new Set(['API_KEY_INVALID', 'API_KEY_SERVICE_BLOCKED']);

/** Code, type and message strings of the error bodies providers send (OpenAI, Anthropic, Google, xAI, SerpApi). */
function errorStrings(body: unknown): { codes: string[]; messages: string[] } {
  const codes: string[] = [];
  const messages: string[] = [];
  const visit = (node: unknown, depth: number) => {
    // The openai SDK keeps only the body's `error` member, a bare string in xAI's bodies.
    if (typeof node === 'string') messages.push(node);
    if (!node || typeof node !== 'object' || depth > 2) return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (typeof value === 'string') {
        if (key === 'message' || key === 'error') messages.push(value);
        else if (key === 'code' || key === 'type' || key === 'status') codes.push(value.toLowerCase());
      } else if (key === 'error') visit(value, depth + 1);
    }
  };
  visit(body, 0);
  return { codes, messages };
}

function isQuota(body: unknown): boolean {
  const { codes, messages } = errorStrings(body);
  return codes.some((c) => quotaCodes.has(c)) || messages.some((m) => quotaPhrases.test(m));
}

function isAuth(body: unknown): boolean {
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  return Array.isArray(details) && details.some((d) => authReasons.has((d as { reason?: unknown })?.reason as string));
}

function firstMessage(body: unknown): string | null {
  return errorStrings(body).messages[0]?.slice(0, 300) ?? null;
}

/** Maps an HTTP error response of a provider to a typed error. */
export function engineErrorFromHttp(input: {
  provider: ProviderName;
  status: number;
  headers?: HeaderBag;
  body?: unknown;
  now?: number;
  cause?: unknown;
}): EngineError {
  const { provider, status, body } = input;
  const detail = firstMessage(body);
  const message = `${provider} answered HTTP ${status}${detail ? `: ${detail}` : ''}`;
  const opts = { provider, status, cause: input.cause };
  if (status === 402 || isQuota(body)) return new EngineError('quota', message, opts);
  if (status === 429) {
    const wait = retryAfterMs(input.headers, input.now) ?? googleRetryDelayMs(body);
    return new EngineError('rate_limited', message, { ...opts, retryAfterMs: wait });
  }
  if (status === 401 || status === 403 || isAuth(body)) return new EngineError('auth', message, opts);
  // 408 request timeout, 409 lock contention, 5xx and Anthropic's 529 "overloaded" pass with time.
  if (status === 408 || status === 409 || status >= 500) return new EngineError('transient', message, opts);
  return new EngineError('refused', message, opts);
}

const transientCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
/** Failures before the request could reach the provider: nothing can have been billed. */
const neverSentCodes = new Set(['ECONNREFUSED', 'EAI_AGAIN', 'ENOTFOUND', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function causeChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** The body of an SDK error: OpenAI/Anthropic keep it in `.error`, @google/genai JSON-encodes it into the message. */
function sdkErrorBody(err: { error?: unknown; message?: unknown }): unknown {
  if (err.error !== undefined) return err.error;
  if (typeof err.message === 'string' && err.message.startsWith('{')) {
    try {
      return JSON.parse(err.message);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Translates whatever an SDK or fetch threw. Caller aborts are not translated here: the retry
 * loop tells its own timeout apart from the caller's signal before calling this.
 */
export function toEngineError(err: unknown, provider: ProviderName): EngineError {
  if (err instanceof EngineError) return err;
  const e = err as { name?: string; status?: unknown; headers?: HeaderBag; message?: string; error?: unknown };
  if (typeof e?.status === 'number' && e.status >= 400) {
    return engineErrorFromHttp({ provider, status: e.status, headers: e.headers, body: sdkErrorBody(e), cause: err });
  }
  const name = e?.name ?? '';
  if (name === 'APIConnectionTimeoutError' || name === 'TimeoutError') {
    return new EngineError('timeout', `${provider} did not answer in time`, { provider, outcomeUnknown: true, cause: err });
  }
  if (err instanceof SyntaxError) {
    return new EngineError('malformed', `${provider} sent a body that is not valid JSON`, { provider, cause: err });
  }
  for (const c of causeChain(err)) {
    const code = (c as { code?: unknown })?.code;
    if (typeof code === 'string' && transientCodes.has(code)) {
      return new EngineError('transient', `connection to ${provider} failed (${code})`, {
        provider,
        outcomeUnknown: !neverSentCodes.has(code),
        cause: err,
      });
    }
  }
  if (name === 'APIConnectionError' || (err instanceof TypeError && /fetch failed|terminated/i.test(e.message ?? ''))) {
    // No code says the connection was never made: the provider may have received the request.
    return new EngineError('transient', `connection to ${provider} failed`, { provider, outcomeUnknown: true, cause: err });
  }
  return new EngineError('malformed', `${provider} call failed unexpectedly: ${e?.message ?? String(err)}`.slice(0, 300), {
    provider,
    cause: err,
  });
}
