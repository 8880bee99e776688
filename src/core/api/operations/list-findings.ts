import { z } from 'zod';
import { sqlPool } from '../../../db/client.ts';
import { findingSchema, findingsInput, listOf } from '../../contract/schemas.ts';
import { listFindings as listFindingsOf } from '../../findings/findings.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { runId } from '../operation-examples.ts';

/** The findings REST lists. listFindingsFiltered (GraphQL's, with more filters) answers the same output under the same access object. */
export const listFindings = defineOperation({
  input: findingsInput,
  output: listOf(findingSchema).extend({ auditRunId: z.string().nullable() }),
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/findings',
    tag: 'Audits',
    summary: 'Prioritized findings of an audit run, CRITICAL first',
    description:
      'Findings of one audit run ordered by severity (CRITICAL first). Defaults to the latest completed run; `auditRunId` selects another run of the project. `auditRunId` in the answer is null when the project has no completed run.',
    example: {
      data: [
        {
          id: 'fnd_0197a1c2b3d47e8f9a0b1c2d3e4f5a72',
          severity: 'CRITICAL',
          category: 'TECHNICAL',
          status: 'OPEN',
          title: 'robots.txt blocks GPTBot',
          description: 'robots.txt disallows GPTBot for the whole site, so ChatGPT cannot read or cite its pages.',
          recommendation: 'Remove the Disallow rule for GPTBot, or allow the sections you want cited.',
          affectedUrl: 'https://northwindcoffee.com/robots.txt',
          timeline: 'Within 1 week',
          expectedImpact: 'Pages become eligible for citation in ChatGPT answers.',
          resolvedAt: null,
          notes: null,
        },
      ],
      nextCursor: null,
      auditRunId: runId,
    },
  },
  mcp: {
    name: 'list_findings',
    title: 'List findings',
    description: `Prioritized recommendations of an audit, CRITICAL first (default: latest completed audit, its id in \`auditRunId\`).`,
  },
  resolve: ({ ctx, input }) => listFindingsOf(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
});
