// The engine answers behind a figure of the visibility aggregates (a cell of the prompt x engine
// matrix): the answers those aggregates count (answered, not cut off, asked within the window),
// of one tracked prompt and one engine or all, newest first, each with what it says of the client
// (named, at which rank, its site cited) and which competitors it names. Keyset pages, one
// statement each, the project and scope check folded in.
import type { SqlPool } from '../../db/client.ts';
import type { Engine } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { type CursorCodec, DEFAULT_PAGE_LIMIT, isoUtc, newestFirst, type SqlParams } from '../kernel/pagination.ts';
import { dateRange } from '../kernel/time-range.ts';
import { projectListPage } from '../projects/project-owners.ts';

export interface AnswerListQuery {
  slug: string;
  promptId?: string;
  engine?: Engine;
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
}

export interface AnswerListItem {
  id: string;
  engine: Engine;
  askedAt: string;
  sample: number;
  trackedPromptId: string | null;
  promptText: string;
  mentionsClient: boolean;
  /** The client's rank among the brands the answer names (1 = first); null when it is not named. */
  clientPosition: number | null;
  citesClient: boolean;
  /** Competitors the answer names, by name. */
  competitors: string[];
}

const columns = `t.id, t.engine, ${isoUtc('t.asked_at')} AS "askedAt", t.sample, t.tracked_prompt_id AS "trackedPromptId",
  t.prompt_text AS "promptText",
  EXISTS (SELECT 1 FROM mention m WHERE m.account_id = t.account_id AND m.engine_answer_id = t.id AND m.kind = 'CLIENT') AS "mentionsClient",
  (SELECT min(m.position) FROM mention m WHERE m.account_id = t.account_id AND m.engine_answer_id = t.id AND m.kind = 'CLIENT' AND m.position > 0) AS "clientPosition",
  EXISTS (SELECT 1 FROM citation c WHERE c.account_id = t.account_id AND c.engine_answer_id = t.id AND c.is_client_domain) AS "citesClient",
  COALESCE((SELECT array_agg(DISTINCT m.name ORDER BY m.name) FROM mention m WHERE m.account_id = t.account_id AND m.engine_answer_id = t.id AND m.kind = 'COMPETITOR'), '{}') AS "competitors"`;

/** A page of the answers the visibility aggregates count, of one project (404 outside the principal's scope). */
export function listCountedAnswers(pool: SqlPool, cursors: CursorCodec, p: Principal, q: AnswerListQuery) {
  const range = dateRange(q.from, q.to);
  return projectListPage<AnswerListItem>(pool, cursors, p, q, {
    limit: q.limit ?? DEFAULT_PAGE_LIMIT,
    from: 'engine_answer t',
    parent: 't.project_id',
    columns,
    // Truncated answers are not scored (docs/methodology.md), so they are not behind any figure.
    where: (params: SqlParams) => [
      `t.status = 'ANSWERED'`,
      'NOT t.truncated',
      ...(q.promptId ? [`t.tracked_prompt_id = ${params.add(q.promptId)}`] : []),
      ...(q.engine ? [`t.engine = ${params.add(q.engine)}::"Engine"`] : []),
      ...(range?.gte ? [`t.asked_at >= ${params.add(range.gte.toISOString())}::timestamptz`] : []),
      ...(range?.lte ? [`t.asked_at <= ${params.add(range.lte.toISOString())}::timestamptz`] : []),
    ],
    sort: newestFirst<AnswerListItem>('t.asked_at', (row) => row.askedAt),
    check: p.check,
    binding: (slug) => `counted-answers|${p.accountId}|${slug}|${q.promptId ?? ''}|${q.engine ?? ''}|${q.from ?? ''}|${q.to ?? ''}`,
  });
}
