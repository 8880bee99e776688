import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorCatalog, isAppError } from '../core/errors.ts';
import { appRouter } from '../core/router.ts';
import type { Services } from '../core/services.ts';
import { appCodeOf, type Context } from '../core/trpc.ts';
import { API_PREFIX, apiOperations, gateResults } from './operations.ts';


type JsonSchema = Record<string, unknown>;

/**
 * The read operations (GET procedures) served straight from Fastify instead of through
 * trpc-to-openapi's handler, which for every request parses the URL again, re-applies its
 * coercion to the input schemas, builds a caller and an abort signal, and serializes with
 * JSON.stringify. Here the same procedure runs through a caller (its middleware, input schema,
 * resolver and output schema, so every rule stays in src/core), with the input assembled as the
 * library assembles it (query values, repeated keys as arrays, then path parameters), and the
 * answer is written by Fastify's schema-based serializer (fast-json-stringify) compiled from the
 * procedure's output schema. Errors take the same `{ "error": code }` shape and statuses.
 */
export function registerFastReads(app: FastifyInstance, services: Services): void {
  const createCaller = (ctx: Context) => appRouter.createCaller(ctx) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  for (const op of apiOperations) {
    if (op.method !== 'GET' || !op.procedure) continue;
    const [group, name] = op.procedure.split('.');
    const procedure = appRouter._def.procedures[op.procedure as keyof typeof appRouter._def.procedures] as unknown as {
      _def: { output?: z.ZodType };
    };
    const output = procedure._def.output;
    app.route<{ Params: Record<string, string>; Querystring: Record<string, string | string[]> }>({
      method: 'GET',
      url: API_PREFIX + op.path.replace(/\{([^}]+)\}/g, ':$1'),
      schema: output ? { response: { 200: serializerSchema(output) } } : undefined,
      handler: async (req, reply) => {
        const gate = gateResults.get(req.raw)!;
        const ctx: Context = {
          services,
          principal: gate.principal,
          authorization: req.headers.authorization,
          responseHeaders: { ...gate.headers },
        };
        try {
          const data = await createCaller(ctx)[group][name]({ ...queryInput(req.raw.url ?? ''), ...req.params });
          return reply.headers(ctx.responseHeaders).send(data);
        } catch (e) {
          return sendProcedureError(reply, services, e, ctx.responseHeaders, op.procedure!);
        }
      },
    });
  }
}

/** Query values as trpc-to-openapi reads them: one value as a string, a repeated key as an array. */
function queryInput(url: string): Record<string, string | string[]> {
  const q = url.indexOf('?');
  const input: Record<string, string | string[]> = Object.create(null);
  if (q < 0) return input;
  new URLSearchParams(url.slice(q + 1)).forEach((value, key) => {
    const seen = input[key];
    input[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  });
  return { ...input };
}

function sendProcedureError(reply: FastifyReply, services: Services, e: unknown, headers: Record<string, string>, path: string) {
  const error = e instanceof TRPCError ? e : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: e });
  const code = appCodeOf(error);
  if (code === 'internal_error') services.log.error({ err: error.cause ?? error, path }, 'request failed');
  const app = isAppError(error) ? error : isAppError(error.cause) ? error.cause : undefined;
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
  if (anyOf && anyOf.length === 2 && anyOf.some((b) => b.type === 'null')) {
    const other = anyOf.find((b) => b.type !== 'null')!;
    delete s.anyOf;
    return { ...simplify(other), ...s, nullable: true };
  }
  if (s.properties) {
    s.properties = Object.fromEntries(Object.entries(s.properties as JsonSchema).map(([k, v]) => [k, simplify(v)]));
  }
  if (s.items) s.items = simplify(s.items);
  return s;
}
