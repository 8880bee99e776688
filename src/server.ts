import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { registerDashboard } from './core/dashboard/plugin.ts';
import type { Services } from './core/services.ts';
import { registerErrorHandlers } from './rest/errors.ts';
import { registerRestApi } from './rest/plugin.ts';

/** The HTTP face of the service: REST /api/v1 (and its OpenAPI document), the dashboard's /trpc and a health check. */
export async function buildServer(services: Services): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: services.log.child({ component: 'http' }) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    bodyLimit: 100_000,
    return503OnClosing: true,
  });
  registerErrorHandlers(app, services);

  // JSON is the only request body the API takes; anything else is 415.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body means "no body" (POST /audits takes none), not a syntax error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    return parseJson(req, body as string, done);
  });

  app.get('/healthz', async () => {
    await services.db.$queryRaw`SELECT 1`;
    return { status: 'ok' };
  });
  await registerRestApi(app, services);
  await registerDashboard(app, services);
  return app;
}
