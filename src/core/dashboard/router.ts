import { z } from 'zod';
import { updateFinding, updateFindingInput } from '../finding-status.ts';
import { listDeliveries, replayDelivery, replayHeldDeliveries } from '../webhooks/deliveries.ts';
import {
  createEndpoint,
  deleteEndpoint,
  enableEndpoint,
  getEndpoint,
  listEndpoints,
  pauseEndpoint,
  revealSecret,
  rotateSecret,
} from '../webhooks/endpoints.ts';
import { webhookEventTypeSchema } from '../webhooks/events.ts';
import { dashboardProcedure, dashboardRouterOf } from './trpc.ts';

const endpointInput = z.object({ id: z.string().min(1).max(100) });

/** Settings area: webhook endpoints of the signed-in account. Thin: input schema, then core. */
const webhooksRouter = dashboardRouterOf({
  list: dashboardProcedure.query(async ({ ctx }) => ({ endpoints: await listEndpoints(ctx.services.db, ctx.accountId) })),

  get: dashboardProcedure.input(endpointInput).query(({ ctx, input }) => getEndpoint(ctx.services.db, ctx.scope, input.id)),

  /** Both events unless `events` narrows them. The secret is in the answer (and in `secret`). */
  create: dashboardProcedure
    .input(z.object({ url: z.string().min(1).max(2048), events: z.array(webhookEventTypeSchema).min(1).optional() }))
    .mutation(({ ctx, input }) => createEndpoint(ctx.services, { accountId: ctx.accountId, url: input.url, events: input.events })),

  secret: dashboardProcedure.input(endpointInput).query(({ ctx, input }) => revealSecret(ctx.services, ctx.scope, input.id)),

  rotateSecret: dashboardProcedure
    .input(endpointInput)
    .mutation(({ ctx, input }) => rotateSecret(ctx.services, ctx.scope, input.id)),

  delete: dashboardProcedure.input(endpointInput).mutation(({ ctx, input }) => deleteEndpoint(ctx.services.db, ctx.scope, input.id)),

  pause: dashboardProcedure.input(endpointInput).mutation(({ ctx, input }) => pauseEndpoint(ctx.services.db, ctx.scope, input.id)),

  enable: dashboardProcedure.input(endpointInput).mutation(({ ctx, input }) => enableEndpoint(ctx.services.db, ctx.scope, input.id)),

  deliveries: dashboardProcedure
    .input(endpointInput.extend({ limit: z.number().int().min(1).max(100).optional() }))
    .query(({ ctx, input }) => listDeliveries(ctx.services.db, ctx.scope, input.id, input.limit)),

  replay: dashboardProcedure
    .input(z.object({ deliveryId: z.string().min(1).max(100) }))
    .mutation(({ ctx, input }) => replayDelivery(ctx.services.db, ctx.scope, input.deliveryId)),

  replayHeld: dashboardProcedure
    .input(endpointInput)
    .mutation(({ ctx, input }) => replayHeldDeliveries(ctx.services.db, ctx.scope, input.id)),
});

/** Findings of the signed-in account's projects: workflow status and notes. */
const findingsRouter = dashboardRouterOf({
  update: dashboardProcedure
    .input(updateFindingInput)
    .mutation(({ ctx, input }) => updateFinding(ctx.services.db, { accountId: ctx.accountId, projectIds: null }, input)),
});

export const dashboardRouter = dashboardRouterOf({ webhooks: webhooksRouter, findings: findingsRouter });
export type DashboardRouter = typeof dashboardRouter;
