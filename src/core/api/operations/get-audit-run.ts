import { z } from 'zod';
import { sqlPool } from '../../../db/client.ts';
import { getAuditRun as getAuditRunOf } from '../../audits/audit-runs.ts';
import { auditRunDetailSchema, auditRunInput } from '../../contract/schemas.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { run } from '../operation-examples.ts';

export const getAuditRun = defineOperation({
  input: auditRunInput,
  output: z.object({ data: auditRunDetailSchema }),
  access: access(),
  rest: {
    method: 'GET',
    path: '/audit-runs/{id}',
    tag: 'Audits',
    summary: 'An audit run (poll for status and scores)',
    description:
      'One audit run of a project the key can see: RUNNING until it is COMPLETED (scores and counts set) or FAILED. 404 for an id the key cannot see.',
    example: { data: { ...run, createdAt: run.runDate, projectSlug: 'northwind-coffee' } },
  },
  mcp: {
    name: 'get_audit_run',
    title: 'Get an audit run',
    description: 'One audit run by `id`: status (RUNNING, COMPLETED, FAILED), run date, scores and deltas. Polls a run from trigger_audit.',
  },
  resolve: ({ ctx, input }) => getAuditRunOf(sqlPool(ctx.services.db), ctx.principal, input.id),
});
