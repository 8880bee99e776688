import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { passGate } from '../core/access/api-request.ts';
import { AppError, type ErrorCode, errorCatalog } from '../core/kernel/errors.ts';
import { openExport } from '../core/exports/exports.ts';
import { reportMarkdown, reportPdf } from '../core/reports/service.ts';
import { refuseNul } from '../core/kernel/nul.ts';
import { projectInput, reportPdfQuery } from '../core/contract/schemas.ts';
import { parseInput } from '../core/kernel/validation.ts';
import { loadOnce } from '../core/kernel/load-once.ts';
import { appRouter } from '../core/api/api-router.ts';
import { onReader, type Services } from '../core/runtime/services.ts';
import type { Context } from '../core/api/api-trpc.ts';
import { appCodeOf, appErrorOf } from '../core/kernel/trpc-errors.ts';
import { sendError } from './errors.ts';
import { registerFastReads } from './fast-reads.ts';
import { registerDocsPage } from './docs-page.ts';
import { discardBody, registerLogRoutes } from './log-routes.ts';
import {
  allowedMethods,
  API_PREFIX,
  canonicalPath,
  exportRoutes,
  findOperation,
  gateResults,
  logRoutes,
  queryOf,
  reportRoutes,
} from './operations.ts';

/**
 * Mounts the public REST API: the routes trpc-to-openapi derives from the procedures, the plain
 * report routes, the OpenAPI document and its reference page.
 *
 * Every request to a known operation passes the gate in an onRequest hook, before Fastify reads
 * its body: authenticate (401/403), count against the key's limit (429), and check what the
 * operation requires of the key (403). Only then are bodies parsed and inputs validated.
 * The library writes its own error body; the wrapper below rewrites every error into the
 * service's `{ "error": "<code>" }`.
 */
