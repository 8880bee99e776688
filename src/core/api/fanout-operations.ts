// The fan-out reads as operations of the API (entries of apiSchemas, core/api/api-router.ts): the
// searches the engines ran, one row per search, and the fan-out report, on REST (the GET routes
// below), GraphQL (fields of Project), MCP tools and the dashboard. Definitions: docs/fanout.md.
import { sqlPool } from '../../db/client.ts';
import { access } from './operation-access.ts';
import { DEFAULT_TOP_LIMIT } from '../kernel/pagination.ts';
import { page, procedureOf } from './operation-procedure.ts';
import { fanoutReport } from '../fanout/fanout-report.ts';
import { listSearchQueries } from '../fanout/searches.ts';
import { fanoutReportInput, fanoutReportOutput, searchQueryListInput, searchQueryListOutput } from '../fanout/contract.ts';

const protect = true;
const tags = ['Visibility'];
const filters =
  '`engine`, `trackedPromptId` and `auditRunId` narrow the answers; only answered answers count. An engine that does not expose its searches (those read through SerpApi) has none: nothing is guessed. A search led to a citation when the answer cites a URL the provider says that search found; null when the provider does not link searches to results (docs/fanout.md).';

export const fanoutOperations = {
  listSearchQueries: {
    input: searchQueryListInput,
    output: searchQueryListOutput,
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/search-queries',
      protect,
      tags,
      summary: 'The searches AI engines ran for each answer (fan-out), in order',
      description:
        'One row per search of each answer to the project’s prompts: the query, the results the provider links to it, and whether it led to a citation (any, the client’s, a competitor’s). Ordered by askedAt, then answer, then the search’s position; `from`/`to` bound askedAt. Keyset pagination: pass `nextCursor` as `cursor` with the same parameters. ' +
        filters,
    },
  },
  fanoutReport: {
    input: fanoutReportInput,
    output: fanoutReportOutput,
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/fanout',
      protect,
      tags,
      summary: 'What AI engines searched for: queries by frequency, engine and prompt, new and vanished',
      description:
        `Over the answers asked in the range (\`from\`/\`to\`, default: the 30 days up to now, at most 400 days): searches by engine (how many answers expose them), the \`limit\` (default ${DEFAULT_TOP_LIMIT}) queries searched most (grouped ignoring case and whitespace) with the searches that led to a client’s or a competitor’s citation, the \`limit\` prompts whose answers searched most with their top queries, and the queries new and vanished in the latest completed audit (or \`auditRunId\`) against the previous completed audit. ` +
        filters,
    },
  },
} as const;

/** Their procedures, spread into the API's router (api-router.ts). */
export const fanoutProcedures = {
  listSearchQueries: procedureOf(fanoutOperations.listSearchQueries).query(({ ctx, input }) =>
    page(ctx, listSearchQueries(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input)),
  ),

  fanoutReport: procedureOf(fanoutOperations.fanoutReport).query(async ({ ctx, input }) => ({
    data: await fanoutReport(ctx.services.db, ctx.principal, input),
  })),
};
