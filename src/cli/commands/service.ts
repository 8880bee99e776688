// The service's processes: HTTP and the job worker, together or apart, and migrations.
import type { AddressInfo } from 'node:net';
import type { Runtime } from '../../app.ts';
import type { Command } from '../command.ts';

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

// The server and the worker are loaded only by the commands that use them.
const startWorker: typeof import('../../jobs/worker.ts').startWorker = async (...args) =>
  (await import('../../jobs/worker.ts')).startWorker(...args);

const startRuntime: typeof import('../../app.ts').startRuntime = async (...args) =>
  (await import('../../app.ts')).startRuntime(...args);

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
    details: 'Listens on HOST:PORT (default 0.0.0.0:3000). Without DATABASE_URL an embedded PostgreSQL is started. Stops on SIGINT/SIGTERM.',
    stays: true,
    async run() {
      const rt = await startRuntime({ migrate: 'always' });
      const server = await serveHttp(rt);
      const worker = await startWorker(rt.services, rt.database.url);
      await untilSignal(rt, [() => server.close(), () => worker.stop()]);
      return undefined;
    },
  },
  {
    name: 'serve',
    summary: 'serve HTTP only (run `migrate` first)',
    stays: true,
    async run() {
      const rt = await startRuntime({ migrate: 'never' });
      const server = await serveHttp(rt);
      await untilSignal(rt, [() => server.close()]);
      return undefined;
    },
  },
  {
    name: 'worker',
    summary: 'run the job worker only (audits, webhook deliveries)',
    stays: true,
    async run() {
      const rt = await startRuntime({ migrate: 'never' });
      const worker = await startWorker(rt.services, rt.database.url);
      await untilSignal(rt, [() => worker.stop()]);
      return undefined;
    },
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
      r.applied.length ? `Applied ${r.applied.length} migration(s):\n${r.applied.map((m) => `  ${m}`).join('\n')}` : 'The database is up to date.',
  },
];
