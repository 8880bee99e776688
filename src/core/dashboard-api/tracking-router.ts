import { z } from 'zod';
import {
  addCompetitorFor,
  addPromptFor,
  removeCompetitorFor,
  removePromptFor,
  trackingOverviewFor,
  updateTrackingSettingsFor,
} from '../tracking/for-principal.ts';
import { competitorInput, promptInput, trackingSettingsInput } from '../tracking/schemas.ts';
import { dashboardProcedure, dashboardRouterOf } from './dashboard-trpc.ts';

/**
 * The Tracking setup page: a project's prompts, competitors, brand aliases, engines and audit
 * cadence. Owners and members alike (they act on projects). Thin: an input schema, then the same
 * core services GraphQL calls, with the session as the principal.
 */
const slug = z.string().min(1).max(100);
const removal = z.object({ slug, id: z.string().min(1).max(100) });

export const trackingRouter = dashboardRouterOf({
  list: dashboardProcedure
    .input(z.object({ slug }))
    .query(({ ctx, input }) => trackingOverviewFor(ctx.services.db, ctx.principal, input.slug, ctx.services.config.engines)),

  addPrompt: dashboardProcedure
    .input(promptInput.extend({ slug }))
    .mutation(({ ctx, input: { slug, ...prompt } }) => addPromptFor(ctx.services.db, ctx.principal, slug, prompt)),

  removePrompt: dashboardProcedure
    .input(removal)
    .mutation(({ ctx, input }) => removePromptFor(ctx.services.db, ctx.principal, input.slug, input.id)),

  addCompetitor: dashboardProcedure
    .input(competitorInput.extend({ slug }))
    .mutation(({ ctx, input: { slug, ...competitor } }) => addCompetitorFor(ctx.services.db, ctx.principal, slug, competitor)),

  removeCompetitor: dashboardProcedure
    .input(removal)
    .mutation(({ ctx, input }) => removeCompetitorFor(ctx.services.db, ctx.principal, input.slug, input.id)),

  /** Only the fields given change; `engines: []` means every configured engine, `auditEveryDays: null` no schedule. */
  updateSettings: dashboardProcedure
    .input(trackingSettingsInput.extend({ slug }))
    .mutation(({ ctx, input: { slug, ...settings } }) =>
      updateTrackingSettingsFor(ctx.services.db, ctx.principal, slug, settings, ctx.services.config.engines),
    ),
});
