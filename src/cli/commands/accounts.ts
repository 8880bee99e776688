// Accounts and their projects.
import type { Runtime } from '../../app.ts';
import { accountOf, accountOption, CliError, type Command, list, str, withRuntime } from '../command.ts';

/** Adds a dashboard user; the generated (invite) password, if any, is printed once. */
export async function dashboardUser(
  services: Runtime['services'],
  accountId: string,
  email: string,
  role: 'OWNER' | 'MEMBER',
  password?: string,
) {
  const { addUser } = await import('../../core/accounts/users.ts');
  return addUser(services.db, { accountId, email, role, password });
}

export const commands: Command[] = [
  {
    name: 'account create',
    summary: 'create an account on a plan',
    options: {
      email: { type: 'string', value: 'E', required: true, help: 'e-mail address (the account is addressed by it)' },
      plan: { type: 'string', value: 'PLAN', required: true, help: 'free, pro, agency or enterprise' },
      name: { type: 'string', value: 'N', help: 'display name' },
      workspace: { type: 'string', multiple: true, value: 'SLUG', help: 'a workspace to create (repeatable; default one)' },
      password: { type: 'string', value: 'P', help: "the owner's dashboard password (default: an invite password, printed once)" },
    },
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const { createAccount, planFromName } = await import('../../core/accounts/accounts.ts');
        const account = await createAccount(services.db, {
          email: str(ctx, 'email'),
          plan: planFromName(str(ctx, 'plan')),
          name: str(ctx, 'name', false),
          workspaces: list(ctx, 'workspace'),
        });
        // The account's owner signs in to the dashboard with its email; --password or an invite password.
        const owner = await dashboardUser(services, account.id, account.email, 'OWNER', str(ctx, 'password', false));
        return { ...account, owner };
      }),
  },
  {
    name: 'user add',
    summary: 'add a dashboard user to an account',
    options: {
      account: accountOption,
      email: { type: 'string', value: 'U', required: true, help: "the user's e-mail address (their sign-in)" },
      role: { type: 'string', value: 'ROLE', help: 'member (default) or owner' },
      password: { type: 'string', value: 'P', help: 'their password (default: an invite password, printed once)' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const role = (str(ctx, 'role', false) ?? 'member').toLowerCase();
        if (role !== 'owner' && role !== 'member') throw new CliError('--role must be owner or member');
        return dashboardUser(
          rt.services,
          account.id,
          str(ctx, 'email'),
          role === 'owner' ? 'OWNER' : 'MEMBER',
          str(ctx, 'password', false),
        );
      }),
  },
  {
    name: 'user reset-password',
    summary: "set a dashboard user's password and end all their sessions",
    details:
      'Without --password a password is generated and printed once, for you to pass on. Every session of the user ends; ' +
      'they sign in again with the new password (and may change it under Settings, Password).',
    options: {
      account: accountOption,
      email: { type: 'string', value: 'U', required: true, help: "the user's e-mail address (their sign-in)" },
      password: { type: 'string', value: 'P', help: 'the new password (default: a generated one, printed once)' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const { resetUserPassword } = await import('../../core/accounts/user-passwords.ts');
        // The CLI acts as the account holder (no user of its own), as its dashboard sessions do.
        return resetUserPassword(rt.services.db, {
          accountId: account.id,
          user: { email: str(ctx, 'email') },
          actingUserId: null,
          password: str(ctx, 'password', false),
        });
      }),
  },
  {
    name: 'project create',
    summary: 'create a project (a brand and its site) in an account',
    options: {
      account: accountOption,
      name: { type: 'string', value: 'N', required: true, help: 'brand or client name' },
      domain: { type: 'string', value: 'D', required: true, help: 'host name of the site, e.g. example.com' },
      slug: { type: 'string', value: 'S', help: 'URL name (default derived from the name)' },
      workspace: { type: 'string', multiple: true, value: 'SLUG', help: 'workspace (required when the account has several)' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const { createProjectInput } = await import('../../core/contract/schemas.ts');
        const { createAuditableProject } = await import('../../core/projects/projects.ts');
        const parsed = createProjectInput.safeParse({
          name: str(ctx, 'name'),
          domain: str(ctx, 'domain'),
          slug: str(ctx, 'slug', false),
          workspaceSlug: list(ctx, 'workspace')[0],
        });
        if (!parsed.success) {
          throw new CliError(
            `invalid ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
            'a slug is 1-63 lowercase letters, digits and hyphens; a domain is a host name such as example.com',
          );
        }
        return createAuditableProject(rt.services, { accountId: account.id, ...parsed.data });
      }),
  },
];
