import type { Tx } from '../../db/client.ts';

export interface JobOptions {
  runAt?: Date;
  maxAttempts?: number;
  jobKey?: string;
  queueName?: string;
}

/**
 * Adds a graphile-worker job through the caller's transaction client, so the job exists exactly
 * when the state change that caused it commits (WorkerUtils would use a pool of its own).
 */
export async function addJob(tx: Pick<Tx, '$executeRaw'>, task: string, payload: unknown, opts: JobOptions = {}) {
  await tx.$executeRaw`SELECT graphile_worker.add_job(
    identifier => ${task}::text,
    payload => ${JSON.stringify(payload)}::json,
    queue_name => ${opts.queueName ?? null}::text,
    run_at => ${opts.runAt ?? null}::timestamptz,
    max_attempts => ${opts.maxAttempts ?? 5}::int,
    job_key => ${opts.jobKey ?? null}::text
  )`;
}
