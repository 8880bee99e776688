import { type Config, loadConfig } from './config.ts';
import { type DatabaseHandle, resolveDatabase } from './db/database.ts';
import { createDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { CursorCodec } from './core/pagination.ts';
import { rateLimitSettingsFrom } from './core/rate-limit-settings.ts';
import { PdfRenderer } from './core/reports/pdf.ts';
import { loadSecrets } from './core/secrets.ts';
import type { Services } from './core/services.ts';
import { createLogger, type Logger } from './log.ts';
import { closeSharedSafeAgents } from './net/safe-agent.ts';

export interface Runtime {
  services: Services;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Builds the process-wide services on a database URL (tests pass theirs). */
export function createServices(config: Config, log: Logger, databaseUrl: string): Services {
  const secrets = loadSecrets(config, log);
  return {
    config,
    log,
    db: createDb(databaseUrl),
    secrets,
    cursors: new CursorCodec(secrets),
    // TODO(lead): parse with core/config.ts; read here until the env schema moves there.
    limits: rateLimitSettingsFrom(process.env),
    pdf: new PdfRenderer({ chromiumPath: config.chromiumPath, timeoutMs: config.pdfTimeoutMs, logger: log }),
  };
}

/** Resolves the database (DATABASE_URL or embedded), optionally migrates, and builds services. */
export async function startRuntime(opts: { migrate: boolean; config?: Config; log?: Logger }): Promise<Runtime> {
  const config = opts.config ?? loadConfig();
  const log = opts.log ?? createLogger(config.logLevel);
  const database = await resolveDatabase(config, log);
  try {
    if (opts.migrate) await migrate(database.url, log);
    const services = createServices(config, log, database.url);
    return {
      services,
      database,
      async close() {
        await services.pdf.close().catch(() => {});
        await closeSharedSafeAgents().catch(() => {});
        await services.db.$disconnect().catch(() => {});
        await database.stop();
      },
    };
  } catch (e) {
    await database.stop();
    throw e;
  }
}
