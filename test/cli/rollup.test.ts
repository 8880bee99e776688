import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runCliText } from '../support/cli.ts';
import { createTestDatabase } from '../support/database.ts';
import { eventually } from '../webhooks/support.ts';

/**
 * `rollup rebuild`: the triggers keep answer_rollup exact (a rebuild of fresh demo data changes
 * nothing); writes that bypass them (session_replication_role = replica, as a restore does)
 * leave it behind, and the rebuild brings each named project back to counts computed here
 * independently from the mention and citation rows.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
let projects: { id: string; slug: string }[];
const email = 'rollup@agency.example';

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const demo = await runCli(database.url, ['demo', '--email', email]);
  expect(demo.code).toBe(0);
  projects = demo.out.projects;
});
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

/** What the rollup says of a project, and what its rows say, side by side. */
async function totals(projectId: string) {
  const { rows } = await client.query<Record<string, number>>(
    `SELECT
       (SELECT COALESCE(sum(rows), 0)::int FROM answer_rollup WHERE project_id = $1) AS rollup_rows,
       (SELECT COALESCE(sum(client_mentions), 0)::int FROM answer_rollup WHERE project_id = $1) AS rollup_client_mentions,
       (SELECT COALESCE(sum(client_citations), 0)::int FROM answer_rollup WHERE project_id = $1) AS rollup_client_citations,
       ((SELECT count(*) FROM mention WHERE project_id = $1) + (SELECT count(*) FROM citation WHERE project_id = $1))::int AS rows,
       (SELECT count(*) FROM mention WHERE project_id = $1 AND kind = 'CLIENT')::int AS client_mentions,
       (SELECT count(*) FROM citation WHERE project_id = $1 AND is_client_domain)::int AS client_citations`,
    [projectId],
  );
  const t = rows[0];
  return {
    rollup: [t.rollup_rows, t.rollup_client_mentions, t.rollup_client_citations],
    rows: [t.rows, t.client_mentions, t.client_citations],
  };
}

