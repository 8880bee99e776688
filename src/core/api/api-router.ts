import { z } from 'zod';
import { sqlPool } from '../../db/client.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { access } from './operation-access.ts';
import { analyticsOperations, analyticsProcedures } from './analytics-operations.ts';
import { crawlerOperations, crawlerProcedures } from './crawler-operations.ts';
import { fanoutOperations, fanoutProcedures } from './fanout-operations.ts';
import { logDrainOperations, logDrainProcedures } from './log-drain-operations.ts';
import { firstScoreHistoryPages, getAuditRun, scoreHistory, triggerAudit } from '../audits/audit-runs.ts';
import { firstFindingPages, listFindings } from '../findings/findings.ts';
import { updateFinding, updateFindingInput } from '../findings/finding-status.ts';
import {
  addCompetitorFor,
  addPromptFor,
  removeCompetitorFor,
  removePromptFor,
  updateTrackingSettingsFor,
} from '../tracking/for-principal.ts';
import {
  competitorInput,
  competitorSchema,
  promptInput,
  removedSchema,
  trackedPromptSchema,
  trackingSettingsInput,
  trackingSettingsSchema,
} from '../tracking/schemas.ts';
import { firstCitationPages, firstMentionPages, listCitations, listMentions } from '../observations/observations.ts';
import { createAuditableProject, getProject, listProjects } from '../projects/projects.ts';
import { reportMarkdown } from '../reports/service.ts';
import {
  auditRunDetailSchema,
  auditRunInput,
  auditRunSummarySchema,
  citationSchema,
  createdProjectSchema,
  createProjectInput,
  findingSchema,
  findingsInput,
  listOf,
  pageParams,
  mentionSchema,
  observationListInput,
  projectDetailSchema,
  projectInput,
  projectListItemSchema,
  reportMarkdownSchema,
  scoreHistoryInput,
  triggeredAuditSchema,
} from '../contract/schemas.ts';
import { createCallerFactory, router } from './api-trpc.ts';
import { fromBatch } from './operation-batch.ts';
import { type OperationDefinition, page, procedureOf } from './operation-procedure.ts';

export { operationBucket, operationMeta } from './operation-procedure.ts';

const protect = true;
const tags = ['Projects'];

/** A write without a REST route that needs a read-and-trigger key and answers `{ data: item }`. */
const write = <I extends z.ZodType, O extends z.ZodType>(input: I, item: O) => ({
  input,
  output: z.object({ data: item }),
  access: access('trigger'),
  kind: 'write' as const,
});
/** The id of a tracked prompt or competitor of the project named by `slug`. */
const trackedRowInput = projectInput.extend({ id: z.string().describe('Id of the tracked prompt or competitor') });

/** What listMentions answers and requires, the same objects for listMentionsFiltered: a rule on one holds for both. */
const mentionsPage = { output: listOf(mentionSchema), access: access(), reads: 'replica' as const };
/** What listFindings answers and requires, the same objects for listFindingsFiltered. */
const findingsPage = {
  output: listOf(findingSchema).extend({ auditRunId: z.string().nullable() }),
  access: access(),
  reads: 'replica' as const,
};

/**
 * The operations of the API, the one table they are defined in: the procedures below are built
 * from these entries (procedureOf), the REST routes and the OpenAPI document come from the same
 * entries (src/rest/operations.ts), and every surface runs the procedures: REST (trpc-to-openapi's
 * handler, or the read routes generated from the same procedures, src/rest/fast-reads.ts),
 * GraphQL's operation fields (src/graphql/api.ts), the assistants' tools (src/mcp), and the
 * dashboard's procedures that are the same operations (core/dashboard-api/api-operations.ts).
 */
