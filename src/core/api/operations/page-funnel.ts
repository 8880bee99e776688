import { pageFunnelInput, pageFunnelOutput } from '../../crawlers-report/contract.ts';
import { pageFunnel as pageFunnelOf } from '../../crawlers-report/page-funnel.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { cursor, runId } from '../operation-examples.ts';
import { crawlerRange } from '../operation-texts.ts';

export const pageFunnel = defineOperation({
  input: pageFunnelInput,
  output: pageFunnelOutput,
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/crawlers/pages',
    tag: 'Crawlers',
    summary: 'The page funnel: crawled by AI bots, cited in AI answers, visited from them',
    description:
      "Each page of the client's site with its AI bot hits (verified apart, by class and bot), its last verified crawl, the citations it earned in audits in the range (by engine) and the visits AI products referred to it; `totals` for the whole site: pages crawled, cited, visited, crawls per citation, visits per citation, pages cited but not crawled, crawled but not cited, and cited pages verified bots were refused (4xx/5xx). `totals.accessLogs` is the part of the range the access logs received cover; when no access-log line of the range was received it is null, and so are the figures that would say whether pages were crawled or visited (crawls and visits per citation, cited not crawled, crawled not cited, refused cited): not known, never 0 (the segments of those figures then list no page). Pages are matched on their path (query dropped, one trailing slash removed). `sort` (default VERIFIED_HITS), `segment` to list one kind of page; keyset pagination: pass `nextCursor` as `cursor` with the same parameters. " +
      crawlerRange,
    example: {
      data: [
        {
          path: '/pricing',
          verifiedHits: 8,
          otherHits: 0,
          refusedHits: 0,
          lastCrawlAt: '2026-06-01T11:00:00.000Z',
          lastOtherHitAt: null,
          byClass: [{ botClass: 'SEARCH_INDEX', verifiedHits: 8, otherHits: 0 }],
          byBot: [{ bot: 'oai-searchbot', operator: 'OpenAI', verifiedHits: 8, otherHits: 0 }],
          citations: 3,
          citationsByEngine: [
            { engine: 'CHATGPT', citations: 2 },
            { engine: 'PERPLEXITY', citations: 1 },
          ],
          visits: 4,
          robotsDisallowed: ['GPTBot', 'CCBot'],
        },
      ],
      robotsTxt: { auditRunId: runId, url: 'https://acme.example/robots.txt', status: 200, fetchedAt: '2026-06-30T06:00:12.000Z' },
      nextCursor: cursor,
      totals: {
        pages: 6,
        crawledPages: 4,
        citedPages: 3,
        visitedPages: 2,
        verifiedHits: 20,
        otherHits: 3,
        citations: 6,
        visits: 6,
        crawlsPerCitation: 3.33,
        visitsPerCitation: 1,
        citedNotCrawled: 1,
        crawledNotCited: 2,
        refusedCited: 1,
        robotsDisallowedCited: 0,
        accessLogs: { firstLineAt: '2026-06-01T00:00:04.000Z', lastLineAt: '2026-06-30T23:59:59.999Z' },
      },
      from: '2026-06-01T00:00:00.000Z',
      to: '2026-06-30T23:59:59.999Z',
    },
  },
  mcp: {
    name: 'get_page_funnel',
    title: 'Page funnel: crawled, cited, visited',
    description: `"Did the bots come back, did citations and visits follow?" Per page: AI bot hits (verified apart), last crawl, citations by engine, AI-referred visits; site totals and ratios. Where no access log covers the range (\`totals.accessLogs\` null), whether pages were crawled or visited is not known: those figures are null, not 0.`,
  },
  resolve: ({ ctx, input }) => pageFunnelOf(ctx.services.db, ctx.services.cursors, ctx.principal, input),
});
