import type { AddressInfo } from 'node:net';
import { startRuntime, type Runtime } from '../app.ts';
import { accountByEmail, createAccount, planFromName } from '../core/accounts.ts';
import { createApiKey, listApiKeys, parseDuration, revokeApiKey } from '../core/api-keys.ts';
import { triggerAudit } from '../core/audit-runs.ts';
import { createDashboardSession } from '../core/dashboard/sessions.ts';
import { createProject } from '../core/projects.ts';
import { createProjectInput } from '../core/schemas.ts';
import { migrate } from '../db/migrate.ts';
import { Shutdown } from './shutdown.ts';
import { listDeliveries, replayDelivery, replayHeldDeliveries } from '../webhooks/deliveries.ts';
import {
  createEndpoint,
  deleteEndpoint,
  enableEndpoint,
  listEndpoints,
  pauseEndpoint,
  revealSecret,
  rotateSecret,
  type Scope,
} from '../webhooks/endpoints.ts';

export interface CommandContext {
  values: Record<string, string | boolean | string[] | undefined>;
  args: string[];
  json: boolean;
}

interface Command {
  /** How many positional words name the command ("key create" = 2). */
  words: number;
  run(ctx: CommandContext): Promise<unknown>;
}

function str(ctx: CommandContext, name: string, required = true): string | undefined {
  const v = ctx.values[name];
  if (typeof v === 'string' && v.length > 0) return v;
  if (required) throw new Error(`--${name} is required`);
  return undefined;
}

function list(ctx: CommandContext, name: string): string[] {
  const v = ctx.values[name];
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}

function arg(ctx: CommandContext, usage: string): string {
  if (!ctx.args[0]) throw new Error(`usage: ${usage}`);
  return ctx.args[0];
}

/** The operator addresses any account's endpoints and deliveries by id. */
const operator: Scope = { operator: true };

/** Runs `fn` with the services on a migrated database, then releases them. */
async function withRuntime<T>(fn: (rt: Runtime) => Promise<T>): Promise<T> {
  const rt = await startRuntime({ migrate: true });
  try {
    return await fn(rt);
  } finally {
    await rt.close();
  }
}

/**
 * Runs a long-running command: signal handling first (cli/shutdown.ts), then the runtime, then
 * the command's parts; a signal at any point stops what has started, newest first, and exits 0.
 */
async function longRunning(parts: (shutdown: Shutdown, rt: Runtime) => Promise<void>, migrate = false) {
  const shutdown = new Shutdown();
  const rt = await startRuntime({ migrate });
  shutdown.started(() => rt.close(), rt.services.log);
  if (!shutdown.requested) await parts(shutdown, rt);
  return shutdown.untilSignal();
}

// The server, the worker and the demo generator are loaded only by the commands that use them,
// so account and key commands start fast.
const startWorker: typeof import('../jobs/worker.ts').startWorker = async (...args) =>
  (await import('../jobs/worker.ts')).startWorker(...args);

async function serveHttp(rt: Runtime) {
  const { buildServer } = await import('../server.ts');
  const server = await buildServer(rt.services);
  await server.listen({ host: rt.services.config.host, port: rt.services.config.port });
  const { port } = server.server.address() as AddressInfo;
  rt.services.log.info({ port, database: rt.database.embedded ? 'embedded' : 'DATABASE_URL' }, `listening on port ${port}`);
  return server;
}

