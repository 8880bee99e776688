/**
 * A database outage with HTTP load running, as the reliability test (test/reliability/
 * database-outage.test.ts) and the long-outage benchmark (bench/outage.ts) both run it: the service
 * as its own process (`bin/visibility start`: HTTP and the job worker) reaching PostgreSQL through a
 * TcpProxy, REST requests from a few clients the whole time, the proxy cut for a while and then
 * restored. Measured: the statuses answered, descriptors and RSS of the process and its database
 * sessions before, during and after, and how long after the database's return the first 200 came.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import pg from 'pg';
import type { TcpProxy } from './tcp-proxy.ts';

export interface ServiceProcess {
  pid: number;
  url: string;
  child: ChildProcess;
  /** The process's last log lines, for a failure's message. */
  logTail(): string;
  stop(): Promise<void>;
}

/** `bin/visibility start` on `databaseUrl`; resolves once HTTP listens and the job worker has started. */
export async function startServiceProcess(databaseUrl: string, env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn('bin/visibility', ['start'], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const tail: string[] = [];
  let port: number | undefined;
  let resolveStarted: () => void;
  const started = new Promise<void>((resolve) => (resolveStarted = resolve));
  let workerStarted = false;
  readline.createInterface({ input: child.stderr }).on('line', (line) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
    const entry = parseLog(line);
    if (entry?.msg?.startsWith('listening on port')) port = Number(entry.port);
    if (entry?.msg === 'job worker started') workerStarted = true;
    if (port !== undefined && workerStarted) resolveStarted();
  });
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(`bin/visibility start exited (${code ?? signal}):\n${tail.join('\n')}`);
  });
  await Promise.race([started, exited]);
  exited.catch(() => undefined);
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    child,
    logTail: () => tail.join('\n'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

function parseLog(line: string): { msg?: string; port?: unknown } | undefined {
  try {
    return JSON.parse(line) as { msg?: string; port?: unknown };
  } catch {
    return undefined;
  }
}

/** Open file descriptors of a process (sockets included). */
export function descriptors(pid: number): number {
  return fs.readdirSync(`/proc/${pid}/fd`).length;
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

export interface Sessions {
  total: number;
  /** The worker's presence session (application_name visibility-worker:<id>). */
  presence: number;
  /** graphile-worker's LISTEN connection. */
  listen: number;
}

/** The sessions of database `name`, other than the asking one, as PostgreSQL sees them. */
export async function sessionsOf(admin: pg.Client, name: string): Promise<Sessions> {
  const { rows } = await admin.query<Sessions>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE application_name LIKE 'visibility-worker:%')::int AS presence,
            count(*) FILTER (WHERE query LIKE 'LISTEN%')::int AS listen
       FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [name],
  );
  return rows[0];
}

interface Answer {
  /** The request's place in the order of sending: what was sent after an event is told by this, not by the clock. */
  seq: number;
  /** When its answer (or failure) came (epoch ms). */
  at: number;
  status: number;
  /** The error code of an error answer; 'network' when no answer came. */
  code?: string;
}

/**
 * `clients` loops, each sending the next of `paths` as soon as its previous answer arrived (no
 * sooner than `paceMs` after the previous request, so an outage's fast 503s do not take the
 * machine's CPU). Every answer is kept in order.
 */
export class HttpLoad {
  readonly answers: Answer[] = [];
  /** Requests sent so far. */
  sent = 0;
  private stopped = false;
  private readonly loops: Promise<void>[];
  private waiters: { from: number; ok: (a: Answer) => boolean; resolve: (a: Answer) => void }[] = [];

  constructor(url: string, key: string, paths: string[], clients = 4, paceMs = 25) {
    this.loops = Array.from({ length: clients }, (_, n) => this.loop(url, key, paths, n, paceMs));
  }

