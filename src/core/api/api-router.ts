import { z } from 'zod';
import { topCitedDomains } from '../analytics/top-cited.ts';
import { visibilityByEngine } from '../analytics/visibility.ts';
import { sqlPool } from '../../db/client.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import type { Access, Requirement } from '../access/api-request.ts';
import { getAuditRun, scoreHistory, triggerAudit } from '../audits/audit-runs.ts';
import { listFindings } from '../findings/findings.ts';
import { listCitations, listMentions } from '../observations/observations.ts';
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
import { type CorePage, createCallerFactory, type Meta, readProcedure, router, writeProcedure } from './api-trpc.ts';

/** The access an operation requires: a distinct object per operation, which the chain reads at each call. */
const access = (requires?: Requirement): Access => (requires ? { requires } : {});

/**
 * The definition of each operation of the API: input schema, output schema and the access it
 * requires of the key. The procedures below are built from these entries (their docs in
 * `meta.openapi`), and every surface runs the procedures: REST (trpc-to-openapi's handler, or the
 * read routes generated from the same procedures, src/rest/fast-reads.ts), GraphQL's operation
 * fields (src/graphql/api.ts), the assistants' tools (src/mcp).
 */
export const apiSchemas = {
  listProjects: { input: listProjectsInput, output: listOf(projectListItemSchema), access: access() },
  createProject: { input: createProjectInput, output: createdProjectSchema, access: access('unscoped-trigger') },
  getProject: { input: projectInput, output: z.object({ data: projectDetailSchema }), access: access() },
  scoreHistory: { input: scoreHistoryInput, output: listOf(auditRunSummarySchema), access: access() },
  listCitations: { input: observationListInput, output: listOf(citationSchema), access: access() },
  listMentions: { input: observationListInput, output: listOf(mentionSchema), access: access() },
  listFindings: {
    input: findingsInput,
    output: listOf(findingSchema).extend({ auditRunId: z.string().nullable() }),
    access: access(),
  },
  triggerAudit: { input: projectInput, output: triggeredAuditSchema, access: access('trigger') },
  getAuditRun: { input: auditRunInput, output: z.object({ data: auditRunDetailSchema }), access: access() },
  getReport: { input: projectInput, output: reportMarkdownSchema, access: access() },
  visibilityByEngine: { input: visibilityInput, output: visibilityByEngineSchema, access: access() },
  topCitedDomains: { input: topCitedDomainsInput, output: topCitedDomainsSchema, access: access() },
};
export type ApiProcedure = keyof typeof apiSchemas;

/** The meta of an operation's procedure: its docs, and its access from `apiSchemas` (the same object). */
const metaOf = (name: ApiProcedure, meta: Omit<Meta, 'access'> = {}): Meta => ({ ...meta, access: apiSchemas[name].access });

/** Hands a core page's cursor signer to the caller that asked for it (`ctx.onPage`), then the page to the output schema. */
async function page<P extends CorePage>(ctx: { onPage?: (page: CorePage) => void }, pending: Promise<P>): Promise<P> {
  const p = await pending;
  ctx.onPage?.(p);
  return p;
}

const protect = true;
const tags = ['Projects'];

