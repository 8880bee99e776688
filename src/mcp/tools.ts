/**
 * The MCP server's tools: each is one operation of the public API (a procedure of apiV1Router),
 * named and described for a model choosing what to call. Input and output schemas are the
 * procedure's own zod schemas, so a tool takes the REST parameters of the same name and returns
 * the same items as REST; the procedure validates, authorizes and counts, never this file.
 */
import { z } from 'zod';
import { type ApiProcedure, apiSchemas, operationBucket } from '../core/api/api-router.ts';
import { engineLabels } from '../core/contract/labels.ts';

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  procedure: ApiProcedure;
  /** Tools answering text (the report) declare no output schema and return the text as is. */
  text?: (output: unknown) => string;
}

/** The engines by their codes and the names people know them by (contract/labels.ts), for every tool that takes or returns an engine. */
const engineNote = `Engines: ${Object.entries(engineLabels)
  .filter(([code, label]) => code !== label.toUpperCase())
  .map(([code, label]) => `${label} (${code})`)
  .join(', ')}; the others by their names.`;
const rateNote = 'Percents 0-100, null when nothing to divide by; intervals are 95%.';

export const tools: ToolDefinition[] = [
  {
    name: 'list_projects',
    title: 'List projects',
    description: `Projects (client brands and their sites) this key can see, newest first, with the latest completed audit. Call first: every other tool takes a project's \`slug\`.`,
    procedure: 'listProjects',
  },
  {
    name: 'get_project',
    title: 'Get a project',
    description:
      'One project by `slug` with its latest completed audit: seven site scores 0-100 (overall, citability, brand, eeat, technical, schema, platform; null = not evaluated) and their change against the previous audit.',
    procedure: 'getProject',
  },
  {
    name: 'get_score_history',
    title: 'Score history',
    description: `Audit runs of a project (RUNNING, COMPLETED, FAILED), newest first, with their site scores and deltas.`,
    procedure: 'scoreHistory',
  },
  {
    name: 'get_visibility',
    title: 'How visible is the client, and did it change',
    description: `Answers "how visible are we?" and "did it change since the last audit?" in one call. summary: the client's mentionRate (answers naming it), citationRate (answers citing its domain), shareOfVoice (its share of client and competitor mentions), avgPosition (rank among brands named, 1 = first) over from..to against the previous period of the same length: change, interval, adjusted p-value, significant, verdict (up, down, steady, too_few_answers, no_data). byEngine: per engine. latestAudit: the latest audit against the one before. ${rateNote}`,
    procedure: 'visibilityOverview',
  },
  {
    name: 'get_visibility_breakdown',
    title: 'Visibility by prompt, engine or time',
    description: `The client's figures per \`groupBy\` bucket ([PROMPT, ENGINE]: the prompt x engine matrix). Per bucket: answers, mentionRate, citationRate, shareOfVoice, avgPosition, sentiment, with intervals. Default: all time.`,
    procedure: 'visibility',
  },
  {
    name: 'get_share_of_voice',
    title: 'Share of voice by brand',
    description: `Answers "which competitor is mentioned more than us (on ChatGPT)?": the client and each competitor with its share of brand mentions, 95% interval, mentions and answers naming it, most mentioned first; one group or per \`groupBy\` (a trend). Default: all time.`,
    procedure: 'shareOfVoice',
  },
  {
    name: 'top_cited_domains',
    title: 'Most cited domains',
    description: `Answers "which sources do the engines cite most?": domains by citations, with share of all citations, engines citing them, client or competitor owner; with \`from\`, the change of share against the previous period of the same length.`,
    procedure: 'topCitedDomains',
  },
  {
    name: 'get_ai_crawlers',
    title: 'AI bots reading the site',
    description: `Which AI bots read the site (its logs): hits per day and class, top bots and pages, statuses, verification shares. verifiedHits (address in the operator's ranges) are the headline.`,
    procedure: 'botsReport',
  },
  {
    name: 'get_ai_referrals',
    title: 'Visits sent by AI products',
    description: `Visits AI products (ChatGPT, Perplexity...) referred, by product, day and landing page. A floor: visits without a referrer are not counted.`,
    procedure: 'referralsReport',
  },
  {
    name: 'get_page_funnel',
    title: 'Page funnel: crawled, cited, visited',
    description: `"Did the bots come back, did citations and visits follow?" Per page: AI bot hits (verified apart), last crawl, citations by engine, AI-referred visits; site totals and ratios.`,
    procedure: 'pageFunnel',
  },
  {
    name: 'get_search_fanout',
    title: 'What the AI engines searched for',
    description: `What engines searched before answering (fan-out): per engine the answers exposing searches (0: none exposed, nothing guessed), top queries (case ignored) with searches that led to a client's or competitor's citation, top prompts, queries new and vanished since the previous audit.`,
    procedure: 'fanoutReport',
  },
  {
    name: 'list_search_queries',
    title: 'List the searches engines ran',
    description: `Each search an engine ran per answer, in order: query, foundUrls, ledToCitation / ledToClientCitation / ledToCompetitorCitation (null: provider links no results to searches). For counts use get_search_fanout.`,
    procedure: 'listSearchQueries',
  },
  {
    name: 'list_citations',
    title: 'List citations',
    description: `Each source (URL) an engine cited, newest first: engine, url, host, title, position, owner flags. For counts per domain use top_cited_domains.`,
    procedure: 'listCitations',
  },
  {
    name: 'list_mentions',
    title: 'List mentions',
    description: `Each brand an engine named, newest first, with the answer excerpt. kind: CLIENT (the project's brand), COMPETITOR (tracked), THIRD_PARTY (another brand), CATEGORY. role: RECOMMENDED, LISTED, COMPARED, CRITICIZED, EXCLUDED (advised against), UNKNOWN. sentiment: POSITIVE, NEUTRAL, NEGATIVE, MIXED (null for categories). Filter by \`kind\`, \`role\`, \`engine\`. For shares use get_share_of_voice.`,
    procedure: 'listMentionsFiltered',
  },
  {
    name: 'list_findings',
    title: 'List findings',
    description: `Prioritized recommendations of an audit, CRITICAL first (default: latest completed audit, its id in \`auditRunId\`).`,
    procedure: 'listFindings',
  },
  {
    name: 'get_report',
    title: 'Client report',
    description: 'The Markdown client report of the latest completed audit. `no_completed_audit` before the first one.',
    procedure: 'getReport',
    text: (output) => (output as { markdown: string }).markdown,
  },
  {
    name: 'trigger_audit',
    title: 'Start an audit',
    description:
      'Starts an audit; answers at once with `auditRunId` (`created` false: one was running). Needs a read-and-trigger key; one per project per hour (`audit_too_soon`). Poll get_audit_run.',
    procedure: 'triggerAudit',
  },
  {
    name: 'get_audit_run',
    title: 'Get an audit run',
    description: 'One audit run by `id`: status (RUNNING, COMPLETED, FAILED), run date, scores and deltas. Polls a run from trigger_audit.',
    procedure: 'getAuditRun',
  },
];

