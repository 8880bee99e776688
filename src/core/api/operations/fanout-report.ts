import { fanoutReportInput, fanoutReportOutput } from '../../fanout/contract.ts';
import { fanoutReport as fanoutReportOf } from '../../fanout/fanout-report.ts';
import { DEFAULT_TOP_LIMIT } from '../../kernel/pagination.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { origin, previousRunId, runId } from '../operation-examples.ts';
import { fanoutFilters } from '../operation-texts.ts';

export const fanoutReport = defineOperation({
  input: fanoutReportInput,
  output: fanoutReportOutput,
  access: access(),
  reads: 'replica',
  rest: {
    method: 'GET',
    path: '/projects/{slug}/fanout',
    tag: 'Visibility',
    summary: 'What AI engines searched for: queries by frequency, engine and prompt, new and vanished',
    description:
      `Over the answers asked in the range (\`from\`/\`to\`, default: the 30 days up to now, at most 400 days): searches by engine (how many answers expose them), the \`limit\` (default ${DEFAULT_TOP_LIMIT}) queries searched most (grouped ignoring case and whitespace) with the searches that led to a client’s or a competitor’s citation, the \`limit\` prompts whose answers searched most with their top queries, and the queries new and vanished in the latest completed audit (or \`auditRunId\`) against the previous completed audit. ` +
      fanoutFilters,
    example: {
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
  },
  mcp: {
    name: 'get_search_fanout',
    title: 'What the AI engines searched for',
    description: `What engines searched before answering (fan-out): per engine the answers exposing searches (0: none exposed, nothing guessed), top queries (case ignored) with searches that led to a client's or competitor's citation, top prompts, queries new and vanished since the previous audit.`,
  },
  resolve: async ({ ctx, input }) => ({ data: await fanoutReportOf(ctx.services.db, ctx.principal, input) }),
});
