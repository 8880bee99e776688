// The crawler reads as fields of Project (issue 33, docs/crawlers.md): each runs its operation's
// procedure, as REST GET /projects/{slug}/crawlers, /referrals and /crawlers/pages do.
import { callOperation, pageOf } from '../api.ts';
import { builder } from '../builder.ts';
import { pageComplexity } from '../pagination.ts';
import { BotsReportRef, FunnelSegmentEnum, FunnelSortEnum, PageFunnelRef, ReferralsReportRef } from './crawlers.ts';
import { CrawlerClassEnum } from './enums.ts';
import { opt, ProjectRef } from './project.ts';

builder.objectFields(ProjectRef, (t) => {
  const crawlerRange = {
    from: t.arg({ type: 'DateTime', required: false, description: 'Start of the range (inclusive); default: 30 days before `to`' }),
    to: t.arg({ type: 'DateTime', required: false, description: 'End of the range (inclusive); default: now' }),
  };
  return {
    crawlers: t.field({
      type: BotsReportRef,
      description:
        'AI crawler hits from the site’s logs over `from`..`to` (default: the 30 days up to now): by UTC day and class, top bots and pages, statuses, verification shares (REST GET /projects/{slug}/crawlers).',
      args: {
        ...crawlerRange,
        botClass: t.arg({ type: CrawlerClassEnum, required: false }),
        first: t.arg.int({ required: false, description: 'Top bots and pages, 1 to 100 (default 10)' }),
      },
      complexity: { field: 5, multiplier: 5 },
      resolve: async (pr, a, ctx) =>
        (
          await callOperation(ctx, (api) =>
            api.botsReport({ slug: pr.slug, from: opt(a.from), to: opt(a.to), botClass: opt(a.botClass), limit: opt(a.first) }),
          )
        ).data,
    }),

    referrals: t.field({
      type: ReferralsReportRef,
      description:
        'Visits AI products referred to the site over `from`..`to`, by product, day and landing page; a floor (REST GET /projects/{slug}/referrals).',
      args: { ...crawlerRange, first: t.arg.int({ required: false, description: 'Top landing pages, 1 to 100 (default 10)' }) },
      complexity: { field: 5, multiplier: 5 },
      resolve: async (pr, a, ctx) =>
        (await callOperation(ctx, (api) => api.referralsReport({ slug: pr.slug, from: opt(a.from), to: opt(a.to), limit: opt(a.first) })))
          .data,
    }),

    crawlerPages: t.field({
      type: PageFunnelRef,
      description:
        'The page funnel: each page crawled by AI bots, cited in audits, visited from AI products, and the site totals (REST GET /projects/{slug}/crawlers/pages).',
      args: {
        ...crawlerRange,
        sort: t.arg({ type: FunnelSortEnum, required: false }),
        segment: t.arg({ type: FunnelSegmentEnum, required: false }),
        first: t.arg.int({ required: false, description: 'Page size, 1 to 100 (default 50)' }),
        after: t.arg.string({ required: false, description: '`nextCursor` of the previous page' }),
      },
      complexity: pageComplexity,
      resolve: (pr, a, ctx) =>
        callOperation(ctx, (api) =>
          api.pageFunnel({ slug: pr.slug, from: opt(a.from), to: opt(a.to), sort: opt(a.sort), segment: opt(a.segment), ...pageOf(a) }),
        ),
    }),
  };
});
