// The range every crawler and referral read covers: `from`..`to` inclusive, by default the 30
// days up to now (the visibility summary's default), at most 400 days (the day series stay small).
import { AppError } from './errors.ts';
import { storableDate } from './time-range.ts';

const DAY_MS = 86_400_000;
export const DEFAULT_REPORT_DAYS = 30;
export const MAX_REPORT_DAYS = 400;

export interface ReportRange {
  from: Date;
  to: Date;
}

/** `from`/`to` as given, else the defaults; 400 invalid_date, invalid_range (from > to), range_too_long. */
export function reportRange(input: { from?: string; to?: string }, now = new Date()): ReportRange {
  const to = input.to !== undefined ? new Date(input.to) : now;
  const from = input.from !== undefined ? new Date(input.from) : new Date(to.getTime() - DEFAULT_REPORT_DAYS * DAY_MS);
  if (!storableDate(from) || !storableDate(to)) throw new AppError('invalid_date');
  if (from > to) throw new AppError('invalid_range');
  if (to.getTime() - from.getTime() > MAX_REPORT_DAYS * DAY_MS) throw new AppError('range_too_long');
  return { from, to };
}

/**
 * The whole UTC days inside a range, as the half-open [from, to) of their midnights: a day is
 * whole when its first instant is at or after the range's `from` and its last millisecond at or
 * before its `to`. The page funnel reads the daily rollups for these days and the hourly rows (the
 * citations themselves) for the rest of the range, so its figures are those of the range, to the
 * hour (the citation, to the millisecond), whatever its edges. No whole day: an empty interval.
 */
export function wholeDays(range: ReportRange): ReportRange {
  const first = Math.ceil(range.from.getTime() / DAY_MS) * DAY_MS;
  const end = Math.floor((range.to.getTime() + 1) / DAY_MS) * DAY_MS;
  return end > first ? { from: new Date(first), to: new Date(end) } : { from: range.from, to: range.from };
}
