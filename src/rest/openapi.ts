import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { errorCatalog } from '../core/errors.ts';
import { appRouter } from '../core/router.ts';
import { API_PREFIX, apiOperations, reportRoutes } from './operations.ts';

/** Success status of each procedure (201/202 where the spec says so), by tRPC path. */
export function successStatuses(): Map<string, number> {
  return new Map(
    apiOperations.flatMap((op) => (op.procedure && op.meta.successStatus ? [[op.procedure, op.meta.successStatus]] : [])),
  );
}

type Json = Record<string, any>;

const rateLimitHeaders: Json = {
  RateLimit: {
    description: 'Remaining requests (r) and seconds until the window resets (t), IETF draft syntax.',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': { description: 'Quota (q) per window of w seconds.', schema: { type: 'string' } },
};

const errorResponse = (description: string, headers?: Json): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  ...(headers ? { headers } : {}),
});

const retryAfter: Json = {
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
};

const responses: Record<string, Json> = {
  BadRequest: errorResponse('Invalid parameter or body (`invalid_*`, `malformed_json`).'),
  Unauthorized: errorResponse('Key missing, invalid, revoked or expired (`unauthorized`).'),
  Forbidden: errorResponse('Role or scope does not allow the operation, or API access is not enabled.'),
  NotFound: errorResponse('Resource does not exist or is outside the key\'s scope.'),
  TooManyRequests: errorResponse('Rate limit reached, audit requested too recently, or usage cap reached.', {
    ...retryAfter,
    ...rateLimitHeaders,
  }),
  InternalError: errorResponse('Unexpected failure on the service side.'),
};

const commonErrors: Json = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '401': { $ref: '#/components/responses/Unauthorized' },
  '403': { $ref: '#/components/responses/Forbidden' },
  '404': { $ref: '#/components/responses/NotFound' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
  '500': { $ref: '#/components/responses/InternalError' },
};

/** Errors particular to one operation, beyond the common ones. */
const bodyErrors: Json = {
  '413': errorResponse('Request body larger than 100 kB (`payload_too_large`).'),
  '415': errorResponse('Body sent with a content type other than application/json (`unsupported_media_type`).'),
};
const extraErrors: Record<string, Json> = {
  'v1-createProject': {
    '409': errorResponse('Slug already in use (`slug_taken`).'),
    ...bodyErrors,
    '422': errorResponse('Plan brand limit reached (`brand_limit_reached`).'),
  },
  'v1-triggerAudit': {
    ...bodyErrors,
    '422': errorResponse('The project is a demo brand, which cannot be audited (`demo_project`).'),
    '502': errorResponse('The audit could not be queued; nothing was created. Retry later.'),
  },
  getReportPdf: { '503': errorResponse('PDF rendering temporarily unavailable (`pdf_unavailable`).', retryAfter) },
};

const reportHeaders: Json = {
  ...rateLimitHeaders,
  'X-Audit-Run-Id': { description: 'The completed audit run the report covers.', schema: { type: 'string' } },
};

const slugParameter: Json = { in: 'path', name: 'slug', required: true, schema: { type: 'string' }, description: 'Project slug' };

/** The report routes are plain Fastify routes (non-JSON bodies); they are described here. */
const reportPaths: Json = {
  [reportRoutes.markdown]: {
    get: {
      operationId: 'getReport',
      summary: 'Client report of the latest completed audit (Markdown)',
      description: 'Covers the latest completed audit only. 404 `no_completed_audit` when the project has none.',
      tags: ['Reports'],
      security: [{ bearerAuth: [] }],
      parameters: [slugParameter],
      responses: {
        '200': {
          description: 'The Markdown report',
          headers: reportHeaders,
          content: { 'text/markdown': { schema: { type: 'string' } } },
        },
      },
    },
  },
  [reportRoutes.pdf]: {
    get: {
      operationId: 'getReportPdf',
      summary: 'Client report as PDF',
      description:
        'Defaults to the latest completed audit; `auditRunId` selects a completed run of the project. ' +
        '404 `no_completed_audit` when there is no such completed run; 503 when rendering is unavailable.',
      tags: ['Reports'],
      security: [{ bearerAuth: [] }],
      parameters: [
        slugParameter,
        { in: 'query', name: 'auditRunId', required: false, schema: { type: 'string' }, description: 'A completed run of this project' },
      ],
      responses: {
        '200': {
          description: 'The PDF report',
          headers: reportHeaders,
          content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
        },
      },
    },
  },
};

/**
 * The OpenAPI 3.1 document of /api/v1: generated by trpc-to-openapi from the procedures, then
 * completed with what it cannot express (real success statuses, the shared error body, Retry-After,
 * rate-limit headers, the bearer scheme, the report routes).
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Visibility Data API',
    version: '1.0.0',
    baseUrl: API_PREFIX,
    description:
      'AI answer-engine visibility data: audit scores and their changes, citations, mentions, findings and client reports. ' +
      'Every error is `{ "error": "<code>" }`; the codes are listed in the `Error` schema and the README.',
  }) as Json;
  const statusByOperation = new Map(
    [...successStatuses()].map(([path, status]) => [`${path.replace(/\./g, '-')}`, status]),
  );

  doc.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  doc.info.contact = { name: 'Visibility Data API support' };
  doc.servers = [{ url: API_PREFIX }];
  doc.security = [{ bearerAuth: [] }];
  doc.tags = [
    { name: 'Projects', description: 'Projects (brands) of the account' },
    { name: 'Audits', description: 'Audit runs, score history and findings' },
    { name: 'Visibility', description: 'Citations and mentions observed in AI answers' },
    { name: 'Reports', description: 'Client reports in Markdown and PDF' },
  ];
  doc.paths = { ...doc.paths, ...reportPaths };
  const schemas: Json = doc.components.schemas;
  for (const name of Object.keys(schemas)) if (name.startsWith('error.')) delete schemas[name];
  schemas.Error = {
    type: 'object',
    required: ['error'],
    additionalProperties: false,
    properties: {
      error: { type: 'string', enum: Object.keys(errorCatalog), description: 'Stable machine-readable error code' },
    },
  };
  doc.components.responses = responses;
  doc.components.securitySchemes = {
    bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key: `Authorization: Bearer <API_KEY>`' },
  };

  for (const item of Object.values(doc.paths as Json)) {
    for (const op of Object.values(item as Json) as Json[]) {
      op.security = [{ bearerAuth: [] }];
      const success = op.responses['200'];
      const status = String(statusByOperation.get(op.operationId) ?? 200);
      success.headers = { ...(success.headers ?? {}), ...rateLimitHeaders };
      op.responses = { [status]: success, ...commonErrors, ...(extraErrors[op.operationId] ?? {}) };
    }
  }
  return doc as OpenAPIObject;
}
