// A project (brand) and everything read through it. Every field takes the whole page of projects
// at once (batch.ts): a field selected for a page of 100 projects costs the statements it costs
// for one. Its value comes from a core read of several projects, which checks the key's account
// and project scope again; the fields that are operations of the API (auditRuns: score history,
// citations, mentions, findings, the visibility aggregates) run the operation's procedure once per
// project of the page, through the whole chain, and the procedures' reads of the page's projects
// are one (api.ts firstPagesOf, operationsOf; core/api/operation-batch.ts); their next pages (and
// `project(slug)`'s started pages, prefetch.ts) run the same procedure for one project.
import { sqlPool } from '../../db/client.ts';
import { retrievedNotCitedOf } from '../../core/analytics/retrieved-not-cited.ts';
import { scoreTrends } from '../../core/analytics/score-trend.ts';
import { topCitedUrlsOf } from '../../core/analytics/top-cited.ts';
import { latestCompletedAudits } from '../../core/audits/audit-runs.ts';
import { competitorsOfProjects, trackedPromptsOfProjects } from '../../core/tracking/project-tracking.ts';
import type { listProjects } from '../../core/projects/projects.ts';
import type { z } from 'zod';
import { apiSchemas } from '../../core/api/api-router.ts';
import { callListPage, callPage, firstPagesOf, operationsOf, outcomeOf } from '../api.ts';
import { batchLoader, batchLoaderByArgs } from '../batch.ts';
import { found } from '../../core/kernel/of-several.ts';
import { projectListItemSchema } from '../../core/contract/schemas.ts';
import { retrievedNotCitedInput, scoreTrendInput, topCitedUrlsInput } from '../../core/contract/aggregates.ts';
import { DEFAULT_TOP_LIMIT, MAX_PAGE_LIMIT } from '../../core/kernel/pagination.ts';
import { builder } from '../builder.ts';
import { operationArgs } from '../zod-args.ts';
import { zodFields } from '../zod-fields.ts';
import type { GraphQLContext } from '../context.ts';
import { type ListStarter, startedOrFetch } from '../prefetch.ts';
import { connectionOf, pageArgs, pageComplexity } from '../pagination.ts';
import {
  BrandShareGroupRef,
  BrandShareRef,
  CitedDomainRef,
  CitedUrlRef,
  RetrievedNotCitedDomainRef,
  ScorePointRef,
  VisibilityBucketRef,
  VisibilitySummaryRef,
} from './analytics.ts';
import { AuditRunConnection, AuditRunRef } from './audit-run.ts';
import { CitationConnection } from './citation.ts';
import { CompetitorRef } from './competitor.ts';
import { BrandShareGroupingEnum, VisibilityGroupingEnum } from './enums.ts';
import { FindingConnection } from './finding.ts';
import { MentionConnection } from './mention.ts';
import { TrackedPromptRef } from './tracked-prompt.ts';

/** The fields a project list item and a project detail share (REST's ProjectListItem). */
export type ProjectView = Omit<Awaited<ReturnType<typeof listProjects>>['data'][number], 'latestCompletedAudit'>;

export const ProjectRef = builder.objectRef<ProjectView>('Project');

// ---- The arguments of the fields that are operations: the operation's input (zod-args.ts). ----

/** A connection takes its page as `first` and `after` (pagination.ts), and the operation's filters. */
const page = ['slug', 'limit', 'cursor'] as const;
const auditRunArgs = operationArgs(apiSchemas.scoreHistory.input, { omit: page });
const citationArgs = operationArgs(apiSchemas.listCitations.input, { omit: page });
const mentionArgs = operationArgs(apiSchemas.listMentionsFiltered.input, { omit: page });
// An ID since the first schema; the fan-out fields' `auditRunId`, later, is a String.
const findingArgs = operationArgs(apiSchemas.listFindingsFiltered.input, { omit: page, types: { auditRunId: 'ID' } });
const summaryArgs = operationArgs(apiSchemas.visibilitySummary.input, { omit: ['slug'] });
// The two groupings have the same values: each field names its enum.
const visibilityArgs = operationArgs(apiSchemas.visibility.input, { omit: ['slug'], types: { groupBy: VisibilityGroupingEnum } });
const shareArgs = operationArgs(apiSchemas.shareOfVoice.input, { omit: ['slug', 'groupBy'] });
const brandShareArgs = operationArgs(apiSchemas.shareOfVoice.input, { omit: ['slug'], types: { groupBy: BrandShareGroupingEnum } });
const topDomainArgs = operationArgs(apiSchemas.topCitedDomains.input, { omit: ['slug'] });
// The reads GraphQL alone serves take their arguments from their inputs' schemas the same way
// (core/contract/aggregates.ts), and parse them with those schemas (no procedure does).
const topUrlArgs = operationArgs(topCitedUrlsInput, { omit: ['slug'] });
const retrievedNotCitedArgs = operationArgs(retrievedNotCitedInput, { omit: ['slug'] });
const scoreTrendArgs = operationArgs(scoreTrendInput, { omit: ['slug'] });

