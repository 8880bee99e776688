// Share of voice per brand: the client (all its names as one brand) and each competitor (by
// normalized name), over the client and competitor mentions of the window's answers, with a 95%
// interval clustered by answer (intervals.ts), optionally per engine, tracked prompt and time bucket. One
// statement for any number of projects.
import type { Db } from '../../db/client.ts';
import { type Engine, Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { brandShareGroupingValues } from '../contract/aggregates.ts';
import { AppError } from '../kernel/errors.ts';
import { groupRows, oneOf } from '../kernel/of-several.ts';
import {
  type AnalyticsWindow,
  answerKeySql,
  answerSetSql,
  percent,
  readWindows,
  type WindowFilter,
  type WindowScope,
} from './answer-window.ts';
import { shareOfVoiceInterval, wilson } from './intervals.ts';

interface Row {
  project_id: string;
  engine: Engine | null;
  is_client: boolean;
  normalized_name: string;
  name: string;
  mentions: number;
  answers: number;
}

/** Mentions of the client and of each competitor among the mention rows `where` selects. */
export interface BrandMentions {
  projectId: string;
  /** The engine, when counted per engine; null otherwise. */
  engine: Engine | null;
  isClient: boolean;
  /** The competitor's normalized name; '' for the client. */
  normalizedName: string;
  /** One of the names seen (the client's is replaced by the project name by callers). */
  name: string;
  mentions: number;
  answers: number;
}

/**
 * The counting behind share of voice, on any mention condition (a window, an audit run), per
 * brand or per engine and brand, per project; most mentioned first. The report and the analytics share it.
 */
export async function brandMentions(
  db: Pick<Db, '$queryRaw'>,
  accountId: string,
  where: Prisma.Sql,
  perEngine = false,
): Promise<BrandMentions[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT project_id, ${perEngine ? Prisma.sql`engine` : Prisma.sql`NULL::"Engine"`} AS engine,
      kind = 'CLIENT' AS is_client,
      CASE WHEN kind = 'CLIENT' THEN '' ELSE normalized_name END AS normalized_name,
      min(name) AS name,
      count(*)::int AS mentions,
      count(DISTINCT ${answerKeySql})::int AS answers
    FROM mention WHERE account_id = ${accountId} AND ${where} AND kind IN ('CLIENT', 'COMPETITOR')
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, mentions DESC, 2, 4`;
  return rows.map((r) => ({
    projectId: r.project_id,
    engine: r.engine,
    isClient: r.is_client,
    normalizedName: r.normalized_name,
    name: r.name,
    mentions: r.mentions,
    answers: r.answers,
  }));
}

export type BrandShareGrouping = (typeof brandShareGroupingValues)[number];

const timeGroupings: readonly BrandShareGrouping[] = ['DAY', 'WEEK', 'MONTH'];

/** Groupings of a brand-share read: each once, at most one time grouping (else 400 invalid_group_by). */
function checkedBrandGroupings(groupBy: readonly BrandShareGrouping[]): BrandShareGrouping[] {
  if (new Set(groupBy).size !== groupBy.length || groupBy.filter((g) => timeGroupings.includes(g)).length > 1)
    throw new AppError('invalid_group_by');
  return [...groupBy];
}

const groupSql: Record<BrandShareGrouping, Prisma.Sql> = {
  ENGINE: Prisma.sql`engine::text`,
  // '' for answers without a tracked prompt: keys are joined with USING, where NULL matches nothing.
  PROMPT: Prisma.sql`COALESCE(prompt_id, '')`,
  DAY: Prisma.sql`(date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::text`,
  WEEK: Prisma.sql`(date_trunc('week', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::text`,
  MONTH: Prisma.sql`(date_trunc('month', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::text`,
};

interface ShareRow {
  project_id: string;
  keys: (string | null)[];
  group_answers: number;
  group_brand_mentions: number;
  group_brand_squares: number;
  is_client: boolean;
  brand: string;
  name: string;
  mentions: number;
  answers: number;
  squares: number;
  products: number;
}

/**
 * Per group (engine, tracked prompt, time bucket, several or none) of the answers `scope` selects, each brand's
 * mentions, the answers naming it, and the sums its clustered interval needs, by project id. The
 * answers are the visibility aggregate's (answerSetSql), so the client's share equals its
 * shareOfVoice there for the same window and group.
 */
async function brandSharesByProject(db: Pick<Db, '$queryRaw'>, scope: WindowScope, groupBy: readonly BrandShareGrouping[]) {
  const keyNames = groupBy.map((_g, i) => Prisma.raw(`k${i}`));
  const selectKeys = groupBy.length
    ? Prisma.sql`, ${Prisma.join(groupBy.map((g, i) => Prisma.sql`${groupSql[g]} AS ${keyNames[i]}`))}`
    : Prisma.empty;
  const keyList = groupBy.length ? Prisma.sql`, ${Prisma.join(keyNames)}` : Prisma.empty;
  const keyArray = groupBy.length
    ? Prisma.sql`ARRAY[${Prisma.join(keyNames.map((k) => Prisma.sql`g.${k}`))}]::text[]`
    : Prisma.sql`ARRAY[]::text[]`;
  const rows = await db.$queryRaw<ShareRow[]>`
    WITH answers AS (${answerSetSql(scope)}),
    brand_counts AS (
      SELECT project_id, ${answerKeySql} AS answer_key, kind = 'CLIENT' AS is_client,
        CASE WHEN kind = 'CLIENT' THEN '' ELSE normalized_name END AS brand, min(name) AS name, count(*) AS c
      FROM mention WHERE account_id = ${scope.accountId} AND ${scope.where} AND kind IN ('CLIENT', 'COMPETITOR')
      GROUP BY 1, 2, 3, 4
    ),
    answer_totals AS (SELECT project_id, answer_key, sum(c) AS t FROM brand_counts GROUP BY 1, 2),
    grouped AS (
      SELECT a.project_id, a.answer_key${selectKeys}, COALESCE(t.t, 0) AS t
      FROM answers a LEFT JOIN answer_totals t USING (project_id, answer_key)
    ),
    group_totals AS (
      SELECT project_id${keyList}, count(*)::int AS group_answers, sum(t)::int AS group_brand_mentions,
        sum(t * t)::float8 AS group_brand_squares
      FROM grouped GROUP BY project_id${keyList}
    ),
    brands AS (
      SELECT g.project_id${keyList}, b.is_client, b.brand, min(b.name) AS name, sum(b.c)::int AS mentions,
        count(*)::int AS answers, sum(b.c * b.c)::float8 AS squares, sum(b.c * g.t)::float8 AS products
      FROM grouped g JOIN brand_counts b USING (project_id, answer_key)
      GROUP BY g.project_id${keyList}, b.is_client, b.brand
    )
    SELECT g.*, ${keyArray} AS keys, b.is_client, b.brand, b.name, b.mentions, b.answers, b.squares, b.products
    FROM group_totals g JOIN brands b USING (project_id${keyList})
    ORDER BY g.project_id${keyList}, b.mentions DESC, b.is_client DESC, b.brand`;
  return rows;
}

/** The groups of one project's rows, each with its brands (the client under the project's name) and their shares with intervals. */
function brandShareGroups(projectName: string, groupBy: readonly BrandShareGrouping[], rows: ShareRow[]) {
  const groups = groupRows(
    rows,
    (r) => JSON.stringify(r.keys),
    (r) => r,
  );
  const timeIndex = groupBy.findIndex((g) => timeGroupings.includes(g));
  const engineIndex = groupBy.indexOf('ENGINE');
  const promptIndex = groupBy.indexOf('PROMPT');
  return [...groups.values()].map((brands) => {
    const [first] = brands;
    return {
      engine: engineIndex < 0 ? null : (first.keys[engineIndex] as Engine),
      promptId: promptIndex < 0 ? null : first.keys[promptIndex] || null,
      start: timeIndex < 0 ? null : new Date(first.keys[timeIndex] ?? 0).toISOString(),
      answers: first.group_answers,
      brandMentions: first.group_brand_mentions,
      brands: brands.map((r) => {
        const interval = shareOfVoiceInterval({
          answers: r.group_answers,
          clientMentions: r.mentions,
          brandMentions: r.group_brand_mentions,
          clientSquares: r.squares,
          clientBrandProducts: r.products,
          brandSquares: r.group_brand_squares,
        });
        const mentioning = wilson(r.answers, r.group_answers);
        return {
          name: r.is_client ? projectName : r.name,
          normalizedName: r.is_client ? null : r.brand,
          kind: r.is_client ? ('CLIENT' as const) : ('COMPETITOR' as const),
          isClient: r.is_client,
          mentions: r.mentions,
          answers: r.answers,
          mentionRate: percent(r.answers, r.group_answers),
          mentionRateLow: mentioning?.low ?? null,
          mentionRateHigh: mentioning?.high ?? null,
          share: percent(r.mentions, r.group_brand_mentions),
          shareLow: interval?.low ?? null,
          shareHigh: interval?.high ?? null,
        };
      }),
    };
  });
}

/**
 * Share of voice by brand of each project among `slugs` the principal may see, by slug, per group
 * (`groupBy`: ENGINE, PROMPT and/or one of DAY, WEEK, MONTH; none: one group over the window), groups in
 * key order, brands most mentioned first: two statements (the projects, the counts).
 */
export function brandShareGroupsOf(
  db: Db,
  p: Principal,
  slugs: readonly string[],
  input: WindowFilter & { groupBy?: readonly BrandShareGrouping[] },
) {
  const groupBy = checkedBrandGroupings(input.groupBy ?? []);
  return readWindows(db, p, slugs, input, async (scope) => {
    const names = new Map(scope.projects.map((pr) => [pr.id, pr.name]));
    const byProject = groupRows(
      await brandSharesByProject(db, scope, groupBy),
      (r) => r.project_id,
      (r) => r,
    );
    return new Map([...byProject].map(([projectId, rows]) => [projectId, brandShareGroups(names.get(projectId) ?? '', groupBy, rows)]));
  });
}

export async function brandShares(db: Db, p: Principal, input: AnalyticsWindow & { groupBy?: readonly BrandShareGrouping[] }) {
  return oneOf(await brandShareGroupsOf(db, p, [input.slug], input), input.slug);
}
