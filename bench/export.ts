/**
 * Benchmark of the bulk exports (npm run bench:export): BENCH_ROWS (default 1,000,000) citations
 * of one project seeded with generate_series into a database of its own (created and dropped) on
 * BENCH_PG_URL (default the local PostgreSQL); the service runs as `bin/visibility serve` (the
 * compiled dist/, as in production) in a child process, a fresh one for each download. For CSV
 * and NDJSON: time to the first byte, rows a second over the whole download (read and discarded
 * by the client), the service's CPU time, and its memory (VmRSS before, VmHWM, the peak, during).
 * Then a download aborted halfway: how long until the service holds no active statement. Prints the figures and writes the "Bulk exports" section of docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrateAll } from '../src/app.ts';
import { createAccount } from '../src/core/accounts/accounts.ts';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { EXPORT_PAGE_LIMIT } from '../src/core/kernel/pagination.ts';
import { createProject } from '../src/core/projects/projects.ts';
import { createDb } from '../src/db/client.ts';
import { createLogger } from '../src/log.ts';
import { seedCitations } from './bulk-seed.ts';
import { withBenchDatabase } from './bench-db.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const ROWS = Number(process.env.BENCH_ROWS || 1_000_000);

/** Kept in the section: the figures before the CSV work (that code is gone). */
const BEFORE = `Before (2026-11-26, the same code with csv-stringify as the CSV encoder, on the machine of the run above at a
load average of 2.7): CSV 71 ms to the first byte, 142,276 rows a second, 5.99 s of service CPU (166,945 rows per CPU
second), +68 MB; NDJSON 26 ms, 219,536 rows a second, 3.52 s, +56 MB. Papa Parse's \`unparse\` encodes the same
rows (byte for byte, but for fields that start or end with a space, which it quotes) in 1.28 µs a row against
csv-stringify's 1.79 µs (200,000 citation rows in chunks of 200, in one process), and allocates less on the way.

Before that (2026-11-25, pages of 2,000 rows encoded and yielded whole, objects to csv-stringify; both downloads from one
service, so the NDJSON's "before" already held the CSV's growth): CSV 101 ms to the first byte, 96,715 rows a second,
+228 MB; NDJSON 24 ms, 222,182 rows a second, +14 MB. In a fresh service, on the loaded machine of this run, that
code used 8.7 s of service CPU for the CSV (115,000 rows per CPU second) and grew the service by 231 to 257 MB (four
runs), the NDJSON 3.6 s and +68 MB.

Where it went: csv-stringify is about 40% of a CSV export's CPU (\`emits_separator\` concatenates every field
with the two-character CRLF delimiter to test it; with objects, every column name went through lodash's \`get\`); the
memory was V8's allocation-site pretenuring: a page's rows stay alive until the page is sent, so at each young-generation
GC during the CSV's heavy allocation V8 found nearly all of them alive, decided the site was long-lived and allocated
every later row directly in old space, freed only by a full GC after the old space had grown to about four times the
live heap (seen with \`--trace-gc\`, \`--trace-pretenuring-statistics\`; \`--no-allocation-site-pretenuring\` alone
took the growth to +54 MB). Since then: rows go to the encoder as arrays, a page releases its rows as they are encoded
(200 rows a chunk, under V8's large-object size), and pages hold 1,000 rows (500 since 2026-11-27).`;
const SECRET = 'YmVuY2htYXJrLXNlY3JldC1rZXktb2YtMzItYnl0ZXMhIQ==';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** kB of a /proc/<pid>/status field (VmRSS, VmHWM). */
const memory = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
/** Resets the peak (VmHWM) to the current RSS (Linux: writing 5 to clear_refs). */
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** The service's CPU seconds so far: utime + stime of /proc/<pid>/stat, in clock ticks (100 a second on Linux). */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** `bin/visibility serve` on a free port, ready, warmed with a small export (modules, prepared statements). */
async function startService(url: string, key: string, slug: string) {
  const port = await freePort();
  const child = spawn('bin/visibility', ['serve'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', VISIBILITY_SECRET_KEY: SECRET, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((r) => child.once('exit', r));
  for (;;) {
    const up = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`bin/visibility serve exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const headers = { authorization: `Bearer ${key}` };
  await (await fetch(`${base}/api/v1/projects/${slug}/citations.csv?from=2030-01-01T00:00:00Z`, { headers })).text();
  return {
    pid: child.pid!,
    url: (format: string) => `${base}/api/v1/projects/${slug}/citations.${format}`,
    headers,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Counts the line feeds of a chunk (the client's only work on the stream). */
function lineFeeds(chunk: Uint8Array): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}

async function main() {
  await withBenchDatabase('export', async ({ name, url }) => {
    const log = createLogger('warn');
    await migrateAll(url, log);
    const db = createDb(url, { size: 2, acquireTimeoutMs: 5000 }, log);
    const account = await createAccount(db, { email: 'bench@example.test', plan: 'AGENCY' });
    const project = await createProject(db, {
      accountId: account.id,
      name: 'Bench',
      domain: 'bench.example',
      workspaceSlug: account.workspaces[0],
    });
    const { key } = await createApiKey(db, { accountId: account.id, role: 'READ', projectSlugs: [] });
    await db.$disconnect();
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    const seedStart = performance.now();
    await seedCitations(sql, { accountId: account.id, projectId: project.id, count: ROWS, idPrefix: 'cit' });
    await sql.query('ANALYZE');
    console.log(`seeded ${ROWS} citations in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const loadAtStart = os.loadavg()[0];

    const rows: string[] = [];
    const results: Record<string, { bytes: number }> = {};
    // Each format in a service of its own: the first download's heap growth is not the second's "before".
    for (const format of ['csv', 'ndjson'] as const) {
      const service = await startService(url, key, project.slug);
      try {
        const { pid } = service;
        const rssBefore = memory(pid, 'VmRSS');
        const cpuBefore = cpuSeconds(pid);
        resetPeak(pid);
        const start = performance.now();
        const res = await fetch(service.url(format), { headers: service.headers });
        const reader = res.body!.getReader();
        let firstByteMs = 0;
        let bytes = 0;
        let lines = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (!firstByteMs) firstByteMs = performance.now() - start;
          bytes += value.length;
          lines += lineFeeds(value);
        }
        const seconds = (performance.now() - start) / 1000;
        const cpu = cpuSeconds(pid) - cpuBefore;
        const exported = format === 'csv' ? lines - 1 : lines;
        if (exported !== ROWS) throw new Error(`${format}: ${exported} rows, expected ${ROWS}`);
        results[format] = { bytes };
        const peak = memory(pid, 'VmHWM');
        rows.push(
          `| ${format.toUpperCase()} | ${firstByteMs.toFixed(0)} ms | ${seconds.toFixed(2)} s | ${Math.round(ROWS / seconds).toLocaleString('en-US')} | ${cpu.toFixed(2)} s (${Math.round(ROWS / cpu).toLocaleString('en-US')} rows/s) | ${(bytes / 1e6).toFixed(0)} MB | ${(rssBefore / 1024).toFixed(0)} MB | ${(peak / 1024).toFixed(0)} MB (+${((peak - rssBefore) / 1024).toFixed(0)} MB) |`,
        );
      } finally {
        await service.stop();
      }
    }

    // A download aborted halfway: the service must stop reading at once.
    const service = await startService(url, key, project.slug);
    let freedMs = -1;
    try {
      const controller = new AbortController();
      const res = await fetch(service.url('ndjson'), { headers: service.headers, signal: controller.signal });
      const reader = res.body!.getReader();
      let bytes = 0;
      while (bytes < results.ndjson.bytes / 2) bytes += (await reader.read()).value?.length ?? 0;
      controller.abort();
      const abortedAt = performance.now();
      for (let i = 0; i < 200; i++) {
        const { rows: active } = await sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()`,
          [name],
        );
        if (active[0].n === 0) {
          freedMs = performance.now() - abortedAt;
          break;
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    } finally {
      await service.stop();
    }
    await sql.end();
    const loadAtEnd = os.loadavg()[0];

    const table = [
      '| format | first byte | whole download | rows a second | service CPU | size | service RSS before | service peak during |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    const abort = `A download aborted halfway: the service held no active statement ${freedMs < 0 ? 'after 1 s (not freed!)' : `${freedMs.toFixed(0)} ms after the client closed`}.`;
    console.log(table);
    console.log(abort);
    writeBenchmarkSection(
      'Bulk exports',
      `\`npm run bench:export\`: ${ROWS.toLocaleString('en-US')} citations of one project, exported through
\`GET /api/v1/projects/{slug}/citations.{csv,ndjson}\` from \`bin/visibility serve\` (a child process, a fresh one for each
download, warmed with a small export; its memory from /proc: VmRSS before, VmHWM reset before the download; its CPU
time from /proc/<pid>/stat) to a client that counts the lines and discards the stream, on ${os.cpus().length} cores
(${os.cpus()[0]?.model.trim()}), Node ${process.version}, run ${new Date().toISOString().slice(0, 10)}; 1-minute load average
${loadAtStart.toFixed(1)} before the downloads, ${loadAtEnd.toFixed(1)} after (other work on the machine slows the wall-clock
figures; the service CPU column is what one export costs). Goals: at least 150,000 rows a second, the first byte under
500 ms, memory growth under 64 MB.

${table}

${abort} The export reads ${EXPORT_PAGE_LIMIT.toLocaleString('en-US')} rows a statement and holds no connection between
statements, so an aborted download stops at its current page.

${BEFORE}`,
    );
  });
}

await main();
