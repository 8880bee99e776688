/**
 * What the role judge did in each run, for the runs the principal may see (GraphQL's
 * `AuditRun.roleJudge`): answers judged, served from the cache, fallen back (with the count per
 * reason) or still in flight, the mentions judged and how many of them disagree with the lexicon,
 * and what it cost. A run the judge never ran on has no summary (null).
 */
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibleRuns } from '../observations/run-engine-results.ts';

const count = z.number().int().min(0);

/** Mentions whose verdict fell back to the lexicon's for one reason. */
const roleJudgeFallbackSchema = z
  .object({
    code: z
      .string()
      .describe(
        'judge_malformed, judge_refused, judge_timeout, judge_incomplete, judge_budget, judge_missing_brand, judge_evidence_not_in_answer, judge_interrupted, judge_<error kind>',
      ),
    mentions: count,
  })
  .describe("Mentions whose judge verdict fell back to the lexicon's, for one reason.");

export const roleJudgeSummarySchema = z
  .object({
    model: z.string().describe('The model that judged'),
    answersJudged: count.describe('Answers the model was asked about and answered with a usable verdict list'),
    answersCached: count.describe(
      'Answers whose verdicts came from the cache (the same content judged before by the same model): nothing asked, nothing spent',
    ),
    answersFallenBack: count.describe(
      'Answers whose call gave no usable verdict (malformed, refused, timed out, over budget): the lexicon stands',
    ),
    answersPending: count.describe('Calls still in flight'),
    mentionsJudged: count,
    mentionsFallenBack: count,
    disagreements: count.describe("Judged mentions whose role or sentiment differs from the lexicon's"),
    fallbacks: z.array(roleJudgeFallbackSchema).describe('Mentions whose verdict fell back to the lexicon, by reason'),
    costMicros: count.describe("What the judge's calls cost, in millionths of a dollar (in the project's engine budget)"),
  })
  .describe(
    'The optional language-model judge of roles and sentiment in one run (docs/methodology.md, "The role judge"): its verdicts are stored beside the lexicon\'s, never over them.',
  );

export type RoleJudgeSummary = z.output<typeof roleJudgeSummarySchema>;

type CallRow = { run: string; model: string; judged: number; cached: number; fallen: number; pending: number; cost: bigint };
type MentionRow = { run: string; code: string | null; judged: number; fallen: number; disagreements: number };

export async function roleJudgeSummariesOfRuns(
  db: Db,
  p: Principal,
  runIds: readonly string[],
): Promise<Map<string, RoleJudgeSummary | null>> {
  const visible = (await db.auditRun.findMany({ where: visibleRuns(p, runIds), select: { id: true } })).map((r) => r.id);
  const out = new Map<string, RoleJudgeSummary | null>(visible.map((id) => [id, null]));
  if (visible.length === 0) return out;
  const calls = await db.$queryRaw<CallRow[]>`
    SELECT audit_run_id AS run, max(model) AS model,
      count(*) FILTER (WHERE status = 'JUDGED')::int AS judged, count(*) FILTER (WHERE status = 'CACHED')::int AS cached,
      count(*) FILTER (WHERE status = 'FALLBACK')::int AS fallen, count(*) FILTER (WHERE status = 'RESERVED')::int AS pending,
      COALESCE(sum(cost_micros), 0)::bigint AS cost
    FROM role_judge_call WHERE account_id = ${p.accountId} AND audit_run_id = ANY(${visible}) GROUP BY audit_run_id`;
  const mentions = await db.$queryRaw<MentionRow[]>`
    SELECT c.audit_run_id AS run, j.failure_code AS code,
      count(*) FILTER (WHERE j.status = 'JUDGED')::int AS judged, count(*) FILTER (WHERE j.status = 'FALLBACK')::int AS fallen,
      count(*) FILTER (WHERE j.status = 'JUDGED' AND (j.role <> m.role OR j.sentiment IS DISTINCT FROM m.sentiment))::int AS disagreements
    FROM mention_judgement j JOIN role_judge_call c ON c.id = j.call_id AND c.account_id = j.account_id
      JOIN mention m ON m.id = j.mention_id AND m.observed_at = j.mention_observed_at AND m.account_id = j.account_id
    WHERE j.account_id = ${p.accountId} AND c.audit_run_id = ANY(${visible}) GROUP BY c.audit_run_id, j.failure_code ORDER BY c.audit_run_id, j.failure_code`;
  for (const c of calls) {
    const rows = mentions.filter((m) => m.run === c.run);
    out.set(c.run, {
      model: c.model,
      answersJudged: c.judged,
      answersCached: c.cached,
      answersFallenBack: c.fallen,
      answersPending: c.pending,
      mentionsJudged: rows.reduce((n, r) => n + r.judged, 0),
      mentionsFallenBack: rows.reduce((n, r) => n + r.fallen, 0),
      disagreements: rows.reduce((n, r) => n + r.disagreements, 0),
      fallbacks: rows.filter((r) => r.code !== null && r.fallen > 0).map((r) => ({ code: r.code ?? '', mentions: r.fallen })),
      costMicros: Number(c.cost),
    });
  }
  return out;
}
