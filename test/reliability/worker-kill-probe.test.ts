/**
 * A worker process killed with SIGKILL in the middle of an engine call (issue 38, item 3): the run
 * is FAILED `worker_lost`, and in the same transaction its probes end (none left PENDING or
 * RUNNING) and the call in flight (its answer RESERVED) is settled at its ceiling, the rule of
 * docs/engine-spend.md: the provider may have billed it. The month's committed spend is then
 * exactly what the run's answers cost, the interrupted call at its ceiling, nothing held as a
 * reservation. The kill comes when the fake engine has received the request (awaited, no delay).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failOrphanedRuns } from '../../src/core/audits/lifecycle.ts';
import { triggerAudit } from '../../src/core/audits/audit-runs.ts';
import { engineSpendOf } from '../../src/core/plans/engine-budget.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { startFakeEngines, type FakeEngines } from '../engines/fakes/index.ts';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';
import { goodSite } from '../support/sites.ts';

let app: TestApp;
let fakes: FakeEngines;
let site: Awaited<ReturnType<typeof goodSite>>;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  fakes = await startFakeEngines();
  app = await startTestApp({ ...fakes.env, VISIBILITY_CRAWL_TIMEOUT_MS: '2000' });
  site = await goodSite();
});
afterAll(async () => {
  if (worker && worker.exitCode === null && worker.signalCode === null) {
    worker.kill('SIGKILL');
    await once(worker, 'exit');
  }
  await site?.close();
  await app?.close();
  await fakes?.close();
});

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not reached; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('worker killed mid-probe', () => {
  it('the run fails as worker_lost with its probes ended and the call in flight settled at its ceiling, in one transaction', async () => {
    const owner = await seedAccount(app.services, { plan: 'PRO', projects: 0 });
    const { id } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme', domain: site.host });
    const project = await app.services.db.project.update({ where: { id }, data: { engines: ['CHATGPT', 'GROK'], samplesPerPrompt: 3 } });
    const [first, second] = ['best analytics tool for agencies', 'who makes the best dashboards'];
    for (const text of [first, second]) await addPrompt(app.services.db, project, { text });
    fakes.program(() => true, { text: 'Acme is a good choice.' });
    // The first prompt's three samples are answered; the second prompt's first request never is.
    fakes.openai.fail({ kind: 'hang' }, { prompt: second });
    fakes.xai.fail({ kind: 'hang' }, { prompt: second });

    const { auditRunId } = await triggerAudit(app.services.db, project, 'CLI', app.services.config.auditCooldownSeconds);
    worker = spawn('bin/visibility', ['worker'], {
      env: {
        ...process.env,
        ...fakes.env,
        DATABASE_URL: app.databaseUrl,
        VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
        VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
        VISIBILITY_CRAWL_TIMEOUT_MS: '2000',
        // One job at a time: one probe is in its call when the process dies, the other still queued.
        VISIBILITY_WORKER_CONCURRENCY: '1',
        LOG_LEVEL: process.env.TEST_WORKER_LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // Whichever probe runs first: its fake has the request in hand when the worker dies.
    await Promise.race([fakes.openai.received(1, second), fakes.xai.received(1, second)]);
    const inFlight = await app.services.db.engineAnswer.findMany({ where: { auditRunId, status: 'RESERVED' } });
    expect(inFlight).toHaveLength(1);
    worker.kill('SIGKILL');
    await once(worker, 'exit');

    // The recovery (the fail_stale_runs task's first step) once the database has seen the session go.
    await until(
      () => failOrphanedRuns(app.services.db),
      (failed) => failed.includes(auditRunId),
    );
    const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
    expect(run).toMatchObject({ status: 'FAILED', failureCode: 'worker_lost' });

    const probes = await app.services.db.engineProbe.findMany({ where: { auditRunId }, orderBy: { engine: 'asc' } });
    expect(probes.map((p) => [p.status, p.failureCode, p.finishedAt !== null])).toEqual([
      ['FAILED', 'worker_lost', true],
      ['FAILED', 'worker_lost', true],
    ]);
    const answers = await app.services.db.engineAnswer.findMany({
      where: { auditRunId },
      orderBy: [{ engine: 'asc' }, { askedAt: 'asc' }],
    });
    expect(answers.filter((a) => a.status === 'RESERVED')).toEqual([]);
    const engine = inFlight[0].engine;
    expect(answers.map((a) => [a.engine, a.status, a.sample, a.trackedPromptId === inFlight[0].trackedPromptId])).toEqual([
      [engine, 'ANSWERED', 1, false],
      [engine, 'ANSWERED', 2, false],
      [engine, 'ANSWERED', 3, false],
      [engine, 'FAILED', 1, true],
    ]);
    const interrupted = answers[3];
    expect(interrupted).toMatchObject({
      errorCode: 'interrupted',
      costSource: 'ceiling',
      lostRequests: 1,
      costMicros: inFlight[0].reservedMicros,
    });
    expect(Number(interrupted.costMicros)).toBeGreaterThan(0);

    // The month's committed spend is every answer's cost, the interrupted call at its ceiling; no reservation held.
    const spend = await engineSpendOf(app.services.db, project, new Date());
    const costs = answers.reduce((n, a) => n + Number(a.costMicros), 0);
    expect(spend).toEqual({ committedMicros: costs, overrunMicros: 0 });
    // Each probe's cost and counts agree with its answers.
    for (const p of probes) {
      const own = answers.filter((a) => a.engine === p.engine);
      expect([Number(p.costMicros), p.promptsAnswered, p.promptsFailed]).toEqual([
        own.reduce((n, a) => n + Number(a.costMicros), 0),
        own.filter((a) => a.status === 'ANSWERED').length,
        own.filter((a) => a.status === 'FAILED').length,
      ]);
    }
    console.log(
      `worker killed mid-probe: run ${run.failureCode}; probes ${probes.map((p) => `${p.engine} ${p.status}`).join(', ')}; ` +
        `interrupted ${engine} call settled at its ceiling ${interrupted.costMicros} micros; committed ${spend.committedMicros} = answers' costs`,
    );
  });
});
