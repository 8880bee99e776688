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

describe('bin/visibility', () => {
  it('creates accounts, projects and keys, lists and revokes keys', async () => {
    const acc = await cli('account', 'create', '--email', 'Ops@Agency.example', '--plan', 'agency', '--workspace', 'north', '--workspace', 'south');
    expect(acc.code).toBe(0);
    // Without --password the owner's dashboard sign-in gets an invite password, printed once.
    expect(acc.out).toEqual({
      id: expect.stringMatching(/^acc_/),
      email: 'ops@agency.example',
      plan: 'agency',
      workspaces: ['north', 'south'],
      owner: { id: expect.stringMatching(/^usr_/), email: 'ops@agency.example', role: 'OWNER', password: expect.stringMatching(/^\S{20}$/) },
    });
    const single = await cli('account', 'create', '--email', 'solo@brand.example', '--plan', 'pro', '--name', 'Solo', '--password', 'solo password 1');
    expect(single.out.workspaces).toEqual(['default']);
    expect(single.out.owner).toEqual({ id: expect.stringMatching(/^usr_/), email: 'solo@brand.example', role: 'OWNER' });
    const added = await cli('user', 'add', '--account', 'solo@brand.example', '--email', 'Member@Brand.example');
    expect(added.out).toEqual({ id: expect.stringMatching(/^usr_/), email: 'member@brand.example', role: 'MEMBER', password: expect.any(String) });

    const proj = await cli('project', 'create', '--account', 'ops@agency.example', '--name', 'Acme', '--domain', 'acme.example', '--workspace', 'south');
    expect(proj.out).toEqual({ id: expect.stringMatching(/^prj_/), slug: 'acme' });
    const noWs = await cli('project', 'create', '--account', 'ops@agency.example', '--name', 'B', '--domain', 'b.example');
    expect(noWs.code).toBe(1);
    expect(noWs.out.error).toBe('workspace_required');

    const key = await cli('key', 'create', '--account', 'ops@agency.example', '--role', 'read', '--project', 'acme', '--expires-in', '30d', '--name', 'reporting');
    expect(key.out).toMatchObject({ id: expect.stringMatching(/^key_/), key: expect.stringMatching(/^vis_/), role: 'read', projects: ['acme'], name: 'reporting' });
    expect(Date.parse(key.out.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const forever = await cli('key', 'create', '--account', 'ops@agency.example', '--role', 'trigger');
    expect(forever.out).toMatchObject({ role: 'trigger', projects: [], expiresAt: null });

    const listed = await cli('key', 'list', '--account', 'ops@agency.example');
    expect(listed.out.keys).toHaveLength(2);
    expect(JSON.stringify(listed.out)).not.toContain(key.out.key);
    const revoked = await cli('key', 'revoke', key.out.id);
    expect(revoked.out).toEqual({ id: key.out.id, revokedAt: expect.any(String) });
    const after = await cli('key', 'list', '--account', 'ops@agency.example');
    expect(after.out.keys.find((k: { id: string }) => k.id === key.out.id).state).toBe('revoked');

    const bad = await cli('account', 'create', '--email', 'x@y.example', '--plan', 'platinum');
    expect(bad.code).toBe(1);
    expect(bad.out.error).toContain('unknown plan');
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(1);
    const none = await runCli(database.url, []);
    expect(none.code).toBe(1);
    expect(none.out.error).toContain('a command is required');
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.out.usage).toContain('account create');
  });

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
