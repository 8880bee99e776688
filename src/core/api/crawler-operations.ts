// The crawler reads as operations of the API (entries of apiSchemas, core/api/api-router.ts): the
// bots report, the referrals report and the page funnel, on REST (the GET routes below), GraphQL
// (fields of Project), MCP tools and the dashboard. Definitions: docs/crawlers.md.
import { access } from './operation-access.ts';
import { procedureOf } from './operation-procedure.ts';
import { botsReport } from '../crawlers-report/bots-report.ts';
import { referralsReport } from '../crawlers-report/referrals-report.ts';
import { pageFunnel } from '../crawlers-report/page-funnel.ts';
import {
  botsReportInput,
  botsReportOutput,
  pageFunnelInput,
  pageFunnelOutput,
  referralsReportInput,
  referralsReportOutput,
} from '../crawlers-report/contract.ts';

const protect = true;
const tags = ['Crawlers'];
const range =
  '`from`/`to` bound the hours counted (inclusive, ISO 8601 with offset; default: the 30 days up to now; at most 400 days). Days are UTC.';

export const crawlerOperations = {
  botsReport: {
    input: botsReportInput,
    output: botsReportOutput,
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/crawlers',
      protect,
      tags,
      summary: 'AI crawler hits from the site’s logs: by day and class, bot, page, status, verification',
      description:
        "The AI bots that read the client's site, from its imported logs: hits per UTC day and class (TRAINING, SEARCH_INDEX, USER_FETCH, AGENT), the `limit` (default 10) bots and pages with the most hits, hits by HTTP status and the share of each verification. Verified hits (address in the operator's published ranges) are the headline; `otherHits` are claimed but unverified or AI-looking hits, never counted as the bot. " +
        range,
    },
  },
  referralsReport: {
    input: referralsReportInput,
    output: referralsReportOutput,
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/referrals',
      protect,
      tags,
      summary: 'Visits AI products referred to the site (a floor)',
      description:
        'Visits whose referrer or `utm_source` is an AI product (ChatGPT, Perplexity, Claude, Gemini, Copilot...), by product, UTC day and the `limit` (default 10) top landing pages. A floor: many visits from AI answers carry no referrer and cannot be counted. ' +
        range,
    },
  },
  pageFunnel: {
    input: pageFunnelInput,
    output: pageFunnelOutput,
    access: access(),
    reads: 'replica',
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/crawlers/pages',
      protect,
      tags,
      summary: 'The page funnel: crawled by AI bots, cited in AI answers, visited from them',
      description:
        "Each page of the client's site with its AI bot hits (verified apart, by class and bot), its last verified crawl, the citations it earned in audits in the range (by engine) and the visits AI products referred to it; `totals` for the whole site: pages crawled, cited, visited, crawls per citation, visits per citation, pages cited but not crawled, crawled but not cited, and cited pages verified bots were refused (4xx/5xx). Pages are matched on their path (query dropped, one trailing slash removed). `sort` (default VERIFIED_HITS), `segment` to list one kind of page; keyset pagination: pass `nextCursor` as `cursor` with the same parameters. " +
        range,
    },
  },
} as const;

/** Their procedures, spread into the API's router (api-router.ts). */
export const crawlerProcedures = {
  botsReport: procedureOf(crawlerOperations.botsReport).query(async ({ ctx, input }) => ({
    data: await botsReport(ctx.services.db, ctx.principal, input),
  })),

  referralsReport: procedureOf(crawlerOperations.referralsReport).query(async ({ ctx, input }) => ({
    data: await referralsReport(ctx.services.db, ctx.principal, input),
  })),

  pageFunnel: procedureOf(crawlerOperations.pageFunnel).query(({ ctx, input }) =>
    pageFunnel(ctx.services.db, ctx.services.cursors, ctx.principal, input),
  ),
};
