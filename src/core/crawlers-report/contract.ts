/**
 * Wire schemas of the crawler reads (issue 33): the bots report, the referrals report and the
 * page funnel, as every surface takes and sends them (REST, GraphQL, MCP, the dashboard, the
 * export). Definitions of the figures: docs/crawlers.md, "Reports and the funnel".
 */
import { z } from 'zod';
import { countParam, cursorParam, dateTime, engineSchema, slugParam } from '../contract/schemas.ts';
import { MAX_REPORT_DAYS } from '../kernel/report-range.ts';
import { MAX_PAGE_LIMIT } from '../kernel/pagination.ts';
import { engineNames } from '../../engines/engine-list.ts';

export const crawlerClassValues = ['TRAINING', 'SEARCH_INDEX', 'USER_FETCH', 'AGENT'] as const;
export const crawlerVerificationValues = ['VERIFIED', 'CLAIMED_UNVERIFIED', 'UNKNOWN_AI_LIKE'] as const;
export const crawlerClassSchema = z.enum(crawlerClassValues).meta({ id: 'CrawlerClass' });
export const crawlerVerificationSchema = z.enum(crawlerVerificationValues).meta({ id: 'CrawlerVerification' });

/** How the funnel's pages are ordered: each descending with the path breaking ties, PATH ascending. */
export const funnelSortValues = ['VERIFIED_HITS', 'CITATIONS', 'VISITS', 'LAST_CRAWL', 'PATH'] as const;
/** Which pages the funnel lists (the site totals count each of these). */
export const funnelSegmentValues = ['ALL', 'CITED_NOT_CRAWLED', 'CRAWLED_NOT_CITED', 'REFUSED_CITED', 'ROBOTS_DISALLOWED_CITED'] as const;

const range = {
  slug: slugParam,
  from: dateTime
    .describe(
      `Start of the range (inclusive), ISO 8601 with offset; default: 30 days before \`to\`; at most ${MAX_REPORT_DAYS} days before \`to\` (else 400 \`range_too_long\`)`,
    )
    .optional(),
  to: dateTime.describe('End of the range (inclusive), ISO 8601 with offset; default: now').optional(),
};

export const botsReportInput = z.object({
  ...range,
  botClass: crawlerClassSchema.describe('Only hits of this class').optional(),
  limit: countParam('How many top pages and bots', 10),
});

export const referralsReportInput = z.object({ ...range, limit: countParam('How many top landing pages', 10) });

export const pageFunnelInput = z.object({
  ...range,
  sort: z.enum(funnelSortValues).describe('Order of the pages (default VERIFIED_HITS, most first; PATH: A to Z)').optional(),
  segment: z.enum(funnelSegmentValues).describe('Only one kind of page (default ALL; docs/crawlers.md)').optional(),
  limit: countParam('Page size', 50),
  cursor: cursorParam,
});

const rangeOut = {
  from: dateTime.describe('Start of the range read (inclusive)'),
  to: dateTime.describe('End of the range read (inclusive)'),
};
const count = z.number().int().min(0);
const share = z.number().min(0).max(100).nullable().describe('Percent (0-100) of all hits in the range; null without hits');
const verifiedHits = count.describe('Hits whose address is in the operator’s published ranges');
const otherHits = count.describe(
  'Hits that claimed an AI agent without a verified address, or looked like one (never in the headline figures)',
);

