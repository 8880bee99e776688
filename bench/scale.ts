/**
 * Scale-out benchmark (npm run bench:scale, issue 37 item 3), on a primary and a streaming replica
 * made on loopback (`initdb`, `pg_basebackup -R`, test/support/replica-cluster.ts), with
 * SCALE_PROJECTS (10,000) projects of one account seeded by SQL:
 *   1. list reads (`GET /api/v1/projects?limit=50`, the first page of the account's projects)
 *      through 3 `bin/visibility serve` processes, SCALE_CLIENTS (12) clients at once for
 *      SCALE_SECONDS (15) after a 3 s warm-up: once with every read on the primary, once with
 *      `DATABASE_REPLICA_URL` naming the replica. Requests a second, p50 and p99, and the CPU
 *      time per request of the API processes and of each cluster (its postmaster and every
 *      backend, from /proc). The headline runs at the default limits users run: SCALE_KEYS
 *      (3,000) read keys in rotation, each under its 60 reads a minute, so every request is
 *      counted on the primary; beside it, one key with the read limit raised
 *      (VISIBILITY_RATE_LIMIT_READ, counted in leased blocks). The clients run in this process.
 *   2. the observation inserts of a completing audit: `insertObservations`, the statements
 *      `finalize` runs (one `INSERT ... SELECT FROM unnest` a table: citations, retrieved sources,
 *      mentions, in one transaction), for an audit of SCALE_AUDIT_ROWS (60,000) rows of answers
 *      to tracked prompts, SCALE_AUDITS (3) times: rows a second (goal: 50,000); then SCALE_CONCURRENT (3)
 *      such audits completing at once, a transaction each as that many workers would: their rows a second together.
 * Prints the figures and writes the "Scale-out (bench:scale)" section of docs/benchmarks.md
 * (SCALE_WRITE_DOCS=0: print only).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrateAll } from '../src/app.ts';
import { createAccount } from '../src/core/accounts/accounts.ts';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { insertObservations } from '../src/core/audits/finalize.ts';
import { newId } from '../src/core/kernel/ids.ts';
import { createDb } from '../src/db/client.ts';
import { createLogger } from '../src/log.ts';
import { startReplicaCluster } from '../test/support/replica-cluster.ts';
import { clusterCpuSeconds, cpuSeconds, type ServiceProcess, startServiceProcess } from '../test/support/service-processes.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const PROJECTS = Number(process.env.SCALE_PROJECTS ?? 10_000);
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 12);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 15);
const AUDIT_ROWS = Number(process.env.SCALE_AUDIT_ROWS ?? 60_000);
/** `inserts`: only the observation inserts (no read phases; prints, never writes the docs). */
const PART = process.env.SCALE_PART ?? 'all';
const AUDITS = Number(process.env.SCALE_AUDITS ?? 3);
/** Audits completing at the same time in the concurrent reading (one transaction each, as one worker each). */
const CONCURRENT = Number(process.env.SCALE_CONCURRENT ?? 3);
const WRITE_DOCS = process.env.SCALE_WRITE_DOCS !== '0' && PART === 'all';
/** Read keys in rotation at the default limits: thousands, each under 60 reads a minute, so every request is counted as in production. */
const KEYS = Number(process.env.SCALE_KEYS ?? 3_000);
const LIST = '/api/v1/projects?limit=50';

interface ReadPhase {
  name: string;
  /** `default`: the read limit users run (every request counted); `raised`: VISIBILITY_RATE_LIMIT_READ raised, counted in leased blocks. */
  limits: 'default' | 'raised';
  requests: number;
  failed: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU µs per request: the 3 API processes together, the primary cluster, the replica cluster. */
  apiUs: number;
  primaryUs: number;
  replicaUs: number | null;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (n: number, d = 0) => Number(n.toFixed(d));
const fmt = (n: number) => n.toLocaleString('en-US');

async function load(urls: string[], keys: string[], ms: number): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  let n = 0;
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const i = n++;
        const url = urls[i % urls.length];
        const t = performance.now();
        const res = await fetch(url + LIST, { headers: { authorization: `Bearer ${keys[i % keys.length]}` } }).catch(() => null);
        if (res?.status === 200) {
          await res.arrayBuffer();
          latencies.push(performance.now() - t);
        } else {
          failed++;
          await res?.arrayBuffer();
        }
      }
    }),
  );
  return { latencies, failed };
}

