import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { addUser, removeUser } from '../../src/core/accounts/users.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

/**
 * Who started a run: "Run audit now" records the dashboard user, the API the key; the Reports
 * page's run list (projects.reportRuns) names them (to owners; a member sees only their own
 * name), and removing the user keeps the run.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

async function trpc(token: string, path: string, input: unknown, method: 'GET' | 'POST') {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res =
    method === 'GET'
      ? await fetch(`${app.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${app.url}/trpc/${path}`, { method, headers, body: JSON.stringify(input) });
  const body = (await res.json()) as { result?: { data: unknown } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.result?.data;
}

/** The worker is not running here: the accepted run is completed by hand, and the hourly cooldown lifted for the next trigger. */
async function complete(runId: string, projectId: string) {
  await app.services.db.auditRun.update({ where: { id: runId }, data: { status: 'COMPLETED', completedAt: new Date(), scoreOverall: 70 } });
  await app.services.db.project.update({ where: { id: projectId }, data: { lastAuditAcceptedAt: null } });
}

describe('who started a run', () => {
  it('records the dashboard user and the API key, lists them, and forgets the user once removed', async () => {
    const seeded = await seedAccount(app.services, { plan: 'PRO' });
    const project = seeded.projects[0];
    const member = await addUser(app.services.db, {
      accountId: seeded.account.id,
      email: `member-${Date.now()}@example.test`,
      role: 'MEMBER',
    });
    const { token } = await createDashboardSession(app.services.db, { accountId: seeded.account.id, userId: member.id });

    const fromDashboard = (await trpc(token, 'projects.triggerAudit', { slug: project.slug }, 'POST')) as { auditRunId: string };
    const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: fromDashboard.auditRunId } });
    expect([run.trigger, run.triggeredByUserId, run.triggeredByKeyId]).toEqual(['DASHBOARD', member.id, null]);
    await complete(run.id, project.id);

    const key = await createApiKey(app.services.db, {
      accountId: seeded.account.id,
      role: 'TRIGGER',
      projectSlugs: [],
      name: 'nightly ci',
    });
    const res = await fetch(`${app.url}/api/v1/projects/${project.slug}/audits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(res.status).toBe(202);
    const fromApi = ((await res.json()) as { data: { auditRunId: string } }).data.auditRunId;
    expect(await app.services.db.auditRun.findUniqueOrThrow({ where: { id: fromApi } })).toMatchObject({
      trigger: 'API',
      triggeredByKeyId: key.id,
      triggeredByUserId: null,
    });
    await complete(fromApi, project.id);

    // A member sees their own name; an owner sees every user's and key's.
    const owner = await addUser(app.services.db, {
      accountId: seeded.account.id,
      email: `owner-${Date.now()}@example.test`,
      role: 'OWNER',
    });
    const ownerSession = await createDashboardSession(app.services.db, { accountId: seeded.account.id, userId: owner.id });
    const startedBy = async (session: string) =>
      (
        (await trpc(session, 'projects.reportRuns', { slug: project.slug }, 'GET')) as {
          id: string;
          trigger: string;
          startedBy: string | null;
        }[]
      )
        .map((r) => [r.id, r.trigger, r.startedBy])
        .sort();
    expect(await startedBy(token)).toEqual(
      [
        [run.id, 'DASHBOARD', member.email],
        [fromApi, 'API', null],
      ].sort(),
    );
    expect(await startedBy(ownerSession.token)).toEqual(
      [
        [run.id, 'DASHBOARD', member.email],
        [fromApi, 'API', 'nightly ci'],
      ].sort(),
    );

    // Removing the user keeps the run and forgets who started it (ON DELETE SET NULL).
    await removeUser(app.services.db, seeded.account.id, member.id, owner.id);
    expect(await startedBy(ownerSession.token)).toEqual(
      [
        [run.id, 'DASHBOARD', null],
        [fromApi, 'API', 'nightly ci'],
      ].sort(),
    );
  });
});
