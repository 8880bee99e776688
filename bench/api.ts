/**
 * Benchmark of the REST read path against its floor (`npm run bench:api`).
 *
 * Seeds BENCH_ROWS (default 1,000,000) citations and as many mentions into one project of a
 * dedicated database (`vis_bench_api` on BENCH_PG_URL, default the local PostgreSQL), fast with
 * SQL generate_series, reused by later runs. Starts the service (`visibility serve`, the compiled dist/ as in production) and
 * bench/raw-server.ts (plain Fastify + pg, same URLs and JSON) as child processes, each wrapped
 * by bench/instrumented.ts (statements sent to Postgres, CPU time), and loads both in one run
 * with autocannon: first page, a page 90% deep, engine filter, mentions. BENCH_SECONDS (default 8)
 * per cell after a 2 s warm-up, BENCH_CONNECTIONS (default 10), BENCH_ROUNDS (default 5) rounds
 * per case alternating which server goes first; ratios are the median of the rounds'. Then the cold start of
 * `visibility start` (spawn to first 200) on the same external Postgres. Prints the table and
 * rewrites its section of docs/benchmarks.md.
 *
 * BENCH_BEFORE_ROOT: a checkout of an earlier version of the service (its read limit raised in its
 * source, as it had no setting) measured in the same run as a third server, for before/after.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { CursorCodec } from '../src/core/kernel/pagination.ts';
import { parseSecretKey, Secrets } from '../src/core/kernel/secrets.ts';
import { seedCitations, seedMentions } from './bulk-seed.ts';
import { writeBenchmarkSection } from './doc-section.ts';
import { BENCH_SECRET, benchApiDbUrl, openBenchApiDb } from './bench-api-db.ts';
import { type InstrumentedChild, startChild, statsOf } from './instrumented-child.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Read keys of the headline reading: thousands, each under the default 60 reads a minute, so every request is counted. */
const KEYS = Number(process.env.BENCH_KEYS ?? 3_000);
/** Keys of the raised-limit reading (separate: its blocks of 1,000 would use up the others' windows). */
const RAISED_KEYS = 10;
const SECRET = BENCH_SECRET;

const dbUrl = benchApiDbUrl;

