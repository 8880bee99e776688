// A job worker stopping while the database closes its connections (a restart, a failover, or the
// test database dropped at the end of a file) must not end the process. graphile-worker's own pool
// drops its error listeners as stop() begins and ends without waiting, so the server's
// "terminating connection" reached Node as an uncaught 'error' event (CI saw it once while
// test/webhooks/ssrf.test.ts ran); the worker now runs on a pool the service owns (jobs/worker.ts).
import { EventEmitter, once } from 'node:events';
import type { WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runOnOwnPool } from '../../src/jobs/worker.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { quietLogger } from '../webhooks/support.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

/** What the server does to every session of the database on a restart or a forced drop. */
async function terminateSessions() {
  const admin = new pg.Client({ connectionString: app.databaseUrl });
  await admin.connect();
  await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  await admin.end();
}

it('stopping while the database terminates its sessions is no uncaught error', async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (e: unknown) => uncaught.push(e);
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  try {
    // The window is short: 30 rounds made the old runner fail 3 runs out of 3.
    for (let i = 0; i < 30; i++) {
      const events: WorkerEvents = new EventEmitter();
      const listening = once(events, 'pool:listen:success');
      const runner = await runOnOwnPool(
        app.databaseUrl,
        { concurrency: 2, pollInterval: 50, noHandleSignals: true, taskList: { noop: async () => undefined }, logger: quietLogger, events },
        () => undefined,
      );
      // Connected and listening for jobs, then stopped while the server closes its sessions.
      await listening;
      const stopping = runner.stop();
      await terminateSessions();
      await stopping.catch(() => undefined);
      await runner.promise.catch(() => undefined);
      await terminateSessions();
    }
  } finally {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
  }
  expect(uncaught).toEqual([]);
});
