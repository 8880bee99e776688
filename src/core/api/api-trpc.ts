import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Principal } from '../access/api-keys.ts';
import { authorizeApiRequest, enforceRequirement, type Requirement } from '../access/api-request.ts';
import { appCodeOf, rethrowAppError } from '../kernel/trpc-errors.ts';
import type { RateBucket } from '../access/rate-limit.ts';
import type { Services } from '../runtime/services.ts';
import { nulFreeInput } from '../kernel/nul.ts';

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
export const publicProcedure = t.procedure.use(async ({ next }) => rethrowAppError(await next())).use(nulFreeInput);

/**
 * Procedures of the public API. Each request passes the gate once (authenticate, then count
 * against the key's limit; the REST layer does it before reading the body), then the key must
 * allow what the procedure's meta requires, before input validation.
 */
export function apiProcedure(bucket: RateBucket) {
  return publicProcedure.use(async ({ ctx, meta, next }) => {
    const principal = ctx.principal ?? (await authorizeApiRequest(ctx.services, ctx.authorization, bucket, ctx.responseHeaders));
    enforceRequirement(meta?.requires, principal);
    return next({ ctx: { ...ctx, principal } });
  });
}

export const readProcedure = apiProcedure('read');
export const writeProcedure = apiProcedure('write');
