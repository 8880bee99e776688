/**
 * Many processes, proven (issue 37, item 3): 3 API processes and 3 workers of the compiled service
 * (`bin/visibility serve` ×2, `worker` ×2 and one `start`, which is both) against one primary and
 * one streaming replica made on loopback (test/support/replica-cluster.ts), with SCALE_PROJECTS
 * (10,000) projects on a daily schedule, seeded by SQL. Sites and engines are loopback servers.
 *
 * - every scheduled audit runs exactly once, with the scheduler run by all three workers at once;
 * - limits stay exact across the API processes: a key's read limit, the one-audit-an-hour rule;
 * - engine budgets stay exact: every project's ledger is its answers' costs, never above the budget;
 * - a worker killed (SIGKILL) mid-run: the live workers fail the run as worker_lost, the scheduler
 *   runs the slot again, and the ledger counts each engine call once;
 * - the replica stopped and started again under read load costs no failed request.
 * Every wait polls the database or the processes for a state, with a deadline; no fixed sleep.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, migrateAll } from '../../src/app.ts';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { budgetMonth } from '../../src/core/plans/engine-budget.ts';
import { plans } from '../../src/core/plans/plans.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { createLogger } from '../../src/log.ts';
import { startFakeEngines, type FakeEngines } from '../engines/fakes/index.ts';
import { TEST_SECRET_KEY } from '../support/app.ts';
import { type ReplicaCluster, replicaClusterUnavailable, startReplicaCluster } from '../support/replica-cluster.ts';
import { type ServiceCommand, type ServiceProcess, startServiceProcess } from '../support/service-processes.ts';
import { goodSite } from '../support/sites.ts';

const PROJECTS = Number(process.env.SCALE_PROJECTS ?? 10_000);
/** Projects due now (no run yet), audited against the good site; the others were audited an hour ago. */
const DUE = 36;
/** Of the due ones, projects that also ask two engines two prompts, with room in the month for one ceiling of a call and a little. */
const ENGINE_PROJECTS = 4;
const PROMPTS = ['best coffee roaster for offices', 'who roasts the freshest beans'];

const unavailable = replicaClusterUnavailable();
if (unavailable) console.warn(`many-processes.test.ts skipped: ${unavailable}`);

