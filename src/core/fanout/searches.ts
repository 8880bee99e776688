/**
 * The searches the engines ran (fan-out, docs/fanout.md) as rows, and the one rule of "a search
 * led to a citation": a search led to citation C when C is a citation row (table `citation`) of
 * the same engine answer whose `url` is among the search's `foundUrls`; to a client citation when
 * C is on the client's domain, to a competitor's when on a competitor's; unknown (null) when the
 * provider does not link the search to its results (`foundUrls` null). The rule is written once,
 * as SQL over the answers `a` (engine_answer) and their searches `s`: the list of searches, the
 * fan-out report (fanout-report.ts) and the dashboard's answer view
 * (src/core/observations/engine-answer.ts) all read it from here.
 */
import type { Db, SqlPool } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectOwnerSql } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';
import type { ReportRange } from '../kernel/report-range.ts';
import { DEFAULT_PAGE_LIMIT, type CursorCodec, isoUtc, type KeysetSort, runSql, SqlParams } from '../kernel/pagination.ts';
import { dateRange } from '../kernel/time-range.ts';
import { projectListPage } from '../projects/project-owners.ts';
import { MAX_FOUND_URLS, type SearchQueryListInput, type SearchQueryRow } from './contract.ts';

/**
 * The answers `a` and each of their searches `s` (`s.item`: the stored `{query, foundUrls}`,
 * `s.position`: its 1-based order). An answer whose searches are not exposed (null) has no row.
 */
export const answerSearchesFrom = `engine_answer a CROSS JOIN LATERAL jsonb_array_elements(
  CASE jsonb_typeof(a.search_queries) WHEN 'array' THEN a.search_queries ELSE '[]'::jsonb END) WITH ORDINALITY AS s(item, position)`;

/** Whether the search `s` links its results (its foundUrls is a list). */
export const searchLinkedSql = `jsonb_typeof(s.item->'foundUrls') = 'array'`;

/** The rule: the search `s` of answer `a` found a URL one of `a`'s citations cites (narrowed by `which`); null when not linked. */
function ledToSql(which = ''): string {
  return `CASE WHEN ${searchLinkedSql} THEN EXISTS (SELECT 1 FROM citation c WHERE c.account_id = a.account_id AND c.engine_answer_id = a.id AND (s.item->'foundUrls') ? c.url${which}) END`;
}

/** The search `s` of answer `a` as the API sends it: position, query, foundUrls and the three led-to flags. */
export const searchColumnsSql = `s.position::int AS position, s.item->>'query' AS query,
  CASE WHEN ${searchLinkedSql} THEN jsonb_path_query_array(s.item->'foundUrls', '$[0 to ${MAX_FOUND_URLS - 1}]') END AS "foundUrls",
  ${ledToSql()} AS "ledToCitation", ${ledToSql(' AND c.is_client_domain')} AS "ledToClientCitation",
  ${ledToSql(' AND c.is_competitor_domain')} AS "ledToCompetitorCitation"`;

/**
 * How queries are grouped in the report: lower-cased, runs of whitespace as one space, trimmed
 * ("Best CRM " and "best  crm" are one query). The written form shown is the group's most
 * frequent one.
 */
export const queryKeySql = `btrim(lower(regexp_replace(s.item->>'query', '[[:space:]]+', ' ', 'g')))`;

export interface AnswerSearch {
  position: number;
  query: string;
  foundUrls: string[] | null;
  ledToCitation: boolean | null;
  ledToClientCitation: boolean | null;
  ledToCompetitorCitation: boolean | null;
}

/** The searches of one answer, in order, by the rule above (the dashboard's answer view). */
export function answerSearches(db: Db, answer: { id: string; accountId: string }): Promise<AnswerSearch[]> {
  return db.$queryRaw<AnswerSearch[]>`SELECT ${Prisma.raw(searchColumnsSql)} FROM ${Prisma.raw(answerSearchesFrom)}
    WHERE a.account_id = ${answer.accountId} AND a.id = ${answer.id} ORDER BY s.position`;
}

/** The filters both reads share, as conditions on the answers `a`. */
export interface AnswerFilter {
  engine?: string;
  trackedPromptId?: string;
  auditRunId?: string;
}

/** One condition: a column of the answers, its comparison and value, and the value's SQL cast. */
interface Condition {
  column: string;
  op: '=' | '>=' | '<=';
  value: string | Date;
  cast: string;
}

/**
 * The filters and the range as conditions on the answers' columns (`alias`.column), written once;
 * the list renders them as numbered parameters (SqlParams), the report as Prisma SQL.
 */
