// The server the browser tests talk to: the compiled service (dist/, as `npm start` runs it) with
// its job worker, on a fresh database of the local PostgreSQL (or the embedded one when none is
// reachable), filled with the demo data and dashboard users. Started by playwright.config.ts's
// webServer; the database is dropped when Playwright stops it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startRuntime } from '../dist/app.js';
import { loadConfig } from '../dist/core/runtime/config.js';
import { seedDemo } from '../dist/core/seed/demo-seed.js';
import { addUser } from '../dist/core/accounts/users.js';
import { startWorker } from '../dist/jobs/worker.js';
import { buildServer } from '../dist/server.js';
import { DEMO_EMAIL, E2E_SECRET_KEY, MEMBER_EMAIL, OWNER_COUNT, ownerEmail, PASSWORD } from './accounts.mjs';
import { plantHostileAnswer } from './hostile-answer.mjs';
import { importDemoLog } from './crawler-log.mjs';
import { judgeDemoRun, startJudgeFake } from './role-judge-fake.mjs';
import { judgeRun } from '../dist/core/role-judge/judge-answer.js';

const adminUrl = process.env.E2E_PG_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
let databaseUrl;
let dropDatabase = async () => {};
const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
  const name = `vis_e2e_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} catch {
  databaseUrl = undefined; // the runtime starts an embedded PostgreSQL under VISIBILITY_DATA_DIR
}

const config = loadConfig({
  PORT: process.env.E2E_PORT,
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  VISIBILITY_DATA_DIR: `.data/e2e-${process.pid}`,
  VISIBILITY_SECRET_KEY: E2E_SECRET_KEY,
  VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
  // https-proxy.spec.ts signs in through a TLS-terminating proxy on loopback.
  VISIBILITY_TRUST_PROXY: 'loopback',
  VISIBILITY_CRAWL_TIMEOUT_MS: '5000',
  CHROMIUM_PATH: process.env.CHROMIUM_PATH,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
// role-judge.spec.ts: the role judge on a loopback fake (role-judge-fake.mjs); no engine key is set.
const judge = await startJudgeFake();
config.roleJudge = judge.config;
const rt = await startRuntime({ migrate: 'always', config });
const { services } = rt;
const demo = await seedDemo(services, DEMO_EMAIL);
await plantHostileAnswer(services, demo.account.id);
// crawlers.spec.ts: an access log of the first demo project, through the real ingest.
await importDemoLog(
  services,
  await services.db.project.findFirstOrThrow({ where: { accountId: demo.account.id, slug: 'demo-lumen-sleep' } }),
);
await judgeDemoRun(services, demo.account.id, judgeRun);
const owner = await addUser(services.db, { accountId: demo.account.id, email: ownerEmail(0), role: 'OWNER', password: PASSWORD });
// One owner per test (each signs in once), all with the same password: the hash is computed once.
const { passwordHash } = await services.db.appUser.findUniqueOrThrow({ where: { id: owner.id } });
for (let i = 1; i < OWNER_COUNT; i++) {
  await services.db.appUser.create({
    data: { id: `usr_e2e_${i}`, accountId: demo.account.id, email: ownerEmail(i), role: 'OWNER', passwordHash },
  });
}
await addUser(services.db, { accountId: demo.account.id, email: MEMBER_EMAIL, role: 'MEMBER', password: PASSWORD });

const server = await buildServer(services);
const worker = await startWorker(services, rt.database.url);
await server.listen({ host: config.host, port: config.port });
process.stderr.write(`e2e server on http://127.0.0.1:${config.port}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => {});
  await worker.stop().catch(() => {});
  await rt.close().catch(() => {});
  await judge.server.close().catch(() => {});
  await dropDatabase().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
