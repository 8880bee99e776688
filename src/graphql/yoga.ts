// The GraphQL engine behind /graphql (plugin.ts): graphql-yoga over the Pothos schema, with the
// limits, the NUL guard, compiled execution and the stable error codes. Loaded on the first
// GraphQL request (plugin.ts): the schema and yoga are most of what the service would otherwise
// load before its port opens (docs/benchmarks.md, cold start).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { Services } from '../core/runtime/services.ts';
import { type Gate, type GraphQLContext, GRAPHQL_PATH } from './context.ts';
import { boundedParserCache, isCacheableDocument } from './document-cache.ts';
import { appErrorOfGraphqlError, codeOfGraphqlError, isRequestRefusal, publicGraphqlError } from './errors.ts';
import { introspectionNestingRule } from './introspection-limit.ts';
import { nulGuard } from './nul-guard.ts';
import { replicaReads } from './read-routing.ts';
import { requestShape } from './request-shape.ts';
import { armorPlugin } from './limits.ts';
import { schema } from './schema.ts';

const isGraphQLErrorLike = (e: unknown) => typeof e === 'object' && e !== null && 'message' in e && 'extensions' in e;

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
        // The database down or saturated while resolving: 503 with Retry-After, as REST answers.
        const unavailable = appErrorOfGraphqlError(error);
        const http = refused
          ? { ...error.extensions?.http, status: error.extensions?.http?.status ?? 400, spec: false }
          : unavailable?.status === 503
            ? { status: 503, headers: unavailable.headers, spec: false }
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
const jit = useGraphQlJit(
  {},
  {
    onError: () => undefined,
    // Only documents small enough to be cached (document-cache.ts) are compiled: compiling is paid
    // back by reuse, and the generated code inlines the document's literals (a 90 kB string
    // argument became 90 kB of source kept by V8's compilation cache for every such request).
    enableIf: ({ document }) => isCacheableDocument(document),
  },
);

export function createGraphqlYoga(services: Services, gates: WeakMap<IncomingMessage, Gate>) {
  return createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // The console is this service's own page (console-page.ts); yoga's GraphiQL loads from a CDN.
    graphiql: false,
    landingPage: false,
    parserAndValidationCache: boundedParserCache(),
    batching: false,
    maskedErrors: false,
    logging: false,
    plugins: [armorPlugin(), introspectionLimit, requestShape, nulGuard, replicaReads, jit, stableErrors(services)],
    context: ({ req }) => {
      const gate = gates.get(req.raw);
      if (!gate) throw new Error('a GraphQL request passed no gate'); // the onRequest hook sets one for every request
      return { services, principal: gate.pass.principal, gate: gate.pass, responseHeaders: gate.headers };
    },
  });
}