export const commands: Record<string, Command> = {
  start: {
    words: 1,
    run: () =>
      longRunning(async (shutdown, rt) => {
        const server = await serveHttp(rt);
        shutdown.started(() => server.close());
        if (shutdown.requested) return;
        const worker = await startWorker(rt.services, rt.database.url);
        shutdown.started(() => worker.stop());
      }, true),
  },
  serve: {
    words: 1,
    run: () =>
      longRunning(async (shutdown, rt) => {
        const server = await serveHttp(rt);
        shutdown.started(() => server.close());
      }),
  },
  worker: {
    words: 1,
    run: () =>
      longRunning(async (shutdown, rt) => {
        const worker = await startWorker(rt.services, rt.database.url);
        shutdown.started(() => worker.stop());
      }),
  },
  migrate: {
    words: 1,
    async run() {
      const rt = await startRuntime({ migrate: false });
      try {
        return { applied: await migrate(rt.database.url, rt.services.log) };
      } finally {
        await rt.close();
      }
    },
  },
  'account create': {
    words: 2,
    run: (ctx) =>
      withRuntime(({ services }) =>
        createAccount(services.db, {
          email: str(ctx, 'email')!,
          plan: planFromName(str(ctx, 'plan')!),
          name: str(ctx, 'name', false),
          workspaces: list(ctx, 'workspace'),
        }),
      ),
  },
  'project create': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const account = await accountByEmail(services.db, str(ctx, 'account')!);
        const workspaces = list(ctx, 'workspace');
        const parsed = createProjectInput.safeParse({
          name: str(ctx, 'name'),
          domain: str(ctx, 'domain'),
          slug: str(ctx, 'slug', false),
          workspaceSlug: workspaces[0],
        });
        if (!parsed.success) {
          throw new Error(`invalid ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
        }
        try {
          return await createProject(services.db, { accountId: account.id, ...parsed.data });
        } catch (e) {
          throw new Error((e as Error).message);
        }
      }),
  },
  'key create': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const account = await accountByEmail(services.db, str(ctx, 'account')!);
        const role = str(ctx, 'role')!.toLowerCase();
        if (role !== 'read' && role !== 'trigger') throw new Error('--role must be read or trigger');
        const expiresIn = str(ctx, 'expires-in', false);
        return createApiKey(services.db, {
          accountId: account.id,
          role: role === 'read' ? 'READ' : 'TRIGGER',
          projectSlugs: list(ctx, 'project'),
          expiresInMs: expiresIn ? parseDuration(expiresIn) : undefined,
          name: str(ctx, 'name', false),
        });
      }),
  },
  'key list': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const account = await accountByEmail(services.db, str(ctx, 'account')!);
        return { keys: await listApiKeys(services.db, account.id) };
      }),
  },
  'key revoke': {
    words: 2,
    run: (ctx) =>
      withRuntime(({ services }) => revokeApiKey(services.db, arg(ctx, 'key revoke ID'))),
  },
  demo: {
    words: 1,
    run: (ctx) =>
      withRuntime(async ({ services }) => (await import('../demo/seed.ts')).seedDemo(services, str(ctx, 'email')!)),
  },
  'audit run': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const account = await accountByEmail(services.db, str(ctx, 'account')!);
        const slug = list(ctx, 'project')[0];
        if (!slug) throw new Error('--project is required');
        const project = await services.db.project.findUnique({
          where: { accountId_slug: { accountId: account.id, slug } },
        });
        if (!project) throw new Error(`no project "${slug}" in this account`);
        const { auditRunId, created } = await triggerAudit(services.db, project.id, 'CLI').catch((e) => {
          throw new Error(`audit not accepted: ${(e as Error).message}${e.retryAfter ? ` (retry in ${e.retryAfter}s)` : ''}`);
        });
        if (!ctx.values.wait) return { auditRunId, created, status: 'RUNNING' };
        let last = '';
        for (;;) {
          const run = await services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
          const line = `${run.status}${run.progress ? `: ${run.progress}` : ''}`;
          if (line !== last) process.stderr.write(`${new Date().toISOString()} ${line}\n`);
          last = line;
          if (run.status !== 'RUNNING') {
            return {
              auditRunId,
              created,
              status: run.status,
              overallScore: run.scoreOverall,
              pagesAnalyzed: run.pagesAnalyzed,
              findingsCount: run.findingsCount,
              failureReason: run.failureReason,
            };
          }
          await new Promise((r) => setTimeout(r, 1000));
        }
      }),
  },
  'session create': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const account = await accountByEmail(services.db, str(ctx, 'account')!);
        const expiresIn = str(ctx, 'expires-in', false);
        return createDashboardSession(services.db, {
          accountId: account.id,
          expiresInMs: expiresIn ? parseDuration(expiresIn) : undefined,
        });
      }),
  },
  'webhook create': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const account = await accountByEmail(services.db, str(ctx, 'account')!);
        return createEndpoint(services, { accountId: account.id, url: str(ctx, 'url')!, events: list(ctx, 'event') });
      }),
  },
  'webhook list': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const account = await accountByEmail(services.db, str(ctx, 'account')!);
        return { endpoints: await listEndpoints(services.db, account.id) };
      }),
  },
  'webhook secret': {
    words: 2,
    run: (ctx) => withRuntime(({ services }) => revealSecret(services, operator, arg(ctx, 'webhook secret ID'))),
  },
  'webhook rotate-secret': {
    words: 2,
    run: (ctx) => withRuntime(({ services }) => rotateSecret(services, operator, arg(ctx, 'webhook rotate-secret ID'))),
  },
  'webhook enable': {
    words: 2,
    run: (ctx) => withRuntime(({ services }) => enableEndpoint(services.db, operator, arg(ctx, 'webhook enable ID'))),
  },
  'webhook disable': {
    words: 2,
    run: (ctx) => withRuntime(({ services }) => pauseEndpoint(services.db, operator, arg(ctx, 'webhook disable ID'))),
  },
  'webhook delete': {
    words: 2,
    run: (ctx) => withRuntime(({ services }) => deleteEndpoint(services.db, operator, arg(ctx, 'webhook delete ID'))),
  },
  'webhook deliveries': {
    words: 2,
    run: (ctx) =>
      withRuntime(({ services }) => {
        const limit = str(ctx, 'limit', false);
        if (limit !== undefined && !(/^\d{1,3}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 100)) {
          throw new Error('--limit must be a number from 1 to 100');
        }
        return listDeliveries(services.db, operator, arg(ctx, 'webhook deliveries ID [--limit N]'), limit ? Number(limit) : undefined);
      }),
  },
  'webhook replay': {
    words: 2,
    run: (ctx) => withRuntime(({ services }) => replayDelivery(services.db, operator, arg(ctx, 'webhook replay DELIVERY_ID'))),
  },
  'webhook replay-held': {
    words: 2,
    run: (ctx) => withRuntime(({ services }) => replayHeldDeliveries(services.db, operator, arg(ctx, 'webhook replay-held ID'))),
  },
};
