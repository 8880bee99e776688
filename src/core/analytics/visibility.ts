// Visibility of the client's brand in AI answers per bucket (day, week, month, engine or tracked
// prompt): mention rate, share of voice, average position, sentiment and citation rate, with the
// counts behind each. One SQL statement; definitions in docs/graphql.md ("Definitions").
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../api-keys.ts';
import { type AnalyticsWindow, percent, resolveWindow } from './answer-window.ts';

export const visibilityGroupings = ['DAY', 'WEEK', 'MONTH', 'ENGINE', 'PROMPT'] as const;
export type VisibilityGrouping = (typeof visibilityGroupings)[number];

const bucketSql: Record<VisibilityGrouping, Prisma.Sql> = {
  DAY: Prisma.sql`(date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::text`,
  WEEK: Prisma.sql`(date_trunc('week', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::text`,
  MONTH: Prisma.sql`(date_trunc('month', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::text`,
  ENGINE: Prisma.sql`engine::text`,
  PROMPT: Prisma.sql`prompt_id`,
};

interface Row {
  bucket: string | null;
  answers: number;
  answers_mentioning_client: number;
  client_mentions: number;
  competitor_mentions: number;
  sentiment_mentions: number;
  positive_mentions: number;
  negative_mentions: number;
  ranked_answers: number;
  avg_position: number | null;
  answers_citing_client: number;
}

