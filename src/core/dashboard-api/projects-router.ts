import { sqlPool } from '../../db/client.ts';
import { z } from 'zod';
import { retrievedNotCitedDomains } from '../analytics/retrieved-not-cited.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { listFindings } from '../findings/findings.ts';
import { updateFindingInput } from '../findings/finding-status.ts';
import { listCitationsWithAnswer, listMentionsWithAnswer } from '../observations/observations.ts';
import { reportMarkdown } from '../reports/service.ts';
import { markdownToHtmlFragment } from '../reports/report-html.ts';
import { createProjectInput, engineSchema } from '../contract/schemas.ts';
import { engineAnswerOf } from '../observations/engine-answer.ts';
import { projectCards, projectOverview, runState } from '../analytics/project-insights.ts';
import { runOperation } from './api-operations.ts';
import { dashboardProcedure, dashboardRouterOf, ownerProcedure } from './dashboard-trpc.ts';

/**
 * What owners and members do with projects. Thin: an input schema, then, with the session as the
 * principal, the API's operation where the procedure is one (createProject, updateFinding,
 * triggerAudit: api-operations.ts), else the core services the API's operations call.
 */
const slug = z.string().min(1).max(100);
const id = z.string().min(1).max(100);
const dateTime = z.iso.datetime({ offset: true });
const listInput = z.object({
  slug,
  engine: engineSchema.optional(),
  from: dateTime.optional(),
  to: dateTime.optional(),
  limit: z.number().int().min(1).max(100).optional(),
  cursor: z.string().min(1).max(1024).optional(),
});

export const projectsRouter = dashboardRouterOf({
  list: dashboardProcedure.query(({ ctx }) => projectCards(ctx.services.db, ctx.accountId)),

  /** Creating a project counts against the plan's brand limit: an owner's decision. */
  create: ownerProcedure
    .input(createProjectInput)
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'createProject', input)).data),

  overview: dashboardProcedure
    .input(z.object({ slug, days: z.number().int().min(1).max(366).default(90) }))
    .query(({ ctx, input }) => projectOverview(ctx.services.db, ctx.principal, input.slug, input.days)),

  citations: dashboardProcedure
    .input(listInput)
    .query(({ ctx, input }) => listCitationsWithAnswer(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input)),

  /** Domains engines retrieved but did not cite (never counted as citations). */
  retrievedNotCited: dashboardProcedure
    .input(listInput.omit({ limit: true, cursor: true }).extend({ first: z.number().int().min(1).max(100).optional() }))
    .query(({ ctx, input }) => retrievedNotCitedDomains(ctx.services.db, ctx.principal, input)),

  mentions: dashboardProcedure
    .input(
      listInput.extend({
        kind: z.enum(['CLIENT', 'COMPETITOR', 'THIRD_PARTY', 'CATEGORY']).optional(),
        role: z.enum(['RECOMMENDED', 'LISTED', 'COMPARED', 'CRITICIZED', 'EXCLUDED', 'UNKNOWN']).optional(),
      }),
    )
    .query(({ ctx, input }) => listMentionsWithAnswer(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, input)),

  answer: dashboardProcedure.input(z.object({ id })).query(({ ctx, input }) => engineAnswerOf(ctx.services.db, ctx.principal, input.id)),

  findings: dashboardProcedure
    .input(z.object({ slug, auditRunId: id.optional(), cursor: z.string().min(1).max(1024).optional() }))
    .query(({ ctx, input }) => listFindings(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, { ...input, limit: 100 })),

  updateFinding: dashboardProcedure
    .input(updateFindingInput)
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'updateFinding', input)).data),

  /** "Run audit now": the API's operation (one running run, the cooldown, monthly cap), recorded as the session's user's. */
  triggerAudit: dashboardProcedure
    .input(z.object({ slug }))
    .mutation(async ({ ctx, input }) => (await runOperation(ctx, 'triggerAudit', input)).data),

  run: dashboardProcedure.input(z.object({ id })).query(({ ctx, input }) => runState(ctx.services.db, ctx.principal, input.id)),

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
  report: dashboardProcedure.input(z.object({ slug })).query(async ({ ctx, input }) => {
    const { auditRunId, markdown } = await reportMarkdown(ctx.services, ctx.principal, input.slug);
    return { auditRunId, html: markdownToHtmlFragment(markdown) };
  }),
});
