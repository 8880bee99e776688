// The dashboard's tRPC client: batched requests to /trpc with the CSRF header every mutation needs.
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '../../src/core/dashboard-api/dashboard-router.ts';

export type Outputs = inferRouterOutputs<DashboardRouter>;
export type Inputs = inferRouterInputs<DashboardRouter>;
/** The signed-in user, as every page receives it. */
export type Me = Outputs['me']['get'];
export const { TRPCProvider, useTRPC } = createTRPCContext<DashboardRouter>();

export const trpcClient = createTRPCClient<DashboardRouter>({
  links: [httpBatchLink({ url: '/trpc', maxItems: 10, headers: { 'x-csrf': '1' } })],
});

/** The account holder's sentence of an error (the server writes them for people). */
export function errorText(error: unknown): string {
  if (error instanceof TRPCClientError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401;
}
