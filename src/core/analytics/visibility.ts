// Visibility of the client's brand in AI answers per bucket (day, week, month, engine or tracked
// prompt, or several of them at once: prompt x engine), mention rate, share of voice, average
// position, sentiment and citation rate, with the counts behind each. One SQL statement over
// answer_rollup for any number of projects; definitions in docs/graphql.md ("Definitions").
import type { Db } from '../../db/client.ts';
import { type Engine, Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { visibilityGroupingValues } from '../contract/aggregates.ts';
import { AppError } from '../kernel/errors.ts';
import { groupRows, oneOf } from '../kernel/of-several.ts';
import { type AnalyticsWindow, type AnswerScope, answerSetSql, percent, readWindows, type WindowFilter } from './answer-window.ts';
import { bucketIntervals } from './intervals.ts';
import { positionInterval, type PeriodCounts } from './period-comparison.ts';

export type { AnswerScope } from './answer-window.ts';

export const visibilityGroupings = visibilityGroupingValues;
export type VisibilityGrouping = (typeof visibilityGroupings)[number];
const timeGroupings: readonly VisibilityGrouping[] = ['DAY', 'WEEK', 'MONTH'];

/** A bucket's key of each grouping, over the per-answer rows (`at`, `engine`, `prompt_id`). */
const bucketSql: Record<VisibilityGrouping, Prisma.Sql> = {
  DAY: Prisma.sql`(date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::text`,
  WEEK: Prisma.sql`(date_trunc('week', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::text`,
  MONTH: Prisma.sql`(date_trunc('month', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::text`,
  ENGINE: Prisma.sql`engine::text`,
  PROMPT: Prisma.sql`prompt_id`,
};

/**
 * The groupings of one read, in order: one to three distinct ones, at most one of them a time
 * grouping (a bucket has one date). Anything else: 400 invalid_group_by.
 */
export function checkedGroupings(groupBy: readonly VisibilityGrouping[]): VisibilityGrouping[] {
  const distinct = new Set(groupBy);
  if (groupBy.length === 0 || distinct.size !== groupBy.length || groupBy.filter((g) => timeGroupings.includes(g)).length > 1)
    throw new AppError('invalid_group_by');
  return [...groupBy];
}

interface Row {
  project_id: string;
  keys: (string | null)[];
  prompt_text: string | null;
  answers: number;
  answers_mentioning_client: number;
  client_mentions: number;
  competitor_mentions: number;
  sentiment_mentions: number;
  positive_mentions: number;
  negative_mentions: number;
  ranked_answers: number;
  rank_sum: number;
  rank_squares: number;
  answers_citing_client: number;
  client_squares: number;
  client_brand_products: number;
  brand_squares: number;
}

/** What one bucket's answers add up to: its keys (one per grouping, in order) and every count. */
export interface CountedBucket {
  keys: (string | null)[];
  /** The tracked prompt's text, when a key is the prompt (else null). */
  promptText: string | null;
  counts: PeriodCounts & { competitorMentions: number; sentimentMentions: number; positiveMentions: number; negativeMentions: number };
}

/**
 * The counts of the answers `scope` selects, by project id, one bucket per distinct value of the
 * `keys` expressions (none: one bucket per project). `promptText` adds the text of the prompt
 * when a key is PROMPT's.
 */
export async function countsByProject(
  db: Pick<Db, '$queryRaw'>,
  scope: AnswerScope,
  keys: readonly Prisma.Sql[],
  promptText = false,
): Promise<Map<string, CountedBucket[]>> {
  const { accountId, where } = scope;
  const keyColumns = keys.map((k, i) => Prisma.sql`${k} AS ${Prisma.raw(`k${i}`)}`);
  const keyNames = keys.map((_k, i) => Prisma.raw(`k${i}`));
  const selectKeys = keys.length ? Prisma.sql`, ${Prisma.join(keyColumns)}` : Prisma.empty;
  const groupKeys = keys.length ? Prisma.sql`, ${Prisma.join(keyNames)}` : Prisma.empty;
  const keyArray = keys.length ? Prisma.sql`ARRAY[${Prisma.join(keyNames)}]::text[]` : Prisma.sql`ARRAY[]::text[]`;
  const orderKeys = keys.length ? Prisma.sql`, ${Prisma.join(keyNames.map((k) => Prisma.sql`${k} NULLS LAST`))}` : Prisma.empty;
  // The prompt's text: the tracked prompt's, else (a prompt since removed) what its answers were asked.
  const text = promptText ? Prisma.sql`COALESCE(tp.text, b.asked_text)` : Prisma.sql`NULL::text`;
  const promptJoin = promptText
    ? Prisma.sql`LEFT JOIN tracked_prompt tp ON tp.id = b.prompt_id AND tp.account_id = ${accountId}`
    : Prisma.empty;
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
      FROM answer_rollup WHERE account_id = ${accountId} AND ${where}
      GROUP BY project_id, engine_answer_id, audit_run_id, engine, tracked_prompt_id
    ),
    per_key AS (
      SELECT *, COALESCE(NULLIF(engine_answer_id, ''), 'legacy:' || audit_run_id || ':' || engine::text || ':' || tracked_prompt_id) AS answer_key
      FROM grouped
    ),
    answers AS (${answerSetSql(scope, Prisma.sql`grouped`)}),
    per_answer AS (
      SELECT a.project_id, a.engine, a.prompt_id, a.prompt_text, a.at,
        COALESCE(k.client_mentions, 0) AS client_mentions,
        COALESCE(k.competitor_mentions, 0) AS competitor_mentions,
        COALESCE(k.sentiment_mentions, 0) AS sentiment_mentions,
        COALESCE(k.positive_mentions, 0) AS positive_mentions,
        COALESCE(k.negative_mentions, 0) AS negative_mentions,
        k.rnk,
        COALESCE(k.client_cited, false) AS client_cited
      FROM answers a LEFT JOIN per_key k USING (project_id, answer_key)
    ),
    buckets AS (
      SELECT project_id${selectKeys}, min(prompt_id) AS prompt_id, min(prompt_text) AS asked_text,
        count(*)::int AS answers,
        (count(*) FILTER (WHERE client_mentions > 0))::int AS answers_mentioning_client,
        sum(client_mentions)::int AS client_mentions,
        sum(competitor_mentions)::int AS competitor_mentions,
        sum(sentiment_mentions)::int AS sentiment_mentions,
        sum(positive_mentions)::int AS positive_mentions,
        sum(negative_mentions)::int AS negative_mentions,
        count(rnk)::int AS ranked_answers,
        -- Per-answer sums of the rank and its square: the variance of the average position.
        COALESCE(sum(rnk), 0)::float8 AS rank_sum,
        COALESCE(sum(rnk * rnk), 0)::float8 AS rank_squares,
        (count(*) FILTER (WHERE client_cited))::int AS answers_citing_client,
        -- Per-answer sums of squares and products: the variance of share of voice (intervals.ts).
        sum(client_mentions * client_mentions)::float8 AS client_squares,
        sum(client_mentions * (client_mentions + competitor_mentions))::float8 AS client_brand_products,
        sum((client_mentions + competitor_mentions) * (client_mentions + competitor_mentions))::float8 AS brand_squares
      FROM per_answer GROUP BY project_id${groupKeys}
    )
    SELECT b.*, ${keyArray} AS keys, ${text} AS prompt_text
    FROM buckets b ${promptJoin}
    ORDER BY b.project_id${orderKeys}`;
  return groupRows(
    rows,
    (r) => r.project_id,
    (r) => ({
      keys: r.keys,
      promptText: r.prompt_text,
      counts: {
        answers: r.answers,
        answersMentioningClient: r.answers_mentioning_client,
        answersCitingClient: r.answers_citing_client,
        clientMentions: r.client_mentions,
        competitorMentions: r.competitor_mentions,
        brandMentions: r.client_mentions + r.competitor_mentions,
        clientSquares: r.client_squares,
        clientBrandProducts: r.client_brand_products,
        brandSquares: r.brand_squares,
        rankedAnswers: r.ranked_answers,
        rankSum: r.rank_sum,
        rankSquares: r.rank_squares,
        sentimentMentions: r.sentiment_mentions,
        positiveMentions: r.positive_mentions,
        negativeMentions: r.negative_mentions,
      },
    }),
  );
}

/** The buckets of each project among `slugs` the principal may see, by slug: two statements (the projects, the buckets). */
export function visibilities(
  db: Db,
  p: Principal,
  slugs: readonly string[],
  input: WindowFilter & { groupBy: VisibilityGrouping | readonly VisibilityGrouping[] },
) {
  const groupBy = checkedGroupings(typeof input.groupBy === 'string' ? [input.groupBy] : input.groupBy);
  return readWindows(db, p, slugs, input, (scope) => bucketsByProject(db, scope, groupBy));
}

export async function visibility(
  db: Db,
  p: Principal,
  input: AnalyticsWindow & { groupBy: VisibilityGrouping | readonly VisibilityGrouping[] },
) {
  return oneOf(await visibilities(db, p, [input.slug], input), input.slug);
}

/** The buckets of the answers `scope` selects, of one project (no access check: callers have made it). */
export async function visibilityOf(db: Pick<Db, '$queryRaw'>, scope: AnswerScope, groupBy: VisibilityGrouping) {
  return [...(await bucketsByProject(db, scope, [groupBy])).values()].flat();
}

/** The buckets of the answers `scope` selects, by project id. */
async function bucketsByProject(db: Pick<Db, '$queryRaw'>, scope: AnswerScope, groupBy: readonly VisibilityGrouping[]) {
  const counted = await countsByProject(
    db,
    scope,
    groupBy.map((g) => bucketSql[g]),
    groupBy.includes('PROMPT'),
  );
  const at = (g: VisibilityGrouping, keys: (string | null)[]) => {
    const i = groupBy.indexOf(g);
    return i < 0 ? null : keys[i];
  };
  const timeIndex = groupBy.findIndex((g) => timeGroupings.includes(g));
  return new Map(
    [...counted].map(([projectId, buckets]) => [
      projectId,
      buckets.map(({ keys, promptText, counts: c }) => {
        const time = timeIndex < 0 ? null : keys[timeIndex];
        const position = positionInterval(c);
        return {
          key: keys.length === 1 ? keys[0] : keys.map((k) => k ?? '').join('|'),
          keys,
          start: time ? new Date(time).toISOString() : null,
          engine: at('ENGINE', keys) as Engine | null,
          promptId: at('PROMPT', keys),
          promptText: groupBy.includes('PROMPT') ? promptText : null,
          answers: c.answers,
          answersMentioningClient: c.answersMentioningClient,
          mentionRate: percent(c.answersMentioningClient, c.answers),
          clientMentions: c.clientMentions,
          competitorMentions: c.competitorMentions,
          shareOfVoice: percent(c.clientMentions, c.brandMentions),
          rankedAnswers: c.rankedAnswers,
          avgPosition: position.value,
          avgPositionLow: position.low,
          avgPositionHigh: position.high,
          sentimentMentions: c.sentimentMentions,
          positiveMentions: c.positiveMentions,
          negativeMentions: c.negativeMentions,
          sentimentScore: percent(c.positiveMentions - c.negativeMentions, c.sentimentMentions),
          answersCitingClient: c.answersCitingClient,
          citationRate: percent(c.answersCitingClient, c.answers),
          ...bucketIntervals(c),
          /** What share of voice's variance needs (intervals.ts); not an API field. */
          voiceSums: { clientSquares: c.clientSquares, clientBrandProducts: c.clientBrandProducts, brandSquares: c.brandSquares },
        };
      }),
    ]),
  );
}
