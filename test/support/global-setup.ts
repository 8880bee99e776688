import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrateAll } from '../../src/app.ts';
import { createLogger } from '../../src/log.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}

const LOCAL_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/**
 * One migrated template database per test run; each test file clones it (CREATE DATABASE ...
 * TEMPLATE), which takes milliseconds. The server is DATABASE_URL's, else the local PostgreSQL,
 * else an embedded PostgreSQL started for the run.
 */
export default async function setup(project: TestProject) {
  // CLI tests run bin/visibility, which runs dist/: compile once here, not in each test file.
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'warn');
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmpDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) adminUrl = process.env.DATABASE_URL;
  // VISIBILITY_TEST_PG=embedded forces the fallback, to check it on a machine that has PostgreSQL.
  else if (process.env.VISIBILITY_TEST_PG !== 'embedded' && (await reachable(LOCAL_URL))) adminUrl = LOCAL_URL;
  else {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visibility-test-pg-'));
    fs.chmodSync(tmpDir, 0o755); // as root, PostgreSQL runs as the "postgres" user, which must reach it
    const embedded = await startEmbeddedPostgres(tmpDir, log);
    adminUrl = embedded.url;
    stopEmbedded = () => embedded.stop();
  }

  const template = `vis_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await migrateAll(withDatabase(adminUrl, template), log);

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`, [
      `vis_t_${process.pid}_%`,
      template,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    if (stopEmbedded) await stopEmbedded();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}
