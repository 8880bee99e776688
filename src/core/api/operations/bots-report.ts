import { botsReport as botsReportOf } from '../../crawlers-report/bots-report.ts';
import { botsReportInput, botsReportOutput } from '../../crawlers-report/contract.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { crawlerRange } from '../operation-texts.ts';

export const botsReport = defineOperation({
  input: botsReportInput,
  output: botsReportOutput,
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/crawlers',
    tag: 'Crawlers',
    summary: 'AI crawler hits from the site’s logs: by day and class, bot, page, status, verification',
    description:
      "The AI bots that read the client's site, from its imported logs: hits per UTC day and class (TRAINING, SEARCH_INDEX, USER_FETCH, AGENT), the `limit` (default 10) bots and pages with the most hits, hits by HTTP status and the share of each verification. Verified hits (address in the operator's published ranges) are the headline; `otherHits` are claimed but unverified or AI-looking hits, never counted as the bot. " +
      crawlerRange,
    example: {
      data: {
        from: '2026-06-01T00:00:00.000Z',
        to: '2026-06-30T23:59:59.999Z',
        botClass: null,
        hits: 23,
        verifiedHits: 20,
        otherHits: 3,
        verification: [
          { verification: 'VERIFIED', hits: 20, share: 86.96 },
          { verification: 'CLAIMED_UNVERIFIED', hits: 2, share: 8.7 },
          { verification: 'UNKNOWN_AI_LIKE', hits: 1, share: 4.35 },
        ],
        days: [
          { day: '2026-06-01', botClass: 'SEARCH_INDEX', verifiedHits: 8, otherHits: 0 },
          { day: '2026-06-02', botClass: 'TRAINING', verifiedHits: 4, otherHits: 2 },
        ],
        bots: [
          {
            bot: 'oai-searchbot',
            operator: 'OpenAI',
            botClass: 'SEARCH_INDEX',
            verifiedHits: 8,
            otherHits: 0,
            lastHitAt: '2026-06-01T11:00:00.000Z',
          },
        ],
        topPages: [{ path: '/pricing', verifiedHits: 8, otherHits: 0 }],
        statuses: [
          { status: 200, verifiedHits: 14, otherHits: 3 },
          { status: 403, verifiedHits: 6, otherHits: 0 },
        ],
      },
    },
  },
  mcp: {
    name: 'get_ai_crawlers',
    title: 'AI bots reading the site',
    description: `Which AI bots read the site (its logs): hits per day and class, top bots and pages, statuses, verification shares. verifiedHits (address in the operator's ranges) are the headline.`,
  },
  resolve: async ({ ctx, input }) => ({ data: await botsReportOf(ctx.services.db, ctx.principal, input) }),
});
