import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Principal } from './api-keys.ts';
import { authorizeApiRequest, enforceRequirement, type Requirement } from './api-request.ts';
import { type ErrorCode, errorCatalog, isAppError } from './errors.ts';
import type { RateBucket } from './rate-limit.ts';
import type { Services } from './services.ts';

export interface Context {
  services: Services;
  /** Set when the HTTP layer already passed the request through the gate (authorizeApiRequest). */
  principal?: Principal;
  /** The Authorization header of the request, if any. */
  authorization: string | undefined;
  /** Headers to send with the response whatever its outcome (rate-limit state). */
  responseHeaders: Record<string, string>;
}

export type Meta = OpenApiMeta & {
  successStatus?: number;
  /** What the key must allow beyond reading (see enforceRequirement). */
  requires?: Requirement;
};

const validationCodes = new Set<ErrorCode>([
  'invalid_limit',
  'invalid_cursor',
  'invalid_engine',
  'invalid_from',
  'invalid_to',
  'invalid_audit_run_id',
]);

/** The stable code of any error a procedure raised; unexpected errors become internal_error. */
export function appCodeOf(error: TRPCError): ErrorCode {
  if (isAppError(error)) return error.appCode;
  if (isAppError(error.cause)) return error.cause.appCode;
  if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) {
    const field = String(error.cause.issues[0]?.path[0] ?? '');
    const code = `invalid_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}` as ErrorCode;
    if (validationCodes.has(code)) return code;
    return 'invalid_body';
  }
  switch (error.code) {
    case 'PARSE_ERROR':
      return 'malformed_json';
    case 'BAD_REQUEST':
      return 'invalid_request';
    case 'NOT_FOUND':
    case 'METHOD_NOT_SUPPORTED':
      return 'route_not_found';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'PAYLOAD_TOO_LARGE':
      return 'payload_too_large';
    default:
      return 'internal_error';
  }
}

export function statusOfError(error: TRPCError): number {
  return errorCatalog[appCodeOf(error)].status;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      return { ...shape, message: appCodeOf(error), data: { ...shape.data, stack: undefined, appCode: appCodeOf(error) } };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;

/**
 * Procedures of the public API. Each request passes the gate once (authenticate, then count
 * against the key's limit; the REST layer does it before reading the body), then the key must
 * allow what the procedure's meta requires, before input validation.
 */
export function apiProcedure(bucket: RateBucket) {
  return t.procedure.use(async ({ ctx, meta, next }) => {
    const principal =
      ctx.principal ?? (await authorizeApiRequest(ctx.services, ctx.authorization, bucket, ctx.responseHeaders));
    enforceRequirement(meta?.requires, principal);
    return next({ ctx: { ...ctx, principal } });
  });
}

export const readProcedure = apiProcedure('read');
export const writeProcedure = apiProcedure('write');
