import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/client.ts';
import { runCli } from '../support/cli.ts';
import { createTestDatabase } from '../support/database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const cli = (...args: string[]) => runCli(database.url, args);

describe('bin/visibility demo', () => {
  it('demo fills an Agency account with a rich, consistent history', async () => {
    const res = await cli('demo', '--email', 'demo@agency.example');
    expect(res.code).toBe(0);
    expect(res.out.account).toMatchObject({ email: 'demo@agency.example', plan: 'agency' });
    expect(res.out.projects.length).toBeGreaterThanOrEqual(3);
    const dayAgo = new Date(Date.now() - 86_400_000);
    for (const p of res.out.projects) {
      const runs = await db.auditRun.findMany({ where: { projectId: p.id }, orderBy: { runDate: 'asc' } });
      expect(runs.length).toBeGreaterThanOrEqual(12);
      expect(runs.every((r) => r.status === 'COMPLETED')).toBe(true);
      expect(runs.at(-1)!.runDate < dayAgo).toBe(true);
      for (let i = 1; i < runs.length; i++) {
        expect(runs[i].runDate.getTime() - runs[i - 1].runDate.getTime()).toBeGreaterThan(6 * 86_400_000);
        expect(runs[i].deltaOverall).toBe(runs[i].scoreOverall! - runs[i - 1].scoreOverall!);
      }
      expect(new Set(runs.map((r) => r.scoreOverall)).size).toBeGreaterThan(3);
      const findings = await db.finding.findMany({ where: { projectId: p.id } });
      expect(new Set(findings.map((f) => f.category)).size).toBe(6);
      expect(new Set(findings.map((f) => f.severity)).size).toBe(4);
      for (const r of runs) expect(await db.finding.count({ where: { auditRunId: r.id } })).toBe(r.findingsCount);
      const citations = await db.citation.groupBy({ by: ['engine'], where: { projectId: p.id }, _count: true });
      const mentions = await db.mention.groupBy({ by: ['engine'], where: { projectId: p.id }, _count: true });
      expect(citations).toHaveLength(7);
      expect(mentions).toHaveLength(7);
      expect(citations.reduce((a, c) => a + c._count, 0)).toBeGreaterThanOrEqual(1000);
      expect(mentions.reduce((a, c) => a + c._count, 0)).toBeGreaterThanOrEqual(1000);
      expect(await db.report.count({ where: { projectId: p.id } })).toBe(runs.length);
    }
    // Refilling replaces, it does not duplicate.
    const again = await cli('demo', '--email', 'demo@agency.example');
    expect(again.out.projects).toEqual(res.out.projects); // refilled in place: same ids, scoped keys keep their scope
    const account = await db.account.findUniqueOrThrow({ where: { email: 'demo@agency.example' } });
    expect(await db.project.count({ where: { accountId: account.id } })).toBe(res.out.projects.length);
  });
});
