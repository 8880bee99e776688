import { z } from 'zod';
import { idParam as id, slugParam as slug } from '../contract/schemas.ts';
import { trackingOverviewFor } from '../tracking/for-principal.ts';
import { competitorInput, promptInput, trackingSettingsInput } from '../tracking/schemas.ts';
import { runOperation } from './api-operations.ts';
import { dashboardProcedure, dashboardRouterOf } from './dashboard-trpc.ts';

/**
 * The Tracking setup page: a project's prompts, competitors, brand aliases, engines and audit
 * cadence. Owners and members alike (they act on projects). Thin: an input schema, then the API's
 * operation that GraphQL's tracking mutations run too (api-operations.ts), with the session as the
 * principal; the overview is the dashboard's own read.
 */
const removal = z.object({ slug, id });

export const trackingRouter = dashboardRouterOf({
  list: dashboardProcedure
    .input(z.object({ slug }))
    .query(({ ctx, input }) =>
      trackingOverviewFor(ctx.services.db, ctx.principal, input.slug, ctx.services.config.engines, ctx.services.config.roleJudge),
    ),

  addPrompt: dashboardProcedure
    .input(promptInput.extend({ slug }))
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'addTrackedPrompt', input)).data),

  removePrompt: dashboardProcedure
    .input(removal)
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'removeTrackedPrompt', input)).data),

  addCompetitor: dashboardProcedure
    .input(competitorInput.extend({ slug }))
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'addCompetitor', input)).data),

  removeCompetitor: dashboardProcedure
    .input(removal)
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'removeCompetitor', input)).data),

  /** Only the fields given change; `engines: []` means every configured engine, `auditEveryDays: null` no schedule. */
  updateSettings: dashboardProcedure
    .input(trackingSettingsInput.extend({ slug }))
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'updateTrackingSettings', input)).data),
});
