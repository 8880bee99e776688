// Maintenance of the visibility aggregate's rollup.
import { accountOf, CliError, type Command, list, str, withRuntime } from '../command.ts';

export const commands: Command[] = [
  {
    name: 'rollup rebuild',
    summary: "recompute the visibility aggregate's per-answer counts (answer_rollup) from the mentions and citations",
    details:
      'Triggers keep answer_rollup exact on every write. After a restore or a bulk load that bypassed them ' +
      '(session_replication_role = replica, disabled triggers), this recomputes each project and replaces its rows ' +
      'when any differ; `changedRows` counts the rollup rows (by key) that were missing, extra or wrong, 0 meaning it ' +
      'was exact and nothing was written. Every project of the service by default (rows of projects that no longer ' +
      'exist are removed too: `orphanRowsRemoved`), or those of one account, or named projects of it. Writers of ' +
      'mentions and citations, and another rebuild, wait while a project is recomputed; readers do not. On a ' +
      'database that never pauses writing for 60 s it gives up; run it again.',
    options: {
      account: { type: 'string', value: 'E', help: 'only the projects of this account' },
      project: { type: 'string', multiple: true, value: 'SLUG', help: 'only this project of the account (repeatable; needs --account)' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const { db } = rt.services;
        const email = str(ctx, 'account', false);
        const slugs = list(ctx, 'project');
        const account = email ? await accountOf(rt, email) : null;
        if (slugs.length > 0 && !account) {
          throw new CliError('--project needs --account', 'name the account: visibility rollup rebuild --account E --project SLUG');
        }
        const projects = await db.project.findMany({
          where: { ...(account ? { accountId: account.id } : {}), ...(slugs.length > 0 ? { slug: { in: slugs } } : {}) },
          select: { id: true, slug: true, accountId: true },
          orderBy: [{ accountId: 'asc' }, { slug: 'asc' }],
        });
        const missing = slugs.filter((s) => !projects.some((p) => p.slug === s));
        if (missing.length > 0) {
          throw new CliError(`no project ${missing.map((s) => `"${s}"`).join(', ')} in this account`);
        }
        const { rebuildAnswerRollup, removeOrphanRollups } = await import('../../core/analytics/rollup.ts');
        const results = await rebuildAnswerRollup(
          db,
          projects.map((p) => p.id),
          (done, total) => ctx.progress.update(`rollup: ${projects[done - 1].slug}`, done, total),
        ).finally(() => ctx.progress.done());
        return {
          projects: results.map((r, i) => ({ slug: projects[i].slug, projectId: r.projectId, changedRows: r.changedRows })),
          changedRows: results.reduce((a, r) => a + r.changedRows, 0),
          ...(account ? {} : { orphanRowsRemoved: await removeOrphanRollups(db) }),
        };
      }),
  },
];
