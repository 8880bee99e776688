// GraphQL fields that are operations of the public API run the operation's procedure
// (core/api/api-router.ts) through the one chain (core/api/api-trpc.ts): the gate steps the HTTP hook ran are
// handed over (plugin.ts), so the request is not authenticated or counted twice; the procedure
// checks the access the operation requires, validates the input, resolves and shapes the output
// with its schema, exactly as for REST and MCP.
import { chainSchema, createApiCaller, type operationBucket } from '../core/api/api-router.ts';
import type { CorePage } from '../core/api/api-trpc.ts';
import { type BatchGate, operationData as batchOperationData, operationFilter } from '../core/api/operation-batch.ts';
import { errorBehind } from '../core/kernel/trpc-errors.ts';
import type { z } from 'zod';
import type { GraphQLContext } from './context.ts';
import { connectionOf } from './pagination.ts';

type ApiCaller = ReturnType<typeof createApiCaller>;

async function run<T>(ctx: GraphQLContext, call: (api: ApiCaller) => Promise<T>, onPage?: (page: CorePage) => void): Promise<T> {
  const api = createApiCaller({
    services: ctx.services,
    gate: ctx.gate,
    authorization: undefined,
    responseHeaders: ctx.responseHeaders,
    onPage,
  });
  try {
    return await call(api);
  } catch (e) {
    // As GraphQL's error layer reads it (errors.ts): the AppError behind the procedure's error.
    throw errorBehind(e);
  }
}

/** Runs one operation of the API for this GraphQL request. */
export function callOperation<T>(ctx: GraphQLContext, call: (api: ApiCaller) => Promise<T>): Promise<T> {
  return run(ctx, call);
}

/** Runs a list operation: the chain's shaped page, with the core page's cursor signer (a relay connection's edges). */
export async function callListPage<P extends { data: unknown[]; nextCursor: string | null }>(
  ctx: GraphQLContext,
  call: (api: ApiCaller) => Promise<P>,
): Promise<P & CorePage> {
  let cursors: CorePage | undefined;
  const page = await run(ctx, call, (p) => (cursors = p));
  const cursorAfter = (i: number) => {
    if (!cursors) throw new Error('a list procedure returned no core page');
    return cursors.cursorAfter(i);
  };
  return { ...page, cursorAfter };
}

/** Runs a list operation as a relay connection (callListPage). */
export async function callPage<T>(ctx: GraphQLContext, call: (api: ApiCaller) => Promise<{ data: T[]; nextCursor: string | null }>) {
  return connectionOf(await callListPage(ctx, call));
}

/** `first`/`after` as the operation's `limit`/`cursor`: the procedure's input schema validates them (REST's rule, once). */
export const pageOf = (args: { first?: number | null; after?: string | null }) => ({
  limit: args.first ?? undefined,
  cursor: args.after ?? undefined,
});

/** The request's gate steps, handed to the chain's steps of a batch (core/api/operation-batch.ts). */
const batchGate = (ctx: GraphQLContext): BatchGate => ({
  request: { authorization: undefined, responseHeaders: ctx.responseHeaders },
  prior: ctx.gate,
});

/**
 * The first page of an operation's list for every project of a GraphQL page (Project.auditRuns,
 * citations, mentions and findings of a page of projects) is one core read of several projects,
 * not one procedure per project. Around that read, once for the batch, the chain's steps with the
 * operation's own definition (operationFilter), and each page shaped by its output schema. `read`
 * gets the input's filters; core reads only what the key's scope allows.
 */
export async function operationPages<
  S extends z.ZodType<{ slug: string; cursor?: string }>,
  O extends z.ZodType<{ data: unknown[]; nextCursor: string | null }>,
  P extends CorePage,
>(
  ctx: GraphQLContext,
  definition: Parameters<typeof operationBucket>[0] & { input: S; output: O },
  slugs: readonly string[],
  args: Omit<z.input<S>, 'slug'>,
  read: (filter: Omit<z.output<S>, 'slug' | 'cursor'>) => Promise<Map<string, P>>,
): Promise<Map<string, z.output<O> & CorePage>> {
  const pages = await read(await operationFilter(ctx.services, batchGate(ctx), definition, slugs, args));
  const output = chainSchema(definition.output);
  return new Map([...pages].map(([key, { cursorAfter, ...page }]) => [key, { ...output.parse(page), cursorAfter }]));
}

/**
 * An aggregate operation (`{ data }`) for every project of a GraphQL page: the chain's steps
 * around one core read of several projects, each project's `data` shaped by the operation's
 * output schema, by slug (a project the key cannot see is absent: 404).
 */
export function operationData<S extends z.ZodType<{ slug: string }>, O extends z.ZodType<{ data: unknown }>, V>(
  ctx: GraphQLContext,
  definition: Parameters<typeof operationBucket>[0] & { input: S; output: O },
  slugs: readonly string[],
  args: Omit<z.input<S>, 'slug'>,
  read: (filter: Omit<z.output<S>, 'slug' | 'cursor'>) => Promise<Map<string, V>>,
): Promise<Map<string, z.output<O>['data']>> {
  return batchOperationData(ctx.services, batchGate(ctx), definition, slugs, args, read);
}
