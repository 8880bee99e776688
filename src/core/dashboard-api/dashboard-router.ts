import { z } from 'zod';
import { idParam } from '../contract/schemas.ts';
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
import { brandRouter } from './brand-router.ts';
import { projectsRouter } from './projects-router.ts';
import { keysRouter, meRouter, planRouter, usersRouter } from './settings-router.ts';
import { trackingRouter } from './tracking-router.ts';
import { dashboardRouterOf, ownerProcedure } from './dashboard-trpc.ts';

const endpointInput = z.object({ id: idParam });

/** Settings area (owners): webhook endpoints of the signed-in account. Thin: input schema, then core. */
const webhooksRouter = dashboardRouterOf({
  list: ownerProcedure.query(async ({ ctx }) => ({ endpoints: await listEndpoints(ctx.services.db, ctx.accountId) })),

  get: ownerProcedure.input(endpointInput).query(({ ctx, input }) => getEndpoint(ctx.services.db, ctx.scope, input.id)),

  /** Both events unless `events` narrows them. The secret is in the answer (and in `secret`). */
  create: ownerProcedure
    .input(z.object({ url: z.string().min(1).max(2048), events: z.array(webhookEventTypeSchema).min(1).optional() }))
    .mutation(({ ctx, input }) => createEndpoint(ctx.services, { accountId: ctx.accountId, url: input.url, events: input.events })),

  secret: ownerProcedure.input(endpointInput).query(({ ctx, input }) => revealSecret(ctx.services, ctx.scope, input.id)),

  rotateSecret: ownerProcedure.input(endpointInput).mutation(({ ctx, input }) => rotateSecret(ctx.services, ctx.scope, input.id)),

  delete: ownerProcedure.input(endpointInput).mutation(({ ctx, input }) => deleteEndpoint(ctx.services.db, ctx.scope, input.id)),

  pause: ownerProcedure.input(endpointInput).mutation(({ ctx, input }) => pauseEndpoint(ctx.services.db, ctx.scope, input.id)),

  enable: ownerProcedure.input(endpointInput).mutation(({ ctx, input }) => enableEndpoint(ctx.services.db, ctx.scope, input.id)),

  deliveries: ownerProcedure
    .input(endpointInput.extend({ limit: z.number().int().min(1).max(100).optional() }))
    .query(({ ctx, input }) => listDeliveries(ctx.services.db, ctx.scope, input.id, input.limit)),

  replay: ownerProcedure
    .input(z.object({ deliveryId: idParam }))
    .mutation(({ ctx, input }) => replayDelivery(ctx.services.db, ctx.scope, input.deliveryId)),

  replayHeld: ownerProcedure.input(endpointInput).mutation(({ ctx, input }) => replayHeldDeliveries(ctx.services.db, ctx.scope, input.id)),
});

export const dashboardRouter = dashboardRouterOf({
  me: meRouter,
  projects: projectsRouter,
  tracking: trackingRouter,
  keys: keysRouter,
  users: usersRouter,
  plan: planRouter,
  webhooks: webhooksRouter,
  brand: brandRouter,
});
export type DashboardRouter = typeof dashboardRouter;
