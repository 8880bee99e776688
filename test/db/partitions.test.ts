// The observation tables partitioned by month (docs/scaling.md, "Partitioned observations"): the
// worker's maintain_partitions task makes the months ahead and drops only the months past the
// retention; `bin/visibility partitions move` upgrades a database that held rows before the
// partitioning, online: writes keep arriving while it copies, and every row ends up there once.
import { randomBytes } from 'node:crypto';
import { runOnce } from 'graphile-worker';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import { maintainPartitions, monthStart } from '../../src/core/observations/partitions.ts';
import { migrate, readMigrations } from '../../src/db/migrate.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { createLogger } from '../../src/log.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { seedRuns } from '../support/seed-data.ts';

const PARTITIONING = '20261201000000_partitioned_observations';
const ORDERED = '20261202000000_ordered_partitions';
const apps: TestApp[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  for (const c of cleanups) await c();
});

const partName = (table: string, month: string) => `${table}_${month.slice(0, 7).replace('-', '_')}`;

/**
 * Mentions of the project dated `dates`, each with the role judge's verdict on it (which holds a
 * key to the mention: what moves a mention between partitions must keep it), of one answer of the run.
 */
async function judgedMentions(
  db: TestApp['services']['db'],
  ids: { account: string; project: string },
  runId: string,
  tag: string,
  dates: Date[],
) {
  await db.engineAnswer.create({
    data: {
      id: `ans_${tag}`,
      accountId: ids.account,
      projectId: ids.project,
      auditRunId: runId,
      engine: 'CLAUDE',
      status: 'ANSWERED',
      promptText: 'q',
    },
  });
  await db.roleJudgeCall.create({
    data: {
      id: `rjc_${tag}`,
      accountId: ids.account,
      projectId: ids.project,
      auditRunId: runId,
      engineAnswerId: `ans_${tag}`,
      model: 'm',
      contentHash: 'h',
      status: 'JUDGED',
    },
  });
  const mentions = dates.map((observedAt) => ({
    id: newId('mention', observedAt),
    accountId: ids.account,
    projectId: ids.project,
    engine: 'CLAUDE' as const,
    observedAt,
    name: 'Acme',
    normalizedName: 'acme',
    kind: 'CLIENT' as const,
    role: 'RECOMMENDED' as const,
    mentionConfidence: 90,
  }));
  await db.mention.createMany({ data: mentions });
  await db.mentionJudgement.createMany({
    data: mentions.map((m) => ({
      mentionId: m.id,
      mentionObservedAt: m.observedAt,
      accountId: ids.account,
      projectId: ids.project,
      callId: `rjc_${tag}`,
      model: 'm',
      status: 'JUDGED' as const,
    })),
  });
  return mentions;
}

/**
 * The partitions of `table` in time order with their bounds (null: MINVALUE / MAXVALUE), checked to
 * cover all time once: the first from MINVALUE, each ending where the next begins, the last to MAXVALUE.
 */
async function layoutOf(db: TestApp['services']['db'], table: string): Promise<{ name: string; lo: Date | null; hi: Date | null }[]> {
  const rows = await db.$queryRawUnsafe<{ name: string; lo: Date | null; hi: Date | null; is_default: boolean }[]>(
    `SELECT name, lo, hi, is_default FROM observation_partition_bounds($1::regclass) ORDER BY lo NULLS FIRST`,
    table,
  );
  expect(
    rows.filter((r) => r.is_default),
    table,
  ).toEqual([]);
  expect(rows[0].lo, table).toBeNull();
  expect(rows.at(-1)?.hi, table).toBeNull();
  for (let i = 1; i < rows.length; i++) expect(rows[i].lo?.getTime(), `${table} ${rows[i].name}`).toBe(rows[i - 1].hi?.getTime());
  return rows.map(({ name, lo, hi }) => ({ name, lo, hi }));
}