describe('bin/visibility rollup rebuild', () => {
  it('changes nothing where the triggers kept the rollup, and repairs what a restore left behind', async () => {
    const [first, second] = projects;
    const clean = await runCli(database.url, ['rollup', 'rebuild']);
    expect(clean.code).toBe(0);
    expect(clean.out.changedRows).toBe(0);
    expect(clean.out.projects.map((p: { slug: string }) => p.slug).sort()).toEqual(projects.map((p) => p.slug).sort());
    // The demo's months of history have their partitions: none of its rows is in a span between them.
    const defaults = await client.query(
      `SELECT (SELECT count(*) FROM citation WHERE tableoid::regclass::text !~ '_[0-9]{4}_[0-9]{2}$' OR tableoid::regclass::text ~ '_from_')
            + (SELECT count(*) FROM mention WHERE tableoid::regclass::text !~ '_[0-9]{4}_[0-9]{2}$' OR tableoid::regclass::text ~ '_from_')
            + (SELECT count(*) FROM retrieved_source WHERE tableoid::regclass::text !~ '_[0-9]{4}_[0-9]{2}$' OR tableoid::regclass::text ~ '_from_') AS n,
              (SELECT count(*) FROM citation) AS citations`,
    );
    expect(Number(defaults.rows[0].n)).toBe(0);
    expect(Number(defaults.rows[0].citations)).toBeGreaterThan(0);

    // Writes the triggers do not see, as in a logical restore.
    await client.query('SET session_replication_role = replica');
    await client.query(`DELETE FROM mention WHERE id IN (SELECT id FROM mention WHERE project_id = $1 AND kind = 'CLIENT' LIMIT 7)`, [
      first.id,
    ]);
    await client.query(
      `UPDATE citation SET is_client_domain = NOT is_client_domain WHERE id IN (SELECT id FROM citation WHERE project_id = $1 LIMIT 5)`,
      [second.id],
    );
    await client.query('SET session_replication_role = DEFAULT');
    for (const p of [first, second]) {
      const t = await totals(p.id);
      expect(t.rollup).not.toEqual(t.rows);
    }

    const one = await runCli(database.url, ['rollup', 'rebuild', '--account', email, '--project', first.slug]);
    expect(one.code).toBe(0);
    expect(one.out.projects).toEqual([{ slug: first.slug, projectId: first.id, changedRows: expect.any(Number) }]);
    expect(one.out.changedRows).toBeGreaterThan(0);
    const firstAfter = await totals(first.id);
    expect(firstAfter.rollup).toEqual(firstAfter.rows);
    const secondStill = await totals(second.id);
    expect(secondStill.rollup).not.toEqual(secondStill.rows);

    const all = await runCli(database.url, ['rollup', 'rebuild', '--account', email]);
    const changed = Object.fromEntries(all.out.projects.map((p: { slug: string; changedRows: number }) => [p.slug, p.changedRows]));
    expect(changed[first.slug]).toBe(0);
    expect(changed[second.slug]).toBeGreaterThan(0);
    for (const p of projects) {
      const t = await totals(p.id);
      expect(t.rollup, p.slug).toEqual(t.rows);
    }
    expect((await runCli(database.url, ['rollup', 'rebuild'])).out.changedRows).toBe(0);
  });

  it('never holds one table while waiting for the other: a writer holding citation and asking for mention goes through', async () => {
    const writer = new pg.Client({ connectionString: database.url });
    const rebuilder = new pg.Client({ connectionString: database.url });
    await Promise.all([writer.connect(), rebuilder.connect()]);
    try {
      // A writer that has written citations (ROW EXCLUSIVE on citation) and will write mentions next.
      await writer.query('BEGIN');
      await writer.query('LOCK TABLE citation IN ROW EXCLUSIVE MODE');
      const pid = (await rebuilder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const rebuilt = rebuilder.query<{ changed: number }>('SELECT answer_rollup_rebuild($1)::int AS changed', [projects[0].id]);
      // The rebuild is blocked (retrying, or waiting for a lock).
      await eventually(
        async () =>
          (await client.query<{ w: string | null }>('SELECT wait_event_type AS w FROM pg_stat_activity WHERE pid = $1', [pid])).rows[0]?.w,
        (w) => w === 'Timeout' || w === 'Lock',
      );
      // Holding SHARE on mention while waiting for citation would make this a deadlock.
      await writer.query('LOCK TABLE mention IN ROW EXCLUSIVE MODE');
      await writer.query('COMMIT');
      expect((await rebuilt).rows[0].changed).toBe(0);
    } finally {
      await Promise.all([writer.end(), rebuilder.end()]);
    }
  });

  it('counts each wrong rollup row once, lets a second rebuild wait for the first, and removes rows of projects that are gone', async () => {
    const project = projects[2] ?? projects[0];
    // One citation's client flag flipped behind the triggers: exactly one rollup row is wrong.
    await client.query('SET session_replication_role = replica');
    await client.query(
      `UPDATE citation SET is_client_domain = NOT is_client_domain WHERE id = (SELECT min(id) FROM citation WHERE project_id = $1)`,
      [project.id],
    );
    await client.query(
      `INSERT INTO answer_rollup (project_id, account_id, observed_at, engine, rows) VALUES ('prj_gone', 'acc_gone', now(), 'CHATGPT', 3)`,
    );
    await client.query('SET session_replication_role = DEFAULT');

    // Two rebuilds of the project at once: the second waits for the first and finds nothing left to do.
    const first = new pg.Client({ connectionString: database.url });
    const second = new pg.Client({ connectionString: database.url });
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('BEGIN');
      expect(
        (await first.query<{ changed: number }>('SELECT answer_rollup_rebuild($1)::int AS changed', [project.id])).rows[0].changed,
      ).toBe(1);
      const pid = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const again = second.query<{ changed: number }>('SELECT answer_rollup_rebuild($1)::int AS changed', [project.id]);
      await eventually(
        async () =>
          (await client.query<{ w: string | null }>('SELECT wait_event_type AS w FROM pg_stat_activity WHERE pid = $1', [pid])).rows[0]?.w,
        (w) => w === 'Timeout' || w === 'Lock',
      );
      await first.query('COMMIT');
      expect((await again).rows[0].changed).toBe(0);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    const t = await totals(project.id);
    expect(t.rollup).toEqual(t.rows);

    const all = await runCli(database.url, ['rollup', 'rebuild']);
    expect(all.out).toMatchObject({ changedRows: 0, orphanRowsRemoved: 1 });
    expect((await client.query(`SELECT count(*)::int AS n FROM answer_rollup WHERE project_id = 'prj_gone'`)).rows[0].n).toBe(0);
  });

  it('finds the rollup exact for client mentions without a sentiment (counted 0, not NULL)', async () => {
    const project = projects[1] ?? projects[0];
    // Through the triggers: the rollup stays exact, and a rebuild must agree.
    const cleared = await client.query(`UPDATE mention SET sentiment = NULL WHERE project_id = $1 AND kind = 'CLIENT'`, [project.id]);
    expect(cleared.rowCount).toBeGreaterThan(0);
    const rebuilt = await client.query<{ changed: number }>('SELECT answer_rollup_rebuild($1)::int AS changed', [project.id]);
    expect(rebuilt.rows[0].changed).toBe(0);
  });

  it('says what is wrong with its options', async () => {
    const noAccount = await runCliText(database.url, ['rollup', 'rebuild', '--project', projects[0].slug]);
    expect(noAccount.code).not.toBe(0);
    expect(noAccount.stderr).toContain('--project needs --account');
    const unknown = await runCliText(database.url, ['rollup', 'rebuild', '--account', email, '--project', 'nope']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('no project "nope"');
  });
});