/** What an operation reads for each project of a page: its input without the slug. */
type Filter<Op extends { input: z.ZodObject }> = Omit<z.input<Op['input']>, 'slug'>;

// ---- Loaders: each reads its field for every project of the page in one call (batch.ts). ----

const pool = (ctx: GraphQLContext) => sqlPool(ctx.services.db);

/** Samples per prompt of each project a page asks for: one statement for the page. */
const samplesPerPrompt = batchLoader(async (ctx, projectIds: readonly string[]) => {
  const rows = await ctx.services.db.project.findMany({
    where: { id: { in: [...projectIds] } },
    select: { id: true, samplesPerPrompt: true },
  });
  return new Map(rows.map((r) => [r.id, r.samplesPerPrompt]));
});

/** The latest completed run of each project a page asks for: one statement for the page. */
const latestCompletedAudit = batchLoader((ctx, projectIds: readonly string[]) =>
  latestCompletedAudits(pool(ctx), ctx.principal, projectIds),
);

const competitors = batchLoader((ctx, slugs: readonly string[]) => competitorsOfProjects(ctx.services.db, ctx.principal, slugs));
const trackedPrompts = batchLoader((ctx, slugs: readonly string[]) => trackedPromptsOfProjects(ctx.services.db, ctx.principal, slugs));

/** What a read GraphQL alone serves takes for each project of a page: its parsed input without the slug. */
type ReadFilter<S extends z.ZodObject> = Omit<z.output<S>, 'slug'>;
type TopFilter = ReadFilter<typeof topCitedUrlsInput>;

// The aggregates that are operations of the API: the operation's procedure for every project of
// the page, their reads made as one (api.ts operationsOf).
const visibilitySummary = batchLoaderByArgs((ctx, slugs: readonly string[], a: Filter<typeof apiSchemas.visibilitySummary>) =>
  operationsOf(ctx, slugs, (api, slug) => api.visibilitySummary({ ...a, slug })),
);
const visibility = batchLoaderByArgs((ctx, slugs: readonly string[], a: Filter<typeof apiSchemas.visibility>) =>
  operationsOf(ctx, slugs, (api, slug) => api.visibility({ ...a, slug })),
);
const brandShares = batchLoaderByArgs((ctx, slugs: readonly string[], a: Filter<typeof apiSchemas.shareOfVoice>) =>
  operationsOf(ctx, slugs, (api, slug) => api.shareOfVoice({ ...a, slug })),
);
const topCitedDomains = batchLoaderByArgs((ctx, slugs: readonly string[], a: Filter<typeof apiSchemas.topCitedDomains>) =>
  operationsOf(ctx, slugs, (api, slug) => api.topCitedDomains({ ...a, slug })),
);
const topCitedUrls = batchLoaderByArgs((ctx, slugs: readonly string[], { limit: first, ...a }: TopFilter) =>
  topCitedUrlsOf(ctx.services.db, ctx.principal, slugs, { ...a, first }),
);
const retrievedNotCited = batchLoaderByArgs((ctx, slugs: readonly string[], { limit: first, ...a }: TopFilter) =>
  retrievedNotCitedOf(ctx.services.db, ctx.principal, slugs, { ...a, first }),
);
const scoreTrend = batchLoaderByArgs((ctx, slugs: readonly string[], a: ReadFilter<typeof scoreTrendInput>) =>
  scoreTrends(ctx.services.db, ctx.principal, slugs, a),
);

/** First pages of the operations' lists: the operation's procedure for every project of the page, their reads made as one (api.ts firstPagesOf). */
const firstAuditRuns = batchLoaderByArgs((ctx, slugs: readonly string[], a: Filter<typeof apiSchemas.scoreHistory>) =>
  firstPagesOf(ctx, slugs, (api, slug) => api.scoreHistory({ ...a, slug })),
);

const firstCitations = batchLoaderByArgs((ctx, slugs: readonly string[], a: Filter<typeof apiSchemas.listCitations>) =>
  firstPagesOf(ctx, slugs, (api, slug) => api.listCitations({ ...a, slug })),
);

