/**
 * `npm run bench:partitions`: the citations list's first page and a page deep in the keyset on
 * the month-partitioned `citation` table, beside the same statements on an unpartitioned copy of
 * the table (the layout before the partitioning). Loads BENCH_PARTITION_ROWS citations (default
 * 1,000,000) over BENCH_MONTHS months (default 24, one partition each) into a fresh database
 * (vis_bench_partitions, dropped first), and BENCH_BASELINE_ROWS (default 1,000,000) into the
 * unpartitioned table. The question it answers at scale (100 million partitioned rows against a
 * 1-million table) needs BENCH_PARTITION_ROWS=100000000 and the disk for it: 56 GB for the table with its indexes,
 * measured, and the rollups beside it (about 1/20 of the rows, at 20 rows an instant), about 40 minutes of load.
 * Each statement runs as a named prepared statement (as the service's lists do) 300 times after
 * a warm-up; median and 95th percentile. The partitioned table is measured twice: as the service
 * lays it out (months and the spans around them) and with an empty DEFAULT partition attached (the
 * layout before migration 20261202000000_ordered_partitions), which turns each page into a merge of
 * every partition. BENCH_PARTITION_REUSE=1 measures an earlier run's database again (migrated to
 * the current schema) instead of loading a new one. Through the API (BENCH_PARTITION_API=0 skips it):
 * the pages, CSV exports and three aggregates (cited domains, visibility by month, visibility summary;
 * BENCH_AGGREGATE_RUNS requests each, default 20) of the large project against a project of
 * BENCH_SMALL_ROWS in the same tables, over windows that read as many rows. Rewrites its section of
 * docs/benchmarks.md.
 */
import os from 'node:os';
import pg from 'pg';
import { createAccount } from '../src/core/accounts/accounts.ts';
import { ensureMonths } from '../src/core/observations/partitions.ts';
import { createProject } from '../src/core/projects/projects.ts';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { CursorCodec } from '../src/core/kernel/pagination.ts';
import { parseSecretKey, Secrets } from '../src/core/kernel/secrets.ts';
import { startChild } from './instrumented-child.ts';
import { createDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/log.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const ADMIN = process.env.BENCH_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const NAME = 'vis_bench_partitions';
const ROWS = Number(process.env.BENCH_PARTITION_ROWS ?? 1_000_000);
const BASELINE = Number(process.env.BENCH_BASELINE_ROWS ?? 1_000_000);
const MONTHS = Number(process.env.BENCH_MONTHS ?? 24);
const RUNS = 300;
const REUSE = process.env.BENCH_PARTITION_REUSE === '1';
const CHUNK = 1_000_000;

const url = new URL(ADMIN);
url.pathname = `/${NAME}`;
if (!REUSE) {
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
}
await migrate(url.toString(), createLogger('warn'));

const db = createDb(url.toString());
if (!REUSE) {
  const account = await createAccount(db, { email: 'bench@partitions.example', plan: 'ENTERPRISE' });
  await createProject(db, { accountId: account.id, name: 'Bench', domain: 'bench.example' });
}
const project = await db.project.findFirstOrThrow({ where: { domain: 'bench.example' }, select: { id: true, accountId: true } });
const end = new Date();
const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - (MONTHS - 1), 1));
await ensureMonths(db, start, end);
await db.$disconnect();

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const spanSeconds = (end.getTime() - start.getTime()) / 1000;

/**
 * `count` citations of a project spread evenly from `start` to now, ids (`<prefix>_<n>`) in time
 * order, 20 at a time at one instant as an engine answer's citations are (the rollup triggers keep a
 * row an instant: with every citation at an instant of its own, answer_rollup grew as large as the
 * table, 21 GB at 84 million rows, and filled this machine's disk before the 100-million run ended).
 */
async function load(table: string, count: number, owner = project, prefix = 'cit', vacuum = true): Promise<number> {
  const t0 = performance.now();
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await client.query(
      `INSERT INTO ${table} (id, account_id, project_id, engine, observed_at, url, normalized_url, host, title, position,
         is_client_domain, is_competitor_domain, citation_confidence)
       SELECT $8 || '_' || lpad(g::text, 12, '0'), $1, $2, (enum_range(NULL::"Engine"))[1 + (g % 7)],
         $3::timestamptz + ((g - g % 20)::float8 * $4 / $5) * interval '1 second',
         'https://site' || (g % 997) || '.example/a/' || g, 'https://site' || (g % 997) || '.example/a/' || g,
         'site' || (g % 997) || '.example', 'Article ' || g, 1 + g % 10, g % 13 = 0, g % 17 = 0, 50 + g % 50
       FROM generate_series($6::bigint, $7::bigint) g`,
      [owner.accountId, owner.id, start.toISOString(), spanSeconds, count, from, to, prefix],
    );
  }
  // A table loaded by an earlier run (the API phase adds a project to it) is analyzed, not vacuumed whole again.
  await client.query(`${vacuum ? 'VACUUM ' : ''}ANALYZE ${table}`);
  return performance.now() - t0;
}

