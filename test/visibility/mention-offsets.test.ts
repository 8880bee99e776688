// Where a mention's name stands in its answer: extraction records the offsets of every
// occurrence (UTF-16 code units into the answer text as stored, the unit of JavaScript string
// indexes and of the engines' cited spans), the audit stores them with the mention, and the
// dashboard's answer read returns them; an older row without offsets is located by its name and
// says so. Texts in several languages, with accents, combining marks and emoji before the names.
import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { addUser } from '../../src/core/accounts/users.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import { addCompetitor } from '../../src/core/tracking/competitors.ts';
import { addPrompt } from '../../src/core/tracking/prompts.ts';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';
import { normalizeName } from '../../src/core/visibility/text-fold.ts';
import { taskList } from '../../src/jobs/tasks.ts';
import { workerLogger } from '../../src/jobs/worker-logger.ts';
import { type FakeProviderServer, startFakeResponses } from '../engines/fakes/index.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { goodSite } from '../support/sites.ts';

const subject: VisibilitySubject = {
  client: { name: 'Zoë Analytics', aliases: ['Zoe'], domain: 'zoe.example' },
  competitors: [
    { name: 'Globex', aliases: ['Globex Corp'], domain: 'globex.example' },
    { name: 'Société Générale Tech', aliases: [], domain: 'sgt.example' },
  ],
  categoryTerms: ['CRM'],
};

/** What each span of each mention covers, normalised as names are (case, accents and width folded). */
function covered(text: string, subjectNames: VisibilitySubject = subject) {
  return extractMentions(text, subjectNames).map((m) => ({
    name: m.name,
    written: m.spans.map((s) => text.slice(s.start, s.end)),
  }));
}

describe('extraction records where each name occurs', () => {
  it.each([
    ['French, accents before the name', 'Pour une équipe à Montréal, préférez Zoë Analytics à Globex.'],
    ['German, umlauts and ß before the name', 'Für größere Büros ist Globex teurer als Zoë Analytics.'],
    ['Spanish, ¿ and ñ before the name', '¿Qué CRM usan los niños? Zoë Analytics o Globex, según España.'],
    ['Japanese without spaces', '日本のチームにはZoë Analyticsがおすすめです。Globexも人気です。'],
    ['emoji (two UTF-16 units each) and a ZWJ sequence before the name', '🚀🚀 👩‍💻 Try Zoë Analytics, or 🇫🇷 Globex.'],
    ['an astral letter before the name', '𝒳 Zoë Analytics vs 𝔊 Globex Corp.'],
  ])('%s', (_name, text) => {
    const client = extractMentions(text, subject).find((m) => m.kind === 'CLIENT')!;
    const rival = extractMentions(text, subject).find((m) => m.name === 'Globex')!;
    // The offsets are JavaScript string indexes: text.indexOf finds the same place.
    expect(client.spans[0]).toEqual({ start: text.indexOf('Zoë Analytics'), end: text.indexOf('Zoë Analytics') + 'Zoë Analytics'.length });
    expect(text.slice(rival.spans[0].start, rival.spans[0].end)).toMatch(/^Globex( Corp)?$/);
    expect(client.firstIndex).toBe(client.spans[0].start);
  });

  it('counts UTF-16 code units, not code points: after emoji the two differ', () => {
    const text = '🚀🚀🚀 Zoë Analytics';
    const [client] = extractMentions(text, subject);
    expect(client.spans).toEqual([{ start: 7, end: 20 }]);
    expect(Array.from(text.slice(0, client.spans[0].start)).length).toBe(4); // 3 emoji and a space: 4 code points, 7 code units
  });

  it('marks every occurrence, whatever its case, accents or width, in text order', () => {
    // "Zoe" + U+0308 (combining diaeresis), then full-width letters, then the alias. (A name
    // configured with a capital is not looked for written all in lower case: name-matcher.ts.)
    const text = 'ZOË ANALYTICS first. Then Zoe\u0308 Analytics again; Ｚｏë Ａnalytics in full width; Zoe alone; Zoë Analytics’s price.';
    const [client] = extractMentions(text, subject);
    expect(client.occurrences).toBe(5);
    expect(client.spans).toHaveLength(5);
    const written = client.spans.map((s) => text.slice(s.start, s.end));
    expect(written.map(normalizeName)).toEqual(['zoe analytics', 'zoe analytics', 'zoe analytics', 'zoe', 'zoe analytics']);
    expect(written[1]).toBe('Zoe\u0308 Analytics'); // the combining mark stays inside the span
    expect(written[4]).toBe('Zoë Analytics'); // a possessive's ’s is not part of the name
    expect(client.spans.map((s) => s.start)).toEqual([...client.spans.map((s) => s.start)].sort((a, b) => a - b));
  });

  it('points into the raw text around links and markers, which are not read as prose', () => {
    const text =
      '## Options\n\n1. **Zoë Analytics** ([zoe.example](https://zoe.example/?utm_source=openai)) [1]\n2. [Globex](https://globex.example) [[2]](https://g.example)';
    expect(covered(text).filter((m) => m.name !== 'CRM')).toEqual([
      { name: 'Zoë Analytics', written: ['Zoë Analytics'] },
      { name: 'Globex', written: ['Globex'] },
    ]);
  });

  it('a category term with its plural', () => {
    const text = 'Les meilleurs CRMs 🌟 pour agences: Zoë Analytics.';
    const crm = extractMentions(text, subject).find((m) => m.kind === 'CATEGORY')!;
    expect(text.slice(crm.spans[0].start, crm.spans[0].end)).toBe('CRMs');
  });
});

