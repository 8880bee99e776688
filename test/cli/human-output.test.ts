import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createDb, type Db } from '../../src/db/client.ts';
import { runCliText } from '../support/cli.ts';
import { createTestDatabase } from '../support/database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url);
  const account = await createAccount(db, { email: 'people@agency.example', plan: 'PRO' });
  await createApiKey(db, { accountId: account.id, role: 'READ', projectSlugs: [], name: 'reporting' });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const cli = (...args: string[]) => runCliText(database.url, args);

describe('bin/visibility for people', () => {
  it('prints help on stdout: the commands, and each command with its options', async () => {
    const [overview, command, unknownHelp] = await Promise.all([cli('--help'), cli('key', 'create', '--help'), cli('-h')]);
    expect(overview).toMatchObject({ code: 0, stderr: '' });
    for (const name of ['start', 'account create', 'key list', 'audit run', 'webhook replay-held']) expect(overview.stdout).toContain(name);
    expect(command).toMatchObject({ code: 0, stderr: '' });
    expect(command.stdout).toMatch(/^Usage: visibility key create --account E --role ROLE/);
    expect(command.stdout).toContain('--expires-in DURATION');
    expect(unknownHelp.stdout).toBe(overview.stdout);
  });

  it('prints results as tables and fields, not JSON', async () => {
    const listed = await cli('key', 'list', '--account', 'people@agency.example');
    expect(listed.code).toBe(0);
    const [header, row, ...rest] = listed.stdout.trimEnd().split('\n');
    expect(rest).toEqual([]);
    expect(header.split(/\s{2,}/)).toEqual(expect.arrayContaining(['id', 'name', 'role', 'state']));
    expect(row).toMatch(/^key_[0-9a-f]{32}\s+reporting\s+vis_\S+\s+read\s/);
    expect(() => JSON.parse(listed.stdout)).toThrow();
  });

  it('says what went wrong and what to do next', async () => {
    const [missingAccount, unknownCommand, wrongOption, missingOption] = await Promise.all([
      cli('key', 'list', '--account', 'nobody@agency.example'),
      cli('key', 'lst'),
      cli('key', 'list', '--account', 'people@agency.example', '--wait'),
      cli('key', 'create', '--account', 'people@agency.example'),
    ]);
    for (const res of [missingAccount, unknownCommand, wrongOption, missingOption]) {
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
    }
    expect(missingAccount.stderr).toBe(
      'error: no account with email nobody@agency.example\n  next: create it with: visibility account create --email nobody@agency.example --plan pro\n',
    );
    expect(unknownCommand.stderr).toContain('next: run `visibility --help`');
    expect(wrongOption.stderr).toContain('--wait is not an option of "key list"');
    expect(missingOption.stderr).toContain('error: --role is required\n  next: usage: visibility key create');
  });
});
