// The optional role judge end to end, through the worker, against loopback fakes that speak the
// Responses API: the engine (Grok, on the xAI fake) answers, the audit completes with the
// lexicon's roles, then the role_judge job asks the judge (the OpenAI fake, through the `openai`
// SDK) and stores its verdicts beside the lexicon's. The disagreements show in REST, GraphQL and
// the export; the ledger holds the judge's reservation then its cost; a second judging of the same
// content asks nothing and reserves nothing; a malformed, refused, timed-out or failed verdict
// falls back to the lexicon, counted; a project with the judge off is never judged.
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetMonth, reserveEngineSpend } from '../../src/core/plans/engine-budget.ts';
import { plans } from '../../src/core/plans/plans.ts';
import { enqueueRoleJudge, judgeRun } from '../../src/core/role-judge/judge-answer.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addCompetitor } from '../../src/core/tracking/competitors.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { cheapestJudgeModel } from '../../src/engines/role-judge-settings.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { startFakeResponses, type FakeProviderServer } from '../engines/fakes/index.ts';
import { responsesFormat } from '../engines/fakes/openai-fake.ts';
import { startFakeProvider } from '../engines/fakes/fake-provider.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { goodSite } from '../support/sites.ts';

const REFUSE = '__refuse__';

/** The OpenAI Responses fake, which also refuses the way the API does (a `refusal` content part) when programmed with REFUSE. */
function startJudgeFake(): Promise<FakeProviderServer> {
  const base = responsesFormat('openai');
  return startFakeProvider(
    {
      ...base,
      render(answer, req, server) {
        if (answer.text !== REFUSE) return base.render(answer, req, server);
        return {
          status: 200,
          body: {
            id: 'resp_refused',
            object: 'response',
            status: 'completed',
            model: 'gpt-5-nano-2026-03-17',
            output: [
              {
                type: 'message',
                id: 'msg_r',
                status: 'completed',
                role: 'assistant',
                content: [{ type: 'refusal', refusal: "I can't help with that." }],
              },
            ],
            usage: { input_tokens: 900, output_tokens: 12 },
          },
        };
      },
    },
    '/v1',
  );
}

let app: TestApp;
let engine: FakeProviderServer;
let judge: FakeProviderServer;
let site: Awaited<ReturnType<typeof goodSite>>;

beforeAll(async () => {
  [engine, judge] = await Promise.all([startFakeResponses('xai'), startJudgeFake()]);
  app = await startTestApp({
    XAI_API_KEY: 'xai-fake',
    XAI_BASE_URL: engine.baseUrl,
    OPENAI_API_KEY: 'sk-judge-key',
    OPENAI_BASE_URL: judge.baseUrl,
    VISIBILITY_ENGINE_TIMEOUT_MS: '5000',
    VISIBILITY_CRAWL_TIMEOUT_MS: '2000',
    VISIBILITY_ROLE_JUDGE_TIMEOUT_MS: '1000',
  });
  site = await goodSite();
});
afterAll(async () => {
  await site?.close();
  await app?.close();
  await judge?.close();
  await engine?.close();
});

const work = () => runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });

/** The judge's requests (the engine's requests go to the other fake). */
const judgeRequests = () => judge.requests.filter((r) => r.prompt !== null);

const isJudgeRequest = (marker: string) => (prompt: string) => prompt.includes(marker);

/** An answer naming the client (recommended, by the lexicon too) and a competitor the lexicon reads otherwise than the judge. */
function answerText(marker: string) {
  return (
    `For small agencies (${marker}), we recommend Acme CRM for its pipeline views. Globex is a solid alternative, though it costs more than Acme CRM.\n\n` +
    'I would steer clear of Globex for a team under five people.'
  );
}

function verdicts(marker: string) {
  return JSON.stringify({
    verdicts: [
      {
        brand: 'b1',
        role: 'RECOMMENDED',
        sentiment: 'POSITIVE',
        evidence: `For small agencies (${marker}), we recommend Acme CRM for its pipeline views.`,
        language: 'en',
      },
      {
        brand: 'b2',
        role: 'COMPARED',
        sentiment: 'MIXED',
        evidence: 'Globex is a solid alternative, though it costs more than Acme CRM.',
        language: 'en',
      },
    ],
  });
}

