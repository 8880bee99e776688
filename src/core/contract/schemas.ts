import { z } from 'zod';
import { runFailureSchema } from './run-failure.ts';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../kernel/pagination.ts';
import { type IdKind, idPattern } from '../kernel/ids.ts';
import { engineNames } from '../../engines/engine-list.ts';

/**
 * Wire schemas of the public API. Output types of the procedures and the OpenAPI document both
 * derive from these, so what is documented is what is validated and sent.
 */
export const dateTime = z.iso.datetime({ offset: true });
const score = z.number().int().min(-100).max(100).nullable();

export const engineSchema = z.enum(engineNames).meta({ id: 'Engine' });
export const severitySchema = z.enum(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']);
export const findingCategorySchema = z.enum(['CITABILITY', 'TECHNICAL', 'SCHEMA', 'EEAT', 'BRAND', 'PLATFORM']);

export const scoreSetSchema = z
  .object({
    overall: score,
    citability: score,
    brand: score,
    eeat: score,
    technical: score,
    schema: score,
    platform: score,
  })
  .meta({ id: 'ScoreSet', description: 'Scores 0-100 (deltas -100..100); null means not evaluated in this run.' });

export const auditRunStatusSchema = z.enum(['RUNNING', 'COMPLETED', 'FAILED']).meta({ id: 'AuditRunStatus' });

export const auditRunSummarySchema = z
  .object({
    id: z.string(),
    status: auditRunStatusSchema,
    runDate: dateTime,
    pagesAnalyzed: z.number().int(),
    findingsCount: z.number().int(),
    scores: scoreSetSchema,
    deltas: scoreSetSchema,
    failure: runFailureSchema.nullable(),
  })
  .meta({ id: 'AuditRun' });

export const auditRunDetailSchema = auditRunSummarySchema
  .extend({ createdAt: dateTime, projectSlug: z.string() })
  .meta({ id: 'AuditRunDetail' });

export const latestAuditBriefSchema = z
  .object({ id: z.string(), runDate: dateTime, overallScore: z.number().int().nullable() })
  .meta({ id: 'LatestCompletedAuditBrief' });

const projectFields = z.object({ id: z.string(), slug: z.string(), name: z.string(), domain: z.string(), createdAt: dateTime });

export const projectListItemSchema = projectFields
  .extend({ latestCompletedAudit: latestAuditBriefSchema.nullable() })
  .meta({ id: 'ProjectListItem' });

export const projectDetailSchema = projectFields
  .extend({ latestCompletedAudit: auditRunSummarySchema.nullable() })
  .meta({ id: 'ProjectDetail' });

/** Where a citation or mention was observed: what a spreadsheet pivots on. */
const origin = {
  auditRunId: z.string().nullable().describe('The audit run that observed it'),
  answerId: z.string().nullable().describe('The engine answer it is part of; null for history kept before answers were'),
  promptId: z.string().nullable().describe('The tracked prompt the engine was asked; null when none or removed since'),
  promptText: z.string().nullable().describe('The text of that prompt (as asked, for a prompt removed since)'),
};

export const citationSchema = z
  .object({
    id: z.string(),
    engine: engineSchema,
    observedAt: dateTime,
    url: z.string(),
    normalizedUrl: z.string(),
    host: z.string(),
    title: z.string().nullable(),
    position: z.number().int(),
    isClientDomain: z.boolean(),
    isCompetitorDomain: z.boolean(),
    citationConfidence: z.number().int().min(0).max(100),
    matchedEntity: z.string().nullable(),
    ...origin,
  })
  .meta({
    id: 'Citation',
    description:
      'A source the answer text cites (an annotation, a [n] marker, a grounding support, a SERP block reference); position counts cited sources only. Pages an engine retrieved without citing them are not citations.',
  });

export const mentionSchema = z
  .object({
    id: z.string(),
    engine: engineSchema,
    observedAt: dateTime,
    name: z.string(),
    normalizedName: z.string(),
    kind: z.enum(['CLIENT', 'COMPETITOR', 'THIRD_PARTY', 'CATEGORY']),
    role: z.enum(['RECOMMENDED', 'LISTED', 'COMPARED', 'CRITICIZED', 'EXCLUDED', 'UNKNOWN']),
    sentiment: z.enum(['POSITIVE', 'NEUTRAL', 'NEGATIVE', 'MIXED']).nullable(),
    mentionConfidence: z.number().int().min(0).max(100),
    context: z.string().nullable(),
    ...origin,
    judgeStatus: z
      .enum(['JUDGED', 'FALLBACK'])
      .nullable()
      .describe(
        "The optional role judge (docs/methodology.md): JUDGED when its model gave a verdict, FALLBACK when it gave none usable (the lexicon's role stands; judgeFailure says why), null when not judged",
      ),
    judgedRole: z
      .enum(['RECOMMENDED', 'LISTED', 'COMPARED', 'CRITICIZED', 'EXCLUDED', 'UNKNOWN'])
      .nullable()
      .describe("The judge's role, stored beside `role` (the lexicon's), never over it; null unless judgeStatus is JUDGED"),
    judgedSentiment: z
      .enum(['POSITIVE', 'NEUTRAL', 'NEGATIVE', 'MIXED'])
      .nullable()
      .describe("The judge's sentiment, beside `sentiment`; null unless judgeStatus is JUDGED"),
    judgeEvidence: z.string().nullable().describe('The sentence of the answer that decides, as the judge quoted it'),
    judgeModel: z.string().nullable().describe('The model that judged (or failed to)'),
    judgeFailure: z
      .string()
      .nullable()
      .describe(
        'Why the judge fell back: judge_malformed, judge_refused, judge_timeout, judge_incomplete, judge_budget, judge_missing_brand, judge_evidence_not_in_answer, judge_interrupted, judge_<error kind>',
      ),
    judgeAgrees: z
      .boolean()
      .nullable()
      .describe("Whether the judge's role and sentiment equal the lexicon's; null unless judgeStatus is JUDGED"),
  })
  .meta({ id: 'Mention' });

export const findingSchema = z
  .object({
    id: z.string(),
    severity: severitySchema,
    category: findingCategorySchema,
    status: z.enum(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'DISMISSED']),
    title: z.string(),
    description: z.string(),
    recommendation: z.string().nullable(),
    affectedUrl: z.string().nullable(),
    timeline: z.string().nullable(),
    expectedImpact: z.string().nullable(),
    resolvedAt: dateTime.nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'Finding' });

