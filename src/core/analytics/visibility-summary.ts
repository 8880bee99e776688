// The KPI header of a project: the client's mention rate, citation rate, share of voice and
// average position over a range and over the previous period of the same length, compared
// (period-comparison.ts). One statement for any number of projects (the project list shows the
// four figures for each), and the same comparison for any two sets of answers (the report: a run
// against the previous run).
import type { Db } from '../../db/client.ts';
import { type Engine, Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { AppError } from '../kernel/errors.ts';
import { oneOf } from '../kernel/of-several.ts';
import { storableDate } from '../kernel/time-range.ts';
import { type AnalyticsWindow, type AnswerScope, readWindows, type WindowFilter } from './answer-window.ts';
import { comparePeriods, noAnswers, type PeriodComparison, type PeriodCounts } from './period-comparison.ts';
import { countsByProject } from './visibility.ts';

/** The range a summary covers when `from` is not given: the last 30 days up to `to` (default: now). */
export const DEFAULT_SUMMARY_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ComparedPeriods {
  /** The range asked for, both bounds inclusive. */
  current: { from: Date; to: Date };
  /** The same length of time just before it: from − (to − from) − 1 ms to from − 1 ms, inclusive. */
  previous: { from: Date; to: Date };
}

/** The range of a summary and the previous period of the same length (400 invalid_range, invalid_date). */
export function comparedPeriods(input: { from?: string; to?: string }, now = new Date()): ComparedPeriods {
  const to = input.to !== undefined ? new Date(input.to) : now;
  const from = input.from !== undefined ? new Date(input.from) : new Date(to.getTime() - DEFAULT_SUMMARY_DAYS * DAY_MS);
  if (!storableDate(from) || !storableDate(to)) throw new AppError('invalid_date');
  if (from > to) throw new AppError('invalid_range');
  const length = to.getTime() - from.getTime();
  const previous = { from: new Date(from.getTime() - length - 1), to: new Date(from.getTime() - 1) };
  if (!storableDate(previous.from)) throw new AppError('invalid_date');
  return { current: { from, to }, previous };
}

export type VisibilitySummary = PeriodComparison & {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  engine: Engine | null;
};

function summaryOf(periods: ComparedPeriods, engine: Engine | undefined, current: PeriodCounts, previous: PeriodCounts): VisibilitySummary {
  return {
    from: periods.current.from.toISOString(),
    to: periods.current.to.toISOString(),
    previousFrom: periods.previous.from.toISOString(),
    previousTo: periods.previous.to.toISOString(),
    engine: engine ?? null,
    ...comparePeriods(current, previous),
  };
}

/**
 * The summary of each project among `slugs` the principal may see, by slug: two statements (the
 * projects; both periods of every project, each answer in the period of its date).
 */
export async function visibilitySummaries(
  db: Db,
  p: Principal,
  slugs: readonly string[],
  input: WindowFilter,
  now = new Date(),
): Promise<Map<string, VisibilitySummary>> {
  const periods = comparedPeriods(input, now);
  const span = { from: periods.previous.from.toISOString(), to: periods.current.to.toISOString(), engine: input.engine };
  const period = Prisma.sql`CASE WHEN at >= ${periods.current.from} THEN 'current' ELSE 'previous' END`;
  const bySlug = await readWindows(db, p, slugs, span, (scope) => countsByProject(db, scope, [period]));
  return new Map(
    [...bySlug].map(([slug, buckets]) => {
      const side = (name: string) => buckets.find((b) => b.keys[0] === name)?.counts ?? noAnswers;
      return [slug, summaryOf(periods, input.engine, side('current'), side('previous'))];
    }),
  );
}

export async function visibilitySummary(db: Db, p: Principal, input: AnalyticsWindow, now = new Date()) {
  return oneOf(await visibilitySummaries(db, p, [input.slug], input, now), input.slug);
}

/** What the answers `scope` selects add up to (all projects it covers together). */
async function countsOf(db: Pick<Db, '$queryRaw'>, scope: AnswerScope): Promise<PeriodCounts> {
  const [bucket] = [...(await countsByProject(db, scope, [])).values()].flat();
  return bucket?.counts ?? noAnswers;
}

/**
 * Any two sets of answers compared as the summary compares two periods: the report's run against
 * the previous run (`scope` conditions on audit_run_id), or any two windows. No access check:
 * callers hold the project already. Two statements.
 */
export async function compareAnswerScopes(
  db: Pick<Db, '$queryRaw'>,
  current: AnswerScope,
  previous: AnswerScope,
): Promise<PeriodComparison> {
  const [now, before] = await Promise.all([countsOf(db, current), countsOf(db, previous)]);
  return comparePeriods(now, before);
}
