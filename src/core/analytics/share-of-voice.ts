// Share of voice per brand: the client (all its names as one brand) and each competitor (by
// normalized name), over the client and competitor mentions of the window. One GROUP BY.
import type { Db } from '../../db/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { type AnalyticsWindow, answerKeySql, percent, resolveWindow } from './answer-window.ts';

interface Row {
  is_client: boolean;
  normalized_name: string;
  name: string;
  mentions: number;
  answers: number;
}

export async function shareOfVoice(db: Db, p: Principal, input: AnalyticsWindow) {
  const { project, where } = await resolveWindow(db, p, input);
  const rows = await db.$queryRaw<Row[]>`
    SELECT kind = 'CLIENT' AS is_client,
      CASE WHEN kind = 'CLIENT' THEN '' ELSE normalized_name END AS normalized_name,
      min(name) AS name,
      count(*)::int AS mentions,
      count(DISTINCT ${answerKeySql})::int AS answers
    FROM mention WHERE ${where} AND kind IN ('CLIENT', 'COMPETITOR')
    GROUP BY 1, 2
    ORDER BY mentions DESC, 2`;
  const total = rows.reduce((n, r) => n + r.mentions, 0);
  return rows.map((r) => ({
    name: r.is_client ? project.name : r.name,
    normalizedName: r.is_client ? null : r.normalized_name,
    kind: r.is_client ? ('CLIENT' as const) : ('COMPETITOR' as const),
    isClient: r.is_client,
    mentions: r.mentions,
    answers: r.answers,
    share: percent(r.mentions, total),
  }));
}
