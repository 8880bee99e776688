import { z } from 'zod';
import { topCitedDomains } from '../analytics/top-cited.ts';
import { visibilityByEngine } from '../analytics/visibility.ts';
import { sqlPool } from '../../db/client.ts';
import { getAuditRun, scoreHistory, triggerAuditForPrincipal } from '../audits/audit-runs.ts';
import { listFindings } from '../findings/findings.ts';
import { listCitations, listMentions } from '../observations/observations.ts';
import { createProjectForPrincipal, getProject, listProjects } from '../projects/projects.ts';
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
  listProjectsInput,
  mentionSchema,
  observationListInput,
  projectDetailSchema,
  projectInput,
  projectListItemSchema,
  reportMarkdownSchema,
  scoreHistoryInput,
  topCitedDomainsInput,
  topCitedDomainsSchema,
  triggeredAuditSchema,
  visibilityByEngineSchema,
  visibilityInput,
} from '../contract/schemas.ts';
import type { Principal } from '../access/api-keys.ts';
import { type Context, createCallerFactory, readProcedure, router, writeProcedure } from './api-trpc.ts';

/**
 * Input and output schema of each operation of the API: the procedures below and the assistants'
 * tools (src/mcp) are built from the same entries.
 */
export const apiSchemas = {
  listProjects: { input: listProjectsInput, output: listOf(projectListItemSchema) },
  createProject: { input: createProjectInput, output: createdProjectSchema },
  getProject: { input: projectInput, output: z.object({ data: projectDetailSchema }) },
  scoreHistory: { input: scoreHistoryInput, output: listOf(auditRunSummarySchema) },
  listCitations: { input: observationListInput, output: listOf(citationSchema) },
  listMentions: { input: observationListInput, output: listOf(mentionSchema) },
  listFindings: { input: findingsInput, output: listOf(findingSchema).extend({ auditRunId: z.string().nullable() }) },
  triggerAudit: { input: projectInput, output: triggeredAuditSchema },
  getAuditRun: { input: auditRunInput, output: z.object({ data: auditRunDetailSchema }) },
  getReport: { input: projectInput, output: reportMarkdownSchema },
  visibilityByEngine: { input: visibilityInput, output: visibilityByEngineSchema },
  topCitedDomains: { input: topCitedDomainsInput, output: topCitedDomainsSchema },
};
export type ApiProcedure = keyof typeof apiSchemas;

/** The context of a request that passed the gate. */
export type ReadContext = Context & { principal: Principal };

/**
 * What each read operation does once its input is valid: shared by the procedures below and the
 * REST fast path (src/rest/fast-reads.ts), which runs them without tRPC's output re-validation.
 */
