import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { isAppError } from '../errors.ts';
import { rethrowAppError } from '../trpc-errors.ts';
import type { Services } from '../services.ts';
import { sessionAccount } from './sessions.ts';

/**
 * The first-party dashboard's tRPC (mounted at /trpc), separate from the public API's: it
 * authenticates dashboard sessions, never API keys, and its error messages are written for the
 * account holder (the public API answers stable codes only).
 */
export interface DashboardContext {
  services: Services;
  authorization: string | undefined;
}

const t = initTRPC.context<DashboardContext>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const appCode = isAppError(cause) ? cause.appCode : undefined;
    // Unexpected errors are logged by the adapter's onError and never described to the client.
    const message =
      cause instanceof ZodError
        ? cause.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')
        : error.code === 'INTERNAL_SERVER_ERROR' && !appCode
          ? 'internal error'
          : shape.message;
    return { ...shape, message, data: { ...shape.data, stack: undefined, appCode } };
  },
});

export const dashboardRouterOf = t.router;

/** Core's AppErrors become tRPC errors of the right code, their account-holder message kept. */
const mapErrors = t.middleware(async ({ next }) => rethrowAppError(await next()));

/** A procedure for the signed-in account holder: `Authorization: Bearer <session token>`, else 401. */
export const dashboardProcedure = t.procedure.use(mapErrors).use(async ({ ctx, next }) => {
  const session = await sessionAccount(ctx.services.db, ctx.authorization);
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'a valid dashboard session is required' });
  return next({ ctx: { ...ctx, accountId: session.accountId, scope: { accountId: session.accountId } } });
});
