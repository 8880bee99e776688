import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { createDb } from '../../src/db/client.ts';
import { runCli } from '../support/cli.ts';
import { createTestDatabase } from '../support/database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = createDb(database.url);
  const account = await createAccount(db, { email: 'ops@agency.example', plan: 'AGENCY' });
  await createProject(db, { accountId: account.id, name: 'Acme', domain: 'acme.example', slug: 'acme' });
  await db.$disconnect();
});
afterAll(async () => {
  await database?.drop();
});

const cli = (...args: string[]) => runCli(database.url, args);

describe('bin/visibility key commands', () => {
  it('creates keys (scoped, expiring, named), lists them without secrets and revokes them', async () => {
    const [key, forever] = await Promise.all([
      cli(
        'key',
        'create',
        '--account',
        'ops@agency.example',
        '--role',
        'read',
        '--project',
        'acme',
        '--expires-in',
        '30d',
        '--name',
        'reporting',
      ),
      cli('key', 'create', '--account', 'ops@agency.example', '--role', 'trigger'),
    ]);
    expect(key.out).toMatchObject({
      id: expect.stringMatching(/^key_/),
      key: expect.stringMatching(/^vis_/),
      role: 'read',
      projects: ['acme'],
      name: 'reporting',
    });
    expect(Date.parse(key.out.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(forever.out).toMatchObject({ role: 'trigger', projects: [], expiresAt: null });

    const revoked = await cli('key', 'revoke', key.out.id);
    expect(revoked.out).toEqual({ id: key.out.id, revokedAt: expect.any(String) });
    const listed = await cli('key', 'list', '--account', 'ops@agency.example');
    expect(listed.out.keys).toHaveLength(2);
    expect(JSON.stringify(listed.out)).not.toContain(key.out.key);
    expect(listed.out.keys.find((k: { id: string }) => k.id === key.out.id).state).toBe('revoked');
  });
});