const firstMentions = batchLoaderByArgs((ctx, slugs: readonly string[], a: Filter<typeof apiSchemas.listMentionsFiltered>) =>
  firstPagesOf(ctx, slugs, (api, slug) => api.listMentionsFiltered({ ...a, slug })),
);

const firstFindings = batchLoaderByArgs((ctx, slugs: readonly string[], a: Filter<typeof apiSchemas.listFindingsFiltered>) =>
  firstPagesOf(ctx, slugs, (api, slug) => api.listFindingsFiltered({ ...a, slug })),
);

// ---- The page fields: a first page from the page of projects' batch, a next page of this project's list. ----
// `first` and `after` are the operation's `limit` and `cursor` (its input, zod-args.ts).

type Args = Record<string, unknown>;

const auditRunsPage = async (slug: string, a: Args, ctx: GraphQLContext) => {
  const input = auditRunArgs.input(a);
  return input.cursor === undefined
    ? connectionOf(outcomeOf(await firstAuditRuns(ctx, slug, input)))
    : callPage(ctx, (api) => api.scoreHistory({ ...input, slug }));
};

const citationsPage = async (slug: string, a: Args, ctx: GraphQLContext) => {
  const input = citationArgs.input(a);
  return input.cursor === undefined
    ? connectionOf(outcomeOf(await firstCitations(ctx, slug, input)))
    : callPage(ctx, (api) => api.listCitations({ ...input, slug }));
};

const mentionsPage = async (slug: string, a: Args, ctx: GraphQLContext) => {
  const input = mentionArgs.input(a);
  return input.cursor === undefined
    ? connectionOf(outcomeOf(await firstMentions(ctx, slug, input)))
    : callPage(ctx, (api) => api.listMentionsFiltered({ ...input, slug }));
};

const findingsPage = async (slug: string, a: Args, ctx: GraphQLContext) => {
  const input = findingArgs.input(a);
  const page =
    input.cursor === undefined
      ? outcomeOf(await firstFindings(ctx, slug, input))
      : await callListPage(ctx, (api) => api.listFindingsFiltered({ ...input, slug }));
  return Object.assign(connectionOf(page), { auditRunId: page.auditRunId });
};

/**
 * The page fields `project(slug)` starts with its own lookup (prefetch.ts), with graphql's
 * coercion of the same field's arguments: its first pages are the batch of one project.
 */
export const projectListStarters: Record<string, ListStarter> = {
  auditRuns: auditRunsPage,
  citations: citationsPage,
  mentions: mentionsPage,
};