let loadPartitioned = NaN;
let loadFlat = NaN;
if (!REUSE) {
  // The layout before the partitioning: one table, key (id), the same four indexes; no triggers.
  await client.query(`CREATE TABLE citation_flat (LIKE citation INCLUDING DEFAULTS)`);
  await client.query(`ALTER TABLE citation_flat ADD PRIMARY KEY (id)`);
  await client.query(`CREATE INDEX citation_flat_list ON citation_flat (project_id, observed_at, id)`);
  await client.query(`CREATE INDEX citation_flat_engine_list ON citation_flat (project_id, engine, observed_at, id)`);
  await client.query(`CREATE INDEX citation_flat_run ON citation_flat (audit_run_id)`);
  await client.query(`CREATE INDEX citation_flat_answer ON citation_flat (engine_answer_id)`);
  loadPartitioned = await load('citation', ROWS);
  loadFlat = await load('citation_flat', BASELINE);
}
const partitionCount = Number(
  (await client.query(`SELECT count(*) AS n FROM pg_inherits WHERE inhparent = 'citation'::regclass`)).rows[0].n,
);

/** The list's statements (first page; a page after a cursor), as core/observations builds them. */
const page = (table: string) =>
  `SELECT t.id, t.engine, t.observed_at, t.url, t.host, t.title, t.position FROM ${table} t
   WHERE t.project_id = $1 ORDER BY t.observed_at DESC, t.id DESC LIMIT 51`;
const after = (table: string) =>
  `SELECT t.id, t.engine, t.observed_at, t.url, t.host, t.title, t.position FROM ${table} t
   WHERE t.project_id = $1 AND (t.observed_at, t.id) < ($2::timestamptz, $3) AND t.observed_at <= $2::timestamptz
   ORDER BY t.observed_at DESC, t.id DESC LIMIT 51`;

/** The cursor of the row halfway down the list (the keyset's position, observed_at and id). */
async function middle(table: string, count: number, prefix = 'cit'): Promise<[string, string]> {
  const { rows } = await client.query(`SELECT observed_at, id FROM ${table} WHERE id = $1`, [
    `${prefix}_${String(Math.ceil(count / 2)).padStart(12, '0')}`,
  ]);
  return [rows[0].observed_at.toISOString(), rows[0].id];
}

async function time(name: string, text: string, values: unknown[]): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 50; i++) {
    const t0 = performance.now();
    await client.query({ name, text, values });
    if (i >= 50) samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)], p95: samples[Math.floor(RUNS * 0.95)] };
}

const rows: string[] = [];
for (const [table, count, label, withDefault] of [
  ['citation', ROWS, `partitioned, ${ROWS.toLocaleString('en-US')} rows in ${MONTHS} months (${partitionCount} partitions)`, false],
  ['citation', ROWS, `the same with an empty DEFAULT partition attached (the layout before)`, true],
  ['citation_flat', BASELINE, `unpartitioned, ${BASELINE.toLocaleString('en-US')} rows`, false],
] as const) {
  if (withDefault) await client.query(`CREATE TABLE citation_bench_default PARTITION OF citation DEFAULT`);
  const tag = `${table}${withDefault ? '_default' : ''}`;
  const first = await time(`${tag}_first`, page(table), [project.id]);
  const deep = await time(`${tag}_deep`, after(table), [project.id, ...(await middle(table, count))]);
  if (withDefault) await client.query(`DROP TABLE citation_bench_default`);
  const f = (x: number) => x.toFixed(2);
  rows.push(`| ${label} | ${f(first.median)} / ${f(first.p95)} | ${f(deep.median)} / ${f(deep.p95)} |`);
}
const size = async (table: string) =>
  (
    await client.query(
      `SELECT pg_size_pretty(pg_total_relation_size($1::regclass) + COALESCE((SELECT sum(pg_total_relation_size(inhrelid)) FROM pg_inherits WHERE inhparent = $1::regclass), 0)::bigint) AS s`,
      [table],
    )
  ).rows[0].s;
