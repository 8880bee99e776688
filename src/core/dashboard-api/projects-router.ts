import { sqlPool } from '../../db/client.ts';
import { z } from 'zod';
import { retrievedNotCitedDomains } from '../analytics/retrieved-not-cited.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { updateFindingInput } from '../findings/finding-status.ts';
import { markdownToHtmlFragment } from '../reports/report-html.ts';
import { apiSchemas } from '../api/api-router.ts';
import { createProjectInput, engineSchema, idParam as id, pageParams, slugParam as slug } from '../contract/schemas.ts';
import { MAX_PAGE_LIMIT } from '../kernel/pagination.ts';
import { engineAnswerOf } from '../observations/engine-answer.ts';
import { listCountedAnswers } from '../observations/answer-list.ts';
import { mentionMarks } from '../visibility/answer-marks.ts';
import { projectCards, projectOverview, runProgress } from '../analytics/project-insights.ts';
import { runOperation, runOperationForProjects } from './api-operations.ts';
import { visibilityProcedures } from './visibility-procedures.ts';
import { crawlerProcedures } from './crawler-procedures.ts';
import { fanoutProcedures } from './fanout-procedures.ts';
import { dashboardProcedure, dashboardRouterOf, ownerProcedure } from './dashboard-trpc.ts';

/**
 * What owners and members do with projects. Thin: an input schema, then, with the session as the
 * principal, the API's operation where the procedure serves the same data (api-operations.ts; the
 * writes, and the reads: projects, a project, citations, mentions, findings, the report) and only
 * what the page needs on top of it; else the core services the API's operations call (the
 * dashboard-only reads, docs/architecture.md "The dashboard's procedures").
 */
const dateTime = z.iso.datetime({ offset: true });
const windowInput = z.object({ slug, engine: engineSchema.optional(), from: dateTime.optional(), to: dateTime.optional() });