/**
 * JSON Schema of a zod schema as a client sees it: inputs as they may be sent, outputs as they
 * are sent. A date-time is `format: date-time` without zod's 600-character pattern (the procedure
 * validates it), and a schema used twice is defined once (`$defs`): tools/list stays small.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema: js }) => {
      if (js.format === 'date-time') {
        delete js.pattern;
        if (typeof js.description === 'string') js.description = js.description.replace(/,? ISO 8601 with offset/, '');
      }
      // Bounds are inclusive everywhere, and a range's numbers are the schema's minimum and maximum.
      if (typeof js.description === 'string')
        js.description = js.description.replace(/ \(inclusive\)|, 1 to \d+/g, '').replace(/^(Start|End) of the range; d/, 'D');
      // The engines' names beside their codes, once per tool that takes an engine (its $defs entry).
      if (Array.isArray(js.enum) && js.enum.includes('GOOGLE_AIO')) js.description = engineNote;
      else if (typeof js.$ref === 'string' && js.$ref.endsWith('/Engine')) delete js.description;
    },
  });
  // Parameters every tool names alike, stated once in the tools' descriptions (list_projects: the
  // slug; the lists: nextCursor as cursor): without their descriptions tools/list stays under 12 KB.
  const properties = (rest as { properties?: Record<string, Record<string, unknown>> }).properties;
  for (const name of ['slug', 'cursor']) if (properties?.[name]) properties[name] = { type: 'string' };
  // `from`/`to` without a default of their own (all time) need no words either, nor an id filter without one.
  for (const name of ['from', 'to', 'trackedPromptId', 'auditRunId'])
    if (typeof properties?.[name]?.description === 'string' && !properties[name].description.includes('default'))
      delete properties[name].description;
  return rest as { type: 'object'; [key: string]: unknown };
}

/** The limit a tool's call counts against: its operation's (operationBucket), so a tool that only reads is the one whose operation is a read. */
export const toolBucket = (t: ToolDefinition) => operationBucket(apiSchemas[t.procedure]);

/** The tools as `tools/list` describes them, built once. */
export const toolList = tools.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: jsonSchema(apiSchemas[t.procedure].input, 'input'),
  annotations: {
    readOnlyHint: toolBucket(t) === 'read',
    openWorldHint: false,
    ...(toolBucket(t) === 'read' ? {} : { destructiveHint: false, idempotentHint: true }),
  },
}));

export const toolsByName = new Map(tools.map((t) => [t.name, t]));
