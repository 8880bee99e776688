import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, errorCatalog, isAppError } from '../core/kernel/errors.ts';
import { settleKeyCheck } from '../core/access/api-request.ts';
import { createApiCaller } from '../core/api/api-router.ts';
import type { Services } from '../core/runtime/services.ts';
import type { Context } from '../core/api/api-trpc.ts';
import { appCodeOf, appErrorOf } from '../core/kernel/trpc-errors.ts';
import { API_PREFIX, apiOperations, gateResults } from './operations.ts';
import { sendError } from './errors.ts';

/**
 * The read operations (GET procedures), generated from the procedures themselves: one Fastify
 * route per GET procedure with `meta.openapi`, which calls that procedure in-process through its
 * whole chain (core/api/api-trpc.ts: the gate steps the onRequest hook already ran, then access,
 * input validation, the resolver and the output schema). Nothing of the chain is written here:
 * what this path saves over trpc-to-openapi's handler is the handler's own work per request
 * (parsing the URL again, re-applying its coercion to the input schemas, building a route table
 * lookup and an abort signal). The input is assembled as the library assembles it (query values,
 * repeated keys as arrays, then path parameters). Errors take the same `{ "error": code }` shape
 * and statuses as the library path (docs/benchmarks.md has the measurement that keeps this path).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a key the gate deferred before it answers (below): the gate may take its requests from a lease unread. */
    settlesKeyCheck?: boolean;
  }
}

export function registerFastReads(app: FastifyInstance, services: Services): void {
  for (const op of apiOperations) {
    const { name, procedure } = op;
    if (op.method !== 'GET' || !name || !procedure) continue;
    app.route<{ Params: Record<string, string> }>({
      method: 'GET',
      url: API_PREFIX + op.path.replace(/\{([^}]+)\}/g, ':$1'),
      config: { settlesKeyCheck: true },
      handler: async (req, reply) => {
        const gate = gateResults.get(req.raw);
        // The gate knows no operation for this URL (e.g. an empty path segment the router still
        // matched): as for any unknown path, 404, never a request without a principal.
        if (!gate) return sendError(reply, services, new AppError('route_not_found'));
        const ctx: Context = {
          services,
          gate: gate.pass,
          authorization: req.headers.authorization,
          responseHeaders: { ...gate.headers },
        };
        const call = createApiCaller(ctx)[name] as (input: unknown) => Promise<unknown>;
        let answer: { data: unknown } | { error: unknown };
        try {
          answer = { data: await call({ ...queryInput(gate.query), ...req.params }) };
        } catch (e) {
          answer = { error: e };
        }
        // A key the gate took from its lease unread (core/access/api-keys.ts KeyCheck) is read here unless
        // the resolver's statement read it (the lists do): no answer, data or error, comes before
        // it, so 401/403 still come before 400/404.
        const { principal } = gate.pass;
        if (principal.check?.settled === false) {
          try {
            await settleKeyCheck(services, principal);
          } catch (e) {
            answer = { error: e };
          }
        }
        if ('error' in answer) return sendProcedureError(reply, services, answer.error, ctx.responseHeaders, procedure);
        return reply.headers(ctx.responseHeaders).send(answer.data);
      },
    });
  }
}

/** Query values as trpc-to-openapi reads them: one value as a string, a repeated key as an array. */
function queryInput(query: Record<string, string[]>): Record<string, string | string[]> {
  // The gate's one parse of the query (null prototype, `__proto__` dropped).
  const input: Record<string, string | string[]> = {};
  for (const key in query) input[key] = query[key].length === 1 ? query[key][0] : query[key];
  return input;
}

function sendProcedureError(reply: FastifyReply, services: Services, e: unknown, headers: Record<string, string>, path: string) {
  const error = e instanceof TRPCError ? e : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: e });
  const code = appCodeOf(error);
  if (code === 'internal_error') services.log.error({ err: error.cause ?? error, path }, 'request failed');
  // The same mapping as the tRPC path: an AppError, or a database outage as 503 with Retry-After.
  const app = isAppError(error) ? error : appErrorOf(error);
  return reply
    .code(errorCatalog[code].status)
    .headers({ ...headers, ...(app?.headers ?? {}) })
    .send({ error: code });
}
