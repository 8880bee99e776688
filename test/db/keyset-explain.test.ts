import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCitations, seedMentions } from '../../bench/bulk-seed.ts';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { createApiKey, fingerprint, KeyCheck, type Principal } from '../../src/core/access/api-keys.ts';
import { getAuditRun, scoreHistory } from '../../src/core/audits/audit-runs.ts';
import { listFindings } from '../../src/core/findings/findings.ts';
import { listCitations, listMentions } from '../../src/core/observations/observations.ts';
import { getProject, listProjects } from '../../src/core/projects/projects.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { QuotaLeases } from '../../src/core/access/rate-lease.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { type SqlPool, sqlPool } from '../../src/db/client.ts';
import { createLogger } from '../../src/log.ts';
import { TEST_SECRET_KEY } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';

/**
 * Proves with EXPLAIN that every list query is bounded by its composite index: the listed table
 * is read by an index scan whose Index Cond holds the owner, the filters and the keyset position
 * `ROW(sort_key, id) < ROW(...)`, never with a Filter over the owner's rows (but the account's own
 * `account_id = $n`, which discards none), in the plan Postgres
 * picks for the values (custom) and in the generic plan a prepared statement may switch to.
 * The tables hold tens of thousands of rows over two projects and are analyzed, so the planner
 * sees a representative picture (no enable_seqscan tricks).
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
let pool: SqlPool;
let whole: Principal;
let scoped: Principal;
/** The principal of a request taken from a lease: its key's check rides in the list's statement. */
let leased: () => Principal;
let slug: string;
let runId: string;
const N = 30_000;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY }), createLogger('silent'), database.url);
  pool = sqlPool(services.db);
  const account = await createAccount(services.db, { email: 'explain@agency.example', plan: 'ENTERPRISE' });
  const a = await createProject(services.db, { accountId: account.id, name: 'Main', domain: 'main.example' });
  const b = await createProject(services.db, { accountId: account.id, name: 'Other', domain: 'other.example' });
  slug = a.slug;
  whole = { keyId: 'key_x', accountId: account.id, role: 'READ', projectIds: null };
  scoped = { ...whole, projectIds: [a.id, b.id].sort() };
  const client = await pool.connect();
  try {
    for (const [i, p] of [a, b].entries()) {
      await seedCitations(client, { accountId: account.id, projectId: p.id, count: N, idPrefix: `c${i}` });
      await seedMentions(client, { accountId: account.id, projectId: p.id, count: N, idPrefix: `m${i}` });
      // 2,000 runs per project (every third one failed), 20 findings each.
      await client.query(
        `INSERT INTO audit_run (id, account_id, project_id, status, trigger, run_date, created_at)
         SELECT $1 || lpad(g::text, 6, '0'), $2, $3, CASE WHEN g % 3 = 0 THEN 'FAILED' ELSE 'COMPLETED' END::"AuditRunStatus",
           'SCHEDULE', timestamptz '2024-01-01' + g * interval '1 hour', timestamptz '2024-01-01' + g * interval '1 hour'
         FROM generate_series(1, 2000) g`,
        [`run${i}_`, account.id, p.id],
      );
      await client.query(
        `INSERT INTO finding (id, account_id, project_id, audit_run_id, severity, category, title, description)
         SELECT r.id || '_' || lpad(f::text, 3, '0'), r.account_id, r.project_id, r.id,
           (enum_range(NULL::"Severity"))[1 + f % 4], 'TECHNICAL', 'Finding ' || f, 'Why it matters'
         FROM audit_run r CROSS JOIN generate_series(1, 20) f WHERE r.project_id = $1`,
        [p.id],
      );
    }
    // The answers and prompts a list item names (its prompt's text is looked up by primary key):
    // 5,000 answers and 20,000 prompts (the table holds every account's).
    await client.query(
      `INSERT INTO tracked_prompt (id, account_id, project_id, text)
       SELECT 'tpr_' || g, $1, $2, 'prompt ' || g FROM generate_series(1, 20000) g`,
      [account.id, a.id],
    );
    await client.query(
      `INSERT INTO engine_answer (id, account_id, project_id, audit_run_id, tracked_prompt_id, engine, sample, status, prompt_text)
       SELECT 'ans_' || g, $1, $2, 'run0_' || lpad((1 + g % 2000)::text, 6, '0'), 'tpr_' || (1 + g % 200), 'CHATGPT', g, 'ANSWERED', 'prompt'
       FROM generate_series(1, 5000) g`,
      [account.id, a.id],
    );
    // The role judge's verdicts beside a quarter of the mentions (a mention's is looked up by primary key).
    await client.query(
      `INSERT INTO role_judge_call (id, account_id, project_id, audit_run_id, engine_answer_id, model, content_hash, status)
       VALUES ('rjc_1', $1, $2, 'run0_000001', 'ans_1', 'gpt-5-nano', 'hash', 'JUDGED')`,
      [account.id, a.id],
    );
    await client.query(
      `INSERT INTO mention_judgement (mention_id, mention_observed_at, account_id, project_id, call_id, model, status, role, sentiment)
       SELECT id, observed_at, account_id, project_id, 'rjc_1', 'gpt-5-nano', 'JUDGED', 'LISTED', 'NEUTRAL'
       FROM (SELECT id, observed_at, account_id, project_id, row_number() OVER () AS n FROM mention) m WHERE n % 4 = 0`,
    );
    // 1,000 more projects in the account, and 1,000 in another one.
    const ws = await client.query<{ id: string }>('SELECT id FROM workspace WHERE account_id = $1', [account.id]);
    const other = await createAccount(services.db, { email: 'other@agency.example', plan: 'ENTERPRISE' });
    const otherWs = await client.query<{ id: string }>('SELECT id FROM workspace WHERE account_id = $1', [other.id]);
    for (const [acc, w] of [
      [account.id, ws.rows[0].id],
      [other.id, otherWs.rows[0].id],
    ]) {
      await client.query(
        `INSERT INTO project (id, account_id, workspace_id, slug, name, domain, plan, created_at)
         SELECT $1 || lpad(g::text, 5, '0'), $1, $2, 'p-' || g, 'Brand ' || g, 'brand' || g || '.example', 'ENTERPRISE',
           timestamptz '2023-01-01' + g * interval '1 day'
         FROM generate_series(1, 1000) g`,
        [acc, w],
      );
    }
    // 5,000 keys of other accounts beside the real one, so the key is found by its fingerprint index.
    await client.query(
      `INSERT INTO api_key (id, account_id, role, prefix, fingerprint)
       SELECT 'key_' || g, $1, 'READ', 'vis_x', md5(g::text) || md5(g::text) FROM generate_series(1, 5000) g`,
      [other.id],
    );
    const key = await createApiKey(services.db, { accountId: account.id, role: 'READ', projectSlugs: [] });
    leased = () => ({ ...whole, keyId: key.id, check: new KeyCheck(fingerprint(key.key), new QuotaLeases()) });
    runId = (
      await client.query<{ id: string }>(
        `SELECT id FROM audit_run WHERE project_id = $1 AND status = 'COMPLETED'
      ORDER BY run_date DESC LIMIT 1 OFFSET 500`,
        [a.id],
      )
    ).rows[0].id;
    await client.query('ANALYZE');
  } finally {
    client.release();
  }
}, 120_000);