export async function registerRestApi(app: FastifyInstance, services: Services): Promise<void> {
  // trpc-to-openapi (its handler and the document's generator) is loaded on the first request
  // that needs it: the reads a service answers first have routes of their own (fast-reads.ts),
  // and the document is built on its first GET (docs/benchmarks.md, "Cold start").
  const openApiDocument = loadOnce(async () => (await import('./openapi.ts')).buildOpenApiDocument());
  const procedureHandler = loadOnce(() => libraryHandler(services));

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith(`${API_PREFIX}/`)) return;
    const { pathname, search } = splitUrl(req.url);
    const path = canonicalPath(pathname);
    if (path === null) return sendError(reply, services, new AppError('invalid_request'));
    const op = findOperation(req.method, path);
    if (!op) {
      // A known path asked with another method: say which methods it has (before any key check,
      // as for an unknown path).
      const allow = allowedMethods(path);
      if (allow.length === 0 || allow.includes(req.method)) return;
      await sendError(reply, services, new AppError('method_not_allowed', { headers: { Allow: allow.join(', ') } }));
      return reply;
    }
    const headers: Record<string, string> = {};
    try {
      // A route that reads a deferred key itself (fast-reads.ts) may have its requests taken from
      // the key's lease without reading the key here (KeyCheck); every other route gets it read.
      const defer = req.routeOptions.config.settlesKeyCheck === true;
      // The chain's gate steps (core/access/api-request.ts passGate), before the body is read: the
      // procedure's middleware finds them done in its context and runs the rest of the chain.
      const pass = await passGate(
        services,
        { authorization: req.headers.authorization, responseHeaders: headers },
        op.bucket,
        op.access,
        undefined,
        defer,
      );
      const query = queryOf(search);
      // NUL cannot be stored by PostgreSQL and is in no valid parameter (core/kernel/nul.ts).
      refuseNul(query);
      gateResults.set(req.raw, { pass, headers, path, query });
    } catch (e) {
      // The logs route's body is read by nobody but its handler: a refusal reads it first.
      if (op.path === logRoutes.ingest) await discardBody(req.raw, services.config.crawlers.bodyMaxBytes);
      await sendError(reply, services, e, headers);
      return reply;
    }
  });

  app.get(`${API_PREFIX}/openapi.json`, async (_req, reply) => reply.send(await openApiDocument()));
  registerDocsPage(app);
  registerFastReads(app, services);

  const routePath = (template: string) => API_PREFIX + template.replace(/\{([^}]+)\}/g, ':$1');

  app.get<{ Params: { slug: string } }>(routePath(reportRoutes.markdown), async (req, reply) => {
    const gate = gateResults.get(req.raw);
    if (!gate) return sendError(reply, services, new AppError('route_not_found'));
    const { headers } = gate;
    const { principal } = gate.pass;
    try {
      const { slug } = parseInput(projectInput, req.params);
      const { markdown, auditRunId } = await onReader(services, (s) => reportMarkdown(s, principal, slug));
      return reply
        .headers({ ...headers, 'X-Audit-Run-Id': auditRunId })
        .type('text/markdown; charset=utf-8')
        .send(markdown);
    } catch (e) {
      return sendError(reply, services, e, headers);
    }
  });

  app.get<{ Params: { slug: string }; Querystring: { auditRunId?: string | string[] } }>(
    routePath(reportRoutes.pdf),
    async (req, reply) => {
      const gate = gateResults.get(req.raw);
      if (!gate) return sendError(reply, services, new AppError('route_not_found'));
      const { headers } = gate;
      const { principal } = gate.pass;
      try {
        const query = reportPdfQuery.safeParse(req.query);
        if (!query.success) throw new AppError('invalid_audit_run_id');
        const { auditRunId } = query.data;
        const { slug } = parseInput(projectInput, req.params);
        const report = await onReader(services, (s) => reportPdf(s, principal, slug, auditRunId));
        return reply
          .headers({
            ...headers,
            'X-Audit-Run-Id': report.auditRunId,
            'Content-Disposition': `inline; filename="report-${req.params.slug}-${report.auditRunId}.pdf"`,
          })
          .type('application/pdf')
          .send(report.pdf);
      } catch (e) {
        return sendError(reply, services, e, headers);
      }
    },
  );

  await registerLogRoutes(app, services);

  for (const route of exportRoutes) {
    app.get<{ Params: { slug: string } }>(routePath(route.path), async (req, reply) => {
      const gate = gateResults.get(req.raw);
      if (!gate) return sendError(reply, services, new AppError('route_not_found'));
      const { headers, query } = gate;
      const { principal } = gate.pass;
      try {
        const filters = Object.fromEntries(Object.entries(query).map(([k, vs]) => [k, vs.length === 1 ? vs[0] : vs]));
        const file = await openExport(services, principal, route.kind, route.format, { ...filters, slug: req.params.slug });
        return reply.headers({ ...headers, ...file.headers }).send(Readable.from(file.chunks));
      } catch (e) {
        return sendError(reply, services, e, headers);
      }
    });
  }

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${API_PREFIX}/*`,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const runProcedure = await procedureHandler();
      reply.hijack();
      const raw = req.raw as typeof req.raw & { body?: unknown; query?: Record<string, string[]> };
      // The library routes on exactly the path the gate matched, and reads the gate's query object.
      const gate = gateResults.get(raw);
      const { pathname, search } = splitUrl(raw.url ?? '/');
      const path = gate?.path ?? canonicalPath(pathname) ?? pathname;
      raw.url = path.slice(API_PREFIX.length) || '/';
      raw.query = gate?.query ?? queryOf(search);
      if (req.method !== 'GET' && req.method !== 'DELETE') {
        // Fastify has parsed (or rejected) the body already; hand it over. A POST without a body
        // (POST /audits takes none) needs no Content-Type, which the library would otherwise demand.
        raw.body = req.body ?? {};
        raw.headers['content-type'] = 'application/json';
      }
      rewriteErrorBodies(reply.raw);
      await runProcedure(raw, reply.raw, () => {
        sendRawError(reply.raw, 'route_not_found');
      });
    },
  });
}

/** trpc-to-openapi's handler of the procedures that have no route of their own (writes, the rest). */
async function libraryHandler(services: Services) {
  const { createOpenApiNodeHttpHandler } = await import('trpc-to-openapi');
  const { successStatuses } = await import('./openapi.ts');
  const statuses = successStatuses();
  return createOpenApiNodeHttpHandler({
    router: appRouter,
    maxBodySize: 100_000,
    createContext: ({ req }): Context => {
      const gate = gateResults.get(req);
      return {
        services,
        gate: gate?.pass,
        authorization: req.headers.authorization,
        responseHeaders: { ...(gate?.headers ?? {}) },
      };
    },
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- trpc-to-openapi fills `paths` only (its `info.calls` is empty)
    responseMeta: ({ ctx, paths, errors }) => {
      const headers = { ...(ctx?.responseHeaders ?? {}) };
      const error = errors[0];
      if (error) {
        const app = appErrorOf(error);
        return { status: errorCatalog[appCodeOf(error)].status, headers: { ...headers, ...(app?.headers ?? {}) } };
      }
      return { status: statuses.get(paths?.[0] ?? '') ?? 200, headers };
    },
    onError: ({ error, path }) => {
      if (appCodeOf(error) === 'internal_error') services.log.error({ err: error.cause ?? error, path }, 'request failed');
    },
  });
}

function splitUrl(url: string): { pathname: string; search: string } {
  const q = url.indexOf('?');
  return q < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q + 1) };
}

/** Replaces the library's error body by `{ "error": "<code>" }` just before it is written. */
function rewriteErrorBodies(res: ServerResponse): void {
  const end = res.end.bind(res) as (body?: string) => ServerResponse;
  (res as { end: (body?: string) => ServerResponse }).end = (body?: string) => {
    if (res.statusCode >= 400 && typeof body === 'string') {
      let code: ErrorCode = 'internal_error';
      try {
        const parsed = JSON.parse(body) as { error?: ErrorCode; data?: { appCode?: ErrorCode } };
        code = parsed.error ?? parsed.data?.appCode ?? 'internal_error';
      } catch {
        /* keep internal_error */
      }
      res.statusCode = errorCatalog[code]?.status ?? 500;
      return end(JSON.stringify({ error: code }));
    }
    return end(body);
  };
}

function sendRawError(res: ServerResponse, code: ErrorCode): void {
  res.statusCode = errorCatalog[code].status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ error: code }));
}