async function partitionsOf(db: TestApp['services']['db'], table: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = $1::regclass ORDER BY 1`,
    table,
  );
  return rows.map((r) => r.name);
}

function citationRow(ids: { account: string; project: string }, id: string, observedAt: Date) {
  return {
    id,
    accountId: ids.account,
    projectId: ids.project,
    engine: 'CLAUDE' as const,
    observedAt,
    url: `https://cited.example/${id}`,
    normalizedUrl: `https://cited.example/${id}`,
    host: 'cited.example',
    position: 1,
    isClientDomain: id.endsWith('0'),
    isCompetitorDomain: false,
    citationConfidence: 90,
  };
}

describe('maintain_partitions', () => {
  it('creates the months ahead, and drops the months past the retention with their rows and nothing else', async () => {
    const app = await startTestApp({ VISIBILITY_OBSERVATION_RETENTION_MONTHS: '12' });
    apps.push(app);
    const { db } = app.services;
    const seeded = await seedAccount(app.services);
    const ids = { account: seeded.account.id, project: seeded.projects[0].id };
    const now = new Date();
    const old = monthStart(now, -13); // past the retention: dropped
    const kept = monthStart(now, -12); // the oldest month kept
    const ahead = monthStart(now, 3);
    for (const table of ['citation', 'mention', 'retrieved_source']) {
      for (const month of [old, kept]) await db.$queryRaw`SELECT observation_partition_create(${table}, ${month}::date)`;
      // A month ahead missing (as on a database migrated months ago): the task makes it.
      await db.$executeRawUnsafe(`ALTER TABLE ${table} DETACH PARTITION ${partName(table, ahead)}`);
      await db.$executeRawUnsafe(`DROP TABLE ${partName(table, ahead)}`);
    }
    const at = (month: string) => new Date(`${month}T12:00:00Z`);
    const [runId] = await seedRuns(app.services, ids.project, [at(old)], { findingsPerRun: 0 });
    await db.citation.createMany({
      data: [
        citationRow(ids, newId('citation', at(old)), at(old)),
        citationRow(ids, newId('citation', at(kept)), at(kept)),
        citationRow(ids, newId('citation', now), now),
      ],
    });
    // A mention of the old month with the role judge's verdict on it, and one of the kept month.
    const [, keptMention] = await judgedMentions(db, ids, runId, 'part', [at(old), at(kept)]);
    const rollupBefore = await db.answerRollup.count({ where: { projectId: ids.project } });

    await db.$executeRaw`SELECT graphile_worker.add_job('maintain_partitions')`.catch(async () => {
      // graphile-worker's schema appears with the first worker; a run with nothing queued makes it.
      await runOnce({ connectionString: app.databaseUrl, taskList: {}, logger: workerLogger(app.services.log) });
      await db.$executeRaw`SELECT graphile_worker.add_job('maintain_partitions')`;
    });
    await runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });

    for (const table of ['citation', 'mention', 'retrieved_source']) {
      const parts = await partitionsOf(db, table);
      expect(parts, table).not.toContain(partName(table, old));
      for (let i = 0; i <= 3; i++) expect(parts, table).toContain(partName(table, monthStart(now, i)));
      expect(parts, table).toContain(partName(table, kept));
      // Whole months and the spans around them, no DEFAULT partition: the oldest kept month is the
      // first after the span before it.
      const layout = await layoutOf(db, table);
      expect(layout[0].name, table).toBe(`${table}_before`);
      expect(layout[1].name, table).toBe(partName(table, kept));
    }
    const citations = await db.citation.findMany({ where: { projectId: ids.project }, orderBy: { observedAt: 'asc' } });
    expect(citations.map((c) => c.observedAt.toISOString())).toEqual([at(kept).toISOString(), now.toISOString()]);
    expect((await db.mention.findMany({ where: { projectId: ids.project } })).map((m) => m.id)).toEqual([keptMention.id]);
    expect((await db.mentionJudgement.findMany({})).map((j) => j.mentionId)).toEqual([keptMention.id]);
    // Nothing else: the run, its answer, the judge's call and the rollups stay.
    expect(await db.auditRun.count({ where: { id: runId } })).toBe(1);
    expect(await db.engineAnswer.count({ where: { id: 'ans_part' } })).toBe(1);
    expect(await db.roleJudgeCall.count({ where: { id: 'rjc_part' } })).toBe(1);
    expect(await db.answerRollup.count({ where: { projectId: ids.project } })).toBe(rollupBefore);

    // Several workers at once: each run is idempotent and none fails.
    const again = await Promise.all([1, 2, 3].map(() => maintainPartitions(db, { retentionMonths: 12 })));
    expect(again.flatMap((r) => [...r.created, ...r.dropped])).toEqual([]);
  });

  it('keeps every month without a retention; a row dated past the months ahead waits in the span after them and moves into its month, its verdict kept', async () => {
    const app = await startTestApp();
    apps.push(app);
    const { db } = app.services;
    const seeded = await seedAccount(app.services);
    const ids = { account: seeded.account.id, project: seeded.projects[0].id };
    const far = monthStart(new Date(), -40);
    await db.$queryRaw`SELECT observation_partition_create('citation', ${far}::date)`;
    const future = new Date(`${monthStart(new Date(), 9)}T00:00:00Z`); // past the months made ahead
    const citationId = newId('citation', future);
    await db.citation.createMany({ data: [citationRow(ids, citationId, future)] });
    const [runId] = await seedRuns(app.services, ids.project, [new Date()], { findingsPerRun: 0 });
    const [{ id: mentionId }] = await judgedMentions(db, ids, runId, 'span', [future]);
    const partOf = async (table: string) =>
      (
        await db.$queryRawUnsafe<{ part: string }[]>(
          `SELECT tableoid::regclass::text AS part FROM ${table} WHERE project_id = $1`,
          ids.project,
        )
      ).map((r) => r.part);
    expect(await partOf('citation')).toEqual([`citation_from_${monthStart(new Date(), 4).slice(0, 7).replace('-', '_')}`]);
    const rollups = await db.answerRollup.findMany({
      where: { projectId: ids.project },
      orderBy: [{ observedAt: 'asc' }, { engine: 'asc' }],
    });

    // Months later: the task makes the months ahead of then, the row's month among them.
    const done = await maintainPartitions(db, { retentionMonths: undefined, now: new Date(future.getTime() - 2 * 31 * 86_400_000) });
    expect(done.dropped).toEqual([]);
    expect(done.created).toContain(partName('citation', monthStart(future, 0)));
    expect(await partOf('citation')).toEqual([partName('citation', monthStart(future, 0))]);
    expect(await partOf('mention')).toEqual([partName('mention', monthStart(future, 0))]);
    for (const table of ['citation', 'mention', 'retrieved_source']) await layoutOf(db, table);
    expect((await layoutOf(db, 'citation')).map((p) => p.name)).toContain(partName('citation', far));
    // Moved, not written again: one row each, the verdict still on its mention, the rollups unchanged.
    expect((await db.citation.findMany({ where: { projectId: ids.project } })).map((c) => c.id)).toEqual([citationId]);
    expect((await db.mentionJudgement.findMany({ where: { projectId: ids.project } })).map((j) => j.mentionId)).toEqual([mentionId]);
    expect(
      await db.answerRollup.findMany({ where: { projectId: ids.project }, orderBy: [{ observedAt: 'asc' }, { engine: 'asc' }] }),
    ).toEqual(rollups);
  });
});

