import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, errorCatalog, isAppError } from '../core/errors.ts';
import { enforceRequirement } from '../core/api-request.ts';
import { appRouter, type ReadContext, readResolvers } from '../core/router.ts';
import type { Services } from '../core/services.ts';
import { appCodeOf, appErrorOf } from '../core/trpc-errors.ts';
import { API_PREFIX, apiOperations, gateResults, queryOf } from './operations.ts';
import { sendError } from './errors.ts';

type JsonSchema = Record<string, unknown>;

/**
 * The read operations (GET procedures) served straight from Fastify instead of through
 * trpc-to-openapi's handler, which for every request parses the URL again, re-applies its
 * coercion to the input schemas, builds a caller and an abort signal, re-validates the output
 * with zod (~90 us for a page of 50) and serializes with JSON.stringify. Here each read runs the
 * procedure's own parts: what its meta requires of the key (core/api-request.ts), its input
 * schema (assembled as the library assembles it: query values, repeated keys as arrays, then
 * path parameters), and its resolver (core/router.ts `readResolvers`), so every rule stays in
 * src/core. The output, built by SQL in the documented shape, is written by Fastify's
 * schema-based serializer (fast-json-stringify) compiled from the procedure's output schema,
 * which also drops anything the schema does not declare. Errors take the same
 * `{ "error": code }` shape and statuses as the library path.
 */
export function registerFastReads(app: FastifyInstance, services: Services): void {
  for (const op of apiOperations) {
    const { procedure } = op;
    if (op.method !== 'GET' || !procedure) continue;
    const name = procedure.split('.').at(-1) as keyof typeof readResolvers;
    const resolve = readResolvers[name] as (ctx: ReadContext, input: unknown) => Promise<unknown>;
    if (!resolve) throw new Error(`GET ${op.path}: no read resolver named ${name}`);
    const { _def } = appRouter._def.procedures[procedure as keyof typeof appRouter._def.procedures] as unknown as {
      _def: { inputs: z.ZodType[]; output?: z.ZodType };
    };
    const [input] = _def.inputs;
    app.route<{ Params: Record<string, string> }>({
      method: 'GET',
      url: API_PREFIX + op.path.replace(/\{([^}]+)\}/g, ':$1'),
      schema: _def.output ? { response: { 200: serializerSchema(_def.output) } } : undefined,
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
        try {
          enforceRequirement(op.meta.requires, gate.principal);
          const parsed = input.safeParse({ ...queryInput(req.raw.url ?? ''), ...req.params });
          if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
          const data = await resolve(ctx, parsed.data);
          return reply.headers(ctx.responseHeaders).send(data);
        } catch (e) {
          return sendProcedureError(reply, services, e, ctx.responseHeaders, procedure);
        }
      },
    });
  }
}

/** Query values as trpc-to-openapi reads them: one value as a string, a repeated key as an array. */
function queryInput(url: string): Record<string, string | string[]> {
  const q = url.indexOf('?');
  // One query parser for both REST paths (null prototype, `__proto__` dropped); one value stays a string.
  const all = queryOf(q < 0 ? '' : url.slice(q + 1));
  return Object.fromEntries(Object.entries(all).map(([key, values]) => [key, values.length === 1 ? values[0] : values]));
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

/**
 * The JSON Schema fast-json-stringify compiles for an output schema: inline (no $defs), nullable
 * as `nullable: true` rather than anyOf (which would make it validate every value to pick a
 * branch), and without formats (the values are already the API's strings).
 */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', metadata: z.registry(), unrepresentable: 'any' }) as JsonSchema;
  return simplify(json);
}

function simplify(node: unknown): JsonSchema {
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const s = { ...(node as JsonSchema) };
  delete s.$schema;
  delete s.format;
  delete s.pattern;
  const anyOf = s.anyOf as JsonSchema[] | undefined;
  const other = anyOf?.length === 2 && anyOf.some((b) => b.type === 'null') ? anyOf.find((b) => b.type !== 'null') : undefined;
  if (other) {
    delete s.anyOf;
    return { ...simplify(other), ...s, nullable: true };
  }
  if (s.properties) {
    s.properties = Object.fromEntries(Object.entries(s.properties as JsonSchema).map(([k, v]) => [k, simplify(v)]));
  }
  if (s.items) s.items = simplify(s.items);
  return s;
}