function answerFilterConditions(alias: string, filter: AnswerFilter, range: { from?: Date; to?: Date } | null): Condition[] {
  const c = (column: string, op: Condition['op'], value: string | Date | undefined, cast = ''): Condition[] =>
    value ? [{ column: `${alias}.${column}`, op, value, cast }] : [];
  return [
    ...c('engine', '=', filter.engine, '::"Engine"'),
    ...c('tracked_prompt_id', '=', filter.trackedPromptId),
    ...c('audit_run_id', '=', filter.auditRunId),
    ...c('asked_at', '>=', range?.from, '::timestamptz'),
    ...c('asked_at', '<=', range?.to, '::timestamptz'),
  ];
}

// The list's rows `t`: one per (answer, search), only answered answers; `t.id` is the answer's id
// and the zero-padded position, so (askedAt, id) orders by askedAt, answer, position.
const listFrom = `(SELECT a.account_id, a.project_id, a.asked_at, a.engine, a.tracked_prompt_id, a.audit_run_id,
    a.id || '#' || lpad(s.position::text, 6, '0') AS id, a.id AS engine_answer_id, a.prompt_text, a.model, a.sample,
    ${searchColumnsSql}
  FROM ${answerSearchesFrom} WHERE a.status = 'ANSWERED') t`;

const listColumns = `t.id, t.engine_answer_id AS "engineAnswerId", t.audit_run_id AS "auditRunId",
  t.tracked_prompt_id AS "trackedPromptId",
  COALESCE((SELECT tp.text FROM tracked_prompt tp WHERE tp.account_id = t.account_id AND tp.id = t.tracked_prompt_id), t.prompt_text) AS "promptText",
  t.engine, t.model, t.sample, ${isoUtc('t.asked_at')} AS "askedAt", t.position, t.query, t."foundUrls",
  t."ledToCitation", t."ledToClientCitation", t."ledToCompetitorCitation"`;

const firstAskedFirst: KeysetSort<SearchQueryRow> = {
  column: 't.asked_at',
  type: 'timestamptz',
  order: 'asc',
  keys: (row) => [row.askedAt],
  valid: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
};

type ListFilter = Omit<SearchQueryListInput, 'slug' | 'cursor'>;

function listQuery(p: Principal, q: ListFilter) {
  const range = dateRange(q.from, q.to);
  return {
    limit: q.limit ?? DEFAULT_PAGE_LIMIT,
    from: listFrom,
    parent: 't.project_id',
    columns: listColumns,
    where: (params: SqlParams) =>
      answerFilterConditions('t', q, { from: range?.gte, to: range?.lte }).map(
        ({ column, op, value, cast }) => `${column} ${op} ${params.add(value instanceof Date ? value.toISOString() : value)}${cast}`,
      ),
    sort: firstAskedFirst,
    check: p.check,
    binding: (slug: string) =>
      `searchQueries|${p.accountId}|${slug}|${q.engine ?? ''}|${q.trackedPromptId ?? ''}|${q.auditRunId ?? ''}|${q.from ?? ''}|${q.to ?? ''}`,
  };
}

/**
 * The searches of a project's answered answers, one row per (answer, search), askedAt first, then
 * answer and position; keyset pages (404 when the principal cannot see the project).
 */
export function listSearchQueries(pool: SqlPool, cursors: CursorCodec, p: Principal, q: SearchQueryListInput) {
  return projectListPage(pool, cursors, p, q, listQuery(p, q));
}

/**
 * How many rows the list holds for these filters, every page together (the export's progress bar,
 * src/core/exports/exports.ts); 404 when the principal cannot see the project.
 */
export async function countSearchQueries(pool: SqlPool, p: Principal, q: Omit<SearchQueryListInput, 'cursor'>): Promise<number> {
  const params = new SqlParams();
  const owner = projectOwnerSql(params, p, q.slug);
  const list = listQuery(p, q);
  const where = [`t.account_id = ${params.add(p.accountId)}`, `t.project_id = o.owner_id`, ...list.where(params)].join(' AND ');
  const [row] = await runSql<{ n: number }>(
    pool,
    `SELECT (SELECT count(*)::int FROM ${list.from} WHERE ${where}) AS n FROM (${owner}) o`,
    params.values,
  );
  if (!row) throw new AppError('not_found');
  return row.n;
}

/** The conditions of `filter` and `range` on the answered answers `a` of a project, as Prisma SQL. */
export function answerConditions(projectId: string, filter: AnswerFilter, range: ReportRange | null): Prisma.Sql {
  const parts = [
    Prisma.sql`a.project_id = ${projectId}`,
    Prisma.sql`a.status = 'ANSWERED'`,
    ...answerFilterConditions('a', filter, range).map(
      ({ column, op, value, cast }) => Prisma.sql`${Prisma.raw(`${column} ${op}`)} ${value}${Prisma.raw(cast)}`,
    ),
  ];
  return Prisma.join(parts, ' AND ');
}