  /** The first answer matching `ok` to a request sent from now on (or from request number `from`). */
  next(ok: (a: Answer) => boolean, from = this.sent): Promise<Answer> {
    const seen = this.answers.find((a) => a.seq >= from && ok(a));
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ from, ok, resolve }));
  }

  /** Answers counted by status and error code, e.g. `{ "200": 812, "503 database_unavailable": 91 }`. */
  tally(which: (a: Answer) => boolean = () => true): Record<string, number> {
    const out: Record<string, number> = {};
    for (const a of this.answers) {
      if (!which(a)) continue;
      const k = a.code ? `${a.status} ${a.code}` : String(a.status);
      out[k] = (out[k] ?? 0) + 1;
    }
    return out;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  private async loop(url: string, key: string, paths: string[], n: number, paceMs: number): Promise<void> {
    for (let i = n; !this.stopped; i++) {
      const sent = Date.now();
      const seq = this.sent++;
      let answer: Answer;
      try {
        const res = await fetch(url + paths[i % paths.length], { headers: { authorization: `Bearer ${key}` } });
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        const code = res.ok ? undefined : (body?.error ?? 'no_code');
        const unannounced = res.status === 503 && !res.headers.get('retry-after');
        answer = { seq, at: Date.now(), status: res.status, code: unannounced ? `${code} without Retry-After` : code };
      } catch {
        answer = { seq, at: Date.now(), status: 0, code: 'network' };
      }
      this.answers.push(answer);
      this.waiters = this.waiters.filter((w) => {
        if (answer.seq < w.from || !w.ok(answer)) return true;
        w.resolve(answer);
        return false;
      });
      const wait = sent + paceMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** Reads `sample` every `everyMs` until `stop` resolves; returns the largest value seen. */
export async function peakOf(sample: () => number, stop: Promise<unknown>, everyMs = 200): Promise<number> {
  let peak = sample();
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    await Promise.race([new Promise((r) => setTimeout(r, everyMs)), stop]);
    peak = Math.max(peak, sample());
  }
  return peak;
}

export interface OutageResult {
  outageMs: number;
  /**
   * Answers by status and code, of requests sent before the cut began (some in flight when it
   * came), while it was cut, and after it was restored until sessions and descriptors settled.
   */
  before: Record<string, number>;
  during: Record<string, number>;
  after: Record<string, number>;
  /** From the proxy's restore to the first 200 received. */
  firstOkMs: number;
  fds: { before: number; peakDuring: number; after: number };
  rssMb: { before: number; peakDuring: number; after: number };
  sessions: { before: Sessions; after: Sessions };
  /** From the restore until sessions and descriptors were back within their baseline. */
  settledMs: number;
}

export interface OutageScenario {
  service: ServiceProcess;
  proxy: TcpProxy;
  load: HttpLoad;
  admin: pg.Client;
  database: string;
}

/**
 * One outage of `outageMs`: the baseline (largest descriptors and sessions over a second of load,
 * with the worker's presence and LISTEN sessions open), the cut, the restore, the first 200, then
 * waits (up to `settleTimeoutMs`) until descriptors and sessions are no more than the baseline and
 * the presence session is back; `settled(s)` may ask for more (the LISTEN session too).
 */
export async function runOutage(
  s: OutageScenario,
  outageMs: number,
  opts: { settleTimeoutMs?: number; settled?: (now: Sessions) => boolean; onProgress?: (line: string) => void } = {},
): Promise<OutageResult> {
  const { service, proxy, load, admin, database } = s;
  const started = load.sent;
  await load.next((a) => a.status === 200);
  await until(async () => {
    const now = await sessionsOf(admin, database);
    return now.presence === 1 && now.listen === 1;
  }, 30_000);
  let fdsBefore = 0;
  let sessionsBefore: Sessions = { total: 0, presence: 0, listen: 0 };
  for (let i = 0; i < 10; i++) {
    fdsBefore = Math.max(fdsBefore, descriptors(service.pid));
    const now = await sessionsOf(admin, database);
    if (now.total >= sessionsBefore.total) sessionsBefore = now;
    await new Promise((r) => setTimeout(r, 100));
  }
  const rssBefore = rssMb(service.pid);

  const cutStart = load.sent;
  await proxy.cut();
  // Requests sent before the cut was complete may be answered either way; they belong to neither side.
  const cutAt = Date.now();
  const cutSeq = load.sent;
  opts.onProgress?.(`cut; restoring in ${outageMs} ms`);
  const restored = new Promise((r) => setTimeout(r, outageMs));
  let rssPeak = rssBefore;
  const fdsPeak = await peakOf(() => {
    rssPeak = Math.max(rssPeak, rssMb(service.pid));
    return descriptors(service.pid);
  }, restored);
  const restoring = Date.now();
  const backSeq = load.sent;
  await proxy.restore();
  const backAt = Date.now();
  const firstOk = await load.next((a) => a.status === 200, backSeq);
  const settledFor = opts.settled ?? (() => true);
  let after: Sessions = await sessionsOf(admin, database);
  let fdsAfter = descriptors(service.pid);
  await until(async () => {
    after = await sessionsOf(admin, database);
    fdsAfter = descriptors(service.pid);
    return after.total <= sessionsBefore.total && after.presence === 1 && fdsAfter <= fdsBefore && settledFor(after);
  }, opts.settleTimeoutMs ?? 15_000).catch((e: unknown) => {
    throw new Error(
      `${String(e)}: sessions ${JSON.stringify(after)} (before ${JSON.stringify(sessionsBefore)}), descriptors ${fdsAfter} (before ${fdsBefore})`,
    );
  });
  const settledAt = Date.now();
  const settledSeq = load.sent;
  return {
    outageMs: backAt - cutAt,
    before: load.tally((a) => a.seq >= started && a.seq < cutStart),
    // Sent once the cut was complete and answered before the restore began.
    during: load.tally((a) => a.seq >= cutSeq && a.at < restoring),
    after: load.tally((a) => a.seq >= backSeq && a.seq < settledSeq),
    firstOkMs: Math.max(0, firstOk.at - backAt),
    fds: { before: fdsBefore, peakDuring: fdsPeak, after: fdsAfter },
    rssMb: { before: rssBefore, peakDuring: rssPeak, after: rssMb(service.pid) },
    sessions: { before: sessionsBefore, after },
    settledMs: settledAt - backAt,
  };
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