const sizes = `${await size('citation')} partitioned, ${await size('citation_flat')} unpartitioned`;

/**
 * Through the API, as users read it: the service (`visibility serve` from source, default limits,
 * READ keys in rotation so none reaches its 60 reads a minute) answers the first page and the page
 * halfway down of the project holding ROWS citations, and of a project of SMALL_ROWS citations in
 * the same tables (loaded over the same months). Requests go one at a time, the four cases in turn,
 * so every case meets the same load; each response's time is its own.
 */
const API = process.env.BENCH_PARTITION_API !== '0';
const SMALL_ROWS = Number(process.env.BENCH_SMALL_ROWS ?? 1_000_000);
const API_RUNS = 300;
const apiRows: string[] = [];
const exportRows: string[] = [];
const aggregateRows: string[] = [];
const AGG_RUNS = Number(process.env.BENCH_AGGREGATE_RUNS ?? 20);
if (API) {
  const admin = createDb(url.toString());
  const small =
    (await admin.project.findFirst({ where: { domain: 'small.example' }, select: { id: true, slug: true } })) ??
    (await createProject(admin, { accountId: project.accountId, name: 'Small', domain: 'small.example' }));
  const loaded = Number((await client.query(`SELECT count(*) AS n FROM citation WHERE project_id = $1`, [small.id])).rows[0].n);
  if (loaded !== SMALL_ROWS) {
    await client.query(`DELETE FROM citation WHERE project_id = $1`, [small.id]);
    await load('citation', SMALL_ROWS, { id: small.id, accountId: project.accountId }, 'cis', false);
  }
  const big = await admin.project.findUniqueOrThrow({ where: { id: project.id }, select: { slug: true } });
  await client.query(`DELETE FROM api_key WHERE account_id = $1 AND name LIKE 'bench %'`, [project.accountId]);
  const keys: string[] = [];
  for (let i = 0; i < 100; i++)
    keys.push((await createApiKey(admin, { accountId: project.accountId, role: 'READ', projectSlugs: [], name: `bench ${i}` })).key);
  await admin.$disconnect();
  const secret = 'YmVuY2htYXJrLXNlY3JldC1rZXktb2YtMzItYnl0ZXMhIQ==';
  const cursors = new CursorCodec(new Secrets(parseSecretKey(secret)));
  const deepPath = async (slug: string, count: number, prefix: string) => {
    const [at, id] = await middle('citation', count, prefix);
    const cursor = cursors.encode(`citations|${project.accountId}|${slug}|||`, { k: [at], id });
    return `/api/v1/projects/${slug}/citations?cursor=${encodeURIComponent(cursor)}`;
  };
  const cases = [
    { label: `first page, project of ${ROWS.toLocaleString('en-US')} rows`, path: `/api/v1/projects/${big.slug}/citations` },
    { label: `first page, project of ${SMALL_ROWS.toLocaleString('en-US')} rows`, path: `/api/v1/projects/${small.slug}/citations` },
    { label: `page halfway down, project of ${ROWS.toLocaleString('en-US')} rows`, path: await deepPath(big.slug, ROWS, 'cit') },
    {
      label: `page halfway down, project of ${SMALL_ROWS.toLocaleString('en-US')} rows`,
      path: await deepPath(small.slug, SMALL_ROWS, 'cis'),
    },
  ];
  const service = await startChild('service', ['src/cli/main.ts', 'serve'], {
    DATABASE_URL: url.toString(),
    VISIBILITY_SECRET_KEY: secret,
    PORT: '0',
    HOST: '127.0.0.1',
  });
  try {
    const samples = cases.map(() => [] as number[]);
    let k = 0;
    for (let i = 0; i < API_RUNS + 50; i++) {
      for (const [c, { path }] of cases.entries()) {
        const t0 = performance.now();
        const res = await fetch(`${service.base}${path}`, { headers: { authorization: `Bearer ${keys[k++ % keys.length]}` } });
        const body = (await res.json()) as { data?: unknown[] };
        if (res.status !== 200 || body.data?.length !== 50) throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        if (i >= 50) samples[c].push(performance.now() - t0);
      }
    }
    const stat = (xs: number[]) => {
      xs.sort((a, b) => a - b);
      return { median: xs[Math.floor(xs.length / 2)], p95: xs[Math.floor(xs.length * 0.95)] };
    };
    const stats = samples.map(stat);
    for (const [c, { label }] of cases.entries()) {
      const against = stats[c % 2 === 0 ? c + 1 : c];
      const ratio =
        c % 2 === 0 ? ` | ${(stats[c].median / against.median).toFixed(2)}x / ${(stats[c].p95 / against.p95).toFixed(2)}x` : ' | -';
      apiRows.push(`| ${label} | ${stats[c].median.toFixed(2)} / ${stats[c].p95.toFixed(2)}${ratio} |`);
    }
    // The CSV export of SMALL_ROWS citations: the small project whole, and as many rows of the
    // large one (a window of its span halfway down), twice each in turn; rows a second.
    const spanMs = end.getTime() - start.getTime();
    const from = new Date(start.getTime() + spanMs / 2);
    const to = new Date(from.getTime() + (spanMs * SMALL_ROWS) / ROWS);
    const exports = [
      {
        label: `project of ${ROWS.toLocaleString('en-US')} rows, ${from.toISOString().slice(0, 10)} to ${to.toISOString().slice(0, 10)}`,
        path: `/api/v1/projects/${big.slug}/citations.csv?from=${from.toISOString()}&to=${to.toISOString()}`,
      },
      { label: `project of ${SMALL_ROWS.toLocaleString('en-US')} rows, whole`, path: `/api/v1/projects/${small.slug}/citations.csv` },
    ];
    const rates = exports.map(() => [] as { rows: number; perSecond: number }[]);
    for (let round = 0; round < 2; round++) {
      for (const [e, { path }] of exports.entries()) {
        const t0 = performance.now();
        const res = await fetch(`${service.base}${path}`, { headers: { authorization: `Bearer ${keys[k++ % keys.length]}` } });
        let lines = 0;
        const reader = res.body!.getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          for (let at = read.value.indexOf(10); at !== -1; at = read.value.indexOf(10, at + 1)) lines++;
        }
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        const rows = lines - 1;
        rates[e].push({ rows, perSecond: rows / ((performance.now() - t0) / 1000) });
      }
    }
    for (const [e, { label }] of exports.entries())
      exportRows.push(
        `| ${label} | ${rates[e][0].rows.toLocaleString('en-US')} | ${rates[e].map((r) => Math.round(r.perSecond).toLocaleString('en-US')).join(', ')} |`,
      );
    // The aggregates over windows of equal rows: the small project's second half (its first half the
    // previous period), and a window of the large one halfway down holding as many rows (the window
    // before it the previous period): each reads SMALL_ROWS citations, half in the window.
    const window = (slug: string, from: Date, to: Date) => ({ slug, q: `from=${from.toISOString()}&to=${to.toISOString()}` });
    const halfSpan = (spanMs * SMALL_ROWS) / 2 / ROWS;
    const windows = [
      window(big.slug, from, new Date(from.getTime() + halfSpan)),
      window(small.slug, new Date(start.getTime() + spanMs / 2), end),
    ];
    const aggregates = [
      { label: 'cited domains (`GET /projects/{slug}/cited-domains`, with the previous period)', path: 'cited-domains?' },
      { label: 'visibility by month (`GET /projects/{slug}/visibility?groupBy=MONTH`)', path: 'visibility?groupBy=MONTH&' },
      { label: 'visibility summary (`GET /projects/{slug}/visibility/summary`, with the previous period)', path: 'visibility/summary?' },
    ];
    const aggSamples = aggregates.map(() => windows.map(() => [] as number[]));
    for (let i = 0; i < AGG_RUNS + 3; i++) {
      for (const [a, { path }] of aggregates.entries()) {
        for (const [w, { slug, q }] of windows.entries()) {
          const t0 = performance.now();
          const res = await fetch(`${service.base}/api/v1/projects/${slug}/${path}${q}`, {
            headers: { authorization: `Bearer ${keys[k++ % keys.length]}` },
          });
          const body = await res.text();
          if (res.status !== 200) throw new Error(`${path}${q}: ${res.status} ${body.slice(0, 200)}`);
          if (i >= 3) aggSamples[a][w].push(performance.now() - t0);
        }
      }
    }
    for (const [a, { label }] of aggregates.entries()) {
      const [bigStat, smallStat] = aggSamples[a].map(stat);
      aggregateRows.push(
        `| ${label} | ${bigStat.median.toFixed(1)} / ${bigStat.p95.toFixed(1)} | ${smallStat.median.toFixed(1)} / ${smallStat.p95.toFixed(1)} | ${(bigStat.median / smallStat.median).toFixed(2)}x |`,
      );
    }
  } finally {
    service.proc.kill('SIGTERM');
  }
}
await client.end();

