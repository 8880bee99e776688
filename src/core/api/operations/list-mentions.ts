import { sqlPool } from '../../../db/client.ts';
import { listOf, mentionSchema, observationListInput } from '../../contract/schemas.ts';
import { listMentions as listMentionsOf } from '../../observations/observations.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { origin } from '../operation-examples.ts';

/** The mentions REST lists. listMentionsFiltered (the dashboard's, GraphQL's and the tool's, with more filters) answers the same output under the same access object: a rule on one holds for both. */
export const listMentions = defineOperation({
  input: observationListInput,
  output: listOf(mentionSchema),
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/mentions',
    tag: 'Visibility',
    summary: 'Brands mentioned in AI answers, newest first',
    description:
      "Brands (the client, competitors, third parties) named in AI answers for the project's prompts, with their role and sentiment, newest observation first; filter by `engine` and observation time.",
    example: {
      data: [
        {
          id: 'men_0197a1c2b3d47e8f9a0b1c2d3e4f5a71',
          engine: 'CHATGPT',
          observedAt: '2025-06-09T09:10:02.000Z',
          name: 'Northwind Coffee Roasters',
          normalizedName: 'northwind coffee roasters',
          kind: 'CLIENT',
          role: 'RECOMMENDED',
          sentiment: 'POSITIVE',
          mentionConfidence: 90,
          context: 'For single-origin beans shipped fresh, Northwind Coffee Roasters is a popular choice.',
          ...origin,
          judgeStatus: 'JUDGED',
          judgedRole: 'LISTED',
          judgedSentiment: 'POSITIVE',
          judgeEvidence: 'For single-origin beans shipped fresh, Northwind Coffee Roasters is a popular choice.',
          judgeModel: 'gpt-5-nano',
          judgeFailure: null,
          judgeAgrees: false,
        },
      ],
      nextCursor: null,
    },
  },
  resolve: ({ ctx, input }) => listMentionsOf(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
});
