// A project (brand) and everything read through it. The fields that are operations of the API
// (auditRuns: score history, citations) run the operation's procedure (api.ts); the others call
// the core function, which checks the key's account and project scope again for this project.
import { AppError } from '../../core/kernel/errors.ts';
import { sqlPool } from '../../db/client.ts';
import { retrievedNotCitedDomains } from '../../core/analytics/retrieved-not-cited.ts';
import { scoreTrend } from '../../core/analytics/score-trend.ts';
import { shareOfVoice } from '../../core/analytics/share-of-voice.ts';
import { topCitedDomains, topCitedUrls } from '../../core/analytics/top-cited.ts';
import { visibility } from '../../core/analytics/visibility.ts';
import { latestCompletedAudits } from '../../core/audits/audit-runs.ts';
import { listFindings } from '../../core/findings/findings.ts';
import { listMentions } from '../../core/observations/observations.ts';
import { listCompetitors, listTrackedPrompts } from '../../core/tracking/project-tracking.ts';
import type { listProjects } from '../../core/projects/projects.ts';
import type { Engine, MentionKind, MentionRole } from '../../generated/prisma/client.ts';
import { callPage, pageOf } from '../api.ts';
import { batchLoader } from '../batch.ts';
import { projectListItemSchema } from '../../core/contract/schemas.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';
import type { GraphQLContext } from '../context.ts';
import { type ListStarter, startedOrFetch } from '../prefetch.ts';
import { connectionOf, pageArgs, pageComplexity, pageInput } from '../pagination.ts';
import { BrandShareRef, CitedDomainRef, CitedUrlRef, RetrievedNotCitedDomainRef, ScorePointRef, VisibilityBucketRef } from './analytics.ts';
import { AuditRunConnection, AuditRunRef } from './audit-run.ts';
import { CitationConnection } from './citation.ts';
import { CompetitorRef } from './competitor.ts';
import {
  EngineEnum,
  FindingCategoryEnum,
  FindingStatusEnum,
  MentionKindEnum,
  MentionRoleEnum,
  SeverityEnum,
  VisibilityGroupingEnum,
} from './enums.ts';
import { FindingConnection } from './finding.ts';
import { MentionConnection } from './mention.ts';
import { TrackedPromptRef } from './tracked-prompt.ts';

/** The fields a project list item and a project detail share (REST's ProjectListItem). */
export type ProjectView = Omit<Awaited<ReturnType<typeof listProjects>>['data'][number], 'latestCompletedAudit'>;

export const ProjectRef = builder.objectRef<ProjectView>('Project');

const opt = <T>(v: T | null | undefined) => v ?? undefined;

type PageArgs = { first?: number | null; after?: string | null };
type WindowArgs = PageArgs & { from?: string | null; to?: string | null; engine?: Engine | null };
type MentionArgs = WindowArgs & { kind?: MentionKind | null; role?: MentionRole | null };

/** The page fields of a project: what each fetches, given the project's slug and its arguments. */
const auditRunsPage = (slug: string, a: PageArgs & { from?: string | null; to?: string | null }, ctx: GraphQLContext) =>
  callPage(ctx, (api) => api.scoreHistory({ slug, from: opt(a.from), to: opt(a.to), ...pageOf(a) }));

const citationsPage = (slug: string, a: WindowArgs, ctx: GraphQLContext) =>
  callPage(ctx, (api) => api.listCitations({ slug, engine: opt(a.engine), from: opt(a.from), to: opt(a.to), ...pageOf(a) }));

/** Samples per prompt of each project a page asks for: one statement for the page (batch.ts). */
const samplesPerPrompt = batchLoader(async (ctx, projectIds: readonly string[]) => {
  const rows = await ctx.services.db.project.findMany({
    where: { id: { in: [...projectIds] } },
    select: { id: true, samplesPerPrompt: true },
  });
  return new Map(rows.map((r) => [r.id, r.samplesPerPrompt]));
});

