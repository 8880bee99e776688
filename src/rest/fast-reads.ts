import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, errorCatalog, isAppError } from '../core/kernel/errors.ts';
import { enforceRequirement, settleKeyCheck } from '../core/access/api-request.ts';
import { apiSchemas, type ReadContext, readResolvers } from '../core/api/api-router.ts';
import type { Services } from '../core/runtime/services.ts';
import { appCodeOf, appErrorOf } from '../core/kernel/trpc-errors.ts';
import { API_PREFIX, apiOperations, gateResults } from './operations.ts';
import { sendError } from './errors.ts';

/**
 * The read operations (GET procedures) served straight from Fastify instead of through
 * trpc-to-openapi's handler, which for every request parses the URL again, re-applies its
 * coercion to the input schemas, builds a caller and an abort signal, re-validates the output
 * with zod (~90 us for a page of 50) and serializes with JSON.stringify. Here each read runs the
 * procedure's own parts: what its meta requires of the key (core/access/api-request.ts), its input
 * schema (assembled as the library assembles it: query values, repeated keys as arrays, then
 * path parameters), and its resolver (core/api/api-router.ts `readResolvers`), so every rule stays in
 * src/core. The output is built by SQL in the documented shape (the OpenAPI document's schemas,
 * which the tests check every answer against) and written with JSON.stringify: measured against
 * Fastify's schema-based serializer (fast-json-stringify) it costs the same to call, but
 * fast-json-stringify returns a string built by concatenation, which Node then flattens to
 * compute Content-Length (~17 us more per page of 50; docs/benchmarks.md). Errors take the same
 * `{ "error": code }` shape and statuses as the library path.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a key the gate deferred before it answers (below): the gate may take its requests from a lease unread. */
    settlesKeyCheck?: boolean;
  }
}

export function registerFastReads(app: FastifyInstance, services: Services): void {
  for (const op of apiOperations) {
    const { procedure } = op;
    if (op.method !== 'GET' || !procedure) continue;
    const name = procedure.split('.').at(-1) as keyof typeof readResolvers;
    const resolve = readResolvers[name] as (ctx: ReadContext, input: unknown) => Promise<unknown>;
    if (!resolve) throw new Error(`GET ${op.path}: no read resolver named ${name}`);
    // The procedure's own input schema, from the table the procedures are built from.
    const input: z.ZodType = apiSchemas[name].input;
    app.route<{ Params: Record<string, string> }>({
      method: 'GET',
      url: API_PREFIX + op.path.replace(/\{([^}]+)\}/g, ':$1'),
      config: { settlesKeyCheck: true },
      handler: async (req, reply) => {
        const gate = gateResults.get(req.raw);
        // The gate knows no operation for this URL (e.g. an empty path segment the router still
        // matched): as for any unknown path, 404, never a request without a principal.
        if (!gate) return sendError(reply, services, new AppError('route_not_found'));
        const ctx: ReadContext = {
          services,
          principal: gate.principal,
          authorization: req.headers.authorization,
          responseHeaders: { ...gate.headers },
        };
        let answer: { data: unknown } | { error: unknown };
        try {
          enforceRequirement(op.meta.requires, gate.principal);
          const parsed = input.safeParse({ ...queryInput(gate.query), ...req.params });
          if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
          answer = { data: await resolve(ctx, parsed.data) };
        } catch (e) {
          answer = { error: e };
        }
        // A key the gate took from its lease unread (core/access/api-keys.ts KeyCheck) is read here unless
        // the resolver's statement read it (the lists do): no answer, data or error, comes before
        // it, so 401/403 still come before 400/404.
        if (gate.principal.check?.settled === false) {
          try {
            await settleKeyCheck(services, gate.principal);
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
