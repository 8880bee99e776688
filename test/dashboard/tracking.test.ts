import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { addUser } from '../../src/core/accounts/users.ts';
import { reserveEngineSpend, budgetMonth } from '../../src/core/plans/engine-budget.ts';
import { plans } from '../../src/core/plans/plans.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { engineNames } from '../../src/engines/engine-list.ts';

/**
 * The Tracking setup page's tRPC procedures through HTTP with bearer dashboard sessions: the
 * overview (engines configured on this service, limits, this month's engine spend), adding and
 * removing prompts and competitors, settings; members may manage tracking; another account's
 * session and another project's rows get 404; plan limits 422.
 */
let app: TestApp;
beforeAll(async () => {
  // One engine configured (ChatGPT through an OpenAI key): the others must show as not configured.
  app = await startTestApp({ OPENAI_API_KEY: 'sk-test-tracking', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
});
afterAll(async () => app?.close());

async function sessionOf(accountId: string, userId?: string) {
  return (await createDashboardSession(app.services.db, { accountId, userId })).token;
}

async function call(token: string, path: string, input: unknown, kind: 'query' | 'mutation') {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    kind === 'query'
      ? await fetch(`${app.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${app.url}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
  const body = (await res.json()) as { result?: { data: any }; error?: { message: string; data: { appCode?: string } } };
  return { status: res.status, data: body.result?.data, error: body.error };
}
const query = (token: string, path: string, input: unknown) => call(token, path, input, 'query');
const mutate = (token: string, path: string, input: unknown) => call(token, path, input, 'mutation');

describe('tracking.list', () => {
  it("shows a new project's empty tracking, every engine with the configured one, limits and this month's spend", async () => {
    const seeded = await seedAccount(app.services, { plan: 'PRO' });
    const project = seeded.projects[0];
    const month = budgetMonth(new Date());
    await app.services.db.$transaction((tx) =>
      reserveEngineSpend(tx, {
        projectId: project.id,
        accountId: seeded.account.id,
        month,
        micros: 1_234_567,
        budgetMicros: plans.PRO.engineBudgetMicros,
      }),
    );
    const token = await sessionOf(seeded.account.id);
    const r = await query(token, 'tracking.list', { slug: project.slug });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      project: { slug: project.slug, plan: 'PRO' },
      prompts: [],
      competitors: [],
      settings: { brandAliases: [], engines: [], effectiveEngines: ['CHATGPT'] },
      limits: { trackedPrompts: plans.PRO.trackedPrompts, competitors: plans.PRO.competitors },
      engineBudget: { month, spentMicros: 1_234_567, overrunMicros: 0, budgetMicros: plans.PRO.engineBudgetMicros },
    });
    expect(r.data.engines).toHaveLength(engineNames.length);
    expect(r.data.engines.filter((e: { configured: boolean }) => e.configured).map((e: { engine: string }) => e.engine)).toEqual([
      'CHATGPT',
    ]);
  });
});

describe('prompts and competitors', () => {
  it('a member adds and removes prompts and competitors; the list shows what is stored', async () => {
    const seeded = await seedAccount(app.services);
    const slug = seeded.projects[0].slug;
    const user = await addUser(app.services.db, {
      accountId: seeded.account.id,
      email: `member-${seeded.account.id}@example.test`,
      role: 'MEMBER',
      password: 'correct horse battery',
    });
    const token = await sessionOf(seeded.account.id, user.id);

    const p = await mutate(token, 'tracking.addPrompt', {
      slug,
      text: 'best CRM for small agencies',
      tags: ['crm', 'crm'],
      country: 'US',
      language: 'en',
    });
    expect(p.status).toBe(200);
    expect(p.data).toMatchObject({ text: 'best CRM for small agencies', tags: ['crm'], country: 'US', language: 'en' });
    const c = await mutate(token, 'tracking.addCompetitor', { slug, name: 'Globex', domain: 'globex.example', aliases: ['Globex Corp'] });
    expect(c.status).toBe(200);
    expect(c.data).toMatchObject({ name: 'Globex', domain: 'globex.example', aliases: ['Globex Corp'] });

    const dup = await mutate(token, 'tracking.addPrompt', { slug, text: 'best CRM for small agencies' });
    expect([dup.status, dup.error?.data.appCode]).toEqual([409, 'prompt_exists']);
    expect(dup.error?.message).toBe('the project already tracks this prompt');
    const bad = await mutate(token, 'tracking.addPrompt', { slug, text: 'x', country: 'usa' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/country/);

    const listed = await query(token, 'tracking.list', { slug });
    expect(listed.data.prompts.map((x: { id: string }) => x.id)).toEqual([p.data.id]);
    expect(listed.data.competitors.map((x: { id: string }) => x.id)).toEqual([c.data.id]);

    expect((await mutate(token, 'tracking.removePrompt', { slug, id: p.data.id })).data).toEqual({ id: p.data.id, removed: true });
    expect((await mutate(token, 'tracking.removeCompetitor', { slug, id: c.data.id })).data).toEqual({ id: c.data.id, removed: true });
    expect(await app.services.db.trackedPrompt.count({ where: { projectId: seeded.projects[0].id } })).toBe(0);
    expect(await app.services.db.competitor.count({ where: { projectId: seeded.projects[0].id } })).toBe(0);
    const again = await mutate(token, 'tracking.removePrompt', { slug, id: p.data.id });
    expect([again.status, again.error?.data.appCode]).toEqual([404, 'not_found']);
  });

  it("another account's session gets 404 for the project and its rows; a row of another project of the same account is not removed through this one", async () => {
    const a = await seedAccount(app.services, { projects: 2 });
    const [first, second] = a.projects;
    const owner = await sessionOf(a.account.id);
    const prompt = (await mutate(owner, 'tracking.addPrompt', { slug: first.slug, text: 'top project tools' })).data;
    const competitor = (await mutate(owner, 'tracking.addCompetitor', { slug: first.slug, name: 'Initech', domain: 'initech.example' }))
      .data;

    const b = await seedAccount(app.services);
    const foreign = await sessionOf(b.account.id);
    for (const [path, input, kind] of [
      ['tracking.list', { slug: first.slug }, 'query'],
      ['tracking.addPrompt', { slug: first.slug, text: 'injected' }, 'mutation'],
      ['tracking.removePrompt', { slug: first.slug, id: prompt.id }, 'mutation'],
      ['tracking.removeCompetitor', { slug: first.slug, id: competitor.id }, 'mutation'],
      ['tracking.updateSettings', { slug: first.slug, brandAliases: ['Evil'] }, 'mutation'],
      // Its own project's slug with A's row ids.
      ['tracking.removePrompt', { slug: b.projects[0].slug, id: prompt.id }, 'mutation'],
      ['tracking.removeCompetitor', { slug: b.projects[0].slug, id: competitor.id }, 'mutation'],
    ] as const) {
      const r = await call(foreign, path, input, kind);
      expect([path, r.status, r.error?.data.appCode]).toEqual([path, 404, 'not_found']);
    }
    const sibling = await mutate(owner, 'tracking.removePrompt', { slug: second.slug, id: prompt.id });
    expect(sibling.status).toBe(404);
    expect(await app.services.db.trackedPrompt.count({ where: { id: prompt.id } })).toBe(1);
    expect(await app.services.db.competitor.count({ where: { id: competitor.id } })).toBe(1);
    expect((await app.services.db.project.findUniqueOrThrow({ where: { id: first.id } })).brandAliases).toEqual([]);
  });

  it("the plan's limits are 422 with the limit in the message", async () => {
    const seeded = await seedAccount(app.services, { plan: 'FREE' });
    const slug = seeded.projects[0].slug;
    const token = await sessionOf(seeded.account.id);
    for (let i = 0; i < plans.FREE.trackedPrompts; i++) {
      expect((await mutate(token, 'tracking.addPrompt', { slug, text: `prompt ${i}` })).status).toBe(200);
    }
    const over = await mutate(token, 'tracking.addPrompt', { slug, text: 'one too many' });
    expect([over.status, over.error?.data.appCode]).toEqual([422, 'prompt_limit_reached']);
    expect(over.error?.message).toBe(`the free plan tracks at most ${plans.FREE.trackedPrompts} prompts per project`);

    for (let i = 0; i < plans.FREE.competitors; i++) {
      expect((await mutate(token, 'tracking.addCompetitor', { slug, name: `C${i}`, domain: `c${i}.example` })).status).toBe(200);
    }
    const overC = await mutate(token, 'tracking.addCompetitor', { slug, name: 'Late', domain: 'late.example' });
    expect([overC.status, overC.error?.data.appCode]).toEqual([422, 'competitor_limit_reached']);
    expect(await app.services.db.trackedPrompt.count({ where: { projectId: seeded.projects[0].id } })).toBe(plans.FREE.trackedPrompts);
  });
});

describe('tracking.updateSettings', () => {
  it('changes only the fields given: aliases, engines (effective = chosen and configured), cadence on and off', async () => {
    const seeded = await seedAccount(app.services);
    const slug = seeded.projects[0].slug;
    const token = await sessionOf(seeded.account.id);
    const r1 = await mutate(token, 'tracking.updateSettings', {
      slug,
      brandAliases: ['Acme', 'Acme Inc.'],
      engines: ['CLAUDE', 'CHATGPT'],
      auditEveryDays: 14,
    });
    expect(r1.data).toEqual({
      brandAliases: ['Acme', 'Acme Inc.'],
      engines: ['CHATGPT', 'CLAUDE'],
      effectiveEngines: ['CHATGPT'],
      auditEveryDays: 14,
      samplesPerPrompt: 1,
      maxSamplesPerPrompt: plans.AGENCY.samplesPerPrompt,
      judgeRoles: false,
    });
    const r2 = await mutate(token, 'tracking.updateSettings', { slug, auditEveryDays: null });
    expect(r2.data).toEqual({ ...r1.data, auditEveryDays: null });
    const r3 = await mutate(token, 'tracking.updateSettings', { slug, engines: ['CLAUDE'] });
    expect(r3.data).toMatchObject({ engines: ['CLAUDE'], effectiveEngines: [] });
    const bad = await mutate(token, 'tracking.updateSettings', { slug, auditEveryDays: 0 });
    expect(bad.status).toBe(400);
    const row = await app.services.db.project.findUniqueOrThrow({ where: { id: seeded.projects[0].id } });
    expect([row.brandAliases, row.engines, row.auditEveryDays]).toEqual([['Acme', 'Acme Inc.'], ['CLAUDE'], null]);
  });

  it("sets samples per prompt up to the plan's maximum; above it 422 samples_above_plan and nothing changes", async () => {
    const seeded = await seedAccount(app.services, { plan: 'PRO' });
    const slug = seeded.projects[0].slug;
    const token = await sessionOf(seeded.account.id);
    const ok = await mutate(token, 'tracking.updateSettings', { slug, samplesPerPrompt: plans.PRO.samplesPerPrompt });
    expect(ok.data).toMatchObject({ samplesPerPrompt: 3, maxSamplesPerPrompt: 3 });
    const above = await mutate(token, 'tracking.updateSettings', { slug, samplesPerPrompt: 4, auditEveryDays: 30 });
    expect(above.status).toBe(422);
    expect(above.error?.data.appCode).toBe('samples_above_plan');
    expect(above.error?.message).toBe('4 samples per prompt is more than the pro plan allows (at most 3).');
    const bad = await mutate(token, 'tracking.updateSettings', { slug, samplesPerPrompt: 1.5 });
    expect(bad.status).toBe(400);
    const listed = await query(token, 'tracking.list', { slug });
    expect(listed.data.settings).toMatchObject({ samplesPerPrompt: 3, maxSamplesPerPrompt: 3, auditEveryDays: 7 });
  });
});
