import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { databaseUnavailableError } from '../core/kernel/db-unavailable.ts';
import { type ErrorCode, errorCatalog, isAppError } from '../core/kernel/errors.ts';
import type { Services } from '../core/runtime/services.ts';

/** Sends any error as `{ "error": "<code>" }`; unexpected ones are logged and become internal_error. */
export function sendError(reply: FastifyReply, services: Services, e: unknown, headers: Record<string, string> = {}) {
  const app = isAppError(e) ? e : databaseUnavailableError(e);
  if (app) {
    if (app !== e) services.log.warn({ err: e, code: app.appCode }, 'database unavailable');
    return reply
      .code(app.status)
      .headers({ ...headers, ...app.headers })
      .send({ error: app.appCode });
  }
  services.log.error({ err: e }, 'request failed');
  return reply
    .code(500)
    .headers(headers)
    .send({ error: 'internal_error' satisfies ErrorCode });
}

/**
 * Fastify's own errors (body parsing, unknown routes) in the same shape. (The bearer challenge of
 * every 401 rides on the AppError itself: core/kernel/errors.ts.)
 */
export function registerErrorHandlers(app: FastifyInstance, services: Services): void {
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'route_not_found' satisfies ErrorCode }));
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (isAppError(err) || databaseUnavailableError(err)) return sendError(reply, services, err);
    const code = fastifyErrorCode(err);
    if (code === 'internal_error') services.log.error({ err }, 'request failed');
    return reply.code(errorCatalog[code].status).send({ error: code });
  });
}

function fastifyErrorCode(err: FastifyError): ErrorCode {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'malformed_json';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'invalid_request';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
  }
  if (err instanceof SyntaxError || err.statusCode === 400) return 'malformed_json';
  if (err.statusCode === 415) return 'unsupported_media_type';
  if (err.statusCode === 413) return 'payload_too_large';
  if (err.statusCode === 404) return 'route_not_found';
  // @fastify/static refuses a path that climbs out of its root (`/app/assets/%2e%2e/...`) with 403:
  // there is nothing there to forbid, only nothing to find.
  if (err.statusCode === 403) return 'route_not_found';
  if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) return 'invalid_request';
  return 'internal_error';
}