export async function visibility(db: Db, p: Principal, input: AnalyticsWindow & { groupBy: VisibilityGrouping }) {
  const { where, answerWhere } = await resolveWindow(db, p, input);
  // One aggregate pass over each big table, down to (answer, brand) groups; everything after
  // that works on a few rows per answer. An answer is (engine_answer_id) when extraction linked
  // one, else (audit run or the row itself, engine, tracked prompt): see answer-window.ts.
  const rows = await db.$queryRaw<Row[]>`
    WITH mb AS (
      -- Plain columns only in this GROUP BY: the planner then estimates few groups and hashes.
      SELECT engine_answer_id AS ea, audit_run_id AS run, engine, tracked_prompt_id AS prompt_id, kind, normalized_name,
        min(id) AS first_id, min(observed_at) AS at, count(*) AS mentions,
        count(*) FILTER (WHERE sentiment IS NOT NULL) AS sentiment_mentions,
        count(*) FILTER (WHERE sentiment = 'POSITIVE') AS positive_mentions,
        count(*) FILTER (WHERE sentiment = 'NEGATIVE') AS negative_mentions
      FROM mention WHERE ${where}
      GROUP BY 1, 2, 3, 4, 5, 6
    ),
    cb AS (
      SELECT engine_answer_id AS ea, audit_run_id AS run, engine, tracked_prompt_id AS prompt_id,
        min(observed_at) AS at, bool_or(is_client_domain) AS client_cited
      FROM citation WHERE ${where}
      GROUP BY 1, 2, 3, 4
    ),
    -- Answer keys: the engine answer, or the legacy (run, engine, prompt).
    mk AS (
      SELECT COALESCE(ea, 'legacy:' || COALESCE(run, '') || ':' || engine::text || ':' || COALESCE(prompt_id, '')) AS answer_key,
        ea, engine, prompt_id, at, first_id, kind,
        CASE WHEN kind = 'CLIENT' THEN NULL ELSE normalized_name END AS brand,
        CASE WHEN kind = 'CLIENT' THEN mentions ELSE 0 END AS client_mentions,
        CASE WHEN kind = 'COMPETITOR' THEN mentions ELSE 0 END AS competitor_mentions,
        CASE WHEN kind = 'CLIENT' THEN sentiment_mentions ELSE 0 END AS sentiment_mentions,
        CASE WHEN kind = 'CLIENT' THEN positive_mentions ELSE 0 END AS positive_mentions,
        CASE WHEN kind = 'CLIENT' THEN negative_mentions ELSE 0 END AS negative_mentions
      FROM mb
    ),
    ck AS (
      SELECT COALESCE(ea, 'legacy:' || COALESCE(run, '') || ':' || engine::text || ':' || COALESCE(prompt_id, '')) AS answer_key, *
      FROM cb
    ),
    answers AS (
      SELECT id AS answer_key, engine, tracked_prompt_id AS prompt_id, asked_at AS at
      FROM engine_answer WHERE ${answerWhere} AND status = 'ANSWERED'
      UNION ALL
      SELECT answer_key, min(engine::text)::"Engine", min(prompt_id), min(at) FROM (
        SELECT answer_key, engine, prompt_id, at FROM mk WHERE ea IS NULL
        UNION ALL
        SELECT answer_key, engine, prompt_id, at FROM ck WHERE ea IS NULL
      ) legacy GROUP BY answer_key
    ),
    mention_stats AS (
      SELECT answer_key,
        sum(client_mentions) AS client_mentions, sum(competitor_mentions) AS competitor_mentions,
        sum(sentiment_mentions) AS sentiment_mentions, sum(positive_mentions) AS positive_mentions,
        sum(negative_mentions) AS negative_mentions
      FROM mk GROUP BY answer_key
    ),
    client_rank AS (
      SELECT answer_key, rnk FROM (
        SELECT answer_key, brand, row_number() OVER (PARTITION BY answer_key ORDER BY min(first_id)) AS rnk
        FROM mk WHERE kind <> 'CATEGORY' GROUP BY answer_key, brand
      ) r WHERE brand IS NULL
    ),
    cite_stats AS (
      SELECT answer_key, bool_or(client_cited) AS client_cited FROM ck GROUP BY answer_key
    ),
    per_answer AS (
      SELECT a.engine, a.prompt_id, a.at,
        COALESCE(ms.client_mentions, 0) AS client_mentions,
        COALESCE(ms.competitor_mentions, 0) AS competitor_mentions,
        COALESCE(ms.sentiment_mentions, 0) AS sentiment_mentions,
        COALESCE(ms.positive_mentions, 0) AS positive_mentions,
        COALESCE(ms.negative_mentions, 0) AS negative_mentions,
        cr.rnk,
        COALESCE(cs.client_cited, false) AS client_cited
      FROM answers a
      LEFT JOIN mention_stats ms USING (answer_key)
      LEFT JOIN client_rank cr USING (answer_key)
      LEFT JOIN cite_stats cs USING (answer_key)
    )
    SELECT ${bucketSql[input.groupBy]} AS bucket,
      count(*)::int AS answers,
      (count(*) FILTER (WHERE client_mentions > 0))::int AS answers_mentioning_client,
      sum(client_mentions)::int AS client_mentions,
      sum(competitor_mentions)::int AS competitor_mentions,
      sum(sentiment_mentions)::int AS sentiment_mentions,
      sum(positive_mentions)::int AS positive_mentions,
      sum(negative_mentions)::int AS negative_mentions,
      count(rnk)::int AS ranked_answers,
      avg(rnk)::float8 AS avg_position,
      (count(*) FILTER (WHERE client_cited))::int AS answers_citing_client
    FROM per_answer GROUP BY 1 ORDER BY 1 NULLS LAST`;
  return rows.map((r) => ({
    key: r.bucket,
    start: isTimeGrouping(input.groupBy) && r.bucket ? new Date(r.bucket).toISOString() : null,
    answers: r.answers,
    answersMentioningClient: r.answers_mentioning_client,
    mentionRate: percent(r.answers_mentioning_client, r.answers),
    clientMentions: r.client_mentions,
    competitorMentions: r.competitor_mentions,
    shareOfVoice: percent(r.client_mentions, r.client_mentions + r.competitor_mentions),
    rankedAnswers: r.ranked_answers,
    avgPosition: r.avg_position === null ? null : Math.round(r.avg_position * 100) / 100,
    sentimentMentions: r.sentiment_mentions,
    positiveMentions: r.positive_mentions,
    negativeMentions: r.negative_mentions,
    sentimentScore: percent(r.positive_mentions - r.negative_mentions, r.sentiment_mentions),
    answersCitingClient: r.answers_citing_client,
    citationRate: percent(r.answers_citing_client, r.answers),
  }));
}

function isTimeGrouping(g: VisibilityGrouping): boolean {
  return g === 'DAY' || g === 'WEEK' || g === 'MONTH';
}

export type VisibilityBucket = Awaited<ReturnType<typeof visibility>>[number];
