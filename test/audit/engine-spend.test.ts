// Spend never passes the budget, even when a provider bills far more than a call's reservation:
// two workers race the engine probes of a run for the last of a month's budget while the fake
// providers report 20 times the tokens (and xAI 20 times the cost) the reservation was made for.
// The ledger stops at the budget, the excess is recorded on the answers and the month, no call is
// made after it, and the dashboard reports it. Then the ledger rules on their own: an overrun
// closes the month and is taken back as other calls release room.
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggerAudit } from '../../src/core/audit-runs.ts';
import { createDashboardSession } from '../../src/core/dashboard/sessions.ts';
import { plans } from '../../src/core/plans.ts';
import { budgetMonth, engineSpendOf, reserveEngineSpend, settleEngineSpend } from '../../src/core/probes/budget.ts';
import { createProject } from '../../src/core/projects.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { requestCaps } from '../../src/engines/request-caps.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { startFakeEngines, type FakeEngines } from '../engines/fakes/index.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
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
  await site?.close();
  await app?.close();
  await fakes?.close();
});

const worker = () =>
  runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });

const monthDate = () => new Date(`${budgetMonth(new Date())}T00:00:00Z`);

describe('a provider that reports 20 times the tokens it was reserved for', () => {
  it('two workers racing for the last of the budget commit exactly the budget, record the overrun and ask nothing more', async () => {
    const owner = await seedAccount(app.services, { plan: 'PRO', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Overrun Brand', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await app.services.db.project.update({ where: { id }, data: { engines: ['CHATGPT', 'GROK'] } });
    const prompts = Array.from({ length: 6 }, (_, i) => `overrun prompt ${i}`);
    for (const text of prompts) await addPrompt(app.services.db, project, { text });

    const engines = app.services.engines;
    const ceiling = {
      CHATGPT: engines.CHATGPT!.estimateCostMicros({ text: prompts[0] }),
      GROK: engines.GROK!.estimateCostMicros({ text: prompts[0] }),
    };
    // 20x the ceiling's tokens: the prompt, the search content bound and the output cap.
    const caps = requestCaps.CHATGPT;
    const inputTokens = 20 * (Buffer.byteLength(prompts[0]) + caps.fixedInputTokens + caps.searches.max * caps.searchInputTokens);
    const isOurs = (p: string) => p.startsWith('overrun prompt');
    fakes.openai.program(isOurs, {
      text: 'Acme is fine.',
      usage: { input_tokens: inputTokens, output_tokens: 20 * caps.outputTokens.max },
    });
    fakes.xai.program(isOurs, { text: 'Acme is fine.', usage: { cost_in_usd_ticks: 20 * ceiling.GROK * 10_000 } });

    // Room for both engines' first calls, and not much more.
    const budget = plans.PRO.engineBudgetMicros;
    const before = budget - (ceiling.CHATGPT + ceiling.GROK + 1_000);
    await app.services.db.engineBudgetMonth.create({
      data: { projectId: id, accountId: owner.account.id, month: monthDate(), committedMicros: BigInt(before) },
    });
    const asked = () => fakes.openai.count() + fakes.xai.count();
    const askedBefore = asked();

    const { auditRunId } = await triggerAudit(app.services.db, id, 'CLI');
    await Promise.all([worker(), worker()]);

    const ledger = await app.services.db.engineBudgetMonth.findFirstOrThrow({ where: { projectId: id } });
    const answers = await app.services.db.engineAnswer.findMany({ where: { auditRunId } });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 'ANSWERED')).toBe(true);
    // Never above the budget; here exactly at it, the rest kept as the overrun.
    expect(Number(ledger.committedMicros)).toBe(budget);
    expect(Number(ledger.overrunMicros)).toBeGreaterThan(0);
    // Nothing lost: committed + overrun is what was there plus what every answer cost.
    const costs = answers.reduce((n, a) => n + Number(a.costMicros), 0);
    expect(Number(ledger.committedMicros) + Number(ledger.overrunMicros)).toBe(before + costs);
    // Each answer that did not fit says by how much; together they make the month's overrun.
    expect(answers.reduce((n, a) => n + Number(a.overrunMicros), 0)).toBe(Number(ledger.overrunMicros));
    for (const a of answers) {
      expect(Number(a.costMicros)).toBeGreaterThan(Number(a.reservedMicros));
      expect(a.costSource).toBe(a.engine === 'GROK' ? 'provider' : 'price_list');
    }
    const grok = answers.find((a) => a.engine === 'GROK');
    if (grok) expect(Number(grok.costMicros)).toBe(20 * ceiling.GROK);
    // No call after the budget was passed: every request made is an answer kept, the rest refused.
    expect(asked() - askedBefore).toBe(answers.length);
    expect(answers.length).toBeLessThan(2 * prompts.length);
    const probes = await app.services.db.engineProbe.findMany({ where: { auditRunId } });
    expect(probes.map((p) => p.failureCode)).toEqual(['budget_exhausted', 'budget_exhausted']);

    // The dashboard reports it, and the next audit asks no engine.
    const token = (await createDashboardSession(app.services.db, { accountId: owner.account.id })).token;
    const res = await fetch(`${app.url}/trpc/tracking.list?input=${encodeURIComponent(JSON.stringify({ slug }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { result: { data: { engineBudget: Record<string, unknown> } } };
    expect(body.result.data.engineBudget).toMatchObject({
      spentMicros: budget,
      overrunMicros: Number(ledger.overrunMicros),
      budgetMicros: budget,
    });
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
    const spend = () => engineSpendOf(db, id, new Date());

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
    const after = await engineSpendOf(db, other.id, new Date());
    expect(after.committedMicros).toBe(budget);
    expect(after.committedMicros + after.overrunMicros).toBe(20 * 50_000 + deltas.reduce((a, b) => a + b, 0));
    expect(results.reduce((n, r) => n + r.overrunMicros, 0)).toBeGreaterThanOrEqual(after.overrunMicros);
  });
});
