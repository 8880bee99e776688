import { z } from 'zod';
import { removePromptFor } from '../../tracking/for-principal.ts';
import { removedSchema, trackedRowInput } from '../../tracking/schemas.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';

/** Stops tracking a prompt (GraphQL's mutation, the dashboard); no REST route. */
export const removeTrackedPrompt = defineOperation({
  input: trackedRowInput,
  output: z.object({ data: removedSchema }),
  access: access('trigger'),
  kind: 'write',
  resolve: async ({ ctx, input }) => ({ data: await removePromptFor(ctx.services.db, ctx.principal, input.slug, input.id) }),
});
