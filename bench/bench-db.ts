import pg from 'pg';
import { createServices } from '../src/app.ts';
import { createAccount } from '../src/core/accounts/accounts.ts';
import { createProject } from '../src/core/projects/projects.ts';
import { loadConfig } from '../src/core/runtime/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/log.ts';

/** The PostgreSQL server benchmarks create their databases on: BENCH_PG_URL, default the local one. */
export const benchAdminUrl = process.env.BENCH_PG_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  /** `vis_bench_<label>_<pid>`: several benchmarks (or runs) never share one. */
  name: string;
  /** Its connection string (migrating it is the benchmark's: in process or through the CLI). */
  url: string;
}

/**
 * Runs `body` with a database of its own, created on BENCH_PG_URL before and dropped after, even
 * when the body throws (BENCH_KEEP_DB=1 keeps it, for a look at the data).
 */
export async function withBenchDatabase<T>(label: string, body: (db: BenchDatabase) => Promise<T>): Promise<T> {
  const name = `vis_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: benchAdminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(benchAdminUrl);
    url.pathname = `/${name}`;
    return await body({ name, url: url.toString() });
  } finally {
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The configuration of a bench's in-process services, with `env`'s settings on top. */
export function benchConfig(env: Record<string, string> = {}) {
  return loadConfig({ VISIBILITY_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=', VISIBILITY_DATA_DIR: '.data/bench', ...env });
}

/** A migrated bench database's in-process services (silent log) with an Agency account and one project. */
export async function benchServices(url: string) {
  const log = createLogger('silent');
  await migrate(url, log);
  const services = createServices(benchConfig(), log, url);
  const account = await createAccount(services.db, { email: 'bench@example.test', plan: 'AGENCY' });
  const project = await createProject(services.db, {
    accountId: account.id,
    name: 'Bench Brand',
    domain: 'bench.example',
    workspaceSlug: account.workspaces[0],
  });
  return { services, account, project };
}
