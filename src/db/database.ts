import type { Logger } from '../log.ts';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set; otherwise the embedded PostgreSQL under the data folder. */
export async function resolveDatabase(config: { databaseUrl: string | undefined; dataDir: string }, log: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const { startEmbeddedPostgres } = await import('./embedded.ts');
  const db = await startEmbeddedPostgres(config.dataDir, log);
  return { url: db.url, embedded: true, stop: () => db.stop() };
}