export const readResolvers = {
  listProjects: (ctx: ReadContext, input: z.infer<typeof listProjectsInput>) =>
    listProjects(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
  getProject: (ctx: ReadContext, input: z.infer<typeof projectInput>) => getProject(sqlPool(ctx.services.db), ctx.principal, input.slug),
  scoreHistory: (ctx: ReadContext, input: z.infer<typeof scoreHistoryInput>) =>
    scoreHistory(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
  listCitations: (ctx: ReadContext, input: z.infer<typeof observationListInput>) =>
    listCitations(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
  listMentions: (ctx: ReadContext, input: z.infer<typeof observationListInput>) =>
    listMentions(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
  listFindings: (ctx: ReadContext, input: z.infer<typeof findingsInput>) =>
    listFindings(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input),
  getAuditRun: (ctx: ReadContext, input: z.infer<typeof auditRunInput>) => getAuditRun(sqlPool(ctx.services.db), ctx.principal, input.id),
} satisfies Record<string, (ctx: ReadContext, input: never) => Promise<unknown>>;

const protect = true;
const tags = ['Projects'];

/** Version 1 of the public API. REST routes and the OpenAPI document derive from `meta.openapi`. */
export const apiV1Router = router({
  listProjects: readProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects',
        protect,
        tags,
        summary: 'List projects visible to the key',
        description:
          "Projects of the key's account (only its scoped projects for a project-scoped key), newest first, each with its latest completed audit. Keyset pagination: pass `nextCursor` as `cursor`.",
      },
    })
    .input(apiSchemas.listProjects.input)
    .output(apiSchemas.listProjects.output)
    .query(({ ctx, input }) => readResolvers.listProjects(ctx, input)),

  createProject: writeProcedure
    .meta({
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
      requires: 'unscoped-trigger',
    })
    .input(apiSchemas.createProject.input)
    .output(apiSchemas.createProject.output)
    .mutation(({ ctx, input }) => createProjectForPrincipal(ctx.services, ctx.principal, input)),

  getProject: readProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{slug}',
        protect,
        tags,
        summary: 'A project with its latest completed audit',
        description:
          'The project named by `slug`, with the scores, deltas and counts of its latest completed audit (null before the first one). 404 when the slug names no project the key can see.',
      },
    })
    .input(apiSchemas.getProject.input)
    .output(apiSchemas.getProject.output)
    .query(({ ctx, input }) => readResolvers.getProject(ctx, input)),

  scoreHistory: readProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{slug}/score-history',
        protect,
        tags: ['Audits'],
        summary: 'Audit runs of the project, newest first',
        description:
          'Every audit run of the project (running, completed and failed) by run date, newest first, with scores and deltas against the previous completed run. `from`/`to` bound the run date.',
      },
    })
    .input(apiSchemas.scoreHistory.input)
    .output(apiSchemas.scoreHistory.output)
    .query(({ ctx, input }) => readResolvers.scoreHistory(ctx, input)),

  listCitations: readProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{slug}/citations',
        protect,
        tags: ['Visibility'],
        summary: 'Sources cited in AI answers, newest first',
        description:
          "Sources (URLs) that AI answer engines cited when answering the project's prompts, newest observation first; filter by `engine` and observation time.",
      },
    })
    .input(apiSchemas.listCitations.input)
    .output(apiSchemas.listCitations.output)
    .query(({ ctx, input }) => readResolvers.listCitations(ctx, input)),

  listMentions: readProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{slug}/mentions',
        protect,
        tags: ['Visibility'],
        summary: 'Brands mentioned in AI answers, newest first',
        description:
          "Brands (the client, competitors, third parties) named in AI answers for the project's prompts, with their role and sentiment, newest observation first; filter by `engine` and observation time.",
      },
    })
    .input(apiSchemas.listMentions.input)
    .output(apiSchemas.listMentions.output)
    .query(({ ctx, input }) => readResolvers.listMentions(ctx, input)),

  listFindings: readProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/projects/{slug}/findings',
        protect,
        tags: ['Audits'],
        summary: 'Prioritized findings of an audit run, CRITICAL first',
        description:
          'Findings of one audit run ordered by severity (CRITICAL first). Defaults to the latest completed run; `auditRunId` selects another run of the project. `auditRunId` in the answer is null when the project has no completed run.',
      },
    })
    .input(apiSchemas.listFindings.input)
    .output(apiSchemas.listFindings.output)
    .query(({ ctx, input }) => readResolvers.listFindings(ctx, input)),

  triggerAudit: writeProcedure
    .meta({
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
      requires: 'trigger',
    })
    .input(apiSchemas.triggerAudit.input)
    .output(apiSchemas.triggerAudit.output)
    .mutation(({ ctx, input }) =>
      triggerAuditForPrincipal(ctx.services.db, ctx.principal, input.slug, ctx.services.config.auditCooldownSeconds),
    ),

  getAuditRun: readProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/audit-runs/{id}',
        protect,
        tags: ['Audits'],
        summary: 'An audit run (poll for status and scores)',
        description:
          'One audit run of a project the key can see: RUNNING until it is COMPLETED (scores and counts set) or FAILED. 404 for an id the key cannot see.',
      },
    })
    .input(apiSchemas.getAuditRun.input)
    .output(apiSchemas.getAuditRun.output)
    .query(({ ctx, input }) => readResolvers.getAuditRun(ctx, input)),

  // Operations without a REST route of their own (no `openapi` meta): the assistants' tools
  // (src/mcp) call them through the same chain as every procedure above.
  getReport: readProcedure
    .input(apiSchemas.getReport.input)
    .output(apiSchemas.getReport.output)
    .query(({ ctx, input }) => reportMarkdown(ctx.services, ctx.principal, input.slug)),

  visibilityByEngine: readProcedure
    .input(apiSchemas.visibilityByEngine.input)
    .output(apiSchemas.visibilityByEngine.output)
    .query(async ({ ctx, input }) => ({ data: await visibilityByEngine(ctx.services.db, ctx.principal, input) })),

  topCitedDomains: readProcedure
    .input(apiSchemas.topCitedDomains.input)
    .output(apiSchemas.topCitedDomains.output)
    .query(async ({ ctx, input }) => ({
      data: await topCitedDomains(ctx.services.db, ctx.principal, { slug: input.slug, from: input.from, to: input.to, first: input.limit }),
    })),
});

export const appRouter = router({ v1: apiV1Router });

/** Runs the API's procedures in-process through their whole chain (a surface that is not HTTP+tRPC: src/mcp). */
export const createApiCaller = createCallerFactory(apiV1Router);
