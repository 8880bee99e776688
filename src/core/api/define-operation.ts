// One operation of the API, defined in one file of src/core/api/operations/: what it takes and
// answers, what the key must allow, its REST route with its OpenAPI text and example, its MCP
// tool, and its resolvers for one project and for several. defineOperation builds its procedure
// on the one chain (procedureOf, api-trpc.ts); api-router.ts registers it (one line) and every
// surface takes it from there: REST and the OpenAPI document (src/rest), GraphQL (its fields call
// the procedure, a page of projects as one batch), the assistants' tools (src/mcp) and the dashboard.
import type { AnyProcedure } from '@trpc/server';
import type { z } from 'zod';
import type { Principal } from '../access/api-keys.ts';
import type { Access } from '../access/api-request.ts';
import type { Context, CorePage } from './api-trpc.ts';
import { type BatchFilter, fromBatch } from './operation-batch.ts';
import { operationBucket, procedureOf, type RestRoute } from './operation-procedure.ts';

/** An operation's tool for the assistants (src/mcp): its name, and words for a model choosing what to call. */
export interface McpTool<O> {
  name: string;
  title: string;
  description: string;
  /** A tool answering text (the report) declares no output schema and returns this text of the output. */
  text?: (output: O) => string;
}

/** What a resolver is given: the call's context once the chain has found the principal. */
export type OperationContext = Context & { principal: Principal };

export interface OperationSpec<I extends z.ZodType, O extends z.ZodType> {
  input: I;
  output: O;
  /** What the key must allow beyond reading: `access()`, `access('trigger')` (operation-access.ts). The chain reads it at each call. */
  access: Access;
  /**
   * `replica`: the operation reads what may be up to VISIBILITY_REPLICA_MAX_LAG_MS stale (a list,
   * an aggregate, a report), so its resolver gets the services of a read replica; without it, the
   * primary's. Never on a write, nor on a read that must see a write just made.
   */
  reads?: 'replica';
  /** An operation without a REST route that writes (counted against the write limit); a route's method says it otherwise. */
  kind?: 'write';
  rest?: RestRoute;
  mcp?: McpTool<z.output<O>>;
  /**
   * A step of this operation's own, run on every call once the chain has passed (principal found,
   * access checked, input parsed) and before the resolver: every surface, a batched first page's
   * project and a next page alike. Throw an AppError to refuse the call.
   */
  use?: (call: { ctx: OperationContext; input: z.output<I> }) => void | Promise<void>;
  /** The operation for one call: what the output schema then shapes. A list's page (with `cursorAfter`) is handed to `ctx.onPage`. */
  resolve: (call: { ctx: OperationContext; input: z.output<I> }) => Promise<z.input<O>>;
  /**
   * The same for several projects at once (a GraphQL page of projects, the dashboard's list): one
   * read for all of them, by slug, of the input without its slug and cursor. Used when the call is
   * one project of the caller's batch and asks for a first page (operation-batch.ts).
   */
  resolveSeveral?: (call: {
    ctx: OperationContext;
    slugs: readonly string[];
    filter: BatchFilter<z.output<I>>;
  }) => Promise<ReadonlyMap<string, z.input<O>>>;
}

const isPage = (value: unknown): value is CorePage => typeof (value as Partial<CorePage> | null)?.cursorAfter === 'function';

/**
 * An operation: its spec, and its procedure on the chain (counted against its limit, its access
 * checked, its input and output parsed by its schemas, a query for a read and a mutation for a
 * write). The access object is the spec's own, so a rule put on it reaches every surface.
 */
export function defineOperation<I extends z.ZodType, O extends z.ZodType>(spec: OperationSpec<I, O>) {
  const several = spec.resolveSeveral;
  // Typed loosely for tRPC's generics: `spec.resolve` and `spec.resolveSeveral` carry the operation's types.
  const resolver = async ({ ctx, input: parsed }: { ctx: OperationContext; input: unknown }): Promise<never> => {
    // The input as the chain parsed it with `spec.input` (procedureOf).
    const input = parsed as z.output<I>;
    if (spec.use) await spec.use({ ctx, input });
    const batched =
      several &&
      fromBatch(ctx, spec, input as { slug: string; cursor?: string }, (slugs, filter) =>
        several({ ctx, slugs, filter: filter as BatchFilter<z.output<I>> }),
      );
    const output = await (batched ?? spec.resolve({ ctx, input }));
    if (ctx.onPage && isPage(output)) ctx.onPage(output);
    return output as never;
  };
  const base = procedureOf(spec);
  const procedure = operationBucket(spec) === 'write' ? base.mutation(resolver) : base.query(resolver);
  return { ...spec, procedure };
}

/** Any operation, as the registration holds it (api-router.ts): what the surfaces read of every one. */
export interface Operation {
  input: z.ZodType;
  output: z.ZodType;
  access: Access;
  reads?: 'replica';
  kind?: 'write';
  rest?: RestRoute;
  mcp?: McpTool<never>;
  procedure: AnyProcedure;
}
