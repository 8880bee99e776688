/**
 * The MCP server's tools: each is one operation of the public API (a procedure of apiV1Router),
 * named and described for a model choosing what to call. Input and output schemas are the
 * procedure's own zod schemas, so a tool takes the REST parameters of the same name and returns
 * the same items as REST; the procedure validates, authorizes and counts, never this file.
 */
import { z } from 'zod';
import { type ApiProcedure, apiSchemas } from '../core/api/api-router.ts';

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  procedure: ApiProcedure;
  /** False for the one tool that changes state (trigger_audit). */
  readOnly: boolean;
  /** Tools answering text (the report) declare no output schema and return the text as is. */
  text?: (output: unknown) => string;
}

const windowNote =
  '`from`/`to` are ISO 8601 date-times with an offset (e.g. 2026-10-01T00:00:00Z), inclusive; both optional (default: all time).';
const pagingNote = 'Paged: `limit` 1-100 (default 50); pass `nextCursor` as `cursor` for the next page, null on the last page.';
const rateNote = 'Percentages are on a 0-100 scale, null when there is nothing to divide by.';

export const tools: ToolDefinition[] = [
  {
    name: 'list_projects',
    title: 'List projects',
    description: `Lists the projects (client brands and their sites) this API key can see, newest first, each with its latest completed audit (id, runDate, overallScore 0-100 or null). Call this first to learn the \`slug\` every other tool takes. ${pagingNote}`,
    procedure: 'listProjects',
    readOnly: true,
  },
  {
    name: 'get_project',
    title: 'Get a project',
    description:
      'One project by `slug`, with its latest completed audit: the seven scores (overall, citability, brand, eeat, technical, schema, platform; 0-100, null = not evaluated), their change against the previous audit, pages analyzed and findings count. latestCompletedAudit is null before the first audit.',
    procedure: 'getProject',
    readOnly: true,
  },
  {
    name: 'get_score_history',
    title: 'Score history',
    description: `Every audit run of a project (RUNNING, COMPLETED, FAILED), newest first, with its scores (0-100) and deltas against the previous completed run: how the client's AI visibility scores moved over time. ${windowNote} ${pagingNote}`,
    procedure: 'scoreHistory',
    readOnly: true,
  },
  {
    name: 'list_citations',
    title: 'List citations',
    description: `Sources (URLs) the AI engines cited in their answers to the project's tracked prompts, newest first: engine, url, host, title, position in the answer, whether the domain is the client's or a competitor's. Filter with \`engine\` (CHATGPT, CLAUDE, PERPLEXITY, GEMINI, GOOGLE_AIO, BING_COPILOT, GROK). For counts per domain use top_cited_domains instead. ${windowNote} ${pagingNote}`,
    procedure: 'listCitations',
    readOnly: true,
  },
  {
    name: 'list_mentions',
    title: 'List mentions',
    description: `Brands the AI engines named in their answers, newest first: name, kind (CLIENT, COMPETITOR, THIRD_PARTY, CATEGORY), role (RECOMMENDED, LISTED, COMPARED, CRITICIZED, EXCLUDED, UNKNOWN), sentiment and the answer excerpt. Filter with \`engine\`. For rates per engine use get_visibility instead. ${windowNote} ${pagingNote}`,
    procedure: 'listMentions',
    readOnly: true,
  },
  {
    name: 'list_findings',
    title: 'List findings',
    description: `Prioritized findings (recommendations) of an audit, CRITICAL first: severity, category, title, description, recommendation, affected URL, status. Defaults to the latest completed audit (its id is returned as \`auditRunId\`, null when there is none); \`auditRunId\` selects an earlier run of the project. ${pagingNote}`,
    procedure: 'listFindings',
    readOnly: true,
  },
  {
    name: 'get_report',
    title: 'Client report',
    description:
      "The client report of the project's latest completed audit, as Markdown: scores and their changes, visibility per engine, top citations and findings. Answers `no_completed_audit` before the first completed audit.",
    procedure: 'getReport',
    readOnly: true,
    text: (output) => (output as { markdown: string }).markdown,
  },
  {
    name: 'trigger_audit',
    title: 'Start an audit',
    description:
      "Starts an audit of the project (crawl, engine probes, scores, findings) and answers at once with `auditRunId`; `created` is false when a run was already in progress (that run is returned). Needs a read-and-trigger key. At most one audit per project per hour (`audit_too_soon`), refused at the plan's usage cap (`usage_cap_reached`). Poll get_audit_run with the id until COMPLETED or FAILED.",
    procedure: 'triggerAudit',
    readOnly: false,
  },
  {
    name: 'get_audit_run',
    title: 'Get an audit run',
    description:
      'One audit run by `id`: status (RUNNING until COMPLETED or FAILED), run date, scores 0-100 with deltas, pages analyzed, findings count and the project slug. Use it to poll a run started with trigger_audit.',
    procedure: 'getAuditRun',
    readOnly: true,
  },
  {
    name: 'get_visibility',
    title: 'Visibility per engine',
    description: `How visible the client is in each AI engine's answers over a window: per engine, the answers counted, mention rate (share of answers naming the client), share of voice (client mentions among client and competitor mentions) and citation rate (share of answers citing the client's domain). ${rateNote} ${windowNote} Engines with no answer in the window are absent.`,
    procedure: 'visibilityByEngine',
    readOnly: true,
  },
  {
    name: 'top_cited_domains',
    title: 'Most cited domains',
    description: `The domains the AI engines cite most for the project's prompts over a window, with their citation and answer counts and whether each is the client's or a competitor's. \`limit\` 1-100 (default 10). ${windowNote}`,
    procedure: 'topCitedDomains',
    readOnly: true,
  },
];

/** JSON Schema of a zod schema as a client sees it: inputs as they may be sent, outputs as they are sent. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest as { type: 'object'; [key: string]: unknown };
}

/** The tools as `tools/list` describes them, built once. */
export const toolList = tools.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: jsonSchema(apiSchemas[t.procedure].input, 'input'),
  ...(t.text ? {} : { outputSchema: jsonSchema(apiSchemas[t.procedure].output, 'output') }),
  annotations: {
    title: t.title,
    readOnlyHint: t.readOnly,
    openWorldHint: false,
    ...(t.readOnly ? {} : { destructiveHint: false, idempotentHint: true }),
  },
}));

export const toolsByName = new Map(tools.map((t) => [t.name, t]));
