// The common ground of the visibility aggregates: which project, time window and engine they
// cover, and what counts as one "answer" (docs/graphql.md, "Definitions").
import type { Db } from '../../db/client.ts';
import { Prisma, type Engine } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { dateRange } from '../kernel/time-range.ts';

export interface AnalyticsWindow {
  slug: string;
  from?: string;
  to?: string;
  engine?: Engine;
}

/** The project (scope checked: 404 outside the key's scope) and the window's SQL conditions. */
export async function resolveWindow(db: Db, p: Principal, w: AnalyticsWindow) {
  const project = await projectForPrincipal(db, p, w.slug);
  const range = dateRange(w.from, w.to) ?? {};
  /** Conditions on a mention or citation row (alias-free column names). */
  const observed = (column: string) =>
    Prisma.join(
      [
        Prisma.sql`project_id = ${project.id}`,
        range.gte ? Prisma.sql`${Prisma.raw(column)} >= ${range.gte}` : Prisma.sql`TRUE`,
        range.lte ? Prisma.sql`${Prisma.raw(column)} <= ${range.lte}` : Prisma.sql`TRUE`,
        w.engine ? Prisma.sql`engine = ${w.engine}::"Engine"` : Prisma.sql`TRUE`,
      ],
      ' AND ',
    );
  return { project, where: observed('observed_at'), answerWhere: observed('asked_at') };
}

/**
 * The answer a mention or citation row belongs to: its engine answer when extraction linked one;
 * otherwise (history from before engine answers, and the demo data) the distinct
 * (audit run, engine, tracked prompt) of the row, a missing run or prompt being a value of its own.
 */
export const answerKeySql = Prisma.sql`COALESCE(engine_answer_id,
  'legacy:' || COALESCE(audit_run_id, '') || ':' || engine::text || ':' || COALESCE(tracked_prompt_id, ''))`;

/** Rounds a ratio to a percentage with two decimals; null when there is nothing to divide by. */
export function percent(numerator: number, denominator: number): number | null {
  return denominator > 0 ? Math.round((10_000 * numerator) / denominator) / 100 : null;
}
