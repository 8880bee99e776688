import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { authorizeApiRequest, enforceRequirement } from '../core/api-request.ts';
import { AppError, type ErrorCode, errorCatalog, isAppError } from '../core/errors.ts';
import { reportMarkdown, reportPdf } from '../core/reports/service.ts';
import { appRouter } from '../core/router.ts';
import type { Services } from '../core/services.ts';
import { appCodeOf, type Context } from '../core/trpc.ts';
import { sendError } from './errors.ts';
import { registerFastReads } from './fast-reads.ts';
import { buildOpenApiDocument, successStatuses } from './openapi.ts';
import { API_PREFIX, findOperation, gateResults, reportRoutes } from './operations.ts';

/**
 * Mounts the public REST API: the routes trpc-to-openapi derives from the procedures, the plain
 * report routes, and the OpenAPI document.
 *
 * Every request to a known operation passes the gate in an onRequest hook, before Fastify reads
 * its body: authenticate (401/403), count against the key's limit (429), and check what the
 * operation requires of the key (403). Only then are bodies parsed and inputs validated.
 * The library writes its own error body; the wrapper below rewrites every error into the
 * service's `{ "error": "<code>" }`.
 */
export async function registerRestApi(app: FastifyInstance, services: Services): Promise<void> {
  const document = buildOpenApiDocument();
  const statuses = successStatuses();

  app.addHook('onRequest', async (req, reply) => {
    const pathname = req.url.split('?')[0];
    const op = pathname.startsWith(`${API_PREFIX}/`) ? findOperation(req.method, pathname) : undefined;
    if (!op) return;
    const headers: Record<string, string> = {};
    try {
      const principal = await authorizeApiRequest(services, req.headers.authorization, op.bucket, headers);
      enforceRequirement(op.meta.requires, principal);
      gateResults.set(req.raw, { principal, headers });
    } catch (e) {
      await sendError(reply, services, e, headers);
      return reply;
    }
  });

  const handler = createOpenApiNodeHttpHandler({
    router: appRouter,
    maxBodySize: 100_000,
    createContext: ({ req }): Context => {
      const gate = gateResults.get(req);
      return {
        services,
        principal: gate?.principal,
        authorization: req.headers.authorization,
        responseHeaders: { ...(gate?.headers ?? {}) },
      };
    },
    responseMeta: ({ ctx, paths, errors }) => {
      const headers = { ...((ctx as Context | undefined)?.responseHeaders ?? {}) };
      const error = errors[0];
      if (error) {
        const app = isAppError(error) ? error : isAppError(error.cause) ? error.cause : undefined;
        return { status: errorCatalog[appCodeOf(error)].status, headers: { ...headers, ...(app?.headers ?? {}) } };
      }
      return { status: statuses.get(paths?.[0] ?? '') ?? 200, headers };
    },
    onError: ({ error, path }) => {
      if (appCodeOf(error) === 'internal_error') services.log.error({ err: error.cause ?? error, path }, 'request failed');
    },
  });

  app.get(`${API_PREFIX}/openapi.json`, async (_req, reply) => reply.send(document));
  registerFastReads(app, services);

  const routePath = (template: string) => API_PREFIX + template.replace(/\{([^}]+)\}/g, ':$1');

  app.get<{ Params: { slug: string } }>(routePath(reportRoutes.markdown), async (req, reply) => {
    const { principal, headers } = gateResults.get(req.raw)!;
    try {
      const { markdown, auditRunId } = await reportMarkdown(services, principal, req.params.slug);
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
      const { principal, headers } = gateResults.get(req.raw)!;
      try {
        const { auditRunId } = req.query;
        if (Array.isArray(auditRunId) || auditRunId === '' || (auditRunId?.length ?? 0) > 100) {
          throw new AppError('invalid_audit_run_id');
        }
        const report = await reportPdf(services, principal, req.params.slug, auditRunId);
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

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${API_PREFIX}/*`,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = req.raw as typeof req.raw & { body?: unknown };
      raw.url = raw.url!.slice(API_PREFIX.length) || '/';
      if (req.method !== 'GET' && req.method !== 'DELETE') {
        // Fastify has parsed (or rejected) the body already; hand it over. A POST without a body
        // (POST /audits takes none) needs no Content-Type, which the library would otherwise demand.
        raw.body = req.body ?? {};
        raw.headers['content-type'] = 'application/json';
      }
      rewriteErrorBodies(reply.raw);
      await handler(raw, reply.raw, () => {
        sendRawError(reply.raw, 'route_not_found');
      });
    },
  });
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
