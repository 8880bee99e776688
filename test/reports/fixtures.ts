import type { ReportInput } from '../../src/core/reports/report-input.ts';

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
        category: 'CITABILITY',
        title: 'Short answer blocks',
        description: 'Paragraphs under headings are too short to quote.',
        recommendation: null,
        affectedUrl: null,
        timeline: null,
        expectedImpact: null,
      },
    ],
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
