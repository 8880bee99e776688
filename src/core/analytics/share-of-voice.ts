// Share of voice per brand: the client (all its names as one brand) and each competitor (by
// normalized name), over the client and competitor mentions of the window. One GROUP BY for any
// number of projects.
import type { Db } from '../../db/client.ts';
import { type Engine, Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { groupRows, oneOf } from '../kernel/of-several.ts';
import { type AnalyticsWindow, answerKeySql, percent, readWindows, type WindowFilter } from './answer-window.ts';

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
export async function brandMentions(db: Pick<Db, '$queryRaw'>, where: Prisma.Sql, perEngine = false): Promise<BrandMentions[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT project_id, ${perEngine ? Prisma.sql`engine` : Prisma.sql`NULL::"Engine"`} AS engine,
      kind = 'CLIENT' AS is_client,
      CASE WHEN kind = 'CLIENT' THEN '' ELSE normalized_name END AS normalized_name,
      min(name) AS name,
      count(*)::int AS mentions,
      count(DISTINCT ${answerKeySql})::int AS answers
    FROM mention WHERE ${where} AND kind IN ('CLIENT', 'COMPETITOR')
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

/** Share of voice of each project among `slugs` the principal may see, by slug: two statements (the projects, the counts). */
export function sharesOfVoice(db: Db, p: Principal, slugs: readonly string[], input: WindowFilter) {
  return readWindows(db, p, slugs, input, async ({ projects, where }) => {
    const names = new Map(projects.map((pr) => [pr.id, pr.name]));
    const byProject = groupRows(
      await brandMentions(db, where),
      (r) => r.projectId,
      (r) => r,
    );
    return new Map([...byProject].map(([projectId, rows]) => [projectId, shares(names.get(projectId) ?? '', rows)]));
  });
}

export async function shareOfVoice(db: Db, p: Principal, input: AnalyticsWindow) {
  return oneOf(await sharesOfVoice(db, p, [input.slug], input), input.slug);
}

/** A project's brands with their share of its mentions (the client under the project's name). */
function shares(projectName: string, rows: BrandMentions[]) {
  const total = rows.reduce((n, r) => n + r.mentions, 0);
  return rows.map((r) => ({
    name: r.isClient ? projectName : r.name,
    normalizedName: r.isClient ? null : r.normalizedName,
    kind: r.isClient ? ('CLIENT' as const) : ('COMPETITOR' as const),
    isClient: r.isClient,
    mentions: r.mentions,
    answers: r.answers,
    share: percent(r.mentions, total),
  }));
}
