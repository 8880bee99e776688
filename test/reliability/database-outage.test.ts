/**
 * A database outage with HTTP load running: the service (`bin/visibility start`, HTTP and the job
 * worker in one process) reaches PostgreSQL through a TCP proxy that is cut for 3 s and then for
 * 30 s. While it is cut every request is answered 503 database_unavailable with Retry-After; once
 * it is back the first 200 comes within 5 s, and the process's descriptors and database sessions
 * return to what they were before (the presence session of the worker reopened once, not leaked).
 * The worker's presence session used to retry twice per failure without closing the failed
 * client: 55,980 reconnects in 16 s, descriptors to 19,999, then EMFILE and no recovery.
 * Longer outages: `npm run bench:outage` (bench/outage.ts, results in docs/reliability.md).
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import { createLogger } from '../../src/log.ts';
import { seedAccount, TEST_SECRET_KEY } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';
import { HttpLoad, type OutageResult, runOutage, type ServiceProcess, startServiceProcess } from '../support/outage.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: TcpProxy;
let service: ServiceProcess;
let admin: pg.Client;
let load: HttpLoad;
beforeAll(async () => {
  database = await createTestDatabase();
  const services = createServices(
    loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, VISIBILITY_DATA_DIR: '.data/test' }),
    createLogger('silent'),
    database.url,
  );
  const { key, projects } = await seedAccount(services, { role: 'READ' });
  await services.db.$disconnect();
  const target = new URL(database.url);
  proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
  service = await startServiceProcess(proxy.route(database.url), {
    VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
    // The load is far above the spec's 60 reads a minute; the limit is not what is tested here.
    VISIBILITY_RATE_LIMIT_READ: '1000000000',
  });
  admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  load = new HttpLoad(service.url, key, ['/api/v1/projects', `/api/v1/projects/${projects[0].slug}`]);
});
afterAll(async () => {
  await load?.stop();
  await service?.stop();
  await proxy?.close();
  await admin?.end();
  await database?.drop();
});

const dbName = () => new URL(database.url).pathname.slice(1);

/** What every outage must show, whatever its length. */
function expectOutlived(r: OutageResult) {
  console.log(`database outage of ${r.outageMs} ms: ${JSON.stringify(r)}`);
  expect(service.child.exitCode, service.logTail()).toBeNull();
  expect(r.before['200']).toBeGreaterThan(0);
  // Requests in flight when the connections were cut are answered 503 too.
  expect(Object.keys(r.before).filter((k) => k !== '200' && k !== '503 database_unavailable')).toEqual([]);
  expect(Object.keys(r.during)).toEqual(['503 database_unavailable']);
  expect(Object.keys(r.after).filter((k) => k !== '200' && k !== '503 database_unavailable')).toEqual([]);
  expect(r.firstOkMs).toBeLessThan(5_000);
  // The leak's signature was thousands of descriptors within seconds; a failed connection is closed before the next is opened.
  expect(r.fds.peakDuring).toBeLessThanOrEqual(r.fds.before + 5);
  expect(r.fds.after).toBeLessThanOrEqual(r.fds.before);
  expect(r.sessions.after.total).toBeLessThanOrEqual(r.sessions.before.total);
  expect(r.sessions.after.presence).toBe(1);
}

it('a 3 s outage: 503 during, 200 within 5 s after, descriptors and sessions (LISTEN included) back to their baseline', async () => {
  const r = await runOutage({ service, proxy, load, admin, database: dbName() }, 3_000, { settled: (s) => s.listen === 1 });
  expectOutlived(r);
  expect(r.sessions.after.listen).toBe(1);
}, 60_000);

it('a 30 s outage: the same, and no uncaught error while the pools fail all that time', async () => {
  const r = await runOutage({ service, proxy, load, admin, database: dbName() }, 30_000);
  expectOutlived(r);
  // graphile-worker reopens its LISTEN connection on its own backoff (up to 60 s after a long
  // outage; jobs are found by polling meanwhile): never more than one.
  expect(r.sessions.after.listen).toBeLessThanOrEqual(1);
}, 90_000);
