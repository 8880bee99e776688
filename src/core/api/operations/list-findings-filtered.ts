import { sqlPool } from '../../../db/client.ts';
import { findingSchema, findingsInput } from '../../contract/schemas.ts';
import { firstFindingPages, listFindings as listFindingsOf } from '../../findings/findings.ts';
import { defineOperation } from '../define-operation.ts';
import { listFindings } from './list-findings.ts';

/** listFindings with the severity, category and status filters of GraphQL's Project.findings (REST has no such parameters): its output and access, the same objects. */
export const listFindingsFiltered = defineOperation({
  input: findingsInput.extend({
    severity: findingSchema.shape.severity.optional(),
    category: findingSchema.shape.category.optional(),
    status: findingSchema.shape.status.optional(),
  }),
  output: listFindings.output,
  access: listFindings.access,
  reads: 'replica',
  resolve: ({ ctx, input }) => listFindingsOf(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
  resolveSeveral: ({ ctx, slugs, filter }) =>
    firstFindingPages(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, slugs, filter),
});
