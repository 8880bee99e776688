import { brandShareGroupsOutput, brandSharesInput } from '../../contract/aggregates.ts';
import { brandShareGroupsOf, brandShares } from '../../analytics/share-of-voice.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { eachAsData } from '../operation-batch.ts';
import { answerWindow } from '../operation-texts.ts';

export const shareOfVoice = defineOperation({
  input: brandSharesInput,
  output: brandShareGroupsOutput,
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/share-of-voice',
    tag: 'Visibility',
    summary: 'Share of voice of the client and each competitor, with intervals',
    description:
      'Each brand (the client under the project name, each competitor) with its share of the client and competitor mentions, a 95% interval clustered by answer, its mentions, the answers naming it and its mention rate; one group over the range, or per `groupBy` (ENGINE, PROMPT and/or one of DAY, WEEK, MONTH) for a comparison by engine or prompt (`PROMPT,ENGINE`: each brand in the cells of the prompt x engine matrix) or a trend. ' +
      answerWindow +
      ' Without `from`/`to`, all time.',
    example: {
      data: [
        {
          engine: 'CHATGPT',
          promptId: null,
          start: null,
          answers: 56,
          brandMentions: 160,
          brands: [
            {
              name: 'Northwind Coffee Roasters',
              normalizedName: null,
              kind: 'CLIENT',
              isClient: true,
              mentions: 43,
              answers: 43,
              mentionRate: 76.79,
              mentionRateLow: 64.23,
              mentionRateHigh: 85.9,
              share: 26.88,
              shareLow: 23.73,
              shareHigh: 30.27,
            },
            {
              name: 'Bluebird Roasting Co.',
              normalizedName: 'bluebird roasting co',
              kind: 'COMPETITOR',
              isClient: false,
              mentions: 42,
              answers: 42,
              mentionRate: 75,
              mentionRateLow: 62.31,
              mentionRateHigh: 84.48,
              share: 26.25,
              shareLow: 23.22,
              shareHigh: 29.53,
            },
          ],
        },
      ],
    },
  },
  mcp: {
    name: 'get_share_of_voice',
    title: 'Share of voice by brand',
    description: `Answers "which competitor is mentioned more than us (on ChatGPT)?": the client and each competitor with its share of brand mentions, 95% interval, mentions and answers naming it, most mentioned first; one group or per \`groupBy\` (a trend). Default: all time.`,
  },
  resolve: async ({ ctx, input }) => ({ data: await brandShares(ctx.services.db, ctx.principal, input) }),
  resolveSeveral: ({ ctx, slugs, filter }) => eachAsData(brandShareGroupsOf(ctx.services.db, ctx.principal, slugs, filter)),
});