ProjectRef.implement({
  fields: (t) => {
    const topComplexity = (a: { first?: number | null }) => ({
      field: 5,
      multiplier: Math.max(1, Math.min(MAX_PAGE_LIMIT, a.first ?? DEFAULT_TOP_LIMIT)),
    });
    return {
      ...zodFields(t, projectListItemSchema, { omit: ['latestCompletedAudit'] }),
      samplesPerPrompt: t.int({
        description: "Times each engine is asked each tracked prompt per audit (1 to the plan's maximum); set with updateTrackingSettings.",
        // The project was read through the key's scope already (it is this field's parent).
        resolve: async (pr, _a, ctx) => found(await samplesPerPrompt(ctx, pr.id)),
      }),

      latestCompletedAudit: t.field({
        type: AuditRunRef,
        nullable: true,
        resolve: async (pr, _a, ctx) => (await latestCompletedAudit(ctx, pr.id)) ?? null,
      }),

      auditRuns: t.field({
        type: AuditRunConnection,
        description: 'Runs of every status, newest first (REST score-history).',
        args: { ...pageArgs, ...auditRunArgs.args },
        complexity: pageComplexity,
        resolve: (pr, a, ctx, info) => startedOrFetch(pr, info, () => auditRunsPage(pr.slug, a, ctx)) as ReturnType<typeof auditRunsPage>,
      }),

      citations: t.field({
        type: CitationConnection,
        description: 'Sources cited in AI answers, newest first.',
        args: { ...pageArgs, ...citationArgs.args },
        complexity: pageComplexity,
        resolve: (pr, a, ctx, info) => startedOrFetch(pr, info, () => citationsPage(pr.slug, a, ctx)) as ReturnType<typeof citationsPage>,
      }),

      mentions: t.field({
        type: MentionConnection,
        description: 'Brands mentioned in AI answers, newest first.',
        args: { ...pageArgs, ...mentionArgs.args },
        complexity: pageComplexity,
        resolve: (pr, a, ctx, info) => startedOrFetch(pr, info, () => mentionsPage(pr.slug, a, ctx)) as ReturnType<typeof mentionsPage>,
      }),

      findings: t.field({
        type: FindingConnection,
        description: 'Findings of a run (default: the latest completed run), CRITICAL first.',
        args: { ...pageArgs, ...findingArgs.args },
        complexity: pageComplexity,
        resolve: (pr, a, ctx) => findingsPage(pr.slug, a, ctx),
      }),

      competitors: t.field({
        type: [CompetitorRef],
        resolve: async (pr, _a, ctx) => found(await competitors(ctx, pr.slug)),
      }),

      trackedPrompts: t.field({
        type: [TrackedPromptRef],
        resolve: async (pr, _a, ctx) => found(await trackedPrompts(ctx, pr.slug)),
      }),

      visibilitySummary: t.field({
        type: VisibilitySummaryRef,
        description:
          "The client's mention rate, citation rate, share of voice and average position over `from`..`to` (default: the 30 days up to now) against the previous period of the same length: intervals, change, test, verdict (REST GET /projects/{slug}/visibility/summary).",
        args: summaryArgs.args,
        complexity: { field: 5, multiplier: 2 },
        resolve: async (pr, a, ctx) => outcomeOf(await visibilitySummary(ctx, pr.slug, summaryArgs.input(a))).data,
      }),

      visibility: t.field({
        type: [VisibilityBucketRef],
        description:
          'Visibility of the client per bucket, computed in SQL (definitions in docs/graphql.md); `groupBy: [PROMPT, ENGINE]` gives the prompt x engine matrix (REST GET /projects/{slug}/visibility).',
        args: visibilityArgs.args,
        complexity: { field: 5, multiplier: 10 },
        resolve: async (pr, a, ctx) => outcomeOf(await visibility(ctx, pr.slug, visibilityArgs.input(a))).data,
      }),

      shareOfVoice: t.field({
        type: [BrandShareRef],
        description: 'Share of voice per brand (the client and each competitor) over the window, with 95% intervals.',
        args: shareArgs.args,
        complexity: { field: 5, multiplier: 10 },
        resolve: async (pr, a, ctx) => outcomeOf(await brandShares(ctx, pr.slug, shareArgs.input(a))).data[0]?.brands ?? [],
      }),

      shareOfVoiceByBrand: t.field({
        type: [BrandShareGroupRef],
        description:
          'Share of voice per brand with 95% intervals, per group: `groupBy` ENGINE and/or one of DAY, WEEK, MONTH (none: one group over the window) (REST GET /projects/{slug}/share-of-voice).',
        args: brandShareArgs.args,
        complexity: { field: 5, multiplier: 20 },
        resolve: async (pr, a, ctx) => outcomeOf(await brandShares(ctx, pr.slug, brandShareArgs.input(a))).data,
      }),

      topCitedDomains: t.field({
        type: [CitedDomainRef],
        description:
          'The most cited domains: citations, share, engines, and with `from` the change against the previous period (REST GET /projects/{slug}/cited-domains).',
        args: topDomainArgs.args,
        complexity: topComplexity,
        resolve: async (pr, a, ctx) => outcomeOf(await topCitedDomains(ctx, pr.slug, topDomainArgs.input(a))).data,
      }),

      topCitedUrls: t.field({
        type: [CitedUrlRef],
        args: topUrlArgs.args,
        complexity: topComplexity,
        resolve: async (pr, a, ctx) => found(await topCitedUrls(ctx, pr.slug, topUrlArgs.parse(a))),
      }),

      retrievedNotCited: t.field({
        type: [RetrievedNotCitedDomainRef],
        description: 'Domains engines retrieved but did not cite, most answers first. Not citations: they count nowhere else.',
        args: retrievedNotCitedArgs.args,
        complexity: topComplexity,
        resolve: async (pr, a, ctx) => found(await retrievedNotCited(ctx, pr.slug, retrievedNotCitedArgs.parse(a))),
      }),

      scoreTrend: t.field({
        type: [ScorePointRef],
        description: 'The seven scores of each completed run in the window, oldest first.',
        args: scoreTrendArgs.args,
        complexity: { field: 2, multiplier: 10 },
        resolve: async (pr, a, ctx) => found(await scoreTrend(ctx, pr.slug, scoreTrendArgs.parse(a))),
      }),
    };
  },
});

export const ProjectConnection = builder.connectionObject({ type: ProjectRef, name: 'ProjectConnection' });
