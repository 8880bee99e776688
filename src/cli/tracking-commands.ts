/** Operator commands for what projects track in AI engines: competitors, prompts, aliases, engines. */
import { accountByEmail } from '../core/accounts.ts';
import { addCompetitor, listCompetitors, removeCompetitor } from '../core/tracking/competitors.ts';
import { addPrompt, listPrompts, removePrompt } from '../core/tracking/prompts.ts';
import { updateTrackingSettings } from '../core/tracking/settings.ts';
import { enginesStatus } from '../engines/registry.ts';
import type { Db } from '../db/client.ts';
import { arg, type Command, type CommandContext, list, str, withRuntime } from './command-kit.ts';

/** The project `--project SLUG` of the account `--account EMAIL`. */
async function projectOf(db: Db, ctx: CommandContext) {
  const account = await accountByEmail(db, str(ctx, 'account')!);
  const slug = list(ctx, 'project')[0];
  if (!slug) throw new Error('--project is required');
  const project = await db.project.findUnique({ where: { accountId_slug: { accountId: account.id, slug } } });
  if (!project) throw new Error(`no project "${slug}" in account ${account.email}`);
  return project;
}

/** Removal by id needs the account the id belongs to; the operator may address any. */
async function accountOfRow(db: Db, table: 'competitor' | 'trackedPrompt', id: string): Promise<string> {
  const row = table === 'competitor' ? await db.competitor.findUnique({ where: { id } }) : await db.trackedPrompt.findUnique({ where: { id } });
  if (!row) throw new Error(`no ${table === 'competitor' ? 'competitor' : 'tracked prompt'} with id ${id}`);
  return row.accountId;
}

export const trackingCommands: Record<string, Command> = {
  'competitor add': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) =>
        addCompetitor(services.db, await projectOf(services.db, ctx), {
          name: str(ctx, 'name')!,
          domain: str(ctx, 'domain')!,
          aliases: list(ctx, 'alias'),
        }),
      ),
  },
  'competitor list': {
    words: 2,
    run: (ctx) => withRuntime(async ({ services }) => ({ competitors: await listCompetitors(services.db, await projectOf(services.db, ctx)) })),
  },
  'competitor remove': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const id = arg(ctx, 'competitor remove ID');
        return removeCompetitor(services.db, await accountOfRow(services.db, 'competitor', id), id);
      }),
  },
  'prompt add': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) =>
        addPrompt(services.db, await projectOf(services.db, ctx), {
          text: str(ctx, 'text')!,
          tags: list(ctx, 'tag'),
          country: str(ctx, 'country', false) ?? null,
          language: str(ctx, 'language', false) ?? null,
        }),
      ),
  },
  'prompt list': {
    words: 2,
    run: (ctx) => withRuntime(async ({ services }) => ({ prompts: await listPrompts(services.db, await projectOf(services.db, ctx)) })),
  },
  'prompt remove': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const id = arg(ctx, 'prompt remove ID');
        return removePrompt(services.db, await accountOfRow(services.db, 'trackedPrompt', id), id);
      }),
  },
  'project update': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const project = await projectOf(services.db, ctx);
        const engines = str(ctx, 'engines', false);
        const every = str(ctx, 'audit-every-days', false);
        return {
          slug: project.slug,
          ...(await updateTrackingSettings(
            services.db,
            project,
            {
              ...(list(ctx, 'alias').length ? { brandAliases: list(ctx, 'alias') } : {}),
              ...(engines !== undefined ? { engines: engines.split(',').map((e) => e.trim().toUpperCase()).filter(Boolean) as never } : {}),
              ...(every !== undefined ? { auditEveryDays: every === 'off' ? null : Number(every) } : {}),
            },
            services.config.engines,
          )),
        };
      }),
  },
  engines: {
    words: 1,
    // No database needed: what this process's configuration enables.
    async run() {
      const { loadConfig } = await import('../core/config.ts');
      return { engines: enginesStatus(loadConfig().engines) };
    },
  },
};