/** Every project the session sees: listProjects, page after page (the plan keeps an account's projects few). */
async function allProjects(ctx: Parameters<typeof runOperation>[0]) {
  const projects = [];
  let cursor: string | undefined;
  do {
    const page = await runOperation(ctx, 'listProjects', { limit: MAX_PAGE_LIMIT, cursor });
    projects.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return projects;
}

export const projectsRouter = dashboardRouterOf({
  ...visibilityProcedures,
  ...crawlerProcedures,
  ...fanoutProcedures,

  /**
   * Every project the session sees (listProjects, all pages), each with its card (latest scores
   * and deltas, trend, running) and its visibility over the range against the previous period
   * (visibilitySummary for the whole list: one read of every project, core/api/operation-batch.ts).
   */
  list: dashboardProcedure
    .input(z.object({ from: dateTime.optional(), to: dateTime.optional() }).optional())
    .query(async ({ ctx, input }) => {
      const [projects, cards] = await Promise.all([allProjects(ctx), projectCards(ctx.services.db, ctx.accountId)]);
      const slugs = projects.map((p) => p.slug);
      const summaries = await runOperationForProjects(ctx, 'visibilitySummary', slugs, (slug) => ({
        slug,
        from: input?.from,
        to: input?.to,
      }));
      const cardOf = new Map(cards.map((c) => [c.slug, c]));
      return projects.flatMap((p) => {
        const card = cardOf.get(p.slug);
        const visibility = summaries.get(p.slug)?.data ?? null;
        return card ? [{ ...p, running: card.running, latest: card.latest, overallTrend: card.overallTrend, visibility }] : [];
      });
    }),

  /** Creating a project counts against the plan's brand limit: an owner's decision. */
  create: ownerProcedure
    .input(createProjectInput)
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'createProject', input)).data),

  /**
   * The overview beyond the KPI header (summary): the project as getProject answers it, the
   * range's visibility by engine (visibility grouped by ENGINE) and share of voice by brand
   * (shareOfVoice), and the dashboard-only score series, last run and what changed.
   */
  overview: dashboardProcedure
    .input(z.object({ slug, from: dateTime.optional(), to: dateTime.optional() }))
    .query(async ({ ctx, input }) => {
      const [{ data: project }, byEngine, brands, rest] = await Promise.all([
        runOperation(ctx, 'getProject', { slug: input.slug }),
        runOperation(ctx, 'visibility', { ...input, groupBy: ['ENGINE'] }),
        runOperation(ctx, 'shareOfVoice', input),
        projectOverview(ctx.services.db, ctx.principal, input.slug),
      ]);
      return { ...rest, project, byEngine: byEngine.data, byBrand: brands.data[0]?.brands ?? [] };
    }),

  /** listCitations (each item names its answer: answerId). */
  citations: dashboardProcedure.input(apiSchemas.listCitations.input).query(({ ctx, input }) => runOperation(ctx, 'listCitations', input)),

  /** Domains engines retrieved but did not cite (never counted as citations). */
  retrievedNotCited: dashboardProcedure
    .input(windowInput.extend({ first: z.number().int().min(1).max(100).optional() }))
    .query(({ ctx, input }) => retrievedNotCitedDomains(ctx.services.db, ctx.principal, input)),

  /** listMentions with its kind and role filters (listMentionsFiltered; each item names its answer: answerId). */
  mentions: dashboardProcedure
    .input(apiSchemas.listMentionsFiltered.input)
    .query(({ ctx, input }) => runOperation(ctx, 'listMentionsFiltered', input)),

  /** The answers a visibility figure counts (a matrix cell: a prompt, an engine, the range), newest first. */
  answers: dashboardProcedure
    .input(windowInput.extend({ promptId: id.optional(), ...pageParams.shape }))
    .query(({ ctx, input }) => listCountedAnswers(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input)),

  /** An engine answer as stored (text, sources and their cited spans), with the names to mark in it (mentionMarks). */
  answer: dashboardProcedure.input(z.object({ id })).query(async ({ ctx, input }) => {
    const answer = await engineAnswerOf(ctx.services.db, ctx.principal, input.id);
    return { ...answer, mentions: await mentionMarks(ctx.services.db, ctx.principal, answer.id, answer.text ?? '') };
  }),

  /** listFindings, 100 a page. */
  findings: dashboardProcedure
    .input(apiSchemas.listFindings.input.omit({ limit: true }))
    .query(({ ctx, input }) => runOperation(ctx, 'listFindings', { ...input, limit: 100 })),

  updateFinding: dashboardProcedure
    .input(updateFindingInput)
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'updateFinding', input)).data),

  /** "Run audit now": the API's operation (one running run, the cooldown, monthly cap), recorded as the session's user's. */
  triggerAudit: dashboardProcedure
    .input(z.object({ slug }))
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'triggerAudit', input)).data),

  /** getAuditRun, with the run panel's progress note, trigger and end time (runProgress). */
  run: dashboardProcedure.input(apiSchemas.getAuditRun.input).query(async ({ ctx, input }) => {
    const { data: run } = await runOperation(ctx, 'getAuditRun', input);
    const { failure, ...rest } = run;
    return {
      ...rest,
      ...(await runProgress(ctx.services.db, ctx.principal, run.id)),
      failureCode: failure?.code ?? null,
      failureReason: failure?.message ?? null,
    };
  }),

  /** Completed runs whose report (and PDF) can be opened, newest first, with what started each. */
  reportRuns: dashboardProcedure.input(z.object({ slug })).query(async ({ ctx, input }) => {
    const project = await projectForPrincipal(ctx.services.db, ctx.principal, input.slug);
    const runs = await ctx.services.db.auditRun.findMany({
      where: { projectId: project.id, status: 'COMPLETED' },
      orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
      take: 100,
      select: {
        id: true,
        runDate: true,
        scoreOverall: true,
        trigger: true,
        triggeredByKeyId: true,
        triggeredByUserId: true,
        triggeredByUser: { select: { email: true } },
      },
    });
    const keyIds = [...new Set(runs.flatMap((r) => (r.triggeredByKeyId ? [r.triggeredByKeyId] : [])))];
    const keys = new Map(
      (
        await ctx.services.db.apiKey.findMany({
          where: { id: { in: keyIds }, accountId: ctx.accountId },
          select: { id: true, name: true, prefix: true },
        })
      ).map((k) => [k.id, k.name ?? `${k.prefix}…`]),
    );
    // Owners see the account's users and keys elsewhere; a member sees only their own name here.
    const named = (r: (typeof runs)[number]) =>
      ctx.session.role === 'OWNER' || (r.triggeredByUserId !== null && r.triggeredByUserId === ctx.session.userId);
    return runs.map((r) => ({
      id: r.id,
      runDate: r.runDate.toISOString(),
      overall: r.scoreOverall,
      trigger: r.trigger,
      // The user's email or the key's name (its prefix when unnamed); null when not recorded, since removed, or not the member's to see.
      startedBy: named(r) ? (r.triggeredByUser?.email ?? (r.triggeredByKeyId ? (keys.get(r.triggeredByKeyId) ?? null) : null)) : null,
    }));
  }),

  /** The latest completed run's report as HTML (raw HTML in the Markdown shown as text, safe links only). */
  report: dashboardProcedure.input(apiSchemas.getReport.input).query(async ({ ctx, input }) => {
    const { auditRunId, markdown } = await runOperation(ctx, 'getReport', input);
    return { auditRunId, html: markdownToHtmlFragment(markdown) };
  }),
});
