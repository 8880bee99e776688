// Accounts and their projects.
import { accountOf, accountOption, CliError, type Command, list, str, withRuntime } from '../command.ts';

export const commands: Command[] = [
  {
    name: 'account create',
    summary: 'create an account on a plan',
    options: {
      email: { type: 'string', value: 'E', required: true, help: 'e-mail address (the account is addressed by it)' },
      plan: { type: 'string', value: 'PLAN', required: true, help: 'free, pro, agency or enterprise' },
      name: { type: 'string', value: 'N', help: 'display name' },
      workspace: { type: 'string', multiple: true, value: 'SLUG', help: 'a workspace to create (repeatable; default one)' },
    },
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const { createAccount, planFromName } = await import('../../core/accounts.ts');
        return createAccount(services.db, {
          email: str(ctx, 'email')!,
          plan: planFromName(str(ctx, 'plan')!),
          name: str(ctx, 'name', false),
          workspaces: list(ctx, 'workspace'),
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
        const account = await accountOf(rt, str(ctx, 'account')!);
        const { createProjectInput } = await import('../../core/schemas.ts');
        const { createProject } = await import('../../core/projects.ts');
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
        return createProject(rt.services.db, { accountId: account.id, ...parsed.data });
      }),
  },
];
