/**
 * Example bodies of the OpenAPI document, by operationId. test/api/openapi.test.ts validates each
 * against the schema it illustrates, so an example cannot drift from what the API sends.
 */

const projectId = 'prj_0197a1c2b3d47e8f9a0b1c2d3e4f5a60';
const runId = 'run_0197a1c2b3d47e8f9a0b1c2d3e4f5a6b';
const previousRunId = 'run_01979c4e5f607182a3b4c5d6e7f8a9b0';
const cursor = 'eyJrIjpbIjIwMjUtMDYtMDJUMDk6MDA6MDAuMDAwWiJdLCJpZCI6InJ1bl8wMTk3In0.Zm9vYmFyYmF6cXV4';

const scores = { overall: 64, citability: 58, brand: 71, eeat: 66, technical: 80, schema: 45, platform: null };
const deltas = { overall: 3, citability: 5, brand: 0, eeat: 2, technical: -1, schema: 10, platform: null };

const run = {
  id: runId,
  status: 'COMPLETED',
  runDate: '2025-06-09T09:00:00.000Z',
  pagesAnalyzed: 42,
  findingsCount: 17,
  scores,
  deltas,
  failure: null,
};

const project = {
  id: projectId,
  slug: 'northwind-coffee',
  name: 'Northwind Coffee Roasters',
  domain: 'northwindcoffee.com',
  createdAt: '2025-03-03T10:15:00.000Z',
};

/** Where an example citation or mention was observed. */
const origin = {
  auditRunId: runId,
  answerId: 'ans_0197a1c2b3d47e8f9a0b1c2d3e4f5a81',
  promptId: 'prm_0197a1c2b3d47e8f9a0b1c2d3e4f5a80',
  promptText: 'best coffee subscription for pour-over',
};

