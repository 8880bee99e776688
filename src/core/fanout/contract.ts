/**
 * Wire schemas of the fan-out reads (issue 36): the searches the engines ran, one row per search
 * of an answer (listSearchQueries), and the fan-out report over a range (fanoutReport), as every
 * surface takes and sends them (REST, GraphQL, MCP, the dashboard, the export). Definitions:
 * docs/fanout.md, "Reports".
 */
import { z } from 'zod';
import { countParam, cursorParam, dateTime, engineSchema, idOf, listOf, slugParam } from '../contract/schemas.ts';
import { DEFAULT_PAGE_LIMIT, DEFAULT_TOP_LIMIT, MAX_PAGE_LIMIT } from '../kernel/pagination.ts';
import { MAX_REPORT_DAYS } from '../kernel/report-range.ts';
import { engineNames } from '../../engines/engine-list.ts';

/** The most results a search links (a provider links tens; the bound the API documents). */
export const MAX_FOUND_URLS = 1000;
/** How many queries each prompt of the report lists. */
export const PROMPT_TOP_QUERIES = 5;

const filters = {
  slug: slugParam,
  engine: engineSchema.optional().describe('Only answers of this engine'),
  trackedPromptId: idOf('trackedPrompt').describe('Only answers to this tracked prompt').optional(),
  auditRunId: idOf('auditRun').describe("Only answers of this audit run (of the project; another run's id answers nothing)").optional(),
};

export const searchQueryListInput = z.object({
  ...filters,
  from: dateTime.describe('Earliest askedAt to include (inclusive), ISO 8601 with offset').optional(),
  to: dateTime.describe('Latest askedAt to include (inclusive), ISO 8601 with offset').optional(),
  limit: countParam('Page size', DEFAULT_PAGE_LIMIT),
  cursor: cursorParam,
});

export const fanoutReportInput = z.object({
  ...filters,
  from: dateTime
    .describe(
      `Start of the range of askedAt (inclusive), ISO 8601 with offset; default: 30 days before \`to\`; at most ${MAX_REPORT_DAYS} days before \`to\` (else 400 \`range_too_long\`)`,
    )
    .optional(),
  to: dateTime.describe('End of the range of askedAt (inclusive), ISO 8601 with offset; default: now').optional(),
  limit: countParam('How many top queries and prompts', DEFAULT_TOP_LIMIT),
});

const count = z.number().int().min(0);
/** A led-to flag of one search: null when the provider does not link the search to its results. */
const led = (whose: string) =>
  z
    .boolean()
    .nullable()
    .describe(`Whether the answer cites ${whose} URL this search found; null when the provider does not link searches to results`);

export const searchQueryRowSchema = z
  .object({
    id: z.string().describe('Stable id of the row: the answer id, `#` and the position'),
    engineAnswerId: z.string(),
    auditRunId: z.string(),
    trackedPromptId: z.string().nullable().describe('Null when the prompt was removed since'),
    promptText: z.string().describe("The tracked prompt's text, else what the answer was asked"),
    engine: engineSchema,
    model: z.string().nullable().describe('The model asked for; null when the engine has none to choose (SerpApi)'),
    sample: z.number().int().min(1).describe("Which of the prompt's samples in the run the answer is"),
    askedAt: dateTime,
    position: z.number().int().min(1).describe('1-based order of the search in the answer'),
    query: z.string().describe('The search as the engine wrote it (whitespace collapsed)'),
    foundUrls: z
      .array(z.string())
      .max(MAX_FOUND_URLS)
      .nullable()
      .describe('The results the provider links to this search; null when it does not link searches to results'),
    ledToCitation: led('a'),
    ledToClientCitation: led("a client's"),
    ledToCompetitorCitation: led("a competitor's"),
  })
  .meta({
    id: 'SearchQuery',
    description: 'One search an AI engine ran for one answer (its fan-out), with whether it led to a citation (docs/fanout.md).',
  });
