import { authenticateAndCount, type Principal, requireTrigger } from './api-keys.ts';
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

/** Permissions beyond reading: triggering audits, and creating projects (which also needs no scope). */
export type Requirement = 'trigger' | 'unscoped-trigger';

export function enforceRequirement(requirement: Requirement | undefined, principal: Principal): void {
  if (!requirement) return;
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
