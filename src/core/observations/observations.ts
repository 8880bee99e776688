import type { z } from 'zod';
import type { SqlPool } from '../../db/client.ts';
import type { Engine, MentionKind, MentionRole } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectOwnerSql } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';
import { DEFAULT_PAGE_LIMIT, type CursorCodec, isoUtc, newestFirst, runSql, SqlParams } from '../kernel/pagination.ts';
import { firstProjectListPages, projectListPage } from '../projects/project-owners.ts';
import type { citationSchema, mentionSchema } from '../contract/schemas.ts';
import { dateRange } from '../kernel/time-range.ts';

export interface ObservationQuery {
  slug: string;
  engine?: Engine;
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
  /** Mentions only (GraphQL filters; REST does not send them). */
  kind?: MentionKind;
  role?: MentionRole;
}

/** A query's filters and page size: what the first pages of several projects share. */
export type ObservationFilter = Omit<ObservationQuery, 'slug' | 'cursor'>;

/**
 * Where an item comes from: its audit run, engine answer and tracked prompt, and the prompt's
 * text (the tracked prompt's, else what the answer was asked: a prompt removed since). The text
 * is looked up for the page's rows only (subqueries on the primary keys, after the LIMIT).
 */
const originColumns = `t.audit_run_id AS "auditRunId", t.engine_answer_id AS "answerId", t.tracked_prompt_id AS "promptId",
  COALESCE((SELECT tp.text FROM tracked_prompt tp WHERE tp.account_id = t.account_id AND tp.id = t.tracked_prompt_id),
    (SELECT ea.prompt_text FROM engine_answer ea WHERE ea.account_id = t.account_id AND ea.id = t.engine_answer_id)) AS "promptText"`;

// The items exactly as the API sends them: Postgres writes the camelCase keys and ISO times.
const citationColumns = `t.id, t.engine, ${isoUtc('t.observed_at')} AS "observedAt", t.url,
  t.normalized_url AS "normalizedUrl", t.host, t.title, t.position, t.is_client_domain AS "isClientDomain",
  t.is_competitor_domain AS "isCompetitorDomain", t.citation_confidence AS "citationConfidence",
  t.matched_entity AS "matchedEntity", ${originColumns}`;

// The role judge's verdict beside the lexicon's (mention_judgement, at most one row a mention: `j`).
const mentionColumns = `t.id, t.engine, ${isoUtc('t.observed_at')} AS "observedAt", t.name,
  t.normalized_name AS "normalizedName", t.kind, t.role, t.sentiment,
  t.mention_confidence AS "mentionConfidence", t.context, ${originColumns},
  j.status AS "judgeStatus", j.role AS "judgedRole", j.sentiment AS "judgedSentiment", j.evidence AS "judgeEvidence",
  j.model AS "judgeModel", j.failure_code AS "judgeFailure",
  CASE WHEN j.status = 'JUDGED' THEN j.role = t.role AND j.sentiment IS NOT DISTINCT FROM t.sentiment END AS "judgeAgrees"`;

/** What a list of each kind selects from where (also the floor of `npm run bench:api`, bench/raw-server.ts, so both send the same rows). */
export const observationTables = {
  citations: { table: 'citation', from: 'citation t', columns: citationColumns },
  // LIMIT 1 keeps the lateral a per-row lookup by primary key (a plain join may hash a whole table).
  mentions: {
    table: 'mention',
    from: 'mention t LEFT JOIN LATERAL (SELECT * FROM mention_judgement mj WHERE mj.account_id = t.account_id AND mj.mention_id = t.id AND mj.mention_observed_at = t.observed_at LIMIT 1) j ON true',
    columns: mentionColumns,
  },
};