/** A fresh database with the migrations before `upTo` applied, and a client on it. */
async function databaseBefore(upTo: string): Promise<{ url: string; sql: pg.Client }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `vis_t_part_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  cleanups.unshift(() => sql.end());
  await sql.query(
    `CREATE TABLE "_schema_migrations" (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  for (const m of readMigrations().filter((m) => m.name < upTo)) {
    await sql.query(m.sql);
    await sql.query('INSERT INTO "_schema_migrations" (name, checksum) VALUES ($1, $2)', [m.name, m.checksum]);
  }
  return { url, sql };
}

describe('the DEFAULT partitions retired (migration ' + ORDERED + ')', () => {
  it('moves the rows a DEFAULT partition held into spans, once each, with their verdicts, counted once', async () => {
    const { url, sql } = await databaseBefore(ORDERED);
    const app = await startTestApp({}, { routeDatabase: async () => url });
    apps.push(app);
    const seeded = await seedAccount(app.services);
    const ids = { account: seeded.account.id, project: seeded.projects[0].id };
    // The run by SQL, as the rows below: this database stops before ORDERED, so the migrations after
    // it are missing too, and the service's own writers (a completed run's report snapshot) may read them.
    const runId = newId('auditRun', new Date());
    await sql.query(
      `INSERT INTO audit_run (id, account_id, project_id, status, trigger, run_date) VALUES ($1, $2, $3, 'COMPLETED', 'CLI', now())`,
      [runId, ids.account, ids.project],
    );
    await sql.query(
      `INSERT INTO engine_answer (id, account_id, project_id, audit_run_id, engine, status, prompt_text) VALUES ('ans_dflt', $1, $2, $3, 'CLAUDE', 'ANSWERED', 'q')`,
      [ids.account, ids.project, runId],
    );
    await sql.query(
      `INSERT INTO role_judge_call (id, account_id, project_id, audit_run_id, engine_answer_id, model, content_hash, status) VALUES ('rjc_dflt', $1, $2, $3, 'ans_dflt', 'm', 'h', 'JUDGED')`,
      [ids.account, ids.project, runId],
    );
    // Rows of months without a partition: far in the past and past the months made ahead.
    const dates = [new Date(`${monthStart(new Date(), -30)}T05:00:00Z`), new Date(`${monthStart(new Date(), 8)}T05:00:00Z`), new Date()];
    for (const [i, at] of dates.entries()) {
      await sql.query(
        `INSERT INTO citation (id, account_id, project_id, engine, observed_at, url, normalized_url, host, position, is_client_domain, is_competitor_domain, citation_confidence, engine_answer_id)
         VALUES ($1, $2, $3, 'CLAUDE', $4, $5, $5, 'cited.example', 1, true, false, 90, 'ans_dflt')`,
        [newId('citation', at), ids.account, ids.project, at, `https://cited.example/${i}`],
      );
      const mentionId = newId('mention', at);
      await sql.query(
        `INSERT INTO mention (id, account_id, project_id, engine, observed_at, name, normalized_name, kind, role, sentiment, mention_confidence, engine_answer_id)
         VALUES ($1, $2, $3, 'CLAUDE', $4, 'Acme', 'acme', 'CLIENT', 'RECOMMENDED', 'POSITIVE', 90, 'ans_dflt')`,
        [mentionId, ids.account, ids.project, at],
      );
      await sql.query(
        `INSERT INTO mention_judgement (mention_id, mention_observed_at, account_id, project_id, call_id, model, status) VALUES ($1, $2, $3, $4, 'rjc_dflt', 'm', 'JUDGED')`,
        [mentionId, at, ids.account, ids.project],
      );
    }
    const inDefault = await sql.query(
      `SELECT (SELECT count(*) FROM citation_default)::int AS c, (SELECT count(*) FROM mention_default)::int AS m`,
    );
    expect(inDefault.rows).toEqual([{ c: 2, m: 2 }]);

    await migrate(url, createLogger('silent'));

    for (const table of ['citation', 'mention', 'retrieved_source']) await layoutOf(app.services.db, table);
    const where = await sql.query<{ t: string; part: string }>(
      `SELECT 'citation' AS t, tableoid::regclass::text AS part FROM citation UNION ALL SELECT 'mention', tableoid::regclass::text FROM mention ORDER BY 1, 2`,
    );
    const month = (offset: number) => monthStart(new Date(), offset).slice(0, 7).replace('-', '_');
    expect(where.rows).toEqual([
      { t: 'citation', part: `citation_${month(0)}` },
      { t: 'citation', part: 'citation_before' },
      { t: 'citation', part: `citation_from_${month(4)}` },
      { t: 'mention', part: `mention_${month(0)}` },
      { t: 'mention', part: 'mention_before' },
      { t: 'mention', part: `mention_from_${month(4)}` },
    ]);
    const judged = await sql.query(
      `SELECT count(*)::int AS n FROM mention_judgement j JOIN mention m ON m.id = j.mention_id AND m.observed_at = j.mention_observed_at`,
    );
    expect(judged.rows).toEqual([{ n: 3 }]);
    // The rollups counted each row once: a rebuild finds nothing to change.
    const rebuilt = await runCli(url, ['rollup', 'rebuild']);
    expect(rebuilt.code, rebuilt.stdout).toBe(0);
    expect(rebuilt.out.changedRows).toBe(0);
  });
});

