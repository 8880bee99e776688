// Root mutations, the same core services as tRPC/REST. Each mutation is a write: it counts
// against the key's write limit (10/min) on top of the request's one read, and needs a
// read-and-trigger key (403-equivalent `insufficient_role` otherwise). Nothing owner-only
// (keys, webhooks) is reachable here.
import { triggerAuditForPrincipal } from '../core/audit-runs.ts';
import { isAppError } from '../core/errors.ts';
import { updateFindingForPrincipal } from '../core/finding-status.ts';
import { enforceSubjectRateLimit } from '../core/rate-limit.ts';
import { builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { FindingStatusEnum } from './types/enums.ts';
import { FindingRef } from './types/finding.ts';

/** Counts one write; its rate-limit headers join the read bucket's on the response. */
async function countWrite(ctx: GraphQLContext): Promise<void> {
  const merge = (headers: Record<string, string>) => {
    for (const [k, v] of Object.entries(headers)) {
      ctx.responseHeaders[k] = ctx.responseHeaders[k] && k !== 'Retry-After' ? `${ctx.responseHeaders[k]}, ${v}` : v;
    }
  };
  try {
    merge(await enforceSubjectRateLimit(ctx.services.db, ctx.principal.keyId, 'write'));
  } catch (e) {
    if (isAppError(e)) merge(e.headers);
    throw e;
  }
}

const TriggeredAuditRef = builder.objectRef<{ auditRunId: string; created: boolean }>('TriggeredAudit').implement({
  description: 'The run that was created, or the one already running (created: false).',
  fields: (t) => ({
    auditRunId: t.exposeID('auditRunId'),
    created: t.exposeBoolean('created'),
  }),
});

builder.mutationFields((t) => ({
  updateFinding: t.field({
    type: FindingRef,
    nullable: true,
    description: 'Sets the status and/or notes of a finding. resolvedAt is set when RESOLVED and cleared otherwise.',
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: FindingStatusEnum, required: false }),
      notes: t.arg.string({ required: false, description: 'null clears the notes; omitted keeps them' }),
    },
    resolve: async (_root, args, ctx) => {
      await countWrite(ctx);
      const result = await updateFindingForPrincipal(ctx.services.db, ctx.principal, {
        id: String(args.id),
        ...(args.status ? { status: args.status } : {}),
        ...(args.notes !== undefined ? { notes: args.notes } : {}),
      });
      return result.data;
    },
  }),

  triggerAudit: t.field({
    type: TriggeredAuditRef,
    nullable: true,
    description: 'Starts an audit of the project: same role, one-per-hour rule and monthly cap as REST POST /audits.',
    args: { projectSlug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await countWrite(ctx);
      return (await triggerAuditForPrincipal(ctx.services.db, ctx.principal, args.projectSlug)).data;
    },
  }),
}));
