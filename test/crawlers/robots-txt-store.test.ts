// The robots.txt an audit keeps (core/runs/robots-txt.ts) against the real Postgres: cut to the
// 500 KiB a robots parser reads, read only from a completed run (the latest), and a project keeps
// the rows of its latest completed run and of its running ones, nothing older.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import { latestRobotsTxt, saveRobotsTxt } from '../../src/core/runs/robots-txt.ts';
import type { FetchedResource } from '../../src/site/site.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const resource = (body: string, status = 200): FetchedResource => ({
  requestedUrl: 'https://acme.example/robots.txt',
  url: 'https://acme.example/robots.txt',
  status,
  error: null,
  headers: {},
  contentType: 'text/plain',
  body,
  truncated: false,
  redirects: [],
  elapsedMs: 1,
});

describe('the robots.txt an audit keeps', () => {
  it('is cut to 500 KiB, read from the latest completed run only, and older rows are deleted', async () => {
    const { db } = app.services;
    const owner = await seedAccount(app.services, { projects: 1 });
    const project = await db.project.findFirstOrThrow({ where: { accountId: owner.account.id } });
    const run = async (day: number) => {
      const id = newId('auditRun', new Date(Date.UTC(2026, 10, day)));
      await db.auditRun.create({
        data: {
          id,
          accountId: owner.account.id,
          projectId: project.id,
          status: 'RUNNING',
          trigger: 'API',
          runDate: new Date(Date.UTC(2026, 10, day)),
        },
      });
      return { id, projectId: project.id, accountId: owner.account.id };
    };
    const complete = (id: string, day: number) =>
      db.auditRun.update({ where: { id }, data: { status: 'COMPLETED', completedAt: new Date(Date.UTC(2026, 10, day, 1)) } });
    const kept = async () =>
      (await db.auditRobotsTxt.findMany({ where: { projectId: project.id }, select: { auditRunId: true } }))
        .map((r) => r.auditRunId)
        .sort();

    const first = await run(1);
    // 600 KiB of rules, a two-byte character astride the limit.
    const big = `User-agent: *\nDisallow: /private\n${'# é padding line\n'.repeat(40_000)}`;
    await saveRobotsTxt(db, first, resource(big));
    const stored = await db.auditRobotsTxt.findUniqueOrThrow({ where: { auditRunId: first.id } });
    expect(Buffer.byteLength(big, 'utf8')).toBeGreaterThan(500 * 1024);
    expect(Buffer.byteLength(stored.body, 'utf8')).toBeLessThanOrEqual(500 * 1024);
    expect(Buffer.byteLength(stored.body, 'utf8')).toBeGreaterThan(500 * 1024 - 4);
    expect(stored.body).not.toContain('\uFFFD');
    // Running: not known yet.
    expect(await latestRobotsTxt(db, project)).toBeNull();
    await complete(first.id, 1);
    expect(await latestRobotsTxt(db, project)).toMatchObject({ auditRunId: first.id, status: 200, policy: { kind: 'parsed' } });

    // A newer run stores its own; the latest completed one stays the one read until the newer completes.
    const second = await run(2);
    await saveRobotsTxt(db, second, resource('User-agent: *\nDisallow: /', 503));
    expect(await kept()).toEqual([first.id, second.id].sort());
    expect((await latestRobotsTxt(db, project))?.auditRunId).toBe(first.id);
    await complete(second.id, 2);
    expect(await latestRobotsTxt(db, project)).toMatchObject({ auditRunId: second.id, status: 503, policy: { kind: 'disallow-all' } });

    // The third run's save deletes the first (neither running nor the latest completed).
    const third = await run(3);
    await saveRobotsTxt(db, third, resource('User-agent: *\nAllow: /'));
    expect(await kept()).toEqual([second.id, third.id].sort());
    // A crawl that fetched no robots.txt stores nothing (one running run per project: the third completes first).
    await complete(third.id, 3);
    const fourth = await run(4);
    await saveRobotsTxt(db, fourth, null);
    expect(await db.auditRobotsTxt.count({ where: { auditRunId: fourth.id } })).toBe(0);
    expect((await latestRobotsTxt(db, project))?.auditRunId).toBe(third.id);
  });
});