describe('stored with the mention and read back with the answer', () => {
  let app: TestApp;
  let openai: FakeProviderServer;
  let site: Awaited<ReturnType<typeof goodSite>>;

  beforeAll(async () => {
    openai = await startFakeResponses('openai');
    app = await startTestApp({ OPENAI_API_KEY: 'sk-fake-openai', OPENAI_BASE_URL: openai.baseUrl, VISIBILITY_CRAWL_TIMEOUT_MS: '2000' });
    site = await goodSite();
  });
  afterAll(async () => {
    await site?.close();
    await app?.close();
    await openai?.close();
  });

  it('an audit stores the offsets; projects.answer returns them, and locates older rows by name', async () => {
    const owner = await seedAccount(app.services, { plan: 'ENTERPRISE', projects: 0 });
    const { id, slug } = await createProject(app.services.db, { accountId: owner.account.id, name: 'Zoë Analytics', domain: site.host });
    const project = await app.services.db.project.findUniqueOrThrow({ where: { id } });
    await addCompetitor(app.services.db, project, { name: 'Globex', domain: 'globex.example', aliases: ['Globex Corp'] });
    await addPrompt(app.services.db, project, { text: 'meilleur outil d’analyse pour agences' });
    const text =
      '### Für Agenturen 🇩🇪\n\n🚀 **Zoë Analytics** est recommandé pour les agences. Globex Corp coûte plus cher que ZOË ANALYTICS.\n\n' +
      '| Outil | Preis |\n|---|---|\n| Zoe\u0308 Analytics | 💶 29 € |\n| Globex | 49 € |';
    openai.program(() => true, {
      text,
      citations: [{ url: `http://${site.host}/pricing`, title: 'Tarifs', quote: 'est recommandé pour les agences' }],
    });
    const res = await app.request(`/api/v1/projects/${slug}/audits`, { key: owner.key, method: 'POST' });
    expect(res.status).toBe(202);
    await runOnce({ connectionString: app.databaseUrl, taskList: taskList(app.services), logger: workerLogger(app.services.log) });

    const answer = await app.services.db.engineAnswer.findFirstOrThrow({ where: { projectId: id, engine: 'CHATGPT' } });
    const stored = answer.text!;
    const mentions = await app.services.db.mention.findMany({ where: { engineAnswerId: answer.id } });
    const client = mentions.find((m) => m.kind === 'CLIENT')!;
    const rival = mentions.find((m) => m.kind === 'COMPETITOR')!;
    const pairs = (offsets: number[]) => offsets.flatMap((o, i) => (i % 2 ? [] : [stored.slice(o, offsets[i + 1])]));
    expect(pairs(client.textOffsets)).toEqual(['Zoë Analytics', 'ZOË ANALYTICS', 'Zoe\u0308 Analytics']);
    expect(pairs(rival.textOffsets)).toEqual(['Globex Corp', 'Globex']);
    expect(client.textOffsets[0]).toBe(stored.indexOf('Zoë Analytics'));

    const user = await addUser(app.services.db, {
      accountId: owner.account.id,
      email: `offsets-${Date.now()}@example.test`,
      role: 'MEMBER',
    });
    const { token } = await createDashboardSession(app.services.db, { accountId: owner.account.id, userId: user.id });
    const read = async () => {
      const r = await fetch(`${app.url}/trpc/projects.answer?input=${encodeURIComponent(JSON.stringify({ id: answer.id }))}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(r.status).toBe(200);
      return (
        (await r.json()) as {
          result: { data: { text: string; mentions: { name: string; located: string; spans: { start: number; end: number }[] }[] } };
        }
      ).result.data;
    };
    const view = await read();
    expect(view.text).toBe(stored);
    const viewed = (name: string) => view.mentions.find((m) => m.name === name)!;
    expect(viewed('Zoë Analytics')).toMatchObject({ located: 'recorded' });
    expect(viewed('Zoë Analytics').spans.map((s) => stored.slice(s.start, s.end))).toEqual([
      'Zoë Analytics',
      'ZOË ANALYTICS',
      'Zoe\u0308 Analytics',
    ]);
    expect(viewed('Globex').spans.map((s) => stored.slice(s.start, s.end))).toEqual(['Globex Corp', 'Globex']);
    // Marks come first occurrence first.
    expect(view.mentions.map((m) => m.spans[0].start)).toEqual([...view.mentions.map((m) => m.spans[0].start)].sort((a, b) => a - b));

    // A row extracted before offsets were kept: located by its stored name, and said to be.
    await app.services.db.mention.updateMany({ where: { engineAnswerId: answer.id }, data: { textOffsets: [] } });
    const older = await read();
    const olderClient = older.mentions.find((m) => m.name === 'Zoë Analytics')!;
    expect(olderClient.located).toBe('by_name');
    expect(olderClient.spans.map((s) => stored.slice(s.start, s.end))).toEqual(['Zoë Analytics', 'ZOË ANALYTICS', 'Zoe\u0308 Analytics']);
    // By its name alone: the alias "Globex Corp" is found only as far as "Globex" goes.
    expect(older.mentions.find((m) => m.name === 'Globex')!.spans.map((s) => stored.slice(s.start, s.end))).toEqual(['Globex', 'Globex']);
  });
});
