import { sqlPool } from '../../../db/client.ts';
import { firstScoreHistoryPages, scoreHistory as scoreHistoryOf } from '../../audits/audit-runs.ts';
import { auditRunSummarySchema, listOf, scoreHistoryInput } from '../../contract/schemas.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { cursor, previousRunId, run } from '../operation-examples.ts';

const noScores = { overall: null, citability: null, brand: null, eeat: null, technical: null, schema: null, platform: null };

export const scoreHistory = defineOperation({
  input: scoreHistoryInput,
  output: listOf(auditRunSummarySchema),
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/score-history',
    tag: 'Audits',
    summary: 'Audit runs of the project, newest first',
    description:
      'Every audit run of the project (running, completed and failed) by run date, newest first, with scores and deltas against the previous completed run. `from`/`to` bound the run date.',
    example: {
      data: [
        run,
        {
          id: previousRunId,
          status: 'FAILED',
          runDate: '2025-06-02T09:00:00.000Z',
          pagesAnalyzed: 0,
          findingsCount: 0,
          scores: noScores,
          deltas: noScores,
          failure: {
            code: 'site_unreachable',
            message: 'The home page https://northwindcoffee.com/ could not be fetched: DNS lookup failed (ENOTFOUND).',
          },
        },
      ],
      nextCursor: cursor,
    },
  },
  mcp: {
    name: 'get_score_history',
    title: 'Score history',
    description: `Audit runs of a project (RUNNING, COMPLETED, FAILED), newest first, with their site scores and deltas.`,
  },
  resolve: ({ ctx, input }) => scoreHistoryOf(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
  resolveSeveral: ({ ctx, slugs, filter }) =>
    firstScoreHistoryPages(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, slugs, filter),
});
