// Tracking mutations through HTTP: prompts, competitors and settings with a read-and-trigger key,
// refused to read-only keys and, for scoped keys, outside their projects; each is one write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import { plans } from '../../src/core/plans/plans.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { codes, gql } from './support.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ OPENAI_API_KEY: 'sk-test-tracking', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
});
afterAll(async () => app?.close());

const addPrompt = `mutation($s: String!, $text: String!, $tags: [String!], $country: String, $language: String) {
  addTrackedPrompt(projectSlug: $s, text: $text, tags: $tags, country: $country, language: $language) { id text tags country language createdAt } }`;
const removePrompt = `mutation($s: String!, $id: ID!) { removeTrackedPrompt(projectSlug: $s, id: $id) { id removed } }`;
const addCompetitor = `mutation($s: String!, $name: String!, $domain: String!, $aliases: [String!]) {
  addCompetitor(projectSlug: $s, name: $name, domain: $domain, aliases: $aliases) { id name domain aliases } }`;
const removeCompetitor = `mutation($s: String!, $id: ID!) { removeCompetitor(projectSlug: $s, id: $id) { id removed } }`;
const updateSettings = `mutation($s: String!, $aliases: [String!], $engines: [Engine!], $days: Int) {
  updateTrackingSettings(projectSlug: $s, brandAliases: $aliases, engines: $engines, auditEveryDays: $days) { brandAliases engines effectiveEngines auditEveryDays } }`;
const tracked = `query($s: String!) { project(slug: $s) { trackedPrompts { id text } competitors { id domain } } }`;

const keyOf = async (accountId: string, role: 'READ' | 'TRIGGER', projectSlugs: string[] = []) =>
  (await createApiKey(app.services.db, { accountId, role, projectSlugs })).key;

