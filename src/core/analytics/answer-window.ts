// The common ground of the visibility aggregates: which projects, time window and engine they
// cover, and what counts as one "answer" (docs/graphql.md, "Definitions"). Each aggregate reads
// several projects in one statement (a field of every project of a GraphQL page); the read of one
// project is the read of a list of one (kernel/of-several.ts).
import type { Db } from '../../db/client.ts';
import { Prisma, type Engine, type Project } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjectsBySlug } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';
import { groupRows } from '../kernel/of-several.ts';
import { DEFAULT_TOP_LIMIT, MAX_PAGE_LIMIT } from '../kernel/pagination.ts';
import { dateRange } from '../kernel/time-range.ts';

/** The time window and engine of an aggregate. */
export interface WindowFilter {
  from?: string;
  to?: string;
  engine?: Engine;
}

export interface AnalyticsWindow extends WindowFilter {
  slug: string;
}

/** The projects a read covers (scope checked) and the window's SQL conditions on their rows. */
export interface WindowScope extends AnswerScope {
  projects: Project[];
}

/**
 * Runs `read` once over the window of every project among `slugs` the principal may see, and
 * answers each project's rows (which `read` returns by project id) by slug. A project outside the
 * key's account or scope is missing from the answer: callers answer it with 404, exactly as if it
 * did not exist.
 */
export async function readWindows<T>(
  db: Db,
  p: Principal,
  slugs: readonly string[],
  w: WindowFilter,
  read: (scope: WindowScope) => Promise<Map<string, T[]>>,
): Promise<Map<string, T[]>> {
  const projects = await visibleProjectsBySlug(db, p, slugs);
  if (projects.length === 0) return new Map();
  const ids = projects.map((pr) => pr.id);
  const range = dateRange(w.from, w.to) ?? {};
  const observed = (column: string) =>
    Prisma.join(
      [
        Prisma.sql`project_id = ANY(${ids}::text[])`,
        range.gte ? Prisma.sql`${Prisma.raw(column)} >= ${range.gte}` : Prisma.sql`TRUE`,
        range.lte ? Prisma.sql`${Prisma.raw(column)} <= ${range.lte}` : Prisma.sql`TRUE`,
        w.engine ? Prisma.sql`engine = ${w.engine}::"Engine"` : Prisma.sql`TRUE`,
      ],
      ' AND ',
    );
  const byProject = await read({ projects, accountId: p.accountId, where: observed('observed_at'), answerWhere: observed('asked_at') });
  return new Map(projects.map((pr) => [pr.slug, byProject.get(pr.id) ?? []]));
}

/**
 * Which answers a read covers: the account of its projects (every statement names it beside
 * `where`: docs/scaling.md), and SQL conditions on answer_rollup (and mention, citation) rows and
 * on engine_answer rows.
 */
export interface AnswerScope {
  accountId: string;
  where: Prisma.Sql;
  answerWhere: Prisma.Sql;
}

/**
 * The answers `scope` selects, one row each: (project_id, answer_key, engine, prompt_id,
 * prompt_text, at). An engine answer that was ANSWERED and not truncated (a truncated answer is
 * not scored: docs/methodology.md), dated when it was asked; or, for rows from before engine
 * answers (and the demo history), the distinct (audit run, engine, tracked prompt) of the
 * answer_rollup rows, dated at its earliest row. `answer_key` is `answerKeySql`'s.
 */
export function answerSetSql({ accountId, where, answerWhere }: AnswerScope, grouped?: Prisma.Sql): Prisma.Sql {
  // The rollup's rows grouped by answer (a query that groups them anyway names its CTE in
  // `grouped`, with the same columns, so the window is read once).
  const byAnswer =
    grouped ??
    Prisma.sql`(SELECT project_id, engine_answer_id, audit_run_id, engine, tracked_prompt_id, min(observed_at) AS at
      FROM answer_rollup WHERE account_id = ${accountId} AND ${where} AND engine_answer_id = ''
      GROUP BY project_id, engine_answer_id, audit_run_id, engine, tracked_prompt_id) g`;
  return Prisma.sql`
    SELECT project_id, id AS answer_key, engine, tracked_prompt_id AS prompt_id, prompt_text, asked_at AS at
    FROM engine_answer WHERE account_id = ${accountId} AND ${answerWhere} AND status = 'ANSWERED' AND NOT truncated
    UNION ALL
    SELECT project_id, 'legacy:' || audit_run_id || ':' || engine::text || ':' || tracked_prompt_id, engine,
      NULLIF(tracked_prompt_id, ''), NULL::text, at
    FROM ${byAnswer} WHERE engine_answer_id = ''`;
}

/**
 * The answer a mention or citation row belongs to: its engine answer when extraction linked one;
 * otherwise (history from before engine answers, and the demo data) the distinct
 * (audit run, engine, tracked prompt) of the row, a missing run or prompt being a value of its own.
 */
export const answerKeySql = Prisma.sql`COALESCE(engine_answer_id,
  'legacy:' || COALESCE(audit_run_id, '') || ':' || engine::text || ':' || COALESCE(tracked_prompt_id, ''))`;

/** Rounds a ratio to a percentage with two decimals; null when there is nothing to divide by. */
export function percent(numerator: number, denominator: number): number | null {
  return denominator > 0 ? Math.round((10_000 * numerator) / denominator) / 100 : null;
}

/** How many rows a top list answers: 1 to MAX_PAGE_LIMIT, DEFAULT_TOP_LIMIT by default (400 invalid_limit otherwise). */
export function topListSize(first: number | undefined): number {
  const n = first ?? DEFAULT_TOP_LIMIT;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_LIMIT) throw new AppError('invalid_limit');
  return n;
}

/**
 * The first `first` rows of each project among `ranked`'s groups, by project id, in rank order:
 * `ranked` selects `project_id`, a `rank` from 1 per project (`rankIn`), and the row's columns.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the row type its SQL selects, as with runSql<T>
export async function topOfEachProject<R extends { project_id: string }, V>(
  db: Pick<Db, '$queryRaw'>,
  ranked: Prisma.Sql,
  first: number,
  view: (row: R) => V,
): Promise<Map<string, V[]>> {
  const rows = await db.$queryRaw<R[]>`SELECT * FROM (${ranked}) s WHERE rank <= ${first} ORDER BY project_id, rank`;
  return groupRows(rows, (r) => r.project_id, view);
}

/** The `rank` of a grouped row within its project, in `order` (a unique order: the group key breaks ties). */
export const rankIn = (order: Prisma.Sql) => Prisma.sql`row_number() OVER (PARTITION BY project_id ORDER BY ${order}) AS rank`;
