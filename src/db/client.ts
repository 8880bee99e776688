import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Logger } from '../log.ts';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;
/** The client handed to `db.$transaction(async (tx) => ...)` callbacks. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

export interface PoolSettings {
  /** Connections of this process's pool. */
  size: number;
  /** How long a query waits for a free connection before failing (then answered 503, not hung). */
  acquireTimeoutMs: number;
}

export const defaultPool: PoolSettings = { size: 10, acquireTimeoutMs: 5_000 };

/** The `pg` pool behind a client: hot read paths send their SQL to it directly (see core/pagination.ts). */
export type SqlPool = pg.Pool;

const pools = new WeakMap<Db, SqlPool>();

export function createDb(connectionString: string, settings: PoolSettings = defaultPool, log?: Logger): Db {
  // One pool for Prisma and for direct SQL, so both count against the same connection budget.
  const pool = new pg.Pool({
    connectionString,
    max: settings.size,
    connectionTimeoutMillis: settings.acquireTimeoutMs,
    // A dead server must not hold a request for the kernel's TCP timeout.
    keepAlive: true,
  });
  // An idle connection the server closes (a restart, a terminated backend) is an 'error' event on
  // the pool; the pool drops that client and the next query opens a new one. Without a listener
  // Node would treat the event as an uncaught exception and end the process.
  pool.on('error', (err) => log?.warn({ err }, 'idle database connection lost'));
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/** The pool a client of `createDb` runs on. */
export function sqlPool(db: Db): SqlPool {
  const pool = pools.get(db);
  if (!pool) throw new Error('sqlPool: this client was not made by createDb');
  return pool;
}
