/**
 * The parts of the OpenAPI document that trpc-to-openapi cannot derive from the procedures: the
 * shared error responses and their headers, per-operation errors, the constraints of path
 * parameters, and the plain report and export routes.
 */
import { z } from 'zod';
import { exportRoutes, reportRoutes } from './operations.ts';
import { funnelExportRowSchema } from '../core/crawlers-report/funnel-export.ts';
import { idOf, slugParam } from '../core/contract/schemas.ts';

export type Json = Record<string, any>;

/** IETF RateLimit headers: sent on every answer to a request made with a valid key. */
export const rateLimitHeaders: Json = {
  RateLimit: {
    description:
      'Remaining requests (r) and seconds until the window resets (t) of the bucket the request counted against, ' +
      'IETF draft syntax. Sent on every answer to a request made with a valid key.',
    schema: { type: 'string', maxLength: 100, pattern: '^"(read|write)";r=\\d+;t=\\d+$' },
    example: '"read";r=59;t=60',
  },
  'RateLimit-Policy': {
    description: 'Quota (q) per window of w seconds of that bucket.',
    schema: { type: 'string', maxLength: 100, pattern: '^"(read|write)";q=\\d+;w=\\d+$' },
    example: '"read";q=60;w=60',
  },
};

const retryAfter: Json = {
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    required: true,
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 2_678_400 },
    example: 42,
  },
};

const errorResponse = (description: string, code: string, headers: Json = rateLimitHeaders): Json => ({
  description,
  headers,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: code } } },
});

export const responses: Record<string, Json> = {
  BadRequest: errorResponse('Invalid parameter or body (`invalid_*`, `malformed_json`).', 'invalid_limit'),
  Unauthorized: errorResponse('Key missing, invalid, revoked or expired (`unauthorized`).', 'unauthorized', {
    'WWW-Authenticate': {
      description: 'The authentication scheme the API expects.',
      required: true,
      schema: { type: 'string', const: 'Bearer' },
    },
  }),
  Forbidden: errorResponse(
    'Role or scope does not allow the operation, or API access is not enabled (`insufficient_role`, `project_scope_forbidden`, `api_access_disabled`).',
    'insufficient_role',
  ),
  NotFound: errorResponse("Resource does not exist or is outside the key's scope (`not_found`).", 'not_found'),
  TooManyRequests: errorResponse(
    'Rate limit reached (`rate_limited`), audit requested too recently (`audit_too_soon`), or usage cap reached (`usage_cap_reached`).',
    'rate_limited',
    { ...retryAfter, ...rateLimitHeaders },
  ),
  InternalError: errorResponse('Unexpected failure on the service side (`internal_error`).', 'internal_error'),
};

export const commonErrors: Json = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '401': { $ref: '#/components/responses/Unauthorized' },
  '403': { $ref: '#/components/responses/Forbidden' },
  '404': { $ref: '#/components/responses/NotFound' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
  '500': { $ref: '#/components/responses/InternalError' },
};

/** Errors particular to one operation, beyond the common ones, by operationId. */
const bodyErrors: Json = {
  '413': errorResponse('Request body larger than 100 kB (`payload_too_large`).', 'payload_too_large'),
  '415': errorResponse('Body sent with a content type other than application/json (`unsupported_media_type`).', 'unsupported_media_type'),
};
export const extraErrors: Record<string, Json> = {
  'v1-createProject': {
    '409': errorResponse('Slug already in use (`slug_taken`).', 'slug_taken'),
    ...bodyErrors,
    '422': errorResponse('Plan brand limit reached (`brand_limit_reached`).', 'brand_limit_reached'),
  },
  'v1-triggerAudit': {
    ...bodyErrors,
    '422': errorResponse('The project is a demo brand, which cannot be audited (`demo_project`).', 'demo_project'),
    '502': errorResponse('The audit could not be queued; nothing was created. Retry later.', 'audit_queue_unavailable'),
  },
  ingestLogs: {
    '400': errorResponse('`format` or `map` is not valid (`invalid_log_format`).', 'invalid_log_format'),
    '413': errorResponse(
      'Body larger than VISIBILITY_LOG_BODY_MAX_MB (`log_body_too_large`); the lines before the limit were counted.',
      'log_body_too_large',
    ),
  },
  getReportPdf: {
    '503': errorResponse('PDF rendering temporarily unavailable (`pdf_unavailable`).', 'pdf_unavailable', {
      ...retryAfter,
      ...rateLimitHeaders,
    }),
  },
};

