// End to end: two audits through the worker, engines as fake provider servers on loopback, a real
// webhook receiver on loopback. ChatGPT's answers mention the client in 30% of them, then in 90%;
// the other engines answer the same both times. Exactly one visibility.changed arrives, signed,
// naming ChatGPT's mention rate and nothing else; GraphQL lists the same change.
import Stripe from 'stripe';
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggerAudit } from '../../src/core/audits/audit-runs.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addCompetitor } from '../../src/core/tracking/competitors.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { createEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { type FakeEngines, startFakeEngines } from '../engines/fakes/index.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { goodSite } from '../support/sites.ts';
import { type Receiver, startReceiver } from '../webhooks/support.ts';

const stripeSignature = new Stripe('sk_test_unused').webhooks.signature!;
const PROMPTS = 30;
let app: TestApp;
let fakes: FakeEngines;
let site: Awaited<ReturnType<typeof goodSite>>;
let changes: Receiver;
let runEvents: Receiver;

beforeAll(async () => {
  fakes = await startFakeEngines();
  app = await startTestApp({ ...fakes.env, VISIBILITY_ENGINE_TIMEOUT_MS: '5000', VISIBILITY_CRAWL_TIMEOUT_MS: '2000' });
  site = await goodSite();
  changes = await startReceiver();
  runEvents = await startReceiver();
});
afterAll(async () => {
  await changes?.close();
  await runEvents?.close();
  await site?.close();
  await app?.close();
  await fakes?.close();
});

async function work() {
  await runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });
}

const prompt = (i: number) => `which CRM should agency number ${i} pick`;
const promptNumber = (text: string) => Number(/agency number (\d+) /.exec(text)?.[1] ?? -1);
// An answer naming the client names its competitor too (share of voice 50% in every audit); the
// others name no brand. Every answer cites the same third-party review (citation rate 0%).
const review = { url: 'https://reviews.test/crm-roundup', title: 'CRM roundup', quote: 'CRM' };
const naming = { text: 'Acme CRM and Globex are both good CRM choices for agencies.', citations: [review] };
const silent = { text: 'Any CRM with pipeline views will do; compare a few before you decide.', citations: [review] };

/** Every engine answers prompts 0..8 naming the client (30%); ChatGPT answers the first `chatgpt` that way. */
function programEngines(chatgpt: number) {
  fakes.program((p) => promptNumber(p) >= 0, silent);
  fakes.program((p) => promptNumber(p) >= 0 && promptNumber(p) < 9, naming);
  fakes.openai.program((p) => promptNumber(p) >= 0 && promptNumber(p) >= chatgpt, silent);
  fakes.openai.program((p) => promptNumber(p) >= 0 && promptNumber(p) < chatgpt, naming);
}

