// The whole engine half of an audit, through the worker: every engine faked on loopback (one of
// them refusing its key), a project with prompts and a competitor; then the REST lists, the
// run's scores, the reports and the webhook event must agree with what the engines answered.
import { execFileSync, spawnSync } from 'node:child_process';
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggerAudit } from '../../src/core/audits/audit-runs.ts';
import { budgetMonth } from '../../src/core/plans/engine-budget.ts';
import { plans } from '../../src/core/plans/plans.ts';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { addUser } from '../../src/core/accounts/users.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addCompetitor } from '../../src/core/tracking/competitors.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { createEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { engineNames } from '../../src/engines/engine-list.ts';
import { defaultModels } from '../../src/engines/settings.ts';
import { engineProvider } from '../../src/engines/providers.ts';
import { type FakeEngines, startFakeEngines } from '../engines/fakes/index.ts';
import { gql } from '../graphql/support.ts';
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

async function work() {
  await runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });
}

const answerText =
  'For small agencies, we recommend Acme CRM for its pipeline views. Globex is a solid alternative, though it costs more than Acme CRM.\n\n' +
  '1. **Acme CRM**\n2. **Globex**\n3. **Initech Sales**';

async function list(path: string, key: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    await app.services.db.rateLimitWindow.deleteMany({});
    const res = await app.request(
      `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { key },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    items.push(...body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

describe('an audit that asks the AI engines', () => {
  it('records citations and mentions from every engine that answered, scores brand and platform, and says which failed', async () => {
    const owner = await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme CRM', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await addCompetitor(app.services.db, project, { name: 'Globex', domain: 'globex.test', aliases: ['Globex Corp'] });
    await addPrompt(app.services.db, project, { text: 'best CRM for small agencies', tags: ['CRM'] });
    await addPrompt(app.services.db, project, { text: 'Acme CRM alternatives' });
    await createEndpoint(app.services, { accountId: owner.account.id, url: 'http://127.0.0.1:9/hook' });
    fakes.program(() => true, {
      text: answerText,
      citations: [
        { url: `http://${site.host}/pricing?utm_source=openai`, title: 'Acme CRM pricing', quote: 'we recommend Acme CRM' },
        { url: 'https://www.globex.test/crm', title: 'Globex CRM', quote: 'Globex is a solid alternative' },
      ],
      listed: [{ url: 'https://reviews.test/acme-crm-review', title: 'Acme CRM review' }],
    });
    fakes.anthropic.fail({ kind: 'auth' }, { times: 10 });

    const res = await app.request(`/api/v1/projects/${slug}/audits`, { key: owner.key, method: 'POST' });
    expect(res.status).toBe(202);
    const { auditRunId } = (await res.json()).data;
    await work();

    const run = (await (await app.request(`/api/v1/audit-runs/${auditRunId}`, { key: owner.key })).json()).data;
    expect(run.status).toBe('COMPLETED');
    expect(run.scores.brand).toEqual(expect.any(Number));
    expect(run.scores.platform).toEqual(expect.any(Number));
    expect(run.scores.platform).toBe(100); // every answering engine cited the client's own site

    const probes = await app.services.db.engineProbe.findMany({ where: { auditRunId }, orderBy: { engine: 'asc' } });
    expect(probes).toHaveLength(engineNames.length);
    const claude = probes.find((p) => p.engine === 'CLAUDE')!;
    expect(claude).toMatchObject({ status: 'FAILED', failureCode: 'engine_auth', promptsAnswered: 0 });
    expect(fakes.anthropic.count()).toBe(1); // an auth error is not retried, and stops the engine
    const answering = probes
      .filter((p) => p.status === 'SUCCEEDED')
      .map((p) => p.engine)
      .sort();
    expect(answering).toEqual(engineNames.filter((e) => e !== 'CLAUDE').sort());
    for (const p of probes.filter((p) => p.status === 'SUCCEEDED')) expect(p.promptsAnswered).toBe(2);

    const citations = await list(`/api/v1/projects/${slug}/citations`, owner.key);
    const mentions = await list(`/api/v1/projects/${slug}/mentions`, owner.key);
    expect(new Set(citations.map((c) => c.engine))).toEqual(new Set(answering));
    expect(new Set(mentions.map((m) => m.engine))).toEqual(new Set(answering));
    const own = citations.filter((c) => c.isClientDomain);
    expect(own).toHaveLength(answering.length * 2);
    for (const c of own) {
      expect(c).toMatchObject({ matchedEntity: 'Acme CRM', isCompetitorDomain: false, position: 1 });
      expect(c.normalizedUrl).not.toContain('utm_source');
    }
    const rival = citations.filter((c) => c.isCompetitorDomain);
    expect(rival.every((c) => c.matchedEntity === 'Globex' && c.host.endsWith('globex.test'))).toBe(true);
    const client = mentions.filter((m) => m.kind === 'CLIENT');
    expect(client).toHaveLength(answering.length * 2);
    expect(client.every((m) => m.name === 'Acme CRM' && m.role === 'RECOMMENDED')).toBe(true);
    expect(mentions.some((m) => m.kind === 'COMPETITOR' && m.name === 'Globex')).toBe(true);

    // Every raw answer is kept, linked to its run and prompt.
    const answers = await app.services.db.engineAnswer.findMany({ where: { auditRunId } });
    expect(answers.filter((a) => a.status === 'ANSWERED')).toHaveLength(answering.length * 2);
    for (const a of answers.filter((a) => a.status === 'ANSWERED')) {
      expect(a.text).toContain('we recommend Acme CRM');
      expect(a.trackedPromptId).not.toBeNull();
      expect(a.raw).not.toBeNull();
      // The fan-out: what the engine searched, stored with the answer; null where the provider
      // does not expose it (SerpApi).
      if (engineProvider[a.engine] === 'serpapi') expect(a.searchQueries).toBeNull();
      else expect((a.searchQueries as Array<{ query: string }>).map((q) => q.query)).toContain(a.promptText);
    }

    // The fan-out reads over this audit (docs/fanout.md): every stored search once, and a search led
    // to a client or competitor citation exactly when one of the answer's citations is a URL it found.
    const stored = answers.filter((a) => a.status === 'ANSWERED');
    const searches = await list(`/api/v1/projects/${slug}/search-queries?auditRunId=${auditRunId}`, owner.key);
    expect(searches).toHaveLength(stored.reduce((n, a) => n + ((a.searchQueries as unknown[] | null)?.length ?? 0), 0));
    expect(searches.some((q) => q.ledToClientCitation === true)).toBe(true);
    for (const q of searches) {
      const cited = citations.filter((c) => c.answerId === q.engineAnswerId && (q.foundUrls ?? []).includes(c.url));
      if (q.foundUrls === null) expect([q.ledToCitation, q.ledToClientCitation, q.ledToCompetitorCitation]).toEqual([null, null, null]);
      else
        expect([q.ledToCitation, q.ledToClientCitation, q.ledToCompetitorCitation]).toEqual([
          cited.length > 0,
          cited.some((c) => c.isClientDomain),
          cited.some((c) => c.isCompetitorDomain),
        ]);
    }
    await app.services.db.rateLimitWindow.deleteMany({});
    const fanout = (await (await app.request(`/api/v1/projects/${slug}/fanout?auditRunId=${auditRunId}`, { key: owner.key })).json()).data;
    expect(fanout.answers).toBe(stored.length);
    expect(fanout.searches).toBe(searches.length);
    for (const e of fanout.engines)
      expect(e.exposed, e.engine).toBe(engineProvider[e.engine as keyof typeof engineProvider] === 'serpapi' ? 0 : e.answers);

    // Spend: the ledger holds exactly what the answers cost, within the plan's budget.
    const ledger = await app.services.db.engineBudgetMonth.findUniqueOrThrow({
      where: { projectId_month: { projectId: id, month: new Date(`${budgetMonth(new Date())}T00:00:00Z`) } },
    });
    const spent = answers.reduce((sum, a) => sum + Number(a.costMicros), 0);
    expect(Number(ledger.committedMicros)).toBe(spent);
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(plans.ENTERPRISE.engineBudgetMicros);

    // The report says who was asked and who failed, and counts what the API lists.
    const md = await (await app.request(`/api/v1/projects/${slug}/report`, { key: owner.key })).text();
    expect(md).toContain(`${engineNames.length} engines asked the project\u2019s tracked prompts; ${answering.length} answered.`);
    // Its executive summary says which engine failed and what the figures rest on.
    expect(md).toMatch(
      /## Executive summary\n\n(?:[^\n#][^\n]*\n\n)*[^\n]*Claude \([^\n]+\) failed; brand, platform and share of voice come only from the 7 engines that answered\./,
    );
    expect(md).toMatch(/\| Claude \| `claude-[^`]+` \| 0 of 2 \| failed: /);
    expect(md).toContain(`| **All engines** | ${citations.length} | ${own.length} |`);
    const pdf = await app.request(`/api/v1/projects/${slug}/report.pdf`, { key: owner.key });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The text check needs poppler-utils (.ci/run installs it; `npm test` alone may lack it).
    if (spawnSync('pdftotext', ['-v']).error === undefined) {
      const text = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();
      expect(text).toContain('AI engines asked');
      expect(text).toContain('Claude');
    }

    // The webhook event carries the same run and score.
    const event = await app.services.db.webhookEvent.findFirstOrThrow({ where: { auditRunId } });
    expect(JSON.parse(event.payload)).toMatchObject({ event: 'audit_run.completed', auditRunId, overallScore: run.scores.overall });
  });

  it('never spends past the monthly budget: once it is used up, the remaining prompts are not asked', async () => {
    const owner = await seedAccount(app.services, { plan: 'PRO', projects: 0 });
    const { id } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Budget Brand', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await app.services.db.project.update({ where: { id }, data: { engines: ['CHATGPT'] } });
    for (let i = 0; i < 5; i++) await addPrompt(app.services.db, project, { text: `budget prompt ${i}` });
    // Every prompt has the same length, so the same ceiling.
    const estimate = app.services.engines.CHATGPT!.estimateCostMicros({ text: 'budget prompt 0' });
    const budget = plans.PRO.engineBudgetMicros;
    // Room for exactly one reservation this month: after the first call costs anything, no second fits.
    await app.services.db.engineBudgetMonth.create({
      data: {
        projectId: id,
        accountId: owner.account.id,
        month: new Date(`${budgetMonth(new Date())}T00:00:00Z`),
        committedMicros: BigInt(budget - estimate),
      },
    });
    const before = fakes.openai.count();
    const { auditRunId } = await triggerAudit(app.services.db, project, 'CLI', app.services.config.auditCooldownSeconds);
    await work();
    const probe = await app.services.db.engineProbe.findFirstOrThrow({ where: { auditRunId } });
    expect(probe).toMatchObject({ status: 'SUCCEEDED', promptsAnswered: 1, failureCode: 'budget_exhausted' });
    expect(fakes.openai.count() - before).toBe(1);
    const ledger = await app.services.db.engineBudgetMonth.findFirstOrThrow({ where: { projectId: id } });
    expect(Number(ledger.committedMicros)).toBeLessThanOrEqual(budget);
    const md = (await app.services.db.report.findUniqueOrThrow({ where: { auditRunId } })).markdown;
    expect(md).toContain("answered, then stopped: the plan's monthly engine budget is used up");

    // With less than one call's worth left, the next audit asks no engine and says why.
    const again = await triggerAudit(app.services.db, project, 'CLI', app.services.config.auditCooldownSeconds).catch(() => null);
    expect(again).toBeNull(); // the hourly limit holds scheduled and CLI audits too
  });

  it('asks no engine when the project tracks no prompts, and says so', async () => {
    const owner = await seedAccount(app.services, { plan: 'PRO', projects: 0 });
    const { id } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Quiet Brand', domain: site.host });
    const project = { id, accountId: owner.account.id };
    const requests = fakes.openai.requests.length;
    const { auditRunId } = await triggerAudit(app.services.db, project, 'CLI', app.services.config.auditCooldownSeconds);
    await work();
    const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
    expect(run).toMatchObject({ status: 'COMPLETED', scoreBrand: null, scorePlatform: null });
    expect(fakes.openai.requests.length).toBe(requests);
    const md = (await app.services.db.report.findUniqueOrThrow({ where: { auditRunId } })).markdown;
    expect(md).toContain('No AI engine was asked: the project tracks no prompts yet.');
    expect(md).not.toMatch(/It asked the AI engines/);
  });

  it('keeps a truncated answer and the model that answered, scores only whole answers, and pays once per possibly-billed request', async () => {
    const owner = await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme CRM', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await app.services.db.project.update({ where: { id }, data: { engines: ['CHATGPT', 'GEMINI'] } });
    await addPrompt(app.services.db, project, { text: 'lifecycle: cut off' });
    await addPrompt(app.services.db, project, { text: 'lifecycle: dropped once' });
    await addPrompt(app.services.db, project, { text: 'lifecycle: dropped twice' });
    const whole = {
      text: 'We recommend Acme CRM for agencies.',
      citations: [{ url: `http://${site.host}/`, title: 'Acme CRM', quote: 'We recommend Acme CRM' }],
    };
    fakes.program((p) => p.startsWith('lifecycle:'), whole);
    fakes.openai.program('lifecycle: cut off', { ...whole, text: 'We recommend Acme CRM for agencies, because its', truncated: true });
    fakes.gemini.program((p) => p.startsWith('lifecycle:'), { ...whole, servedModel: 'gemini-3.9-flash' });
    // The connection drops after the request reached OpenAI: it may be billed, and is retried once.
    fakes.openai.fail({ kind: 'reset' }, { prompt: 'lifecycle: dropped once' });
    // Dropped again on the retry: no third request; both are paid at the ceiling, and said so.
    fakes.openai.fail({ kind: 'reset' }, { prompt: 'lifecycle: dropped twice', times: 2 });

    const { auditRunId } = await triggerAudit(app.services.db, project, 'CLI', app.services.config.auditCooldownSeconds);
    await work();
    const run = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: auditRunId } });
    expect(run.status).toBe('COMPLETED');

    const answers = await app.services.db.engineAnswer.findMany({ where: { auditRunId }, include: { mentions: true, citations: true } });
    const of = (engine: string, prompt: string) => answers.find((a) => a.engine === engine && a.promptText === prompt)!;
    const cut = of('CHATGPT', 'lifecycle: cut off');
    expect(cut).toMatchObject({ status: 'ANSWERED', truncated: true, finishReason: 'max_output_tokens', model: defaultModels.CHATGPT });
    expect(cut.servedModel).toBe(`${defaultModels.CHATGPT}-2026-03-17`);
    expect(cut.text).toContain('because its');
    expect([cut.mentions.length, cut.citations.length]).toEqual([0, 0]); // kept, shown, never scored
    const dropped = of('CHATGPT', 'lifecycle: dropped once');
    // The ceiling counts the prompt: each prompt has its own.
    const ceilingOf = (text: string) => app.services.engines.CHATGPT!.estimateCostMicros({ text });
    const estimate = ceilingOf('lifecycle: dropped once');
    expect(dropped).toMatchObject({ status: 'ANSWERED', truncated: false, requests: 2, lostRequests: 1 });
    expect(Number(dropped.reservedMicros)).toBe(2 * estimate); // a second reservation before the retry
    expect(Number(dropped.costMicros)).toBeGreaterThan(estimate); // the lost request at the ceiling, plus the answer
    const twice = of('CHATGPT', 'lifecycle: dropped twice');
    expect(twice).toMatchObject({ status: 'FAILED', errorCode: 'engine_transient', lostRequests: 2 });
    const twiceCeiling = ceilingOf('lifecycle: dropped twice');
    expect([Number(twice.reservedMicros), Number(twice.costMicros)]).toEqual([2 * twiceCeiling, 2 * twiceCeiling]);
    expect(fakes.openai.count('lifecycle: dropped twice')).toBe(2);
    for (const a of answers.filter((a) => a.engine === 'GEMINI')) {
      expect(a).toMatchObject({ model: defaultModels.GEMINI, servedModel: 'gemini-3.9-flash', finishReason: 'STOP', truncated: false });
      expect(a.mentions.length).toBeGreaterThan(0);
    }

    // The report says which answers were cut off and which model answered.
    const md = (await app.services.db.report.findUniqueOrThrow({ where: { auditRunId } })).markdown;
    expect(md).toContain(
      `| ChatGPT | \`${defaultModels.CHATGPT}\` (answered by \`${defaultModels.CHATGPT}-2026-03-17\`) | 2 of 3 | answered; 1 cut off, not scored |`,
    );
    expect(md).toContain(`| Gemini | \`${defaultModels.GEMINI}\` (answered by \`gemini-3.9-flash\`) | 3 of 3 | answered |`);

    // Spend: exactly what the answers cost, the lost request included.
    const ledger = await app.services.db.engineBudgetMonth.findFirstOrThrow({ where: { projectId: id } });
    expect(Number(ledger.committedMicros)).toBe(answers.reduce((sum, a) => sum + Number(a.costMicros), 0));

    // GraphQL shows all of it; the visibility aggregate counts the three whole answers only.
    const r = await gql(
      app,
      owner.key,
      `query($id: ID!, $s: String!) {
        auditRun(id: $id) { engineAnswers(first: 10) { edges { node { engine promptText model servedModel truncated finishReason billableRequests lostRequests } } } }
        project(slug: $s) { visibility(groupBy: ENGINE) { key answers answersMentioningClient } }
      }`,
      { id: auditRunId, s: slug },
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data.auditRun.engineAnswers.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toContainEqual({
      engine: 'CHATGPT',
      promptText: 'lifecycle: cut off',
      model: defaultModels.CHATGPT,
      servedModel: `${defaultModels.CHATGPT}-2026-03-17`,
      truncated: true,
      finishReason: 'max_output_tokens',
      billableRequests: 1,
      lostRequests: 0,
    });
    expect(nodes).toContainEqual(expect.objectContaining({ promptText: 'lifecycle: dropped once', billableRequests: 2, lostRequests: 1 }));
    expect(r.body.data.project.visibility).toEqual([
      { key: 'CHATGPT', answers: 1, answersMentioningClient: 1 },
      { key: 'GEMINI', answers: 3, answersMentioningClient: 3 },
    ]);

    // The dashboard's answer view (tRPC projects.answer) says the same.
    const user = await addUser(app.services.db, {
      accountId: owner.account.id,
      email: `lifecycle-${Date.now()}@example.test`,
      role: 'MEMBER',
    });
    const { token } = await createDashboardSession(app.services.db, { accountId: owner.account.id, userId: user.id });
    const view = await fetch(`${app.url}/trpc/projects.answer?input=${encodeURIComponent(JSON.stringify({ id: cut.id }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(view.status).toBe(200);
    expect(((await view.json()) as { result: { data: unknown } }).result.data).toMatchObject({
      model: defaultModels.CHATGPT,
      servedModel: `${defaultModels.CHATGPT}-2026-03-17`,
      truncated: true,
      finishReason: 'max_output_tokens',
      billableRequests: 1,
      lostRequests: 0,
    });
  });
});
