import { PrismaPg } from '@prisma/adapter-pg';
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

export function createDb(connectionString: string, pool: PoolSettings = defaultPool): Db {
  return new PrismaClient({
    adapter: new PrismaPg({
      connectionString,
      max: pool.size,
      connectionTimeoutMillis: pool.acquireTimeoutMs,
      // A dead server must not hold a request for the kernel's TCP timeout.
      keepAlive: true,
    }),
  });
}
