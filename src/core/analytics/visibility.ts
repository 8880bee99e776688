// Visibility of the client's brand in AI answers per bucket (day, week, month, engine or tracked
// prompt): mention rate, share of voice, average position, sentiment and citation rate, with the
// counts behind each. One SQL statement; definitions in docs/graphql.md ("Definitions").
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../api-keys.ts';
import { type AnalyticsWindow, answerKeySql, percent, resolveWindow } from './answer-window.ts';

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
  const rows = await db.$queryRaw<Row[]>`
    WITH m AS (
      SELECT ${answerKeySql} AS answer_key, engine, tracked_prompt_id, observed_at, kind, sentiment, id, engine_answer_id,
             CASE WHEN kind = 'CLIENT' THEN NULL ELSE normalized_name END AS brand
      FROM mention WHERE ${where}
    ),
    c AS (
      SELECT ${answerKeySql} AS answer_key, engine, tracked_prompt_id, observed_at, is_client_domain, engine_answer_id
      FROM citation WHERE ${where}
    ),
    answers AS (
      SELECT id AS answer_key, engine, tracked_prompt_id AS prompt_id, asked_at AS at
      FROM engine_answer WHERE ${answerWhere} AND status = 'ANSWERED'
      UNION ALL
      SELECT answer_key, min(engine::text)::"Engine", min(prompt_id), min(at) FROM (
        SELECT answer_key, engine, tracked_prompt_id AS prompt_id, observed_at AS at FROM m WHERE engine_answer_id IS NULL
        UNION ALL
        SELECT answer_key, engine, tracked_prompt_id, observed_at FROM c WHERE engine_answer_id IS NULL
      ) legacy GROUP BY answer_key
    ),
    mention_stats AS (
      SELECT answer_key,
        count(*) FILTER (WHERE kind = 'CLIENT') AS client_mentions,
        count(*) FILTER (WHERE kind = 'COMPETITOR') AS competitor_mentions,
        count(*) FILTER (WHERE kind = 'CLIENT' AND sentiment IS NOT NULL) AS sentiment_mentions,
        count(*) FILTER (WHERE kind = 'CLIENT' AND sentiment = 'POSITIVE') AS positive_mentions,
        count(*) FILTER (WHERE kind = 'CLIENT' AND sentiment = 'NEGATIVE') AS negative_mentions
      FROM m GROUP BY answer_key
    ),
    client_rank AS (
      SELECT answer_key, rnk FROM (
        SELECT answer_key, brand, row_number() OVER (PARTITION BY answer_key ORDER BY first_id) AS rnk
        FROM (SELECT answer_key, brand, min(id) AS first_id FROM m WHERE kind <> 'CATEGORY' GROUP BY answer_key, brand) b
      ) r WHERE brand IS NULL
    ),
    cite_stats AS (
      SELECT answer_key, bool_or(is_client_domain) AS client_cited FROM c GROUP BY answer_key
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
