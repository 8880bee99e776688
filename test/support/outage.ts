/**
 * A database outage with HTTP load running, as the reliability test (test/reliability/
 * database-outage.test.ts) and the long-outage benchmark (bench/outage.ts) both run it: the service
 * as its own process (`bin/visibility start`: HTTP and the job worker) reaching PostgreSQL through a
 * TcpProxy, REST requests from a few clients the whole time, the proxy cut for a while and then
 * restored. Measured: the statuses answered, descriptors and RSS of the process and its database
 * sessions before, during and after, and how long after the database's return the first 200 came.
 *
 * The pools open connections on demand and close them once idle (db/pool.ts), so how many sessions
 * the process holds at a moment follows the load of the last seconds: a database's return meets
 * every waiting request at once and the app pool may then hold more sessions than a quiet baseline
 * had, all in use. What the service promises, and what is checked here, is a bound, not a count:
 * each pool within its configured size, one presence session, at most one LISTEN session, no
 * session of anything else, and no descriptor beyond the database sessions' kept (`withinLimits`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import pg from 'pg';
import { workerSessionName } from '../../src/core/kernel/worker-session.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import { APP_POOL_NAME } from '../../src/db/client.ts';
import { POOL_IDLE_TIMEOUT_MS } from '../../src/db/pool.ts';
import { JOBS_POOL_NAME, jobsPoolSize } from '../../src/jobs/worker.ts';
import type { TcpProxy } from './tcp-proxy.ts';

export interface ServiceProcess {
  pid: number;
  url: string;
  child: ChildProcess;
  /** Its pools' sizes, from the configuration it runs with. */
  limits: SessionLimits;
  /** The process's last log lines, for a failure's message. */
  logTail(): string;
  stop(): Promise<void>;
}

/** `bin/visibility start` on `databaseUrl`; resolves once HTTP listens and the job worker has started. */
export async function startServiceProcess(databaseUrl: string, env: Record<string, string>): Promise<ServiceProcess> {
  const processEnv = { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  const config = loadConfig(processEnv);
  const child = spawn('bin/visibility', ['start'], { env: processEnv, stdio: ['ignore', 'ignore', 'pipe'] });
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
    limits: { app: config.dbPool.size, jobs: jobsPoolSize(config.worker.concurrency) },
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
  /** The app pool's (Prisma and direct SQL; application_name visibility-app). */
  app: number;
  /** graphile-worker's pool (visibility-jobs), its LISTEN session included. */
  jobs: number;
  /** The worker's presence session (application_name visibility-worker:<id>). */
  presence: number;
  /** graphile-worker's LISTEN connection. */
  listen: number;
  /** Sessions of no part of the service: each would be a leak. */
  other: number;
  /**
   * Pool sessions (LISTEN aside) idle for longer than the pools' idle timeout and some slack: a
   * pool closes a connection returned to it once idle that long, so such a session is one
   * checked out and never given back.
   */
  stale: number;
}

/** The sizes of the service's pools: how many sessions each may hold, whatever the load. */
export interface SessionLimits {
  app: number;
  jobs: number;
}

/** Slack beyond `POOL_IDLE_TIMEOUT_MS` for a pool's timer on a busy machine. */
export const IDLE_SLACK_MS = 5_000;

/** The sessions of database `name`, other than the asking one, as PostgreSQL sees them. */
export async function sessionsOf(admin: pg.Client, name: string): Promise<Sessions> {
  const { rows } = await admin.query<Sessions>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE application_name = $2)::int AS app,
            count(*) FILTER (WHERE application_name = $3)::int AS jobs,
            count(*) FILTER (WHERE application_name LIKE $4)::int AS presence,
            count(*) FILTER (WHERE query LIKE 'LISTEN%')::int AS listen,
            count(*) FILTER (WHERE application_name NOT IN ($2, $3) AND application_name NOT LIKE $4)::int AS other,
            count(*) FILTER (WHERE application_name IN ($2, $3) AND query NOT LIKE 'LISTEN%' AND state = 'idle'
                               AND now() - state_change > $5 * interval '1 millisecond')::int AS stale
       FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [name, APP_POOL_NAME, JOBS_POOL_NAME, `${workerSessionName('')}%`, POOL_IDLE_TIMEOUT_MS + IDLE_SLACK_MS],
  );
  return rows[0];
}

/** The service's promise on its sessions, whatever the load: each pool within its size, one presence, at most one LISTEN, nothing else, nothing held and forgotten. */
export function withinLimits(s: Sessions, limits: SessionLimits): boolean {
  return s.app <= limits.app && s.jobs <= limits.jobs && s.presence === 1 && s.listen <= 1 && s.other === 0 && s.stale === 0;
}