export const botsReportSchema = z
  .object({
    ...rangeOut,
    botClass: crawlerClassSchema.nullable(),
    hits: count.describe('All AI bot hits in the range'),
    verifiedHits,
    otherHits,
    verification: z
      .array(z.object({ verification: crawlerVerificationSchema, hits: count, share }))
      .max(crawlerVerificationValues.length)
      .describe('Hits by verification, every verification listed'),
    days: z
      .array(z.object({ day: z.iso.date().describe('UTC day'), botClass: crawlerClassSchema, verifiedHits, otherHits }))
      .max(4 * 400)
      .describe('Hits per UTC day and class, days with hits only (a range of at most 400 days)'),
    bots: z
      .array(
        z.object({
          bot: z.string().describe("The agent data file's id ('' for an AI-looking agent no entry matches)"),
          operator: z.string(),
          botClass: crawlerClassSchema,
          verifiedHits,
          otherHits,
          lastHitAt: dateTime.describe('Hour of its latest hit in the range'),
        }),
      )
      .max(MAX_PAGE_LIMIT)
      .describe('The bots with the most hits'),
    topPages: z
      .array(z.object({ path: z.string(), verifiedHits, otherHits }))
      .max(MAX_PAGE_LIMIT)
      .describe('The paths with the most verified hits (then other hits)'),
    statuses: z
      .array(z.object({ status: z.number().int(), verifiedHits, otherHits }))
      .max(MAX_PAGE_LIMIT)
      .describe('Hits by HTTP status the site answered, most first'),
  })
  .meta({
    id: 'BotsReport',
    description: 'AI crawler hits from the site’s logs over a range: by day and class, bot, page, status, verification.',
  });
export const botsReportOutput = z.object({ data: botsReportSchema });

export const referralsReportSchema = z
  .object({
    ...rangeOut,
    visits: count.describe('Visits an AI product referred in the range (a floor: many carry no referrer)'),
    products: z
      .array(z.object({ product: z.string(), visits: count, share: z.number().min(0).max(100).nullable() }))
      .max(MAX_PAGE_LIMIT)
      .describe('Visits by AI product, most first'),
    days: z
      .array(z.object({ day: z.iso.date(), product: z.string(), visits: count }))
      .max(MAX_PAGE_LIMIT * 400)
      .describe('Visits per UTC day and product, days with visits only'),
    landingPages: z
      .array(
        z.object({
          path: z.string(),
          visits: count,
          products: z.array(z.object({ product: z.string(), visits: count })).max(MAX_PAGE_LIMIT),
        }),
      )
      .max(MAX_PAGE_LIMIT)
      .describe('The landing pages with the most referred visits'),
  })
  .meta({
    id: 'ReferralsReport',
    description:
      'Visits referred by AI products (referrer or utm_source) over a range. A floor: visits without a referrer are not counted.',
  });
export const referralsReportOutput = z.object({ data: referralsReportSchema });

const ratio = z.number().min(0).nullable();

export const funnelPageSchema = z
  .object({
    path: z.string().describe('The page key: the path without query, one trailing slash removed (docs/crawlers.md)'),
    verifiedHits,
    otherHits,
    refusedHits: count.describe('Verified hits the site answered with 4xx or 5xx'),
    lastCrawlAt: dateTime.nullable().describe('Hour of the latest verified hit in the range; null when none'),
    lastOtherHitAt: dateTime.nullable().describe('Hour of the latest unverified hit in the range; null when none'),
    byClass: z
      .array(z.object({ botClass: crawlerClassSchema, verifiedHits, otherHits }))
      .max(crawlerClassValues.length)
      .describe('Hits by class, classes with hits only'),
    byBot: z
      .array(z.object({ bot: z.string(), operator: z.string(), verifiedHits, otherHits }))
      .max(MAX_PAGE_LIMIT)
      .describe('Hits by bot, most verified first'),
    citations: count.describe("Citations of the page (on the client's domain) observed in audits in the range"),
    citationsByEngine: z
      .array(z.object({ engine: engineSchema, citations: count }))
      .max(engineNames.length)
      .describe('Citations by engine, engines citing it only'),
    visits: count.describe('Visits referred by AI products landing on the page (a floor)'),
    robotsDisallowed: z
      .array(z.string())
      .max(64)
      .nullable()
      .describe(
        "Product tokens of the AI and search crawlers that the robots.txt of the project's latest completed audit disallows on the page (e.g. GPTBot, OAI-SearchBot); [] when it allows them all; null when no completed audit fetched robots.txt (not known)",
      ),
  })
  .meta({
    id: 'FunnelPage',
    description: 'One page of the site: AI bots reading it, engines citing it, AI products sending visitors to it.',
  });