describe('tracking mutations', () => {
  it('a read-and-trigger key adds, lists and removes prompts and competitors, and changes settings; each counts as a write', async () => {
    // Exactly ten mutations below: the key's write limit per minute (one more would be rate_limited).
    const seeded = await seedAccount(app.services);
    const s = seeded.projects[0].slug;
    const p = await gql(app, seeded.key, addPrompt, {
      s,
      text: 'best CRM for small agencies',
      tags: ['crm'],
      country: 'US',
      language: 'en',
    });
    expect(p.body.errors).toBeUndefined();
    expect(p.body.data.addTrackedPrompt).toMatchObject({
      text: 'best CRM for small agencies',
      tags: ['crm'],
      country: 'US',
      language: 'en',
    });
    expect(Date.parse(p.body.data.addTrackedPrompt.createdAt)).not.toBeNaN();
    expect(p.headers.get('ratelimit')).toContain('"write";r=');

    const c = await gql(app, seeded.key, addCompetitor, { s, name: 'Globex', domain: 'globex.example', aliases: ['Globex Corp'] });
    expect(c.body.data.addCompetitor).toMatchObject({ name: 'Globex', domain: 'globex.example', aliases: ['Globex Corp'] });

    const listed = await gql(app, seeded.key, tracked, { s });
    expect(listed.body.data.project).toEqual({
      trackedPrompts: [{ id: p.body.data.addTrackedPrompt.id, text: 'best CRM for small agencies' }],
      competitors: [{ id: c.body.data.addCompetitor.id, domain: 'globex.example' }],
    });

    expect(codes(await gql(app, seeded.key, addPrompt, { s, text: 'best CRM for small agencies' }))).toEqual(['prompt_exists']);
    expect(codes(await gql(app, seeded.key, addCompetitor, { s, name: 'G2', domain: 'globex.example' }))).toEqual(['competitor_exists']);
    expect(codes(await gql(app, seeded.key, addPrompt, { s, text: 'x', country: 'usa' }))).toEqual(['invalid_body']);

    const settings = await gql(app, seeded.key, updateSettings, { s, aliases: ['Acme'], engines: ['CLAUDE', 'CHATGPT'], days: 14 });
    expect(settings.body.data.updateTrackingSettings).toEqual({
      brandAliases: ['Acme'],
      engines: ['CHATGPT', 'CLAUDE'],
      effectiveEngines: ['CHATGPT'],
      auditEveryDays: 14,
    });
    // Omitted arguments keep their value; an explicit null turns the schedule off.
    const off = await gql(app, seeded.key, updateSettings, { s, days: null });
    expect(off.body.data.updateTrackingSettings).toEqual({
      brandAliases: ['Acme'],
      engines: ['CHATGPT', 'CLAUDE'],
      effectiveEngines: ['CHATGPT'],
      auditEveryDays: null,
    });

    const rp = await gql(app, seeded.key, removePrompt, { s, id: p.body.data.addTrackedPrompt.id });
    expect(rp.body.data.removeTrackedPrompt).toEqual({ id: p.body.data.addTrackedPrompt.id, removed: true });
    const rc = await gql(app, seeded.key, removeCompetitor, { s, id: c.body.data.addCompetitor.id });
    expect(rc.body.data.removeCompetitor).toEqual({ id: c.body.data.addCompetitor.id, removed: true });
    expect((await gql(app, seeded.key, tracked, { s })).body.data.project).toEqual({ trackedPrompts: [], competitors: [] });
    expect(codes(await gql(app, seeded.key, removePrompt, { s, id: p.body.data.addTrackedPrompt.id }))).toEqual(['not_found']);
  });

  it('plan limits are prompt_limit_reached and competitor_limit_reached', async () => {
    const seeded = await seedAccount(app.services, { plan: 'PRO' });
    const s = seeded.projects[0].slug;
    // Filled through the core directly (the write limit allows 10 mutations a minute per key).
    await app.services.db.trackedPrompt.createMany({
      data: Array.from({ length: plans.PRO.trackedPrompts }, (_, i) => ({
        id: newId('trackedPrompt'),
        accountId: seeded.account.id,
        projectId: seeded.projects[0].id,
        text: `prompt ${i}`,
      })),
    });
    expect(codes(await gql(app, seeded.key, addPrompt, { s, text: 'one too many' }))).toEqual(['prompt_limit_reached']);
    await app.services.db.competitor.createMany({
      data: Array.from({ length: plans.PRO.competitors }, (_, i) => ({
        id: newId('competitor'),
        accountId: seeded.account.id,
        projectId: seeded.projects[0].id,
        name: `C${i}`,
        domain: `c${i}.example`,
      })),
    });
    expect(codes(await gql(app, seeded.key, addCompetitor, { s, name: 'Late', domain: 'late.example' }))).toEqual([
      'competitor_limit_reached',
    ]);
  });

  it('a read-only key is refused every tracking mutation and changes nothing', async () => {
    const seeded = await seedAccount(app.services);
    const s = seeded.projects[0].slug;
    const id = (await gql(app, seeded.key, addPrompt, { s, text: 'kept' })).body.data.addTrackedPrompt.id;
    const read = await keyOf(seeded.account.id, 'READ');
    expect(codes(await gql(app, read, addPrompt, { s, text: 'new' }))).toEqual(['insufficient_role']);
    expect(codes(await gql(app, read, removePrompt, { s, id }))).toEqual(['insufficient_role']);
    expect(codes(await gql(app, read, addCompetitor, { s, name: 'Globex', domain: 'globex.example' }))).toEqual(['insufficient_role']);
    expect(codes(await gql(app, read, removeCompetitor, { s, id: 'cmp_x' }))).toEqual(['insufficient_role']);
    expect(codes(await gql(app, read, updateSettings, { s, aliases: ['X'] }))).toEqual(['insufficient_role']);
    expect(await app.services.db.trackedPrompt.findMany({ where: { projectId: seeded.projects[0].id }, select: { id: true } })).toEqual([
      { id },
    ]);
    expect(await app.services.db.competitor.count({ where: { projectId: seeded.projects[0].id } })).toBe(0);
    expect((await app.services.db.project.findUniqueOrThrow({ where: { id: seeded.projects[0].id } })).brandAliases).toEqual([]);
  });

  it("a scoped key gets not_found on the account's other projects and their rows; another account's key too", async () => {
    const seeded = await seedAccount(app.services, { projects: 2 });
    const [mine, other] = seeded.projects;
    const otherPrompt = (await gql(app, seeded.key, addPrompt, { s: other.slug, text: 'outside the scope' })).body.data.addTrackedPrompt.id;
    const otherCompetitor = (await gql(app, seeded.key, addCompetitor, { s: other.slug, name: 'Globex', domain: 'globex.example' })).body
      .data.addCompetitor.id;
    const scoped = await keyOf(seeded.account.id, 'TRIGGER', [mine.slug]);
    const foreign = (await seedAccount(app.services)).key;

    for (const key of [scoped, foreign]) {
      expect(codes(await gql(app, key, addPrompt, { s: other.slug, text: 'new' }))).toEqual(['not_found']);
      expect(codes(await gql(app, key, removePrompt, { s: other.slug, id: otherPrompt }))).toEqual(['not_found']);
      expect(codes(await gql(app, key, addCompetitor, { s: other.slug, name: 'Initech', domain: 'initech.example' }))).toEqual([
        'not_found',
      ]);
      expect(codes(await gql(app, key, removeCompetitor, { s: other.slug, id: otherCompetitor }))).toEqual(['not_found']);
      expect(codes(await gql(app, key, updateSettings, { s: other.slug, aliases: ['X'] }))).toEqual(['not_found']);
    }
    // Through the project in scope, a row of the other project is not found either.
    expect(codes(await gql(app, scoped, removePrompt, { s: mine.slug, id: otherPrompt }))).toEqual(['not_found']);
    expect(codes(await gql(app, scoped, removeCompetitor, { s: mine.slug, id: otherCompetitor }))).toEqual(['not_found']);
    expect(await app.services.db.trackedPrompt.count({ where: { projectId: other.id } })).toBe(1);
    expect(await app.services.db.competitor.count({ where: { projectId: other.id } })).toBe(1);
    expect((await app.services.db.project.findUniqueOrThrow({ where: { id: other.id } })).brandAliases).toEqual([]);
    // And the scoped key works on its own project.
    expect((await gql(app, scoped, addPrompt, { s: mine.slug, text: 'in scope' })).body.data.addTrackedPrompt.text).toBe('in scope');
  });
});
