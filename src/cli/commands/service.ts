// The service's processes: HTTP and the job worker, together or apart, and migrations.
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import type { Runtime } from '../../app.ts';
import type { Command } from '../command.ts';
import { Shutdown } from '../shutdown.ts';

// The server and the worker are loaded only by the commands that use them.
const startWorker: typeof import('../../jobs/worker.ts').startWorker = async (...args) =>
  (await import('../../jobs/worker.ts')).startWorker(...args);

const startRuntime: typeof import('../../app.ts').startRuntime = async (...args) => (await import('../../app.ts')).startRuntime(...args);

/**
 * Runs a long-running command: signal handling first (cli/shutdown.ts), then the runtime, then
 * the command's parts; a signal at any point stops what has started, newest first, and exits 0.
 */
async function longRunning(parts: (shutdown: Shutdown, rt: Runtime) => Promise<void>, migrate: 'always' | 'never') {
  const shutdown = new Shutdown();
  const rt = await startRuntime({ migrate });
  shutdown.runtimeStarted(rt);
  reportHeapLimit(rt);
  if (!shutdown.requested) await parts(shutdown, rt);
  return shutdown.untilSignal();
}

/**
 * Logs the process's V8 heap limit (old generation plus the young one's ~48 MB); warns when the
 * old generation is not the VISIBILITY_HEAP_MB the operator set (or its default), which happens
 * when the process was started with `node dist/cli/main.js` rather than bin/visibility.
 */
function reportHeapLimit(rt: Runtime) {
  const heapLimitMb = Math.round(v8.getHeapStatistics().heap_size_limit / 1024 / 1024);
  const { heapMb } = rt.services.config;
  if (heapLimitMb < heapMb || heapLimitMb > heapMb + 128)
    rt.services.log.warn(
      { heapLimitMb, heapMb },
      'the V8 heap limit is not VISIBILITY_HEAP_MB: start server processes with bin/visibility (it passes --max-old-space-size)',
    );
  else rt.services.log.info({ heapLimitMb, heapMb }, 'heap limit');
}

async function serveHttp(rt: Runtime) {
  const { buildServer } = await import('../../server.ts');
  const server = await buildServer(rt.services);
  await server.listen({ host: rt.services.config.host, port: rt.services.config.port });
  const { port } = server.server.address() as AddressInfo;
  rt.services.log.info({ port, database: rt.database.embedded ? 'embedded' : 'DATABASE_URL' }, `listening on port ${port}`);
  return server;
}

export const commands: Command[] = [
  {
    name: 'start',
    summary: 'migrate, serve HTTP and run the job worker in one process',
    details:
      'Listens on HOST:PORT (default 0.0.0.0:3000). Without DATABASE_URL an embedded PostgreSQL is started. Stops on SIGINT/SIGTERM.',
    stays: true,
    run: () =>
      longRunning(async (shutdown, rt) => {
        const server = await serveHttp(rt);
        shutdown.started('http', () => server.close());
        if (shutdown.requested) return;
        const worker = await startWorker(rt.services, rt.database.url);
        shutdown.started('worker', () => worker.stop());
      }, 'always'),
  },
  {
    name: 'serve',
    summary: 'serve HTTP only (run `migrate` first)',
    stays: true,
    run: () =>
      longRunning(async (shutdown, rt) => {
        const server = await serveHttp(rt);
        shutdown.started('http', () => server.close());
      }, 'never'),
  },
  {
    name: 'worker',
    summary: 'run the job worker only (audits, webhook deliveries)',
    stays: true,
    run: () =>
      longRunning(async (shutdown, rt) => {
        const worker = await startWorker(rt.services, rt.database.url);
        shutdown.started('worker', () => worker.stop());
      }, 'never'),
  },
  {
    name: 'migrate',
    summary: 'apply database migrations',
    async run() {
      const rt = await startRuntime({ migrate: 'never' });
      try {
        const { migrateAll } = await import('../../app.ts');
        return { applied: await migrateAll(rt.database.url, rt.services.log) };
      } finally {
        await rt.close();
      }
    },
    render: (r: { applied: string[] }) =>
      r.applied.length
        ? `Applied ${r.applied.length} migration(s):\n${r.applied.map((m) => `  ${m}`).join('\n')}`
        : 'The database is up to date.',
  },
];
