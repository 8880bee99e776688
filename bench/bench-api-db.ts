import pg from 'pg';
import { createAccount } from '../src/core/accounts/accounts.ts';
import { createProject } from '../src/core/projects/projects.ts';
import { createDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/log.ts';
import { benchAdminUrl } from './bench-db.ts';

/** The database the REST read benchmarks share (bench:api, bench:mechanisms): reused by later runs. */
export const BENCH_API_DB = 'vis_bench_api';
export const benchApiDbUrl = (() => {
  const u = new URL(benchAdminUrl);
  u.pathname = `/${BENCH_API_DB}`;
  return u.toString();
})();
/** The secret key the benchmarked services run with (cursors are signed with it). */
export const BENCH_SECRET = 'YmVuY2htYXJrLXNlY3JldC1rZXktb2YtMzItYnl0ZXMhIQ==';
const EMAIL = 'bench@agency.example';

/**
 * Creates the database when absent and migrates it; returns a Prisma client, a pg client (both
 * the caller's to close) and the bench account with its project `bench` (created when absent).
 */
export async function openBenchApiDb() {
  const admin = new pg.Client({ connectionString: benchAdminUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_API_DB]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${BENCH_API_DB}`);
  await admin.end();
  await migrate(benchApiDbUrl, createLogger('warn'));
  const db = createDb(benchApiDbUrl);
  const client = new pg.Client({ connectionString: benchApiDbUrl });
  await client.connect();
  let account = await db.account.findUnique({ where: { email: EMAIL } });
  if (!account) {
    const created = await createAccount(db, { email: EMAIL, plan: 'AGENCY' });
    await createProject(db, { accountId: created.id, name: 'Bench', domain: 'bench.example', slug: 'bench' });
    account = await db.account.findUniqueOrThrow({ where: { email: EMAIL } });
  }
  const project = await db.project.findFirstOrThrow({ where: { accountId: account.id, slug: 'bench' } });
  return { db, client, account, project };
}
