// Audits started by the operator.
import { failureOf } from '../../core/contract/run-failure.ts';
import { accountOf, accountOption, CliError, type Command, type CommandContext, list, str, withRuntime } from '../command.ts';

/** "crawled 12 of at most 50 pages" -> [12, 50]: the run's progress note as a fraction, when it is one. */
function fractionOf(note: string | null): [number, number] | [null, null] {
  const m = note?.match(/(\d+) of (?:at most )?(\d+)/);
  return m ? [Number(m[1]), Number(m[2])] : [null, null];
}

const POLL_MS = 1000;

async function waitForRun(ctx: CommandContext, db: import('../../db/client.ts').Db, auditRunId: string) {
  let last = '';
  for (;;) {
    const run = await db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
    const failure = failureOf(run);
    const note = failure ? `${failure.code}: ${failure.message}` : run.progress;
    const line = `${run.status}${note ? `: ${note}` : ''}`;
    if (line !== last) {
      ctx.progress.line(`${new Date().toISOString()} ${line}`);
      const [done, total] = fractionOf(run.progress);
      ctx.progress.update(run.progress ?? run.status.toLowerCase(), done, total);
    }
    last = line;
    if (run.status !== 'RUNNING') return run;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export const commands: Command[] = [
  {
    name: 'audit run',
    summary: "start an audit of a project (at most one an hour or VISIBILITY_AUDIT_COOLDOWN_SECONDS, within the plan's monthly cap)",
    options: {
      account: accountOption,
      project: { type: 'string', multiple: true, value: 'SLUG', required: true, help: 'the project to audit' },
      wait: { type: 'boolean', help: 'wait until the audit completes or fails, showing its progress' },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const slug = list(ctx, 'project')[0];
        if (!slug) throw new CliError('--project is required');
        const { db } = rt.services;
        const project = await db.project.findUnique({ where: { accountId_slug: { accountId: account.id, slug } } });
        if (!project) {
          throw new CliError(
            `no project "${slug}" in this account`,
            `see its projects with the API, or create one: visibility project create --account ${account.email} --name N --domain D`,
          );
        }
        const { triggerAudit } = await import('../../core/audits/audit-runs.ts');
        const { auditRunId, created } = await triggerAudit(db, project, 'CLI', rt.services.config.auditCooldownSeconds).catch(
          (e: unknown) => {
            const { message, retryAfter } = e as Error & { retryAfter?: number };
            throw new CliError(
              `audit not accepted: ${message}${retryAfter ? ` (retry in ${retryAfter}s)` : ''}`,
              retryAfter ? `try again after ${new Date(Date.now() + retryAfter * 1000).toISOString()}` : undefined,
            );
          },
        );
        if (!ctx.values.wait) return { auditRunId, created, status: 'RUNNING' };
        const run = await waitForRun(ctx, db, auditRunId).finally(() => ctx.progress.done());
        return {
          auditRunId,
          created,
          status: run.status,
          overallScore: run.scoreOverall,
          pagesAnalyzed: run.pagesAnalyzed,
          findingsCount: run.findingsCount,
          failure: failureOf(run),
        };
      }),
  },
];
