import { sqlPool } from '../../../db/client.ts';
import { mentionSchema, observationListInput } from '../../contract/schemas.ts';
import { firstMentionPages, listMentions as listMentionsOf } from '../../observations/observations.ts';
import { defineOperation } from '../define-operation.ts';
import { listMentions } from './list-mentions.ts';

/** listMentions with the kind and role filters of the dashboard's list, GraphQL and the tool (REST has no such parameters): its output and access, the same objects. */
export const listMentionsFiltered = defineOperation({
  input: observationListInput.extend({ kind: mentionSchema.shape.kind.optional(), role: mentionSchema.shape.role.optional() }),
  output: listMentions.output,
  access: listMentions.access,
  reads: 'replica',
  mcp: {
    name: 'list_mentions',
    title: 'List mentions',
    description: `Each brand an engine named, newest first, with the answer excerpt. kind: CLIENT (the project's brand), COMPETITOR (tracked), THIRD_PARTY (another brand), CATEGORY. role: RECOMMENDED, LISTED, COMPARED, CRITICIZED, EXCLUDED (advised against), UNKNOWN. sentiment: POSITIVE, NEUTRAL, NEGATIVE, MIXED (null for categories). Filter by \`kind\`, \`role\`, \`engine\`. For shares use get_share_of_voice.`,
  },
  resolve: ({ ctx, input }) => listMentionsOf(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
  resolveSeveral: ({ ctx, slugs, filter }) =>
    firstMentionPages(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, slugs, filter),
});
