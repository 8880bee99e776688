/**
 * Cold start of `visibility start` on an external PostgreSQL (`npm run bench:cold-start`): spawn
 * of bin/visibility to the first 200 of `GET /api/v1/projects/bench` with a read key, the schema
 * already migrated (the database of bench:api, `vis_bench_api` on BENCH_PG_URL, without its
 * seeded rows). Besides the wall time it reads the process's CPU time at that first 200 from
 * /proc (Linux; the freshness check's child included): on a shared machine the CPU seconds are the
 * steadier figure. BENCH_RUNS runs (default 5) after one warm-up (Node's compile cache filled).
 *
 * BENCH_BEFORE_ROOT: a checkout of an earlier version (built, its node_modules present) measured in
 * the same call, the two alternating run by run so that the machine's drift falls on both. Prints
 * each run with the load average, then the medians; writes no document.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { BENCH_SECRET, benchApiDbUrl, openBenchApiDb } from './bench-api-db.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const roots = [process.cwd(), ...(process.env.BENCH_BEFORE_ROOT ? [path.resolve(process.env.BENCH_BEFORE_ROOT)] : [])];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** CPU milliseconds of a process and of its children it has waited for (fields 14-17 of /proc/PID/stat), or NaN off Linux. */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return (ticks / 100) * 1000; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

async function coldStart(root: string, key: string): Promise<{ wallMs: number; cpuMs: number }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: benchApiDbUrl,
    VISIBILITY_SECRET_KEY: BENCH_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    VISIBILITY_RATE_LIMIT_READ: '1000000000',
  };
  const url = `http://127.0.0.1:${port}/api/v1/projects/bench`;
  const t0 = performance.now();
  const proc = spawn(path.join(root, 'bin/visibility'), ['start'], { cwd: root, env, stdio: 'ignore' });
  for (;;) {
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
      await res.arrayBuffer();
      if (res.status === 200) {
        const wallMs = performance.now() - t0;
        const cpuMs = cpuMsOf(proc.pid!);
        const exited = new Promise((r) => proc.on('exit', r));
        proc.kill('SIGTERM');
        await exited;
        return { wallMs, cpuMs };
      }
    } catch {
      /* not listening yet */
    }
    if (proc.exitCode !== null) throw new Error(`${root}: start exited before serving`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const { db, client, account } = await openBenchApiDb();
const { key } = await createApiKey(db, { accountId: account.id, role: 'READ', projectSlugs: [], name: 'bench cold start' });
await client.end();
await db.$disconnect();

const runs = new Map(roots.map((r) => [r, [] as { wallMs: number; cpuMs: number }[]]));
for (const root of roots) await coldStart(root, key); // warm-up: the compile cache as an earlier start left it
for (let i = 0; i < RUNS; i++) {
  for (const root of roots) {
    const run = await coldStart(root, key);
    runs.get(root)!.push(run);
    console.log(`${root}: ${run.wallMs.toFixed(0)} ms wall, ${run.cpuMs.toFixed(0)} ms CPU (load ${os.loadavg()[0].toFixed(2)})`);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [root, rs] of runs) {
  const walls = rs.map((r) => r.wallMs);
  console.log(
    `${root}: median ${median(walls).toFixed(0)} ms wall (min ${Math.min(...walls).toFixed(0)}, max ${Math.max(...walls).toFixed(0)}), median ${median(rs.map((r) => r.cpuMs)).toFixed(0)} ms CPU, ${RUNS} runs`,
  );
}
