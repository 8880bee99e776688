import { initTRPC } from '@trpc/server';
import type { Principal } from '../access/api-keys.ts';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { type Access, type GatePass, passGate } from '../access/api-request.ts';
import { appCodeOf, asTrpcError, rethrowAppError } from '../kernel/trpc-errors.ts';
import type { RateBucket } from '../access/rate-limit.ts';
import { onReader, type Services } from '../runtime/services.ts';
import { databaseUnavailableError } from '../kernel/db-unavailable.ts';
import { refuseNul } from '../kernel/nul.ts';
import type { ProjectBatch } from './operation-batch.ts';

export interface Context {
  services: Services;
  /** Set when the HTTP layer already ran the gate steps of the chain (passGate) before the procedure. */
  gate?: GatePass;
  /** The Authorization header of the request, if any. */
  authorization: string | undefined;
  /** Headers to send with the response whatever its outcome (rate-limit state). */
  responseHeaders: Record<string, string>;
  /** Receives a list's core page before the output schema shapes it (GraphQL signs a cursor per edge). */
  onPage?: (page: CorePage) => void;
  /** Set when the call is one of several projects the surface runs this operation for at once: their reads are made as one (operation-batch.ts). */
  batch?: ProjectBatch;
  /** Set when a dashboard session makes the call (core/dashboard-api): an audit it starts is its user's, not a key's. */
  session?: { userId: string | null };
}

/** What a surface may need of a list page beyond its output: a signed cursor after each item. */
export interface CorePage {
  cursorAfter: (i: number) => string;
}

export type Meta = OpenApiMeta & {
  successStatus?: number;
  /** What the key must allow beyond reading: the operation's entry of `apiSchemas` (core/api/api-router.ts), read at call time. */
  access?: Access;
  /** The operation may read from a replica (OperationDefinition.reads). */
  reads?: 'replica';
};

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      return { ...shape, message: appCodeOf(error), data: { ...shape.data, stack: undefined, appCode: appCodeOf(error) } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/**
 * Procedures of the public API: the one chain of every surface (REST, GraphQL, MCP, in-process
 * callers). One middleware runs the chain's first steps: refuse NUL in the raw input, then
 * authenticate, count against the key's limit, check the access the operation requires (each once
 * per request: an HTTP gate that ran a step before reading the body hands it over in `ctx.gate`);
 * tRPC then validates the input, resolves, and shapes the output with the procedure's schema; an
 * AppError raised anywhere leaves with its own tRPC code. (One middleware, not three: each tRPC
 * middleware hop copies the call's options and context.)
 */
export function apiProcedure(bucket: RateBucket) {
  return t.procedure.use(async ({ ctx, meta, getRawInput, next }) => {
    let principal: Principal;
    try {
      refuseNul(await getRawInput());
      principal = (await passGate(ctx.services, ctx, bucket, meta?.access ?? {}, ctx.gate)).principal;
    } catch (e) {
      throw asTrpcError(e);
    }
    if (meta?.reads !== 'replica') return rethrowAppError(await next({ ctx: { principal } }));
    // The key, its count and its access were read on the primary above; the operation's own reads
    // go to a replica, and run again on the primary when the replica's connection fails (onReader;
    // reads only: running one twice changes nothing). tRPC returns a failure as a result, so a
    // replica's is thrown for onReader to see.
    const result = await onReader(ctx.services, async (services) => {
      const r = await next({ ctx: { principal, services } });
      if (!r.ok && services !== ctx.services && databaseUnavailableError(r.error)?.appCode === 'database_unavailable') throw r.error;
      return r;
    });
    return rethrowAppError(result);
  });
}

export const readProcedure = apiProcedure('read');
export const writeProcedure = apiProcedure('write');