/** A project asking Grok one prompt whose answer carries `marker`, with the judge on (through GraphQL) unless told otherwise. */
async function scenario(marker: string, opts: { judge?: boolean; owner?: Awaited<ReturnType<typeof seedAccount>> } = {}) {
  const owner = opts.owner ?? (await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 }));
  const { id, slug } = await createProject(app.services.db, {
    accountId: owner.account.id,
    name: `Acme CRM`,
    domain: site.host,
    slug: `acme-${marker}`,
  });
  const project = await app.services.db.project.update({ where: { id }, data: { engines: ['GROK'] } });
  await addCompetitor(app.services.db, project, { name: 'Globex', domain: 'globex.test' });
  await addPrompt(app.services.db, project, { text: `best CRM for agencies ${marker}` });
  engine.program(`best CRM for agencies ${marker}`, { text: answerText(marker) });
  if (opts.judge !== false) {
    const set = await gql(
      app,
      owner.key,
      `mutation($s: String!) { updateTrackingSettings(projectSlug: $s, judgeRoles: true) { judgeRoles } }`,
      { s: slug },
    );
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.updateTrackingSettings.judgeRoles).toBe(true);
  }
  return { owner, id, slug };
}

async function audit(s: { owner: { key: string }; slug: string; id: string }) {
  await app.services.db.project.update({ where: { id: s.id }, data: { lastAuditAcceptedAt: null } });
  await app.services.db.rateLimitWindow.deleteMany({});
  const res = await app.request(`/api/v1/projects/${s.slug}/audits`, { key: s.owner.key, method: 'POST' });
  expect(res.status).toBe(202);
  const { auditRunId } = (await res.json()).data as { auditRunId: string };
  await work();
  const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
  expect(run.status).toBe('COMPLETED');
  return auditRunId;
}

async function mentionsOf(s: { owner: { key: string }; slug: string }) {
  await app.services.db.rateLimitWindow.deleteMany({});
  const res = await app.request(`/api/v1/projects/${s.slug}/mentions?limit=100`, { key: s.owner.key });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
}

const ledgerOf = async (projectId: string) =>
  Number(
    (
      await app.services.db.engineBudgetMonth.findUniqueOrThrow({
        where: { projectId_month: { projectId, month: new Date(`${budgetMonth(new Date())}T00:00:00Z`) } },
      })
    ).committedMicros,
  );

