import { z } from 'zod';
import { findingSchema } from '../../contract/schemas.ts';
import { updateFinding as updateFindingOf, updateFindingInput } from '../../findings/finding-status.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';

/** A finding's status and notes (GraphQL's mutation, the dashboard); no REST route. */
export const updateFinding = defineOperation({
  input: updateFindingInput,
  output: z.object({ data: findingSchema }),
  access: access('trigger'),
  kind: 'write',
  resolve: ({ ctx, input }) => updateFindingOf(ctx.services.db, ctx.principal, input),
});
