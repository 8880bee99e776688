/**
 * What the engines searched for (docs/fanout.md), as the dashboard shows it on the answers of a
 * tracked prompt: the API's fanoutReport operation, run with the session as the principal
 * (api-operations.ts), so the page shows what REST, GraphQL and MCP answer.
 */
import { fanoutReportInput } from '../fanout/contract.ts';
import { runOperation } from './api-operations.ts';
import { dashboardProcedure } from './dashboard-trpc.ts';

export const fanoutProcedures = {
  fanout: dashboardProcedure
    .input(fanoutReportInput)
    .query(async ({ ctx, input }) => (await runOperation(ctx, 'fanoutReport', input)).data),
};
