/**
 * Benchmark of access-log ingest (npm run bench:logs): an nginx combined log of BENCH_LOG_LINES
 * lines (default 5,000,000, about 1 GB; 5% AI crawlers, half from their operators' published
 * ranges, 0.5% visits referred by AI products, 20,000 distinct paths) generated once into the
 * temporary folder, then, on a database of its own:
 *   1. `bin/visibility logs import` (the compiled CLI, as in production): lines a second, wall and
 *      CPU time, peak RSS against the same command importing a 20-line file (the growth), and the
 *      CPU time of the PostgreSQL backends serving it (read from /proc while it runs);
 *   2. the same file again: what it adds (must be nothing);
 *   3. the same file through POST /api/v1/projects/{slug}/logs to `bin/visibility serve`, streamed, at the
 *      default limits (bodies under the body limit, one after the other), and once as one body with them raised;
 *   4. the import once more under `--cpu-prof`, the self time grouped by what bounds it.
 * Prints the figures and writes the "Access-log ingest" section of docs/benchmarks.md.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrateAll } from '../src/app.ts';
import { createAccount } from '../src/core/accounts/accounts.ts';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { createProject } from '../src/core/projects/projects.ts';
import { createDb } from '../src/db/client.ts';
import { createLogger } from '../src/log.ts';
import { withBenchDatabase } from './bench-db.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const LINES = Number(process.env.BENCH_LOG_LINES || 5_000_000);
const SECRET = 'YmVuY2htYXJrLXNlY3JldC1rZXktb2YtMzItYnl0ZXMhIQ==';
const run = promisify(execFile);
// Bodies a little under the default VISIBILITY_LOG_BODY_MAX_MB (256).
const DEFAULT_BODY_BYTES = 250 * 1024 * 1024;

const browsers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
];
const bots = [
  ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)', '20.171.206.'],
  ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot', '51.8.102.'],
  ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot', '23.98.142.18'],
  ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', '160.79.104.'],
  ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)', '18.97.9.9'],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    '157.55.39.',
  ],
] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A deterministic generator (mulberry32), so every run reads the same file. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function generate(file: string): Promise<{ bytes: number; ai: number }> {
  const rnd = random(33);
  const out = fs.createWriteStream(file, { highWaterMark: 1 << 20 });
  const start = Date.UTC(2026, 10, 20);
  const span = 2 * 86_400_000;
  let buffer: string[] = [];
  let ai = 0;
  for (let i = 0; i < LINES; i++) {
    const t = new Date(start + Math.floor((i / LINES) * span));
    const time = `${pad(t.getUTCDate())}/${months[t.getUTCMonth()]}/${t.getUTCFullYear()}:${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())} +0000`;
    const path = `/${['docs', 'blog', 'products', 'help'][i % 4]}/page-${Math.floor(rnd() * 5000)}${rnd() < 0.2 ? '?utm_campaign=x' : ''}`;
    const r = rnd();
    let address = `${Math.floor(rnd() * 200) + 11}.${Math.floor(rnd() * 255)}.${Math.floor(rnd() * 255)}.${Math.floor(rnd() * 255)}`;
    let ua = browsers[Math.floor(rnd() * browsers.length)];
    let referer = rnd() < 0.3 ? 'https://www.google.com/' : '-';
    if (r < 0.05) {
      const [agent, prefix] = bots[Math.floor(rnd() * bots.length)];
      ua = agent;
      if (rnd() < 0.5) address = prefix + String(Math.floor(rnd() * 10) + 1);
      referer = '-';
      ai++;
    } else if (r < 0.055) {
      referer = ['https://chatgpt.com/', 'https://www.perplexity.ai/', 'https://claude.ai/', 'https://gemini.google.com/'][
        Math.floor(rnd() * 4)
      ];
      ai++;
    }
    const status = rnd() < 0.93 ? 200 : rnd() < 0.5 ? 404 : 301;
    buffer.push(`${address} - - [${time}] "GET ${path} HTTP/1.1" ${status} ${Math.floor(rnd() * 90_000)} "${referer}" "${ua}"\n`);
    if (buffer.length === 10_000) {
      if (!out.write(buffer.join(''))) await new Promise<void>((r) => out.once('drain', () => r()));
      buffer = [];
    }
  }
  out.end(buffer.join(''));
  await new Promise<void>((r) => out.once('finish', () => r()));
  return { bytes: fs.statSync(file).size, ai };
}

interface Timed {
  summary: { linesRead: number; linesCounted: number; linesDuplicate: number; hits: number; referrals: number; linesBad: number };
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
}

/**
 * The CPU seconds of the database's backends other than the sampler's own (the import's
 * connections), read from /proc every 100 ms while `body` runs: each backend's last reading
 * counts, so the CPU of its last 100 ms may be missed. null where /proc cannot be read.
 */
