/**
 * The dashboard's AI crawlers page: the bots report, the referrals report and the page funnel,
 * each the API operation's (run with the session as the principal, api-operations.ts), so the
 * page shows the figures REST, GraphQL and MCP answer; and the project's log drains, listed,
 * created and deleted by the API's drain operations (core/api/operations/create-log-drain.ts and
 * its two neighbours), whose role rules apply as they are: a session is a read-and-trigger
 * principal (dashboard-trpc.ts), which creating and deleting a drain require.
 */
import { z } from 'zod';
import { projectInput, slugParam as slug } from '../contract/schemas.ts';
import { crawlerClassValues, funnelSegmentValues, funnelSortValues } from '../crawlers-report/contract.ts';
import { createDrainInput, drainIdInput } from '../crawlers/drains.ts';
import { runOperation } from './api-operations.ts';
import { dashboardProcedure } from './dashboard-trpc.ts';

const dateTime = z.iso.datetime({ offset: true });
const rangeInput = z.object({ slug, from: dateTime.optional(), to: dateTime.optional() });

export const crawlerProcedures = {
  crawlerBots: dashboardProcedure
    .input(rangeInput.extend({ botClass: z.enum(crawlerClassValues).optional(), limit: z.number().int().min(1).max(100).optional() }))
    .query(async ({ ctx, input }) => (await runOperation(ctx, 'botsReport', input)).data),

  crawlerReferrals: dashboardProcedure
    .input(rangeInput.extend({ limit: z.number().int().min(1).max(100).optional() }))
    .query(async ({ ctx, input }) => (await runOperation(ctx, 'referralsReport', input)).data),

  crawlerFunnel: dashboardProcedure
    .input(
      rangeInput.extend({
        sort: z.enum(funnelSortValues).optional(),
        segment: z.enum(funnelSegmentValues).optional(),
        limit: z.number().int().min(1).max(100).optional(),
        cursor: z.string().min(1).max(1024).optional(),
      }),
    )
    .query(({ ctx, input }) => runOperation(ctx, 'pageFunnel', input)),

  crawlerDrains: dashboardProcedure
    .input(projectInput)
    .query(async ({ ctx, input }) => (await runOperation(ctx, 'listLogDrains', input)).data),

  /** The new drain with its secret: the only answer that carries it. */
  createCrawlerDrain: dashboardProcedure
    .input(createDrainInput)
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'createLogDrain', input)).data),

  deleteCrawlerDrain: dashboardProcedure
    .input(drainIdInput)
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'deleteLogDrain', input)).data),
};
