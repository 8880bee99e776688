/**
 * A worker process's presence in the database: one session whose application_name carries the
 * process's worker id, held open while the process runs. A process that is killed loses the
 * session with it, which is how a worker starting up (or the minute cron) tells the work of a dead
 * worker from work still in progress (core/kernel/worker-session.ts).
 *
 * The session can die with the database (a restart, a cut network) and is then reopened, so this
 * worker's runs are not taken for orphans once the database is back. Everything that can end a
 * session (its 'error', its 'end', a failed connect) goes through one path, `lost`, which acts
 * once per session: close it, wait a capped exponential delay with jitter (net/backoff.ts), open
 * one new session. So at most one session is open or opening at any time, however long the
 * outage and however many events a dying session emits.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { workerSessionName } from '../core/kernel/worker-session.ts';
import type { Logger } from '../log.ts';
import { type Backoff, backoffDelayMs } from '../net/backoff.ts';

export interface WorkerPresence {
  workerId: string;
  stop(): Promise<void>;
}

export interface PresenceSettings {
  /** Delays between attempts to reopen a lost session. */
  backoff: Backoff;
  /** An attempt that has not connected in this time fails (a database that accepts but never answers). */
  connectTimeoutMs: number;
}

export const defaultPresenceSettings: PresenceSettings = { backoff: { baseMs: 200, maxMs: 5_000 }, connectTimeoutMs: 5_000 };

/** Opens the presence session; rejects, holding nothing, if the database cannot be reached now. */
export async function startWorkerPresence(
  databaseUrl: string,
  log: Logger,
  settings: PresenceSettings = defaultPresenceSettings,
): Promise<WorkerPresence> {
  const workerId = randomBytes(9).toString('base64url');
  const session = new HeldSession(
    {
      connectionString: withoutApplicationName(databaseUrl),
      application_name: workerSessionName(workerId),
      keepAlive: true,
      connectionTimeoutMillis: settings.connectTimeoutMs,
    },
    settings.backoff,
    log,
  );
  await session.start();
  return { workerId, stop: () => session.stop() };
}

/**
 * The connection string without its `application_name`: pg reads the connection string over the
 * options, and the presence session's name is how other workers tell this one is alive
 * (core/kernel/worker-session.ts), so an operator's name there must not replace it.
 */
function withoutApplicationName(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.searchParams.has('application_name')) return databaseUrl;
  url.searchParams.delete('application_name');
  return url.toString();
}

class HeldSession {
  private client: pg.Client | undefined;
  private state: 'starting' | 'running' | 'stopped' = 'starting';
  private retry: NodeJS.Timeout | undefined;
  /** Attempts failed since the session was last open. */
  private failures = 0;

  private readonly options: pg.ClientConfig;
  private readonly backoff: Backoff;
  private readonly log: Logger;

  constructor(options: pg.ClientConfig, backoff: Backoff, log: Logger) {
    this.options = options;
    this.backoff = backoff;
    this.log = log;
  }

  async start(): Promise<void> {
    const c = this.open();
    try {
      await c.connect();
    } catch (err) {
      this.state = 'stopped';
      this.client = undefined;
      await close(c);
      throw err;
    }
    this.state = 'running';
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    clearTimeout(this.retry);
    const c = this.client;
    this.client = undefined;
    if (c) await close(c);
  }

  /** A new client, the current one; whatever ends it leads to `lost`. */
  private open(): pg.Client {
    const c = new pg.Client(this.options);
    this.client = c;
    c.on('error', (err) => this.lost(c, err));
    c.on('end', () => this.lost(c, new Error('session ended')));
    return c;
  }

  private reopen(): void {
    this.retry = undefined;
    if (this.state !== 'running') return;
    const c = this.open();
    c.connect().then(
      () => {
        if (c !== this.client) return;
        this.log.info({ failedAttempts: this.failures }, 'worker presence session reopened');
        this.failures = 0;
      },
      (err: unknown) => this.lost(c, err),
    );
  }

  /** The one path after a failure: acts once per client, and only for the current one. */
  private lost(c: pg.Client, err: unknown): void {
    if (this.state !== 'running' || c !== this.client) return;
    this.client = undefined;
    void close(c);
    this.failures++;
    const delayMs = backoffDelayMs(this.backoff, this.failures);
    // The first failure of an outage is worth a warning; the attempts after it are not.
    if (this.failures === 1) this.log.warn({ err, retryInMs: delayMs }, 'worker presence session lost; reopening');
    else this.log.debug({ err, failedAttempts: this.failures, retryInMs: delayMs }, 'worker presence session still unavailable');
    this.retry = setTimeout(() => this.reopen(), delayMs);
  }
}

/** Ends a client, whatever state it is in; a late error from it is expected and ignored. */
async function close(c: pg.Client): Promise<void> {
  c.removeAllListeners('end');
  c.removeAllListeners('error');
  c.on('error', () => undefined);
  await c.end().catch(() => undefined);
}
