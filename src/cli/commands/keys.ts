// API keys and dashboard sessions: the credentials an account's people and programs use.
import { accountOf, accountOption, arg, CliError, type Command, expiresInOption, list, str, withRuntime } from '../command.ts';

const keepIt = 'Keep it now: it is shown only once.';

export const commands: Command[] = [
  {
    name: 'key create',
    summary: 'create an API key (printed once)',
    options: {
      account: accountOption,
      role: {
        type: 'string',
        value: 'ROLE',
        required: true,
        help: 'read, trigger (read and start audits), or ingest (only post access logs, docs/crawlers.md)',
      },
      project: { type: 'string', multiple: true, value: 'SLUG', help: 'limit the key to this project (repeatable)' },
      'expires-in': expiresInOption,
      name: { type: 'string', value: 'N', help: 'a label for the key' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const { createApiKey, parseDuration, roleOfName } = await import('../../core/access/api-keys.ts');
        const role = roleOfName(str(ctx, 'role').toLowerCase());
        if (!role) throw new CliError('--role must be read, trigger or ingest');
        const expiresIn = str(ctx, 'expires-in', false);
        return createApiKey(rt.services.db, {
          accountId: account.id,
          role,
          projectSlugs: list(ctx, 'project'),
          expiresInMs: expiresIn ? parseDuration(expiresIn) : undefined,
          name: str(ctx, 'name', false),
        });
      }),
    render: (r: { key: string; id: string }) => `${r.key}\n\nKey ${r.id} created. ${keepIt}`,
  },
  {
    name: 'key list',
    summary: "list an account's API keys (never their secrets)",
    options: { account: accountOption },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const { listApiKeys } = await import('../../core/access/api-keys.ts');
        return { keys: await listApiKeys(rt.services.db, account.id) };
      }),
  },
  {
    name: 'key revoke',
    args: 'ID',
    summary: 'revoke an API key at once',
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const { revokeApiKey } = await import('../../core/access/api-keys.ts');
        return revokeApiKey(services.db, arg(ctx, 'ID'));
      }),
  },
  {
    name: 'session create',
    summary: 'create a dashboard (/trpc) bearer token (printed once)',
    options: { account: accountOption, 'expires-in': expiresInOption },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const { createDashboardSession } = await import('../../core/accounts/sessions.ts');
        const { parseDuration } = await import('../../core/access/api-keys.ts');
        const expiresIn = str(ctx, 'expires-in', false);
        return createDashboardSession(rt.services.db, {
          accountId: account.id,
          expiresInMs: expiresIn ? parseDuration(expiresIn) : undefined,
        });
      }),
  },
];
