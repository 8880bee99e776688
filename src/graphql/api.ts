// GraphQL fields that are operations of the public API run the operation's procedure
// (core/api/api-router.ts) through the one chain (core/api/api-trpc.ts): the gate steps the HTTP hook ran are
// handed over (plugin.ts), so the request is not authenticated or counted twice; the procedure
// checks the access the operation requires, validates the input, resolves and shapes the output
// with its schema, exactly as for REST and MCP.
import { createApiCaller } from '../core/api/api-router.ts';
import type { CorePage } from '../core/api/api-trpc.ts';
import { ProjectBatch } from '../core/api/operation-batch.ts';
import { found } from '../core/kernel/of-several.ts';
import { errorBehind } from '../core/kernel/trpc-errors.ts';
import type { GraphQLContext } from './context.ts';
import { connectionOf } from './pagination.ts';

type ApiCaller = ReturnType<typeof createApiCaller>;

async function run<T>(
  ctx: GraphQLContext,
  call: (api: ApiCaller) => Promise<T>,
  onPage?: (page: CorePage) => void,
  batch?: ProjectBatch,
): Promise<T> {
  const api = createApiCaller({
    services: ctx.services,
    gate: ctx.gate,
    authorization: undefined,
    responseHeaders: ctx.responseHeaders,
    onPage,
    batch,
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
  batch?: ProjectBatch,
): Promise<P & CorePage> {
  let cursors: CorePage | undefined;
  const page = await run(ctx, call, (p) => (cursors = p), batch);
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

/** One project's outcome in a run for several projects: its value, or its own error. */
export type Outcome<V> = PromiseSettledResult<V>;

/**
 * An operation for every project of a GraphQL page (Project.citations, auditRuns, mentions,
 * findings and the aggregates of a page of projects): its procedure once per project, each call
 * through the whole chain, all in one batch (core/api/operation-batch.ts), so their reads of
 * several projects are one statement for the page. Each project's outcome by slug.
 */
async function forProjects<V>(slugs: readonly string[], one: (batch: ProjectBatch, slug: string) => Promise<V>) {
  const batch = new ProjectBatch(slugs);
  const outcomes = await Promise.allSettled(slugs.map((slug) => one(batch, slug)));
  return new Map(slugs.map((slug, i) => [slug, outcomes[i]]));
}

/** A list operation's first pages for several projects (forProjects), each with its cursor signer. */
export const firstPagesOf = <P extends { data: unknown[]; nextCursor: string | null }>(
  ctx: GraphQLContext,
  slugs: readonly string[],
  call: (api: ApiCaller, slug: string) => Promise<P>,
) => forProjects(slugs, (batch, slug) => callListPage(ctx, (api) => call(api, slug), batch));

/** An aggregate operation for several projects (forProjects). */
export const operationsOf = <T>(ctx: GraphQLContext, slugs: readonly string[], call: (api: ApiCaller, slug: string) => Promise<T>) =>
  forProjects(slugs, (batch, slug) => run(ctx, (api) => call(api, slug), undefined, batch));

/** A project's value from a run for several (its error thrown); no outcome: 404, as for one project. */
export function outcomeOf<V>(outcome: Outcome<V> | undefined): V {
  const settled = found(outcome);
  if (settled.status === 'rejected') throw settled.reason as Error;
  return settled.value;
}
