// Spend never passes the budget, even when a provider bills far more than a call's reservation:
// two workers (in this process, then as two `bin/visibility worker` processes) race the engine
// probes of a run for the last of a month's budget while the fake providers report 20 times the
// tokens (and xAI 20 times the cost) the reservation was made for.
// The ledger stops at the budget, the excess is recorded on the answers and the month, no call is
// made after it, and the dashboard reports it. Then the ledger rules on their own: an overrun
// closes the month and is taken back as other calls release room. Last, a request lost on the way
// goes through the same rules: retried only once another ceiling is reserved, paid at its ceiling.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_TASK, triggerAudit } from '../../src/core/audits/audit-runs.ts';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { plans } from '../../src/core/plans/plans.ts';
import { budgetMonth, engineSpendOf, reserveEngineSpend, settleEngineSpend } from '../../src/core/plans/engine-budget.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { requestCaps } from '../../src/engines/request-caps.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { startFakeEngines, type FakeEngines } from '../engines/fakes/index.ts';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';
import { goodSite } from '../support/sites.ts';

let app: TestApp;
let fakes: FakeEngines;
let site: Awaited<ReturnType<typeof goodSite>>;

beforeAll(async () => {
  fakes = await startFakeEngines();
  app = await startTestApp({ ...fakes.env, VISIBILITY_ENGINE_TIMEOUT_MS: '5000', VISIBILITY_CRAWL_TIMEOUT_MS: '2000' });
  site = await goodSite();
});
afterAll(async () => {
  await stopWorkerProcesses();
  await site?.close();
  await app?.close();
  await fakes?.close();
});

const worker = () =>
  runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });

const children: ChildProcess[] = [];

/** `bin/visibility worker` as its own process on the test's database and the fakes, one job at a time. */
function startWorkerProcess(): ChildProcess {
  const child = spawn('bin/visibility', ['worker'], {
    env: {
      ...process.env,
      ...fakes.env,
      DATABASE_URL: app.databaseUrl,
      VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
      VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
      VISIBILITY_ENGINE_TIMEOUT_MS: '5000',
      VISIBILITY_WORKER_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
    },
    // The service logs JSON lines to stderr.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  return child;
}

async function stopWorkerProcesses(): Promise<void> {
  const live = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of live) c.kill('SIGKILL');
  await Promise.all(live.map((c) => once(c, 'exit')));
}

const monthDate = () => new Date(`${budgetMonth(new Date())}T00:00:00Z`);

/**
 * A PRO project asking ChatGPT and Grok, whose fakes answer its prompts with 20 times the
 * reservation's tokens (xAI: 20 times its cost), and a ledger with room for one call of each.
 */
async function overrunScenario(name: string, prefix: string) {
  const owner = await seedAccount(app.services, { plan: 'PRO', projects: 0 });
  const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name, domain: site.host });
  const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
  await app.services.db.project.update({ where: { id }, data: { engines: ['CHATGPT', 'GROK'] } });
  const prompts = Array.from({ length: 6 }, (_, i) => `${prefix} ${i}`);
  for (const text of prompts) await addPrompt(app.services.db, project, { text });

  const engines = app.services.engines;
  const ceiling = {
    CHATGPT: engines.CHATGPT!.estimateCostMicros({ text: prompts[0] }),
    GROK: engines.GROK!.estimateCostMicros({ text: prompts[0] }),
  };
  // 20x the ceiling's tokens: the prompt, the search content bound and the output cap.
  const caps = requestCaps.CHATGPT;
  const inputTokens = 20 * (Buffer.byteLength(prompts[0]) + caps.fixedInputTokens + caps.searches.max * caps.searchInputTokens);
  const isOurs = (p: string) => p.startsWith(prefix);
  fakes.openai.program(isOurs, { text: 'Acme is fine.', usage: { input_tokens: inputTokens, output_tokens: 20 * caps.outputTokens.max } });
  fakes.xai.program(isOurs, { text: 'Acme is fine.', usage: { cost_in_usd_ticks: 20 * ceiling.GROK * 10_000 } });

  // Room for both engines' first calls, and not much more.
  const budget = plans.PRO.engineBudgetMicros;
  const before = budget - (ceiling.CHATGPT + ceiling.GROK + 1_000);
  await app.services.db.engineBudgetMonth.create({
    data: { projectId: id, accountId: owner.account.id, month: monthDate(), committedMicros: BigInt(before) },
  });
  return { accountId: owner.account.id, id, slug, prompts, ceiling, budget, before };
}

const asked = () => fakes.openai.count() + fakes.xai.count();