const nextCursor = z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page.');

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item).max(MAX_PAGE_LIMIT), nextCursor });
}

// ---- Inputs -------------------------------------------------------------------------------------

/** The rule of a project's slug: lowercase letters, digits and hyphens, 1 to 63 characters, no hyphen at either end. */
export const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/**
 * A project slug as every input takes it (REST paths, GraphQL, MCP, the dashboard) and a new
 * project is given: the one rule (slugPattern), as the OpenAPI document states it; a slug outside
 * it is 400 `validation_failed`, one that names no project of the caller 404 `not_found`.
 */
export const slugParam = z.string().min(1).max(63).regex(slugPattern).describe('Project slug');
/** An id as the inputs take it (a run's, a finding's, a tracked row's, a drain's...): 1 to 100 characters; one that names nothing the caller sees is 404. */
export const idParam = z.string().min(1).max(100);
/**
 * An id of one kind as the public API's inputs take it: exactly its shape (kernel/ids.ts idPattern),
 * as the OpenAPI document states it; another value is 400, a well-formed id that names nothing the
 * caller sees 404.
 */
export const idOf = (kind: IdKind) => z.string().length(36).regex(idPattern(kind));
/**
 * A count in a query string (a page size, a top list's length), 1 to MAX_PAGE_LIMIT: query
 * strings arrive as text, and only plain digits are an integer here ("1e1", "0x2", "5.0" are not).
 */
export const countParam = (what: string, fallback: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? (/^[0-9]{1,3}$/.test(v) ? Number(v) : Number.NaN) : v),
      z.number().int().min(1).max(MAX_PAGE_LIMIT),
    )
    .describe(`${what}, 1 to ${MAX_PAGE_LIMIT} (default ${fallback})`)
    .optional();
const limit = countParam('Page size', DEFAULT_PAGE_LIMIT);
/** A list's cursor: what the API checks beyond its shape (its signature, the list and filters it was made for) is said in its description. */
export const cursorParam = z
  .string()
  .min(1)
  .max(1024)
  .describe('nextCursor of the previous page; a value that is not one of this list and these filters is 400 `invalid_cursor`')
  .optional();
const cursor = cursorParam;
export const from = dateTime.optional().describe('Earliest timestamp to include (inclusive), ISO 8601 with offset');
export const to = dateTime.optional().describe('Latest timestamp to include (inclusive), ISO 8601 with offset');

/** A page of any list: its size and the cursor of the previous page (REST `limit`/`cursor`, GraphQL `first`/`after`). */
export const pageParams = z.object({ limit, cursor });
export const projectInput = z.object({ slug: slugParam });
export const scoreHistoryInput = z.object({ slug: slugParam, from, to, limit, cursor });
export const observationListInput = z.object({
  slug: slugParam,
  engine: engineSchema.optional().describe('Only observations of this engine'),
  from,
  to,
  limit,
  cursor,
});
export const findingsInput = z.object({
  slug: slugParam,
  auditRunId: idOf('auditRun').optional().describe('A run of this project; default: the latest completed run'),
  limit,
  cursor,
});
export const auditRunInput = z.object({ id: idOf('auditRun').describe('Audit run id') });
/** The PDF report's query: which completed run (default the latest). */
export const reportPdfQuery = z.object({ auditRunId: idOf('auditRun').optional().describe('A completed run of this project') });

/** Format rules of project fields (the spec leaves them open; documented in docs/api.md); the slug's is slugPattern. */
/** A host name, or an IPv6 literal in brackets (judged by the address policy: core/projects/projects.ts), optional :port. */
export const domainPattern =
  /^(?:(?=.{1,253}(?::\d{1,5})?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/** A site's host name: lower-cased, a leading scheme and any path stripped, optional :port. */
export const domainField = z
  .string()
  .trim()
  .toLowerCase()
  .max(260)
  .transform((d) => d.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
  .pipe(z.string().regex(domainPattern));

export const createProjectInput = z.object({
  name: z.string().trim().min(1).max(200).describe('Display name of the brand or client'),
  domain: domainField.describe('Host name of the site, e.g. "example.com" (a scheme or trailing path is stripped), optional :port'),
  slug: slugParam.optional().describe('Lowercase letters, digits and hyphens, 1-63 characters; default derived from the name'),
  workspaceSlug: z.string().min(1).max(100).optional().describe('Required when the account has more than one workspace'),
});

export const createdProjectSchema = z.object({ data: z.object({ id: z.string(), slug: z.string() }) });
export const triggeredAuditSchema = z.object({
  data: z.object({ auditRunId: z.string(), created: z.boolean() }),
});

export const reportMarkdownSchema = z.object({ auditRunId: z.string(), markdown: z.string() });