export const apiSchemas = {
  listProjects: {
    input: pageParams,
    output: listOf(projectListItemSchema),
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects',
      protect,
      tags,
      summary: 'List projects visible to the key',
      description:
        "Projects of the key's account (only its scoped projects for a project-scoped key), newest first, each with its latest completed audit. Keyset pagination: pass `nextCursor` as `cursor`.",
    },
  },
  createProject: {
    input: createProjectInput,
    output: createdProjectSchema,
    access: access('unscoped-trigger'),
    openapi: {
      method: 'POST',
      path: '/projects',
      protect,
      tags,
      summary: "Create a project on the account's plan",
      description:
        "Creates a project (a brand and its site) on the account's plan. Needs a read-and-trigger key without project scope. The slug defaults to one derived from the name; `workspaceSlug` is required when the account has several workspaces.",
    },
    successStatus: 201,
  },
  getProject: {
    input: projectInput,
    output: z.object({ data: projectDetailSchema }),
    access: access(),
    openapi: {
      method: 'GET',
      path: '/projects/{slug}',
      protect,
      tags,
      summary: 'A project with its latest completed audit',
      description:
        'The project named by `slug`, with the scores, deltas and counts of its latest completed audit (null before the first one). 404 when the slug names no project the key can see.',
    },
  },
  scoreHistory: {
    input: scoreHistoryInput,
    output: listOf(auditRunSummarySchema),
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/score-history',
      protect,
      tags: ['Audits'],
      summary: 'Audit runs of the project, newest first',
      description:
        'Every audit run of the project (running, completed and failed) by run date, newest first, with scores and deltas against the previous completed run. `from`/`to` bound the run date.',
    },
  },
  listCitations: {
    input: observationListInput,
    output: listOf(citationSchema),
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/citations',
      protect,
      tags: ['Visibility'],
      summary: 'Sources cited in AI answers, newest first',
      description:
        "Sources (URLs) that AI answer engines cited when answering the project's prompts, newest observation first; filter by `engine` and observation time.",
    },
  },
  listMentions: {
    input: observationListInput,
    ...mentionsPage,
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/mentions',
      protect,
      tags: ['Visibility'],
      summary: 'Brands mentioned in AI answers, newest first',
      description:
        "Brands (the client, competitors, third parties) named in AI answers for the project's prompts, with their role and sentiment, newest observation first; filter by `engine` and observation time.",
    },
  },
  listFindings: {
    input: findingsInput,
    ...findingsPage,
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/findings',
      protect,
      tags: ['Audits'],
      summary: 'Prioritized findings of an audit run, CRITICAL first',
      description:
        'Findings of one audit run ordered by severity (CRITICAL first). Defaults to the latest completed run; `auditRunId` selects another run of the project. `auditRunId` in the answer is null when the project has no completed run.',
    },
  },
  triggerAudit: {
    input: projectInput,
    output: triggeredAuditSchema,
    access: access('trigger'),
    openapi: {
      method: 'POST',
      path: '/projects/{slug}/audits',
      protect,
      tags: ['Audits'],
      summary: 'Start an audit of the project',
      description:
        "Accepts an audit and answers at once with its run id (poll `GET /audit-runs/{id}`). While a run is in progress the same run is returned with `created: false`. At most one accepted audit per project per hour (429 `audit_too_soon`) and the plan's monthly cap (429 `usage_cap_reached`); demo projects cannot be audited (422 `demo_project`). Needs a read-and-trigger key. Takes no body.",
    },
    successStatus: 202,
  },
  getAuditRun: {
    input: auditRunInput,
    output: z.object({ data: auditRunDetailSchema }),
    access: access(),
    openapi: {
      method: 'GET',
      path: '/audit-runs/{id}',
      protect,
      tags: ['Audits'],
      summary: 'An audit run (poll for status and scores)',
      description:
        'One audit run of a project the key can see: RUNNING until it is COMPLETED (scores and counts set) or FAILED. 404 for an id the key cannot see.',
    },
  },
  // Writes without a REST route (the spec's REST surface has none): GraphQL's mutations and the
  // dashboard run them.
  updateFinding: write(updateFindingInput, findingSchema),
  addTrackedPrompt: write(promptInput.extend(projectInput.shape), trackedPromptSchema),
  removeTrackedPrompt: write(trackedRowInput, removedSchema),
  addCompetitor: write(competitorInput.extend(projectInput.shape), competitorSchema),
  removeCompetitor: write(trackedRowInput, removedSchema),
  updateTrackingSettings: write(trackingSettingsInput.extend(projectInput.shape), trackingSettingsSchema),
  getReport: { input: projectInput, output: reportMarkdownSchema, access: access(), reads: 'replica' },
  // listMentions with the kind and role filters of the dashboard's list (REST has no such parameters).
  listMentionsFiltered: {
    input: observationListInput.extend({ kind: mentionSchema.shape.kind.optional(), role: mentionSchema.shape.role.optional() }),
    ...mentionsPage,
  },
  // listFindings with the severity, category and status filters of GraphQL's Project.findings (REST has no such parameters).
  listFindingsFiltered: {
    input: findingsInput.extend({
      severity: findingSchema.shape.severity.optional(),
      category: findingSchema.shape.category.optional(),
      status: findingSchema.shape.status.optional(),
    }),
    ...findingsPage,
  },
  ...analyticsOperations,
  ...crawlerOperations,
  ...fanoutOperations,
  ...logDrainOperations,
} satisfies Record<string, OperationDefinition>;
export type ApiProcedure = keyof typeof apiSchemas;

