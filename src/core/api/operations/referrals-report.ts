import { referralsReportInput, referralsReportOutput } from '../../crawlers-report/contract.ts';
import { referralsReport as referralsReportOf } from '../../crawlers-report/referrals-report.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { crawlerRange } from '../operation-texts.ts';

export const referralsReport = defineOperation({
  input: referralsReportInput,
  output: referralsReportOutput,
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/referrals',
    tag: 'Crawlers',
    summary: 'Visits AI products referred to the site (a floor)',
    description:
      'Visits whose referrer or `utm_source` is an AI product (ChatGPT, Perplexity, Claude, Gemini, Copilot...), by product, UTC day and the `limit` (default 10) top landing pages. A floor: many visits from AI answers carry no referrer and cannot be counted. ' +
      crawlerRange,
    example: {
      data: {
        from: '2026-06-01T00:00:00.000Z',
        to: '2026-06-30T23:59:59.999Z',
        visits: 6,
        products: [
          { product: 'chatgpt', visits: 5, share: 83.33 },
          { product: 'perplexity', visits: 1, share: 16.67 },
        ],
        days: [{ day: '2026-06-01', product: 'chatgpt', visits: 3 }],
        landingPages: [
          {
            path: '/pricing',
            visits: 4,
            products: [
              { product: 'chatgpt', visits: 3 },
              { product: 'perplexity', visits: 1 },
            ],
          },
        ],
      },
    },
  },
  mcp: {
    name: 'get_ai_referrals',
    title: 'Visits sent by AI products',
    description: `Visits AI products (ChatGPT, Perplexity...) referred, by product, day and landing page. A floor: visits without a referrer are not counted.`,
  },
  resolve: async ({ ctx, input }) => ({ data: await referralsReportOf(ctx.services.db, ctx.principal, input) }),
});
