import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../core/services.ts';
import { type DashboardRouter, dashboardRouter } from '../core/dashboard/router.ts';
import type { DashboardContext } from '../core/dashboard/trpc.ts';

/** Mounts the dashboard's tRPC router at /trpc (its own JSON parsing lives inside the plugin's scope). */
export async function registerDashboard(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: dashboardRouter,
      maxBodySize: 100_000,
      createContext: ({ req }): DashboardContext => ({ services, authorization: req.headers.authorization }),
      // Answers carry signing secrets and account data: never stored by a browser or a proxy.
      responseMeta: () => ({ headers: { 'cache-control': 'no-store' } }),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') services.log.error({ err: error.cause ?? error, path }, 'dashboard request failed');
      },
    } satisfies FastifyTRPCPluginOptions<DashboardRouter>['trpcOptions'],
  });
}
