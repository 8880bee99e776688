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

/** Request body examples. */
export const requestExamples: Record<string, unknown> = {
  'v1-createProject': { name: 'Northwind Coffee Roasters', domain: 'northwindcoffee.com', slug: 'northwind-coffee' },
};

/** Success body examples. */
export const responseExamples: Record<string, unknown> = {
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
};
