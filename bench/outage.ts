/**
 * `npm run bench:outage [-- <seconds>]`: a database outage of any length (5 minutes unless told)
 * with HTTP load running, the scenario of test/reliability/database-outage.test.ts made long:
 * `bin/visibility start` reaches PostgreSQL through a TCP proxy that is cut and then restored.
 * Prints descriptors, database sessions and RSS of the process before, during and after, the
 * answers by status, how long after the return the first 200 came and how long until sessions
 * were back within the pools' limits, with graphile-worker's LISTEN session, and the descriptors
 * other than sessions' within their baseline (test/support/outage.ts).
 * Record the result in docs/reliability.md. BENCH_PG_URL names the server (default the local one).
 */
import pg from 'pg';
import { migrateAll } from '../src/app.ts';
import { createAccount } from '../src/core/accounts/accounts.ts';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { createProject } from '../src/core/projects/projects.ts';
import { createDb } from '../src/db/client.ts';
import { createLogger } from '../src/log.ts';
import { HttpLoad, runOutage, startServiceProcess } from '../test/support/outage.ts';
import { TcpProxy } from '../test/support/tcp-proxy.ts';
import { benchAdminUrl } from './bench-db.ts';

const ADMIN_URL = benchAdminUrl;
const DB_NAME = 'vis_bench_outage';
const SECONDS = Number(process.argv[2] ?? 300);
const SECRET = 'YmVuY2htYXJrLXNlY3JldC1rZXktb2YtMzItYnl0ZXMhIQ==';

const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB_NAME}`);
await migrateAll(dbUrl, createLogger('warn'));
const db = createDb(dbUrl);
const account = await createAccount(db, { email: 'outage@agency.example', plan: 'AGENCY' });
await createProject(db, { accountId: account.id, name: 'Outage', domain: 'outage.example', slug: 'outage' });
const { key } = await createApiKey(db, { accountId: account.id, role: 'READ', projectSlugs: [], name: 'outage bench' });
await db.$disconnect();

const target = new URL(ADMIN_URL);
const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
const service = await startServiceProcess(proxy.route(dbUrl), { VISIBILITY_SECRET_KEY: SECRET, VISIBILITY_RATE_LIMIT_READ: '1000000000' });
const load = new HttpLoad(service.url, key, ['/api/v1/projects', '/api/v1/projects/outage']);
try {
  const result = await runOutage({ service, proxy, load, admin, database: DB_NAME }, SECONDS * 1000, {
    // graphile-worker's LISTEN backoff reaches 60 s (its constant) in a long outage.
    settleTimeoutMs: 120_000,
    settled: (s) => s.listen === 1,
    onProgress: (line) => console.error(line),
  });
  console.log(JSON.stringify({ node: process.version, pid: service.pid, alive: service.child.exitCode === null, ...result }, null, 2));
} catch (e) {
  console.error(service.logTail());
  throw e;
} finally {
  await load.stop();
  await service.stop();
  await proxy.close();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
}
