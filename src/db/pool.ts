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
 * - keep-alive, so a dead peer is noticed by the kernel rather than never.
 * The pool itself needs no retry loop: each query is one attempt, at most `max` at a time.
 */
import pg from 'pg';

export interface PoolOptions {
  max: number;
  /** How long opening a connection (or waiting for a free one) may take before the query fails. */
  connectTimeoutMs: number;
}

export function createPool(connectionString: string, options: PoolOptions, onConnectionError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: options.max, connectionTimeoutMillis: options.connectTimeoutMs, keepAlive: true });
  // Every client carries the listener from its first connection on, idle or checked out; the
  // pool's own 'error' (re-emitted for an idle client) is that same event, reported once already.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', () => undefined);
  return pool;
}
