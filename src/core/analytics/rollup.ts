import { type Db, sqlPool } from '../../db/client.ts';

export interface RollupRebuild {
  projectId: string;
  /** Rollup rows (by key) that were missing, extra or wrong (0: it was exact, and nothing was written). */
  changedRows: number;
}

/**
 * Recomputes `answer_rollup` (the per-answer counts the visibility aggregate reads, kept by
 * triggers on mention and citation) for each project from its mentions and citations, and
 * rewrites a project's rows when any differ: after a restore or a bulk load that bypassed the
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

/**
 * Removes rollup rows whose project is gone (a project deleted while the triggers were off; the
 * rollup has no foreign key, so nothing else would). Returns how many rows it removed.
 */
export async function removeOrphanRollups(db: Db): Promise<number> {
  const { rowCount } = await sqlPool(db).query(
    'DELETE FROM answer_rollup r WHERE NOT EXISTS (SELECT 1 FROM project p WHERE p.id = r.project_id)',
  );
  return rowCount ?? 0;
}
