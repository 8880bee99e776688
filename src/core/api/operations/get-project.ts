import { z } from 'zod';
import { sqlPool } from '../../../db/client.ts';
import { projectDetailSchema, projectInput } from '../../contract/schemas.ts';
import { getProject as getProjectOf } from '../../projects/projects.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { project, run } from '../operation-examples.ts';

export const getProject = defineOperation({
  input: projectInput,
  output: z.object({ data: projectDetailSchema }),
  access: access(),
  rest: {
    method: 'GET',
    path: '/projects/{slug}',
    tag: 'Projects',
    summary: 'A project with its latest completed audit',
    description:
      'The project named by `slug`, with the scores, deltas and counts of its latest completed audit (null before the first one). 404 when the slug names no project the key can see.',
    example: { data: { ...project, latestCompletedAudit: run } },
  },
  mcp: {
    name: 'get_project',
    title: 'Get a project',
    description:
      'One project by `slug` with its latest completed audit: seven site scores 0-100 (overall, citability, brand, eeat, technical, schema, platform; null = not evaluated) and their change against the previous audit.',
  },
  resolve: ({ ctx, input }) => getProjectOf(sqlPool(ctx.services.db), ctx.principal, input.slug),
});
