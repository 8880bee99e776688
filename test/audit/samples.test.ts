// Samples per prompt (issue 24, part 1) and the audit cooldown setting, through the real surfaces:
// the CLI sets the samples within the plan's maximum; a worker's audit against fake engines on
// loopback then asks each engine each prompt that many times, each sample its own billed answer,
// counted as one answer each by GraphQL's aggregates; a probe resumed after a lost worker asks only
// the samples it has not asked. VISIBILITY_AUDIT_COOLDOWN_SECONDS=0 (this app) accepts audits back
// to back; the CLI with another value refuses within it, saying when; an app with 120 s answers
// REST's 429 and GraphQL's audit_too_soon with a Retry-After within it.
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetMonth } from '../../src/core/plans/engine-budget.ts';
import { ENGINE_PROBE_TASK } from '../../src/core/probes/plan-probes.ts';
import { plans } from '../../src/core/plans/plans.ts';
import { addJob } from '../../src/core/kernel/job-queue.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addCompetitor } from '../../src/core/tracking/competitors.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { type FakeEngines, startFakeEngines } from '../engines/fakes/index.ts';
import { codes, gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { goodSite } from '../support/sites.ts';

let app: TestApp;
let fakes: FakeEngines;
let site: Awaited<ReturnType<typeof goodSite>>;

beforeAll(async () => {
  fakes = await startFakeEngines();
  app = await startTestApp({
    ...fakes.env,
    VISIBILITY_ENGINE_TIMEOUT_MS: '5000',
    VISIBILITY_CRAWL_TIMEOUT_MS: '2000',
    VISIBILITY_AUDIT_COOLDOWN_SECONDS: '0',
  });
  site = await goodSite();
});
afterAll(async () => {
  await site?.close();
  await app?.close();
  await fakes?.close();
});

/** Runs every due job, as a worker process would; `payloads` collects each engine_probe job's payload. */
async function work(payloads?: unknown[]) {
  const tasks = taskList(app.services);
  const probe = tasks[ENGINE_PROBE_TASK];
  if (payloads) tasks[ENGINE_PROBE_TASK] = (payload, helpers) => (payloads.push(payload), probe(payload, helpers));
  await runOnce({ connectionString: app.databaseUrl, taskList: tasks, logger: workerLogger(app.services.log) });
}

const answerText = 'For small agencies, we recommend Acme CRM. Globex is an alternative.';

const engineRates = `query($s: String!) { project(slug: $s) { samplesPerPrompt
  visibility(groupBy: ENGINE) { key answers answersMentioningClient mentionRate answersCitingClient } } }`;

describe('samples per prompt', () => {
  it('the CLI sets them within the plan maximum; an audit then stores, bills and counts every sample as an answer', async () => {
    const owner = await seedAccount(app.services, { plan: 'PRO', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme CRM', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await addCompetitor(app.services.db, project, { name: 'Globex', domain: 'globex.test' });
    await addPrompt(app.services.db, project, { text: 'samples: best CRM' });
    await addPrompt(app.services.db, project, { text: 'samples: CRM for agencies' });
    fakes.program((p) => p.startsWith('samples:'), {
      text: answerText,
      citations: [{ url: `http://${site.host}/pricing`, title: 'Acme CRM pricing', quote: 'we recommend Acme CRM' }],
    });

    // Pro allows 3: 4 is refused and changes nothing; 3 is kept.
    const cli = (samples: string) =>
      runCli(app.databaseUrl, [
        'project',
        'update',
        '--account',
        owner.account.email,
        '--project',
        slug,
        '--samples',
        samples,
        '--engines',
        'CHATGPT,GEMINI',
      ]);
    const refused = await cli(String(plans.PRO.samplesPerPrompt + 1));
    expect(refused.code).toBe(1);
    expect(refused.out.error).toBe('4 samples per prompt is more than the pro plan allows (at most 3).');
    expect((await app.services.db.project.findUniqueOrThrow({ where: { id } })).samplesPerPrompt).toBe(1);
    expect((await cli('0')).code).toBe(1);
    const set = await cli('3');
    expect(set.code).toBe(0);
    expect(set.out).toMatchObject({ slug, samplesPerPrompt: 3, maxSamplesPerPrompt: 3, engines: ['CHATGPT', 'GEMINI'] });

    const asked = { openai: fakes.openai.count(), gemini: fakes.gemini.count() };
    const res = await app.request(`/api/v1/projects/${slug}/audits`, { key: owner.key, method: 'POST' });
    expect(res.status).toBe(202);
    const { auditRunId } = (await res.json()).data;
    await work();
    const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
    expect(run.status).toBe('COMPLETED');
    // Each sample is its own call: 2 prompts x 3 samples per engine.
    expect(fakes.openai.count() - asked.openai).toBe(6);
    expect(fakes.gemini.count() - asked.gemini).toBe(6);

    const answers = await app.services.db.engineAnswer.findMany({
      where: { auditRunId },
      include: { mentions: true, citations: true },
      orderBy: [{ engine: 'asc' }, { promptText: 'asc' }, { sample: 'asc' }],
    });
    expect(answers).toHaveLength(12);
    const keys = answers.map((a) => `${a.engine}|${a.promptText}|${a.sample}`);
    expect(new Set(keys).size).toBe(12);
    for (const engine of ['CHATGPT', 'GEMINI'] as const)
      for (const prompt of ['samples: best CRM', 'samples: CRM for agencies']) {
        const own = answers.filter((a) => a.engine === engine && a.promptText === prompt);
        expect(own.map((a) => a.sample)).toEqual([1, 2, 3]);
      }
    for (const a of answers) {
      expect(a.status).toBe('ANSWERED');
      expect(Number(a.costMicros)).toBeGreaterThan(0);
      expect(a.mentions.some((m) => m.kind === 'CLIENT')).toBe(true);
      expect(a.citations.some((c) => c.isClientDomain)).toBe(true);
    }
    const probes = await app.services.db.engineProbe.findMany({ where: { auditRunId } });
    for (const p of probes) expect(p).toMatchObject({ status: 'SUCCEEDED', samplesPerPrompt: 3, promptsTotal: 6, promptsAnswered: 6 });

    // Every sample was reserved and settled against the month's budget: the ledger is their sum.
    const ledger = await app.services.db.engineBudgetMonth.findUniqueOrThrow({
      where: { projectId_month: { projectId: id, month: new Date(`${budgetMonth(new Date())}T00:00:00Z`) } },
    });
    expect(Number(ledger.committedMicros)).toBe(answers.reduce((s, a) => s + Number(a.costMicros), 0));

    // The aggregates count each sample as one answer (the n of every rate).
    const r = await gql(app, owner.key, engineRates, { s: slug });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.project.samplesPerPrompt).toBe(3);
    expect(r.body.data.project.visibility).toEqual([
      { key: 'CHATGPT', answers: 6, answersMentioningClient: 6, mentionRate: 100, answersCitingClient: 6 },
      { key: 'GEMINI', answers: 6, answersMentioningClient: 6, mentionRate: 100, answersCitingClient: 6 },
    ]);
    const md = (await app.services.db.report.findUniqueOrThrow({ where: { auditRunId } })).markdown;
    expect(md).toMatch(/\| ChatGPT \| `[^|]+ \| 6 of 6 \| answered \|/);

    // A second audit at once: this app's cooldown is 0 seconds.
    const again = await app.request(`/api/v1/projects/${slug}/audits`, { key: owner.key, method: 'POST' });
    expect(again.status).toBe(202);
    expect((await again.json()).data).toMatchObject({ created: true });
    await work();

    // The CLI under another cooldown refuses within it and says when to retry.
    const soon = await runCli(app.databaseUrl, ['audit', 'run', '--account', owner.account.email, '--project', slug], {
      ...fakes.env,
      VISIBILITY_AUDIT_COOLDOWN_SECONDS: '90',
    });
    expect(soon.code).toBe(1);
    expect(soon.out.error).toMatch(/one is accepted every 90 seconds, so the next can start in (\d+) s/);
    const wait = Number(/start in (\d+) s/.exec(soon.out.error)![1]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(90);
  });

  it('a probe resumed after its worker was lost asks only the samples it had not asked, never storing one twice', async () => {
    const owner = await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme CRM', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await addPrompt(app.services.db, project, { text: 'resume: best CRM' });
    fakes.program((p) => p.startsWith('resume:'), { text: answerText });
    const set = await gql(
      app,
      owner.key,
      `mutation($s: String!) { updateTrackingSettings(projectSlug: $s, engines: [CHATGPT], samplesPerPrompt: 4) { samplesPerPrompt maxSamplesPerPrompt } }`,
      { s: slug },
    );
    expect(set.body.data.updateTrackingSettings).toEqual({ samplesPerPrompt: 4, maxSamplesPerPrompt: plans.ENTERPRISE.samplesPerPrompt });

    // The run and its probe, as the audit job plans them; then the worker "dies" after two samples.
    const res = await app.request(`/api/v1/projects/${slug}/audits`, { key: owner.key, method: 'POST' });
    const { auditRunId } = (await res.json()).data;
    const before = fakes.openai.count('resume: best CRM');
    const payloads: unknown[] = [];
    await work(payloads);
    // The probe's job names the run with its account (docs/scaling.md, "Past one primary").
    expect(payloads).toEqual([{ auditRunId, accountId: owner.account.id, engine: 'CHATGPT' }]);
    expect(fakes.openai.count('resume: best CRM') - before).toBe(4);
    const all = await app.services.db.engineAnswer.findMany({ where: { auditRunId }, orderBy: { sample: 'asc' } });
    expect(all.map((a) => a.sample)).toEqual([1, 2, 3, 4]);
    // Put the run back where a lost worker leaves it: samples 3 and 4 never asked, the probe RUNNING.
    await app.services.db.engineAnswer.deleteMany({ where: { auditRunId, sample: { gt: 2 } } });
    await app.services.db.engineProbe.updateMany({ where: { auditRunId }, data: { status: 'RUNNING', promptsAnswered: 2 } });
    await app.services.db.auditRun.update({ where: { id: auditRunId }, data: { status: 'RUNNING', completedAt: null } });

    // The job runs again (a retry): twice, as a duplicated job would. The first as a job queued by
    // an earlier version ({ auditRunId, engine }: no account, read from the run) would: it resumes.
    const retries = [
      { auditRunId, engine: 'CHATGPT' },
      { auditRunId, accountId: owner.account.id, engine: 'CHATGPT' },
    ];
    for (const [i, payload] of retries.entries()) {
      await app.services.db.$transaction((tx) =>
        addJob(tx, ENGINE_PROBE_TASK, payload, { jobKey: `resume-${auditRunId}-${i}`, maxAttempts: 1 }),
      );
      await work();
      // The first asks samples 3 and 4; the duplicate after it asks nothing.
      expect(fakes.openai.count('resume: best CRM') - before).toBe(6);
    }
    const resumed = await app.services.db.engineAnswer.findMany({ where: { auditRunId }, orderBy: { sample: 'asc' } });
    expect(resumed.map((a) => [a.sample, a.status])).toEqual([
      [1, 'ANSWERED'],
      [2, 'ANSWERED'],
      [3, 'ANSWERED'],
      [4, 'ANSWERED'],
    ]);
    expect((await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } })).status).toBe('COMPLETED');

    // The database refuses a second answer for the same run, prompt, engine and sample.
    const one = resumed[0];
    await expect(
      app.services.db.engineAnswer.create({
        data: {
          id: `${one.id}x`,
          accountId: one.accountId,
          projectId: one.projectId,
          auditRunId,
          trackedPromptId: one.trackedPromptId,
          engine: one.engine,
          sample: one.sample,
          status: 'RESERVED',
          promptText: one.promptText,
        },
      }),
    ).rejects.toThrow(/Unique constraint/);
  });

  it('GraphQL refuses samples above the plan with samples_above_plan and keeps the setting', async () => {
    const owner = await seedAccount(app.services, { plan: 'AGENCY' });
    const s = owner.projects[0].slug;
    const update = `mutation($s: String!, $n: Int) { updateTrackingSettings(projectSlug: $s, samplesPerPrompt: $n) { samplesPerPrompt } }`;
    expect((await gql(app, owner.key, update, { s, n: plans.AGENCY.samplesPerPrompt })).body.data.updateTrackingSettings).toEqual({
      samplesPerPrompt: 5,
    });
    const above = await gql(app, owner.key, update, { s, n: 6 });
    expect(codes(above)).toEqual(['samples_above_plan']);
    const zero = await gql(app, owner.key, update, { s, n: 0 });
    expect(codes(zero)).toEqual(['invalid_body']);
    const read = await gql(app, owner.key, `query($s: String!) { project(slug: $s) { samplesPerPrompt } }`, { s });
    expect(read.body.data.project.samplesPerPrompt).toBe(5);
  });
});

describe('VISIBILITY_AUDIT_COOLDOWN_SECONDS on the API', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await startTestApp({ VISIBILITY_AUDIT_COOLDOWN_SECONDS: '120' });
  });
  afterAll(async () => short?.close());

  it('REST and GraphQL refuse within the configured cooldown with Retry-After at most its length, and accept after it', async () => {
    const { key, projects } = await seedAccount(short.services);
    const slug = projects[0].slug;
    const trigger = () => short.request(`/api/v1/projects/${slug}/audits`, { key, method: 'POST' });
    const first = await trigger();
    expect(first.status).toBe(202);
    const { auditRunId } = (await first.json()).data;
    await short.services.db.auditRun.update({ where: { id: auditRunId }, data: { status: 'COMPLETED' } });

    const soon = await trigger();
    expect(soon.status).toBe(429);
    expect(await soon.json()).toEqual({ error: 'audit_too_soon' });
    const retry = Number(soon.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(100);
    expect(retry).toBeLessThanOrEqual(120);
    const g = await gql(short, key, `mutation($s: String!) { triggerAudit(projectSlug: $s) { auditRunId } }`, { s: slug });
    expect(codes(g)).toEqual(['audit_too_soon']);
    expect(g.body.errors![0].extensions.retryAfter).toBeLessThanOrEqual(120);

    // 121 seconds later (an hour has not passed): accepted.
    await short.services.db.project.update({
      where: { id: projects[0].id },
      data: { lastAuditAcceptedAt: new Date(Date.now() - 121_000) },
    });
    expect((await trigger()).status).toBe(202);
  });
});
