/**
 * Scheduled re-audits: a project with a cadence (`audit_every_days`) is audited again once its
 * latest run is that old, through the same trigger as the API, so the cooldown and the plan's
 * usage cap apply exactly as they do to requests. A run that failed on the service's side
 * (`releasesSlot`: its worker was killed, it never started, an internal error) does not fill the
 * slot: the next pass runs it again, up to `SLOT_ATTEMPTS` runs in one cadence period, so a
 * worker lost mid-run loses no scheduled audit and a run that keeps failing so is not retried for good.
 */
import type { Db } from '../../db/client.ts';
import { triggerAudit } from './audit-runs.ts';
import { isAppError } from '../kernel/errors.ts';
import { releasesSlot } from './lifecycle.ts';

/** Runs of one scheduled slot at most, those lost on the service's side included. */
const SLOT_ATTEMPTS = 3;

export interface ScheduledAudits {
  started: string[];
  /** Projects due but refused (cap reached, too soon, ...), with the refusal's code. */
  refused: { projectId: string; code: string }[];
}

/** Due projects read at a time; a pass goes on, by id, until every due project was tried. */
const BATCH = 500;

export async function runDueScheduledAudits(db: Db, cooldownSeconds: number, now = new Date()): Promise<ScheduledAudits> {
  const lost = [...releasesSlot];
  const result: ScheduledAudits = { started: [], refused: [] };
  // Every due project is tried in each pass, not only the first batch: projects refused for good
  // (a plan's cap reached) would otherwise fill the batch pass after pass and starve the others.
  for (let after = ''; ;) {
    const due = await db.$queryRaw<{ id: string; accountId: string }[]>`
      SELECT p.id, p.account_id AS "accountId" FROM project p
      WHERE p.audit_every_days IS NOT NULL AND p.id > ${after}
        AND NOT EXISTS (
          SELECT 1 FROM audit_run r
          WHERE r.project_id = p.id
            AND (r.status = 'RUNNING'
              OR (r.created_at > ${now}::timestamptz - make_interval(days => p.audit_every_days)
                AND NOT (r.status = 'FAILED' AND r.failure_code = ANY(${lost}::text[])))))
        AND (SELECT count(*) FROM audit_run r
             WHERE r.project_id = p.id AND r.created_at > ${now}::timestamptz - make_interval(days => p.audit_every_days)) < ${SLOT_ATTEMPTS}
      ORDER BY p.id
      LIMIT ${BATCH}`;
    for (const project of due) {
      try {
        const r = await triggerAudit(db, project, 'SCHEDULE', cooldownSeconds);
        if (r.created) result.started.push(r.auditRunId);
      } catch (e) {
        if (!isAppError(e)) throw e;
        result.refused.push({ projectId: project.id, code: e.appCode });
      }
    }
    if (due.length < BATCH) return result;
    after = due[due.length - 1].id;
  }
}
