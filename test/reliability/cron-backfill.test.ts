/**
 * The schedule does not lose a tick to an outage (issue 38, item 6): after a 300 s database cut
 * graphile-worker's cron came back 77 s later and one minute's stale-run check never ran. The
 * crontab (src/jobs/tasks.ts) now has graphile-worker's backfill (`fill`) on the checks that must
 * not be skipped. Shown on a real runner: the cron's record says its last tick was 5 minutes ago
 * (as after an outage); on start it schedules the missed ticks at once (`cron:backfill`), and the
 * stale-run check runs and fails a run that stopped beating, without waiting for the next minute.
 */
import { EventEmitter, once } from 'node:events';
import { parseCrontab, run, runMigrations, type WorkerEvents } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_TASK, triggerAudit } from '../../src/core/audits/audit-runs.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { FAIL_STALE_RUNS_TASK } from '../../src/jobs/fail-stale-runs.ts';
import { SCHEDULE_AUDITS_TASK } from '../../src/jobs/schedule-audits.ts';
import { crontab, taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('cron backfill', () => {
  it('the stale-run check and the audit scheduler backfill missed ticks (30 minutes, 1 hour)', () => {
    const items = new Map(parseCrontab(crontab(app.services.config.crawlers)).map((item) => [item.identifier, item]));
    expect(items.get(FAIL_STALE_RUNS_TASK)?.options.backfillPeriod).toBe(30 * 60_000);
    expect(items.get(SCHEDULE_AUDITS_TASK)?.options.backfillPeriod).toBe(60 * 60_000);
  });

  it('a runner whose cron last ticked 5 minutes ago schedules the missed stale-run checks at once, and the check runs', async () => {
    const { account } = await seedAccount(app.services, { projects: 0 });
    const project = await createProject(app.services.db, { accountId: account.id, name: 'Stale', domain: 'stale.example' });
    const { auditRunId } = await triggerAudit(app.services.db, { id: project.id, accountId: account.id }, 'CLI', 0);
    // A run whose worker stopped beating 10 minutes ago (no worker id: only the stale check fails it).
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await app.services.db.auditRun.update({ where: { id: auditRunId }, data: { startedAt: tenMinutesAgo, heartbeatAt: tenMinutesAgo } });

    await runMigrations({ connectionString: app.databaseUrl });
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    // What the cron's record holds after an outage: the last tick it scheduled, minutes back.
    await app.services.db.$executeRawUnsafe(
      `INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
       VALUES ($1, now() - interval '1 day', $2), ($3, now() - interval '1 day', now())
       ON CONFLICT (identifier) DO UPDATE SET last_execution = excluded.last_execution`,
      FAIL_STALE_RUNS_TASK,
      fiveMinutesAgo,
      SCHEDULE_AUDITS_TASK,
    );

    const events: WorkerEvents = new EventEmitter();
    const backfilled: string[] = [];
    events.on('cron:backfill', ({ itemsToBackfill, timestamp }) => {
      for (const { identifier } of itemsToBackfill) backfilled.push(`${identifier}@${timestamp}`);
    });
    const started = once(events, 'cron:started');
    const runner = await run({
      connectionString: app.databaseUrl,
      concurrency: 1,
      pollInterval: 200,
      noHandleSignals: true,
      // Without the audit task: the run's queued audit job must stay queued, as its dead worker left it
      // (run here, it would end the run itself, as site_unreachable, before the check could).
      taskList: Object.fromEntries(Object.entries(taskList(app.services, 'cron-backfill-test')).filter(([name]) => name !== AUDIT_TASK)),
      crontab: crontab(app.services.config.crawlers),
      events,
      logger: workerLogger(app.services.log),
    });
    try {
      await started;
      // The ticks of the 5 missed minutes (4 or 5, depending on where in its minute the test started).
      const missed = backfilled.filter((b) => b.startsWith(`${FAIL_STALE_RUNS_TASK}@`));
      expect(missed.length).toBeGreaterThanOrEqual(4);
      expect(missed.length).toBeLessThanOrEqual(5);
      // The check runs now (its one job, the backfilled ticks collapsed by the job key).
      const deadline = Date.now() + 30_000;
      let run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
      while (run.status === 'RUNNING' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
      }
      expect(run).toMatchObject({ status: 'FAILED', failureCode: 'worker_lost' });
    } finally {
      await runner.stop();
    }
  });
});
