import { summaryInput, visibilityOverviewSchema } from '../../contract/aggregates.ts';
import { visibilityOverview as visibilityOverviewOf } from '../../analytics/visibility-overview.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';

/** The assistants' get_visibility: the summary, each engine, and the latest audit's stored changes in one call; no REST route. */
export const visibilityOverview = defineOperation({
  input: summaryInput,
  output: visibilityOverviewSchema,
  access: access(),
  reads: 'replica',
  mcp: {
    name: 'get_visibility',
    title: 'How visible is the client, and did it change',
    description: `Answers "how visible are we?" and "did it change since the last audit?" in one call. summary: the client's mentionRate (answers naming it), citationRate (answers citing its domain), shareOfVoice (its share of client and competitor mentions), avgPosition (rank among brands named, 1 = first) over from..to against the previous period of the same length: change, interval, adjusted p-value, significant, verdict (up, down, steady, too_few_answers, no_data). byEngine: per engine. latestAudit: the latest audit against the one before. Percents 0-100, null when nothing to divide by; intervals are 95%.`,
  },
  resolve: async ({ ctx, input }) => ({ data: await visibilityOverviewOf(ctx.services.db, ctx.principal, input) }),
});