describe('bin/visibility partitions move', () => {
  it('moves every row of a database upgraded with rows exactly once while writes keep arriving', async () => {
    // A database at the migration before the partitioning, holding observations.
    const { url, sql } = await databaseBefore(PARTITIONING);
    const app = await startTestApp({}, { routeDatabase: async () => url });
    apps.push(app);
    const seeded = await seedAccount(app.services);
    const ids = { account: seeded.account.id, project: seeded.projects[0].id };
    // A run without its report snapshot: the report reads tables as the current code knows them, which
    // this schema (before the partitioning) does not have yet.
    const [runId] = await seedRuns(app.services, ids.project, [new Date()], { findingsPerRun: 0, status: 'RUNNING' });

    const insertCitation = (id: string, observedAt: Date) =>
      sql.query(
        `INSERT INTO citation (id, account_id, project_id, engine, observed_at, url, normalized_url, host, position, is_client_domain, is_competitor_domain, citation_confidence)
         VALUES ($1, $2, $3, 'CLAUDE', $4, $5, $5, 'cited.example', 1, $6, false, 90)`,
        [id, ids.account, ids.project, observedAt, `https://cited.example/${id}`, id.endsWith('0')],
      );
    const expected = new Set<string>();
    const now = Date.now();
    // 600 citations over 15 months, 40 mentions (half judged) and 40 retrieved sources.
    for (let i = 0; i < 600; i++) {
      const at = new Date(now - (i % 15) * 30 * 86_400_000 - i * 1000);
      const id = newId('citation', at);
      await insertCitation(id, at);
      expected.add(id);
    }
    await sql.query(
      `INSERT INTO engine_answer (id, account_id, project_id, audit_run_id, engine, status, prompt_text) VALUES ('ans_mv', $1, $2, $3, 'CLAUDE', 'ANSWERED', 'q')`,
      [ids.account, ids.project, runId],
    );
    await sql.query(
      `INSERT INTO role_judge_call (id, account_id, project_id, audit_run_id, engine_answer_id, model, content_hash, status) VALUES ('rjc_mv', $1, $2, $3, 'ans_mv', 'm', 'h', 'JUDGED')`,
      [ids.account, ids.project, runId],
    );
    const mentionIds: string[] = [];
    for (let i = 0; i < 40; i++) {
      const at = new Date(now - (i % 4) * 30 * 86_400_000);
      const id = newId('mention', at);
      mentionIds.push(id);
      await sql.query(
        `INSERT INTO mention (id, account_id, project_id, engine, observed_at, name, normalized_name, kind, role, sentiment, mention_confidence, engine_answer_id)
         VALUES ($1, $2, $3, 'CLAUDE', $4, 'Acme', 'acme', 'CLIENT', 'RECOMMENDED', 'POSITIVE', 90, 'ans_mv')`,
        [id, ids.account, ids.project, at],
      );
      if (i % 2 === 0) {
        await sql.query(
          `INSERT INTO mention_judgement (mention_id, account_id, project_id, call_id, model, status) VALUES ($1, $2, $3, 'rjc_mv', 'm', 'JUDGED')`,
          [id, ids.account, ids.project],
        );
      }
      await sql.query(
        `INSERT INTO retrieved_source (id, account_id, project_id, audit_run_id, engine_answer_id, engine, observed_at, url, normalized_url, host, is_client_domain, is_competitor_domain)
         VALUES ($1, $2, $3, $4, 'ans_mv', 'CLAUDE', $5, $6, $6, 'r.example', false, false)`,
        [newId('retrievedSource', at), ids.account, ids.project, runId, at, `https://r.example/${i}`],
      );
    }

    // The upgrade: the tables with rows get their partitioned twin and the mirror trigger.
    await migrate(url, createLogger('silent'));
    const twins = await sql.query(`SELECT relname FROM pg_class WHERE relname LIKE '%\\_partitioned' AND relkind = 'p' ORDER BY 1`);
    expect(twins.rows.map((r) => r.relname)).toEqual(['citation_partitioned', 'mention_partitioned', 'retrieved_source_partitioned']);

    // Writes while the move runs: new rows, rows dated in months already copied (their ids fall
    // in ranges the batches have passed), updates and deletes of old rows.
    let stop = false;
    const seededIds = [...expected];
    const writer = (async () => {
      const w = new pg.Client({ connectionString: url });
      await w.connect();
      let i = 0;
      try {
        while (!stop) {
          const at = i % 2 === 0 ? new Date() : new Date(now - (i % 15) * 30 * 86_400_000);
          const id = newId('citation', at);
          await w.query(
            `INSERT INTO citation (id, account_id, project_id, engine, observed_at, url, normalized_url, host, position, is_client_domain, is_competitor_domain, citation_confidence)
             VALUES ($1, $2, $3, 'CLAUDE', $4, $5, $5, 'cited.example', 1, $6, false, 90)`,
            [id, ids.account, ids.project, at, `https://cited.example/${id}`, id.endsWith('0')],
          );
          expected.add(id);
          const victim = seededIds[(i * 7) % seededIds.length];
          if (i % 3 === 0 && expected.has(victim)) {
            await w.query('DELETE FROM citation WHERE id = $1', [victim]);
            expected.delete(victim);
          } else if (expected.has(victim)) {
            await w.query('UPDATE citation SET position = position + 1, is_client_domain = NOT is_client_domain WHERE id = $1', [victim]);
          }
          i++;
        }
      } finally {
        await w.end();
      }
      return i;
    })();
    const moved = await runCli(url, ['partitions', 'move', '--batch', '37']);
    // A few more writes after the swap, into the partitioned table under the old name.
    await new Promise((r) => setTimeout(r, 200));
    stop = true;
    const writes = await writer;
    expect(moved.code, moved.stdout).toBe(0);
    expect(moved.out.moved.citation).toBeGreaterThanOrEqual(600 - writes);
    expect(writes).toBeGreaterThan(0);

    const layout = await sql.query(`SELECT c.relname FROM pg_partitioned_table p JOIN pg_class c ON c.oid = p.partrelid ORDER BY 1`);
    expect(layout.rows.map((r) => r.relname)).toEqual(['citation', 'mention', 'retrieved_source']);
    expect((await sql.query(`SELECT relname FROM pg_class WHERE relname LIKE '%\\_partitioned'`)).rows).toEqual([]);
    const rows = await sql.query<{ id: string; n: number; part: string }>(
      `SELECT id, count(*)::int AS n, min(tableoid::regclass::text) AS part FROM citation GROUP BY id`,
    );
    expect(rows.rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(new Set(rows.rows.map((r) => r.id))).toEqual(expected);
    // Every row in its month's partition (the move made the months its rows span), none in a span.
    expect(rows.rows.filter((r) => !/^citation_\d{4}_\d{2}$/.test(r.part))).toEqual([]);
    expect(Number((await sql.query('SELECT count(*) FROM mention')).rows[0].count)).toBe(40);
    expect(Number((await sql.query('SELECT count(*) FROM retrieved_source')).rows[0].count)).toBe(40);
    const judged = await sql.query(
      `SELECT j.mention_id FROM mention_judgement j JOIN mention m ON m.id = j.mention_id AND m.observed_at = j.mention_observed_at`,
    );
    expect(judged.rows.map((r) => r.mention_id).sort()).toEqual(mentionIds.filter((_, i) => i % 2 === 0).sort());
    const fk = await sql.query(
      `SELECT convalidated FROM pg_constraint WHERE conname = 'mention_judgement_mention_id_mention_observed_at_fkey'`,
    );
    expect(fk.rows).toEqual([{ convalidated: true }]);
    // The rollups counted each row once: a rebuild finds nothing to change.
    const rebuilt = await runCli(url, ['rollup', 'rebuild']);
    expect(rebuilt.code, rebuilt.stdout).toBe(0);
    expect(rebuilt.out.changedRows).toBe(0);
    // Nothing more to move.
    expect((await runCli(url, ['partitions', 'move'])).out.moved).toEqual({});
  });
});
