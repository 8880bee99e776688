/**
 * A worker process's presence in the database (src/jobs/worker-presence.ts): one session whose
 * application_name carries the process's worker id, held open while the process runs. Work a
 * worker claims (an audit run, a webhook delivery attempt) records that id; when no session of
 * that name exists any more, the process is gone and its work is settled at once.
 */
const PREFIX = 'visibility-worker:';

/** The application_name of a worker process's presence session. */
export function workerSessionName(workerId: string): string {
  return PREFIX + workerId;
}

/**
 * SQL condition "the worker of `column` has no live session", for a WHERE clause. `column` is a
 * trusted column reference written in the caller's query, never input.
 */
export function workerGoneSql(column: string): string {
  return `NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.application_name = '${PREFIX}' || ${column})`;
}