/** What must hold once both probes of the run are done, whoever ran them. */
async function expectSettledWithinBudget(s: Awaited<ReturnType<typeof overrunScenario>>, auditRunId: string, askedBefore: number) {
  const ledger = await app.services.db.engineBudgetMonth.findFirstOrThrow({ where: { projectId: s.id } });
  const answers = await app.services.db.engineAnswer.findMany({ where: { auditRunId } });
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((a) => a.status === 'ANSWERED')).toBe(true);
  // Never above the budget; here exactly at it, the rest kept as the overrun.
  expect(Number(ledger.committedMicros)).toBe(s.budget);
  expect(Number(ledger.overrunMicros)).toBeGreaterThan(0);
  // Nothing lost: committed + overrun is what was there plus what every answer cost.
  const costs = answers.reduce((n, a) => n + Number(a.costMicros), 0);
  expect(Number(ledger.committedMicros) + Number(ledger.overrunMicros)).toBe(s.before + costs);
  // Each answer that did not fit says by how much; together they make the month's overrun.
  expect(answers.reduce((n, a) => n + Number(a.overrunMicros), 0)).toBe(Number(ledger.overrunMicros));
  for (const a of answers) {
    expect(Number(a.costMicros)).toBeGreaterThan(Number(a.reservedMicros));
    expect(a.costSource).toBe(a.engine === 'GROK' ? 'provider' : 'price_list');
  }
  const grok = answers.find((a) => a.engine === 'GROK');
  if (grok) expect(Number(grok.costMicros)).toBe(20 * s.ceiling.GROK);
  // No call after the budget was passed: every request made is an answer kept, the rest refused.
  expect(asked() - askedBefore).toBe(answers.length);
  expect(answers.length).toBeLessThan(2 * s.prompts.length);
  const probes = await app.services.db.engineProbe.findMany({ where: { auditRunId } });
  expect(probes.map((p) => p.failureCode)).toEqual(['budget_exhausted', 'budget_exhausted']);
  return { ledger, answers };
}

