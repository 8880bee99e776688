import { authenticate, type Principal } from './api-keys.ts';
import { isAppError } from './errors.ts';
import { enforceRateLimit, type RateBucket } from './rate-limit.ts';
import type { Services } from './services.ts';

/**
 * The gate of every public API request (tRPC procedures and the plain report routes alike):
 * authenticate the bearer key (401/403), then count the request against the key's read or write
 * limit (429), before input validation or any other work. Rate-limit headers are added to
 * `responseHeaders` whether the request is allowed or not.
 */
export async function authorizeApiRequest(
  services: Services,
  authorization: string | undefined,
  bucket: RateBucket,
  responseHeaders: Record<string, string>,
): Promise<Principal> {
  const principal = await authenticate(services.db, authorization);
  try {
    Object.assign(responseHeaders, await enforceRateLimit(services.db, principal.keyId, bucket));
  } catch (e) {
    if (isAppError(e)) Object.assign(responseHeaders, e.headers);
    throw e;
  }
  return principal;
}