/** A parameter's JSON schema as the API checks it (its zod schema), without the draft and the description. */
const paramSchema = (schema: z.ZodType): Json => (({ $schema: _draft, description: _text, ...rest }) => rest)(z.toJSONSchema(schema));

/** A project slug's JSON schema: the operations' own (slugParam). */
const slugSchema: Json = paramSchema(slugParam);

/**
 * What path and query parameters look like beyond their operations' own schemas (which state what
 * the API checks: test/api/openapi-exact.test.ts): examples, and words on values that name nothing.
 * An id's shape is said in words, not as a pattern: the API takes any id of 1 to 100 characters and
 * answers 404 for one that names nothing the key sees.
 */
export const parameterConstraints: Record<string, Json> = {
  // The operations' own slug schema (slugParam: what the API checks), also for the routes outside the procedures.
  slug: {
    schema: slugSchema,
    example: 'northwind-coffee',
    description: 'Project slug. A value that names no project of the key is answered 404 `not_found`.',
  },
  id: {
    example: 'run_0197a1c2b3d47e8f9a0b1c2d3e4f5a6b',
    description: 'Audit run id (`run_` and 32 hex digits). An id the key cannot see is answered 404 `not_found`.',
  },
  auditRunId: { example: 'run_0197a1c2b3d47e8f9a0b1c2d3e4f5a6b' },
  trackedPromptId: { example: 'prm_0197a1c2b3d47e8f9a0b1c2d3e4f5a80' },
  drainId: {
    example: 'drn_019ac4f0a1b27c3d8e9f0a1b2c3d4e5f',
    description: 'Log drain id (`drn_` and 32 hex digits). An id of no drain of the project is answered 404 `not_found`.',
  },
  map: { schema: { pattern: '^[A-Za-z]+=[^,=]+(,[A-Za-z]+=[^,=]+)*$' }, example: 'time=ts,target=uri,userAgent=ua' },
  label: { schema: { pattern: '^[^\\u0000-\\u001f]*$' }, example: 'access.log-20261127.gz' },
  cursor: { schema: { pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' } },
  from: { schema: { maxLength: 64 }, example: '2025-01-01T00:00:00Z' },
  to: { schema: { maxLength: 64 }, example: '2025-06-30T23:59:59Z' },
  limit: { example: 20 },
};

const slugParameter: Json = { in: 'path', name: 'slug', required: true, schema: { type: 'string' } };
const reportHeaders: Json = {
  ...rateLimitHeaders,
  'X-Audit-Run-Id': {
    description: 'The completed audit run the report covers.',
    schema: paramSchema(idOf('auditRun')),
  },
};

/** The report routes are plain Fastify routes (non-JSON bodies); they are described here. */
export const reportPaths: Json = {
  [reportRoutes.markdown]: {
    get: {
      operationId: 'getReport',
      summary: 'Client report of the latest completed audit (Markdown)',
      description:
        'The client report of the latest completed audit as Markdown: scores and their changes, the prioritized ' +
        'findings and the AI visibility observed. 404 `no_completed_audit` when the project has none.',
      tags: ['Reports'],
      parameters: [slugParameter],
      responses: {
        '200': {
          description: 'The Markdown report',
          headers: reportHeaders,
          content: {
            'text/markdown': {
              schema: { type: 'string', maxLength: 5_000_000 },
              example: '# Northwind Coffee Roasters: AI visibility report\n\nOverall score: 64 (+3)\n',
            },
          },
        },
      },
    },
  },
  [reportRoutes.pdf]: {
    get: {
      operationId: 'getReportPdf',
      summary: 'Client report as PDF',
      description:
        'The same client report rendered as PDF. Defaults to the latest completed audit; `auditRunId` selects a ' +
        'completed run of the project. 404 `no_completed_audit` when there is no such completed run; 503 when ' +
        'rendering is unavailable.',
      tags: ['Reports'],
      parameters: [
        slugParameter,
        {
          in: 'query',
          name: 'auditRunId',
          required: false,
          schema: paramSchema(idOf('auditRun')),
          description: 'A completed run of this project; another value than a run id is 400 `invalid_audit_run_id`',
        },
      ],
      responses: {
        '200': {
          description: 'The PDF report',
          headers: reportHeaders,
          content: {
            'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf', maxLength: 50_000_000 } },
          },
        },
      },
    },
  },
};

