// Visibility of the client's brand in AI answers per bucket (day, week, month, engine or tracked
// prompt): mention rate, share of voice, average position, sentiment and citation rate, with the
// counts behind each. One SQL statement over answer_rollup for any number of projects;
// definitions in docs/graphql.md ("Definitions").
import type { Db } from '../../db/client.ts';
import { type Engine, Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { groupRows, oneOf } from '../kernel/of-several.ts';
import { type AnalyticsWindow, percent, readWindows, type WindowFilter } from './answer-window.ts';
import { bucketIntervals } from './intervals.ts';

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
  project_id: string;
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
  client_squares: number;
  client_brand_products: number;
  brand_squares: number;
}

/** Which answers a visibility read covers: SQL conditions on answer_rollup rows and on engine_answer rows. */
export interface AnswerScope {
  where: Prisma.Sql;
  answerWhere: Prisma.Sql;
}

/** The buckets of each project among `slugs` the principal may see, by slug: two statements (the projects, the buckets). */
export function visibilities(db: Db, p: Principal, slugs: readonly string[], input: WindowFilter & { groupBy: VisibilityGrouping }) {
  return readWindows(db, p, slugs, input, (scope) => bucketsByProject(db, scope, input.groupBy));
}

export async function visibility(db: Db, p: Principal, input: AnalyticsWindow & { groupBy: VisibilityGrouping }) {
  return oneOf(await visibilities(db, p, [input.slug], input), input.slug);
}

/** The buckets of the answers `scope` selects, of one project (no access check: callers have made it). */
export async function visibilityOf(db: Pick<Db, '$queryRaw'>, scope: AnswerScope, groupBy: VisibilityGrouping) {
  return [...(await bucketsByProject(db, scope, groupBy)).values()].flat();
}

/** The buckets of the answers `scope` selects, by project id. */
async function bucketsByProject(db: Pick<Db, '$queryRaw'>, { where, answerWhere }: AnswerScope, groupBy: VisibilityGrouping) {
  // answer_rollup holds the mention and citation counts per observed instant and answer (kept by
  // triggers: migration 20261123070000_analytics_indexes), so the window reads a few rows per
  // answer instead of every mention and citation. An answer is its engine answer when extraction
  // linked one, else (audit run, engine, tracked prompt): see answer-window.ts. The client's rank
  // is the smallest position of its mentions (extraction ranks brands by first occurrence).
  const rows = await db.$queryRaw<Row[]>`
    WITH grouped AS (
      -- Plain columns in the GROUP BY (hashed in one pass); the key is built on the few groups.
      SELECT project_id, engine_answer_id, audit_run_id, engine, tracked_prompt_id, min(observed_at) AS at,
        sum(client_mentions) AS client_mentions, sum(competitor_mentions) AS competitor_mentions,
        sum(sentiment_mentions) AS sentiment_mentions, sum(positive_mentions) AS positive_mentions,
        sum(negative_mentions) AS negative_mentions,
        min(client_position) FILTER (WHERE client_mentions > 0 AND client_position > 0) AS rnk,
        bool_or(client_citations > 0) AS client_cited
      FROM answer_rollup WHERE ${where}
      GROUP BY 1, 2, 3, 4, 5
    ),
    per_key AS (
      SELECT project_id, COALESCE(NULLIF(engine_answer_id, ''), 'legacy:' || audit_run_id || ':' || engine::text || ':' || tracked_prompt_id) AS answer_key,
        engine_answer_id = '' AS legacy, engine, NULLIF(tracked_prompt_id, '') AS prompt_id, at,
        client_mentions, competitor_mentions, sentiment_mentions, positive_mentions, negative_mentions, rnk, client_cited
      FROM grouped
    ),
    answers AS (
      SELECT project_id, id AS answer_key, engine, tracked_prompt_id AS prompt_id, asked_at AS at
      -- Truncated answers are not scored (docs/methodology.md): they count in no denominator.
      FROM engine_answer WHERE ${answerWhere} AND status = 'ANSWERED' AND NOT truncated
      UNION ALL
      SELECT project_id, answer_key, engine, prompt_id, at FROM per_key WHERE legacy
    ),
    per_answer AS (
      SELECT a.project_id, a.engine, a.prompt_id, a.at,
        COALESCE(k.client_mentions, 0) AS client_mentions,
        COALESCE(k.competitor_mentions, 0) AS competitor_mentions,
        COALESCE(k.sentiment_mentions, 0) AS sentiment_mentions,
        COALESCE(k.positive_mentions, 0) AS positive_mentions,
        COALESCE(k.negative_mentions, 0) AS negative_mentions,
        k.rnk,
        COALESCE(k.client_cited, false) AS client_cited
      FROM answers a LEFT JOIN per_key k USING (project_id, answer_key)
    )
    SELECT project_id, ${bucketSql[groupBy]} AS bucket,
      count(*)::int AS answers,
      (count(*) FILTER (WHERE client_mentions > 0))::int AS answers_mentioning_client,
      sum(client_mentions)::int AS client_mentions,
      sum(competitor_mentions)::int AS competitor_mentions,
      sum(sentiment_mentions)::int AS sentiment_mentions,
      sum(positive_mentions)::int AS positive_mentions,
      sum(negative_mentions)::int AS negative_mentions,
      count(rnk)::int AS ranked_answers,
      avg(rnk)::float8 AS avg_position,
      (count(*) FILTER (WHERE client_cited))::int AS answers_citing_client,
      -- Per-answer sums of squares and products: the variance of share of voice (intervals.ts).
      sum(client_mentions * client_mentions)::float8 AS client_squares,
      sum(client_mentions * (client_mentions + competitor_mentions))::float8 AS client_brand_products,
      sum((client_mentions + competitor_mentions) * (client_mentions + competitor_mentions))::float8 AS brand_squares
    FROM per_answer GROUP BY 1, 2 ORDER BY 1, 2 NULLS LAST`;
  return groupRows(
    rows,
    (r) => r.project_id,
    (r) => ({
      key: r.bucket,
      start: isTimeGrouping(groupBy) && r.bucket ? new Date(r.bucket).toISOString() : null,
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
      ...bucketIntervals({
        answers: r.answers,
        answersMentioningClient: r.answers_mentioning_client,
        answersCitingClient: r.answers_citing_client,
        clientMentions: r.client_mentions,
        brandMentions: r.client_mentions + r.competitor_mentions,
        clientSquares: r.client_squares,
        clientBrandProducts: r.client_brand_products,
        brandSquares: r.brand_squares,
      }),
      /** What share of voice's variance needs (intervals.ts); not an API field. */
      voiceSums: { clientSquares: r.client_squares, clientBrandProducts: r.client_brand_products, brandSquares: r.brand_squares },
    }),
  );
}

/** The client's visibility per engine over a window (one bucket per engine that answered). */
export async function visibilityByEngine(db: Db, p: Principal, input: AnalyticsWindow) {
  const buckets = await visibility(db, p, { ...input, groupBy: 'ENGINE' });
  return buckets.map(({ key, start: _start, voiceSums: _sums, ...rates }) => ({ engine: key as Engine, ...rates }));
}

function isTimeGrouping(g: VisibilityGrouping): boolean {
  return g === 'DAY' || g === 'WEEK' || g === 'MONTH';
}

export type VisibilityBucket = Awaited<ReturnType<typeof visibilityOf>>[number];
