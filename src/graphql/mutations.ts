// Root mutations. Each mutation is a write: it counts against the key's write limit (REST's: the
// plan's, 10/min by default, or the operator's setting) on top of the request's one read, and
// needs a read-and-trigger key (403-equivalent `insufficient_role` otherwise). `triggerAudit` is
// the API's operation and runs its procedure (api.ts); the others, which have no REST operation,
// call core (tracking: core/tracking/for-principal.ts) after the chain's gate step for a write.
// Nothing owner-only (keys, webhooks) is reachable here.
import { passGate } from '../core/access/api-request.ts';
import { updateFindingForPrincipal } from '../core/findings/finding-status.ts';
import { callOperation } from './api.ts';
import {
  addCompetitorFor,
  addPromptFor,
  removeCompetitorFor,
  removePromptFor,
  updateTrackingSettingsFor,
} from '../core/tracking/for-principal.ts';
import { builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { CompetitorRef } from './types/competitor.ts';
import { EngineEnum, FindingStatusEnum } from './types/enums.ts';
import { FindingRef } from './types/finding.ts';
import { TrackedPromptRef } from './types/tracked-prompt.ts';
import { RemovedRef, TrackingSettingsRef } from './types/tracking.ts';

/** Counts one write (the chain's gate step, core/api-request.ts); its rate-limit headers join the read's. */
async function countWrite(ctx: GraphQLContext): Promise<void> {
  await passGate(ctx.services, { authorization: undefined, responseHeaders: ctx.responseHeaders }, 'write', undefined, ctx.gate);
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
        id: args.id,
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
    resolve: async (_root, args, ctx) => (await callOperation(ctx, (api) => api.triggerAudit({ slug: args.projectSlug }))).data,
  }),

  addTrackedPrompt: t.field({
    type: TrackedPromptRef,
    nullable: true,
    description:
      "Tracks a prompt: every audit asks it of the project's engines. Within the plan's limit (prompt_limit_reached); the same text twice is prompt_exists.",
    args: {
      projectSlug: t.arg.string({ required: true }),
      text: t.arg.string({ required: true }),
      tags: t.arg.stringList({ required: false }),
      country: t.arg.string({ required: false, description: 'ISO 3166-1 alpha-2, e.g. US' }),
      language: t.arg.string({ required: false, description: 'BCP 47, e.g. en or pt-BR' }),
    },
    resolve: async (_root, a, ctx) => {
      await countWrite(ctx);
      const added = await addPromptFor(ctx.services.db, ctx.principal, a.projectSlug, {
        text: a.text,
        tags: a.tags ?? [],
        country: a.country,
        language: a.language,
      });
      return ctx.services.db.trackedPrompt.findUniqueOrThrow({ where: { id: added.id } });
    },
  }),

  removeTrackedPrompt: t.field({
    type: RemovedRef,
    nullable: true,
    description: 'Stops tracking a prompt of the project (not_found for an id of any other project).',
    args: { projectSlug: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: async (_root, a, ctx) => {
      await countWrite(ctx);
      return removePromptFor(ctx.services.db, ctx.principal, a.projectSlug, a.id);
    },
  }),

  addCompetitor: t.field({
    type: CompetitorRef,
    nullable: true,
    description: "Tracks a competitor. Within the plan's limit (competitor_limit_reached); a domain twice is competitor_exists.",
    args: {
      projectSlug: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      domain: t.arg.string({ required: true }),
      aliases: t.arg.stringList({ required: false }),
    },
    resolve: async (_root, a, ctx) => {
      await countWrite(ctx);
      const added = await addCompetitorFor(ctx.services.db, ctx.principal, a.projectSlug, {
        name: a.name,
        domain: a.domain,
        aliases: a.aliases ?? [],
      });
      return ctx.services.db.competitor.findUniqueOrThrow({ where: { id: added.id } });
    },
  }),

  removeCompetitor: t.field({
    type: RemovedRef,
    nullable: true,
    description: 'Stops tracking a competitor of the project (not_found for an id of any other project).',
    args: { projectSlug: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: async (_root, a, ctx) => {
      await countWrite(ctx);
      return removeCompetitorFor(ctx.services.db, ctx.principal, a.projectSlug, a.id);
    },
  }),

  updateTrackingSettings: t.field({
    type: TrackingSettingsRef,
    nullable: true,
    description:
      "Changes the arguments given: brand aliases (replaced), engines (empty = every configured engine), audit cadence (null = none), samples per prompt (1 to the plan's maximum, else samples_above_plan).",
    args: {
      projectSlug: t.arg.string({ required: true }),
      brandAliases: t.arg.stringList({ required: false }),
      engines: t.arg({ type: [EngineEnum], required: false }),
      auditEveryDays: t.arg.int({ required: false }),
      samplesPerPrompt: t.arg.int({ required: false }),
    },
    resolve: async (_root, a, ctx) => {
      await countWrite(ctx);
      return updateTrackingSettingsFor(
        ctx.services.db,
        ctx.principal,
        a.projectSlug,
        {
          ...(a.brandAliases != null ? { brandAliases: a.brandAliases } : {}),
          ...(a.engines != null ? { engines: a.engines } : {}),
          ...(a.auditEveryDays !== undefined ? { auditEveryDays: a.auditEveryDays } : {}),
          ...(a.samplesPerPrompt != null ? { samplesPerPrompt: a.samplesPerPrompt } : {}),
        },
        ctx.services.config.engines,
      );
    },
  }),
}));