/** A site that holds every request while `holding` (an audit stays in its crawl), else serves the good site. */
async function gateSite(origin: string) {
  const held: http.ServerResponse[] = [];
  const gate = { holding: true, requests: 0, host: '', close: async () => {} };
  const server = http.createServer((req, res) => {
    gate.requests++;
    if (gate.holding) return void held.push(res);
    void fetch(origin + (req.url ?? '/'), { method: req.method, redirect: 'manual' }).then(
      async (r) => {
        res.writeHead(r.status, Object.fromEntries([...r.headers].filter(([k]) => k === 'content-type' || k === 'location')));
        res.end(Buffer.from(await r.arrayBuffer()));
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gate.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  gate.close = async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return gate;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(unavailable !== null)('3 API processes and 3 workers against a primary and a streaming replica', () => {
  let cluster: ReplicaCluster;
  let fakes: FakeEngines;
  let site: Awaited<ReturnType<typeof goodSite>>;
  let gate: Awaited<ReturnType<typeof gateSite>>;
  let services: Services;
  let sql: pg.Pool;
  let accountId: string;
  let workspaceId: string;
  let processes: ServiceProcess[] = [];
  let env: Record<string, string>;
  const commands: ServiceCommand[] = ['serve', 'serve', 'start', 'worker', 'worker'];
  const api = () => processes.filter((p) => p.url !== null);
  const workers = () => processes.filter((p) => p.workerId !== null);
  let seededAt: Date;
  /** What each engine project's ledger held before its audit. */
  const seededCommitted = new Map<string, number>();

  const addJob = (task: string, times = 1) =>
    sql.query(`SELECT graphile_worker.add_job($1, '{}'::json) FROM generate_series(1, $2)`, [task, times]);
  const jobsLeft = async (task: string) =>
    Number((await sql.query<{ n: string }>(`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = $1`, [task])).rows[0].n);

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
    await migrateAll(cluster.primaryUrl, log);
    fakes = await startFakeEngines();
    fakes.program(() => true, { text: 'Northwind Coffee Roasters is a good choice.' });
    site = await goodSite();
    gate = await gateSite(site.origin);
    services = createServices(
      loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, VISIBILITY_ALLOW_PRIVATE_NETWORK: '1', ...fakes.env }),
      log,
      cluster.primaryUrl,
    );
    sql = new pg.Pool({ connectionString: cluster.primaryUrl, max: 4 });

    // The account and its projects: SQL writes 10,000 projects and their last runs in a second.
    const account = await createAccount(services.db, { email: 'scale@agency.example', plan: 'AGENCY' });
    accountId = account.id;
    workspaceId = (await services.db.workspace.findFirstOrThrow({ where: { accountId } })).id;
    await sql.query(
      `INSERT INTO project (id, account_id, workspace_id, slug, name, domain, plan, audit_every_days, created_at)
       SELECT 'prj_scale_' || lpad(g::text, 6, '0'), $1, $2, 'scale-' || g, 'Scale ' || g, $3, 'AGENCY', 1, now() - interval '2 days'
       FROM generate_series(1, $4::int) g`,
      [accountId, workspaceId, site.host, PROJECTS],
    );
    await sql.query(
      `INSERT INTO audit_run (id, account_id, project_id, status, trigger, run_date, created_at, started_at, completed_at)
       SELECT 'run_scale_' || lpad(g::text, 6, '0'), $1, 'prj_scale_' || lpad(g::text, 6, '0'), 'COMPLETED', 'SCHEDULE',
         now() - interval '1 hour', now() - interval '1 hour', now() - interval '1 hour', now() - interval '1 hour'
       FROM generate_series($2::int + 1, $3::int) g`,
      [accountId, DUE, PROJECTS],
    );
    // The engine projects: two engines, two prompts, and room in the month for one call's ceiling and a little:
    // whichever probe reserves first, another finds the month closed.
    const budget = plans.AGENCY.engineBudgetMicros;
    const ceiling = Math.max(
      ...PROMPTS.flatMap((text) => [
        services.engines.CHATGPT!.estimateCostMicros({ text }),
        services.engines.GROK!.estimateCostMicros({ text }),
      ]),
    );
    for (let g = 1; g <= ENGINE_PROJECTS; g++) {
      const project = await services.db.project.update({
        where: { id: `prj_scale_${String(g).padStart(6, '0')}` },
        data: { engines: ['CHATGPT', 'GROK'] },
      });
      for (const text of PROMPTS) await addPrompt(services.db, project, { text });
      seededCommitted.set(project.id, budget - (ceiling + 1_000));
      await services.db.engineBudgetMonth.create({
        data: {
          projectId: project.id,
          accountId,
          month: new Date(budgetMonth(new Date())),
          committedMicros: seededCommitted.get(project.id)!,
        },
      });
    }
    await sql.query('ANALYZE');
    seededAt = new Date();

    env = {
      ...fakes.env,
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URL: cluster.replicaUrl,
      VISIBILITY_CRAWL_TIMEOUT_MS: '60000',
      VISIBILITY_DB_POOL_SIZE: '5',
    };
    processes = await Promise.all(commands.map((c) => startServiceProcess(c, env)));
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await gate?.close();
    await site?.close();
    await fakes?.close();
    await sql?.end();
    await services?.replicas.close();
    await services?.db.$disconnect();
    cluster?.close();
  });

  it('runs every scheduled audit exactly once, with the scheduler run by every worker at once, and keeps each engine ledger exact', async () => {
    expect(api()).toHaveLength(3);
    expect(workers()).toHaveLength(3);
    // Six scheduler passes at once (the cron's own tick adds one every 10 minutes): each worker takes two.
    await addJob('schedule_audits', 6);
    const runsSince = () =>
      services.db.auditRun.findMany({
        where: { accountId, createdAt: { gte: seededAt } },
        select: { projectId: true, status: true, trigger: true, failureCode: true, workerId: true },
      });
    await until(
      'the scheduler passes end',
      () => jobsLeft('schedule_audits'),
      (n) => n === 0,
    );
    const runs = await until(
      'every due project audited',
      runsSince,
      (rs) => new Set(rs.map((r) => r.projectId)).size >= DUE && rs.every((r) => r.status !== 'RUNNING'),
      180_000,
    );
    const due = Array.from({ length: DUE }, (_, i) => `prj_scale_${String(i + 1).padStart(6, '0')}`);
    // One run per due project, none for the other projects.
    expect(runs.map((r) => r.projectId).sort()).toEqual(due);
    expect(runs.every((r) => r.trigger === 'SCHEDULE' && r.status === 'COMPLETED')).toBe(true);
    const byWorker = new Map<string, number>();
    for (const r of runs) byWorker.set(r.workerId!, (byWorker.get(r.workerId!) ?? 0) + 1);
    console.log(`${PROJECTS} projects on schedules, ${DUE} due: ${runs.length} runs, by worker ${JSON.stringify([...byWorker.values()])}`);

    // The ledgers: committed never above the budget, committed + overrun = what was there + every answer's cost.
    const budget = plans.AGENCY.engineBudgetMicros;
    for (const id of due.slice(0, ENGINE_PROJECTS)) {
      const ledger = await services.db.engineBudgetMonth.findFirstOrThrow({ where: { projectId: id } });
      const answers = await services.db.engineAnswer.findMany({ where: { projectId: id } });
      const costs = answers.reduce((n, a) => n + Number(a.costMicros), 0);
      const probes = await services.db.engineProbe.findMany({ where: { projectId: id } });
      expect(answers.filter((a) => a.status === 'RESERVED')).toEqual([]);
      expect(Number(ledger.committedMicros)).toBeLessThanOrEqual(budget);
      expect(Number(ledger.committedMicros) + Number(ledger.overrunMicros)).toBe(seededCommitted.get(id)! + costs);
      // Each probe's cost is its answers'.
      for (const p of probes)
        expect(Number(p.costMicros)).toBe(answers.filter((a) => a.engine === p.engine).reduce((n, a) => n + Number(a.costMicros), 0));
      expect(probes.some((p) => p.failureCode === 'budget_exhausted')).toBe(true);
    }
  });
  it("keeps a key's read limit and the one-audit-an-hour rule exact across the three API processes", async () => {
    const { key } = await createApiKey(services.db, { accountId, role: 'TRIGGER', projectSlugs: [] });
    const urls = api().map((p) => p.url!);
    const limit = plans.AGENCY.requestsPerMinute.read;
    // Twice the limit at once, spread over the processes: exactly `limit` are served.
    const statuses = await Promise.all(
      Array.from({ length: 2 * limit }, (_, i) =>
        fetch(`${urls[i % urls.length]}/api/v1/projects?limit=1`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(limit);

    // Nine triggers of one project at once, three through each process: one run.
    const slug = `scale-${DUE + 1}`;
    const since = new Date();
    const triggers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        fetch(`${urls[i % urls.length]}/api/v1/projects/${slug}/audits`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}` },
        }).then(
          async (r) => [r.status, r.status === 202 ? ((await r.json()) as { data: { created: boolean } }).data.created : null] as const,
        ),
      ),
    );
    expect(triggers.filter(([, created]) => created === true)).toHaveLength(1);
    expect(triggers.every(([status, created]) => (status === 202 && created !== null) || status === 429)).toBe(true);
    expect(await services.db.auditRun.count({ where: { project: { slug, accountId }, createdAt: { gte: since } } })).toBe(1);
  });

  it('a worker killed mid-run: the live workers fail its run as worker_lost, the scheduler runs the slot again, each engine call billed once', async () => {
    // A project of the seed made due (its last run removed), on the site that holds its crawl, asking one engine.
    const id = `prj_scale_${String(DUE + 2).padStart(6, '0')}`;
    await services.db.auditRun.deleteMany({ where: { projectId: id } });
    const project = await services.db.project.update({ where: { id }, data: { domain: gate.host, engines: ['CHATGPT'] } });
    await addPrompt(services.db, project, { text: PROMPTS[0] });
    await addJob('schedule_audits');
    // The run's crawl is held by the site; its engine probe (another job) answers meanwhile.
    const first = await until(
      'the run claimed and its probe answered',
      async () => {
        const run = await services.db.auditRun.findFirst({ where: { projectId: project.id } });
        const answered = run ? await services.db.engineAnswer.count({ where: { auditRunId: run.id, status: 'ANSWERED' } }) : 0;
        return { run, answered };
      },
      (v) => v.run?.workerId != null && v.answered === 1 && gate.requests > 0,
    );
    const victim = processes.find((p) => p.workerId === first.run!.workerId)!;
    expect(victim).toBeDefined();
    await victim.stop('SIGKILL');
    processes = processes.filter((p) => p !== victim);
    // The live workers' stale-run check (a cron job each minute; run now) finds the worker gone.
    await addJob('fail_stale_runs');
    const failed = await until(
      'the run failed',
      () => services.db.auditRun.findUniqueOrThrow({ where: { id: first.run!.id } }),
      (r) => r.status !== 'RUNNING',
      60_000,
    );
    expect(failed).toMatchObject({ status: 'FAILED', failureCode: 'worker_lost' });

    // The site answers now; the next scheduler pass runs the lost slot again, on a live worker.
    gate.holding = false;
    await addJob('schedule_audits');
    const runs = await until(
      'the slot run again',
      () => services.db.auditRun.findMany({ where: { projectId: project.id }, orderBy: { createdAt: 'asc' } }),
      (rs) => rs.length === 2 && rs[1].status !== 'RUNNING',
      60_000,
    );
    expect(runs.map((r) => [r.status, r.failureCode])).toEqual([
      ['FAILED', 'worker_lost'],
      ['COMPLETED', null],
    ]);
    expect(runs[1].workerId).not.toBe(victim.workerId);
    // Once more: nothing further is scheduled for the slot.
    await addJob('schedule_audits');
    await until(
      'the scheduler pass ends',
      () => jobsLeft('schedule_audits'),
      (n) => n === 0,
    );
    expect(await services.db.auditRun.count({ where: { projectId: project.id } })).toBe(2);

    // Each run's call billed once: one answer per run, the ledger their sum.
    const answers = await services.db.engineAnswer.findMany({ where: { projectId: project.id } });
    expect(answers.map((a) => [a.auditRunId, a.status]).sort()).toEqual(runs.map((r) => [r.id, 'ANSWERED']).sort());
    const ledger = await services.db.engineBudgetMonth.findFirstOrThrow({ where: { projectId: project.id } });
    expect(Number(ledger.committedMicros) + Number(ledger.overrunMicros)).toBe(answers.reduce((n, a) => n + Number(a.costMicros), 0));

    // The killed process is replaced, as its supervisor would.
    processes.push(await startServiceProcess(victim.command, env));
  }, 240_000);

  it('the replica stopped and started again under read load costs no failed request', async () => {
    expect(api()).toHaveLength(3);
    // Keys enough for the load at the default read limit (60 a minute each).
    const keys = await Promise.all(
      Array.from({ length: 300 }, () => createApiKey(services.db, { accountId, role: 'READ', projectSlugs: [] }).then((k) => k.key)),
    );
    const perKey = 50;
    const replicaStates = () =>
      Promise.all(
        api().map(async (p) => ((await (await fetch(`${p.url}/readyz`)).json()) as { replicas: { state: string }[] }).replicas[0].state),
      );
    await until('every process reads from the replica', replicaStates, (s) => s.every((x) => x === 'streaming'));

    let sent = 0;
    let running = true;
    const failures: string[] = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    const served = { before: 0, down: 0, after: 0 };
    const client = async (c: number) => {
      while (running) {
        const n = sent++;
        const key = keys[Math.floor(n / perKey)];
        if (!key) throw new Error('out of keys');
        const url = api()[(n + c) % 3].url!;
        const at = phase;
        const res = await fetch(`${url}/api/v1/projects?limit=20`, { headers: { authorization: `Bearer ${key}` } }).catch(
          (e: unknown) => e,
        );
        if (res instanceof Response && res.status === 200) {
          served[at]++;
          await res.arrayBuffer();
        } else failures.push(res instanceof Response ? `${res.status} ${await res.text()}` : String(res));
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, c) => client(c)));
    await until(
      'load served',
      async () => served.before,
      (n) => n >= 100,
    );
    cluster.stopReplica();
    phase = 'down';
    await until('every process sees the replica down', replicaStates, (s) => s.every((x) => x !== 'streaming'));
    await until(
      'load served while down',
      async () => served.down,
      (n) => n >= 100,
    );
    cluster.startReplica();
    await until('every process reads from the replica again', replicaStates, (s) => s.every((x) => x === 'streaming'));
    phase = 'after';
    await until(
      'load served after',
      async () => served.after,
      (n) => n >= 100,
    );
    running = false;
    await load;
    console.log(`replica stopped and restarted under load: ${JSON.stringify(served)} served, ${failures.length} failed`);
    expect(failures).toEqual([]);
  });
});
