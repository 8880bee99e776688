// Mounts the GraphQL API (graphql-yoga) on the Fastify server at /graphql.
//
// The gate is REST's: an onRequest hook authenticates the bearer key and counts ONE read against
// its read limit per HTTP request, whatever the document asks (a mutation additionally counts one
// write per mutation field, see mutations.ts). A request refused there never reaches GraphQL and
// gets the HTTP status of its code (401/403/429) with a GraphQL-shaped body. GET with
// Accept: text/html serves GraphiQL without a key (the page itself holds no data).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { Principal } from '../core/api-keys.ts';
import { authorizeApiRequest } from '../core/api-request.ts';
import { type ErrorCode, errorCatalog, isAppError } from '../core/errors.ts';
import type { Services } from '../core/services.ts';
import type { GraphQLContext } from './context.ts';
import { codeOfGraphqlError, httpErrorBody, isRequestRefusal, publicGraphqlError } from './errors.ts';
import { graphiqlOptions } from './graphiql.ts';
import { introspectionNestingRule } from './introspection-limit.ts';
import { nulGuard } from './nul-guard.ts';
import { armorPlugin } from './limits.ts';
import { schema } from './schema.ts';

export const GRAPHQL_PATH = '/graphql';

interface Gate {
  principal: Principal;
  headers: Record<string, string>;
}

const isGraphQLErrorLike = (e: unknown) => typeof e === 'object' && e !== null && 'message' in e && 'extensions' in e;

const wantsGraphiql = (req: FastifyRequest) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

const introspectionLimit: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(introspectionNestingRule) };

/** Rewrites every error of a result into its public form with a stable code (errors.ts). */
function stableErrors(services: Services): Plugin {
  return {
    onResultProcess(payload) {
      const { result } = payload;
      if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result) || !result.errors) return;
      const errors = result.errors.map((e) => {
        // Not instanceof: yoga and this module may load different builds of graphql (CJS/ESM).
        const error = isGraphQLErrorLike(e) ? e : new GraphQLError(String(e));
        if (codeOfGraphqlError(error) === 'internal_error') {
          services.log.error({ err: error.originalError ?? error, path: error.path }, 'graphql resolver failed');
        }
        const pub = publicGraphqlError(error);
        // A refusal before execution (a document that does not parse or validate, armor's limits,
        // a NUL character) is the client's: 400 whatever the Accept header, as for REST. Without
        // this, yoga answers a validation error to an `application/json` client with 200 (the
        // GraphQL-over-HTTP rule for that media type: `spec: true`), and an error it does not
        // recognise with 500.
        const code = codeOfGraphqlError(error);
        const refused = !error.path && isRequestRefusal(code);
        const http = refused
          ? { ...error.extensions?.http, status: error.extensions?.http?.status ?? 400, spec: false }
          : error.extensions?.http;
        return http ? new GraphQLError(pub.message, { path: pub.path, extensions: { ...pub.extensions, http } }) : pub;
      });
      payload.setResult({ ...result, errors });
    },
  };
}

/**
 * Execution compiled per document (graphql-jit), cached with the parsed document in yoga's LRU
 * cache: a page of 50 items resolves its 600 fields several times faster than graphql-js walking
 * the schema (docs/benchmarks.md). A document that cannot be compiled is answered with the
 * compiler's GraphQL errors, which the result already carries: nothing to log.
 */
const jit = useGraphQlJit({}, { onError: () => undefined });

export function registerGraphql(app: FastifyInstance, services: Services): void {
  const gates = new WeakMap<IncomingMessage, Gate>();

  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: graphiqlOptions,
    landingPage: false,
    batching: false,
    maskedErrors: false,
    logging: false,
    plugins: [armorPlugin(), introspectionLimit, nulGuard, jit, stableErrors(services)],
    context: ({ req }) => {
      const gate = gates.get(req.raw);
      if (!gate) throw new Error('a GraphQL request passed no gate'); // the onRequest hook sets one for every request
      return { services, principal: gate.principal, responseHeaders: gate.headers };
    },
  });

  const gate = async (req: FastifyRequest, reply: FastifyReply) => {
    if (wantsGraphiql(req)) return;
    const headers: Record<string, string> = {};
    try {
      const principal = await authorizeApiRequest(services, req.headers.authorization, 'read', headers);
      gates.set(req.raw, { principal, headers });
    } catch (e) {
      if (!isAppError(e)) services.log.error({ err: e }, 'graphql gate failed');
      await sendGraphqlError(reply, isAppError(e) ? e.appCode : 'internal_error', { ...headers, ...(isAppError(e) ? e.headers : {}) });
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
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
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
