/** Examples of the crawler operations (log drains, the bots and referrals reports, the page funnel), by operationId (openapi-examples.ts). */
import { cursor, runId } from './openapi-example-values.ts';

export const crawlerRequestExamples: Record<string, unknown> = {
  'v1-createLogDrain': { provider: 'vercel', format: 'vercel', verifyToken: 'a1b2c3d4e5f6' },
};

const drain = {
  id: 'drn_019ac4f0a1b27c3d8e9f0a1b2c3d4e5f',
  provider: 'vercel',
  format: 'vercel',
  path: '/drains/drn_019ac4f0a1b27c3d8e9f0a1b2c3d4e5f',
  hasVerifyToken: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  lastReceivedAt: null,
};

export const crawlerResponseExamples: Record<string, unknown> = {
  'v1-createLogDrain': { data: { ...drain, secret: 'Xr4v0m3T9bq2LkYwP8sZ1cN6dHf5jA7u' } },
  'v1-listLogDrains': { data: [{ ...drain, lastReceivedAt: '2026-11-27T10:05:12.000Z' }] },
  'v1-deleteLogDrain': { data: { id: drain.id, deleted: true } },
  'v1-botsReport': {
    data: {
      from: '2026-06-01T00:00:00.000Z',
      to: '2026-06-30T23:59:59.999Z',
      botClass: null,
      hits: 23,
      verifiedHits: 20,
      otherHits: 3,
      verification: [
        { verification: 'VERIFIED', hits: 20, share: 86.96 },
        { verification: 'CLAIMED_UNVERIFIED', hits: 2, share: 8.7 },
        { verification: 'UNKNOWN_AI_LIKE', hits: 1, share: 4.35 },
      ],
      days: [
        { day: '2026-06-01', botClass: 'SEARCH_INDEX', verifiedHits: 8, otherHits: 0 },
        { day: '2026-06-02', botClass: 'TRAINING', verifiedHits: 4, otherHits: 2 },
      ],
      bots: [
        {
          bot: 'oai-searchbot',
          operator: 'OpenAI',
          botClass: 'SEARCH_INDEX',
          verifiedHits: 8,
          otherHits: 0,
          lastHitAt: '2026-06-01T11:00:00.000Z',
        },
      ],
      topPages: [{ path: '/pricing', verifiedHits: 8, otherHits: 0 }],
      statuses: [
        { status: 200, verifiedHits: 14, otherHits: 3 },
        { status: 403, verifiedHits: 6, otherHits: 0 },
      ],
    },
  },
  'v1-referralsReport': {
    data: {
      from: '2026-06-01T00:00:00.000Z',
      to: '2026-06-30T23:59:59.999Z',
      visits: 6,
      products: [
        { product: 'chatgpt', visits: 5, share: 83.33 },
        { product: 'perplexity', visits: 1, share: 16.67 },
      ],
      days: [{ day: '2026-06-01', product: 'chatgpt', visits: 3 }],
      landingPages: [
        {
          path: '/pricing',
          visits: 4,
          products: [
            { product: 'chatgpt', visits: 3 },
            { product: 'perplexity', visits: 1 },
          ],
        },
      ],
    },
  },
  'v1-pageFunnel': {
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
    },
    from: '2026-06-01T00:00:00.000Z',
    to: '2026-06-30T23:59:59.999Z',
  },
};
