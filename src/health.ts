/**
 * Liveness and readiness of a server process, for load balancers and orchestrators:
 * `/healthz` answers while the process can serve HTTP at all (it touches no database, so a
 * database outage does not get healthy processes restarted); `/readyz` answers 200 only when the
 * database is reachable and every migration on disk is applied, else 503 with Retry-After. With
 * read replicas configured it lists each one's state and lag at the last check (db/replicas.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from './core/runtime/services.ts';
import { DATABASE_RETRY_AFTER } from './core/kernel/db-unavailable.ts';
import { readMigrations } from './db/migrate.ts';

export function registerHealth(app: FastifyInstance, services: Services): void {
  const expected = readMigrations().map((m) => m.name);

  app.get('/healthz', () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    const problem = await readinessProblem(services, expected);
    // A replica down or lagging does not make the process unready: its reads go to the primary.
    const replicas = services.config.replicas.urls.length > 0 ? { replicas: services.replicas.status() } : {};
    if (problem)
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER))
        .send({ status: 'unavailable', reason: problem, ...replicas });
    return { status: 'ready', ...replicas };
  });
}

type Problem = 'database_unreachable' | 'migrations_pending';

async function readinessProblem(services: Services, expected: string[]): Promise<Problem | null> {
  let rows: { names: string[] | null; worker: boolean }[];
  try {
    rows = await services.db.$queryRaw<{ names: string[] | null; worker: boolean }[]>`
      SELECT (SELECT array_agg(name) FROM "_schema_migrations") AS names,
             to_regproc('graphile_worker.add_job') IS NOT NULL AS worker`;
  } catch (e) {
    // An absent _schema_migrations table is a database that was never migrated.
    if (String((e as { message?: unknown } | null)?.message).includes('_schema_migrations')) return 'migrations_pending';
    return 'database_unreachable';
  }
  const applied = new Set(rows[0]?.names ?? []);
  if (!rows[0]?.worker || expected.some((name) => !applied.has(name))) return 'migrations_pending';
  return null;
}