export const searchQueryListOutput = listOf(searchQueryRowSchema);

const queryText = z.string().describe('The query as most often written in the group (ties: the first in sort order)');

export const fanoutQuerySchema = z
  .object({
    query: queryText,
    searches: count.describe('Searches of this query (queries are grouped ignoring case and whitespace)'),
    answers: count.describe('Answers that ran it'),
    engines: z.array(engineSchema).max(engineNames.length).describe('Engines that ran it, in the engine list order'),
    prompts: count.describe('Distinct tracked prompts whose answers ran it'),
    linked: count.describe('Searches whose provider links them to their results (foundUrls not null)'),
    ledToClientCitation: count.describe("Linked searches that found a URL the answer cites on the client's domain"),
    ledToCompetitorCitation: count.describe("Linked searches that found a URL the answer cites on a competitor's domain"),
  })
  .meta({ id: 'FanoutQuery', description: 'One query (case and whitespace ignored) the engines searched, over the range.' });

export const fanoutReportSchema = z
  .object({
    from: dateTime.describe('Start of the range read (inclusive)'),
    to: dateTime.describe('End of the range read (inclusive)'),
    answers: count.describe('Answered answers considered (range and filters)'),
    searches: count.describe('Searches of those answers'),
    engines: z
      .array(
        z.object({
          engine: engineSchema,
          answers: count.describe('Answered answers of the engine considered'),
          exposed: count.describe('Answers whose searches the engine exposes (0 for an engine that exposes none)'),
          searched: count.describe('Answers with at least one search'),
          searches: count.describe('Searches of its answers'),
        }),
      )
      .max(engineNames.length)
      .describe('Every engine with an answer considered, in the engine list order'),
    queries: z.array(fanoutQuerySchema).max(MAX_PAGE_LIMIT).describe('The `limit` queries searched most (then by query)'),
    prompts: z
      .array(
        z.object({
          trackedPromptId: z.string().nullable().describe('Null for answers to a prompt removed since (grouped by their text)'),
          promptText: z.string(),
          answers: count.describe('Answers to the prompt considered'),
          searches: count.describe('Searches of those answers'),
          topQueries: z
            .array(z.object({ query: queryText, searches: count }))
            .max(PROMPT_TOP_QUERIES)
            .describe(`Its ${PROMPT_TOP_QUERIES} queries searched most (then by query)`),
        }),
      )
      .max(MAX_PAGE_LIMIT)
      .describe('The `limit` prompts whose answers searched most (prompts without a search are left out)'),
    changes: z
      .object({
        auditRunId: z.string().describe('The audit compared: `auditRunId` when given, else the latest completed audit among the answers'),
        previousAuditRunId: z.string().describe("The project's completed audit before it"),
        newQueries: z
          .array(queryText)
          .max(MAX_PAGE_LIMIT)
          .describe(`Queries its answers searched that the previous audit's did not, most searched first (at most ${MAX_PAGE_LIMIT})`),
        vanishedQueries: z
          .array(queryText)
          .max(MAX_PAGE_LIMIT)
          .describe(`Queries the previous audit's answers searched that its did not, most searched first (at most ${MAX_PAGE_LIMIT})`),
        newQueryCount: count.describe('How many new queries in all'),
        vanishedQueryCount: count.describe('How many vanished queries in all'),
      })
      .nullable()
      .describe('New and vanished queries (engine and prompt filters applied, range not); null without a previous completed audit'),
  })
  .meta({
    id: 'FanoutReport',
    description: 'What the AI engines searched for when answering the project’s prompts, over a range (docs/fanout.md).',
  });
export const fanoutReportOutput = z.object({ data: fanoutReportSchema });

export type SearchQueryRow = z.output<typeof searchQueryRowSchema>;
export type FanoutReport = z.output<typeof fanoutReportSchema>;
export type SearchQueryListInput = z.output<typeof searchQueryListInput>;
export type FanoutReportInput = z.output<typeof fanoutReportInput>;
