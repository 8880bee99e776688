import type { AddressInfo } from 'node:net';
import { migrateAll, startRuntime, type Runtime } from '../app.ts';
import { type Command, type CommandContext, arg, list, str, withRuntime } from './command-kit.ts';
import { trackingCommands } from './tracking-commands.ts';
import { accountByEmail, createAccount, planFromName } from '../core/accounts.ts';
import { createApiKey, listApiKeys, parseDuration, revokeApiKey } from '../core/api-keys.ts';
import { triggerAudit } from '../core/audit-runs.ts';
import { createDashboardSession } from '../core/dashboard/sessions.ts';
import { failureOf } from '../core/audits/failure.ts';
import { addUser } from '../core/dashboard/users.ts';
import { assertAuditableDomain, createProject } from '../core/projects.ts';
import { createProjectInput } from '../core/schemas.ts';
import { listDeliveries, replayDelivery, replayHeldDeliveries } from '../core/webhooks/deliveries.ts';
import {
  createEndpoint,
  deleteEndpoint,
  enableEndpoint,
  listEndpoints,
  pauseEndpoint,
  revealSecret,
  rotateSecret,
  type Scope,
} from '../core/webhooks/endpoints.ts';

/** Adds a dashboard user; the generated (invite) password, if any, is printed once. */
async function dashboardUser(services: Runtime['services'], accountId: string, email: string, role: 'OWNER' | 'MEMBER', password?: string) {
  try {
    return await addUser(services.db, { accountId, email, role, password });
  } catch (e) {
    throw new Error((e as Error).message);
  }
}

/** The operator addresses any account's endpoints and deliveries by id. */
const operator: Scope = { operator: true };

/** Keeps a long-running command alive until SIGINT/SIGTERM, then stops its parts in order. */
function untilSignal(rt: Runtime, stops: (() => Promise<void>)[]): Promise<void> {
  return new Promise((resolve) => {
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      rt.services.log.info({ signal }, 'shutting down');
      for (const s of stops) await s().catch((e) => rt.services.log.error({ err: e }, 'shutdown step failed'));
      await rt.close();
      resolve();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
  });
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
  ...trackingCommands,
  start: {
    words: 1,
    async run() {
      const rt = await startRuntime({ migrate: 'always' });
      const server = await serveHttp(rt);
      const worker = await startWorker(rt.services, rt.database.url);
      await untilSignal(rt, [() => server.close(), () => worker.stop()]);
      return undefined;
    },
  },
  serve: {
    words: 1,
    async run() {
      const rt = await startRuntime({ migrate: 'never' });
      const server = await serveHttp(rt);
      await untilSignal(rt, [() => server.close()]);
      return undefined;
    },
  },
  worker: {
    words: 1,
    async run() {
      const rt = await startRuntime({ migrate: 'never' });
      const worker = await startWorker(rt.services, rt.database.url);
      await untilSignal(rt, [() => worker.stop()]);
      return undefined;
    },
  },
  migrate: {
    words: 1,
    async run() {
      const rt = await startRuntime({ migrate: 'never' });
      try {
        return { applied: await migrateAll(rt.database.url, rt.services.log) };
      } finally {
        await rt.close();
      }
    },
  },
  'account create': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const account = await createAccount(services.db, {
          email: str(ctx, 'email')!,
          plan: planFromName(str(ctx, 'plan')!),
          name: str(ctx, 'name', false),
          workspaces: list(ctx, 'workspace'),
        });
        // The account's owner signs in to the dashboard with its email; --password or an invite password.
        const owner = await dashboardUser(services, account.id, account.email, 'OWNER', str(ctx, 'password', false));
        return { ...account, owner };
      }),
  },
  'user add': {
    words: 2,
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const account = await accountByEmail(services.db, str(ctx, 'account')!);
        const role = (str(ctx, 'role', false) ?? 'member').toLowerCase();
        if (role !== 'owner' && role !== 'member') throw new Error('--role must be owner or member');
        return dashboardUser(services, account.id, str(ctx, 'email')!, role === 'owner' ? 'OWNER' : 'MEMBER', str(ctx, 'password', false));
      }),
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
          assertAuditableDomain(parsed.data.domain, services.config.allowPrivateNetwork);
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
      withRuntime(async ({ services }) => {
        const demo = await (await import('../core/demo/seed.ts')).seedDemo(services, str(ctx, 'email')!);
        const password = str(ctx, 'password', false);
        if (!password || (await services.db.appUser.findUnique({ where: { email: demo.account.email } }))) return demo;
        return { ...demo, owner: await dashboardUser(services, demo.account.id, demo.account.email, 'OWNER', password) };
      }),
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
          const failure = failureOf(run);
          const note = failure ? `${failure.code}: ${failure.message}` : run.progress;
          const line = `${run.status}${note ? `: ${note}` : ''}`;
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
              failure,
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
