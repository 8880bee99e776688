// GraphQL fields that are operations of the public API run the operation's procedure
// (core/router.ts) through the one chain (core/trpc.ts): the gate steps the HTTP hook ran are
// handed over (plugin.ts), so the request is not authenticated or counted twice; the procedure
// checks the access the operation requires, validates the input, resolves and shapes the output
// with its schema, exactly as for REST and MCP.
import { chainSchema, createApiCaller, operationBucket } from '../core/api/api-router.ts';
import { passGate } from '../core/access/api-request.ts';
import type { CorePage } from '../core/api/api-trpc.ts';
import { errorBehind } from '../core/kernel/trpc-errors.ts';
import { parseInput } from '../core/kernel/validation.ts';
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

/**
 * The chain's steps around a core read of several projects, once for a GraphQL page of projects:
 * the access the operation requires of the key (passGate with the request's gate, as the
 * procedure does) and its input schema (the same codes as REST: `args` with the first slug).
 * Answers the input's filters (no slug, no cursor) for the read.
 */
async function operationFilter<S extends z.ZodType<{ slug: string; cursor?: string }>>(
  ctx: GraphQLContext,
  definition: Parameters<typeof operationBucket>[0] & { input: S },
  slugs: readonly string[],
  args: Omit<z.input<S>, 'slug'>,
): Promise<Omit<z.output<S>, 'slug' | 'cursor'>> {
  const gate = { authorization: undefined, responseHeaders: ctx.responseHeaders };
  await passGate(ctx.services, gate, operationBucket(definition), definition.access, ctx.gate);
  const { slug: _slug, cursor: _cursor, ...filter } = parseInput(chainSchema(definition.input), { ...args, slug: slugs[0] });
  return filter;
}

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
  const pages = await read(await operationFilter(ctx, definition, slugs, args));
  const output = chainSchema(definition.output);
  return new Map([...pages].map(([key, { cursorAfter, ...page }]) => [key, { ...output.parse(page), cursorAfter }]));
}

/**
 * An aggregate operation (`{ data }`) for every project of a GraphQL page: the chain's steps
 * (operationFilter) around one core read of several projects, each project's `data` shaped by
 * the operation's output schema, by slug (a project the key cannot see is absent: 404).
 */
export async function operationData<S extends z.ZodType<{ slug: string }>, O extends z.ZodType<{ data: unknown }>, V>(
  ctx: GraphQLContext,
  definition: Parameters<typeof operationBucket>[0] & { input: S; output: O },
  slugs: readonly string[],
  args: Omit<z.input<S>, 'slug'>,
  read: (filter: Omit<z.output<S>, 'slug' | 'cursor'>) => Promise<Map<string, V>>,
): Promise<Map<string, z.output<O>['data']>> {
  const values = await read(await operationFilter(ctx, definition, slugs, args));
  const output = chainSchema(definition.output);
  return new Map([...values].map(([key, data]) => [key, (output.parse({ data }) as { data: z.output<O>['data'] }).data]));
}
