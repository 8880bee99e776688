// The definitions of the visibility aggregates as operations of the API (entries of apiSchemas,
// api-router.ts): the cockpit's reads of a project over a range, on REST (GET routes below),
// GraphQL (fields of Project, batched for a page of projects), MCP tools and the dashboard.
// Definitions of the figures: docs/graphql.md ("Definitions"), docs/methodology.md.
import {
  brandShareGroupsOutput,
  brandSharesInput,
  groupedVisibilityInput,
  summaryInput,
  topCitedDomainsInput,
  topCitedDomainsSchema,
  visibilityBucketsOutput,
  visibilityOverviewSchema,
  visibilitySummaryOutput,
} from '../contract/aggregates.ts';
import { brandShareGroupsOf, brandShares } from '../analytics/share-of-voice.ts';
import { topCitedDomains, topCitedDomainsOf } from '../analytics/top-cited.ts';
import { visibilities, visibility } from '../analytics/visibility.ts';
import { visibilityOverview } from '../analytics/visibility-overview.ts';
import { visibilitySummaries, visibilitySummary } from '../analytics/visibility-summary.ts';
import { access } from './operation-access.ts';
import { fromBatch } from './operation-batch.ts';
import { procedureOf } from './operation-procedure.ts';
import { DEFAULT_TOP_LIMIT } from '../kernel/pagination.ts';

const protect = true;
const tags = ['Visibility'];
const window =
  '`from`/`to` bound the answers by the time they were asked (inclusive, ISO 8601 with offset); `engine` narrows them to one engine.';

export const analyticsOperations = {
  visibilitySummary: {
    input: summaryInput,
    output: visibilitySummaryOutput,
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/visibility/summary',
      protect,
      tags,
      summary: "The client's visibility over a range against the previous period",
      description:
        "The KPI header: the client's mention rate, citation rate, share of voice and average position over `from`..`to` (default: the 30 days up to now) and over the previous period of the same length, each with its 95% interval and n, the change with its 95% interval, a two-sided test (Holm-adjusted over the four), `significant` and a plain `verdict` (up, down, steady, too_few_answers, no_data). " +
        window,
    },
  },
  visibility: {
    input: groupedVisibilityInput,
    output: visibilityBucketsOutput,
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/visibility',
      protect,
      tags,
      summary: "The client's visibility per bucket (prompt, engine, day, week, month)",
      description:
        "Mention rate, citation rate, share of voice, average position and sentiment of the client per bucket, with the counts behind each and 95% intervals. `groupBy` takes one to three groupings: `PROMPT,ENGINE` gives the prompt x engine matrix (each cell a bucket, with the prompt's text). " +
        window +
        ' Without `from`/`to`, all time.',
    },
  },
  shareOfVoice: {
    input: brandSharesInput,
    output: brandShareGroupsOutput,
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/share-of-voice',
      protect,
      tags,
      summary: 'Share of voice of the client and each competitor, with intervals',
      description:
        'Each brand (the client under the project name, each competitor) with its share of the client and competitor mentions, a 95% interval clustered by answer, its mentions, the answers naming it and its mention rate; one group over the range, or per `groupBy` (ENGINE, PROMPT and/or one of DAY, WEEK, MONTH) for a comparison by engine or prompt (`PROMPT,ENGINE`: each brand in the cells of the prompt x engine matrix) or a trend. ' +
        window +
        ' Without `from`/`to`, all time.',
    },
  },
  topCitedDomains: {
    input: topCitedDomainsInput,
    output: topCitedDomainsSchema,
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/cited-domains',
      protect,
      tags,
      summary: 'The domains the engines cite most: a leaderboard',
      description:
        `The \`limit\` (default ${DEFAULT_TOP_LIMIT})` +
        " most cited domains of the project's answers, with their citations, the answers citing them, their share of all citations, the engines that cited them and whether each is the client's or a competitor's. With `from`, also their citations and share in the previous period of the same length and the change of share. `from`/`to` bound the citations by the time they were observed; without them, all time.",
    },
  },
  // The assistants' get_visibility (src/mcp): the summary, each engine, and the latest audit's stored changes in one call; no REST route.
  visibilityOverview: { input: summaryInput, output: visibilityOverviewSchema, access: access(), reads: 'replica' },
} as const;

/** Their procedures, spread into the API's router (api-router.ts). Each aggregate called as one of several projects (ctx.batch) is read with the others at once (fromBatch). */
export const analyticsProcedures = {
  visibilitySummary: procedureOf(analyticsOperations.visibilitySummary).query(async ({ ctx, input }) => ({
    data: await (fromBatch(ctx, 'visibilitySummary', input, (slugs, filter) =>
      visibilitySummaries(ctx.services.db, ctx.principal, slugs, filter),
    ) ?? visibilitySummary(ctx.services.db, ctx.principal, input)),
  })),

  visibility: procedureOf(analyticsOperations.visibility).query(async ({ ctx, input }) => ({
    data: await (fromBatch(ctx, 'visibility', input, (slugs, filter) => visibilities(ctx.services.db, ctx.principal, slugs, filter)) ??
      visibility(ctx.services.db, ctx.principal, input)),
  })),

  shareOfVoice: procedureOf(analyticsOperations.shareOfVoice).query(async ({ ctx, input }) => ({
    data: await (fromBatch(ctx, 'shareOfVoice', input, (slugs, filter) =>
      brandShareGroupsOf(ctx.services.db, ctx.principal, slugs, filter),
    ) ?? brandShares(ctx.services.db, ctx.principal, input)),
  })),

  visibilityOverview: procedureOf(analyticsOperations.visibilityOverview).query(async ({ ctx, input }) => ({
    data: await visibilityOverview(ctx.services.db, ctx.principal, input),
  })),

  topCitedDomains: procedureOf(analyticsOperations.topCitedDomains).query(async ({ ctx, input }) => {
    const { limit, ...window } = input;
    return {
      data: await (fromBatch(ctx, 'topCitedDomains', input, (slugs, { limit: first, ...filter }) =>
        topCitedDomainsOf(ctx.services.db, ctx.principal, slugs, { ...filter, first }),
      ) ?? topCitedDomains(ctx.services.db, ctx.principal, { ...window, first: limit })),
    };
  }),
};
