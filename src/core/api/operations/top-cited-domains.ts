import { topCitedDomainsInput, topCitedDomainsSchema } from '../../contract/aggregates.ts';
import { topCitedDomains as topCitedDomainsFor, topCitedDomainsOf } from '../../analytics/top-cited.ts';
import { DEFAULT_TOP_LIMIT } from '../../kernel/pagination.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { eachAsData } from '../operation-batch.ts';

export const topCitedDomains = defineOperation({
  input: topCitedDomainsInput,
  output: topCitedDomainsSchema,
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/cited-domains',
    tag: 'Visibility',
    summary: 'The domains the engines cite most: a leaderboard',
    description:
      `The \`limit\` (default ${DEFAULT_TOP_LIMIT})` +
      " most cited domains of the project's answers, with their citations, the answers citing them, their share of all citations, the engines that cited them and whether each is the client's or a competitor's. With `from`, also their citations and share in the previous period of the same length and the change of share. `from`/`to` bound the citations by the time they were observed; without them, all time.",
    example: {
      data: [
        {
          domain: 'news.example',
          citations: 20,
          answers: 20,
          isClient: false,
          isCompetitor: false,
          share: 62.5,
          engines: ['CHATGPT', 'CLAUDE'],
          previousCitations: 4,
          previousShare: 25,
          shareChange: 37.5,
        },
      ],
    },
  },
  mcp: {
    name: 'top_cited_domains',
    title: 'Most cited domains',
    description: `Answers "which sources do the engines cite most?": domains by citations, with share of all citations, engines citing them, client or competitor owner; with \`from\`, the change of share against the previous period of the same length.`,
  },
  resolve: async ({ ctx, input: { limit, ...window } }) => ({
    data: await topCitedDomainsFor(ctx.services.db, ctx.principal, { ...window, first: limit }),
  }),
  resolveSeveral: ({ ctx, slugs, filter: { limit: first, ...filter } }) =>
    eachAsData(topCitedDomainsOf(ctx.services.db, ctx.principal, slugs, { ...filter, first })),
});
