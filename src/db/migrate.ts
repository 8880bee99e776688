import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Logger } from '../log.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));
// Any constant works; it only has to be the same in every process of this service.
const MIGRATION_LOCK_ID = 7_351_902_114;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies the SQL migrations kept in Prisma's folder layout (Prisma's own migrate engine cannot be
 * downloaded here). graphile-worker's own schema is migrated by src/jobs/worker.ts. Safe to run from several processes at once: an
 * advisory lock serialises them, each migration commits atomically with its record, and an edited
 * migration that was already applied stops the service instead of drifting silently.
 */
export async function migrate(connectionString: string, log: Logger): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_schema_migrations" (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM "_schema_migrations"');
    const done = new Map(rows.map((r) => [r.name, r.checksum]));
    for (const m of readMigrations()) {
      const previous = done.get(m.name);
      if (previous !== undefined) {
        if (previous !== m.checksum) throw new Error(`migration ${m.name} was changed after it was applied`);
        continue;
      }
      log.info({ migration: m.name }, 'applying migration');
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO "_schema_migrations" (name, checksum) VALUES ($1, $2)', [m.name, m.checksum]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
      applied.push(m.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
  return applied;
}

/** Names of the migrations on disk that the database has not applied (all of them on an empty one). */
export async function pendingMigrations(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // Two statements: a CASE around a subquery of a missing table still fails (the table is
    // resolved when the statement is parsed), so a fresh database must be asked first.
    const table = await client.query<{ present: boolean }>(`SELECT to_regclass('"_schema_migrations"') IS NOT NULL AS present`);
    const { rows } = table.rows[0]?.present ? await client.query<{ name: string }>('SELECT name FROM "_schema_migrations"') : { rows: [] };
    const applied = new Set(rows.map((r) => r.name));
    return readMigrations()
      .map((m) => m.name)
      .filter((name) => !applied.has(name));
  } finally {
    await client.end();
  }
}
