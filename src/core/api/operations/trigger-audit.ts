import { projectForPrincipal } from '../../access/project-scope.ts';
import { triggerAudit as triggerAuditOf } from '../../audits/audit-runs.ts';
import { projectInput, triggeredAuditSchema } from '../../contract/schemas.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { runId } from '../operation-examples.ts';

export const triggerAudit = defineOperation({
  input: projectInput,
  output: triggeredAuditSchema,
  access: access('trigger'),
  rest: {
    method: 'POST',
    path: '/projects/{slug}/audits',
    tag: 'Audits',
    summary: 'Start an audit of the project',
    description:
      "Accepts an audit and answers at once with its run id (poll `GET /audit-runs/{id}`). While a run is in progress the same run is returned with `created: false`. At most one accepted audit per project per hour (429 `audit_too_soon`) and the plan's monthly cap (429 `usage_cap_reached`); demo projects cannot be audited (422 `demo_project`). Needs a read-and-trigger key. Takes no body.",
    successStatus: 202,
    example: { data: { auditRunId: runId, created: true } },
  },
  mcp: {
    name: 'trigger_audit',
    title: 'Start an audit',
    description:
      'Starts an audit; answers at once with `auditRunId` (`created` false: one was running). Needs a read-and-trigger key; one per project per hour (`audit_too_soon`). Poll get_audit_run.',
  },
  resolve: async ({ ctx, input }) => {
    const project = await projectForPrincipal(ctx.services.db, ctx.principal, input.slug);
    // Who started it: the user of a dashboard session ("Run audit now"), else the key.
    const [trigger, starter] = ctx.session
      ? (['DASHBOARD', { userId: ctx.session.userId }] as const)
      : (['API', { keyId: ctx.principal.keyId }] as const);
    return { data: await triggerAuditOf(ctx.services.db, project, trigger, ctx.services.config.auditCooldownSeconds, starter) };
  },
});
