import { type Db, sqlPool } from '../../db/client.ts';

export interface RollupRebuild {
  projectId: string;
  /** Rollup rows that differed from the recomputation (0: it was exact, and nothing was written). */
  changedRows: number;
}

/**
 * Recomputes `answer_rollup` (the per-answer counts the visibility aggregate reads, kept by
 * triggers on mention and citation) for each project from its mentions and citations, and
 * replaces a project's rows where they differ: after a restore or a bulk load that bypassed the
 * triggers. One statement per project (the SQL function `answer_rollup_rebuild`), so writers of
 * mention and citation wait for one project at a time, and readers never.
 */
export async function rebuildAnswerRollup(
  db: Db,
  projectIds: string[],
  onProject?: (done: number, total: number) => void,
): Promise<RollupRebuild[]> {
  const results: RollupRebuild[] = [];
  for (const projectId of projectIds) {
    const { rows } = await sqlPool(db).query<{ changed: number }>('SELECT answer_rollup_rebuild($1)::int AS changed', [projectId]);
    results.push({ projectId, changedRows: rows[0].changed });
    onProject?.(results.length, projectIds.length);
  }
  return results;
}
