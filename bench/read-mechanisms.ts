/**
 * Each read-path mechanism against the plain chain without it (`npm run bench:mechanisms`).
 *
 * Variants: the service as it is, and one per patch in bench/plain/ (the plain chain without one
 * mechanism; product code has no benchmark toggles). Each variant runs from a copy of src/ (the
 * patch applied with `git apply`; the rest of the tree linked) as `visibility serve` in a child
 * process wrapped by bench/instrumented.ts (its CPU time, its statements to Postgres), on the
 * bench:api database (`vis_bench_api`; created and seeded with BENCH_ROWS, default 200,000,
 * citations when absent). The load is `GET /api/v1/projects/bench/citations` (first page, default
 * limit): BENCH_REQUESTS (default 400) requests per cell over BENCH_CONNECTIONS (default 8)
 * keep-alive connections, BENCH_ROUNDS (default 24) rounds (after BENCH_WARMUP, default 1,500, warm-up requests) alternating the variants' order, so
 * machine drift falls on all of them alike. Per variant: the service's CPU per request (min and
 * median of the rounds: the minimum is the robust figure on a shared machine; and the median of
 * each round's ratio to the service as is in the same round, with its quartiles), requests a second
 * (median) and statements per request. Two settings, each its own set of children:
 * - the spec's limits (no VISIBILITY_RATE_LIMIT_READ: 60 reads a minute per key), keys rotated so
 *   that none takes more than 55 requests;
 * - a raised operator limit, VISIBILITY_RATE_LIMIT_READ=100000 (leases count blocks of 1,000), ten keys.
 * Prints the tables and rewrites the "Read-path mechanisms against the plain chain" section of
 * docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { seedCitations } from './bulk-seed.ts';
import { writeBenchmarkSection } from './doc-section.ts';
import { BENCH_API_DB, BENCH_SECRET, benchApiDbUrl, openBenchApiDb } from './bench-api-db.ts';
import { type InstrumentedChild, startChild, statsOf } from './instrumented-child.ts';

const DB_NAME = BENCH_API_DB;
const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 24);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1500);
const RAISED_LIMIT = '100000';
/** Requests per key at the spec's limit of 60 a minute (a run takes a few minutes: each key is used within one). */
const PER_SPEC_KEY = 55;
const SECRET = BENCH_SECRET;
const KEY_NAME = 'bench mechanisms';
const ROOT = path.resolve(import.meta.dirname, '..');
const URL_PATH = '/api/v1/projects/bench/citations';

const dbUrl = benchApiDbUrl;

async function prepareDatabase(keyCount: number) {
  const { db, client, account, project } = await openBenchApiDb();
  try {
    const rows = Number(
      (await client.query<{ c: string }>('SELECT count(*) AS c FROM citation WHERE project_id = $1', [project.id])).rows[0].c,
    );
    if (rows === 0) {
      await seedCitations(client, { accountId: account.id, projectId: project.id, count: ROWS, idPrefix: 'cit_bench' });
      await client.query('VACUUM ANALYZE citation');
    }
    // The keys of earlier runs (their rate windows go with them).
    await client.query('DELETE FROM api_key WHERE account_id = $1 AND name = $2', [account.id, KEY_NAME]);
    const keys: string[] = [];
    while (keys.length < keyCount) {
      const batch = Array.from({ length: Math.min(16, keyCount - keys.length) }, () =>
        createApiKey(db, { accountId: account.id, role: 'READ', projectSlugs: [], name: KEY_NAME }).then((k) => k.key),
      );
      keys.push(...(await Promise.all(batch)));
    }
    const citations = rows || ROWS;
    return { keys, citations };
  } finally {
    await client.end();
    await db.$disconnect();
  }
}

interface Variant {
  name: string;
  /** A copy of the tree: src/ copied (and patched), everything else linked to the worktree's. */
  root: string;
}

