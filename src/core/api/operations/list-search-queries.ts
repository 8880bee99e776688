import { sqlPool } from '../../../db/client.ts';
import { searchQueryListInput, searchQueryListOutput } from '../../fanout/contract.ts';
import { listSearchQueries as listSearchQueriesOf } from '../../fanout/searches.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { cursor, origin, runId } from '../operation-examples.ts';
import { fanoutFilters } from '../operation-texts.ts';

export const listSearchQueries = defineOperation({
  input: searchQueryListInput,
  output: searchQueryListOutput,
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/search-queries',
    tag: 'Visibility',
    summary: 'The searches AI engines ran for each answer (fan-out), in order',
    description:
      'One row per search of each answer to the project’s prompts: the query, the results the provider links to it, and whether it led to a citation (any, the client’s, a competitor’s). Ordered by askedAt, then answer, then the search’s position; `from`/`to` bound askedAt. Keyset pagination: pass `nextCursor` as `cursor` with the same parameters. ' +
      fanoutFilters,
    example: {
      data: [
        {
          id: `${origin.answerId}#000001`,
          engineAnswerId: origin.answerId,
          auditRunId: runId,
          trackedPromptId: origin.promptId,
          promptText: origin.promptText,
          engine: 'CHATGPT',
          model: 'gpt-5-mini',
          sample: 1,
          askedAt: '2025-06-09T09:02:11.000Z',
          position: 1,
          query: 'best pour-over coffee subscription',
          foundUrls: ['https://northwindcoffee.com/subscriptions', 'https://www.example-reviews.com/coffee-clubs'],
          ledToCitation: true,
          ledToClientCitation: true,
          ledToCompetitorCitation: false,
        },
        {
          id: 'ans_0197a1c2b3d47e8f9a0b1c2d3e4f5a82#000001',
          engineAnswerId: 'ans_0197a1c2b3d47e8f9a0b1c2d3e4f5a82',
          auditRunId: runId,
          trackedPromptId: origin.promptId,
          promptText: origin.promptText,
          engine: 'GEMINI',
          model: 'gemini-2.5-flash',
          sample: 1,
          askedAt: '2025-06-09T09:02:14.000Z',
          position: 1,
          query: 'coffee subscription pour-over',
          foundUrls: null,
          ledToCitation: null,
          ledToClientCitation: null,
          ledToCompetitorCitation: null,
        },
      ],
      nextCursor: cursor,
    },
  },
  mcp: {
    name: 'list_search_queries',
    title: 'List the searches engines ran',
    description: `Each search an engine ran per answer, in order: query, foundUrls, ledToCitation / ledToClientCitation / ledToCompetitorCitation (null: provider links no results to searches). For counts use get_search_fanout.`,
  },
  resolve: ({ ctx, input }) => listSearchQueriesOf(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
});
