// Keeps the schema ready to be distributed by account (Citus; docs/scaling.md, "Beyond one
// primary"): every table of the migrated database carries account_id, or is listed below as global
// by design (with why) or as a known gap (with what it lacks). And a ratchet over the SQL the
// service writes itself: the statements on tenant tables that name account_id in no condition are
// exactly those listed per file, with why each cannot. (Prisma's own calls are not read here, nor
// the text of a statement a template literal nested in it cuts off: what this proves is partial,
// and docs/scaling.md says so.)
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.ts';

/** Tables that belong to no account: reference tables (replicated to every node) or the coordinator's own. */
const globalTables: Record<string, string> = {
  account: 'the tenant itself: distributed by its id, which is every other table’s account_id',
  _schema_migrations: 'the migrator’s record of applied migrations (one per database, coordinator only)',
  service_setting: 'settings of the service, not of an account (reference table)',
  bot_ip_source: 'the crawler operators’ published address ranges, shared by every account (reference table)',
  rate_limit_window:
    'a key’s request count per window: every statement names one api_key_id and joins nothing, so it can be distributed by api_key_id on its own',
};

/** Tenant tables that lack account_id today (issue 37, item 4): none since migration 20261201020000. */
const knownGaps: Record<string, string> = {};

let db: { url: string; drop(): Promise<void> };
let columns: Map<string, Set<string>>;

beforeAll(async () => {
  db = await createTestDatabase();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`,
  );
  await client.end();
  columns = new Map();
  for (const r of rows) columns.set(r.table_name, (columns.get(r.table_name) ?? new Set()).add(r.column_name));
});
afterAll(() => db.drop());

describe('the schema is ready for distribution by account', () => {
  it('every table carries account_id, or is global by design, or is a listed gap', () => {
    const unlisted = [...columns.keys()].filter((t) => !columns.get(t)?.has('account_id') && !(t in globalTables) && !(t in knownGaps));
    expect(unlisted, 'tables without account_id: add the column, or list the table with a reason').toEqual([]);
  });

  it('the lists name tables that exist and still lack account_id (a gap closed leaves the list)', () => {
    for (const t of [...Object.keys(globalTables), ...Object.keys(knownGaps)]) {
      expect(columns.has(t), `${t} is listed but does not exist`).toBe(true);
      expect(columns.get(t)?.has('account_id'), `${t} has account_id now: remove it from the list`).toBe(false);
    }
  });
});

/**
 * Statements on tenant tables (those with account_id or project_id) that do not filter or join by
 * account_id, per file: how many, and why each cannot (docs/scaling.md, "Beyond one primary").
 * Under Citus each of them is a query to every shard. A statement added without account_id fails
 * the test; one that gains it fails it too until its file's count is lowered here (the list is
 * exact). Issue 37 item 4 took the count from 72 statements in 35 files (as counted then) to 12.
 * Then the audit, engine probe and webhook delivery jobs' payloads and triggerAudit came to name the
 * account: 10 by design remain, and 2 compat reads of the account for jobs queued before (the
 * webhook claim's join `e.account_id = d.account_id` passed the pattern before it named a value).
 */
const unfilteredStatements: Record<string, { count: number; why: string }> = {
  'src/core/access/api-keys.ts': {
    count: 2,
    why: 'a request’s key is read (and its use counted) by its fingerprint: the account is what the key says, not known before it is read',
  },
  'src/core/audits/audit-job.ts': {
    count: 1,
    why: 'compat: an audit or engine probe job queued before its payload carried accountId names the run only, so the run’s account is read by id once before the job’s first statement; removed when no such job is left in the queue (docs/scaling.md)',
  },
  'src/core/audits/lifecycle.ts': {
    count: 1,
    why: 'failOrphanedRuns scans every account’s running runs for a worker that is gone (cross-account by design)',
  },
  'src/core/audits/schedule.ts': {
    count: 1,
    why: 'the scheduler scans every account’s projects that are due: cross-account by design',
  },
  'src/core/crawlers/retention.ts': {
    count: 5,
    why: 'the retention sweep deletes expired rows of every account: cross-account by design',
  },
  'src/core/webhooks/delivery-jobs.ts': {
    count: 1,
    why: 'compat: a webhook delivery job queued before its payload carried accountId names the delivery only, so its account is read by id once before the claim; removed when no such job is left in the queue (docs/scaling.md)',
  },
  'src/core/webhooks/deliver.ts': {
    count: 1,
    why: 'settleOrphanedDeliveries scans every account’s deliveries left SENDING by a worker that is gone (cross-account by design); each is then settled under its account',
  },
};

/**
 * Whether a statement names the distribution column in a condition or a join (`account_id =`), in
 * the columns of its INSERT, or through visibleProjectsSql (which writes `alias.account_id = $n`).
 * A column merely selected does not count: the orphan sweeps read it to pass it on.
 */
function namesAccount(text: string): boolean {
  return (
    /\baccount_id\s*=|=\s*(\w+\.)?account_id\b/.test(text) ||
    text.includes('visibleProjectsSql(') ||
    /\bINSERT INTO\s+"?\w+"?\s*\([^)]*\baccount_id\b/i.test(text)
  );
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return p.includes('generated') ? [] : sourceFiles(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

describe('tenant SQL names account_id', () => {
  it('no file has more statements on tenant tables without account_id than counted', () => {
    const tenant = [...columns].filter(([, cols]) => cols.has('account_id') || cols.has('project_id')).map(([t]) => t);
    const touches = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE)\\s+"?(${tenant.join('|')})"?\\b`, 'i');
    const counts: Record<string, number> = {};
    let statements = 0;
    for (const file of sourceFiles('src')) {
      // The SQL of a file: its template literals that read or write (Prisma.sql, $queryRaw, pool.query).
      for (const [, text] of fs.readFileSync(file, 'utf8').matchAll(/`([^`]*)`/g)) {
        if (!/\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b/.test(text) || !touches.test(text)) continue;
        statements++;
        if (!namesAccount(text)) counts[file] = (counts[file] ?? 0) + 1;
      }
    }
    expect(statements).toBeGreaterThan(50); // the scan finds the service's SQL at all
    const listed = Object.fromEntries(Object.entries(unfilteredStatements).map(([file, { count }]) => [file, count]));
    expect(
      counts,
      'statements on tenant tables without account_id: filter by it, or list the file with why it cannot (docs/scaling.md)',
    ).toEqual(listed);
  });
});
