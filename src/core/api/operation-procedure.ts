// How an operation of the API (an entry of apiSchemas, core/api/api-router.ts) becomes its
// procedure: its meta, the limit it counts against, the database it reads, its compiled schemas,
// the cursor hand-over.
import { z } from 'zod';
import type { Access } from '../access/api-request.ts';
import type { RateBucket } from '../access/rate-limit.ts';
import { type CorePage, type Meta, readProcedure, writeProcedure } from './api-trpc.ts';

/**
 * One operation of the API: input schema, output schema, the access it requires of the key, and
 * its REST route with its docs (`openapi`, trpc-to-openapi's meta; absent for an operation that
 * only the assistants' tools, GraphQL or the dashboard call) and success status. An operation
 * counts against the key's write limit when its route's method is not GET, or, without a route,
 * when it says `kind: 'write'`; every other one counts as a read.
 */
export interface OperationDefinition {
  input: z.ZodType;
  output: z.ZodType;
  access: Access;
  openapi?: NonNullable<Meta['openapi']>;
  successStatus?: number;
  kind?: 'write';
  /**
   * `replica`: the operation reads what may be up to VISIBILITY_REPLICA_MAX_LAG_MS stale (a list,
   * an aggregate, a report), so its resolver gets the services of a read replica (readerServices);
   * without it, the primary's. Never on a write, nor on a read that must see a write just made.
   */
  reads?: 'replica';
}

/** The meta of an operation's procedure, from its definition: its docs, success status and its access (the same object). */
export function operationMeta({ openapi, successStatus, access, reads }: OperationDefinition): Meta {
  return { ...(openapi ? { openapi } : {}), ...(successStatus ? { successStatus } : {}), access, ...(reads ? { reads } : {}) };
}

/** The limit an operation counts against: write for a route other than GET, or a write without a route; else read. */
export function operationBucket({ openapi, kind }: OperationDefinition): RateBucket {
  if (openapi) return openapi.method === 'GET' ? 'read' : 'write';
  return kind ?? 'read';
}

const compiledSchemas = new WeakMap<z.ZodType, z.ZodType>();

/**
 * An operation's schema as the chain parses with it: compiled ahead of time, once (`z.compile`:
 * the same schema, its parser generated; a value the compiled parser refuses is parsed again by
 * Zod's runtime, so the issues are the runtime's). A page of 50 citations takes 3 µs instead of 28.
 */
export function chainSchema<S extends z.ZodType>(schema: S): S {
  let compiled = compiledSchemas.get(schema);
  if (!compiled) compiledSchemas.set(schema, (compiled = z.compile(schema)));
  return compiled as S;
}

/** An operation's procedure before its resolver, counted against its limit (operationBucket), parsing with its chain schemas. */
export function procedureOf<I extends z.ZodType, O extends z.ZodType>(definition: OperationDefinition & { input: I; output: O }) {
  return (operationBucket(definition) === 'read' ? readProcedure : writeProcedure)
    .meta(operationMeta(definition))
    .input(chainSchema(definition.input))
    .output(chainSchema(definition.output));
}

/** Hands a core page's cursor signer to the caller that asked for it (`ctx.onPage`), then the page to the output schema. */
export async function page<P extends CorePage>(ctx: { onPage?: (page: CorePage) => void }, pending: Promise<P>): Promise<P> {
  const p = await pending;
  ctx.onPage?.(p);
  return p;
}