const header = '| table | first page, ms (median / p95) | page halfway down, ms (median / p95) |\n|---|---|---|';
const loaded = REUSE
  ? 'loaded by an earlier run of this benchmark (BENCH_PARTITION_REUSE=1 measured it again)'
  : `${(loadPartitioned / 1000).toFixed(0)} s partitioned (the triggers filling answer_rollup and citation_page_daily included) / ${(loadFlat / 1000).toFixed(0)} s unpartitioned, by generate_series, then VACUUM ANALYZE`;
const apiHeader = '| case | response time, ms (median / p95) | against the small project (median / p95) |\n|---|---|---|';
const exportHeader = '| CSV export | rows | rows a second (two rounds) |\n|---|---|---|';
const aggregateHeader = `| aggregate | project of ${ROWS.toLocaleString('en-US')} rows, a window halfway down, ms (median / p95) | project of ${SMALL_ROWS.toLocaleString('en-US')} rows, its second half, ms (median / p95) | ratio of medians |\n|---|---|---|---|`;
console.log(
  `${header}\n${rows.join('\n')}\n${loaded}; ${sizes}\n\n${apiHeader}\n${apiRows.join('\n')}\n\n${exportHeader}\n${exportRows.join('\n')}\n\n${aggregateHeader}\n${aggregateRows.join('\n')}`,
);
writeBenchmarkSection(
  'Partitioned observations (bench:partitions)',
  `Written by \`npm run bench:partitions\` (bench/partitions.ts): the citations list's first page and the page after
the cursor of the row halfway down (51 rows, one project holding every row, keyset order
observed_at DESC, id DESC), as named prepared statements, ${RUNS} times each after 50 warm-up runs, one client.
The partitioned table is the service's \`citation\`: one partition a UTC month and range partitions ("spans") over the
time no month covers, no DEFAULT partition (docs/scaling.md, "Partitioned observations"). Its second row attaches an empty
DEFAULT partition for the measurement, as the layout was before migration 20261202000000_ordered_partitions. The
unpartitioned table has the layout before the partitioning (key \`id\`, the same four indexes) but not the
rollup triggers, so its load is not comparable: ${loaded}. Size with indexes: ${sizes} (the partitioned key holds observed_at too).
Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores (shared), Node ${process.version}, PostgreSQL at ${ADMIN.replace(/\/\/[^@]*@/, '//')}.
Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 min) at the end: ${os.loadavg()[0].toFixed(2)}.

${header}
${rows.join('\n')}

Without a DEFAULT partition PostgreSQL reads the partitions one after the other, newest first, and stops at the page's
LIMIT (an Append in the plan); a DEFAULT partition may hold rows of any date, so with one every page merges an index
scan of every partition (a Merge Append). test/db/keyset-explain.test.ts checks the plan of every list on a
partitioned table: bounded range scans, no Merge Append. The partitions a page does not reach are still opened
(PostgreSQL 15 initialises and locks every partition of a generic plan), which is what keeps the partitioned
first page above the unpartitioned one.${
    API
      ? `

Through the API (\`BENCH_PARTITION_API=0\` skips it): the service (\`visibility serve\` from source, the default
limits, 100 READ keys in rotation so none reaches its 60 reads a minute) answers \`GET /api/v1/projects/<slug>/citations\`
(50 items) and the page after the cursor of the row halfway down, for the project above and for a project of
${SMALL_ROWS.toLocaleString('en-US')} citations loaded over the same months into the same tables. One request at a time, the
four cases in turn, ${API_RUNS} each after 50 warm-up rounds; the time from sending the request to the parsed body.

${apiHeader}
${apiRows.join('\n')}

Exports through the same service (\`GET /api/v1/projects/<slug>/citations.csv\`, streamed, read to the end by this
process): the small project whole, and as many rows of the large one, the window of its span that holds them
halfway down (\`from\`, \`to\`), the two in turn, twice.

${exportHeader}
${exportRows.join('\n')}

The aggregates through the same service, over windows that read as many citations: the small project's second half
(its first half being the previous period the summary and the cited domains compare with) and the window of the
large project's span halfway down that holds as many rows (the window before it the previous period). ${AGG_RUNS} requests
of each after 3 warm-ups, the six cases in turn. The loaded rows are citations of no engine answer (the aggregates
count such rows' answers by run, engine and prompt: docs/graphql.md), and no mentions, so \`visibility\` reads the
rollup rows the citations' triggers wrote (one an instant and engine) and the cited domains the citations themselves.

${aggregateHeader}
${aggregateRows.join('\n')}`
      : ''
  }`,
);
process.exit(0);