/** Version 1 of the public API. REST routes and the OpenAPI document derive from `meta.openapi`. */
export const apiV1Router = router({
  listProjects: readProcedure
    .meta(
      metaOf('listProjects', {
        openapi: {
          method: 'GET',
          path: '/projects',
          protect,
          tags,
          summary: 'List projects visible to the key',
          description:
            "Projects of the key's account (only its scoped projects for a project-scoped key), newest first, each with its latest completed audit. Keyset pagination: pass `nextCursor` as `cursor`.",
        },
      }),
    )
    .input(apiSchemas.listProjects.input)
    .output(apiSchemas.listProjects.output)
    .query(({ ctx, input }) => page(ctx, listProjects(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input))),

  createProject: writeProcedure
    .meta(
      metaOf('createProject', {
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
      }),
    )
    .input(apiSchemas.createProject.input)
    .output(apiSchemas.createProject.output)
    .mutation(({ ctx, input }) =>
      createAuditableProject(ctx.services, { accountId: ctx.principal.accountId, ...input }).then((data) => ({ data })),
    ),

  getProject: readProcedure
    .meta(
      metaOf('getProject', {
        openapi: {
          method: 'GET',
          path: '/projects/{slug}',
          protect,
          tags,
          summary: 'A project with its latest completed audit',
          description:
            'The project named by `slug`, with the scores, deltas and counts of its latest completed audit (null before the first one). 404 when the slug names no project the key can see.',
        },
      }),
    )
    .input(apiSchemas.getProject.input)
    .output(apiSchemas.getProject.output)
    .query(({ ctx, input }) => getProject(sqlPool(ctx.services.db), ctx.principal, input.slug)),

  scoreHistory: readProcedure
    .meta(
      metaOf('scoreHistory', {
        openapi: {
          method: 'GET',
          path: '/projects/{slug}/score-history',
          protect,
          tags: ['Audits'],
          summary: 'Audit runs of the project, newest first',
          description:
            'Every audit run of the project (running, completed and failed) by run date, newest first, with scores and deltas against the previous completed run. `from`/`to` bound the run date.',
        },
      }),
    )
    .input(apiSchemas.scoreHistory.input)
    .output(apiSchemas.scoreHistory.output)
    .query(({ ctx, input }) => page(ctx, scoreHistory(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input))),

  listCitations: readProcedure
    .meta(
      metaOf('listCitations', {
        openapi: {
          method: 'GET',
          path: '/projects/{slug}/citations',
          protect,
          tags: ['Visibility'],
          summary: 'Sources cited in AI answers, newest first',
          description:
            "Sources (URLs) that AI answer engines cited when answering the project's prompts, newest observation first; filter by `engine` and observation time.",
        },
      }),
    )
    .input(apiSchemas.listCitations.input)
    .output(apiSchemas.listCitations.output)
    .query(({ ctx, input }) => page(ctx, listCitations(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input))),

  listMentions: readProcedure
    .meta(
      metaOf('listMentions', {
        openapi: {
          method: 'GET',
          path: '/projects/{slug}/mentions',
          protect,
          tags: ['Visibility'],
          summary: 'Brands mentioned in AI answers, newest first',
          description:
            "Brands (the client, competitors, third parties) named in AI answers for the project's prompts, with their role and sentiment, newest observation first; filter by `engine` and observation time.",
        },
      }),
    )
    .input(apiSchemas.listMentions.input)
    .output(apiSchemas.listMentions.output)
    .query(({ ctx, input }) => page(ctx, listMentions(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input))),

  listFindings: readProcedure
    .meta(
      metaOf('listFindings', {
        openapi: {
          method: 'GET',
          path: '/projects/{slug}/findings',
          protect,
          tags: ['Audits'],
          summary: 'Prioritized findings of an audit run, CRITICAL first',
          description:
            'Findings of one audit run ordered by severity (CRITICAL first). Defaults to the latest completed run; `auditRunId` selects another run of the project. `auditRunId` in the answer is null when the project has no completed run.',
        },
      }),
    )
    .input(apiSchemas.listFindings.input)
    .output(apiSchemas.listFindings.output)
    .query(({ ctx, input }) => page(ctx, listFindings(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input))),

  triggerAudit: writeProcedure
    .meta(
      metaOf('triggerAudit', {
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
      }),
    )
    .input(apiSchemas.triggerAudit.input)
    .output(apiSchemas.triggerAudit.output)
    .mutation(async ({ ctx, input }) => {
      const project = await projectForPrincipal(ctx.services.db, ctx.principal, input.slug);
      return {
        data: await triggerAudit(ctx.services.db, project.id, 'API', ctx.services.config.auditCooldownSeconds, {
          keyId: ctx.principal.keyId,
        }),
      };
    }),

  getAuditRun: readProcedure
    .meta(
      metaOf('getAuditRun', {
        openapi: {
          method: 'GET',
          path: '/audit-runs/{id}',
          protect,
          tags: ['Audits'],
          summary: 'An audit run (poll for status and scores)',
          description:
            'One audit run of a project the key can see: RUNNING until it is COMPLETED (scores and counts set) or FAILED. 404 for an id the key cannot see.',
        },
      }),
    )
    .input(apiSchemas.getAuditRun.input)
    .output(apiSchemas.getAuditRun.output)
    .query(({ ctx, input }) => getAuditRun(sqlPool(ctx.services.db), ctx.principal, input.id)),

  // Operations without a REST route of their own (no `openapi` meta): the assistants' tools
  // (src/mcp) call them through the same chain as every procedure above.
  getReport: readProcedure
    .meta(metaOf('getReport'))
    .input(apiSchemas.getReport.input)
    .output(apiSchemas.getReport.output)
    .query(({ ctx, input }) => reportMarkdown(ctx.services, ctx.principal, input.slug)),

  visibilityByEngine: readProcedure
    .meta(metaOf('visibilityByEngine'))
    .input(apiSchemas.visibilityByEngine.input)
    .output(apiSchemas.visibilityByEngine.output)
    .query(async ({ ctx, input }) => ({ data: await visibilityByEngine(ctx.services.db, ctx.principal, input) })),

  topCitedDomains: readProcedure
    .meta(metaOf('topCitedDomains'))
    .input(apiSchemas.topCitedDomains.input)
    .output(apiSchemas.topCitedDomains.output)
    .query(async ({ ctx, input }) => ({
      data: await topCitedDomains(ctx.services.db, ctx.principal, { slug: input.slug, from: input.from, to: input.to, first: input.limit }),
    })),
});

export const appRouter = router({ v1: apiV1Router });

/** Runs the API's procedures in-process through their whole chain (the surfaces that are not trpc-to-openapi's handler: REST's generated reads, GraphQL, MCP). */
export const createApiCaller = createCallerFactory(apiV1Router);
