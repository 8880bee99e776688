// Mounts the GraphQL API (graphql-yoga) on the Fastify server at /graphql.
//
// The gate is REST's: an onRequest hook authenticates the bearer key and counts ONE read against
// its read limit per HTTP request, whatever the document asks (a mutation additionally counts one
// write per mutation field, see mutations.ts). A request refused there never reaches GraphQL and
// gets the HTTP status of its code (401/403/429) with a GraphQL-shaped body. GET with
// Accept: text/html serves the GraphQL console without a key (console-page.ts; the page holds no
// data), unless VISIBILITY_GRAPHIQL=0 turns it off. The engine
// itself (yoga.ts: yoga, the schema, and the `graphql` package: nothing here imports it) is
// loaded on the first request that reaches it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { passGate } from '../core/access/api-request.ts';
import { databaseUnavailableError } from '../core/kernel/db-unavailable.ts';
import { type ErrorCode, errorCatalog, isAppError } from '../core/kernel/errors.ts';
import type { Services } from '../core/runtime/services.ts';
import { sendConsolePage, wantsConsole } from './console-page.ts';
import { type Gate, GRAPHQL_PATH } from './context.ts';
import { loadOnce } from '../core/kernel/load-once.ts';

export function registerGraphql(app: FastifyInstance, services: Services): void {
  const gates = new WeakMap<IncomingMessage, Gate>();

  // The engine is loaded on the first request that reaches it (yoga.ts), once.
  const engine = loadOnce(async () => (await import('./yoga.ts')).createGraphqlYoga(services, gates));

  const servesConsole = (req: FastifyRequest) => services.config.graphiql && wantsConsole(req);

  const gate = async (req: FastifyRequest, reply: FastifyReply) => {
    if (servesConsole(req)) return;
    const headers: Record<string, string> = {};
    try {
      // The chain's gate steps, once for the request: a read; each operation field's procedure
      // checks its own access (and a mutation counts a write) in the chain (api.ts).
      const pass = await passGate(services, { authorization: req.headers.authorization, responseHeaders: headers }, 'read', undefined);
      gates.set(req.raw, { pass, headers });
    } catch (e) {
      // A database that is down or saturated is 503 with Retry-After, as on every other surface.
      const refusal = isAppError(e) ? e : databaseUnavailableError(e);
      if (!refusal) services.log.error({ err: e }, 'graphql gate failed');
      else if (refusal !== e) services.log.warn({ err: e, code: refusal.appCode }, 'database unavailable');
      await sendGraphqlError(reply, refusal?.appCode ?? 'internal_error', { ...headers, ...(refusal?.headers ?? {}) });
      return reply;
    }
  };

  // Refusals Fastify makes before yoga sees the request (content type, malformed or oversized
  // body) are REST-shaped `{ error }`; on /graphql they keep the GraphQL shape.
  const graphqlShaped = async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"error"')) return payload;
    const code = (JSON.parse(payload) as { error?: string }).error;
    if (!code || !(code in errorCatalog)) return payload;
    reply.type('application/json');
    return JSON.stringify(httpErrorBody(code as keyof typeof errorCatalog));
  };

  // The hooks are the route's own: no other request pays for them.
  app.route({
    method: ['GET', 'POST'],
    url: GRAPHQL_PATH,
    onRequest: gate,
    onSend: graphqlShaped,
    handler: async (req, reply) => {
      if (servesConsole(req)) return sendConsolePage(reply);
      const response = await (await engine()).handleNodeRequestAndResponse(req, reply, { req, reply });
      const gate = gates.get(req.raw);
      response.headers.forEach((value, key) => void reply.header(key, value));
      if (gate) reply.headers(gate.headers);
      reply.status(response.status);
      return reply.send(response.body);
    },
  });

  // Any other method: 405 with `Allow`, GraphQL-shaped, before any key check (as REST's 405).
  app.route({
    method: ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'],
    url: GRAPHQL_PATH,
    onSend: graphqlShaped,
    handler: (_req, reply) => sendGraphqlError(reply, 'method_not_allowed', { Allow: 'GET, POST' }),
  });
}

/** A refusal before GraphQL runs: the HTTP status of its code, the GraphQL error shape. */
function sendGraphqlError(reply: FastifyReply, code: ErrorCode, headers: Record<string, string>) {
  return reply.code(errorCatalog[code].status).headers(headers).type('application/json').send(httpErrorBody(code));
}

/** Body of a request refused before GraphQL runs (401/403/429 of the gate, and HTTP-level refusals). */
function httpErrorBody(code: ErrorCode) {
  return { errors: [{ message: errorCatalog[code].meaning, extensions: { code } }] };
}
