import { authenticateAndCount, type Principal, requireTrigger } from './api-keys.ts';
import { AppError, isAppError } from './errors.ts';
import { enforceRateLimit, type RateBucket } from './rate-limit.ts';
import type { Services } from './services.ts';
import { sqlPool } from '../db/client.ts';

/**
 * The gate of every public API request (tRPC procedures and the plain report routes alike):
 * authenticate the bearer key (401/403), then count the request against the key's read or write
 * limit (429), before input validation or any other work: one statement (authenticateAndCount).
 * Rate-limit headers are added to `responseHeaders` whether the request is allowed or not.
 */
export async function authorizeApiRequest(
  services: Services,
  authorization: string | undefined,
  bucket: RateBucket,
  responseHeaders: Record<string, string>,
): Promise<Principal> {
  const { principal, rate } = await authenticateAndCount(sqlPool(services.db), authorization, bucket, services.limits, services.leases);
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
