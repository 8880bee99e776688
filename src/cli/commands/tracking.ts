// What projects track in AI engines: competitors, prompts, brand aliases, engines, cadence.
import type { Runtime } from '../../app.ts';
import { accountOf, accountOption, arg, CliError, type Command, type CommandContext, list, str, withRuntime } from '../command.ts';

const projectOption = { type: 'string', multiple: true, value: 'SLUG', required: true, help: 'the project' } as const;

/** The project `--project SLUG` of the account `--account EMAIL`. */
async function projectOf(rt: Runtime, ctx: CommandContext) {
  const account = await accountOf(rt, str(ctx, 'account'));
  const slug = list(ctx, 'project')[0];
  if (!slug) throw new CliError('--project is required');
  const project = await rt.services.db.project.findUnique({ where: { accountId_slug: { accountId: account.id, slug } } });
  if (!project)
    throw new CliError(
      `no project "${slug}" in account ${account.email}`,
      `create it: visibility project create --account ${account.email} --name N --domain D`,
    );
  return project;
}

/** Removal by id: the operator may address any account's rows, so the id says whose it is. */
async function accountOfRow(rt: Runtime, table: 'competitor' | 'trackedPrompt', id: string): Promise<string> {
  const { db } = rt.services;
  const row =
    table === 'competitor' ? await db.competitor.findUnique({ where: { id } }) : await db.trackedPrompt.findUnique({ where: { id } });
  if (!row)
    throw new CliError(
      `no ${table === 'competitor' ? 'competitor' : 'tracked prompt'} with id ${id}`,
      `list them: visibility ${table === 'competitor' ? 'competitor' : 'prompt'} list --account E --project SLUG`,
    );
  return row.accountId;
}

export const commands: Command[] = [
  {
    name: 'competitor add',
    summary: 'track a competitor of a project (its name, aliases and domain are matched in answers)',
    options: {
      account: accountOption,
      project: projectOption,
      name: { type: 'string', value: 'N', required: true, help: 'brand name' },
      domain: { type: 'string', value: 'D', required: true, help: 'its site, e.g. globex.com (subdomains count)' },
      alias: { type: 'string', multiple: true, value: 'A', help: 'another name of the brand (repeatable)' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { addCompetitor } = await import('../../core/tracking/competitors.ts');
        return addCompetitor(rt.services.db, await projectOf(rt, ctx), {
          name: str(ctx, 'name'),
          domain: str(ctx, 'domain'),
          aliases: list(ctx, 'alias'),
        });
      }),
  },
  {
    name: 'competitor list',
    summary: "a project's competitors",
    options: { account: accountOption, project: projectOption },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { listCompetitors } = await import('../../core/tracking/competitors.ts');
        return { competitors: await listCompetitors(rt.services.db, await projectOf(rt, ctx)) };
      }),
  },
  {
    name: 'competitor remove',
    args: 'ID',
    summary: 'stop tracking a competitor (past mentions stay)',
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { removeCompetitor } = await import('../../core/tracking/competitors.ts');
        const id = arg(ctx, 'ID');
        return removeCompetitor(rt.services.db, await accountOfRow(rt, 'competitor', id), id);
      }),
  },
  {
    name: 'prompt add',
    summary: "track a prompt: every audit asks it of the project's engines",
    options: {
      account: accountOption,
      project: projectOption,
      text: { type: 'string', value: 'T', required: true, help: 'the question, e.g. "best CRM for small agencies"' },
      tag: { type: 'string', multiple: true, value: 'T', help: 'a topic, also matched as a category term (repeatable)' },
      country: { type: 'string', value: 'CC', help: 'ISO 3166-1 alpha-2 country, e.g. US' },
      language: { type: 'string', value: 'L', help: 'BCP 47 language, e.g. en' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { addPrompt } = await import('../../core/tracking/prompts.ts');
        return addPrompt(rt.services.db, await projectOf(rt, ctx), {
          text: str(ctx, 'text'),
          tags: list(ctx, 'tag'),
          country: str(ctx, 'country', false) ?? null,
          language: str(ctx, 'language', false) ?? null,
        });
      }),
  },
  {
    name: 'prompt list',
    summary: "a project's tracked prompts",
    options: { account: accountOption, project: projectOption },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { listPrompts } = await import('../../core/tracking/prompts.ts');
        return { prompts: await listPrompts(rt.services.db, await projectOf(rt, ctx)) };
      }),
  },
  {
    name: 'prompt remove',
    args: 'ID',
    summary: 'stop tracking a prompt (its past answers stay)',
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { removePrompt } = await import('../../core/tracking/prompts.ts');
        const id = arg(ctx, 'ID');
        return removePrompt(rt.services.db, await accountOfRow(rt, 'trackedPrompt', id), id);
      }),
  },
  {
    name: 'project update',
    summary: "a project's brand aliases, engines, samples per prompt, audit cadence and role judge",
    options: {
      account: accountOption,
      project: projectOption,
      alias: { type: 'string', multiple: true, value: 'A', help: 'another name of the brand (repeatable; replaces the list)' },
      engines: { type: 'string', value: 'LIST', help: 'comma-separated engines, e.g. CHATGPT,CLAUDE (empty: every configured engine)' },
      'audit-every-days': { type: 'string', value: 'N|off', help: 'scheduled re-audit every N days, or off' },
      samples: { type: 'string', value: 'N', help: "times each engine is asked each tracked prompt per audit (1 to the plan's maximum)" },
      'judge-roles': {
        type: 'string',
        value: 'on|off',
        help: "a language model judges roles and sentiment beside the lexicon (docs/methodology.md, 'The role judge')",
      },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { updateTrackingSettings } = await import('../../core/tracking/settings.ts');
        const project = await projectOf(rt, ctx);
        const engines = typeof ctx.values.engines === 'string' ? ctx.values.engines : undefined;
        const every = str(ctx, 'audit-every-days', false);
        const samples = str(ctx, 'samples', false);
        const judge = str(ctx, 'judge-roles', false);
        const settings = await updateTrackingSettings(
          rt.services.db,
          project,
          {
            ...(list(ctx, 'alias').length ? { brandAliases: list(ctx, 'alias') } : {}),
            ...(engines !== undefined
              ? {
                  engines: engines
                    .split(',')
                    .map((e) => e.trim().toUpperCase())
                    .filter(Boolean) as never,
                }
              : {}),
            ...(every !== undefined ? { auditEveryDays: every === 'off' ? null : Number(every) } : {}),
            // Not a number stays NaN, which the rule's schema refuses with a readable sentence.
            ...(samples !== undefined ? { samplesPerPrompt: Number(samples) } : {}),
            // Anything but on/off stays a string, which the rule's schema refuses.
            ...(judge !== undefined ? { judgeRoles: (judge === 'on' ? true : judge === 'off' ? false : judge) as boolean } : {}),
          },
          rt.services.config.engines,
        );
        return { slug: project.slug, ...settings };
      }),
  },
  {
    name: 'engines',
    summary: 'the AI engines: configured (an API key is set) or not, provider, model and its price (built in or an operator setting)',
    async run() {
      const { loadConfig } = await import('../../core/runtime/config.ts');
      const { enginesStatus } = await import('../../engines/registry.ts');
      return { engines: enginesStatus(loadConfig().engines) };
    },
  },
];