/** Version 1 of the public API. REST routes and the OpenAPI document derive from `meta.openapi`. */
export const apiV1Router = router({
  listProjects: procedureOf(apiSchemas.listProjects).query(({ ctx, input }) =>
    page(ctx, listProjects(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input)),
  ),

  createProject: procedureOf(apiSchemas.createProject).mutation(({ ctx, input }) =>
    createAuditableProject(ctx.services, { accountId: ctx.principal.accountId, ...input }).then((data) => ({ data })),
  ),

  getProject: procedureOf(apiSchemas.getProject).query(({ ctx, input }) => getProject(sqlPool(ctx.services.db), ctx.principal, input.slug)),

  // A first page called as one of several projects (ctx.batch: a page of GraphQL projects) is
  // read with the others in one statement (fromBatch, operation-batch.ts).
  scoreHistory: procedureOf(apiSchemas.scoreHistory).query(({ ctx, input }) => {
    const [pool, cursors, p] = [sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal];
    return page(
      ctx,
      fromBatch(ctx, 'scoreHistory', input, (slugs, filter) => firstScoreHistoryPages(pool, cursors, p, slugs, filter)) ??
        scoreHistory(pool, cursors, p, input),
    );
  }),

  listCitations: procedureOf(apiSchemas.listCitations).query(({ ctx, input }) => {
    const [pool, cursors, p] = [sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal];
    return page(
      ctx,
      fromBatch(ctx, 'listCitations', input, (slugs, filter) => firstCitationPages(pool, cursors, p, slugs, filter)) ??
        listCitations(pool, cursors, p, input),
    );
  }),

  listMentions: procedureOf(apiSchemas.listMentions).query(({ ctx, input }) =>
    page(ctx, listMentions(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input)),
  ),

  listFindings: procedureOf(apiSchemas.listFindings).query(({ ctx, input }) =>
    page(ctx, listFindings(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input)),
  ),

  triggerAudit: procedureOf(apiSchemas.triggerAudit).mutation(async ({ ctx, input }) => {
    const project = await projectForPrincipal(ctx.services.db, ctx.principal, input.slug);
    // Who started it: the user of a dashboard session ("Run audit now"), else the key.
    const [trigger, starter] = ctx.session
      ? (['DASHBOARD', { userId: ctx.session.userId }] as const)
      : (['API', { keyId: ctx.principal.keyId }] as const);
    return { data: await triggerAudit(ctx.services.db, project.id, trigger, ctx.services.config.auditCooldownSeconds, starter) };
  }),

  getAuditRun: procedureOf(apiSchemas.getAuditRun).query(({ ctx, input }) =>
    getAuditRun(sqlPool(ctx.services.db), ctx.principal, input.id),
  ),

  // Operations without a REST route of their own (no `openapi`): GraphQL's mutations and the
  // dashboard (the writes), the assistants' tools (src/mcp) call them through the same chain as
  // every procedure above.
  updateFinding: procedureOf(apiSchemas.updateFinding).mutation(({ ctx, input }) => updateFinding(ctx.services.db, ctx.principal, input)),

  addTrackedPrompt: procedureOf(apiSchemas.addTrackedPrompt).mutation(async ({ ctx, input: { slug, ...prompt } }) => ({
    data: await addPromptFor(ctx.services.db, ctx.principal, slug, prompt),
  })),

  removeTrackedPrompt: procedureOf(apiSchemas.removeTrackedPrompt).mutation(async ({ ctx, input }) => ({
    data: await removePromptFor(ctx.services.db, ctx.principal, input.slug, input.id),
  })),

  addCompetitor: procedureOf(apiSchemas.addCompetitor).mutation(async ({ ctx, input: { slug, ...competitor } }) => ({
    data: await addCompetitorFor(ctx.services.db, ctx.principal, slug, competitor),
  })),

  removeCompetitor: procedureOf(apiSchemas.removeCompetitor).mutation(async ({ ctx, input }) => ({
    data: await removeCompetitorFor(ctx.services.db, ctx.principal, input.slug, input.id),
  })),

  updateTrackingSettings: procedureOf(apiSchemas.updateTrackingSettings).mutation(async ({ ctx, input: { slug, ...settings } }) => ({
    data: await updateTrackingSettingsFor(ctx.services.db, ctx.principal, slug, settings, ctx.services.config.engines),
  })),

  listMentionsFiltered: procedureOf(apiSchemas.listMentionsFiltered).query(({ ctx, input }) => {
    const [pool, cursors, p] = [sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal];
    return page(
      ctx,
      fromBatch(ctx, 'listMentionsFiltered', input, (slugs, filter) => firstMentionPages(pool, cursors, p, slugs, filter)) ??
        listMentions(pool, cursors, p, input),
    );
  }),

  listFindingsFiltered: procedureOf(apiSchemas.listFindingsFiltered).query(({ ctx, input }) => {
    const [pool, cursors, p] = [sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal];
    return page(
      ctx,
      fromBatch(ctx, 'listFindingsFiltered', input, (slugs, filter) => firstFindingPages(pool, cursors, p, slugs, filter)) ??
        listFindings(pool, cursors, p, input),
    );
  }),

  getReport: procedureOf(apiSchemas.getReport).query(({ ctx, input }) => reportMarkdown(ctx.services, ctx.principal, input.slug)),

  ...analyticsProcedures,
  ...crawlerProcedures,
  ...fanoutProcedures,
  ...logDrainProcedures,
});

/** The tRPC path of an operation's procedure in appRouter. */
export const procedurePath = (name: ApiProcedure) => `v1.${name}`;

export const appRouter = router({ v1: apiV1Router });

/** Runs the API's procedures in-process through their whole chain (the surfaces that are not trpc-to-openapi's handler: REST's generated reads, GraphQL, MCP, the dashboard). */
export const createApiCaller = createCallerFactory(apiV1Router);
