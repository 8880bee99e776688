/**
 * Retention of the access-log counts: crawler hits, AI referrals and counted-line identities
 * older than VISIBILITY_CRAWLER_RETENTION_DAYS are deleted (the prune_crawler_data cron task,
 * hourly), in slices so no statement holds many locks for long. Import records go with them. The
 * funnel's per-page daily rollups follow their hourly rows through their triggers (docs/crawlers.md).
 */
import type { Db } from '../../db/client.ts';
import { sqlPool } from '../../db/client.ts';

const SLICE = 50_000;

export async function pruneCrawlerData(db: Db, retentionDays: number, now = new Date()): Promise<Record<string, number>> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const pool = sqlPool(db);
  const removed: Record<string, number> = {};
  const slices: [string, string][] = [
    [
      'crawler_hit_hourly',
      `DELETE FROM crawler_hit_hourly WHERE ctid IN (SELECT ctid FROM crawler_hit_hourly WHERE hour < $1 LIMIT ${SLICE})`,
    ],
    [
      'ai_referral_hourly',
      `DELETE FROM ai_referral_hourly WHERE ctid IN (SELECT ctid FROM ai_referral_hourly WHERE hour < $1 LIMIT ${SLICE})`,
    ],
    ['log_line_seen', `DELETE FROM log_line_seen WHERE ctid IN (SELECT ctid FROM log_line_seen WHERE hour < $1 LIMIT ${SLICE})`],
    ['log_import', `DELETE FROM log_import WHERE ctid IN (SELECT ctid FROM log_import WHERE started_at < $1 LIMIT ${SLICE})`],
    [
      'crawler_unmatched_agent',
      `DELETE FROM crawler_unmatched_agent WHERE ctid IN (SELECT ctid FROM crawler_unmatched_agent WHERE last_seen_at < $1 LIMIT ${SLICE})`,
    ],
  ];
  for (const [table, sql] of slices) {
    let total = 0;
    for (;;) {
      const { rowCount } = await pool.query(sql, [cutoff]);
      total += rowCount ?? 0;
      if ((rowCount ?? 0) < SLICE) break;
    }
    removed[table] = total;
  }
  return removed;
}
