import { AppError } from './errors.ts';

/** Inclusive `from`/`to` bounds as a Prisma date filter; 400 invalid_range when from > to. */
export function dateRange(from?: string, to?: string): { gte?: Date; lte?: Date } | undefined {
  if (from === undefined && to === undefined) return undefined;
  const gte = from !== undefined ? new Date(from) : undefined;
  const lte = to !== undefined ? new Date(to) : undefined;
  if (gte && lte && gte > lte) throw new AppError('invalid_range');
  return { ...(gte ? { gte } : {}), ...(lte ? { lte } : {}) };
}