function makeVariant(name: string, patch: string | null): Variant {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `vis-mech-${name}-`));
  for (const entry of fs.readdirSync(ROOT)) {
    if (entry === 'src' || entry === '.git') continue;
    fs.symlinkSync(fs.realpathSync(path.join(ROOT, entry)), path.join(root, entry));
  }
  fs.cpSync(path.join(ROOT, 'src'), path.join(root, 'src'), { recursive: true });
  if (patch) execFileSync('git', ['apply', patch], { cwd: root });
  return { name, root };
}

interface Child extends InstrumentedChild {
  pool: Pool;
}

async function startVariant(variant: Variant, env: Record<string, string>): Promise<Child> {
  const serviceEnv = { DATABASE_URL: dbUrl, VISIBILITY_SECRET_KEY: SECRET, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env };
  const child = await startChild(variant.name, ['src/cli/main.ts', 'serve'], serviceEnv, variant.root);
  return { ...child, pool: new Pool(child.base, { connections: CONNECTIONS }) };
}

/** `count` requests over CONNECTIONS connections, the i-th with key `keyOf(i)`; every answer must be 200. */
async function load(child: Child, count: number, keyOf: (i: number) => string): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await child.pool.request({ method: 'GET', path: URL_PATH, headers: { authorization: `Bearer ${keyOf(i)}` } });
      const body = await res.body.text();
      if (res.statusCode !== 200) throw new Error(`answer ${res.statusCode}: ${body}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return performance.now() - t0;
}

interface Cell {
  cpuMicros: number;
  perSecond: number;
  statements: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One setting: every variant's child, warmed up, then ROUNDS rounds alternating their order. */
async function runSetting(variants: Variant[], env: Record<string, string>, keysOf: (v: number) => (i: number) => string) {
  const children = await Promise.all(variants.map((v) => startVariant(v, env)));
  const cells: Cell[][] = variants.map(() => []);
  const used = variants.map(() => 0);
  const run = async (v: number, count: number) => {
    const keys = keysOf(v);
    const from = used[v];
    used[v] += count;
    const before = await statsOf(children[v]);
    const ms = await load(children[v], count, (i) => keys(from + i));
    const after = await statsOf(children[v]);
    return {
      cpuMicros: (after.cpuMicros - before.cpuMicros) / count,
      perSecond: (count * 1000) / ms,
      statements: (after.statements - before.statements) / count,
    };
  };
  try {
    for (let v = 0; v < variants.length; v++) await run(v, WARMUP);
    for (let round = 0; round < ROUNDS; round++) {
      for (let j = 0; j < variants.length; j++) {
        // Rotate and reverse the order each round: every variant runs first, last and between.
        const k = (round + j) % variants.length;
        const v = round % 2 ? variants.length - 1 - k : k;
        cells[v].push(await run(v, REQUESTS));
      }
      process.stdout.write('.');
    }
    process.stdout.write('\n');
  } finally {
    for (const c of children) {
      await c.pool.close();
      c.proc.removeAllListeners('exit');
      c.proc.kill();
    }
  }
  return cells.map((cs) => {
    // Each round's CPU per request over the service as is in the same round: the drift of the
    // machine between rounds cancels; the quartiles of these ratios show what noise remains.
    const ratios = cs.map((c, round) => c.cpuMicros / cells[0][round].cpuMicros).sort((a, b) => a - b);
    return {
      cpuMin: Math.min(...cs.map((c) => c.cpuMicros)),
      cpuMedian: median(cs.map((c) => c.cpuMicros)),
      ratio: median(ratios),
      ratioLow: ratios[Math.floor((ratios.length - 1) / 4)],
      ratioHigh: ratios[Math.ceil(((ratios.length - 1) * 3) / 4)],
      perSecond: median(cs.map((c) => c.perSecond)),
      statements: median(cs.map((c) => c.statements)),
    };
  });
}

type Summary = Awaited<ReturnType<typeof runSetting>>[number];

function table(variants: Variant[], results: Summary[]): string {
  const base = results[0];
  const lines = [
    '| variant | CPU µs/request (min) | (median) | plain − as is (min) | CPU over as is, same round (median [quartiles]) | requests/s (median) | statements/request |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  variants.forEach((v, i) => {
    const r = results[i];
    const diff =
      i === 0
        ? ''
        : `${r.cpuMin - base.cpuMin >= 0 ? '+' : ''}${(r.cpuMin - base.cpuMin).toFixed(0)} µs (${(((r.cpuMin - base.cpuMin) / base.cpuMin) * 100).toFixed(1)}%)`;
    const paired = i === 0 ? '' : `${r.ratio.toFixed(3)}x [${r.ratioLow.toFixed(2)}-${r.ratioHigh.toFixed(2)}]`;
    lines.push(
      `| ${v.name} | ${r.cpuMin.toFixed(0)} | ${r.cpuMedian.toFixed(0)} | ${diff} | ${paired} | ${r.perSecond.toFixed(0)} | ${r.statements.toFixed(2)} |`,
    );
  });
  return lines.join('\n');
}

const patches = fs
  .readdirSync(path.join(ROOT, 'bench/plain'))
  .filter((f) => f.endsWith('.patch'))
  .sort();
const variants = [
  makeVariant('as is', null),
  ...patches.map((p) => makeVariant(`without ${p.replace(/\.patch$/, '')}`, path.join(ROOT, 'bench/plain', p))),
];
const perVariant = WARMUP + ROUNDS * REQUESTS;
const specKeys = Math.ceil(perVariant / PER_SPEC_KEY);
const { keys, citations } = await prepareDatabase(variants.length * (specKeys + 10));
const spec = (v: number) => (i: number) => keys[v * specKeys + Math.floor(i / PER_SPEC_KEY)];
const raisedBase = variants.length * specKeys;
const raised = (v: number) => (i: number) => keys[raisedBase + v * 10 + (i % 10)];

try {
  const t0 = performance.now();
  console.log(`${variants.length} variants, ${ROUNDS} rounds of ${REQUESTS} requests, ${CONNECTIONS} connections, ${citations} citations`);
  console.log("spec's limits (60 reads a minute per key)");
  const atSpec = await runSetting(variants, {}, spec);
  console.log(table(variants, atSpec));
  console.log(`raised limit (VISIBILITY_RATE_LIMIT_READ=${RAISED_LIMIT})`);
  const atRaised = await runSetting(variants, { VISIBILITY_RATE_LIMIT_READ: RAISED_LIMIT }, raised);
  console.log(table(variants, atRaised));
  console.log(`${((performance.now() - t0) / 1000).toFixed(0)} s`);
  writeBenchmarkSection(
    'Read-path mechanisms against the plain chain',
    `\`npm run bench:mechanisms\` (bench/read-mechanisms.ts): \`GET ${URL_PATH}\` (first page, default limit) served by
\`visibility serve\` in a child process, once as the service is and once per patch of bench/plain/ (the plain chain
without one mechanism), all in one run: ${ROUNDS} rounds of ${REQUESTS} requests over ${CONNECTIONS} connections, the
variants' order alternated each round, after ${WARMUP} warm-up requests; ${citations.toLocaleString('en-US')} citations in
\`${DB_NAME}\`. CPU is the service process's (user + system) per request: the minimum over the rounds is the robust figure on
a shared machine, the median shows the noise; the paired ratio (each round's CPU per request over the service as is in the
same round) cancels drift between rounds, and its quartiles show the noise left. At the spec's limits the leases and the
deferred check never act (blocks of 1: every request is counted, none is taken from a lease), so those two rows measure the
noise itself. Run on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}.

At the spec's limits (60 reads a minute per key, every request counted in the database; keys rotated):

${table(variants, atSpec)}

At a raised operator limit (\`VISIBILITY_RATE_LIMIT_READ=${RAISED_LIMIT}\`: leases count blocks of 1,000; ten keys):

${table(variants, atRaised)}`,
  );
} finally {
  for (const v of variants) fs.rmSync(v.root, { recursive: true, force: true });
}