/** The latest completed run of each project a page asks for: one statement for the page (batch.ts). */
const latestCompletedAudit = batchLoader((ctx, projectIds: readonly string[]) =>
  latestCompletedAudits(sqlPool(ctx.services.db), ctx.principal, projectIds),
);

const mentionsPage = async (slug: string, a: MentionArgs, ctx: GraphQLContext) =>
  connectionOf(
    await listMentions(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, {
      slug,
      engine: opt(a.engine),
      kind: opt(a.kind),
      role: opt(a.role),
      from: opt(a.from),
      to: opt(a.to),
      ...pageInput(a),
    }),
  );

/**
 * The page fields `project(slug)` starts with its own lookup (prefetch.ts), with graphql's
 * coercion of the same field's arguments.
 */
export const projectListStarters: Record<string, ListStarter> = {
  auditRuns: auditRunsPage,
  citations: citationsPage,
  mentions: mentionsPage,
};

ProjectRef.implement({
  fields: (t) => {
    const range = {
      from: t.arg({ type: 'DateTime', required: false, description: 'Earliest timestamp to include (inclusive)' }),
      to: t.arg({ type: 'DateTime', required: false, description: 'Latest timestamp to include (inclusive)' }),
    };
    const window = { ...range, engine: t.arg({ type: EngineEnum, required: false }) };
    return {
      ...zodFields(t, projectListItemSchema, { omit: ['latestCompletedAudit'] }),
      samplesPerPrompt: t.int({
        description: "Times each engine is asked each tracked prompt per audit (1 to the plan's maximum); set with updateTrackingSettings.",
        // The project was read through the key's scope already (it is this field's parent).
        resolve: async (pr, _a, ctx) => {
          const samples = await samplesPerPrompt(ctx, pr.id);
          if (samples === undefined) throw new AppError('not_found');
          return samples;
        },
      }),

      latestCompletedAudit: t.field({
        type: AuditRunRef,
        nullable: true,
        resolve: async (pr, _a, ctx) => (await latestCompletedAudit(ctx, pr.id)) ?? null,
      }),

      auditRuns: t.field({
        type: AuditRunConnection,
        description: 'Runs of every status, newest first (REST score-history).',
        args: { ...pageArgs, ...range },
        complexity: pageComplexity,
        resolve: (pr, a, ctx, info) => startedOrFetch(pr, info, () => auditRunsPage(pr.slug, a, ctx)) as ReturnType<typeof auditRunsPage>,
      }),

      citations: t.field({
        type: CitationConnection,
        description: 'Sources cited in AI answers, newest first.',
        args: { ...pageArgs, ...window },
        complexity: pageComplexity,
        resolve: (pr, a, ctx, info) => startedOrFetch(pr, info, () => citationsPage(pr.slug, a, ctx)) as ReturnType<typeof citationsPage>,
      }),

      mentions: t.field({
        type: MentionConnection,
        description: 'Brands mentioned in AI answers, newest first.',
        args: {
          ...pageArgs,
          ...window,
          kind: t.arg({ type: MentionKindEnum, required: false }),
          role: t.arg({ type: MentionRoleEnum, required: false }),
        },
        complexity: pageComplexity,
        resolve: (pr, a, ctx, info) => startedOrFetch(pr, info, () => mentionsPage(pr.slug, a, ctx)) as ReturnType<typeof mentionsPage>,
      }),

      findings: t.field({
        type: FindingConnection,
        description: 'Findings of a run (default: the latest completed run), CRITICAL first.',
        args: {
          ...pageArgs,
          auditRunId: t.arg.id({ required: false }),
          severity: t.arg({ type: SeverityEnum, required: false }),
          category: t.arg({ type: FindingCategoryEnum, required: false }),
          status: t.arg({ type: FindingStatusEnum, required: false }),
        },
        complexity: pageComplexity,
        resolve: async (pr, a, ctx) => {
          const page = await listFindings(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, {
            slug: pr.slug,
            auditRunId: a.auditRunId === null || a.auditRunId === undefined ? undefined : a.auditRunId,
            severity: opt(a.severity),
            category: opt(a.category),
            status: opt(a.status),
            ...pageInput(a),
          });
          return Object.assign(connectionOf(page), { auditRunId: page.auditRunId });
        },
      }),

      competitors: t.field({
        type: [CompetitorRef],
        resolve: (pr, _a, ctx) => listCompetitors(ctx.services.db, ctx.principal, pr.slug),
      }),

      trackedPrompts: t.field({
        type: [TrackedPromptRef],
        resolve: (pr, _a, ctx) => listTrackedPrompts(ctx.services.db, ctx.principal, pr.slug),
      }),

      visibility: t.field({
        type: [VisibilityBucketRef],
        description: 'Visibility of the client per bucket, computed in SQL (definitions in docs/graphql.md).',
        args: { ...window, groupBy: t.arg({ type: VisibilityGroupingEnum, required: true }) },
        complexity: { field: 5, multiplier: 10 },
        resolve: (pr, a, ctx) =>
          visibility(ctx.services.db, ctx.principal, {
            slug: pr.slug,
            from: opt(a.from),
            to: opt(a.to),
            engine: opt(a.engine),
            groupBy: a.groupBy,
          }),
      }),

      shareOfVoice: t.field({
        type: [BrandShareRef],
        description: 'Share of voice per brand (the client and each competitor).',
        args: window,
        complexity: { field: 5, multiplier: 10 },
        resolve: (pr, a, ctx) =>
          shareOfVoice(ctx.services.db, ctx.principal, { slug: pr.slug, from: opt(a.from), to: opt(a.to), engine: opt(a.engine) }),
      }),

      topCitedDomains: t.field({
        type: [CitedDomainRef],
        args: { ...window, first: t.arg.int({ required: false, description: '1 to 100 (default 10)' }) },
        complexity: (a) => ({ field: 5, multiplier: Math.max(1, Math.min(100, a.first ?? 10)) }),
        resolve: (pr, a, ctx) =>
          topCitedDomains(ctx.services.db, ctx.principal, {
            slug: pr.slug,
            from: opt(a.from),
            to: opt(a.to),
            engine: opt(a.engine),
            first: opt(a.first),
          }),
      }),

      topCitedUrls: t.field({
        type: [CitedUrlRef],
        args: { ...window, first: t.arg.int({ required: false, description: '1 to 100 (default 10)' }) },
        complexity: (a) => ({ field: 5, multiplier: Math.max(1, Math.min(100, a.first ?? 10)) }),
        resolve: (pr, a, ctx) =>
          topCitedUrls(ctx.services.db, ctx.principal, {
            slug: pr.slug,
            from: opt(a.from),
            to: opt(a.to),
            engine: opt(a.engine),
            first: opt(a.first),
          }),
      }),

      retrievedNotCited: t.field({
        type: [RetrievedNotCitedDomainRef],
        description: 'Domains engines retrieved but did not cite, most answers first. Not citations: they count nowhere else.',
        args: { ...window, first: t.arg.int({ required: false, description: '1 to 100 (default 10)' }) },
        complexity: (a) => ({ field: 5, multiplier: Math.max(1, Math.min(100, a.first ?? 10)) }),
        resolve: (pr, a, ctx) =>
          retrievedNotCitedDomains(ctx.services.db, ctx.principal, {
            slug: pr.slug,
            from: opt(a.from),
            to: opt(a.to),
            engine: opt(a.engine),
            first: opt(a.first),
          }),
      }),

      scoreTrend: t.field({
        type: [ScorePointRef],
        description: 'The seven scores of each completed run in the window, oldest first.',
        args: range,
        complexity: { field: 2, multiplier: 10 },
        resolve: (pr, a, ctx) => scoreTrend(ctx.services.db, ctx.principal, { slug: pr.slug, from: opt(a.from), to: opt(a.to) }),
      }),
    };
  },
});

export const ProjectConnection = builder.connectionObject({ type: ProjectRef, name: 'ProjectConnection' });