async function prepareDatabase() {
  const { db, client, account, project } = await openBenchApiDb();
  try {
    const counts = await client.query<{ c: string; m: string }>(
      'SELECT (SELECT count(*) FROM citation WHERE project_id = $1) AS c, (SELECT count(*) FROM mention WHERE project_id = $1) AS m',
      [project.id],
    );
    if (Number(counts.rows[0].c) !== ROWS || Number(counts.rows[0].m) !== ROWS) {
      const t0 = performance.now();
      await client.query('DELETE FROM citation WHERE project_id = $1', [project.id]);
      await client.query('DELETE FROM mention WHERE project_id = $1', [project.id]);
      const seed = { accountId: account.id, projectId: project.id, count: ROWS, start: new Date('2025-01-01T00:00:00Z') };
      await seedCitations(client, { ...seed, idPrefix: 'cit_bench' });
      await seedMentions(client, { ...seed, idPrefix: 'men_bench' });
      await client.query('VACUUM ANALYZE citation');
      await client.query('VACUUM ANALYZE mention');
      console.log(`seeded ${ROWS} citations and ${ROWS} mentions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    // Keys of earlier runs (their plaintext is gone) are removed, so the key table stays this run's size.
    await client.query(`DELETE FROM api_key WHERE account_id = $1 AND name LIKE 'bench %'`, [account.id]);
    const newKey = async (i: number) =>
      (await createApiKey(db, { accountId: account.id, role: 'READ', projectSlugs: [], name: `bench ${i}` })).key;
    const keys: string[] = [];
    for (let i = 0; i < KEYS; i += 50)
      keys.push(...(await Promise.all(Array.from({ length: Math.min(50, KEYS - i) }, (_, j) => newKey(i + j)))));
    const raisedKeys: string[] = [];
    for (let i = 0; i < RAISED_KEYS; i++) raisedKeys.push(await newKey(KEYS + i));
    // The position 90% into the list: the deep page starts there.
    const deep = await client.query<{ at: string; id: string }>(
      `SELECT to_char(observed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, id FROM citation
       WHERE project_id = $1 ORDER BY observed_at DESC, id DESC OFFSET $2 LIMIT 1`,
      [project.id, Math.floor(ROWS * 0.9) - 1],
    );
    const pg_version = (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v;
    return { accountId: account.id, projectId: project.id, keys, raisedKeys, deep: deep.rows[0], pgVersion: pg_version };
  } finally {
    await client.end();
    await db.$disconnect();
  }
}

type Child = InstrumentedChild;

/**
 * autocannon's load; its own latency percentiles are whole milliseconds (at 6-10 ms a p99 ratio
 * would move by 15% per step), so the response times it reports per request (fractional ms from
 * process.hrtime) are kept for the percentiles.
 */
async function load(url: string, keys: string[], seconds: number, connections = CONNECTIONS) {
  let n = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${keys[n++ % keys.length]}` } }),
          },
        ],
      },
      (err, res) => (err ? reject(err as Error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const percentile = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? Number.NaN;
  return { result, p50: percentile(0.5), p99: percentile(0.99) };
}

interface Cell {
  rps: number;
  p50: number;
  p99: number;
  cpuMs: number;
  statements: number;
  requests: number;
  bad: number;
}

async function measure(child: Child, path: string, keys: string[]): Promise<Cell> {
  const first = await fetch(child.base + path, { headers: { authorization: `Bearer ${keys[0]}` } });
  if (first.status !== 200) throw new Error(`${child.base}${path}: ${first.status} ${await first.text()}`);
  await load(child.base + path, keys, 2);
  const before = await statsOf(child);
  const { result: r, p50, p99 } = await load(child.base + path, keys, SECONDS);
  const after = await statsOf(child);
  const total = r.requests.total;
  return {
    rps: r.requests.average,
    p50,
    p99,
    cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / total,
    // The stats request itself is not a pg statement; the division is per answered request.
    statements: (after.statements - before.statements) / total,
    requests: total,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * Two loads at the same time, half the connections each (a 2 s warm-up, then SECONDS): `a`'s
 * throughput and p99 against `b`'s, and CPU per request (meaningful when they are different
 * servers), under the same conditions at the same moment. Measured one after the other, a cell can
 * meet a busier machine than the cell it is compared with (the p99 of one server moved 0.86-2.48x
 * between rounds on this VM); side by side, both meet the same one. Used for a server's deep page
 * against its first page, and for the service against the floor on each case.
 */
async function sideBySide(a: { child: Child; path: string }, b: { child: Child; path: string }, keys: string[]) {
  const half = Math.max(1, Math.floor(CONNECTIONS / 2));
  const both = (seconds: number) =>
    Promise.all([load(a.child.base + a.path, keys, seconds, half), load(b.child.base + b.path, keys, seconds, half)]);
  await both(2);
  const before = await Promise.all([statsOf(a.child), statsOf(b.child)]);
  const [la, lb] = await both(SECONDS);
  const after = await Promise.all([statsOf(a.child), statsOf(b.child)]);
  const cpu = (i: number, total: number) => (after[i].cpuMicros - before[i].cpuMicros) / 1000 / total;
  return {
    rps: la.result.requests.average / lb.result.requests.average,
    p99: la.p99 / lb.p99,
    cpu: cpu(0, la.result.requests.total) / cpu(1, lb.result.requests.total),
    bad: [la, lb].reduce((n, { result: x }) => n + x.non2xx + x.errors + x.timeouts, 0),
    requests: la.result.requests.total + lb.result.requests.total,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * `visibility start`: spawn to the first 200. On the external Postgres the probe is an
 * authenticated read (`GET /api/v1/projects/bench`; the read limit raised as for the cells, whose
 * requests used the key's window); on the embedded one (no DATABASE_URL, data under `dataDir`) it is
 * `GET /readyz`, which answers 200 once the database answers.
 */
async function coldStart(target: { key: string } | { dataDir: string }): Promise<number> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    VISIBILITY_SECRET_KEY: SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete base.DATABASE_URL;
  const env =
    'key' in target
      ? { ...base, DATABASE_URL: dbUrl, VISIBILITY_RATE_LIMIT_READ: '1000000000' }
      : { ...base, VISIBILITY_DATA_DIR: target.dataDir };
  const url = 'key' in target ? `http://127.0.0.1:${port}/api/v1/projects/bench` : `http://127.0.0.1:${port}/readyz`;
  const headers: Record<string, string> = 'key' in target ? { authorization: `Bearer ${target.key}` } : {};
  const t0 = performance.now();
  const proc = spawn('bin/visibility', ['start'], { env, stdio: 'ignore' });
  let ms = Number.NaN;
  for (;;) {
    try {
      const res = await fetch(url, { headers });
      if (res.status === 200) {
        ms = performance.now() - t0;
        break;
      }
    } catch {
      /* not listening yet */
    }
    if (proc.exitCode !== null) throw new Error('start exited before serving');
    await new Promise((r) => setTimeout(r, 10));
  }
  const exited = new Promise((r) => proc.on('exit', r));
  proc.kill('SIGTERM');
  await exited;
  return ms;
}

const env = await prepareDatabase();
const cursors = new CursorCodec(new Secrets(parseSecretKey(SECRET)));
// The service's cursor for the deep position (bound like the service binds it, core/observations/observations.ts).
const serviceDeep = cursors.encode(`citations|${env.accountId}|bench|||`, { k: [env.deep.at], id: env.deep.id });
const rawPayload = Buffer.from(JSON.stringify({ k: [env.deep.at], id: env.deep.id })).toString('base64url');
const { createHmac } = await import('node:crypto');
const rawDeep = `${rawPayload}.${createHmac('sha256', Buffer.from(SECRET)).update(rawPayload).digest('base64url').slice(0, 22)}`;

const childEnv = { DATABASE_URL: dbUrl, VISIBILITY_SECRET_KEY: SECRET, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
// The headline: the service at the default limits (60 reads a minute per key: every request counted in the database).
const service = await startChild('service', ['dist/cli/main.js', 'serve'], childEnv);
// Beside it: one integrator's keys at full speed, the operator setting raising the read limit (counted in leased blocks).
const raised = await startChild('raised', ['dist/cli/main.js', 'serve'], { ...childEnv, VISIBILITY_RATE_LIMIT_READ: '1000000000' });
const raw = await startChild('raw', ['bench/raw-server.ts'], childEnv);
const BEFORE = process.env.BENCH_BEFORE_ROOT;
const before = BEFORE ? await startChild('before', [`${BEFORE}/src/cli/main.ts`, 'serve'], childEnv) : null;
// The earlier version bound its cursors to the project id.
const beforeDeep = cursors.encode(`citations|${env.projectId}|||`, { k: [env.deep.at], id: env.deep.id });

const firstPagePath = '/api/v1/projects/bench/citations';
const deepPagePath = (deep: string) => `/api/v1/projects/bench/citations?cursor=${encodeURIComponent(deep)}`;
const cases = [
  { name: 'citations, first page', path: firstPagePath },
  { name: `citations, page ${Math.floor(ROWS * 0.9).toLocaleString('en')} rows deep`, path: deepPagePath },
  { name: 'citations, engine=PERPLEXITY', path: '/api/v1/projects/bench/citations?engine=PERPLEXITY' },
  { name: 'mentions, first page', path: '/api/v1/projects/bench/mentions' },
];

// The floor must answer what the service answers: the same items, field for field (it selects
// with the service's own columns); a drift would make it a cheaper floor than the service's work.
for (const c of cases) {
  const page = async (child: Child, path: string) =>
    ((await (await fetch(child.base + path, { headers: { authorization: `Bearer ${env.keys[0]}` } })).json()) as { data: unknown }).data;
  const pathOf = (deep: string) => (typeof c.path === 'string' ? c.path : c.path(deep));
  const [s, r] = await Promise.all([page(service, pathOf(serviceDeep)), page(raw, pathOf(rawDeep))]);
  if (JSON.stringify(s) !== JSON.stringify(r)) throw new Error(`${c.name}: the floor's items differ from the service's`);
}

/** The median of a few figures (the middle one, or the mean of the middle two). */
const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
/** Rounds of one server combined: medians of the figures, sums of the counts. */
const combine = (cells: Cell[]): Cell => ({
  rps: median(cells.map((c) => c.rps)),
  p50: median(cells.map((c) => c.p50)),
  p99: median(cells.map((c) => c.p99)),
  cpuMs: median(cells.map((c) => c.cpuMs)),
  statements: median(cells.map((c) => c.statements)),
  requests: cells.reduce((n, c) => n + c.requests, 0),
  bad: cells.reduce((n, c) => n + c.bad, 0),
});

interface CaseResult {
  name: string;
  service: Cell;
  raw: Cell;
  raised: Cell;
  /** Per round: the raised-limit service / raw throughput and p99. */
  raisedRounds: { rps: number; p99: number }[];
  before?: Cell;
  /** Per round: service / raw throughput and p99, taken from the same round. */
  rounds: { rps: number; p99: number }[];
  throughput: number;
  p99: number;
  /** Per round: the two loaded side by side (sideBySide), and the medians of those rounds. */
  beside: Side[];
  besideThroughput: number;
  besideP99: number;
}
const loadBefore = os.loadavg()[0];
// Rounds outside, cases inside: each round measures every case in turn, so a case and the first
// page it is compared with (deep page, below) are measured seconds apart, not minutes.
const cells: { s: Cell; r: Cell; x: Cell; b?: Cell }[][] = cases.map(() => []);
type Side = Awaited<ReturnType<typeof sideBySide>>;
const besides: Side[][] = cases.map(() => []);
const sides: Record<'s' | 'r', Side[]> = { s: [], r: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, c] of cases.entries()) {
    const pathOf = (deep: string) => (typeof c.path === 'string' ? c.path : c.path(deep));
    // The order alternates, so neither server always runs first after the other's load.
    const measureRaw = () => measure(raw, pathOf(rawDeep), env.keys);
    const measureService = () => measure(service, pathOf(serviceDeep), env.keys);
    let s: Cell, r: Cell;
    if (round % 2 === 0) {
      s = await measureService();
      r = await measureRaw();
    } else {
      r = await measureRaw();
      s = await measureService();
    }
    const x = await measure(raised, pathOf(serviceDeep), env.raisedKeys);
    const b = before ? await measure(before, pathOf(beforeDeep), env.keys) : undefined;
    cells[i].push({ s, r, x, b });
    besides[i].push(await sideBySide({ child: service, path: pathOf(serviceDeep) }, { child: raw, path: pathOf(rawDeep) }, env.keys));
    console.log(c.name, `round ${round + 1}`, JSON.stringify({ ...cells[i].at(-1), beside: besides[i].at(-1) }));
  }
  const deepAgainstFirst = (child: Child, deep: string) =>
    sideBySide({ child, path: deepPagePath(deep) }, { child, path: firstPagePath }, env.keys);
  sides.s.push(await deepAgainstFirst(service, serviceDeep));
  sides.r.push(await deepAgainstFirst(raw, rawDeep));
  console.log(`deep and first page side by side, round ${round + 1}`, JSON.stringify({ s: sides.s.at(-1), r: sides.r.at(-1) }));
}
const results: CaseResult[] = cases.map((c, i) => {
  const rounds = cells[i].map(({ s, r }) => ({ rps: s.rps / r.rps, p99: s.p99 / r.p99 }));
  return {
    name: c.name,
    service: combine(cells[i].map((x) => x.s)),
    raw: combine(cells[i].map((x) => x.r)),
    raised: combine(cells[i].map((x) => x.x)),
    raisedRounds: cells[i].map(({ x, r }) => ({ rps: x.rps / r.rps, p99: x.p99 / r.p99 })),
    before: before ? combine(cells[i].map((x) => x.b as Cell)) : undefined,
    rounds,
    throughput: median(rounds.map((x) => x.rps)),
    p99: median(rounds.map((x) => x.p99)),
    beside: besides[i],
    besideThroughput: median(besides[i].map((x) => x.rps)),
    besideP99: median(besides[i].map((x) => x.p99)),
  };
});
/** A case of one server against the same server's first page, round by round (median of the rounds' ratios). */
const againstFirst = (i: number, server: 's' | 'r') => ({
  rps: median(cells[i].map((x, round) => x[server].rps / cells[0][round][server].rps)),
  p99: median(cells[i].map((x, round) => x[server].p99 / cells[0][round][server].p99)),
});
service.proc.kill('SIGTERM');
raw.proc.kill('SIGTERM');
raised.proc.kill('SIGTERM');
before?.proc.kill('SIGTERM');

const colds: number[] = [];
for (let i = 0; i < 3; i++) colds.push(await coldStart({ key: env.keys[0] }));
colds.sort((a, b) => a - b);
// Embedded: the first start creates the cluster (initdb) and migrates; the next ones are the cold
// start of an installed service.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vis-bench-embedded-'));
const embeddedFirst = await coldStart({ dataDir });
const embedded: number[] = [];
for (let i = 0; i < 3; i++) embedded.push(await coldStart({ dataDir }));
embedded.sort((a, b) => a - b);
fs.rmSync(dataDir, { recursive: true, force: true });

const f0 = (n: number) => Math.round(n).toLocaleString('en');
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const rows = results.map(
  ({ name, service: s, raw: r, rounds, throughput, p99 }, i) =>
    `| ${name} | ${f0(s.rps)} | ${f0(r.rps)} | ${f2(throughput)}x (${rounds.map((x) => f2(x.rps)).join(', ')}) | ${f1(s.p50)} / ${f1(s.p99)} | ${f1(r.p50)} / ${f1(r.p99)} | ${f2(p99)}x (${rounds.map((x) => f2(x.p99)).join(', ')}) | ${f2(s.cpuMs)} / ${f2(r.cpuMs)} | ${f1(s.statements)} / ${f1(r.statements)} | ${f2(againstFirst(i, 's').rps)}x |`,
);
const besideTable = [
  '| case | throughput ratio (rounds) | p99 ratio (rounds) | CPU per request ratio (rounds) |',
  '|---|---|---|---|',
  ...results.map(
    ({ name, beside, besideThroughput, besideP99 }) =>
      `| ${name} | ${f2(besideThroughput)}x (${beside.map((x) => f2(x.rps)).join(', ')}) | ${f2(besideP99)}x (${beside.map((x) => f2(x.p99)).join(', ')}) | ${f2(median(beside.map((x) => x.cpu)))}x (${beside.map((x) => f2(x.cpu)).join(', ')}) |`,
  ),
].join('\n');
const sideCells = [...sides.s, ...sides.r, ...besides.flat()];
const bad =
  results.reduce((n, r) => n + r.service.bad + r.raw.bad + r.raised.bad + (r.before?.bad ?? 0), 0) +
  sideCells.reduce((n, x) => n + x.bad, 0);
const requests =
  results.reduce((n, r) => n + r.service.requests + r.raw.requests + r.raised.requests + (r.before?.requests ?? 0), 0) +
  sideCells.reduce((n, x) => n + x.requests, 0);
const beforeTable = before
  ? [
      '| case | before req/s | after req/s | before p50 / p99 ms | after p50 / p99 ms | CPU ms/req before / after | SQL statements/req before / after |',
      '|---|---|---|---|---|---|---|',
      ...results.map(
        ({ name, service: s, before: b }) =>
          `| ${name} | ${f0(b!.rps)} | ${f0(s.rps)} | ${f1(b!.p50)} / ${f1(b!.p99)} | ${f1(s.p50)} / ${f1(s.p99)} | ${f2(b!.cpuMs)} / ${f2(s.cpuMs)} | ${f1(b!.statements)} / ${f1(s.statements)} |`,
      ),
    ].join('\n')
  : '';
const table = [
  '| case | service req/s | raw req/s | throughput ratio (rounds) | service p50 / p99 ms | raw p50 / p99 ms | p99 ratio (rounds) | CPU ms/req service / raw | SQL statements/req service / raw | service vs its first page |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
const raisedTable = [
  '| case | raised-limit service req/s | throughput ratio to the floor (rounds) | p50 / p99 ms | p99 ratio (rounds) | CPU ms/req | SQL statements/req |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    ({ name, raised: x, raisedRounds }) =>
      `| ${name} | ${f0(x.rps)} | ${f2(median(raisedRounds.map((q) => q.rps)))}x (${raisedRounds.map((q) => f2(q.rps)).join(', ')}) | ${f1(x.p50)} / ${f1(x.p99)} | ${f2(median(raisedRounds.map((q) => q.p99)))}x (${raisedRounds.map((q) => f2(q.p99)).join(', ')}) | ${f2(x.cpuMs)} | ${f1(x.statements)} |`,
  ),
].join('\n');
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
const verdicts = [
  ...results
    .filter((r) => !r.name.includes('deep'))
    .map(({ name, throughput, p99, besideThroughput, besideP99, beside }) => {
      const besideCpu = median(beside.map((x) => x.cpu));
      return `- ${name}: one after the other, throughput ${f2(throughput)}x the floor (${verdict(throughput >= 0.85)}), p99 ${f2(p99)}x (${verdict(p99 <= 1.2)}); side by side, throughput ${f2(besideThroughput)}x (${verdict(besideThroughput >= 0.85)}), p99 ${f2(besideP99)}x (${verdict(besideP99 <= 1.2)}), CPU per request ${f2(besideCpu)}x (${verdict(besideCpu <= 1.2)}).`;
    }),
  (() => {
    const deep = againstFirst(1, 's');
    const floor = againstFirst(1, 'r');
    const side = (server: 's' | 'r') => ({ rps: median(sides[server].map((x) => x.rps)), p99: median(sides[server].map((x) => x.p99)) });
    const [s, r] = [side('s'), side('r')];
    const rounds = sides.s.map((x) => `${f2(x.rps)}/${f2(x.p99)}`).join(', ');
    return `- deep page, loaded side by side with the first page on the same server: ${f2(s.rps)}x the first page's throughput, p99 ${f2(s.p99)}x (rounds, throughput/p99: ${rounds}) (${verdict(s.rps >= 1 / 1.1 && s.p99 <= 1.1)}); the floor's: ${f2(r.rps)}x, p99 ${f2(r.p99)}x. Measured one after the other in each round (the table's last column): ${f2(deep.rps)}x, p99 ${f2(deep.p99)}x; the floor's ${f2(floor.rps)}x, p99 ${f2(floor.p99)}x.`;
  })(),
].join('\n');
const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, PostgreSQL ${env.pgVersion}`;
const cold = `Cold start of \`visibility start\` on the external PostgreSQL (spawn to the first 200 of \`GET /api/v1/projects/bench\`, schema already migrated, Node's compile cache as an earlier start left it, 3 runs): median ${f0(colds[1])} ms (min ${f0(colds[0])}, max ${f0(colds[2])}). On the embedded PostgreSQL (no \`DATABASE_URL\`; spawn to the first 200 of \`GET /readyz\`): the first start, which creates the cluster and migrates it, ${f0(embeddedFirst)} ms; later starts of the same data directory, 3 runs: median ${f0(embedded[1])} ms (min ${f0(embedded[0])}, max ${f0(embedded[2])}). Goals: under 2 s external (${colds[1] < 2000 ? 'met' : '**not met**'}), under 3 s embedded (${embedded[1] < 3000 ? 'met' : '**not met**'}).`;
console.log(`\n${table}\n\n${besideTable}\n\n${raisedTable}\n\n${beforeTable}\n\n${bad} non-2xx/errors of ${requests} requests. ${cold}`);

writeBenchmarkSection(
  'REST read path against a raw Fastify + pg floor',
  `Written by \`npm run bench:api\` (bench/api.ts).

Method: ${ROWS.toLocaleString('en')} citations and as many mentions in one project (seeded with SQL
\`generate_series\`, three rows per second of \`observed_at\`, analyzed). The service
(\`visibility serve\`, compiled dist/ as \`bin/visibility\` runs it) and bench/raw-server.ts (Fastify 5 + \`pg\`: key by fingerprint, 51
rows by keyset on the same index with the service's own select list (the same items, field for field: the run
checks it before loading), cursor encoded and signed; no rate limit, scope or schema layer)
run as child processes on the same database, pool size 10 each. ${ROUNDS} rounds each measure every case
in turn; in each round and case each server (the order alternating from round to round) gets a 2 s warm-up and then
${SECONDS} s of autocannon load (${CONNECTIONS} connections, in this process) with ${KEYS.toLocaleString('en')} read keys of one account in
rotation (the floor and the headline service alike). A ratio is the median of the rounds' ratios (each taken within one round, listed in
brackets; "service vs its first page" likewise, against the first page of the same round), the other figures the medians of the rounds'; p50 and p99 come from every response's
own time (autocannon's fractional milliseconds), not from its whole-millisecond histogram; the headline service runs at the default limits users run
(60 reads a minute per key; with ${KEYS.toLocaleString('en')} keys in rotation none reaches it, and every request is counted in
the database: authenticate and count in one statement, then the page's). Beside it, a second service process on the same
database with the read limit raised (\`VISIBILITY_RATE_LIMIT_READ\`=10⁹, ${RAISED_KEYS} keys of their own: such a limit is counted in leased
blocks, docs/api.md "Rate limits", and a read on a lease is one statement, the key's check riding in the list's) is measured in
the same rounds (third table). CPU per request is the
server process's user + system time (process.cpuUsage) over the measured cell divided by its
requests; statements per request count every query the server's \`pg\` clients sent (Prisma's
included). The deep page starts ${Math.floor(ROWS * 0.9).toLocaleString('en')} rows in; each round also loads each server's deep page and first page at the same time
(${Math.max(1, Math.floor(CONNECTIONS / 2))} connections each, ${SECONDS} s after a 2 s warm-up), the fair reading of "within 1.2x of the same server's first page" on
a machine whose load moves from one cell to the next. Everything (Postgres, both servers,
the load generator) shares the machine, so the ratios, taken in the same run, matter more than the
absolute figures.

Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 min) before the
cells: ${loadBefore.toFixed(2)}. ${bad} non-2xx or failed of ${requests.toLocaleString('en')} requests.

${table}

The service and the floor loaded side by side (each round and case, after the cells above: both at
once, ${Math.max(1, Math.floor(CONNECTIONS / 2))} connections each, ${SECONDS} s after a 2 s warm-up; service / floor):

${besideTable}

The raised-limit service, measured in the same rounds right after the two above (ratios against the floor's cell of the round):

${raisedTable}

${before ? `Before and after, same run: the service as of commit ${process.env.BENCH_BEFORE_LABEL ?? 'BENCH_BEFORE_ROOT'} (Prisma queries, keyset as an OR of comparisons, separate authenticate / rate-limit / project statements, trpc-to-openapi handler; its read limit raised in its source for the run) against this one:\n\n${beforeTable}\n\n` : ''}${cold}

Goals (issue 35), at the default limits: throughput at least 0.85x the raw floor, p99 at most 1.2x,
CPU per request at most 1.2x; the deep page within 1.1x of the first page. Both readings of the service against the floor are given:
one after the other (the first table) and side by side (the second), the reading that the deep
page's goal has used from the start. In this run:

${verdicts}`,
);
process.exit(0);
