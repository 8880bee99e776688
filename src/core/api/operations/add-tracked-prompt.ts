import { z } from 'zod';
import { projectInput } from '../../contract/schemas.ts';
import { addPromptFor } from '../../tracking/for-principal.ts';
import { promptInput, trackedPromptSchema } from '../../tracking/schemas.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';

/** Tracks a prompt in the project (GraphQL's mutation, the dashboard); no REST route. */
export const addTrackedPrompt = defineOperation({
  input: promptInput.extend(projectInput.shape),
  output: z.object({ data: trackedPromptSchema }),
  access: access('trigger'),
  kind: 'write',
  resolve: async ({ ctx, input: { slug, ...prompt } }) => ({ data: await addPromptFor(ctx.services.db, ctx.principal, slug, prompt) }),
});
