/**
 * Failures of the database connection itself, told apart from bugs: under overload (no pooled
 * connection or transaction slot free in time) the answer is 503 service_unavailable, with the
 * database down or restarting 503 database_unavailable, both with Retry-After and never 500.
 * Surfaces call this once in their error mapping (src/core/kernel/trpc-errors.ts, src/rest/errors.ts).
 */
import { AppError } from './errors.ts';

/** Seconds a client should wait before retrying. */
export const OVERLOAD_RETRY_AFTER = 1;
export const DATABASE_RETRY_AFTER = 5;

// Prisma: P2024 pool timeout, P2028 transaction could not start (or expired) in time.
const overloadPrismaCodes = new Set(['P2024', 'P2028']);
// Prisma: can't reach, timed out, closed the connection.
const downPrismaCodes = new Set(['P1001', 'P1002', 'P1008', 'P1017']);
// @prisma/adapter-pg's driver error kinds.
const downKinds = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TlsConnectionError']);
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
// node-postgres' own messages for a pool wait that ran out and a connection that died.
const overloadMessage = /timeout exceeded when trying to connect|Unable to start a transaction in the given time/i;
const downMessage =
  /Connection terminated|is not currently accepting connections|Can't reach database server|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

/** SQLSTATE classes of a connection that cannot serve: 08 connection exception, 57P0x shutdown, 53300 too many. */
function downSqlState(code: unknown): boolean {
  return typeof code === 'string' && (/^08/.test(code) || /^57P0[1-4]$/.test(code) || code === '53300');
}

type Classified = 'overload' | 'down' | null;

function classify(e: unknown, depth = 0): Classified {
  if (!e || typeof e !== 'object' || depth > 5) return null;
  const err = e as { code?: unknown; message?: unknown; kind?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  if (typeof err.code === 'string') {
    if (overloadPrismaCodes.has(err.code)) return 'overload';
    if (downPrismaCodes.has(err.code) || socketCodes.has(err.code) || downSqlState(err.code)) return 'down';
  }
  if (typeof err.kind === 'string') {
    if (downKinds.has(err.kind)) return 'down';
    if (err.kind === 'postgres' && downSqlState((err as { originalCode?: unknown }).originalCode ?? err.code)) return 'down';
  }
  if (typeof err.message === 'string') {
    if (overloadMessage.test(err.message)) return 'overload';
    if (downMessage.test(err.message)) return 'down';
  }
  return classify(err.meta?.driverAdapterError, depth + 1) ?? classify(err.cause, depth + 1);
}

/** The AppError a database-connection failure stands for, or undefined for any other error. */
export function databaseUnavailableError(e: unknown): AppError | undefined {
  switch (classify(e)) {
    case 'overload':
      return new AppError('service_unavailable', { retryAfter: OVERLOAD_RETRY_AFTER, cause: e });
    case 'down':
      return new AppError('database_unavailable', { retryAfter: DATABASE_RETRY_AFTER, cause: e });
    default:
      return undefined;
  }
}
