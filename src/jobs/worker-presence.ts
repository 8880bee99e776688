/**
 * A worker process's presence in the database: one session whose application_name carries the
 * process's worker id, held open while the process runs. A process that is killed loses the
 * session with it, which is how a worker starting up (or the minute cron) tells the work of a dead
 * worker from work still in progress (core/worker-session.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { workerSessionName } from '../core/worker-session.ts';
import type { Logger } from '../log.ts';

export interface WorkerPresence {
  workerId: string;
  stop(): Promise<void>;
}

export async function startWorkerPresence(databaseUrl: string, log: Logger): Promise<WorkerPresence> {
  const workerId = randomBytes(9).toString('base64url');
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl, application_name: workerSessionName(workerId), keepAlive: true });
    // The session can die with the database (a restart): reconnect, so this worker's runs are not
    // taken for orphans once the database is back.
    c.on('error', (err) => log.warn({ err }, 'worker presence session lost'));
    c.on('end', () => {
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    try {
      await c.connect();
      client = c;
    } catch (err) {
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000);
      throw err;
    }
  };
  await connect();
  return {
    workerId,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
