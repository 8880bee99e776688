import { comparePeriods } from '../../src/core/analytics/period-comparison.ts';
import type { ReportInput } from '../../src/core/reports/report-input.ts';

/** What the fixture's run and its previous run add up to (the counts of the visibility aggregate). */
const counts = {
  current: {
    answers: 40,
    answersMentioningClient: 24,
    answersCitingClient: 6,
    clientMentions: 24,
    brandMentions: 40,
    clientSquares: 24,
    clientBrandProducts: 36,
    brandSquares: 60,
    rankedAnswers: 24,
    rankSum: 40,
    rankSquares: 80,
  },
  previous: {
    answers: 40,
    answersMentioningClient: 10,
    answersCitingClient: 5,
    clientMentions: 10,
    brandMentions: 30,
    clientSquares: 10,
    clientBrandProducts: 22,
    brandSquares: 50,
    rankedAnswers: 10,
    rankSum: 20,
    rankSquares: 46,
  },
};

/** A report input with a bit of everything, hostile text included. */
export function sampleInput(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    project: { name: 'Acme Widgets', slug: 'acme', domain: 'acme.example' },
    run: {
      id: 'run_0001',
      runDate: new Date('2026-11-22T14:05:09Z'),
      pagesAnalyzed: 42,
      scores: { overall: 68, citability: 72, brand: 55, eeat: 61, technical: 80, schema: null, platform: 0 },
      deltas: { overall: 4, citability: -2, brand: 0, eeat: null, technical: 7, schema: null, platform: -10 },
    },
    findings: [
      {
        severity: 'HIGH',
        status: 'OPEN',
        category: 'SCHEMA',
        title: 'Organization schema missing',
        description: 'No Organization JSON-LD on the home page.',
        recommendation: 'Add Organization markup with sameAs links.',
        affectedUrl: 'https://acme.example/',
        timeline: '1 week',
        expectedImpact: '+5 structured data',
      },
      {
        severity: 'CRITICAL',
        status: 'OPEN',
        category: 'TECHNICAL',
        title: 'robots.txt blocks GPTBot',
        description: 'AI crawlers cannot read the site.',
        recommendation: 'Allow GPTBot, ClaudeBot and PerplexityBot.',
        affectedUrl: 'https://acme.example/robots.txt',
        timeline: 'Today',
        expectedImpact: 'Unblocks citations',
      },
      {
        severity: 'LOW',
        status: 'OPEN',
        category: 'CITABILITY',
        title: 'Short answer blocks',
        description: 'Paragraphs under headings are too short to quote.',
        recommendation: null,
        affectedUrl: null,
        timeline: null,
        expectedImpact: null,
      },
    ],
    visibilityChanges: [
      {
        engine: 'CHATGPT',
        metric: 'mentionRate',
        pValue: 0.0000021,
        adjustedPValue: 0.0000189,
        significant: true,
        before: { value: 30, low: 16.66, high: 47.88, n: 30 },
        after: { value: 90, low: 74.38, high: 96.54, n: 30 },
      },
      {
        engine: 'CHATGPT',
        metric: 'citationRate',
        pValue: 0.6,
        adjustedPValue: 1,
        significant: false,
        before: { value: 20, low: 9.5, high: 37.3, n: 30 },
        after: { value: 23.3, low: 11.8, high: 40.9, n: 30 },
      },
      {
        engine: 'CLAUDE',
        metric: 'shareOfVoice',
        pValue: 0.4,
        adjustedPValue: 1,
        significant: false,
        before: { value: null, low: null, high: null, n: 0 },
        after: { value: 40, low: 25.1, high: 56.8, n: 12 },
      },
    ],
    visibility: comparePeriods(counts.current, counts.previous),
    prompts: [
      { text: 'Best widgets for *small* shops?', answers: 20 },
      { text: 'Acme Widgets vs Globex', answers: 20 },
    ],
    samplesPerPrompt: 5,
    enginesAnswered: ['CHATGPT'],
    history: {
      trend: [
        { runDate: new Date('2026-11-01T14:00:00Z'), overall: 58 },
        { runDate: new Date('2026-11-08T14:00:00Z'), overall: null },
        { runDate: new Date('2026-11-15T14:00:00Z'), overall: 64 },
        { runDate: new Date('2026-11-22T14:05:09Z'), overall: 68 },
      ],
      previous: {
        id: 'run_0000',
        runDate: new Date('2026-11-15T14:00:00Z'),
        scores: { overall: 64, citability: 74, brand: 55, eeat: 61, technical: 73, schema: null, platform: 10 },
        findingsBySeverity: { CRITICAL: 2, HIGH: 1, MEDIUM: 0, LOW: 1 },
        brandMentions: [
          { engine: 'CLAUDE', brand: 'Acme Widgets', isClient: true, mentions: 2 },
          { engine: 'CLAUDE', brand: 'Globex', isClient: false, mentions: 6 },
        ],
      },
      brandMentions: [
        { engine: 'CLAUDE', brand: 'Acme Widgets', isClient: true, mentions: 4 },
        { engine: 'CLAUDE', brand: 'Globex', isClient: false, mentions: 3 },
        { engine: 'CHATGPT', brand: 'Globex', isClient: false, mentions: 2 },
        { engine: 'CHATGPT', brand: 'Acme Widgets', isClient: true, mentions: 1 },
      ],
      topDomains: [
        { domain: 'globex.example', citations: 6, previousCitations: 7, isClient: false, isCompetitor: true },
        { domain: 'acme.example', citations: 5, previousCitations: 2, isClient: true, isCompetitor: false },
        { domain: 'reviews.example', citations: 4, previousCitations: 0, isClient: false, isCompetitor: false },
      ],
    },
    citationsByEngine: [
      { engine: 'PERPLEXITY', total: 12, client: 3, competitor: 5 },
      { engine: 'CHATGPT', total: 8, client: 2, competitor: 1 },
    ],
    mentionsByEngine: [{ engine: 'CLAUDE', total: 9, client: 4, competitor: 3, positive: 2, neutral: 1, negative: 1, mixed: 0 }],
    competitors: [{ name: 'Globex', domain: 'globex.example' }],
    engines: {
      kind: 'asked',
      probes: [
        {
          engine: 'CHATGPT',
          model: 'gpt-5-mini',
          status: 'SUCCEEDED',
          promptsTotal: 3,
          promptsAnswered: 3,
          promptsFailed: 0,
          failureMessage: null,
        },
        {
          engine: 'CLAUDE',
          model: 'claude-sonnet-4-6',
          status: 'FAILED',
          promptsTotal: 3,
          promptsAnswered: 0,
          promptsFailed: 1,
          failureMessage: 'invalid API key',
        },
      ],
    },
    generatedAt: new Date('2026-11-22T15:00:00Z'),
    ...overrides,
  };
}
