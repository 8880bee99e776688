import type { Principal } from '../access/api-keys.ts';
import type { DashboardSessionInfo } from '../accounts/sessions.ts';
import { type ApiProcedure, apiSchemas, createApiCaller, operationBucket } from '../api/api-router.ts';
import { ProjectBatch } from '../api/operation-batch.ts';
import { errorBehind } from '../kernel/trpc-errors.ts';
import type { Services } from '../runtime/services.ts';

type ApiCaller = ReturnType<typeof createApiCaller>;
type OperationInput<N extends ApiProcedure> = Parameters<ApiCaller[N]>[0];
type OperationOutput<N extends ApiProcedure> = Awaited<ReturnType<ApiCaller[N]>>;

/**
 * Runs an operation of the public API (core/api/api-router.ts) for a dashboard procedure that is
 * the same operation: its procedure, through its chain, with the session as the principal. The
 * access the operation requires, its input validation, its resolver and its output schema are the
 * API's. The gate steps are the dashboard's: the HTTP layer found the session and counted the
 * request against the session's own limit (src/dashboard/request-guard.ts; mutations are writes),
 * so the chain is handed a gate that says so and counts nothing: no API-key rate-limit row is
 * written for a session. A failure comes back as the AppError behind it, which the dashboard's
 * procedures answer with the account holder's message (dashboard-trpc.ts, mapErrors).
 */
type DashboardCtx = { services: Services; session: DashboardSessionInfo; principal: Principal };

export async function runOperation<N extends ApiProcedure>(
  ctx: DashboardCtx,
  name: N,
  input: OperationInput<N>,
  batch?: ProjectBatch,
): Promise<OperationOutput<N>> {
  const api = createApiCaller({
    batch,
    services: ctx.services,
    gate: { principal: ctx.principal, counted: operationBucket(apiSchemas[name]), accessChecked: false },
    session: { userId: ctx.session.userId },
    authorization: undefined,
    responseHeaders: {},
  });
  const call = (api as unknown as Record<N, (input: OperationInput<N>) => Promise<OperationOutput<N>>>)[name];
  try {
    return await call(input);
  } catch (e) {
    throw errorBehind(e);
  }
}

/**
 * An operation for several projects at once (the projects list's figures): its procedure once per
 * project through the whole chain (runOperation), in one batch, so their reads of several projects
 * are one (core/api/operation-batch.ts), by slug.
 */
export async function runOperationForProjects<N extends ApiProcedure>(
  ctx: DashboardCtx,
  name: N,
  slugs: readonly string[],
  input: (slug: string) => OperationInput<N>,
): Promise<Map<string, OperationOutput<N>>> {
  const batch = new ProjectBatch(slugs);
  const outputs = await Promise.all(slugs.map((slug) => runOperation(ctx, name, input(slug), batch)));
  return new Map(slugs.map((slug, i) => [slug, outputs[i]]));
}
