import { groupedVisibilityInput, visibilityBucketsOutput } from '../../contract/aggregates.ts';
import { visibilities, visibility as visibilityOf } from '../../analytics/visibility.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { eachAsData } from '../operation-batch.ts';
import { answerWindow } from '../operation-texts.ts';

export const visibility = defineOperation({
  input: groupedVisibilityInput,
  output: visibilityBucketsOutput,
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/visibility',
    tag: 'Visibility',
    summary: "The client's visibility per bucket (prompt, engine, day, week, month)",
    description:
      "Mention rate, citation rate, share of voice, average position and sentiment of the client per bucket, with the counts behind each and 95% intervals. `groupBy` takes one to three groupings: `PROMPT,ENGINE` gives the prompt x engine matrix (each cell a bucket, with the prompt's text). " +
      answerWindow +
      ' Without `from`/`to`, all time.',
    example: {
      data: [
        {
          key: 'prm_0197a1c2b3d47e8f9a0b1c2d3e4f5a80|CHATGPT',
          keys: ['prm_0197a1c2b3d47e8f9a0b1c2d3e4f5a80', 'CHATGPT'],
          start: null,
          engine: 'CHATGPT',
          promptId: 'prm_0197a1c2b3d47e8f9a0b1c2d3e4f5a80',
          promptText: 'best coffee subscription for pour-over',
          answers: 14,
          answersMentioningClient: 11,
          mentionRate: 78.57,
          clientMentions: 11,
          competitorMentions: 29,
          shareOfVoice: 27.5,
          rankedAnswers: 11,
          avgPosition: 2.82,
          avgPositionLow: 1.62,
          avgPositionHigh: 4.01,
          sentimentMentions: 11,
          positiveMentions: 3,
          negativeMentions: 2,
          sentimentScore: 9.09,
          answersCitingClient: 3,
          citationRate: 21.43,
          mentionRateLow: 52.41,
          mentionRateHigh: 92.43,
          citationRateLow: 7.57,
          citationRateHigh: 47.59,
          shareOfVoiceLow: 20.29,
          shareOfVoiceHigh: 36.1,
        },
      ],
    },
  },
  mcp: {
    name: 'get_visibility_breakdown',
    title: 'Visibility by prompt, engine or time',
    description: `The client's figures per \`groupBy\` bucket ([PROMPT, ENGINE]: the prompt x engine matrix). Per bucket: answers, mentionRate, citationRate, shareOfVoice, avgPosition, sentiment, with intervals. Default: all time.`,
  },
  resolve: async ({ ctx, input }) => ({ data: await visibilityOf(ctx.services.db, ctx.principal, input) }),
  resolveSeveral: ({ ctx, slugs, filter }) => eachAsData(visibilities(ctx.services.db, ctx.principal, slugs, filter)),
});
