// The fan-out report of a project over a range (docs/fanout.md, "Reports"): what the engines
// searched for when answering its prompts, by engine, by query (grouped ignoring case and
// whitespace) and by prompt, which searches led to a client's or a competitor's citation (the
// rule of searches.ts), and the queries new and vanished since the previous completed audit.
// Computed in SQL over engine_answer.search_queries and the citation table, a few statements.
import type { Db } from '../../db/client.ts';
import type { Engine } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { engineNames } from '../../engines/engine-list.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { type ReportRange, reportRange } from '../kernel/report-range.ts';
import { DEFAULT_TOP_LIMIT, MAX_PAGE_LIMIT } from '../kernel/pagination.ts';
import { type FanoutReport, type FanoutReportInput, PROMPT_TOP_QUERIES } from './contract.ts';
import { answerConditions, answerSearchesFrom, queryKeySql, searchColumnsSql } from './searches.ts';

const searchesFrom = Prisma.raw(answerSearchesFrom);
const searchColumns = Prisma.raw(searchColumnsSql);
const queryKey = Prisma.raw(queryKeySql);
/** How many searches an answer `a` ran (0 when not exposed). */
const searchCount = Prisma.raw(`CASE jsonb_typeof(a.search_queries) WHEN 'array' THEN jsonb_array_length(a.search_queries) ELSE 0 END`);

/** Raw statements only: a client or a transaction's (the report is rendered in the run's completing transaction). */
type QueryDb = Pick<Db, '$queryRaw'>;

const engineOrder = (a: string, b: string) => engineNames.indexOf(a as Engine) - engineNames.indexOf(b as Engine);

/** The fan-out report of the project named by `slug` (404 when the principal cannot see it). */
export async function fanoutReport(db: Db, p: Principal, input: FanoutReportInput, now = new Date()): Promise<FanoutReport> {
  const range = reportRange(input, now);
  const project = await projectForPrincipal(db, p, input.slug);
  return projectFanout(db, project, input, range);
}

type ReportFilter = Omit<FanoutReportInput, 'slug' | 'from' | 'to'>;

/**
 * The fan-out report of a project the caller may read, over `range` (checked already): the API's
 * operation above, and the client report of an audit (src/core/reports/fanout-section.ts).
 */
export async function projectFanout(
  db: QueryDb,
  project: { id: string; accountId: string },
  input: ReportFilter,
  range: ReportRange,
): Promise<FanoutReport> {
  const top = input.limit ?? DEFAULT_TOP_LIMIT;
  const account = project.accountId;
  const where = answerConditions(project.id, input, range);
  const [engines, queries, prompts, changes] = await Promise.all([
    db.$queryRaw<{ engine: Engine; answers: number; exposed: number; searched: number; searches: number }[]>`
      SELECT a.engine, count(*)::int AS answers,
        count(*) FILTER (WHERE jsonb_typeof(a.search_queries) = 'array')::int AS exposed,
        count(*) FILTER (WHERE ${searchCount} > 0)::int AS searched,
        coalesce(sum(${searchCount}), 0)::int AS searches
      FROM engine_answer a WHERE a.account_id = ${account} AND ${where} GROUP BY 1`,
    db.$queryRaw<
      {
        query: string;
        searches: number;
        answers: number;
        engines: Engine[];
        prompts: number;
        linked: number;
        ledToClientCitation: number;
        ledToCompetitorCitation: number;
      }[]
    >`
      SELECT mode() WITHIN GROUP (ORDER BY x.query) AS query, count(*)::int AS searches,
        count(DISTINCT x.answer_id)::int AS answers, array_agg(DISTINCT x.engine::text) AS engines,
        count(DISTINCT x.tracked_prompt_id)::int AS prompts,
        count(*) FILTER (WHERE x."foundUrls" IS NOT NULL)::int AS linked,
        count(*) FILTER (WHERE x."ledToClientCitation")::int AS "ledToClientCitation",
        count(*) FILTER (WHERE x."ledToCompetitorCitation")::int AS "ledToCompetitorCitation"
      FROM (SELECT a.id AS answer_id, a.engine, a.tracked_prompt_id, ${queryKey} AS key, ${searchColumns}
        FROM ${searchesFrom} WHERE a.account_id = ${account} AND ${where}) x
      GROUP BY x.key ORDER BY 2 DESC, 1, x.key LIMIT ${top}`,
    db.$queryRaw<
      {
        trackedPromptId: string | null;
        promptText: string;
        answers: number;
        searches: number;
        topQueries: { query: string; searches: number }[];
      }[]
    >`
      WITH grp AS (
        SELECT a.tracked_prompt_id, CASE WHEN a.tracked_prompt_id IS NULL THEN a.prompt_text END AS removed_text,
          min(a.prompt_text) AS asked_text, count(*)::int AS answers, coalesce(sum(${searchCount}), 0)::int AS searches
        FROM engine_answer a WHERE a.account_id = ${account} AND ${where} GROUP BY 1, 2),
      top AS (
        SELECT g.*, COALESCE(tp.text, g.asked_text) AS prompt_text FROM grp g LEFT JOIN tracked_prompt tp ON tp.account_id = ${account} AND tp.id = g.tracked_prompt_id
        WHERE g.searches > 0 ORDER BY g.searches DESC, COALESCE(tp.text, g.asked_text), g.tracked_prompt_id LIMIT ${top})
      SELECT t.tracked_prompt_id AS "trackedPromptId", t.prompt_text AS "promptText", t.answers, t.searches,
        (SELECT coalesce(json_agg(json_build_object('query', q.query, 'searches', q.searches) ORDER BY q.searches DESC, q.query), '[]')
          FROM (SELECT mode() WITHIN GROUP (ORDER BY s.item->>'query') AS query, count(*)::int AS searches
            FROM ${searchesFrom}
            WHERE a.account_id = ${account} AND ${where} AND a.tracked_prompt_id IS NOT DISTINCT FROM t.tracked_prompt_id
              AND (t.tracked_prompt_id IS NOT NULL OR a.prompt_text = t.removed_text)
            GROUP BY ${queryKey} ORDER BY 2 DESC, 1 LIMIT ${PROMPT_TOP_QUERIES}) q) AS "topQueries"
      FROM top t ORDER BY t.searches DESC, t.prompt_text, t.tracked_prompt_id`,
    queryChanges(db, project, input, where),
  ]);
  const byEngine = engines.sort((a, b) => engineOrder(a.engine, b.engine));
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    answers: byEngine.reduce((sum, e) => sum + e.answers, 0),
    searches: byEngine.reduce((sum, e) => sum + e.searches, 0),
    engines: byEngine,
    queries: queries.map((q) => ({ ...q, engines: [...q.engines].sort(engineOrder) })),
    prompts,
    changes,
  };
}

