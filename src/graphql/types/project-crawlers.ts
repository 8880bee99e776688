// The crawler reads as fields of Project (issue 33, docs/crawlers.md): each runs its operation's
// procedure, as REST GET /projects/{slug}/crawlers, /referrals and /crawlers/pages do, with the
// operation's parameters as its arguments (zod-args.ts).
import { botsReportInput, pageFunnelInput, referralsReportInput } from '../../core/crawlers-report/contract.ts';
import { callOperation } from '../api.ts';
import { builder } from '../builder.ts';
import { pageComplexity } from '../pagination.ts';
import { operationArgs } from '../zod-args.ts';
import { BotsReportRef, PageFunnelRef, ReferralsReportRef } from './crawlers.ts';
import { ProjectRef } from './project.ts';

const botsArgs = operationArgs(botsReportInput, { omit: ['slug'] });
const referralsArgs = operationArgs(referralsReportInput, { omit: ['slug'] });
const funnelArgs = operationArgs(pageFunnelInput, { omit: ['slug'] });

builder.objectFields(ProjectRef, (t) => ({
  crawlers: t.field({
    type: BotsReportRef,
    description:
      'AI crawler hits from the site’s logs over `from`..`to` (default: the 30 days up to now): by UTC day and class, top bots and pages, statuses, verification shares (REST GET /projects/{slug}/crawlers).',
    args: botsArgs.args,
    complexity: { field: 5, multiplier: 5 },
    resolve: async (pr, a, ctx) => (await callOperation(ctx, (api) => api.botsReport({ ...botsArgs.input(a), slug: pr.slug }))).data,
  }),

  referrals: t.field({
    type: ReferralsReportRef,
    description:
      'Visits AI products referred to the site over `from`..`to`, by product, day and landing page; a floor (REST GET /projects/{slug}/referrals).',
    args: referralsArgs.args,
    complexity: { field: 5, multiplier: 5 },
    resolve: async (pr, a, ctx) =>
      (await callOperation(ctx, (api) => api.referralsReport({ ...referralsArgs.input(a), slug: pr.slug }))).data,
  }),

  crawlerPages: t.field({
    type: PageFunnelRef,
    description:
      'The page funnel: each page crawled by AI bots, cited in audits, visited from AI products, and the site totals (REST GET /projects/{slug}/crawlers/pages).',
    args: funnelArgs.args,
    complexity: pageComplexity,
    resolve: (pr, a, ctx) => callOperation(ctx, (api) => api.pageFunnel({ ...funnelArgs.input(a), slug: pr.slug })),
  }),
}));
