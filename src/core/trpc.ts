import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { authorizeApiRequest } from './api-request.ts';
import { type ErrorCode, errorCatalog, isAppError } from './errors.ts';
import type { RateBucket } from './rate-limit.ts';
import type { Services } from './services.ts';

export interface Context {
  services: Services;
  /** The Authorization header of the request, if any. */
  authorization: string | undefined;
  /** Headers to send with the response whatever its outcome (rate-limit state). */
  responseHeaders: Record<string, string>;
}

export type Meta = OpenApiMeta & { successStatus?: number };

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
 * Every public API request, whatever its route: authenticate the bearer key (401/403), then count the request
 * against the key's read or write limit (429) before anything else, input validation included.
 */
export function apiProcedure(bucket: RateBucket) {
  return t.procedure.use(async ({ ctx, next }) => {
    const principal = await authorizeApiRequest(ctx.services, ctx.authorization, bucket, ctx.responseHeaders);
    return next({ ctx: { ...ctx, principal } });
  });
}

export const readProcedure = apiProcedure('read');
export const writeProcedure = apiProcedure('write');
