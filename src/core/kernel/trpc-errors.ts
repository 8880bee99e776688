/**
 * How tRPC carries the service's errors: an AppError thrown by core becomes a TRPCError with the
 * tRPC code of its status (so /trpc answers the right HTTP status), and every formatted error
 * carries the stable code in `data.appCode`. Shared by the public API and the dashboard routers.
 */
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { databaseUnavailableError } from './db-unavailable.ts';
import { AppError, type ErrorCode, isAppError, trpcCodeOf } from './errors.ts';
import { validationCodeOf } from './validation.ts';

/** The AppError behind a tRPC error, if any (a lost or saturated database connection is one). */
export function appErrorOf(error: TRPCError): AppError | undefined {
  if (isAppError(error.cause)) return error.cause;
  return databaseUnavailableError(error.cause);
}

/** The stable code of any error a procedure raised; unexpected errors become internal_error. */
export function appCodeOf(error: TRPCError): ErrorCode {
  const app = appErrorOf(error);
  if (app) return app.appCode;
  if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) return validationCodeOf(error.cause);
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
    case 'UNAUTHORIZED':
      return 'unauthorized';
    default:
      return 'internal_error';
  }
}

/** An AppError as the TRPCError of its code, its message and cause kept; anything else as it is. */
export function asTrpcError(e: unknown): unknown {
  return isAppError(e) ? new TRPCError({ code: trpcCodeOf(e.appCode), message: e.message, cause: e }) : e;
}

/**
 * What a surface that calls a procedure in-process (GraphQL, the dashboard) rethrows for an error
 * the procedure raised: the AppError behind it (a failed validation as its stable code), or, for
 * an unexpected error, its cause, which the surface logs as its own.
 */
export function errorBehind(e: unknown): unknown {
  if (!(e instanceof TRPCError)) return e;
  const app = appErrorOf(e);
  if (app) return app;
  const code = appCodeOf(e);
  return code === 'internal_error' ? (e.cause ?? e) : new AppError(code);
}

/** For a tRPC middleware: rethrows a failed result's AppError as a TRPCError of the right code. */
export function rethrowAppError<R extends { ok: boolean }>(result: R): R {
  if (!result.ok) {
    const error = (result as unknown as { error: TRPCError }).error;
    const app = appErrorOf(error);
    if (app && error.code !== trpcCodeOf(app.appCode)) throw asTrpcError(app);
  }
  return result;
}
