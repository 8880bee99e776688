import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { admitConnections } from './client-connections.ts';
import { registerDashboard } from './dashboard/plugin.ts';
import type { ErrorCode } from './core/kernel/errors.ts';
import type { Services } from './core/runtime/services.ts';
import { AppError } from './core/kernel/errors.ts';
import { registerHealth } from './health.ts';
import { registerErrorHandlers } from './rest/errors.ts';
import { jsonBodyProblem } from './net/json-body.ts';
import { registerRestApi } from './rest/plugin.ts';
import { registerMcp } from './mcp/http.ts';

/** The HTTP face of the service: REST /api/v1 (and its OpenAPI document), the dashboard's /trpc, GraphQL, MCP at /mcp, liveness and readiness. */
export async function buildServer(services: Services): Promise<FastifyInstance> {
  const limits = services.config.http;
  // Node refuses a headers timeout longer than the whole-request timeout.
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  const httpLog: FastifyBaseLogger = services.log.child({ component: 'http' });
  const app = Fastify({
    // A slow client (headers or body trickling in) is answered 408 and closed once its time is up;
    // Node checks its connections every connectionsCheckingInterval (30 s by default: too coarse).
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 4))),
    },
    // Behind a TLS-terminating proxy: the scheme, host and client address it forwards (CSRF's
    // origin, the session cookie's Secure flag, per-client limits); off unless configured.
    // A hop count is the function Fastify would make of it (its types only take the function).
    trustProxy: typeof limits.trustProxy === 'number' ? trustHops(limits.trustProxy) : limits.trustProxy,
    loggerInstance: httpLog,
    logController: new LogController({ disableRequestLogging: !services.config.logRequests }),
    bodyLimit: 100_000,
    // Long slugs and ids must reach the handlers (and get 404 not_found), not the 404 of the router.
    // `/x/` is `/x`: the REST gate matches the same normalised path (src/rest/operations.ts).
    // The bound is Node's own on the request line (16 KB of headers), not the router's.
    routerOptions: { maxParamLength: 16_384, ignoreTrailingSlash: true },
    exposeHeadRoutes: false,
    // Fastify's own answers (bad URL encoding, malformed request lines, closing) in the service's shape.
    return503OnClosing: false,
    frameworkErrors: (_error, _req, reply) => {
      void (reply as FastifyReply).code(400).send({ error: 'invalid_request' satisfies ErrorCode });
    },
    clientErrorHandler: (error, socket) => {
      if (socket.writable) {
        // Node reports a request or headers timeout as a client error too.
        const timedOut = (error as NodeJS.ErrnoException).code === 'ERR_HTTP_REQUEST_TIMEOUT';
        const code: ErrorCode = timedOut ? 'request_timeout' : 'invalid_request';
        const body = JSON.stringify({ error: code });
        socket.end(
          `HTTP/1.1 ${timedOut ? '408 Request Timeout' : '400 Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
      } else socket.destroy();
    },
  });
  // Sockets past a cap are closed (or make room) as they arrive, before they cost a request.
  admitConnections(app.server, limits);
  registerErrorHandlers(app, services);

  // JSON is the only request body the API takes; anything else is 415.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body means "no body" (POST /audits takes none), not a syntax error. Prototype
  // keys are dropped, never merged.
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    if (jsonBodyProblem(body as string)) return done(new AppError('invalid_body'));
    return parseJson(req, body as string, done);
  });
  // `curl -d ''` sends an empty form: accepted as "no body"; a non-empty form is still 415.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    return done(Object.assign(new Error('unsupported media type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }));
  });

  registerHealth(app, services);
  await registerRestApi(app, services);
  await registerDashboard(app, services);
  registerMcp(app, services);
  (await import('./graphql/plugin.ts')).registerGraphql(app, services);
  return app;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;
