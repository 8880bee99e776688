/**
 * The NUL character (U+0000) in request inputs. PostgreSQL text cannot hold it, so an input that
 * carries one would fail in the database as an internal error; every surface refuses it before
 * anything runs, with this one rule: tRPC inputs (the dashboard's and the public API's procedures,
 * src/core/api/api-trpc.ts and src/core/dashboard-api/dashboard-trpc.ts), REST query strings, GraphQL variables, and the
 * dashboard's plain routes. JSON bodies are also refused while scanned as text (src/net/json-body.ts).
 */
import { AppError } from './errors.ts';

const MAX_DEPTH = 64;

/** Whether a string, or any key or string anywhere inside arrays and plain objects, holds NUL. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** Throws 400 invalid_request when the input holds a NUL character anywhere. */
export function refuseNul(value: unknown): void {
  if (hasNul(value)) throw new AppError('invalid_request', { detail: 'text may not contain NUL characters (\\u0000)' });
}

/** A tRPC middleware (both routers use it first): the raw input is refused before any schema or resolver sees it. */
export async function nulFreeInput<R>(opts: { getRawInput: () => Promise<unknown>; next: () => Promise<R> }): Promise<R> {
  refuseNul(await opts.getRawInput());
  return opts.next();
}
