import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import type { Principal } from '../access/api-keys.ts';
import { AppError, isAppError } from '../kernel/errors.ts';
import { nulFreeInput } from '../kernel/nul.ts';
import { rethrowAppError } from '../kernel/trpc-errors.ts';
import type { Services } from '../runtime/services.ts';
import type { DashboardSessionInfo } from '../accounts/sessions.ts';
import { assertPasswordSettled } from '../accounts/user-passwords.ts';

/**
 * The first-party dashboard's tRPC (mounted at /trpc), separate from the public API's: it
 * authenticates dashboard sessions, never API keys, and its error messages are written for the
 * account holder (the public API answers stable codes only). The HTTP surface resolves the
 * session (cookie or bearer token), checks CSRF and counts the rate limit before the call.
 */
export interface DashboardContext {
  services: Services;
  session: DashboardSessionInfo | null;
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

/**
 * The session as a principal of the core services: the whole account, allowed to trigger. The
 * session id stands in the key id's place (rate limits and audit attribution never see it:
 * dashboard audits are recorded with trigger DASHBOARD and no key).
 */
export function sessionPrincipal(session: DashboardSessionInfo): Principal {
  return { keyId: session.sessionId, accountId: session.accountId, role: 'TRIGGER', projectIds: null };
}

/**
 * Any valid session, even one whose password was reset and not yet changed: for who the user is,
 * the password change and signing out, nothing else.
 */
export const sessionProcedure = t.procedure
  .use(mapErrors)
  .use(nulFreeInput)
  .use(async ({ ctx, next }) => {
    const session = ctx.session;
    if (!session) throw new AppError('unauthorized', { detail: 'a valid dashboard session is required' });
    return next({
      ctx: { ...ctx, session, accountId: session.accountId, scope: { accountId: session.accountId }, principal: sessionPrincipal(session) },
    });
  });

/** Owners and members: read and act on the account's projects. */
export const dashboardProcedure = sessionProcedure.use(async ({ ctx, next }) => {
  assertPasswordSettled(ctx.session);
  return next();
});

/** Owners only: keys, webhooks, users, plan settings. */
export const ownerProcedure = dashboardProcedure.use(async ({ ctx, next }) => {
  if (ctx.session.role !== 'OWNER') {
    throw new AppError('owner_required', { detail: 'only an owner of the account may do this' });
  }
  return next();
});