/** Descriptors of the process other than its database sessions' sockets (HTTP, files, the event loop's). */
function nonDatabaseDescriptors(pid: number, s: Sessions): number {
  return descriptors(pid) - s.total;
}

interface Answer {
  /** The request's place in the order of sending: what was sent after an event is told by this, not by the clock. */
  seq: number;
  /** When its answer (or failure) came (epoch ms). */
  at: number;
  status: number;
  /** The error code of an error answer; 'network <cause>' when no answer came, or none within the request timeout. */
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
        const res = await fetch(url + paths[i % paths.length], {
          headers: { authorization: `Bearer ${key}` },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        const code = res.ok ? undefined : (body?.error ?? 'no_code');
        const unannounced = res.status === 503 && !res.headers.get('retry-after');
        answer = { seq, at: Date.now(), status: res.status, code: unannounced ? `${code} without Retry-After` : code };
      } catch (e) {
        const code = e instanceof DOMException && e.name === 'TimeoutError' ? 'no answer within 10 s' : `network ${errorCode(e)}`;
        answer = { seq, at: Date.now(), status: 0, code };
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

/** A request unanswered this long is counted as such (a hung request shows in the tallies instead of hanging the load). */
const REQUEST_TIMEOUT_MS = 10_000;

/** The code of a failed fetch's cause (ECONNRESET, UND_ERR_SOCKET...), else its name. */
function errorCode(e: unknown): string {
  const cause = e instanceof Error ? (e.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (e instanceof Error ? e.name : 'unknown');
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
  fds: {
    before: number;
    peakDuring: number;
    after: number;
    /** Descriptors other than the database sessions' sockets (the pools' vary with the load). */
    nonDatabase: { before: number; after: number };
  };
  rssMb: { before: number; peakDuring: number; after: number };
  /** The pools' sizes the sessions are held to. */
  limits: SessionLimits;
  /** The largest count seen over a second of load before the cut, and the count once settled. */
  sessions: { before: Sessions; after: Sessions };
  /** From the restore until sessions were back within the limits and other descriptors within their baseline. */
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
 * waits (up to `settleTimeoutMs`) until the sessions are within the service's limits
 * (`withinLimits`: the presence session back among them) and the descriptors other than database
 * sessions no more than their baseline; `settled(s)` may ask for more (the LISTEN session too).
 * The total of sessions is not compared with the baseline's: it follows the load (see above).
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
  let otherFdsBefore = 0;
  let sessionsBefore = await sessionsOf(admin, database);
  for (let i = 0; i < 10; i++) {
    const now = await sessionsOf(admin, database);
    fdsBefore = Math.max(fdsBefore, descriptors(service.pid));
    otherFdsBefore = Math.max(otherFdsBefore, nonDatabaseDescriptors(service.pid, now));
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
  let after = await sessionsOf(admin, database);
  let fdsAfter = descriptors(service.pid);
  let otherFdsAfter = fdsAfter - after.total;
  await until(async () => {
    after = await sessionsOf(admin, database);
    fdsAfter = descriptors(service.pid);
    otherFdsAfter = nonDatabaseDescriptors(service.pid, after);
    return withinLimits(after, service.limits) && otherFdsAfter <= otherFdsBefore && settledFor(after);
  }, opts.settleTimeoutMs ?? 15_000).catch(async (e: unknown) => {
    throw new Error(
      `${String(e)}: sessions ${JSON.stringify(after)} (limits ${JSON.stringify(service.limits)}), ` +
        `descriptors other than sessions ${otherFdsAfter} (before ${otherFdsBefore}); the sessions:\n` +
        (await sessionRows(admin, database)).join('\n'),
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
    fds: { before: fdsBefore, peakDuring: fdsPeak, after: fdsAfter, nonDatabase: { before: otherFdsBefore, after: otherFdsAfter } },
    rssMb: { before: rssBefore, peakDuring: rssPeak, after: rssMb(service.pid) },
    limits: service.limits,
    sessions: { before: sessionsBefore, after },
    settledMs: settledAt - backAt,
  };
}

/** Each session of database `name` (other than the asking one): who holds it, since when, and what it last ran, for a failure's message. */
export async function sessionRows(admin: pg.Client, name: string): Promise<string[]> {
  const { rows } = await admin.query<{ line: string }>(
    `SELECT concat_ws(' | ', application_name, state, round(extract(epoch FROM now() - backend_start)::numeric, 1) || ' s old',
                      round(extract(epoch FROM now() - state_change)::numeric, 1) || ' s in state', left(regexp_replace(query, '\\s+', ' ', 'g'), 90)) AS line
       FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() ORDER BY backend_start`,
    [name],
  );
  return rows.map((r) => r.line);
}

/** Resolves once `check` holds, polled every 100 ms; rejects if it does not within `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
