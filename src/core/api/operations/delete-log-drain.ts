import { z } from 'zod';
import { deleteDrain, drainIdInput } from '../../crawlers/drains.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { drain } from '../operation-examples.ts';

export const deleteLogDrain = defineOperation({
  input: drainIdInput,
  output: z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) }),
  access: access('trigger'),
  rest: {
    method: 'DELETE',
    path: '/projects/{slug}/log-drains/{drainId}',
    tag: 'Crawlers',
    summary: 'Delete a log drain',
    description: 'Deletes the drain: its endpoint answers 404 from now on. What it delivered stays counted. Needs a read-and-trigger key.',
    example: { data: { id: drain.id, deleted: true } },
  },
  resolve: async ({ ctx, input }) => ({ data: await deleteDrain(ctx.services, ctx.principal, input.slug, input.drainId) }),
});
