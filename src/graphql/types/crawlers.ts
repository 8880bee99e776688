// Result types of the crawler reads on Project (core/crawlers-report): the bots report, the
// referrals report and the page funnel, each field taken from the operation's wire schema
// (zod-fields.ts), so GraphQL and REST say the same thing. Definitions: docs/crawlers.md.
import type { z } from 'zod';
import {
  botsReportSchema,
  funnelAccessLogsSchema,
  funnelPageSchema,
  funnelRobotsTxtSchema,
  funnelTotalsSchema,
  pageFunnelOutput,
  referralsReportSchema,
} from '../../core/crawlers-report/contract.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

type Out<S extends z.ZodType> = z.output<S>;

/** An object type for the items of a list field of a wire schema. */
function itemType<S extends z.ZodObject>(name: string, schema: S, description?: string, nested: Record<string, unknown> = {}) {
  return builder.objectRef<Out<S>>(name).implement({
    ...(description ? { description } : {}),
    fields: (t) => zodFields(t, schema, { nested }),
  });
}

const bots = botsReportSchema.shape;
const CrawlerVerificationShareRef = itemType('CrawlerVerificationShare', bots.verification.element);
const CrawlerDayRef = itemType('CrawlerDay', bots.days.element, 'AI bot hits of one UTC day and class.');
const CrawlerBotRef = itemType('CrawlerBot', bots.bots.element, 'One AI bot with its hits in the range.');
const CrawlerPathRef = itemType('CrawlerPath', bots.topPages.element, 'A page (path) with its AI bot hits.');
const CrawlerStatusRef = itemType('CrawlerStatus', bots.statuses.element, 'AI bot hits the site answered with one HTTP status.');

export const BotsReportRef = builder.objectRef<Out<typeof botsReportSchema>>('BotsReport').implement({
  description: botsReportSchema.description,
  fields: (t) =>
    zodFields(t, botsReportSchema, {
      nested: {
        verification: CrawlerVerificationShareRef,
        days: CrawlerDayRef,
        bots: CrawlerBotRef,
        topPages: CrawlerPathRef,
        statuses: CrawlerStatusRef,
      },
    }),
});

const referrals = referralsReportSchema.shape;
const ReferralProductRef = itemType('ReferralProduct', referrals.products.element, 'Visits one AI product referred.');
const ReferralDayRef = itemType('ReferralDay', referrals.days.element, 'Visits one AI product referred on one UTC day.');
const ProductVisitsRef = itemType('ProductVisits', referrals.landingPages.element.shape.products.element);
const ReferralLandingPageRef = itemType(
  'ReferralLandingPage',
  referrals.landingPages.element,
  'A landing page with the visits AI products referred to it.',
  {
    products: ProductVisitsRef,
  },
);

export const ReferralsReportRef = builder.objectRef<Out<typeof referralsReportSchema>>('ReferralsReport').implement({
  description: referralsReportSchema.description,
  fields: (t) =>
    zodFields(t, referralsReportSchema, {
      nested: { products: ReferralProductRef, days: ReferralDayRef, landingPages: ReferralLandingPageRef },
    }),
});

const page = funnelPageSchema.shape;
const ClassHitsRef = itemType('CrawlerClassHits', page.byClass.element);
const BotHitsRef = itemType('CrawlerBotHits', page.byBot.element);
const EngineCitationsRef = itemType('EngineCitations', page.citationsByEngine.element);

const FunnelPageRef = builder.objectRef<Out<typeof funnelPageSchema>>('FunnelPage').implement({
  description: funnelPageSchema.description,
  fields: (t) =>
    zodFields(t, funnelPageSchema, { nested: { byClass: ClassHitsRef, byBot: BotHitsRef, citationsByEngine: EngineCitationsRef } }),
});
const FunnelAccessLogsRef = builder.objectRef<Out<typeof funnelAccessLogsSchema>>('FunnelAccessLogs').implement({
  description: funnelAccessLogsSchema.description,
  fields: (t) => zodFields(t, funnelAccessLogsSchema),
});
const FunnelTotalsRef = builder.objectRef<Out<typeof funnelTotalsSchema>>('FunnelTotals').implement({
  description: funnelTotalsSchema.description,
  fields: (t) => zodFields(t, funnelTotalsSchema, { nested: { accessLogs: FunnelAccessLogsRef } }),
});

const FunnelRobotsTxtRef = builder.objectRef<Out<typeof funnelRobotsTxtSchema>>('FunnelRobotsTxt').implement({
  description: funnelRobotsTxtSchema.description,
  fields: (t) => zodFields(t, funnelRobotsTxtSchema),
});

export const PageFunnelRef = builder.objectRef<Out<typeof pageFunnelOutput>>('PageFunnel').implement({
  description:
    'A page of the page funnel (REST GET /projects/{slug}/crawlers/pages): the pages, the cursor of the next page and the site totals.',
  fields: (t) =>
    zodFields(t, pageFunnelOutput, { nested: { data: FunnelPageRef, totals: FunnelTotalsRef, robotsTxt: FunnelRobotsTxtRef } }),
});