async function untilStreaming(processes: ServiceProcess[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const states = await Promise.all(
      processes.map(async (p) => ((await (await fetch(`${p.url}/readyz`)).json()) as { replicas: { state: string }[] }).replicas[0]?.state),
    );
    if (states.every((s) => s === 'streaming')) return;
    if (Date.now() > deadline) throw new Error(`replica not streaming in every process: ${states.join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the replica has replayed everything the primary has written so far. */
async function untilReplayed(primary: pg.Pool, replicaUrl: string): Promise<void> {
  const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  const replica = new pg.Client({ connectionString: replicaUrl });
  await replica.connect();
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const r = await replica.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [rows[0].lsn]);
      if (r.rows[0].done || Date.now() > deadline) return;
      await new Promise((res) => setTimeout(res, 20));
    }
  } finally {
    await replica.end();
  }
}

async function main() {
  // The read phases start `bin/visibility serve` from dist/; the inserts run this process's source.
  if (PART === 'all') execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  const loadBefore = os.loadavg();
  const cluster = await startReplicaCluster('vis_scale');
  const log = createLogger('warn');
  const processes: ServiceProcess[] = [];
  try {
    await migrateAll(cluster.primaryUrl, log);
    const db = createDb(cluster.primaryUrl);
    const sql = new pg.Pool({ connectionString: cluster.primaryUrl, max: 2 });
    const account = await createAccount(db, { email: 'bench-scale@agency.example', plan: 'AGENCY' });
    const workspace = await db.workspace.findFirstOrThrow({ where: { accountId: account.id } });
    let t = performance.now();
    await sql.query(
      `INSERT INTO project (id, account_id, workspace_id, slug, name, domain, plan, audit_every_days, created_at)
       SELECT 'prj_bench_' || lpad(g::text, 6, '0'), $1, $2, 'bench-' || g, 'Bench ' || g, 'bench' || g || '.example', 'AGENCY', 1,
         now() - g * interval '1 second'
       FROM generate_series(1, $3::int) g`,
      [account.id, workspace.id, PROJECTS],
    );
    await sql.query('ANALYZE');
    const seedMs = performance.now() - t;
    const newKey = async () => (await createApiKey(db, { accountId: account.id, role: 'READ', projectSlugs: [] })).key;
    const keys: string[] = [];
    for (let i = 0; PART === 'all' && i < KEYS; i += 50)
      keys.push(...(await Promise.all(Array.from({ length: Math.min(50, KEYS - i) }, newKey))));
    const raisedKeys = [await newKey()];
    console.log(`${fmt(PROJECTS)} projects seeded in ${round(seedMs)} ms, ${fmt(keys.length)} read keys`);

    const phases: ReadPhase[] = [];
    // The headline at the default limits, then the raised limit beside it.
    for (const [limits, withReplica] of PART === 'all'
      ? ([
          ['default', false],
          ['default', true],
          ['raised', false],
          ['raised', true],
        ] as const)
      : []) {
      const phaseKeys = limits === 'default' ? keys : raisedKeys;
      const env: Record<string, string> = {
        DATABASE_URL: cluster.primaryUrl,
        ...(limits === 'raised' ? { VISIBILITY_RATE_LIMIT_READ: '100000000' } : {}),
        ...(withReplica ? { DATABASE_REPLICA_URL: cluster.replicaUrl } : {}),
      };
      const api = await Promise.all([1, 2, 3].map(() => startServiceProcess('serve', env)));
      processes.push(...api);
      const urls = api.map((p) => p.url!);
      if (withReplica) await untilStreaming(api);
      await load(urls, phaseKeys, 3_000);
      const pids = cluster.postmasterPids();
      const cpu = () => ({
        api: api.reduce((n, p) => n + cpuSeconds(p.pid), 0),
        primary: clusterCpuSeconds(pids.primary),
        replica: pids.replica ? clusterCpuSeconds(pids.replica) : 0,
      });
      const before = cpu();
      t = performance.now();
      const { latencies, failed } = await load(urls, phaseKeys, SECONDS * 1000);
      const wallS = (performance.now() - t) / 1000;
      const after = cpu();
      latencies.sort((a, b) => a - b);
      const n = latencies.length;
      const us = (s: number) => round((s * 1e6) / n);
      const phase: ReadPhase = {
        name: withReplica ? 'primary + 1 replica' : 'primary alone',
        limits,
        requests: n,
        failed,
        perSecond: round(n / wallS),
        p50Ms: round(quantile(latencies, 0.5), 1),
        p99Ms: round(quantile(latencies, 0.99), 1),
        apiUs: us(after.api - before.api),
        primaryUs: us(after.primary - before.primary),
        replicaUs: withReplica ? us(after.replica - before.replica) : null,
      };
      phases.push(phase);
      console.log(phase);
      await Promise.all(api.map((p) => p.stop()));
    }

    // The inserts of a completing audit's observations, as finalize writes them.
    // One run in progress per project: each audit is of its own project.
    const audited = await db.project.findMany({ where: { accountId: account.id }, take: AUDITS, orderBy: { id: 'asc' } });
    const insertRates: number[] = [];
    /** CPU µs a row of each audit's inserts: the primary cluster, the replica cluster (its WAL replay), this Node process. */
    const insertCpu: { primary: number; replica: number; node: number }[] = [];
    const clusterPids = cluster.postmasterPids();
    /** One audit of `project` ready to complete: its run, prompts and answers written; its observation rows built, not inserted. */
    const auditOf = async (project: { id: string }) => {
      const runId = newId('auditRun', new Date());
      await db.auditRun.create({
        data: { id: runId, accountId: account.id, projectId: project.id, status: 'RUNNING', trigger: 'SCHEDULE', runDate: new Date() },
      });
      const observedAt = new Date();
      const link = { accountId: account.id, projectId: project.id, auditRunId: runId, engine: 'CHATGPT' as const, observedAt };
      // The answers the observations come from (about 20 rows an answer), written before the timing starts.
      const answerIds = Array.from({ length: Math.max(1, Math.round(AUDIT_ROWS / 20)) }, () => newId('engineAnswer', observedAt));
      // Each answer is of a tracked prompt (100 a project), an engine and a sample, as an audit's
      // answers are (so each row's prompt key is checked).
      const engines = ['CHATGPT', 'CLAUDE', 'PERPLEXITY', 'GEMINI', 'GOOGLE_AIO', 'BING_COPILOT', 'GROK'] as const;
      const engineOf = (answer: number) => engines[Math.floor(answer / 100) % engines.length];
      const promptIds = Array.from({ length: 100 }, () => newId('trackedPrompt'));
      await db.trackedPrompt.createMany({
        data: promptIds.map((id, i) => ({ id, accountId: account.id, projectId: project.id, text: `prompt ${i} of ${runId}` })),
      });
      await db.engineAnswer.createMany({
        data: answerIds.map((id, i) => ({
          id,
          accountId: account.id,
          projectId: project.id,
          auditRunId: runId,
          trackedPromptId: promptIds[i % promptIds.length],
          engine: engineOf(i),
          sample: 1 + Math.floor(i / promptIds.length / engines.length),
          status: 'ANSWERED' as const,
          promptText: `prompt ${i}`,
          text: 'An answer.',
        })),
      });
      const answerOf = (i: number) => answerIds[i % answerIds.length];
      const promptOf = (i: number) => promptIds[(i % answerIds.length) % promptIds.length];
      // A row's engine is its answer's.
      const rowEngine = (i: number) => engineOf(i % answerIds.length);
      const per = Math.floor(AUDIT_ROWS / 3);
      const citations = Array.from({ length: per }, (_, i) => ({
        id: newId('citation', observedAt),
        ...link,
        engineAnswerId: answerOf(i),
        engine: rowEngine(i),
        trackedPromptId: promptOf(i),
        url: `https://site${i % 997}.example/articles/${i}?utm_source=openai`,
        normalizedUrl: `https://site${i % 997}.example/articles/${i}`,
        host: `site${i % 997}.example`,
        title: `Article ${i} about the topic`,
        position: 1 + (i % 10),
        isClientDomain: i % 13 === 0,
        isCompetitorDomain: i % 17 === 0,
        citationConfidence: 50 + (i % 50),
        matchedEntity: i % 13 === 0 ? 'Brand' : null,
      }));
      const retrieved = Array.from({ length: per }, (_, i) => ({
        id: newId('retrievedSource', observedAt),
        ...link,
        engineAnswerId: answerOf(i),
        engine: rowEngine(i),
        url: `https://site${i % 997}.example/read/${i}`,
        normalizedUrl: `https://site${i % 997}.example/read/${i}`,
        host: `site${i % 997}.example`,
        title: `Page ${i}`,
        isClientDomain: i % 13 === 0,
        isCompetitorDomain: i % 17 === 0,
        matchedEntity: i % 13 === 0 ? 'Brand' : null,
      }));
      const mentions = Array.from({ length: per }, (_, i) => ({
        id: newId('mention', observedAt),
        ...link,
        engineAnswerId: answerOf(i),
        engine: rowEngine(i),
        trackedPromptId: promptOf(i),
        name: `Brand ${i % 101}`,
        normalizedName: `brand ${i % 101}`,
        kind: 'COMPETITOR' as const,
        role: 'LISTED' as const,
        sentiment: 'NEUTRAL' as const,
        mentionConfidence: 40 + (i % 60),
        context: `In answer ${i} the brand is listed among the options.`,
        position: 1 + (i % 10),
        textOffsets: [i % 500, (i % 500) + 8],
      }));
      return { citations, retrieved, mentions };
    };
    for (const project of audited) {
      const { citations, retrieved, mentions } = await auditOf(project);
      // The replica caught up with the answers before the timing starts, so its CPU below is the inserts' replay.
      await untilReplayed(sql, cluster.replicaUrl);
      const cpuBefore = {
        primary: clusterCpuSeconds(clusterPids.primary),
        replica: clusterPids.replica ? clusterCpuSeconds(clusterPids.replica) : 0,
        node: process.cpuUsage(),
      };
      t = performance.now();
      await db.$transaction(
        async (tx) => {
          await insertObservations(tx, { citations, retrieved, mentions });
        },
        { timeout: 120_000 },
      );
      const s = (performance.now() - t) / 1000;
      const primaryS = clusterCpuSeconds(clusterPids.primary) - cpuBefore.primary;
      const nodeCpu = process.cpuUsage(cpuBefore.node);
      await untilReplayed(sql, cluster.replicaUrl);
      const replicaS = clusterPids.replica ? clusterCpuSeconds(clusterPids.replica) - cpuBefore.replica : 0;
      const rows = citations.length + retrieved.length + mentions.length;
      const cpu = {
        primary: round((primaryS * 1e6) / rows, 1),
        replica: round((replicaS * 1e6) / rows, 1),
        node: round((nodeCpu.user + nodeCpu.system) / rows, 1),
      };
      insertCpu.push(cpu);
      insertRates.push(round(rows / s));
      console.log(
        `observation inserts: ${fmt(rows)} rows in ${round(s * 1000)} ms: ${fmt(round(rows / s))} rows a second; CPU a row: primary ${cpu.primary} µs, replica ${cpu.replica} µs, Node ${cpu.node} µs`,
      );
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const cpuMedian = {
      primary: median(insertCpu.map((c) => c.primary)),
      replica: median(insertCpu.map((c) => c.replica)),
      node: median(insertCpu.map((c) => c.node)),
    };
    const insertMedian = median(insertRates);

    // Several workers completing audits at the same time (SCALE_CONCURRENT, as many as the 3 the many-process test runs):
    // each audit's transaction on a connection of its own, the rows of all of them over the wall time from the first
    // statement to the last commit. What the primary takes in from a pool of workers, beside one audit's rate above.
    const concurrentProjects = await db.project.findMany({
      where: { accountId: account.id },
      skip: AUDITS,
      take: CONCURRENT,
      orderBy: { id: 'asc' },
    });
    const concurrentAudits = await Promise.all(concurrentProjects.map((project) => auditOf(project)));
    await untilReplayed(sql, cluster.replicaUrl);
    const concurrentBefore = clusterCpuSeconds(clusterPids.primary);
    t = performance.now();
    await Promise.all(concurrentAudits.map((rows) => db.$transaction(async (tx) => insertObservations(tx, rows), { timeout: 120_000 })));
    const concurrentS = (performance.now() - t) / 1000;
    const concurrentRows = concurrentAudits.reduce((n, a) => n + a.citations.length + a.retrieved.length + a.mentions.length, 0);
    const concurrent = {
      rate: round(concurrentRows / concurrentS),
      primary: round(((clusterCpuSeconds(clusterPids.primary) - concurrentBefore) * 1e6) / concurrentRows, 1),
    };
    console.log(
      `${CONCURRENT} audits at once: ${fmt(concurrentRows)} rows in ${round(concurrentS * 1000)} ms: ${fmt(concurrent.rate)} rows a second; primary CPU a row ${concurrent.primary} µs`,
    );
    console.log(
      `inserts: median ${fmt(insertMedian)} rows a second; median CPU a row: primary ${cpuMedian.primary} µs, replica ${cpuMedian.replica} µs, Node ${cpuMedian.node} µs; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    const loadAfter = os.loadavg();
    await sql.end();
    await db.$disconnect();
    if (PART !== 'all') return;

    const phase = (limits: ReadPhase['limits'], withReplica: boolean) =>
      phases.find((p) => p.limits === limits && (p.replicaUs !== null) === withReplica)!;
    const sentence = (limits: ReadPhase['limits']) => {
      const alone = phase(limits, false);
      const replica = phase(limits, true);
      return `${fmt(replica.perSecond)} req/s with the replica against ${fmt(alone.perSecond)} on the primary alone (${round((100 * replica.perSecond) / alone.perSecond)}%), the primary's CPU per read ${fmt(alone.primaryUs)} µs -> ${fmt(replica.primaryUs)} µs (the list itself read on the replica: ${fmt(replica.replicaUs ?? 0)} µs a read there)`;
    };
    const busy = loadBefore[0] > 1.5 || loadAfter[0] > 1.5;
    const body = `
\`npm run bench:scale\` (\`bench/scale.ts\`), ${new Date().toISOString().slice(0, 10)}: a primary and a streaming replica made on
loopback (PostgreSQL 15, \`initdb\` then \`pg_basebackup -R\`, \`fsync=off\`, \`shared_buffers=16MB\`) on the project's
shared ${os.cpus().length}-core machine (${os.cpus()[0]?.model ?? 'unknown CPU'}, ${round(os.totalmem() / 2 ** 30, 1)} GB), one account with
${fmt(PROJECTS)} projects (seeded by SQL in ${fmt(round(seedMs))} ms). Load average ${loadBefore.map((l) => l.toFixed(2)).join(', ')} at the start and
${loadAfter.map((l) => l.toFixed(2)).join(', ')} at the end${busy ? ' (the machine was busy with other work: every figure is noisy)' : ''};
the clients, the 3 API processes and both clusters share the same ${os.cpus().length} cores.

List reads: \`GET ${LIST}\` (the account's first page of projects, a keyset page read where the operation says \`reads: 'replica'\`)
through 3 \`bin/visibility serve\` processes in turn, ${CLIENTS} clients at once for ${SECONDS} s after a 3 s warm-up. The headline
runs at the default limits users run: ${fmt(KEYS)} read keys in rotation, each under its 60 reads a minute, so every request is
authenticated and counted on the primary (the key's check and count always stay there). Beside it, one key with the read limit
raised (\`VISIBILITY_RATE_LIMIT_READ\`=10⁸: its count leased in blocks, docs/api.md "Rate limits"). CPU per request from
/proc: the API processes together, and each cluster's postmaster and every backend (the replica's includes its WAL replay).

| limits | reads | requests | failed | req/s | p50 | p99 | CPU/request: API processes | primary | replica |
|---|---|---|---|---|---|---|---|---|---|
${phases
  .map(
    (p) =>
      `| ${p.limits} | ${p.name} | ${fmt(p.requests)} | ${p.failed} | ${fmt(p.perSecond)} | ${p.p50Ms} ms | ${p.p99Ms} ms | ${fmt(p.apiUs)} µs | ${fmt(p.primaryUs)} µs | ${p.replicaUs === null ? '-' : `${fmt(p.replicaUs)} µs`} |`,
  )
  .join('\n')}

At the default limits: ${sentence('default')}; what stays on the primary is each request's count. With the read limit raised:
${sentence('raised')}. On one machine the replica takes the same cores, so the throughput cannot rise here; on its own host
the list's cost leaves the primary.

Observation inserts of a completing audit: \`insertObservations\`, the statements \`finalize\` runs (one \`INSERT ... SELECT FROM
unnest\` a table for citations, retrieved sources and mentions, in one transaction, the replica streaming; until this benchmark
they were Prisma \`createMany\`, about 17 times slower: 5,000 citations in 9.1 s against 0.53 s at load 13), ${fmt(AUDIT_ROWS)} rows an audit
(20 of each table an answer, each answer of one of the project's 100 tracked prompts, as an audit's answers are), ${AUDITS} audits:
${insertRates.map((r) => fmt(r)).join(', ')} rows a second (median ${fmt(insertMedian)}; goal 50,000: ${insertMedian >= 50_000 ? 'met' : 'not met on this machine'}).
CPU a row (medians, from /proc): the primary cluster ${cpuMedian.primary} µs, the replica's replay ${cpuMedian.replica} µs (in parallel, on its own process), this Node process ${cpuMedian.node} µs.
${CONCURRENT} audits completing at once (a transaction each, as ${CONCURRENT} workers would; the rows built in this one process): ${fmt(concurrent.rate)} rows a second
together, the primary cluster ${concurrent.primary} µs of CPU a row.
`;
    console.log(body);
    if (WRITE_DOCS) writeBenchmarkSection('Scale-out (bench:scale)', body);
  } finally {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    cluster.close();
  }
}

await main();