afterAll(async () => {
  await services?.db.$disconnect();
  await database?.drop();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** The statements a core function sends, recorded on their way to the real pool. */
async function statementsOf(run: (pool: SqlPool) => Promise<unknown>) {
  const sent: { text: string; values: unknown[] }[] = [];
  const recorder = {
    query: (config: { text: string; values: unknown[] }) => {
      sent.push(config);
      return pool.query(config);
    },
  } as unknown as SqlPool;
  await run(recorder);
  return sent;
}

function literal(client: pg.PoolClient, v: unknown): string {
  if (Array.isArray(v)) return client.escapeLiteral(`{${v.map((x) => `"${x}"`).join(',')}}`);
  if (typeof v === 'number') return String(v);
  return client.escapeLiteral(String(v));
}

let seq = 0;
/** The plan of a statement as a prepared statement under `mode` (custom or generic plan). */
async function planOf(statement: { text: string; values: unknown[] }, mode: 'force_custom_plan' | 'force_generic_plan') {
  const client = await pool.connect();
  try {
    await client.query(`SET plan_cache_mode = ${mode}`);
    const name = `explain_${seq++}`;
    await client.query({ name, text: statement.text, values: statement.values });
    const args = statement.values.map((v) => literal(client, v)).join(', ');
    const res = await client.query(`EXPLAIN (FORMAT JSON) EXECUTE ${name}(${args})`);
    await client.query(`DEALLOCATE ${name}`);
    await client.query('RESET plan_cache_mode');
    return (res.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
  } finally {
    client.release();
  }
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * The key check's API-access rule: EXISTS a paid project of the key's account, which stops at the
 * first one. Here two accounts hold every project, so the planner rightly looks for one by scanning
 * (about two rows); with many accounts it takes the account index. Not a list read.
 */
function isApiAccessProbe(n: PlanNode): boolean {
  return n['Relation Name'] === 'project' && n['Parent Relationship'] === 'SubPlan' && /account_id = key\.account_id/.test(n.Filter ?? '');
}

interface Bound {
  table: string;
  index: string;
  cond: RegExp[];
  /** A deep page of a partitioned table: the months after its position are pruned when the statement starts. */
  pruned?: boolean;
}

/** Asserts the listed table (and `also`, another table of the statement) is read by an index range scan, keyset bound in its Index Cond. */
async function expectBounded(run: (pool: SqlPool) => Promise<unknown>, expected: Bound & { also?: Bound }) {
  const [statement, ...more] = await statementsOf(run);
  expect(more).toHaveLength(0);
  for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) {
    const plan = await planOf(statement, mode);
    const all = nodes(plan);
    const context = `${mode}\n${JSON.stringify(plan, null, 1)}`;
    expect(
      all.filter((n) => n['Node Type'] === 'Seq Scan' && !(expected.also && isApiAccessProbe(n))),
      context,
    ).toEqual([]);
    for (const bound of [expected, ...(expected.also ? [expected.also] : [])]) {
      // A partitioned table (citation, mention) is read through its partitions (<table>_YYYY_MM and
      // the spans <table>_before, <table>_from_YYYY_MM), each by its own copy of the index: every one
      // must be a bounded range scan, read one partition after the other in the page's order (an
      // Append, never a Merge Append of every partition: there is no DEFAULT partition).
      const partitioned = ['citation', 'mention'].includes(bound.table);
      const partition = new RegExp(`^${bound.table}_(\\d{4}_\\d{2}|before|from_\\d{4}_\\d{2})$`);
      if (partitioned)
        expect(
          all.filter((n) => n['Node Type'] === 'Merge Append'),
          context,
        ).toEqual([]);
      const reads = all.filter((n) => (partitioned ? partition.test(n['Relation Name'] ?? '') : n['Relation Name'] === bound.table));
      const scans = reads.filter((n) => n['Index Name'] === bound.index.replace(bound.table, n['Relation Name']!));
      if (partitioned) {
        expect(
          scans.map((n) => n['Relation Name']),
          context,
        ).toContain(`${bound.table}_2025_01`);
        expect(reads.length, context).toBe(scans.length);
        const thisMonth = `${bound.table}_${new Date().toISOString().slice(0, 7).replace('-', '_')}`;
        if (bound.pruned)
          expect(
            reads.map((n) => n['Relation Name']),
            context,
          ).not.toContain(thisMonth);
      } else expect(scans, context).toHaveLength(1);
      for (const scan of scans) {
        expect(['Index Scan', 'Index Only Scan'], context).toContain(scan['Node Type']);
        // The page's account (the distribution column, docs/scaling.md) alone may be a Filter: every
        // row of the owner is the account's, so it discards none of the rows the index finds.
        const accountOnly = scan.Filter !== undefined && /^\(account_id = [^ ]+\)$/.test(scan.Filter);
        expect(accountOnly ? undefined : scan.Filter, context).toBeUndefined();
        for (const c of bound.cond) expect(scan['Index Cond'], context).toMatch(c);
      }
    }
  }
}

/** A cursor deep in a list: the nextCursor after `pages` pages. */
async function deepCursor(list: (cursor?: string) => Promise<{ nextCursor: string | null }>, pages: number) {
  let cursor: string | undefined;
  for (let i = 0; i < pages; i++) cursor = (await list(cursor)).nextCursor ?? undefined;
  expect(cursor).toBeDefined();
  return cursor!;
}

const keyset = (column: string, op: '<' | '>') => new RegExp(`ROW\\((t\\.)?${column}, (t\\.)?id\\) ${op} ROW\\(`);

describe.each([
  ['citations', listCitations, 'citation'],
  ['mentions', listMentions, 'mention'],
] as const)('%s', (_name, list, table) => {
  const filters = [
    {},
    { engine: 'PERPLEXITY' as const },
    { from: '2025-01-01T00:30:00Z' },
    { to: '2025-01-01T02:30:00Z' },
    { engine: 'CLAUDE' as const, from: '2025-01-01T00:10:00Z', to: '2025-01-01T02:40:00Z' },
  ];
  it.each(filters)('filters %o: first page and a deep page are index range scans', async (f) => {
    const index = f.engine ? `${table}_project_id_engine_observed_at_id_idx` : `${table}_project_id_observed_at_id_idx`;
    const cond = [
      /project_id = /,
      ...(f.engine ? [/engine = /] : []),
      ...(f.from ? [/observed_at >= /] : []),
      ...(f.to ? [/observed_at <= /] : []),
    ];
    await expectBounded((p) => list(p, services.cursors, whole, { slug, ...f }), { table, index, cond });
    const cursor = await deepCursor((c) => list(pool, services.cursors, whole, { slug, ...f, limit: 100, cursor: c }), 20);
    await expectBounded((p) => list(p, services.cursors, whole, { slug, ...f, cursor }), {
      table,
      index,
      cond: [...cond, keyset('observed_at', '<')],
      pruned: ['citation', 'mention'].includes(table),
    });
    // With the key's check folded in (a read on a lease), the key is one probe of its fingerprint index.
    for (const c of [undefined, cursor]) {
      await expectBounded((p) => list(p, services.cursors, leased(), { slug, ...f, cursor: c }), {
        table,
        index,
        cond: c ? [...cond, keyset('observed_at', '<')] : cond,
        also: { table: 'api_key', index: 'api_key_fingerprint_key', cond: [/fingerprint = /] },
      });
    }
    // A scoped key runs the same plan for the listed table.
    await expectBounded((p) => list(p, services.cursors, scoped, { slug, ...f, cursor }), {
      table,
      index,
      cond: [...cond, keyset('observed_at', '<')],
    });
  });
});

describe('score history', () => {
  it.each([{}, { from: '2024-01-10T00:00:00Z', to: '2024-02-20T00:00:00Z' }])('filters %o', async (f) => {
    const index = 'audit_run_project_id_run_date_id_idx';
    const cond = [/project_id = /, ...(f.from ? [/run_date >= /, /run_date <= /] : [])];
    await expectBounded((p) => scoreHistory(p, services.cursors, whole, { slug, ...f }), { table: 'audit_run', index, cond });
    const cursor = await deepCursor((c) => scoreHistory(pool, services.cursors, whole, { slug, ...f, limit: 100, cursor: c }), 3);
    await expectBounded((p) => scoreHistory(p, services.cursors, whole, { slug, ...f, cursor }), {
      table: 'audit_run',
      index,
      cond: [...cond, keyset('run_date', '<')],
    });
  });
});

describe('findings', () => {
  it.each([{}, { auditRunId: 'pinned' }])('run %o: severity order then id, bounded by the run index', async (f) => {
    const input = { slug, ...(f.auditRunId ? { auditRunId: runId } : {}) };
    const index = 'finding_audit_run_id_severity_id_idx';
    await expectBounded((p) => listFindings(p, services.cursors, whole, input), { table: 'finding', index, cond: [/audit_run_id = /] });
    const cursor = await deepCursor((c) => listFindings(pool, services.cursors, whole, { ...input, limit: 7, cursor: c }), 2);
    await expectBounded((p) => listFindings(p, services.cursors, whole, { ...input, cursor }), {
      table: 'finding',
      index,
      cond: [/audit_run_id = /, keyset('severity', '>')],
    });
  });

  it('the latest completed run is one probe of the (project_id, status, run_date, id) index', async () => {
    await expectBounded((p) => listFindings(p, services.cursors, whole, { slug }), {
      table: 'audit_run',
      index: 'audit_run_project_id_status_run_date_id_idx',
      cond: [/project_id = /, /status = /],
    });
  });
});

describe('projects', () => {
  it("the account's projects, newest first, bounded by (account_id, created_at, id)", async () => {
    const index = 'project_account_id_created_at_id_idx';
    await expectBounded((p) => listProjects(p, services.cursors, whole, {}), { table: 'project', index, cond: [/account_id = /] });
    const cursor = await deepCursor((c) => listProjects(pool, services.cursors, whole, { limit: 100, cursor: c }), 5);
    await expectBounded((p) => listProjects(p, services.cursors, whole, { cursor }), {
      table: 'project',
      index,
      cond: [/account_id = /, keyset('created_at', '<')],
    });
  });

  it("a scoped key reads its projects by primary key, never the account's other rows", async () => {
    const [statement] = await statementsOf((p) => listProjects(p, services.cursors, scoped, {}));
    for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) {
      const all = nodes(await planOf(statement, mode));
      expect(all.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
      const scans = all.filter((n) => n['Relation Name'] === 'project');
      expect(scans.every((n) => /id = ANY/.test(n['Index Cond'] ?? '') || /account_id = /.test(n['Index Cond'] ?? ''))).toBe(true);
    }
  });
});

describe('single reads', () => {
  it('a project and an audit run are one statement each, by unique index', async () => {
    for (const run of [(p: SqlPool) => getProject(p, whole, slug), (p: SqlPool) => getAuditRun(p, scoped, runId)]) {
      const [statement, ...more] = await statementsOf(run);
      expect(more).toHaveLength(0);
      const all = nodes(await planOf(statement, 'force_generic_plan'));
      expect(all.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
    }
  });
});

describe('plan caching', () => {
  /**
   * A list statement is prepared once per connection (runSql); PostgreSQL plans it for the values
   * of its first executions and then keeps one generic plan, unless that plan looks costlier. With
   * the page size bound as a parameter it did look costlier, so every page was planned again (half
   * the database time of a page in bench:api). With the page size in the text, the generic plan
   * is kept: after the first five executions no more custom plans are made.
   */
  it.each([
    ['citations', (p: SqlPool) => listCitations(p, services.cursors, whole, { slug })],
    ['mentions, engine filter', (p: SqlPool) => listMentions(p, services.cursors, whole, { slug, engine: 'PERPLEXITY' })],
    ['score history', (p: SqlPool) => scoreHistory(p, services.cursors, whole, { slug })],
  ] as const)('%s: planned once, then executed with the generic plan', async (_name, run) => {
    const [statement] = await statementsOf(run);
    const client = await pool.connect();
    try {
      await client.query('RESET plan_cache_mode');
      const name = `plan_cache_${seq++}`;
      for (let i = 0; i < 12; i++) await client.query({ name, text: statement.text, values: statement.values });
      const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
        'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
        [name],
      );
      await client.query(`DEALLOCATE ${name}`);
      expect(Number(rows[0].custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(rows[0].generic_plans)).toBeGreaterThanOrEqual(7);
    } finally {
      client.release();
    }
  });
});
