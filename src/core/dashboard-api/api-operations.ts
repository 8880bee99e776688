import type { z } from 'zod';
import type { Principal } from '../access/api-keys.ts';
import type { DashboardSessionInfo } from '../accounts/sessions.ts';
import { type ApiProcedure, apiSchemas, createApiCaller, operationBucket } from '../api/api-router.ts';
import { operationData } from '../api/operation-batch.ts';
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
): Promise<OperationOutput<N>> {
  const api = createApiCaller({
    services: ctx.services,
    gate: { principal: ctx.principal, counted: operationBucket(apiSchemas[name]), accessChecked: false },
    session: { userId: ctx.session.userId },
    authorization: undefined,
    responseHeaders: {},
  });
  const call = api[name] as (input: OperationInput<N>) => Promise<OperationOutput<N>>;
  try {
    return await call(input);
  } catch (e) {
    throw errorBehind(e);
  }
}

/**
 * An aggregate operation for several projects at once (the projects list's figures): the same
 * steps as GraphQL's page of projects (core/api/operation-batch.ts: the access the operation
 * requires of the session's principal, its input schema, each project's data shaped by its output
 * schema) around one core read of them, with the gate the dashboard's HTTP layer passed.
 */
export async function runOperationForProjects<S extends z.ZodType<{ slug: string }>, O extends z.ZodType<{ data: unknown }>, V>(
  ctx: DashboardCtx,
  definition: Parameters<typeof operationBucket>[0] & { input: S; output: O },
  slugs: readonly string[],
  args: Omit<z.input<S>, 'slug'>,
  read: (filter: Omit<z.output<S>, 'slug' | 'cursor'>) => Promise<Map<string, V>>,
): Promise<Map<string, z.output<O>['data']>> {
  if (slugs.length === 0) return new Map();
  const gate = {
    request: { authorization: undefined, responseHeaders: {} },
    prior: { principal: ctx.principal, counted: operationBucket(definition), accessChecked: false },
  };
  try {
    return await operationData(ctx.services, gate, definition, slugs, args, read);
  } catch (e) {
    throw errorBehind(e);
  }
}