const runSummary = async (key: string, auditRunId: string) => {
  const r = await gql(
    app,
    key,
    `query($id: ID!) { auditRun(id: $id) { roleJudge { model answersJudged answersCached answersFallenBack answersPending mentionsJudged mentionsFallenBack disagreements fallbacks { code mentions } costMicros } } }`,
    { id: auditRunId },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data.auditRun.roleJudge;
};

describe('the role judge', () => {
  it("stores a good verdict beside the lexicon's, shows the disagreement in REST, GraphQL and the export, and settles its cost in the ledger", async () => {
    const s = await scenario('good');
    judge.program(isJudgeRequest('(good)'), { text: verdicts('good') });
    const auditRunId = await audit(s);

    // One judge request, the service's configured key, the cheapest priced OpenAI model, temperature 0, a strict schema.
    const sent = judgeRequests().filter((r) => r.prompt!.includes('(good)'));
    expect(sent).toHaveLength(1);
    const body = sent[0].body as Record<string, any>;
    expect(body.model).toBe(cheapestJudgeModel('CHATGPT'));
    expect(body.temperature).toBe(0);
    expect(body.text.format).toMatchObject({ type: 'json_schema', strict: true });
    expect(body.tools).toBeUndefined();
    expect(sent[0].headers.authorization).toBe('Bearer sk-judge-key');
    const input = JSON.parse(body.input as string);
    expect(input.answer).toBe(answerText('good'));
    expect(input.brands.map((b: { name: string }) => b.name)).toEqual(['Acme CRM', 'Globex']);

    // Beside the lexicon, never over it.
    const mentions = await mentionsOf(s);
    const acme = mentions.find((m) => m.name === 'Acme CRM')!;
    const globex = mentions.find((m) => m.name === 'Globex')!;
    expect(acme).toMatchObject({
      role: 'RECOMMENDED',
      judgeStatus: 'JUDGED',
      judgedRole: 'RECOMMENDED',
      judgeModel: 'gpt-5-nano',
      judgeFailure: null,
    });
    // The lexicon reads "steer clear of Globex" as advice against it; the judge weighs the whole answer otherwise.
    expect(globex.role).not.toBe('COMPARED');
    expect(globex).toMatchObject({
      judgeStatus: 'JUDGED',
      judgedRole: 'COMPARED',
      judgedSentiment: 'MIXED',
      judgeEvidence: 'Globex is a solid alternative, though it costs more than Acme CRM.',
      judgeAgrees: false,
    });
    expect(acme.judgeAgrees).toBe(acme.sentiment === 'POSITIVE');
    const stored = await app.services.db.mention.findFirstOrThrow({ where: { id: globex.id as string } });
    expect(stored.role).toBe(globex.role);

    // GraphQL: the mention's fields and the run's count of disagreements.
    const g = await gql(
      app,
      s.owner.key,
      `query($s: String!) { project(slug: $s) { mentions(first: 10) { edges { node { name role judgedRole judgedSentiment judgeModel judgeAgrees } } } } }`,
      { s: s.slug },
    );
    expect(g.body.errors).toBeUndefined();
    const nodes = g.body.data.project.mentions.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toContainEqual({
      name: 'Globex',
      role: globex.role,
      judgedRole: 'COMPARED',
      judgedSentiment: 'MIXED',
      judgeModel: 'gpt-5-nano',
      judgeAgrees: false,
    });
    const summary = await runSummary(s.owner.key, auditRunId);
    expect(summary).toMatchObject({
      model: 'gpt-5-nano',
      answersJudged: 1,
      answersCached: 0,
      answersFallenBack: 0,
      mentionsJudged: 2,
      fallbacks: [],
    });
    expect(summary.disagreements).toBe(mentions.filter((m) => m.judgeAgrees === false).length);
    expect(summary.disagreements).toBeGreaterThanOrEqual(1);

    // The export carries the same columns.
    await app.services.db.rateLimitWindow.deleteMany({});
    const csv = await (await app.request(`/api/v1/projects/${s.slug}/mentions.csv`, { key: s.owner.key })).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toContain('judgeStatus,judgedRole,judgedSentiment,judgeEvidence,judgeModel,judgeFailure,judgeAgrees');
    expect(rows.find((r) => r.startsWith(`${globex.id as string},`))).toContain(
      'JUDGED,COMPARED,MIXED,"Globex is a solid alternative, though it costs more than Acme CRM.",gpt-5-nano,,false',
    );
    await app.services.db.rateLimitWindow.deleteMany({});
    const ndjson = await (await app.request(`/api/v1/projects/${s.slug}/mentions.ndjson`, { key: s.owner.key })).text();
    expect(
      ndjson
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toContainEqual(expect.objectContaining({ name: 'Globex', judgedRole: 'COMPARED', judgeAgrees: false }));

    // The ledger: reserved its ceiling before asking, settled to the fake's usage priced at gpt-5-nano ($0.05 / $0.40 per M: 1,200 in, 300 out = 180 micros).
    const call = await app.services.db.roleJudgeCall.findFirstOrThrow({ where: { auditRunId } });
    expect(call).toMatchObject({ status: 'JUDGED', servedModel: 'gpt-5-nano-2026-03-17', inputTokens: 1200, outputTokens: 300 });
    expect(Number(call.reservedMicros)).toBeGreaterThan(180);
    expect(Number(call.costMicros)).toBe(180);
    const answers = await app.services.db.engineAnswer.findMany({ where: { auditRunId } });
    const engineCost = answers.reduce((n, a) => n + Number(a.costMicros), 0);
    expect(await ledgerOf(s.id)).toBe(engineCost + 180);

    // Idempotent: the job again asks nothing and changes nothing.
    const before = judgeRequests().length;
    expect(await judgeRun(app.services, { id: auditRunId, accountId: s.owner.account.id })).toEqual({
      asked: 0,
      cached: 0,
      fallbacks: 0,
      skipped: 1,
    });
    expect(judgeRequests().length).toBe(before);
    expect(await ledgerOf(s.id)).toBe(engineCost + 180);
  });

  it('judges the same content again from its cache: no request, nothing reserved', async () => {
    const s = await scenario('cached');
    judge.program(isJudgeRequest('(cached)'), { text: verdicts('cached') });
    const first = await audit(s);
    expect(judgeRequests().filter((r) => r.prompt!.includes('(cached)'))).toHaveLength(1);
    const ledgerAfterFirst = await ledgerOf(s.id);

    const second = await audit(s);
    expect(judgeRequests().filter((r) => r.prompt!.includes('(cached)'))).toHaveLength(1);
    const call = await app.services.db.roleJudgeCall.findFirstOrThrow({ where: { auditRunId: second } });
    expect(call).toMatchObject({ status: 'CACHED', reservedMicros: 0n, costMicros: 0n });
    const answers = await app.services.db.engineAnswer.findMany({ where: { auditRunId: second } });
    expect(await ledgerOf(s.id)).toBe(ledgerAfterFirst + answers.reduce((n, a) => n + Number(a.costMicros), 0));
    expect(await runSummary(s.owner.key, second)).toMatchObject({ answersJudged: 0, answersCached: 1, mentionsJudged: 2, costMicros: 0 });
    const mentions = await app.services.db.mention.findMany({ where: { auditRunId: second }, include: { judgement: true } });
    expect(mentions.find((m) => m.name === 'Globex')?.judgement).toMatchObject({ status: 'JUDGED', role: 'COMPARED', sentiment: 'MIXED' });
    expect(first).not.toBe(second);
  });

  const fallbacks = [
    {
      marker: 'malformed',
      arrange: () => judge.program(isJudgeRequest('(malformed)'), { text: '{"verdicts": [{"brand": "b1", "role": "LOVED"' }),
      code: 'judge_malformed',
      billed: 'usage',
    },
    {
      marker: 'refused',
      arrange: () => judge.program(isJudgeRequest('(refused)'), { text: REFUSE }),
      code: 'judge_refused',
      billed: 'usage',
    },
    { marker: 'timeout', arrange: () => judge.fail({ kind: 'hang' }), code: 'judge_timeout', billed: 'ceiling' },
    { marker: 'error', arrange: () => judge.fail({ kind: 'server_error', status: 500 }), code: 'judge_transient', billed: 'nothing' },
  ] as const;

  for (const f of fallbacks) {
    it(`falls back to the lexicon when the verdict is ${f.marker === 'error' ? 'a server error' : f.marker}, counts it, and settles the ledger`, async () => {
      const s = await scenario(f.marker);
      const ledgerBefore = 0;
      f.arrange();
      const auditRunId = await audit(s);
      const call = await app.services.db.roleJudgeCall.findFirstOrThrow({ where: { auditRunId } });
      expect(call).toMatchObject({ status: 'FALLBACK', failureCode: f.code });
      expect(Number(call.reservedMicros)).toBeGreaterThan(0);
      const expectedCost =
        f.billed === 'ceiling'
          ? Number(call.reservedMicros)
          : f.billed === 'nothing'
            ? 0
            : f.marker === 'refused'
              ? Math.ceil(900 * 0.05 + 12 * 0.4)
              : 180;
      expect(Number(call.costMicros)).toBe(expectedCost);
      const answers = await app.services.db.engineAnswer.findMany({ where: { auditRunId } });
      expect(await ledgerOf(s.id)).toBe(ledgerBefore + answers.reduce((n, a) => n + Number(a.costMicros), 0) + expectedCost);

      const mentions = await mentionsOf(s);
      for (const m of mentions.filter((x) => x.kind !== 'CATEGORY')) {
        expect(m).toMatchObject({
          judgeStatus: 'FALLBACK',
          judgedRole: null,
          judgedSentiment: null,
          judgeFailure: f.code,
          judgeAgrees: null,
        });
        expect(m.role).toEqual(expect.any(String));
      }
      const summary = await runSummary(s.owner.key, auditRunId);
      expect(summary).toMatchObject({
        answersJudged: 0,
        answersFallenBack: 1,
        mentionsJudged: 0,
        mentionsFallenBack: 2,
        disagreements: 0,
        fallbacks: [{ code: f.code, mentions: 2 }],
      });
    });
  }

  it('settles a call a dead worker left in flight at its ceiling, never releasing it, and asks nothing', async () => {
    const s = await scenario('interrupted', { judge: false });
    const auditRunId = await audit(s);
    const answer = await app.services.db.engineAnswer.findFirstOrThrow({ where: { auditRunId } });
    // What a worker that died mid-request leaves: the reservation in the ledger, the call RESERVED.
    const reserved = 5_000;
    await app.services.db.$transaction(async (tx) => {
      expect(
        await reserveEngineSpend(tx, {
          projectId: s.id,
          accountId: s.owner.account.id,
          month: budgetMonth(new Date()),
          micros: reserved,
          budgetMicros: plans.ENTERPRISE.engineBudgetMicros,
        }),
      ).toBe(true);
      await tx.roleJudgeCall.create({
        data: {
          id: 'rjc_interrupted',
          accountId: s.owner.account.id,
          projectId: s.id,
          auditRunId,
          engineAnswerId: answer.id,
          model: 'gpt-5-nano',
          contentHash: 'in-flight',
          status: 'RESERVED',
          reservedMicros: reserved,
        },
      });
    });
    const ledger = await ledgerOf(s.id);
    await app.services.db.project.update({ where: { id: s.id }, data: { judgeRoles: true } });
    const before = judgeRequests().length;
    expect(await judgeRun(app.services, { id: auditRunId, accountId: s.owner.account.id })).toMatchObject({ asked: 0, fallbacks: 1 });
    expect(judgeRequests().length).toBe(before);
    expect(await app.services.db.roleJudgeCall.findUniqueOrThrow({ where: { id: 'rjc_interrupted' } })).toMatchObject({
      status: 'FALLBACK',
      failureCode: 'judge_interrupted',
      costMicros: BigInt(reserved),
    });
    expect(await ledgerOf(s.id)).toBe(ledger);
    for (const m of (await mentionsOf(s)).filter((x) => x.kind !== 'CATEGORY')) expect(m.judgeFailure).toBe('judge_interrupted');
  });

  it('never judges a project with the judge off, even in an account whose other project has it on', async () => {
    const on = await scenario('on-project');
    judge.program(isJudgeRequest('(on-project)'), { text: verdicts('on-project') });
    const off = await scenario('off-project', { judge: false, owner: on.owner });
    const other = await scenario('other-account', { judge: false });
    const before = judgeRequests().length;
    const offRun = await audit(off);
    const otherRun = await audit(other);
    expect(judgeRequests().length).toBe(before);
    expect(await app.services.db.roleJudgeCall.count({ where: { auditRunId: { in: [offRun, otherRun] } } })).toBe(0);
    for (const m of [...(await mentionsOf(off)), ...(await mentionsOf(other))]) {
      expect(m).toMatchObject({ judgeStatus: null, judgedRole: null, judgeAgrees: null });
    }
    expect(await runSummary(off.owner.key, offRun)).toBeNull();
    // Another account's key cannot read this account's run, judge summary included.
    const foreign = await gql(app, other.owner.key, `query($id: ID!) { auditRun(id: $id) { roleJudge { disagreements } } }`, {
      id: offRun,
    });
    expect(foreign.body.data?.auditRun ?? null).toBeNull();

    const onRun = await audit(on);
    expect(judgeRequests().length).toBe(before + 1);
    expect(await app.services.db.roleJudgeCall.count({ where: { auditRunId: onRun } })).toBe(1);
  });
  it("names the run's account in the job; a job of the earlier version, the run alone, still judges it; another account's judges nothing", async () => {
    const s = await scenario('payload', { judge: false });
    judge.program(isJudgeRequest('(payload)'), { text: verdicts('payload') });
    const auditRunId = await audit(s);
    await app.services.db.project.update({ where: { id: s.id }, data: { judgeRoles: true } });
    const accountId = s.owner.account.id;
    const payloadOf = async () =>
      (
        await app.services.db.$queryRaw<{ payload: unknown }[]>`
          SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
          WHERE t.identifier = 'role_judge' AND j.payload->>'auditRunId' = ${auditRunId}`
      ).map((r) => r.payload);
    await app.services.db.$transaction((tx) => enqueueRoleJudge(tx, { id: auditRunId, accountId }));
    expect(await payloadOf()).toEqual([{ auditRunId, accountId }]);
    await app.services.db.$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE payload->>'auditRunId' = ${auditRunId}`;

    // A payload naming another account finds no run of it: nothing is asked.
    const other = await seedAccount(app.services, { projects: 0 });
    await app.services.db
      .$executeRaw`SELECT graphile_worker.add_job('role_judge', json_build_object('auditRunId', ${auditRunId}::text, 'accountId', ${other.account.id}::text))`;
    const before = judgeRequests().length;
    await work();
    expect(judgeRequests().length).toBe(before);
    expect(await app.services.db.roleJudgeCall.count({ where: { auditRunId } })).toBe(0);

    // The earlier version's payload: the run's account is read, then the run is judged.
    await app.services.db.$executeRaw`SELECT graphile_worker.add_job('role_judge', json_build_object('auditRunId', ${auditRunId}::text))`;
    await work();
    expect(judgeRequests().length).toBe(before + 1);
    expect(await app.services.db.roleJudgeCall.findFirstOrThrow({ where: { auditRunId } })).toMatchObject({ accountId, status: 'JUDGED' });
  });
});
