import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;
/** The client handed to `db.$transaction(async (tx) => ...)` callbacks. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

export function createDb(connectionString: string, max = 10): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
}
