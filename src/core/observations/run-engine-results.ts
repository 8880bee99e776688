// What the AI engines did in audit runs: each engine's probe (status, failure), the raw answers
// and the pages each answer's engine retrieved without citing, read only through runs the
// principal may see. Each read takes many runs (or answers) at once, so a field of every item of
// a GraphQL page costs one statement for the page, not one per item.
import type { Db, SqlPool } from '../../db/client.ts';
import type { Engine } from '../../generated/prisma/client.ts';
import type { z } from 'zod';
import type { Principal } from '../access/api-keys.ts';
import { visibleProjects, visibleProjectsSql } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';
import type { engineAnswerSchema, engineProbeSchema, retrievedSourceSchema } from './contract.ts';
import { type CursorCodec, DEFAULT_PAGE_LIMIT, type KeysetSort, keysetPage, keysetPages, type SqlParams } from '../kernel/pagination.ts';

/** The runs among `runIds` the principal may see (a Prisma filter on audit_run). */
export function visibleRuns(p: Principal, runIds: readonly string[]) {
  return { id: { in: [...runIds] }, project: visibleProjects(p) };
}

/** Engine probes of each run the principal may see, by run id, engine order: one statement. */
export async function engineProbesOfRuns(db: Db, p: Principal, runIds: readonly string[]): Promise<Map<string, EngineProbeView[]>> {
  const runs = await db.auditRun.findMany({
    where: visibleRuns(p, runIds),
    select: { id: true, engineProbes: { orderBy: [{ engine: 'asc' }] } },
  });
  return new Map(runs.map((r) => [r.id, r.engineProbes]));
}

/** An engine answer as the API shows it (the provider's raw body and costs stay internal). */
export type EngineAnswerView = z.output<typeof engineAnswerSchema>;
type EngineProbeView = z.output<typeof engineProbeSchema>;
type RetrievedSourceView = z.output<typeof retrievedSourceSchema>;

const answerColumns = `t.id, t.engine, t.model, t.served_model AS "servedModel", t.truncated, t.finish_reason AS "finishReason",
  t.requests AS "billableRequests", t.lost_requests AS "lostRequests", t.status, t.tracked_prompt_id AS "trackedPromptId", t.sample,
  t.prompt_text AS "promptText", t.text, t.sources, t.error_code AS "errorCode", t.asked_at AS "askedAt",
  t.answered_at AS "answeredAt"`;

/** Answers in id order (ids are time-ordered); the cursor holds the last id. */
const byId: KeysetSort<EngineAnswerView> = {
  column: 't.id',
  type: 'text',
  order: 'asc',
  keys: (row) => [row.id],
  valid: (v) => typeof v === 'string',
};

interface AnswerFilter {
  engine?: Engine;
  limit?: number;
}

/** What the answers of a run and the answers of many runs share: their rows, order and cursor binding. */
function answersQuery(f: AnswerFilter) {
  return {
    limit: f.limit ?? DEFAULT_PAGE_LIMIT,
    from: 'engine_answer t',
    parent: 't.audit_run_id',
    columns: answerColumns,
    where: (params: SqlParams) => (f.engine ? [`t.engine = ${params.add(f.engine)}::"Engine"`] : []),
    sort: byId,
    binding: (runId: string) => `engine-answers|${runId}|${f.engine ?? ''}`,
  };
}

/** SQL selecting, as list owners, the runs among `runIds` the principal may see. */
function visibleRunsSql(params: SqlParams, p: Principal, runIds: readonly string[]): string {
  return `SELECT ar.id AS owner_id FROM audit_run ar JOIN project pr ON pr.id = ar.project_id AND pr.account_id = ar.account_id
    WHERE ar.id = ANY(${params.add([...runIds])}::text[]) AND ${visibleProjectsSql(params, p, 'pr')}`;
}

/** A page of the answers of one run, one engine or all, after the cursor: one statement (not_found outside the scope). */
export async function listEngineAnswers(
  pool: SqlPool,
  cursors: CursorCodec,
  p: Principal,
  input: AnswerFilter & { auditRunId: string; cursor?: string },
) {
  const { binding, ...q } = answersQuery(input);
  const page = await keysetPage<{ owner_id: string }, EngineAnswerView>(pool, cursors, {
    ...q,
    binding: binding(input.auditRunId),
    cursor: input.cursor,
    owner: (params) => visibleRunsSql(params, p, [input.auditRunId]),
    account: p.accountId,
  });
  if (!page) throw new AppError('not_found');
  return { data: page.data, nextCursor: page.nextCursor, cursorAfter: page.cursorAfter };
}

/**
 * The first page of answers of each run the principal may see among `runIds`, by run id: one
 * statement. Their cursors resume with `listEngineAnswers`.
 */
export async function firstEngineAnswerPages(
  pool: SqlPool,
  cursors: CursorCodec,
  p: Principal,
  runIds: readonly string[],
  f: AnswerFilter,
) {
  const { binding, ...q } = answersQuery(f);
  const pages = await keysetPages<{ owner_id: string }, EngineAnswerView>(pool, cursors, {
    ...q,
    owner: (params) => visibleRunsSql(params, p, runIds),
    account: p.accountId,
    binding: (owner) => binding(owner.owner_id),
    key: (owner) => owner.owner_id,
  });
  return new Map(
    [...pages].map(([runId, page]) => [runId, { data: page.data, nextCursor: page.nextCursor, cursorAfter: page.cursorAfter }]),
  );
}

/**
 * The pages retrieved and not cited of each answer among `answerIds` that the principal may see,
 * by answer id, in id order: one statement.
 */
export async function retrievedSourcesOfAnswers(
  db: Db,
  p: Principal,
  answerIds: readonly string[],
): Promise<Map<string, RetrievedSourceView[]>> {
  const rows = await db.retrievedSource.findMany({
    where: { engineAnswerId: { in: [...answerIds] }, project: visibleProjects(p) },
    orderBy: { id: 'asc' },
  });
  const byAnswer = new Map<string, RetrievedSourceView[]>(answerIds.map((id) => [id, []]));
  for (const row of rows) byAnswer.get(row.engineAnswerId)?.push(row);
  return byAnswer;
}
