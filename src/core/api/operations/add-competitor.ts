import { z } from 'zod';
import { projectInput } from '../../contract/schemas.ts';
import { addCompetitorFor } from '../../tracking/for-principal.ts';
import { competitorInput, competitorSchema } from '../../tracking/schemas.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';

/** Tracks a competitor of the project (GraphQL's mutation, the dashboard); no REST route. */
export const addCompetitor = defineOperation({
  input: competitorInput.extend(projectInput.shape),
  output: z.object({ data: competitorSchema }),
  access: access('trigger'),
  kind: 'write',
  resolve: async ({ ctx, input: { slug, ...competitor } }) => ({
    data: await addCompetitorFor(ctx.services.db, ctx.principal, slug, competitor),
  }),
});
