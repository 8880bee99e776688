import { authenticateAndCount, enforceKeyRateLimit, type Principal, requireTrigger } from './api-keys.ts';
import { AppError, isAppError } from '../kernel/errors.ts';
import type { QuotaLeases } from './rate-lease.ts';
import { enforceRateLimit, type RateBucket, type RateLimitSettings } from './rate-limit.ts';
import { type Db, sqlPool } from '../../db/client.ts';

/** What the gate needs of the process's services (runtime/services.ts provides it). */
interface GateServices {
  db: Db;
  limits?: RateLimitSettings;
  leases: QuotaLeases<Principal>;
}

/**
 * The gate of every public API request (tRPC procedures and the plain report routes alike):
 * authenticate the bearer key (401/403), then count the request against the key's read or write
 * limit (429), before input validation or any other work: one statement (authenticateAndCount).
 * Rate-limit headers are added to `responseHeaders` whether the request is allowed or not.
 * `defer`: the caller runs the principal's `check` (a request taken from a lease: the key's state
 * read beside the data, or with `settleKeyCheck` before answering anything else).
 */
export async function authorizeApiRequest(
  services: GateServices,
  authorization: string | undefined,
  bucket: RateBucket,
  responseHeaders: Record<string, string>,
  defer = false,
): Promise<Principal> {
  const { principal, rate } = await authenticateAndCount(
    sqlPool(services.db),
    authorization,
    bucket,
    services.limits,
    services.leases,
    defer,
  );
  try {
    Object.assign(responseHeaders, enforceRateLimit(bucket, rate));
  } catch (e) {
    if (isAppError(e)) Object.assign(responseHeaders, e.headers);
    throw e;
  }
  return principal;
}

/**
 * What the chain's first steps (authenticate, count, access) established for a request. An HTTP
 * surface may run them before it reads a body (REST answers 401/403/429 before parsing one);
 * the procedure's middleware then runs only what is left (core/api/api-trpc.ts).
 */
export interface GatePass {
  principal: Principal;
  /** The limit this request was counted against. */
  counted: RateBucket;
  /** Whether the access the operation requires was checked (false when the gate did not know the operation). */
  accessChecked: boolean;
}

/** The access an operation requires of the key: one object per operation (core/api/api-router.ts `apiSchemas`), read at call time. */
export interface Access {
  requires?: Requirement;
}

/**
 * The chain's gate steps, each once per request: authenticate and count (skipped when `prior`
 * did; a request counted against the other limit, a GraphQL mutation counted as a read, counts
 * again against this one), then the access `access` requires (skipped when `prior` checked it).
 * `access` undefined: the caller does not know the operation yet (the procedure checks it).
 */
export async function passGate(
  services: GateServices,
  request: { authorization: string | undefined; responseHeaders: Record<string, string> },
  bucket: RateBucket,
  access: Access | undefined,
  prior?: GatePass,
  defer = false,
): Promise<GatePass> {
  const principal =
    prior?.principal ?? (await authorizeApiRequest(services, request.authorization, bucket, request.responseHeaders, defer));
  if (prior && prior.counted !== bucket) await countAgainst(services, principal, bucket, request.responseHeaders);
  if (access && !prior?.accessChecked) enforceRequirement(access.requires, principal);
  // A surface that checks each operation later (GraphQL, MCP) has none an ingest key may call.
  else if (!access && principal.role === 'INGEST') throw new AppError('insufficient_role');
  return { principal, counted: bucket, accessChecked: access !== undefined };
}

/** Counts an authenticated request against another limit; its rate-limit headers join the first's. */
async function countAgainst(
  services: GateServices,
  principal: Principal,
  bucket: RateBucket,
  headers: Record<string, string>,
): Promise<void> {
  const merge = (more: Record<string, string>) => {
    for (const [k, v] of Object.entries(more)) headers[k] = headers[k] && k !== 'Retry-After' ? `${headers[k]}, ${v}` : v;
  };
  try {
    merge(await enforceKeyRateLimit(sqlPool(services.db), principal, bucket, services.limits));
  } catch (e) {
    if (isAppError(e)) merge(e.headers);
    throw e;
  }
}

/**
 * Permissions beyond reading: triggering audits, creating projects (which also needs no scope),
 * and posting access logs (`ingest`: an ingest key, and only an ingest key; docs/crawlers.md).
 */
export type Requirement = 'trigger' | 'unscoped-trigger' | 'ingest';

export function enforceRequirement(requirement: Requirement | undefined, principal: Principal): void {
  // An ingest key may post logs to its projects and do nothing else; posting logs needs one.
  if ((requirement === 'ingest') !== (principal.role === 'INGEST')) throw new AppError('insufficient_role');
  if (!requirement || requirement === 'ingest') return;
  requireTrigger(principal);
  if (requirement === 'unscoped-trigger' && principal.projectIds) throw new AppError('project_scope_forbidden');
}

/**
 * Reads the key of a principal the gate deferred (its `check`), unless a statement already read it:
 * 401/403 as the gate would answer. Every answer to such a request, data or error, comes after it.
 */
export async function settleKeyCheck(services: Pick<GateServices, 'db'>, principal: Principal | undefined): Promise<void> {
  await principal?.check?.verify(sqlPool(services.db));
}
