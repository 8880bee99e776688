import { sqlPool } from '../../../db/client.ts';
import { listOf, pageParams, projectListItemSchema } from '../../contract/schemas.ts';
import { listProjects as listProjectsOf } from '../../projects/projects.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { project, runId, run } from '../operation-examples.ts';

export const listProjects = defineOperation({
  input: pageParams,
  output: listOf(projectListItemSchema),
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects',
    tag: 'Projects',
    summary: 'List projects visible to the key',
    description:
      "Projects of the key's account (only its scoped projects for a project-scoped key), newest first, each with its latest completed audit. Keyset pagination: pass `nextCursor` as `cursor`.",
    example: {
      data: [{ ...project, latestCompletedAudit: { id: runId, runDate: run.runDate, overallScore: 64 } }],
      nextCursor: null,
    },
  },
  mcp: {
    name: 'list_projects',
    title: 'List projects',
    description: `Projects (client brands and their sites) this key can see, newest first, with the latest completed audit. Call first: every other tool takes a project's \`slug\`.`,
  },
  resolve: ({ ctx, input }) => listProjectsOf(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
});