/** The conditions of a query's filters on the rows `t` of its table. */
function observationFilters(params: SqlParams, kind: keyof typeof observationTables, q: ObservationFilter): string[] {
  const range = dateRange(q.from, q.to);
  return [
    ...(q.engine ? [`t.engine = ${params.add(q.engine)}::"Engine"`] : []),
    ...(range?.gte ? [`t.observed_at >= ${params.add(range.gte.toISOString())}::timestamptz`] : []),
    ...(range?.lte ? [`t.observed_at <= ${params.add(range.lte.toISOString())}::timestamptz`] : []),
    ...(kind === 'mentions' && q.kind ? [`t.kind = ${params.add(q.kind)}::"MentionKind"`] : []),
    ...(kind === 'mentions' && q.role ? [`t.role = ${params.add(q.role)}::"MentionRole"`] : []),
  ];
}

/** How many rows the query's filters select in all (the progress of an export), project and scope checked as the list does. */
export async function countObservations(
  pool: SqlPool,
  p: Principal,
  kind: keyof typeof observationTables,
  q: ObservationQuery,
): Promise<number> {
  const params = new SqlParams();
  const owner = projectOwnerSql(params, p, q.slug);
  const where = [`t.account_id = ${params.add(p.accountId)}`, `t.project_id = o.owner_id`, ...observationFilters(params, kind, q)].join(
    ' AND ',
  );
  const [row] = await runSql<{ n: number }>(
    pool,
    `SELECT (SELECT count(*)::int FROM ${observationTables[kind].table} t WHERE ${where}) AS n FROM (${owner}) o`,
    params.values,
  );
  if (!row) throw new AppError('not_found');
  return row.n;
}

/** What the page of one project and the first pages of several share: rows, order, filters, cursor binding. */
function observationQuery<R extends { id: string; observedAt: string }>(
  p: Principal,
  kind: keyof typeof observationTables,
  q: ObservationFilter,
) {
  return {
    limit: q.limit ?? DEFAULT_PAGE_LIMIT,
    from: observationTables[kind].from,
    parent: 't.project_id',
    columns: observationTables[kind].columns,
    where: (params: SqlParams) => observationFilters(params, kind, q),
    sort: newestFirst<R>('t.observed_at', (row) => row.observedAt),
    check: p.check,
    // Filters REST does not have extend the binding only when used, so REST cursors stay valid.
    binding: (slug: string) =>
      `${kind}|${p.accountId}|${slug}|${q.engine ?? ''}|${q.from ?? ''}|${q.to ?? ''}${q.kind || q.role ? `|${q.kind ?? ''}|${q.role ?? ''}` : ''}`,
  };
}

/**
 * Citations or mentions of a project, newest observedAt first, id breaking ties, optionally of
 * one engine and within [from, to]: one statement with the project and scope check folded in.
 */
type Citation = z.infer<typeof citationSchema>;
type Mention = z.infer<typeof mentionSchema>;

/** Items exactly as the API documents them (REST writes them as they are, GraphQL resolves from them). */
export function listCitations(pool: SqlPool, cursors: CursorCodec, p: Principal, q: ObservationQuery) {
  return projectListPage(pool, cursors, p, q, observationQuery<Citation>(p, 'citations', q));
}

export function listMentions(pool: SqlPool, cursors: CursorCodec, p: Principal, q: ObservationQuery) {
  return projectListPage(pool, cursors, p, q, observationQuery<Mention>(p, 'mentions', q));
}

/** The first page of citations of each project among `slugs`, by slug (GraphQL's page of projects). */
export function firstCitationPages(pool: SqlPool, cursors: CursorCodec, p: Principal, slugs: readonly string[], q: ObservationFilter) {
  return firstProjectListPages(pool, cursors, p, slugs, observationQuery<Citation>(p, 'citations', q));
}

export function firstMentionPages(pool: SqlPool, cursors: CursorCodec, p: Principal, slugs: readonly string[], q: ObservationFilter) {
  return firstProjectListPages(pool, cursors, p, slugs, observationQuery<Mention>(p, 'mentions', q));
}
