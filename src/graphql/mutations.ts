// Root mutations. Each is an operation of the API (core/api/api-router.ts) and runs its procedure
// (api.ts): the chain counts it against the key's write limit (REST's: the plan's, 10/min by
// default, or the operator's setting) on top of the request's one read, and checks the access the
// operation requires (a read-and-trigger key; `insufficient_role` otherwise). Nothing owner-only
// (keys, webhooks) is reachable here.
import { apiSchemas } from '../core/api/api-router.ts';
import { triggeredAuditSchema } from '../core/contract/schemas.ts';
import { callOperation } from './api.ts';
import { builder } from './builder.ts';
import { CompetitorRef } from './types/competitor.ts';
import { FindingRef } from './types/finding.ts';
import { TrackedPromptRef } from './types/tracked-prompt.ts';
import { RemovedRef, TrackingSettingsRef } from './types/tracking.ts';
import { operationArgs } from './zod-args.ts';
import { zodFields } from './zod-fields.ts';

const TriggeredAuditRef = builder.objectRef<{ auditRunId: string; created: boolean }>('TriggeredAudit').implement({
  description: 'The run that was created, or the one already running (created: false).',
  // An ID since the first schema.
  fields: (t) => zodFields(t, triggeredAuditSchema.shape.data, { types: { auditRunId: 'ID' } }),
});

// Their arguments are the operations' inputs (zod-args.ts); a project's slug is `projectSlug`.
const ofProject = { names: { slug: 'projectSlug' } } as const;
const findingArgs = operationArgs(apiSchemas.updateFinding.input);
const triggerArgs = operationArgs(apiSchemas.triggerAudit.input, ofProject);
const promptArgs = operationArgs(apiSchemas.addTrackedPrompt.input, ofProject);
const removePromptArgs = operationArgs(apiSchemas.removeTrackedPrompt.input, ofProject);
const competitorArgs = operationArgs(apiSchemas.addCompetitor.input, ofProject);
const removeCompetitorArgs = operationArgs(apiSchemas.removeCompetitor.input, ofProject);
const settingsArgs = operationArgs(apiSchemas.updateTrackingSettings.input, ofProject);

builder.mutationFields((t) => ({
  updateFinding: t.field({
    type: FindingRef,
    nullable: true,
    description: 'Sets the status and/or notes of a finding. resolvedAt is set when RESOLVED and cleared otherwise.',
    args: findingArgs.args,
    resolve: async (_root, a, ctx) => (await callOperation(ctx, (api) => api.updateFinding(findingArgs.input(a)))).data,
  }),

  triggerAudit: t.field({
    type: TriggeredAuditRef,
    nullable: true,
    description: 'Starts an audit of the project: same role, one-per-hour rule and monthly cap as REST POST /audits.',
    args: triggerArgs.args,
    resolve: async (_root, a, ctx) => (await callOperation(ctx, (api) => api.triggerAudit(triggerArgs.input(a)))).data,
  }),

  addTrackedPrompt: t.field({
    type: TrackedPromptRef,
    nullable: true,
    description:
      "Tracks a prompt: every audit asks it of the project's engines. Within the plan's limit (prompt_limit_reached); the same text twice is prompt_exists.",
    args: promptArgs.args,
    resolve: async (_root, a, ctx) => (await callOperation(ctx, (api) => api.addTrackedPrompt(promptArgs.input(a)))).data,
  }),

  removeTrackedPrompt: t.field({
    type: RemovedRef,
    nullable: true,
    description: 'Stops tracking a prompt of the project (not_found for an id of any other project).',
    args: removePromptArgs.args,
    resolve: async (_root, a, ctx) => (await callOperation(ctx, (api) => api.removeTrackedPrompt(removePromptArgs.input(a)))).data,
  }),

  addCompetitor: t.field({
    type: CompetitorRef,
    nullable: true,
    description: "Tracks a competitor. Within the plan's limit (competitor_limit_reached); a domain twice is competitor_exists.",
    args: competitorArgs.args,
    resolve: async (_root, a, ctx) => (await callOperation(ctx, (api) => api.addCompetitor(competitorArgs.input(a)))).data,
  }),

  removeCompetitor: t.field({
    type: RemovedRef,
    nullable: true,
    description: 'Stops tracking a competitor of the project (not_found for an id of any other project).',
    args: removeCompetitorArgs.args,
    resolve: async (_root, a, ctx) => (await callOperation(ctx, (api) => api.removeCompetitor(removeCompetitorArgs.input(a)))).data,
  }),

  updateTrackingSettings: t.field({
    type: TrackingSettingsRef,
    nullable: true,
    description:
      "Changes the arguments given: brand aliases (replaced), engines (empty = every configured engine), audit cadence (null = none), samples per prompt (1 to the plan's maximum, else samples_above_plan), the role judge (judgeRoles).",
    args: settingsArgs.args,
    resolve: async (_root, a, ctx) => (await callOperation(ctx, (api) => api.updateTrackingSettings(settingsArgs.input(a)))).data,
  }),
}));