async function backendCpu<T>(sql: pg.Client, body: () => Promise<T>): Promise<{ result: T; pgCpuSeconds: number | null }> {
  const ticks = new Map<number, number>();
  let readable = true;
  const sample = async () => {
    const { rows } = await sql.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        readable = false;
      }
    }
  };
  let running = true;
  const sampler = (async () => {
    while (running) {
      await sample();
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    const result = await body();
    return { result, pgCpuSeconds: readable && ticks.size > 0 ? [...ticks.values()].reduce((a, b) => a + b, 0) / 100 : null };
  } finally {
    running = false;
    await sampler;
  }
}

/** `bin/visibility logs import` under /usr/bin/time: its summary, wall and CPU seconds, peak RSS. */
async function cliImport(url: string, slug: string, file: string, env: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  const { stdout, stderr } = await run(
    '/usr/bin/time',
    ['-f', 'TIME %M %U %S', 'bin/visibility', 'logs', 'import', '--project', slug, file, '--json'],
    {
      env: { ...process.env, DATABASE_URL: url, VISIBILITY_SECRET_KEY: SECRET, LOG_LEVEL: 'warn', ...env },
      maxBuffer: 1 << 26,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const [, rss, user, sys] = /TIME (\d+) ([\d.]+) ([\d.]+)/.exec(stderr) ?? [];
  return {
    summary: (JSON.parse(stdout) as { files: Timed['summary'][] }).files[0],
    seconds,
    cpuSeconds: Number(user) + Number(sys),
    peakRssMb: Number(rss) / 1024,
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

/** Byte ranges of `file` of at most `max` bytes each, cut after a newline. */
function bodiesOf(file: string, max: number): { start: number; end: number }[] {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r');
  const probe = Buffer.alloc(64 * 1024);
  const out: { start: number; end: number }[] = [];
  try {
    for (let start = 0; start < size;) {
      let end = Math.min(start + max, size);
      if (end < size) {
        // Back to the last newline before the cut (lines are far shorter than the probe).
        const from = Math.max(start, end - probe.length);
        const n = fs.readSync(fd, probe, 0, end - from, from);
        end = from + probe.subarray(0, n).lastIndexOf(10) + 1;
      }
      out.push({ start, end });
      start = end;
    }
  } finally {
    fs.closeSync(fd);
  }
  return out;
}

/**
 * The file through POST /api/v1/projects/{slug}/logs to `bin/visibility serve`, streamed: at the
 * defaults users run, as bodies under the default VISIBILITY_LOG_BODY_MAX_MB (one after the other,
 * as a client under the limit sends them); `raised`: one body, with the body limit and the request
 * timeout raised for it.
 */
async function restImport(url: string, slug: string, key: string, file: string, raised: boolean) {
  const port = await freePort();
  const child = spawn('bin/visibility', ['serve'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      VISIBILITY_SECRET_KEY: SECRET,
      LOG_LEVEL: 'warn',
      ...(raised ? { VISIBILITY_LOG_BODY_MAX_MB: '4096', VISIBILITY_REQUEST_TIMEOUT_MS: '600000' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null) throw new Error('bin/visibility serve exited');
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    const ranges = raised ? [{ start: 0, end: fs.statSync(file).size }] : bodiesOf(file, DEFAULT_BODY_BYTES);
    const summary = { linesRead: 0, linesCounted: 0, linesDuplicate: 0 };
    const started = performance.now();
    for (const { start, end } of ranges) {
      const res = await fetch(`${base}/api/v1/projects/${slug}/logs?format=combined`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
        body: fs.createReadStream(file, { start, end: end - 1, highWaterMark: 1 << 20 }) as unknown as BodyInit,
        duplex: 'half',
      } as RequestInit);
      const body = (await res.json()) as { data: Timed['summary'] };
      if (res.status !== 200) throw new Error(`POST /logs answered ${res.status}: ${JSON.stringify(body)}`);
      summary.linesRead += body.data.linesRead;
      summary.linesCounted += body.data.linesCounted;
      summary.linesDuplicate += body.data.linesDuplicate;
    }
    return { summary, bodies: ranges.length, seconds: (performance.now() - started) / 1000 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Self time of a .cpuprofile grouped by what it is spent on. */
function profileShares(dir: string): { group: string; share: number }[] {
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return [];
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const groups = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const url = frame?.url ?? '';
    const fn = frame?.functionName ?? '';
    let group = 'other JavaScript';
    if (fn === '(idle)' || fn === '(program)')
      group = fn === '(idle)' ? 'idle (waiting for the database or the disk)' : 'V8 runtime (program)';
    else if (fn === '(garbage collector)') group = 'garbage collection';
    else if (fn.startsWith('RegExp:')) group = 'token prefilter of every line (one regular expression)';
    else if (url === '' && (fn === 'read' || fn === 'open')) group = 'file reads';
    else if (fn.startsWith('wasm-function') || fn === 'js-to-wasm' || url.includes('@prisma') || url.includes('/.prisma/'))
      group = 'Prisma (start-up queries)';
    else if (url.includes('line-identity')) group = 'line identities (md5, hashing)';
    else if (url.includes('line-scanner')) group = 'line scanning and token prefilter (line-scanner.js)';
    else if (url.includes('log-formats')) group = 'parsing matched lines (log-formats.js)';
    else if (url.includes('classify') || url.includes('address-ranges')) group = 'classifying and verifying (classify.js)';
    else if (url.includes('ingest')) group = 'batching (ingest.js)';
    else if (url.startsWith('node:internal/modules') || url.includes('node:internal/modules')) group = 'module loading (start-up)';
    else if (url.includes('rollup-writer') || url.includes('/pg') || url.includes('prisma')) group = 'rollup upsert and database client';
    else if (url.startsWith('node:') || url === '')
      group = fn
        ? `Node built-ins (${fn === 'indexOf' || fn === 'toString' ? 'Buffer ' + fn : fn === 'hash' ? 'crypto hash' : 'streams, fs, crypto'})`
        : 'native';
    groups.set(group, (groups.get(group) ?? 0) + dt);
  });
  return [...groups.entries()].map(([group, t]) => ({ group, share: t / total })).sort((a, b) => b.share - a.share);
}

async function main() {
  const file = path.join(os.tmpdir(), `bench-logs-${LINES}.log`);
  let generated: { bytes: number; ai: number } | null = null;
  if (!fs.existsSync(file)) {
    const t = performance.now();
    generated = await generate(file);
    console.log(`generated ${LINES} lines (${(generated.bytes / 1e6).toFixed(0)} MB) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const bytes = fs.statSync(file).size;
  const small = path.join(os.tmpdir(), 'bench-logs-small.log');
  fs.writeFileSync(small, fs.readFileSync(file).subarray(0, 4096).toString('latin1').split('\n').slice(0, 20).join('\n') + '\n');

  await withBenchDatabase('logs', async ({ url }) => {
    const log = createLogger('warn');
    await migrateAll(url, log);
    const db = createDb(url, { size: 2, acquireTimeoutMs: 5000 }, log);
    const account = await createAccount(db, { email: 'bench-logs@example.test', plan: 'AGENCY' });
    const projects: Awaited<ReturnType<typeof createProject>>[] = [];
    for (const name of ['CLI', 'REST', 'Profile', 'Baseline', 'REST one body']) {
      projects.push(
        await createProject(db, {
          accountId: account.id,
          name,
          domain: `${name.toLowerCase()}.example`,
          workspaceSlug: account.workspaces[0],
        }),
      );
    }
    const { key } = await createApiKey(db, { accountId: account.id, role: 'INGEST', projectSlugs: [] });
    await db.$disconnect();
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    const totals = async (projectId: string) =>
      (
        await sql.query<{ hits: number; visits: number }>(
          `SELECT (SELECT COALESCE(sum(hits), 0)::int FROM crawler_hit_hourly WHERE project_id = $1) AS hits,
                  (SELECT COALESCE(sum(visits), 0)::int FROM ai_referral_hourly WHERE project_id = $1) AS visits`,
          [projectId],
        )
      ).rows[0];
    const load = os.loadavg()[0];

    const baseline = await cliImport(url, projects[3].slug, small);
    const { result: cli, pgCpuSeconds } = await backendCpu(sql, () => cliImport(url, projects[0].slug, file));
    const afterFirst = await totals(projects[0].id);
    const { result: again, pgCpuSeconds: pgCpuAgain } = await backendCpu(sql, () => cliImport(url, projects[0].slug, file));
    const afterAgain = await totals(projects[0].id);
    const rest = await restImport(url, projects[1].slug, key, file, false);
    const restOneBody = await restImport(url, projects[4].slug, key, file, true);
    const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-logs-prof-'));
    const profiled = await cliImport(url, projects[2].slug, file, { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}` });
    const shares = profileShares(profDir);
    fs.rmSync(profDir, { recursive: true, force: true });
    await sql.end();
    const loadEnd = os.loadavg()[0];

    const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en-US');
    const perLine = (seconds: number | null, lines: number) => (seconds === null ? 'n/a' : `${((seconds / lines) * 1e6).toFixed(2)} µs`);
    const growth = cli.peakRssMb - baseline.peakRssMb;
    const lines = [
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, PostgreSQL on 127.0.0.1, load average ${load.toFixed(1)} at the start and ${loadEnd.toFixed(1)} at the end (the cores are shared with other work).`,
      `Input: ${LINES.toLocaleString('en-US')} nginx combined lines, ${(bytes / 1e6).toFixed(0)} MB (${generated ? `${generated.ai.toLocaleString('en-US')} AI lines` : '5% AI crawlers, 0.5% AI referrals'}), generated by the benchmark; 20,000 distinct paths over two days.`,
      '',
      '| run | lines a second (wall) | wall | CPU (import process) | its CPU a line | PostgreSQL CPU a line | counted | duplicate | peak RSS |',
      '|---|---|---|---|---|---|---|---|---|',
      `| CLI \`logs import\` | ${rate(cli.summary.linesRead, cli.seconds)} | ${cli.seconds.toFixed(1)} s | ${cli.cpuSeconds.toFixed(1)} s | ${perLine(cli.cpuSeconds, cli.summary.linesRead)} | ${perLine(pgCpuSeconds, cli.summary.linesRead)} | ${cli.summary.linesCounted.toLocaleString('en-US')} | ${cli.summary.linesDuplicate} | ${cli.peakRssMb.toFixed(0)} MB |`,
      `| CLI, same file again | ${rate(again.summary.linesRead, again.seconds)} | ${again.seconds.toFixed(1)} s | ${again.cpuSeconds.toFixed(1)} s | ${perLine(again.cpuSeconds, again.summary.linesRead)} | ${perLine(pgCpuAgain, again.summary.linesRead)} | ${again.summary.linesCounted} | ${again.summary.linesDuplicate.toLocaleString('en-US')} | ${again.peakRssMb.toFixed(0)} MB |`,
      `| REST \`POST /logs\` (streamed, ${rest.bodies} bodies at the default limits) | ${rate(rest.summary.linesRead, rest.seconds)} | ${rest.seconds.toFixed(1)} s | | | | ${rest.summary.linesCounted.toLocaleString('en-US')} | ${rest.summary.linesDuplicate} | |`,
      `| REST, one body (limits raised) | ${rate(restOneBody.summary.linesRead, restOneBody.seconds)} | ${restOneBody.seconds.toFixed(1)} s | | | | ${restOneBody.summary.linesCounted.toLocaleString('en-US')} | ${restOneBody.summary.linesDuplicate} | |`,
      `| CLI under \`--cpu-prof\` | ${rate(profiled.summary.linesRead, profiled.seconds)} | ${profiled.seconds.toFixed(1)} s | ${profiled.cpuSeconds.toFixed(1)} s | ${perLine(profiled.cpuSeconds, profiled.summary.linesRead)} | | | | |`,
      '',
      `Memory: the CLI importing the whole file peaks at ${cli.peakRssMb.toFixed(0)} MB RSS against ${baseline.peakRssMb.toFixed(0)} MB for the same command importing 20 lines: a growth of ${growth.toFixed(0)} MB.`,
      `Re-import: the second import counted ${again.summary.linesCounted} lines; the project's totals stayed ${afterFirst.hits.toLocaleString('en-US')} hits and ${afterFirst.visits.toLocaleString('en-US')} referral visits (after: ${afterAgain.hits.toLocaleString('en-US')} and ${afterAgain.visits.toLocaleString('en-US')}).`,
      `CPU: the import process used ${perLine(cli.cpuSeconds, cli.summary.linesRead)} a line (${rate(cli.summary.linesRead, cli.cpuSeconds)} lines a CPU second, start-up included) and PostgreSQL's backends ${perLine(pgCpuSeconds, cli.summary.linesRead)} a line (${pgCpuSeconds === null ? 'not measured' : `${pgCpuSeconds.toFixed(1)} s`}: the batches' identity inserts and rollup upserts with their triggers); on 2 otherwise idle cores, the two overlapping, the bound is the larger of the two. The re-import (identities only, no upsert) ran at ${rate(again.summary.linesRead, again.seconds)} lines a second.`,
      '',
      'Where the CLI import spends its time (self time of the `--cpu-prof` run, grouped):',
      '',
      '| where | share |',
      '|---|---|',
      ...shares.slice(0, 10).map((s) => `| ${s.group} | ${(s.share * 100).toFixed(1)}% |`),
      '',
      'Settings: the CLI and the REST headline run at the defaults users run (the path budget `VISIBILITY_CRAWLER_PATHS_PER_DAY` 20,000, the 256 MB body limit `VISIBILITY_LOG_BODY_MAX_MB` and the 30 s request timeout among them: the file goes as bodies of at most 250 MB, one after the other, with one ingest key); the "one body" row beside it raises `VISIBILITY_LOG_BODY_MAX_MB` and `VISIBILITY_REQUEST_TIMEOUT_MS` so that the whole file goes in one body.',
      'Method: `npm run bench:logs` (BENCH_LOG_LINES sets the size; the file is generated once into the temporary folder). Each run is a fresh `bin/visibility` process (the compiled dist/) under `/usr/bin/time`; the REST run streams the file to `bin/visibility serve` with an ingest key. Figures from one run.',
    ];
    const body = lines.join('\n');
    console.log(body);
    writeBenchmarkSection('Access-log ingest (bench:logs)', body);
  });
}

await main();
