import { z } from 'zod';
import { idParam as id, slugParam } from '../contract/schemas.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../access/api-keys.ts';
import { AppError } from '../kernel/errors.ts';
import { planUsage } from '../audits/plan-usage.ts';
import { revokeUserSessions } from '../accounts/sessions.ts';
import { changeOwnPassword, resetUserPassword } from '../accounts/user-passwords.ts';
import { addUser, listUsers, removeUser } from '../accounts/users.ts';
import { dashboardRouterOf, ownerProcedure, sessionProcedure } from './dashboard-trpc.ts';

/** Long enough for any password the rules accept; the rules themselves (passwords.ts) say why one is refused. */
const passwordInput = z.string().max(1000);

/** The signed-in user. */
export const meRouter = dashboardRouterOf({
  get: sessionProcedure.query(async ({ ctx }) => {
    const account = await ctx.services.db.account.findUniqueOrThrow({ where: { id: ctx.accountId } });
    return {
      email: ctx.session.email ?? account.email,
      role: ctx.session.role,
      /** After a reset: the dashboard shows only the password change until it is done. */
      mustChangePassword: ctx.session.mustChangePassword,
      account: { name: account.name, email: account.email, plan: account.plan },
    };
  }),
  /** Ends every session of the signed-in user, this one included. */
  signOutEverywhere: sessionProcedure.mutation(async ({ ctx }) => {
    if (!ctx.session.userId) throw new AppError('invalid_state', { detail: 'this session belongs to no user' });
    return { revoked: await revokeUserSessions(ctx.services.db, ctx.session.userId) };
  }),
  /** Needs the current password; this session stays signed in, every other one of the user ends. */
  changePassword: sessionProcedure
    .input(z.object({ currentPassword: passwordInput.min(1), newPassword: passwordInput }))
    .mutation(({ ctx, input }) => changeOwnPassword(ctx.services.db, ctx.session, input)),
});

/** API keys: created with a role, project scope and expiry, the secret shown once. */
export const keysRouter = dashboardRouterOf({
  list: ownerProcedure.query(async ({ ctx }) => ({ keys: await listApiKeys(ctx.services.db, ctx.accountId) })),

  create: ownerProcedure
    .input(
      z.object({
        name: z.string().trim().max(100).optional(),
        role: z.enum(['READ', 'TRIGGER', 'INGEST']),
        projects: z.array(slugParam).max(100).default([]),
        expiresInDays: z.number().int().min(1).max(3650).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const known = await ctx.services.db.project.findMany({
        where: { accountId: ctx.accountId, slug: { in: input.projects } },
        select: { slug: true },
      });
      const missing = input.projects.filter((s) => !known.some((k) => k.slug === s));
      if (missing.length) throw new AppError('invalid_body', { detail: `unknown project(s): ${missing.join(', ')}` });
      return createApiKey(ctx.services.db, {
        accountId: ctx.accountId,
        role: input.role,
        projectSlugs: input.projects,
        expiresInMs: input.expiresInDays ? input.expiresInDays * 86_400_000 : undefined,
        name: input.name || undefined,
      });
    }),

  revoke: ownerProcedure.input(z.object({ id })).mutation(async ({ ctx, input }) => {
    const key = await ctx.services.db.apiKey.findFirst({ where: { id: input.id, accountId: ctx.accountId } });
    if (!key) throw new AppError('not_found');
    return revokeApiKey(ctx.services.db, key.id);
  }),
});

export const usersRouter = dashboardRouterOf({
  list: ownerProcedure.query(async ({ ctx }) => ({ users: await listUsers(ctx.services.db, ctx.accountId) })),
  /** Without a password, one is generated and shown once (the invite to pass on). */
  add: ownerProcedure
    .input(z.object({ email: z.string().min(3).max(254), role: z.enum(['OWNER', 'MEMBER']), password: z.string().max(200).optional() }))
    .mutation(({ ctx, input }) => addUser(ctx.services.db, { accountId: ctx.accountId, ...input })),
  remove: ownerProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => removeUser(ctx.services.db, ctx.accountId, input.id, ctx.session.userId)),
  /** Sets another user's password (without one, generates it and shows it once) and ends all their sessions. */
  resetPassword: ownerProcedure.input(z.object({ id, password: passwordInput.optional() })).mutation(({ ctx, input }) =>
    resetUserPassword(ctx.services.db, {
      accountId: ctx.accountId,
      user: { id: input.id },
      actingUserId: ctx.session.userId,
      password: input.password,
    }),
  ),
});

export const planRouter = dashboardRouterOf({
  usage: ownerProcedure.query(({ ctx }) => planUsage(ctx.services.db, ctx.accountId)),
});