describe('a provider that reports 20 times the tokens it was reserved for', () => {
  it('two workers racing for the last of the budget commit exactly the budget, record the overrun and ask nothing more', async () => {
    const s = await overrunScenario('Overrun Brand', 'overrun prompt');
    const askedBefore = asked();
    const { auditRunId } = await triggerAudit(app.services.db, s, 'CLI', app.services.config.auditCooldownSeconds);
    await Promise.all([worker(), worker()]);
    const { ledger } = await expectSettledWithinBudget(s, auditRunId, askedBefore);

    // The dashboard reports it.
    const token = (await createDashboardSession(app.services.db, { accountId: s.accountId })).token;
    const res = await fetch(`${app.url}/trpc/tracking.list?input=${encodeURIComponent(JSON.stringify({ slug: s.slug }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { result: { data: { engineBudget: Record<string, unknown> } } };
    expect(body.result.data.engineBudget).toMatchObject({
      spentMicros: s.budget,
      overrunMicros: Number(ledger.overrunMicros),
      budgetMicros: s.budget,
    });
  });

  it('two `bin/visibility worker` processes racing for the two queued probes: the same', async () => {
    const s = await overrunScenario('Process Brand', 'process prompt');
    const askedBefore = asked();
    const { auditRunId } = await triggerAudit(app.services.db, s, 'CLI', app.services.config.auditCooldownSeconds);
    // The site half in this process: it queues both probes, left for the two worker processes.
    await runOnce({
      connectionString: app.databaseUrl,
      taskList: { [AUDIT_TASK]: taskList(app.services)[AUDIT_TASK] },
      logger: workerLogger(app.services.log),
    });
    const finished: Array<{ pid: number; engine: string }> = [];
    const done = new Promise<void>((resolve, reject) => {
      for (let i = 0; i < 2; i++) {
        const child = startWorkerProcess();
        child.on('exit', (code) => {
          if (finished.length < 2) reject(new Error(`worker process exited (${code}) before both probes finished`));
        });
        readline.createInterface({ input: child.stderr! }).on('line', (line) => {
          if (!line.startsWith('{')) return;
          const entry = JSON.parse(line) as { msg?: string; auditRunId?: string; engine: string; pid: number };
          if (entry.msg !== 'engine probe finished' || entry.auditRunId !== auditRunId) return;
          finished.push({ pid: entry.pid, engine: entry.engine });
          if (finished.length === 2) resolve();
        });
      }
    });
    await done;
    await stopWorkerProcesses();
    const { ledger, answers } = await expectSettledWithinBudget(s, auditRunId, askedBefore);
    console.log(
      `two worker processes: ${JSON.stringify(finished)}; ${answers.length} answers; committed ${ledger.committedMicros} of ${s.budget}, overrun ${ledger.overrunMicros}`,
    );
  });
});

describe('the ledger', () => {
  it('an overrun refuses every reservation until other calls give back room; committed never passes the budget', async () => {
    const owner = await seedAccount(app.services, { plan: 'PRO', projects: 0 });
    const { id } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Ledger Brand', domain: site.host });
    const db = app.services.db;
    const budget = 1_000_000;
    const month = budgetMonth(new Date());
    const ledger = { projectId: id, accountId: owner.account.id, month, budgetMicros: budget };
    const reserve = (micros: number) => db.$transaction((tx) => reserveEngineSpend(tx, { ...ledger, micros }));
    const settle = (deltaMicros: number) => db.$transaction((tx) => settleEngineSpend(tx, { ...ledger, deltaMicros }));
    const spend = () => engineSpendOf(db, { id, accountId: owner.account.id }, new Date());

    // Two calls of 300,000 in flight, 400,000 left.
    expect(await reserve(300_000)).toBe(true);
    expect(await reserve(300_000)).toBe(true);
    // The first costs 20 times its reservation: 6,000,000, of which 400,000 fits.
    expect(await settle(6_000_000 - 300_000)).toEqual({ overrunMicros: 5_300_000 });
    expect(await spend()).toEqual({ committedMicros: budget, overrunMicros: 5_300_000 });
    // Closed: not even the smallest call is reserved.
    expect(await reserve(1)).toBe(false);
    // The second call costs nothing: the room it gives back is taken by the overrun, not reopened.
    expect(await settle(-300_000)).toEqual({ overrunMicros: 0 });
    expect(await spend()).toEqual({ committedMicros: budget, overrunMicros: 5_000_000 });
    expect(await reserve(1)).toBe(false);

    // Concurrent settlements under the row lock: 20 calls reserved, all settling at once, some far over.
    const other = await createProject(db, { accountId: owner.account.id, name: 'Race Brand', domain: site.host });
    const race = { ...ledger, projectId: other.id };
    for (let i = 0; i < 20; i++) expect(await db.$transaction((tx) => reserveEngineSpend(tx, { ...race, micros: 50_000 }))).toBe(true);
    const deltas = Array.from({ length: 20 }, (_, i) => (i % 4 === 0 ? 950_000 : -20_000));
    const results = await Promise.all(deltas.map((d) => db.$transaction((tx) => settleEngineSpend(tx, { ...race, deltaMicros: d }))));
    const after = await engineSpendOf(db, { id: other.id, accountId: owner.account.id }, new Date());
    expect(after.committedMicros).toBe(budget);
    expect(after.committedMicros + after.overrunMicros).toBe(20 * 50_000 + deltas.reduce((a, b) => a + b, 0));
    expect(results.reduce((n, r) => n + r.overrunMicros, 0)).toBeGreaterThanOrEqual(after.overrunMicros);
  });
});

describe('a request lost on the way (connection dropped after it reached the provider)', () => {
  /** A PRO project asking ChatGPT one prompt whose first `drops` requests are dropped, with room for `ceilings` of its calls. */
  async function lostScenario(name: string, prompt: string, drops: number, ceilings: number) {
    const owner = await seedAccount(app.services, { plan: 'PRO', projects: 0 });
    const { id } = await createProject(app.services.db, { accountId: owner.account.id, name, domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await app.services.db.project.update({ where: { id }, data: { engines: ['CHATGPT'] } });
    await addPrompt(app.services.db, project, { text: prompt });
    fakes.openai.program(prompt, { text: 'Acme is fine.' });
    fakes.openai.fail({ kind: 'reset' }, { prompt, times: drops });
    const ceiling = app.services.engines.CHATGPT!.estimateCostMicros({ text: prompt });
    const budget = plans.PRO.engineBudgetMicros;
    const before = budget - (ceilings * ceiling + 1_000);
    await app.services.db.engineBudgetMonth.create({
      data: { projectId: id, accountId: owner.account.id, month: monthDate(), committedMicros: BigInt(before) },
    });
    const { auditRunId } = await triggerAudit(app.services.db, project, 'CLI', app.services.config.auditCooldownSeconds);
    await worker();
    await worker();
    const answer = await app.services.db.engineAnswer.findFirstOrThrow({ where: { auditRunId } });
    const ledger = await app.services.db.engineBudgetMonth.findFirstOrThrow({ where: { projectId: id } });
    return { answer, ledger, ceiling, budget, before };
  }

  it('is retried only once another ceiling is reserved: with room for one call, no second request, one ceiling paid', async () => {
    const prompt = 'lost spend: no room';
    const s = await lostScenario('Lost No Room Brand', prompt, 1, 1);
    expect(fakes.openai.count(prompt)).toBe(1);
    expect(s.answer).toMatchObject({ status: 'FAILED', errorCode: 'engine_transient', lostRequests: 1 });
    expect([Number(s.answer.reservedMicros), Number(s.answer.costMicros)]).toEqual([s.ceiling, s.ceiling]);
    expect(Number(s.ledger.committedMicros)).toBe(s.before + s.ceiling);
    expect(Number(s.ledger.overrunMicros)).toBe(0);
  });

  it('with room for two, the retry answers: two ceilings reserved, settled to the answer plus the lost request at its ceiling', async () => {
    const prompt = 'lost spend: room';
    const s = await lostScenario('Lost Room Brand', prompt, 1, 2);
    expect(fakes.openai.count(prompt)).toBe(2);
    expect(s.answer).toMatchObject({ status: 'ANSWERED', requests: 2, lostRequests: 1, costSource: 'price_list' });
    expect(Number(s.answer.reservedMicros)).toBe(2 * s.ceiling);
    const cost = Number(s.answer.costMicros);
    expect(cost).toBeGreaterThan(s.ceiling);
    expect(cost).toBeLessThanOrEqual(2 * s.ceiling);
    expect(Number(s.ledger.committedMicros)).toBe(s.before + cost);
    expect(Number(s.ledger.committedMicros)).toBeLessThanOrEqual(s.budget);
  });
});
