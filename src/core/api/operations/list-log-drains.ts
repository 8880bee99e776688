import { z } from 'zod';
import { projectInput } from '../../contract/schemas.ts';
import { drainSchema, listDrains } from '../../crawlers/drains.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { drain } from '../operation-examples.ts';

export const listLogDrains = defineOperation({
  input: projectInput,
  output: z.object({ data: z.array(drainSchema).max(10) }),
  access: access(),
  rest: {
    method: 'GET',
    path: '/projects/{slug}/log-drains',
    tag: 'Crawlers',
    summary: "The project's log drains (never their secrets)",
    description: 'Every log drain of the project, oldest first, with when it last received logs.',
    example: { data: [{ ...drain, lastReceivedAt: '2026-11-27T10:05:12.000Z' }] },
  },
  resolve: async ({ ctx, input }) => ({ data: await listDrains(ctx.services, ctx.principal, input.slug) }),
});