/** The CSV exports' options (core/exports/exports.ts csvOptionsOf). */
const csvParameters: Json[] = [
  {
    in: 'query',
    name: 'raw',
    required: false,
    schema: { type: 'string', enum: ['1', '0', 'true', 'false'] },
    description: "Write every value byte for byte: no `'` before a value starting with a formula trigger (default 0)",
  },
  {
    in: 'query',
    name: 'bom',
    required: false,
    schema: { type: 'string', enum: ['1', '0', 'true', 'false'] },
    description: 'Start the file with a UTF-8 byte-order mark, for Excel (default 0)',
  },
];

const exportDescriptions = {
  citations: 'Every citation the citations list returns for the same filters, newest first',
  mentions: 'Every mention the mentions list returns for the same filters, newest first',
  findings: 'Every finding of the run the findings list returns for the same filters, CRITICAL first',
  'crawler-pages': 'Every page of the page funnel for the same range, segment and order, one flat row per page',
  'search-queries': 'Every search the AI engines ran (fan-out) the search-queries list returns for the same filters, askedAt first',
} as const;

/**
 * The list each export reads, when its path is not /projects/{slug}/<kind>; its row, when it is
 * not the list's item; the title of its operation ids, when the kind is not one capitalised word.
 */
const exportLists: Partial<Record<keyof typeof exportDescriptions, { path?: string; row?: Json; title: string }>> = {
  'crawler-pages': {
    path: '/projects/{slug}/crawlers/pages',
    row: (({ $schema: _draft, ...rest }) => rest)(z.toJSONSchema(funnelExportRowSchema)),
    title: 'CrawlerPages',
  },
  'search-queries': { title: 'SearchQueries' },
};

/**
 * The bulk exports (plain routes streaming CSV or NDJSON), described from the list operations the
 * generator made: the same parameters but `limit` and `cursor`, the item schema as one NDJSON line.
 */
export function exportPaths(listPaths: Json): Json {
  const paths: Json = {};
  for (const route of exportRoutes) {
    const own = exportLists[route.kind];
    const list = listPaths[own?.path ?? `/projects/{slug}/${route.kind}`].get as Json;
    const item = own?.row ?? list.responses['200'].content['application/json'].schema.properties.data.items;
    const title = own?.title ?? route.kind[0].toUpperCase() + route.kind.slice(1);
    const ndjson = route.format === 'ndjson';
    paths[route.path] = {
      get: {
        operationId: `export${title}${ndjson ? 'Ndjson' : 'Csv'}`,
        summary: `${exportDescriptions[route.kind]}, as ${ndjson ? 'NDJSON' : 'CSV'}`,
        description:
          `${exportDescriptions[route.kind]}, in one streamed download: the list's filters without \`limit\` or \`cursor\`. ` +
          (ndjson
            ? own?.row
              ? 'One JSON object per line: the row of `x-ndjson-item` (verified hits per class and citations per engine as columns).'
              : 'One JSON object per line, equal field for field to the list item.'
            : "RFC 4180 CSV in UTF-8 with CRLF line ends: a header row of the list item's field names in their order, then one row per item; null is an empty field, booleans are `true`/`false`, a list its items separated by one space. A text value that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a leading `'` (quoted) so that a spreadsheet shows it instead of running it as a formula; `raw=1` writes every value byte for byte. `bom=1` starts the file with a UTF-8 byte-order mark (Excel needs it to read UTF-8).") +
          ' Same key rules, scope and 404 as the list; counts as one read.',
        tags: [list.tags[0]],
        parameters: [
          ...(list.parameters as Json[]).filter((p) => p.name !== 'limit' && p.name !== 'cursor'),
          ...(ndjson ? [] : csvParameters),
        ],
        responses: {
          '200': {
            description: `The ${route.kind} as an attachment (Content-Disposition names the file)`,
            headers: {
              'Content-Disposition': { description: 'attachment; filename="<slug>-<list>.<format>"', schema: { type: 'string' } },
            },
            content: ndjson
              ? { 'application/x-ndjson': { schema: { type: 'string' }, 'x-ndjson-item': item } }
              : { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
    };
  }
  return paths;
}
