import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../core/access/api-keys.ts';
import { type DashboardSessionInfo, sessionOfToken } from '../core/accounts/sessions.ts';
import { AppError, type ErrorCode, errorCatalog, trpcCodeOf } from '../core/kernel/errors.ts';
import { refuseNul } from '../core/kernel/nul.ts';
import { enforceSubjectRateLimit } from '../core/access/rate-limit.ts';
import type { Services } from '../core/runtime/services.ts';

/**
 * The gate of every dashboard request (/trpc and /app/api): which session it carries (the cookie
 * of a password sign-in, or a CLI bearer token), the CSRF check, the per-session rate limit and
 * the batch cap.
 *
 * CSRF: the session cookie is SameSite=Strict, and every state-changing request that relies on
 * the cookie must also carry the `x-csrf` header and, when the browser names an Origin, come from
 * this very origin. A cross-site form cannot set a header, and a cross-origin fetch that sets one
 * needs a CORS preflight this server never grants. Bearer tokens are not sent by browsers on
 * their own, so they need no such check.
 */
export const SESSION_COOKIE = 'vis_session';
export const SECURE_SESSION_COOKIE = '__Host-vis_session';
export const CSRF_HEADER = 'x-csrf';
/** Procedures one /trpc request may carry (tRPC batches `a,b,c` in one URL). */
export const MAX_BATCH = 10;

export interface GateResult {
  session: DashboardSessionInfo | null;
  /** The token the session was found by, when it came from the cookie. */
  cookieToken: string | null;
}

export function cookieTokenOf(req: FastifyRequest): string | null {
  return req.cookies[SECURE_SESSION_COOKIE] ?? req.cookies[SESSION_COOKIE] ?? null;
}

export function isHttps(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

/** Throws csrf_rejected unless a cookie-authenticated state change is same-origin and carries the header. */
export function checkCsrf(req: FastifyRequest): void {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
  if (req.headers[CSRF_HEADER] !== '1') {
    throw new AppError('csrf_rejected', { detail: 'this request must come from the dashboard itself' });
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `${req.protocol}://${req.host}`) {
    throw new AppError('csrf_rejected', { detail: 'this request must come from the dashboard itself' });
  }
}

/** Resolves the session; for cookie sessions checks CSRF; counts the request against the session's limit. */
export async function gateDashboardRequest(services: Services, req: FastifyRequest): Promise<GateResult> {
  // Path parameters and query strings (tRPC inputs are checked by the procedures themselves).
  refuseNul([req.params, req.query]);
  const bearer = bearerToken(req.headers.authorization);
  const cookieToken = bearer ? null : cookieTokenOf(req);
  if (cookieToken) checkCsrf(req);
  const session = await sessionOfToken(services.db, bearer ?? cookieToken);
  if (session) {
    // The same limits as the public API per key: reads (GET) 60/min, writes (POST) 10/min, per
    // session, or VISIBILITY_RATE_LIMIT_READ / _WRITE when the operator set them higher.
    await enforceSubjectRateLimit(services.db, session.sessionId, req.method === 'GET' ? 'read' : 'write', services.config.rateLimits);
  }
  return { session, cookieToken };
}

/** How many procedures a /trpc URL names (`/trpc/a,b,c?batch=1` names three). */
export function batchSize(url: string): number {
  const path = url.split('?')[0].replace(/^\/trpc\/?/, '');
  return path === '' ? 0 : path.split(',').length;
}

/** An error in tRPC's response shape, so the dashboard's client reads the message as from any procedure. */
export function sendTrpcError(reply: FastifyReply, e: AppError) {
  const code: ErrorCode = e.appCode;
  return reply
    .code(errorCatalog[code].status)
    .headers({ ...e.headers, 'cache-control': 'no-store' })
    .send({
      error: {
        message: e.message,
        code: -32600,
        data: { code: trpcCodeOf(code), httpStatus: errorCatalog[code].status, appCode: code },
      },
    });
}
