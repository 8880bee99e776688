import { z } from 'zod';
import { clearBrand, listWorkspaceBrands, setBrand } from '../branding/brand.ts';
import { logoFromBase64 } from '../branding/logo.ts';
import { dashboardRouterOf, ownerProcedure } from './dashboard-trpc.ts';

/**
 * Settings area (owners): the agency brand of the account's workspaces. The input schema only
 * bounds sizes; the rules and their error codes (invalid_brand_name, invalid_color, invalid_logo,
 * unsafe_logo, logo_too_large) are core's, the same for the CLI.
 */
export const brandRouter = dashboardRouterOf({
  list: ownerProcedure.query(async ({ ctx }) => ({ workspaces: await listWorkspaceBrands(ctx.services.db, ctx.accountId) })),

  /** An absent field stays as it is; null clears the colour or the logo. The logo is the file's bytes in base64. */
  set: ownerProcedure
    .input(
      z.object({
        workspaceSlug: z.string().min(1).max(100).optional(),
        name: z.string().max(1000).optional(),
        color: z.string().max(100).nullable().optional(),
        logoBase64: z.string().nullable().optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      setBrand(ctx.services.db, ctx.accountId, input.workspaceSlug, {
        name: input.name,
        color: input.color,
        logo: input.logoBase64 === undefined || input.logoBase64 === null ? input.logoBase64 : logoFromBase64(input.logoBase64),
      }),
    ),

  clear: ownerProcedure
    .input(z.object({ workspaceSlug: z.string().min(1).max(100).optional() }))
    .mutation(({ ctx, input }) => clearBrand(ctx.services.db, ctx.accountId, input.workspaceSlug)),
});
