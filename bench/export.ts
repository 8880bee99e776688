/**
 * Benchmark of the bulk exports (npm run bench:export): BENCH_ROWS (default 1,000,000) citations
 * of one project seeded with generate_series into a database of its own (created and dropped) on
 * BENCH_PG_URL (default the local PostgreSQL); the service runs as `bin/visibility serve` (the
 * compiled dist/, as in production) in a child process. For CSV and NDJSON: time to the first
 * byte, rows a second over the whole download (read and discarded by the client), and the
 * service's memory (VmRSS before, VmHWM, the peak, during; the peak is reset before each
 * download). Then a download aborted halfway: how long until the service holds no active
 * statement. Prints the figures and writes the "Bulk exports" section of docs/benchmarks.md.
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
import { createProject } from '../src/core/projects/projects.ts';
import { createDb } from '../src/db/client.ts';
import { createLogger } from '../src/log.ts';
import { seedCitations } from './bulk-seed.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const adminUrl = process.env.BENCH_PG_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
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

async function main() {
  const name = `vis_bench_export_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const log = createLogger('warn');
  let child: ReturnType<typeof spawn> | undefined;
  try {
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

    const port = await freePort();
    child = spawn('bin/visibility', ['serve'], {
      env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', VISIBILITY_SECRET_KEY: SECRET, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      const up = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const pid = child.pid!;
    const headers = { authorization: `Bearer ${key}` };
    // Warm the service (modules, prepared statements) with a small export.
    await (await fetch(`${base}/api/v1/projects/${project.slug}/citations.csv?from=2030-01-01T00:00:00Z`, { headers })).text();

    const rows: string[] = [];
    const results: Record<string, { mb: number }> = {};
    for (const format of ['csv', 'ndjson'] as const) {
      const rssBefore = memory(pid, 'VmRSS');
      resetPeak(pid);
      const start = performance.now();
      const res = await fetch(`${base}/api/v1/projects/${project.slug}/citations.${format}`, { headers });
      const reader = res.body!.getReader();
      let firstByteMs = 0;
      let bytes = 0;
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!firstByteMs) firstByteMs = performance.now() - start;
        bytes += value.length;
        for (const b of value) if (b === 10) lines++;
      }
      const seconds = (performance.now() - start) / 1000;
      const exported = format === 'csv' ? lines - 1 : lines;
      if (exported !== ROWS) throw new Error(`${format}: ${exported} rows, expected ${ROWS}`);
      results[format] = { mb: bytes / 1e6 };
      rows.push(
        `| ${format.toUpperCase()} | ${firstByteMs.toFixed(0)} ms | ${seconds.toFixed(2)} s | ${Math.round(ROWS / seconds).toLocaleString('en-US')} | ${(bytes / 1e6).toFixed(0)} MB | ${(rssBefore / 1024).toFixed(0)} MB | ${(memory(pid, 'VmHWM') / 1024).toFixed(0)} MB (+${((memory(pid, 'VmHWM') - rssBefore) / 1024).toFixed(0)} MB) |`,
      );
    }

    // A download aborted halfway: the service must stop reading at once.
    const controller = new AbortController();
    const res = await fetch(`${base}/api/v1/projects/${project.slug}/citations.ndjson`, { headers, signal: controller.signal });
    const reader = res.body!.getReader();
    let bytes = 0;
    while (bytes < (results.ndjson.mb * 1e6) / 2) bytes += (await reader.read()).value?.length ?? 0;
    controller.abort();
    const abortedAt = performance.now();
    let freedMs = -1;
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
    await sql.end();

    const table = [
      '| format | first byte | whole download | rows a second | size | service RSS before | service peak during |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    const abort = `A download aborted halfway: the service held no active statement ${freedMs < 0 ? 'after 1 s (not freed!)' : `${freedMs.toFixed(0)} ms after the client closed`}.`;
    console.log(table);
    console.log(abort);
    writeBenchmarkSection(
      'Bulk exports',
      `\`npm run bench:export\`: ${ROWS.toLocaleString('en-US')} citations of one project, exported through
\`GET /api/v1/projects/{slug}/citations.{csv,ndjson}\` from \`bin/visibility serve\` (a child process; its memory from
/proc: VmRSS before, VmHWM reset before each download) to a client that reads and discards the stream, on
${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, run ${new Date().toISOString().slice(0, 10)}.
Goals: at least 150,000 rows a second, the first byte under 500 ms, memory growth under 64 MB.

${table}

${abort} The export reads 2,000 rows a statement and holds no connection between statements, so an aborted
download stops at its current page.`,
    );
  } finally {
    child?.kill('SIGTERM');
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
