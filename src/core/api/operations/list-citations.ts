import { sqlPool } from '../../../db/client.ts';
import { citationSchema, listOf, observationListInput } from '../../contract/schemas.ts';
import { firstCitationPages, listCitations as listCitationsOf } from '../../observations/observations.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { origin } from '../operation-examples.ts';

export const listCitations = defineOperation({
  input: observationListInput,
  output: listOf(citationSchema),
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/citations',
    tag: 'Visibility',
    summary: 'Sources cited in AI answers, newest first',
    description:
      "Sources (URLs) that AI answer engines cited when answering the project's prompts, newest observation first; filter by `engine` and observation time.",
    example: {
      data: [
        {
          id: 'cit_0197a1c2b3d47e8f9a0b1c2d3e4f5a70',
          engine: 'PERPLEXITY',
          observedAt: '2025-06-09T09:12:31.000Z',
          url: 'https://northwindcoffee.com/guides/cold-brew',
          normalizedUrl: 'https://northwindcoffee.com/guides/cold-brew',
          host: 'northwindcoffee.com',
          title: 'Cold brew at home: a complete guide',
          position: 1,
          isClientDomain: true,
          isCompetitorDomain: false,
          citationConfidence: 95,
          matchedEntity: 'Northwind Coffee Roasters',
          ...origin,
        },
      ],
      nextCursor: null,
    },
  },
  mcp: {
    name: 'list_citations',
    title: 'List citations',
    description: `Each source (URL) an engine cited, newest first: engine, url, host, title, position, owner flags. For counts per domain use top_cited_domains.`,
  },
  resolve: ({ ctx, input }) => listCitationsOf(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
  resolveSeveral: ({ ctx, slugs, filter }) =>
    firstCitationPages(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, slugs, filter),
});