/** Request body examples. */
export const requestExamples: Record<string, unknown> = {
  'v1-createProject': { name: 'Northwind Coffee Roasters', domain: 'northwindcoffee.com', slug: 'northwind-coffee' },
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

/** Success body examples. */
export const responseExamples: Record<string, unknown> = {
  'v1-createLogDrain': { data: { ...drain, secret: 'Xr4v0m3T9bq2LkYwP8sZ1cN6dHf5jA7u' } },
  'v1-listLogDrains': { data: [{ ...drain, lastReceivedAt: '2026-11-27T10:05:12.000Z' }] },
  'v1-deleteLogDrain': { data: { id: drain.id, deleted: true } },
  ingestLogs: {
    data: {
      importId: 'lim_019ac4f0a1b27c3d8e9f0a1b2c3d4e60',
      format: 'combined',
      bytes: 1048576,
      tooLarge: false,
      linesRead: 4210,
      linesCounted: 214,
      linesDuplicate: 0,
      linesIgnored: 3994,
      linesBad: 2,
      badReasons: { unparseable: 1, time_in_future: 1 },
      badSamples: [
        { line: 17, reason: 'unparseable', excerpt: '\\x16\\x03\\x01 GPTBot' },
        {
          line: 903,
          reason: 'time_in_future',
          excerpt: '20.171.206.17 - - [01/Jan/2099:00:00:00 +0000] "GET / HTTP/1.1" 200 5 "-" "GPTBot/1.2"',
        },
      ],
      hits: 190,
      referrals: 24,
    },
  },
  'v1-listProjects': {
    data: [{ ...project, latestCompletedAudit: { id: runId, runDate: run.runDate, overallScore: 64 } }],
    nextCursor: null,
  },
  'v1-createProject': { data: { id: projectId, slug: 'northwind-coffee' } },
  'v1-getProject': { data: { ...project, latestCompletedAudit: run } },
  'v1-scoreHistory': {
    data: [
      run,
      {
        id: previousRunId,
        status: 'FAILED',
        runDate: '2025-06-02T09:00:00.000Z',
        pagesAnalyzed: 0,
        findingsCount: 0,
        scores: { overall: null, citability: null, brand: null, eeat: null, technical: null, schema: null, platform: null },
        deltas: { overall: null, citability: null, brand: null, eeat: null, technical: null, schema: null, platform: null },
        failure: {
          code: 'site_unreachable',
          message: 'The home page https://northwindcoffee.com/ could not be fetched: DNS lookup failed (ENOTFOUND).',
        },
      },
    ],
    nextCursor: cursor,
  },
  'v1-listCitations': {
    data: [
      {
        id: 'cit_0197a1c2b3d47e8f9a0b1c2d3e4f5a70',
        engine: 'PERPLEXITY',
        observedAt: '2025-06-09T09:12:31.000Z',
        url: 'https://northwindcoffee.com/guides/cold-brew',
        normalizedUrl: 'https://northwindcoffee.com/guides/cold-brew',
        host: 'northwindcoffee.com',
        title: 'Cold brew at home: a complete guide',
        position: 1,
        isClientDomain: true,
        isCompetitorDomain: false,
        citationConfidence: 95,
        matchedEntity: 'Northwind Coffee Roasters',
        ...origin,
      },
    ],
    nextCursor: null,
  },
  'v1-listMentions': {
    data: [
      {
        id: 'men_0197a1c2b3d47e8f9a0b1c2d3e4f5a71',
        engine: 'CHATGPT',
        observedAt: '2025-06-09T09:10:02.000Z',
        name: 'Northwind Coffee Roasters',
        normalizedName: 'northwind coffee roasters',
        kind: 'CLIENT',
        role: 'RECOMMENDED',
        sentiment: 'POSITIVE',
        mentionConfidence: 90,
        context: 'For single-origin beans shipped fresh, Northwind Coffee Roasters is a popular choice.',
        ...origin,
        judgeStatus: 'JUDGED',
        judgedRole: 'LISTED',
        judgedSentiment: 'POSITIVE',
        judgeEvidence: 'For single-origin beans shipped fresh, Northwind Coffee Roasters is a popular choice.',
        judgeModel: 'gpt-5-nano',
        judgeFailure: null,
        judgeAgrees: false,
      },
    ],
    nextCursor: null,
  },
  'v1-listFindings': {
    data: [
      {
        id: 'fnd_0197a1c2b3d47e8f9a0b1c2d3e4f5a72',
        severity: 'CRITICAL',
        category: 'TECHNICAL',
        status: 'OPEN',
        title: 'robots.txt blocks GPTBot',
        description: 'robots.txt disallows GPTBot for the whole site, so ChatGPT cannot read or cite its pages.',
        recommendation: 'Remove the Disallow rule for GPTBot, or allow the sections you want cited.',
        affectedUrl: 'https://northwindcoffee.com/robots.txt',
        timeline: 'Within 1 week',
        expectedImpact: 'Pages become eligible for citation in ChatGPT answers.',
        resolvedAt: null,
        notes: null,
      },
    ],
    nextCursor: null,
    auditRunId: runId,
  },
  'v1-triggerAudit': { data: { auditRunId: runId, created: true } },
  'v1-getAuditRun': { data: { ...run, createdAt: run.runDate, projectSlug: 'northwind-coffee' } },
  // The worked example of docs/methodology.md ("Change against the previous period").
  'v1-visibilitySummary': {
    data: {
      from: '2026-06-01T00:00:00.000Z',
      to: '2026-06-30T23:59:59.999Z',
      previousFrom: '2026-05-02T00:00:00.000Z',
      previousTo: '2026-05-31T23:59:59.999Z',
      engine: null,
      mentionRate: change([50, 37.74, 62.26, 60], [30, 19.9, 42.51, 60], [20, 2.48, 35.89], [0.0253473, 0.076042], 'too_few_answers'),
      citationRate: change([20, 11.83, 31.78, 60], [20, 11.83, 31.78, 60], [0, -14.34, 14.34], [1, 1], 'too_few_answers'),
      shareOfVoice: change(
        [33.33, 27.94, 39.21, 90],
        [23.08, 16.92, 30.65, 78],
        [10.25, 0.96, 18.76],
        [0.0307653, 0.076042],
        'too_few_answers',
      ),
      avgPosition: change([1.33, 1.15, 1.51, 30], [2, 1.58, 2.42, 18], [-0.67, -1.11, -0.22], [0.0051767, 0.020707], 'down'),
    },
  },
  'v1-visibility': {
    data: [
      {
        key: 'prm_0197a1c2b3d47e8f9a0b1c2d3e4f5a80|CHATGPT',
        keys: ['prm_0197a1c2b3d47e8f9a0b1c2d3e4f5a80', 'CHATGPT'],
        start: null,
        engine: 'CHATGPT',
        promptId: 'prm_0197a1c2b3d47e8f9a0b1c2d3e4f5a80',
        promptText: 'best coffee subscription for pour-over',
        answers: 14,
        answersMentioningClient: 11,
        mentionRate: 78.57,
        clientMentions: 11,
        competitorMentions: 29,
        shareOfVoice: 27.5,
        rankedAnswers: 11,
        avgPosition: 2.82,
        avgPositionLow: 1.62,
        avgPositionHigh: 4.01,
        sentimentMentions: 11,
        positiveMentions: 3,
        negativeMentions: 2,
        sentimentScore: 9.09,
        answersCitingClient: 3,
        citationRate: 21.43,
        mentionRateLow: 52.41,
        mentionRateHigh: 92.43,
        citationRateLow: 7.57,
        citationRateHigh: 47.59,
        shareOfVoiceLow: 20.29,
        shareOfVoiceHigh: 36.1,
      },
    ],
  },
  'v1-shareOfVoice': {
    data: [
      {
        engine: 'CHATGPT',
        promptId: null,
        start: null,
        answers: 56,
        brandMentions: 160,
        brands: [
          {
            name: 'Northwind Coffee Roasters',
            normalizedName: null,
            kind: 'CLIENT',
            isClient: true,
            mentions: 43,
            answers: 43,
            mentionRate: 76.79,
            mentionRateLow: 64.23,
            mentionRateHigh: 85.9,
            share: 26.88,
            shareLow: 23.73,
            shareHigh: 30.27,
          },
          {
            name: 'Bluebird Roasting Co.',
            normalizedName: 'bluebird roasting co',
            kind: 'COMPETITOR',
            isClient: false,
            mentions: 42,
            answers: 42,
            mentionRate: 75,
            mentionRateLow: 62.31,
            mentionRateHigh: 84.48,
            share: 26.25,
            shareLow: 23.22,
            shareHigh: 29.53,
          },
        ],
      },
    ],
  },
  'v1-topCitedDomains': {
    data: [
      {
        domain: 'news.example',
        citations: 20,
        answers: 20,
        isClient: false,
        isCompetitor: false,
        share: 62.5,
        engines: ['CHATGPT', 'CLAUDE'],
        previousCitations: 4,
        previousShare: 25,
        shareChange: 37.5,
      },
    ],
  },
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
      },
    ],
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
    },
    from: '2026-06-01T00:00:00.000Z',
    to: '2026-06-30T23:59:59.999Z',
  },
  'v1-listSearchQueries': {
    data: [
      {
        id: `${origin.answerId}#000001`,
        engineAnswerId: origin.answerId,
        auditRunId: runId,
        trackedPromptId: origin.promptId,
        promptText: origin.promptText,
        engine: 'CHATGPT',
        model: 'gpt-5-mini',
        sample: 1,
        askedAt: '2025-06-09T09:02:11.000Z',
        position: 1,
        query: 'best pour-over coffee subscription',
        foundUrls: ['https://northwindcoffee.com/subscriptions', 'https://www.example-reviews.com/coffee-clubs'],
        ledToCitation: true,
        ledToClientCitation: true,
        ledToCompetitorCitation: false,
      },
      {
        id: 'ans_0197a1c2b3d47e8f9a0b1c2d3e4f5a82#000001',
        engineAnswerId: 'ans_0197a1c2b3d47e8f9a0b1c2d3e4f5a82',
        auditRunId: runId,
        trackedPromptId: origin.promptId,
        promptText: origin.promptText,
        engine: 'GEMINI',
        model: 'gemini-2.5-flash',
        sample: 1,
        askedAt: '2025-06-09T09:02:14.000Z',
        position: 1,
        query: 'coffee subscription pour-over',
        foundUrls: null,
        ledToCitation: null,
        ledToClientCitation: null,
        ledToCompetitorCitation: null,
      },
    ],
    nextCursor: cursor,
  },
  'v1-fanoutReport': {
    data: {
      from: '2025-05-10T09:00:00.000Z',
      to: '2025-06-09T09:00:00.000Z',
      answers: 48,
      searches: 61,
      engines: [
        { engine: 'CHATGPT', answers: 12, exposed: 12, searched: 11, searches: 27 },
        { engine: 'GEMINI', answers: 12, exposed: 12, searched: 12, searches: 34 },
        { engine: 'GOOGLE_AIO', answers: 12, exposed: 0, searched: 0, searches: 0 },
        { engine: 'BING_COPILOT', answers: 12, exposed: 0, searched: 0, searches: 0 },
      ],
      queries: [
        {
          query: 'best pour-over coffee subscription',
          searches: 9,
          answers: 8,
          engines: ['CHATGPT', 'GEMINI'],
          prompts: 2,
          linked: 4,
          ledToClientCitation: 2,
          ledToCompetitorCitation: 1,
        },
      ],
      prompts: [
        {
          trackedPromptId: origin.promptId,
          promptText: origin.promptText,
          answers: 12,
          searches: 20,
          topQueries: [
            { query: 'best pour-over coffee subscription', searches: 6 },
            { query: 'coffee subscription reviews 2025', searches: 4 },
          ],
        },
      ],
      changes: {
        auditRunId: runId,
        previousAuditRunId: previousRunId,
        newQueries: ['coffee subscription reviews 2025'],
        vanishedQueries: ['cheap coffee beans online'],
        newQueryCount: 1,
        vanishedQueryCount: 1,
      },
    },
  },
};

/** A MetricChange of the summary's example from its sides, change and p-values. */
function change(current: number[], previous: number[], [value, low, high]: number[], [pValue, adjustedPValue]: number[], verdict: string) {
  const side = ([v, l, h, n]: number[]) => ({ value: v, low: l, high: h, n });
  return {
    current: side(current),
    previous: side(previous),
    change: value,
    changeLow: low,
    changeHigh: high,
    pValue,
    adjustedPValue,
    significant: adjustedPValue <= 0.05,
    verdict,
  };
}