/**
 * New and vanished queries: the audit `auditRunId` names, else the latest completed audit among
 * the answers `where` selects, against the project's completed audit before it (by run date), the
 * engine and prompt filters applied to both (the range is not: it chose the audit). Null without
 * such an audit or without a previous one.
 */
async function queryChanges(
  db: QueryDb,
  project: { id: string; accountId: string },
  input: ReportFilter,
  where: Prisma.Sql,
): Promise<FanoutReport['changes']> {
  const account = project.accountId;
  const [target] = input.auditRunId
    ? await db.$queryRaw<{ id: string; run_date: Date }[]>`
        SELECT id, run_date FROM audit_run WHERE account_id = ${account} AND id = ${input.auditRunId} AND project_id = ${project.id}`
    : await db.$queryRaw<{ id: string; run_date: Date }[]>`
        SELECT r.id, r.run_date FROM audit_run r
        WHERE r.account_id = ${account} AND r.project_id = ${project.id} AND r.status = 'COMPLETED'
          AND EXISTS (SELECT 1 FROM engine_answer a WHERE a.account_id = r.account_id AND a.audit_run_id = r.id AND ${where})
        ORDER BY r.run_date DESC, r.id DESC LIMIT 1`;
  if (!target) return null;
  const [previous] = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM audit_run
    WHERE account_id = ${account} AND project_id = ${project.id} AND status = 'COMPLETED' AND (run_date, id) < (${target.run_date}, ${target.id})
    ORDER BY run_date DESC, id DESC LIMIT 1`;
  if (!previous) return null;
  const both = answerConditions(project.id, { engine: input.engine, trackedPromptId: input.trackedPromptId }, null);
  const rows = await db.$queryRaw<{ query: string; now: number; before: number }[]>`
    SELECT mode() WITHIN GROUP (ORDER BY s.item->>'query') AS query,
      count(*) FILTER (WHERE a.audit_run_id = ${target.id})::int AS now,
      count(*) FILTER (WHERE a.audit_run_id = ${previous.id})::int AS before
    FROM ${searchesFrom}
    WHERE a.account_id = ${account} AND ${both} AND a.audit_run_id IN (${target.id}, ${previous.id})
    GROUP BY ${queryKey}
    HAVING count(*) FILTER (WHERE a.audit_run_id = ${target.id}) = 0 OR count(*) FILTER (WHERE a.audit_run_id = ${previous.id}) = 0
    ORDER BY greatest(count(*) FILTER (WHERE a.audit_run_id = ${target.id}), count(*) FILTER (WHERE a.audit_run_id = ${previous.id})) DESC, 1`;
  const added = rows.filter((r) => r.before === 0).map((r) => r.query);
  const vanished = rows.filter((r) => r.now === 0).map((r) => r.query);
  return {
    auditRunId: target.id,
    previousAuditRunId: previous.id,
    newQueries: added.slice(0, MAX_PAGE_LIMIT),
    vanishedQueries: vanished.slice(0, MAX_PAGE_LIMIT),
    newQueryCount: added.length,
    vanishedQueryCount: vanished.length,
  };
}
