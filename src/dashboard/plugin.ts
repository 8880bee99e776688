import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppError } from '../core/kernel/errors.ts';
import { appErrorOf } from '../core/kernel/trpc-errors.ts';
import type { Services } from '../core/runtime/services.ts';
import { type DashboardRouter, dashboardRouter } from '../core/dashboard-api/dashboard-router.ts';
import type { DashboardContext } from '../core/dashboard-api/dashboard-trpc.ts';
import { AppError } from '../core/kernel/errors.ts';
import { registerAppFiles } from './app-files.ts';
import { batchSize, type GateResult, gateDashboardRequest, MAX_BATCH, sendTrpcError } from './request-guard.ts';
import { registerSessionRoutes } from './session-routes.ts';

const gates = new WeakMap<FastifyRequest, GateResult>();

/**
 * The dashboard's HTTP surface: the tRPC router at /trpc behind the gate (session, CSRF, rate
 * limit, batch cap), sign-in/out and the PDF download under /app/api, and the browser app at /app.
 */
export async function registerDashboard(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(fastifyCookie);

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      try {
        // tRPC takes queries by GET and mutations by POST; its adapter would hand any other method
        // (TRACE, CONNECT...) to a fetch Request, which throws on them.
        if (req.method !== 'GET' && req.method !== 'POST') {
          throw new AppError('method_not_allowed', { headers: { Allow: 'GET, POST' } });
        }
        if (batchSize(req.url) > MAX_BATCH) {
          throw new AppError('batch_too_large', { detail: `at most ${MAX_BATCH} procedures per request` });
        }
        gates.set(req, await gateDashboardRequest(services, req));
      } catch (e) {
        if (!isAppError(e)) throw e;
        await sendTrpcError(reply, e);
        return reply;
      }
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: dashboardRouter,
        maxBodySize: 100_000,
        maxBatchSize: MAX_BATCH,
        createContext: ({ req }): DashboardContext => ({ services, session: gates.get(req)?.session ?? null }),
        // Answers carry signing secrets and account data: never stored by a browser or a proxy.
        responseMeta: ({ errors }) => ({
          headers: { ...(errors[0] ? appErrorOf(errors[0])?.headers : {}), 'cache-control': 'no-store' },
        }),
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') services.log.error({ err: error.cause ?? error, path }, 'dashboard request failed');
        },
      } satisfies FastifyTRPCPluginOptions<DashboardRouter>['trpcOptions'],
    });
  });

  registerSessionRoutes(app, services);
  await registerAppFiles(app);
}