/** Why a crawl-side figure of the funnel is null. */
const notKnown = 'when no access-log line of the range was received (`accessLogs` null: not known)';

export const funnelAccessLogsSchema = z
  .object({
    firstLineAt: dateTime.describe(
      'The earliest line received in the range (its request time; for a counted AI line only its hour may be known), clipped to the range start',
    ),
    lastLineAt: dateTime.describe('The latest line received in the range, clipped to the range end'),
  })
  .meta({
    id: 'FunnelAccessLogs',
    description:
      "The span of the access-log lines received for the project within the range: from the earliest to the latest line of every import, ingest batch and drain delivery (AI traffic or not) that falls in it, and of the AI hits and referrals counted in it. Gaps between imports are not detected: the logs are taken to cover the span whole. docs/crawlers.md, 'What the logs cover'.",
  });

export const funnelTotalsSchema = z
  .object({
    pages: count.describe('Pages with a hit, a citation or a referred visit in the range'),
    crawledPages: count.describe('Pages with a verified hit'),
    citedPages: count.describe('Pages cited'),
    visitedPages: count.describe('Pages with a referred visit'),
    verifiedHits,
    otherHits,
    citations: count.describe("Citations of the client's pages in the range"),
    visits: count.describe('Referred visits in the range (a floor)'),
    crawlsPerCitation: ratio.describe(`verifiedHits / citations; null without citations, or ${notKnown}`),
    visitsPerCitation: ratio.describe(`visits / citations; null without citations, or ${notKnown}`),
    citedNotCrawled: count.nullable().describe(`Pages cited without a verified hit in the range; null ${notKnown}`),
    crawledNotCited: count.nullable().describe(`Pages with verified hits and no citation in the range; null ${notKnown}`),
    refusedCited: count.nullable().describe(`Pages cited on which verified bots got 4xx or 5xx; null ${notKnown}`),
    accessLogs: funnelAccessLogsSchema
      .nullable()
      .describe(
        'The part of the range the access logs received for the project cover; null when no access-log line of the range was received (no import, ingest batch or drain delivery with a line in it): then whether pages were crawled or visited is not known, and the crawl-side figures are null (hit and visit counts stay 0: they count what was observed)',
      ),
    robotsDisallowedCited: count
      .nullable()
      .describe(
        "Pages cited that the latest audit's robots.txt disallows to an answer crawler (a search engine's crawler, an AI search indexer or a user-triggered fetcher); null when no completed audit fetched robots.txt",
      ),
  })
  .meta({
    id: 'FunnelTotals',
    description:
      'The site’s funnel over the range: pages, hits, citations, visits and the ratios between them; the crawl-side figures only where access logs cover the range (`accessLogs`).',
  });

export const funnelRobotsTxtSchema = z
  .object({
    auditRunId: z.string().describe('The completed audit that fetched it'),
    url: z.string().describe('Its URL after redirects'),
    status: z.number().int().describe('HTTP status it was answered with (0: no response; 4xx allows all, 5xx disallows all, RFC 9309)'),
    fetchedAt: dateTime,
  })
  .meta({ id: 'FunnelRobotsTxt', description: "The robots.txt the funnel's robotsDisallowed figures read." });

export const pageFunnelOutput = z.object({
  data: z.array(funnelPageSchema).max(MAX_PAGE_LIMIT),
  robotsTxt: funnelRobotsTxtSchema.nullable().describe('The robots.txt read; null when no completed audit fetched one'),
  nextCursor: z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page.'),
  totals: funnelTotalsSchema,
  from: dateTime,
  to: dateTime,
});

export type BotsReport = z.output<typeof botsReportSchema>;
export type ReferralsReport = z.output<typeof referralsReportSchema>;
export type FunnelPage = z.output<typeof funnelPageSchema>;
export type FunnelTotals = z.output<typeof funnelTotalsSchema>;
export type FunnelAccessLogs = z.output<typeof funnelAccessLogsSchema>;
export type PageFunnel = z.output<typeof pageFunnelOutput>;
