/**
 * The audit scheduler tries every due project in a pass. It used to read only the first 500 due
 * projects by id: 500 projects refused for good (here demo brands, which cannot be audited; in
 * production, projects at their plan's cap) filled that batch pass after pass, and a project
 * after them was never audited. Run through the worker's schedule_audits task.
 */
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBrands } from '../../src/core/demo/catalog.ts';
import { addJob } from '../../src/core/kernel/job-queue.ts';
import { SCHEDULE_AUDITS_TASK } from '../../src/jobs/schedule-audits.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('audit scheduler', () => {
  it('reaches a due project behind 501 due projects that are refused on every pass', async () => {
    const { account } = await seedAccount(app.services, { projects: 0 });
    const workspace = await app.services.db.workspace.findFirstOrThrow({ where: { accountId: account.id } });
    const insert = (idPrefix: string, count: number, domain: (g: string) => string) =>
      app.services.db.$executeRawUnsafe(
        `INSERT INTO project (id, account_id, workspace_id, slug, name, domain, plan, audit_every_days, created_at)
         SELECT $1 || lpad(g::text, 4, '0'), $2, $3, $1 || g, 'Scheduled ' || g, ${domain('g')}, 'AGENCY', 7, now()
         FROM generate_series(1, $4::int) g`,
        idPrefix,
        account.id,
        workspace.id,
        count,
      );
    // Ids sort before the audited project's: these come first in every batch.
    await insert('prj_a_demo_', 501, () => `'${demoBrands[0].domain}'`);
    await insert('prj_b_site_', 1, (g) => `'site' || ${g} || '.example'`);

    await app.services.db.$transaction((tx) => addJob(tx, SCHEDULE_AUDITS_TASK, {}));
    const { [SCHEDULE_AUDITS_TASK]: scheduleOnly } = taskList(app.services);
    await runOnce({
      connectionString: app.databaseUrl,
      taskList: { [SCHEDULE_AUDITS_TASK]: scheduleOnly },
      logger: workerLogger(app.services.log),
    });

    const runs = await app.services.db.auditRun.findMany({ where: { accountId: account.id }, select: { projectId: true, trigger: true } });
    expect(runs).toEqual([{ projectId: 'prj_b_site_0001', trigger: 'SCHEDULE' }]);
  });
});
