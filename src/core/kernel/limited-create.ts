import type { Db, Tx } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { AppError } from './errors.ts';

/** The row whose lock orders concurrent creations: the owner the limit is counted for. */
export type LimitOwner = { table: 'account' | 'project'; id: string };

export interface LimitedCreate<T, C> {
  /** Locked for the transaction (`FOR UPDATE`), so two creations at once cannot pass the limit together. */
  lock: LimitOwner;
  /** The error when the locked row does not exist; without it, the steps below run and meet its absence themselves. */
  missing?: () => AppError;
  /** Checks read under the lock that come before the limit (their errors win over it); what they return goes to the steps below. */
  before?: (tx: Tx) => Promise<C>;
  /** The most rows the owner may have. */
  limit: number | ((checked: C) => number);
  /** How many it has now. */
  count: (tx: Tx, checked: C) => Promise<number>;
  /** The error when there is no room left (limit reached). */
  full: (limit: number) => AppError;
  create: (tx: Tx, checked: C) => Promise<T>;
  /** The error a unique key's violation (Prisma P2002) becomes, when the rows have one. */
  duplicate?: () => AppError;
}

/**
 * Creates a row counted against a limit, in one transaction: lock the owner's row, check what
 * comes first, count against the limit, create, and map a duplicate key to its conflict code.
 * Every "at most N per account or project" creation goes through here (projects, tracked prompts,
 * competitors, webhook endpoints).
 */
export async function createWithinLimit<T, C = undefined>(db: Db, spec: LimitedCreate<T, C>): Promise<T> {
  try {
    return await db.$transaction(async (tx) => {
      const owner = Prisma.sql`SELECT id FROM ${Prisma.raw(spec.lock.table)} WHERE id = ${spec.lock.id} FOR UPDATE`;
      const locked = await tx.$queryRaw<{ id: string }[]>(owner);
      if (locked.length === 0 && spec.missing) throw spec.missing();
      const checked = (spec.before ? await spec.before(tx) : undefined) as C;
      const limit = typeof spec.limit === 'function' ? spec.limit(checked) : spec.limit;
      if ((await spec.count(tx, checked)) >= limit) throw spec.full(limit);
      return spec.create(tx, checked);
    });
  } catch (e) {
    if (spec.duplicate && e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') throw spec.duplicate();
    throw e;
  }
}
