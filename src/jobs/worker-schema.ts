import { runMigrations } from 'graphile-worker';
import type { Logger } from '../log.ts';
import { workerLogger } from './worker-logger.ts';

/**
 * Creates or upgrades graphile-worker's own schema (its jobs table and add_job function). Apart
 * from worker.ts so that migrating loads graphile-worker only, not the tasks the worker runs.
 */
export async function migrateWorkerSchema(databaseUrl: string, log: Logger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: workerLogger(log) });
}
