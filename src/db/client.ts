import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Logger } from '../log.ts';
import { createPool } from './pool.ts';
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

/** The application_name of the app pool's sessions (Prisma and direct SQL). */
export const APP_POOL_NAME = 'visibility-app';

export const defaultPool: PoolSettings = { size: 10, acquireTimeoutMs: 5_000 };

/** The `pg` pool behind a client: hot read paths send their SQL to it directly (see core/kernel/pagination.ts). */
export type SqlPool = pg.Pool;

const pools = new WeakMap<Db, SqlPool>();

export function createDb(connectionString: string, settings: PoolSettings = defaultPool, log?: Logger): Db {
  // One pool for Prisma and for direct SQL, so both count against the same connection budget.
  // A lost connection is dropped by the pool and reopened by the next query (db/pool.ts).
  const pool = createPool(
    connectionString,
    { name: APP_POOL_NAME, max: settings.size, connectTimeoutMs: settings.acquireTimeoutMs },
    (err) => log?.warn({ err }, 'database connection lost'),
  );
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
