/** Examples of the fan-out operations (the searches list and the fan-out report), by operationId (openapi-examples.ts). */
import { runId, previousRunId, cursor, origin } from './openapi-example-values.ts';

export const fanoutResponseExamples: Record<string, unknown> = {
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
