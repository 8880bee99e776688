import { AppError } from './errors.ts';

/** Inclusive `from`/`to` bounds as a Prisma date filter; 400 invalid_range when from > to. */
export function dateRange(from?: string, to?: string): { gte?: Date; lte?: Date } | undefined {
  if (from === undefined && to === undefined) return undefined;
  const gte = from !== undefined ? new Date(from) : undefined;
  const lte = to !== undefined ? new Date(to) : undefined;
  for (const d of [gte, lte]) if (d && !storableDate(d)) throw new AppError('invalid_date');
  if (gte && lte && gte > lte) throw new AppError('invalid_range');
  return { ...(gte ? { gte } : {}), ...(lte ? { lte } : {}) };
}

/** PostgreSQL has no year 0 (the wire format would say 0000) and the API promises four-digit years. */
export function storableDate(d: Date): boolean {
  const year = d.getUTCFullYear();
  return Number.isFinite(d.getTime()) && year >= 1 && year <= 9999;
}
