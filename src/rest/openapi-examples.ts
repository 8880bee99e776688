/**
 * Example bodies of the OpenAPI document, by operationId. test/api/openapi.test.ts validates each
 * against the schema it illustrates, so an example cannot drift from what the API sends.
 */
import { crawlerRequestExamples, crawlerResponseExamples } from './openapi-examples-crawlers.ts';
import { fanoutResponseExamples } from './openapi-examples-fanout.ts';
import { cursor, origin, previousRunId, project, projectId, run, runId } from './openapi-example-values.ts';

/** Request body examples. */
export const requestExamples: Record<string, unknown> = {
  'v1-createProject': { name: 'Northwind Coffee Roasters', domain: 'northwindcoffee.com', slug: 'northwind-coffee' },
  ...crawlerRequestExamples,
};

/** Success body examples. */
export const responseExamples: Record<string, unknown> = {
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
  ...crawlerResponseExamples,
  ...fanoutResponseExamples,
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
