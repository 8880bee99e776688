import type { IncomingMessage } from 'node:http';
import type { GatePass } from '../core/access/api-request.ts';
import type { RateBucket } from '../core/access/rate-limit.ts';
import { exportFormats, type ExportFormat, exportKindNames } from '../core/exports/exports.ts';
import { type ApiProcedure, apiSchemas, operationBucket, procedurePath } from '../core/api/api-router.ts';
import type { Access } from '../core/access/api-request.ts';

export const API_PREFIX = '/api/v1';

/** One operation of /api/v1: a procedure (its name in `apiSchemas` and its tRPC path) or a plain route. */
export interface ApiOperation {
  method: string;
  /** OpenAPI path template, e.g. /projects/{slug}. */
  path: string;
  name: ApiProcedure | null;
  procedure: string | null;
  /** What the key must allow beyond its bucket: the operation's own access object (read at each call). */
  access: Access;
  /** The success status when it is not 200. */
  successStatus?: number;
  bucket: RateBucket;
  matches(pathname: string): boolean;
}

function operation(
  method: string,
  path: string,
  name: ApiProcedure | null,
  access: Access = {},
  plainBucket: RateBucket = 'read',
): ApiOperation {
  // Case-insensitive like trpc-to-openapi's own matcher, so the gate and the router never disagree.
  const source = `^${API_PREFIX}${path.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`;
  const regex = new RegExp(source, 'i');
  return {
    method,
    path,
    name,
    procedure: name && procedurePath(name),
    access,
    successStatus: name ? apiSchemas[name].rest?.successStatus : undefined,
    // A procedure counts against its operation's limit (operationBucket); a plain route against its own.
    bucket: name ? operationBucket(apiSchemas[name]) : plainBucket,
    matches: (pathname) => regex.test(pathname),
  };
}

/** The report downloads: plain Fastify routes (non-JSON bodies), not procedures. */
export const reportRoutes = {
  markdown: '/projects/{slug}/report',
  pdf: '/projects/{slug}/report.pdf',
} as const;

/** Posting access logs (src/rest/log-routes.ts): a streamed body, an ingest key, counted as a write. */
export const logRoutes = { ingest: '/projects/{slug}/logs' } as const;

/** The bulk exports (core/exports/exports.ts): plain routes streaming CSV or NDJSON, one read each. */
export const exportRoutes = exportKindNames.flatMap((kind) =>
  (Object.keys(exportFormats) as ExportFormat[]).map((format) => ({ kind, format, path: `/projects/{slug}/${kind}.${format}` })),
);

export const apiOperations: ApiOperation[] = [
  // The registered operations with a REST route, from the operation table.
  ...(Object.keys(apiSchemas) as ApiProcedure[]).flatMap((name) => {
    const { rest, access } = apiSchemas[name];
    return rest ? [operation(rest.method, rest.path, name, access)] : [];
  }),
  operation('GET', reportRoutes.markdown, null),
  operation('GET', reportRoutes.pdf, null),
  ...exportRoutes.map((r) => operation('GET', r.path, null)),
  operation('POST', logRoutes.ingest, null, { requires: 'ingest' }, 'write'),
];

const PLAIN_PATH = /^(\/[A-Za-z0-9\-_.!~*'()]+)+$/;

/**
 * The one form of a request path that both the gate and the router see: each segment
 * percent-decoded and re-encoded canonically (`repor%74` is `report`, `a%2Fb` stays one segment),
 * one trailing slash dropped. Null when a segment is not valid percent-encoding, or when the path
 * carries a NUL byte (which no slug or id contains and PostgreSQL cannot store).
 */
export function canonicalPath(pathname: string): string | null {
  // Already canonical (nothing encodeURIComponent would change, no trailing slash): as it is.
  if (PLAIN_PATH.test(pathname)) return pathname;
  const segments = pathname.split('/');
  if (segments.length > 2 && segments.at(-1) === '') segments.pop();
  const out: string[] = [];
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    out.push(encodeURIComponent(decoded));
  }
  return out.join('/');
}

/**
 * The query string as the library reads it (`req.query`): a null-prototype object of value arrays,
 * so parameters named like Object.prototype members (`toString`, `__proto__`) are plain keys.
 */
export function queryOf(search: string): Record<string, string[]> {
  const query = Object.create(null) as Record<string, string[]>;
  if (search === '') return query;
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === '__proto__') continue;
    (query[key] ??= []).push(value);
  }
  return query;
}

export function findOperation(method: string, pathname: string): ApiOperation | undefined {
  return apiOperations.find((op) => op.method === method && op.matches(pathname));
}

/** The methods a path of /api/v1 answers to (empty for an unknown path), for 405's `Allow`. */
export function allowedMethods(pathname: string): string[] {
  if (pathname === `${API_PREFIX}/openapi.json`) return ['GET'];
  return [...new Set(apiOperations.filter((op) => op.matches(pathname)).map((op) => op.method))];
}

/** What the gate established for a request, keyed by the raw request. */
export const gateResults = new WeakMap<
  IncomingMessage,
  { pass: GatePass; headers: Record<string, string>; path: string; query: Record<string, string[]> }
>();
