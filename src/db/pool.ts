/**
 * The `pg` pools of the service (the app's in db/client.ts, graphile-worker's in jobs/worker.ts),
 * made one way so that a database outage of any length is survived the same way by both:
 * - a connection the server closes (a restart, a cut network, a terminated backend) is an 'error'
 *   event, on the pool while the client is idle and on the client while it is checked out. Both
 *   get a listener for good: without one Node takes the event for an uncaught exception and ends
 *   the process. pg-pool then drops the failed client (it is no longer queryable) and ends it;
 *   the next query opens a new one, so nothing that failed is kept open;
 * - opening a connection has a deadline, so a database that accepts TCP but never answers (a
 *   server starting up, a half-open network) cannot hold a slot of the pool forever;
 * - keep-alive, so a dead peer is noticed by the kernel rather than never;
 * - its sessions carry the pool's name as their application_name, so pg_stat_activity tells them
 *   apart (an application_name in the connection string wins over it);
 * - a connection is opened on demand and closed once it has stayed idle for `POOL_IDLE_TIMEOUT_MS`,
 *   so after a burst (a database's return meets every waiting request at once) the pool holds what
 *   the load still uses, never more than `max`.
 * The pool itself needs no retry loop: each query is one attempt, at most `max` at a time.
 */
import pg from 'pg';

/** How long a pooled connection may stay unused before the pool closes it (pg's default, stated). */
export const POOL_IDLE_TIMEOUT_MS = 10_000;

export interface PoolOptions {
  /** The application_name of the pool's sessions. */
  name: string;
  max: number;
  /** How long opening a connection (or waiting for a free one) may take before the query fails. */
  connectTimeoutMs: number;
}

export function createPool(connectionString: string, options: PoolOptions, onConnectionError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    application_name: options.name,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    keepAlive: true,
  });
  // Every client carries the listener from its first connection on, idle or checked out; the
  // pool's own 'error' (re-emitted for an idle client) is that same event, reported once already.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', () => undefined);
  return pool;
}
