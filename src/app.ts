import { type Config, loadConfig } from './core/runtime/config.ts';
import { type DatabaseHandle, resolveDatabase } from './db/database.ts';
import { createDb } from './db/client.ts';
import { ReadReplicas } from './db/replicas.ts';
import { migrate, pendingMigrations } from './db/migrate.ts';
import { CursorCodec } from './core/kernel/pagination.ts';
import { QuotaLeases } from './core/access/rate-lease.ts';
import { PdfRenderer } from './core/reports/pdf.ts';
import { loadSecrets } from './core/kernel/secrets.ts';
import type { Services } from './core/runtime/services.ts';
import { createLogger, type Logger } from './log.ts';
import { closeOpenAgents } from './net/open-agents.ts';
import { createEngineClients } from './engines/registry.ts';

export interface Runtime {
  services: Services;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Builds the process-wide services on a database URL (tests pass theirs). */
export function createServices(config: Config, log: Logger, databaseUrl: string): Services {
  const secrets = loadSecrets(config, log);
  const db = createDb(databaseUrl, config.dbPool, log);
  return {
    config,
    log,
    db,
    replicas: new ReadReplicas(db, config.replicas, config.dbPool, log),
    secrets,
    cursors: new CursorCodec(secrets),
    limits: config.rateLimits,
    leases: new QuotaLeases(),
    pdf: new PdfRenderer({ chromiumPath: config.chromiumPath, timeoutMs: config.pdfTimeoutMs, logger: log }),
    engines: createEngineClients(config.engines, { allowPrivateNetwork: config.allowPrivateNetwork }),
  };
}

/** Applies the service's SQL migrations and graphile-worker's schema; returns what was applied. */
export async function migrateAll(databaseUrl: string, log: Logger): Promise<string[]> {
  const applied = await migrate(databaseUrl, log);
  // graphile-worker is loaded only when migrating: other CLI commands start faster without it.
  const { migrateWorkerSchema } = await import('./jobs/worker-schema.ts');
  await migrateWorkerSchema(databaseUrl, log);
  return applied;
}

/**
 * When to migrate: `always` (start, migrate), `if-behind` (other CLI commands: one query finds
 * whether a migration is pending, so a fresh database still works), `never` (serve, worker).
 */
export type MigrateMode = 'always' | 'if-behind' | 'never';

/** Resolves the database (DATABASE_URL or embedded), migrates as asked, and builds services. */
export async function startRuntime(opts: { migrate: MigrateMode; config?: Config; log?: Logger }): Promise<Runtime> {
  const config = opts.config ?? loadConfig();
  const log = opts.log ?? createLogger(config.logLevel);
  const database = await resolveDatabase(config, log);
  try {
    if (opts.migrate === 'always' || (opts.migrate === 'if-behind' && (await pendingMigrations(database.url)).length > 0)) {
      await migrateAll(database.url, log);
    }
    const services = createServices(config, log, database.url);
    return {
      services,
      database,
      async close() {
        await services.pdf.close().catch(() => {});
        await closeOpenAgents().catch(() => {});
        await services.replicas.close();
        await services.db.$disconnect().catch(() => {});
        await database.stop();
      },
    };
  } catch (e) {
    await database.stop();
    throw e;
  }
}