describe('visibility.changed', () => {
  it('after ChatGPT goes from 30% to 90% of answers mentioning the client, one alert names its mention rate and nothing else', async () => {
    const owner = await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Acme CRM', domain: site.host });
    await app.services.db.project.update({ where: { id }, data: { engines: ['CHATGPT', 'CLAUDE', 'PERPLEXITY'] } });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await addCompetitor(app.services.db, project, { name: 'Globex', domain: 'globex.test' });
    for (let i = 0; i < PROMPTS; i++) await addPrompt(app.services.db, project, { text: prompt(i) });
    const subscribed = await createEndpoint(app.services, {
      accountId: owner.account.id,
      url: changes.url,
      events: ['visibility.changed'],
    });
    const defaults = await createEndpoint(app.services, { accountId: owner.account.id, url: runEvents.url });
    expect(defaults.events).toEqual(['audit_run.completed', 'audit_run.failed']);

    programEngines(9);
    const first = await triggerAudit(app.services.db, project, 'CLI', 0);
    await work();
    await runEvents.waitFor(1);
    programEngines(27);
    const second = await triggerAudit(app.services.db, project, 'CLI', 0);
    await work();
    await runEvents.waitFor(2);
    await changes.waitFor(1);

    const runs = await app.services.db.auditRun.findMany({ where: { projectId: id }, orderBy: { runDate: 'asc' } });
    expect(runs.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED']);
    const answers = await app.services.db.engineAnswer.groupBy({
      by: ['auditRunId', 'engine'],
      where: { projectId: id, status: 'ANSWERED' },
      _count: true,
    });
    expect(answers.map((a) => a._count)).toEqual(Array(6).fill(PROMPTS));

    // Exactly one delivery to the subscribed endpoint: the second audit's, signed like every event.
    expect(changes.received).toHaveLength(1);
    const [delivery] = changes.received;
    expect(delivery.headers['x-service-event']).toBe('visibility.changed');
    expect(stripeSignature.verifyHeader(delivery.body, delivery.headers['x-service-signature'] as string, subscribed.secret, 300)).toBe(
      true,
    );
    const body = JSON.parse(delivery.body);
    expect(Object.keys(body)).toEqual(['event', 'auditRunId', 'projectId', 'projectSlug', 'previousAuditRunId', 'changes', 'occurredAt']);
    expect(body).toMatchObject({
      event: 'visibility.changed',
      auditRunId: second.auditRunId,
      projectSlug: slug,
      previousAuditRunId: first.auditRunId,
    });
    expect(body.changes).toEqual([
      {
        engine: 'CHATGPT',
        metric: 'mentionRate',
        pValue: expect.any(Number),
        adjustedPValue: expect.any(Number),
        significant: true,
        before: { value: 30, low: expect.any(Number), high: expect.any(Number), n: PROMPTS },
        after: { value: 90, low: expect.any(Number), high: expect.any(Number), n: PROMPTS },
      },
    ]);
    expect(body.changes[0].adjustedPValue).toBeLessThanOrEqual(0.05);
    expect(body.changes[0].before.high).toBeLessThan(body.changes[0].after.low);

    // The endpoint on the default events heard both runs end and no visibility.changed.
    expect(runEvents.received.map((r) => JSON.parse(r.body).event)).toEqual(['audit_run.completed', 'audit_run.completed']);

    // GraphQL: the same object; every comparison (3 engines x 3 metrics) on request, the rest not significant.
    const q = `query($id: ID!) { auditRun(id: $id) {
      significant: visibilityChanges { engine metric pValue adjustedPValue significant before { value low high n } after { value low high n } }
      all: visibilityChanges(significantOnly: false) { engine metric significant pValue after { value n } } } }`;
    const r = await gql(app, owner.key, q, { id: second.auditRunId });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.auditRun.significant).toEqual(body.changes);
    const all = r.body.data.auditRun.all;
    expect(all).toHaveLength(9);
    expect(all.filter((c: { significant: boolean }) => c.significant)).toHaveLength(1);
    expect(all.find((c: { engine: string; metric: string }) => c.engine === 'CHATGPT' && c.metric === 'shareOfVoice')).toMatchObject({
      after: { value: 50, n: 54 },
      pValue: 1,
    });
    // The first audit had nothing to compare with.
    const firstRun = await gql(
      app,
      owner.key,
      `query($id: ID!) { auditRun(id: $id) { visibilityChanges(significantOnly: false) { engine } } }`,
      {
        id: first.auditRunId,
      },
    );
    expect(firstRun.body.data.auditRun.visibilityChanges).toEqual([]);

    // The report of the second audit says the same: ChatGPT's mention rate, and nothing else, under "What changed".
    const markdown = await (await app.request(`/api/v1/projects/${slug}/report`, { key: owner.key })).text();
    const changed = markdown.slice(markdown.indexOf('## What changed'), markdown.indexOf('### Visibility by engine'));
    // In plain words: one real change, engine by engine, and every other figure within chance.
    const byEngine = changed.slice(changed.indexOf('### Engine by engine'));
    expect(byEngine.split('\n').filter((l: string) => l.startsWith('- '))).toEqual([
      expect.stringMatching(/^- ChatGPT: mentioned in 90% of answers \(\d+-\d+%\), up from 30%\.$/),
    ]);
    expect(byEngine).toContain('Every other figure is within what asking the engines again could produce by chance');

    // Another account sees nothing of it.
    const stranger = await seedAccount(app.services, { plan: 'ENTERPRISE' });
    const outside = await gql(app, stranger.key, q, { id: second.auditRunId });
    expect(outside.body.data.auditRun).toBeNull();
    expect(outside.body.errors?.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['not_found']);
  });
});
