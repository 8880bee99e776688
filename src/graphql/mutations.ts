// Root mutations. Each is an operation of the API (core/api/api-router.ts) and runs its procedure
// (api.ts): the chain counts it against the key's write limit (REST's: the plan's, 10/min by
// default, or the operator's setting) on top of the request's one read, and checks the access the
// operation requires (a read-and-trigger key; `insufficient_role` otherwise). Nothing owner-only
// (keys, webhooks) is reachable here.
import { callOperation } from './api.ts';
import { builder } from './builder.ts';
import { CompetitorRef } from './types/competitor.ts';
import { EngineEnum, FindingStatusEnum } from './types/enums.ts';
import { FindingRef } from './types/finding.ts';
import { TrackedPromptRef } from './types/tracked-prompt.ts';
import { RemovedRef, TrackingSettingsRef } from './types/tracking.ts';

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
      const input = {
        id: args.id,
        ...(args.status ? { status: args.status } : {}),
        ...(args.notes !== undefined ? { notes: args.notes } : {}),
      };
      return (await callOperation(ctx, (api) => api.updateFinding(input))).data;
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
      const input = { slug: a.projectSlug, text: a.text, tags: a.tags ?? [], country: a.country, language: a.language };
      return (await callOperation(ctx, (api) => api.addTrackedPrompt(input))).data;
    },
  }),

  removeTrackedPrompt: t.field({
    type: RemovedRef,
    nullable: true,
    description: 'Stops tracking a prompt of the project (not_found for an id of any other project).',
    args: { projectSlug: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: async (_root, a, ctx) => (await callOperation(ctx, (api) => api.removeTrackedPrompt({ slug: a.projectSlug, id: a.id }))).data,
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
      const input = { slug: a.projectSlug, name: a.name, domain: a.domain, aliases: a.aliases ?? [] };
      return (await callOperation(ctx, (api) => api.addCompetitor(input))).data;
    },
  }),

  removeCompetitor: t.field({
    type: RemovedRef,
    nullable: true,
    description: 'Stops tracking a competitor of the project (not_found for an id of any other project).',
    args: { projectSlug: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: async (_root, a, ctx) => (await callOperation(ctx, (api) => api.removeCompetitor({ slug: a.projectSlug, id: a.id }))).data,
  }),

  updateTrackingSettings: t.field({
    type: TrackingSettingsRef,
    nullable: true,
    description:
      "Changes the arguments given: brand aliases (replaced), engines (empty = every configured engine), audit cadence (null = none), samples per prompt (1 to the plan's maximum, else samples_above_plan), the role judge (judgeRoles).",
    args: {
      projectSlug: t.arg.string({ required: true }),
      brandAliases: t.arg.stringList({ required: false }),
      engines: t.arg({ type: [EngineEnum], required: false }),
      auditEveryDays: t.arg.int({ required: false }),
      samplesPerPrompt: t.arg.int({ required: false }),
      judgeRoles: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, a, ctx) => {
      const input = {
        slug: a.projectSlug,
        ...(a.brandAliases != null ? { brandAliases: a.brandAliases } : {}),
        ...(a.engines != null ? { engines: a.engines } : {}),
        ...(a.auditEveryDays !== undefined ? { auditEveryDays: a.auditEveryDays } : {}),
        ...(a.samplesPerPrompt != null ? { samplesPerPrompt: a.samplesPerPrompt } : {}),
        ...(a.judgeRoles != null ? { judgeRoles: a.judgeRoles } : {}),
      };
      return (await callOperation(ctx, (api) => api.updateTrackingSettings(input))).data;
    },
  }),
}));
