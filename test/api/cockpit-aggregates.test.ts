// The cockpit's reads (visibility summary with the previous period, visibility by several keys,
// share of voice by brand, the cited-domain leaderboard) on a project whose answers are known one
// by one: the figures against values computed by hand (scipy for the statistics: the numbers
// below), the same on REST, GraphQL and MCP, and refused alike out of scope on each surface.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import { type Engine, Prisma } from '../../src/generated/prisma/client.ts';
import { compareAnswerScopes } from '../../src/core/analytics/visibility-summary.ts';
import { gql } from '../graphql/support.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedRuns } from '../support/seed-data.ts';

let app: TestApp;
let key: string;
let slug: string;
let otherSlug: string;
let accountId: string;
let clientName: string;

// The range asked for and the previous period of the same length.
const from = '2026-06-01T00:00:00.000Z';
const to = '2026-06-30T23:59:59.999Z';
const previousFrom = '2026-05-02T00:00:00.000Z';
const previousTo = '2026-05-31T23:59:59.999Z';
const window = `from=${from}&to=${to}`;

/** One answer of the seed: in which period, and what it says. */
interface Spec {
  current: boolean;
  engine: Engine;
  prompt: 'p1' | 'p2';
  /** The client's rank among the brands named (0: not named). */
  rank: number;
  citesClient: boolean;
  citesNews: boolean;
}

/**
 * 60 answers in each period, alternating ChatGPT and Claude over two prompts. Current: 30 name the
 * client (20 first, 10 second), previous: 18 (6 each first, second, third); 12 cite the client's
 * domain in each; news.example is cited by 20 current answers and 4 previous ones. Every answer
 * names the competitor once.
 */
const specs: Spec[] = [true, false].flatMap((current) =>
  Array.from({ length: 60 }, (_, i) => {
    const named = current ? 30 : 18;
    const rank = i >= named ? 0 : current ? (i < 20 ? 1 : 2) : 1 + Math.floor(i / 6);
    return {
      current,
      engine: i % 2 === 0 ? ('CHATGPT' as const) : ('CLAUDE' as const),
      prompt: i % 4 < 2 ? ('p1' as const) : ('p2' as const),
      rank,
      citesClient: i >= 40 && i < 52,
      citesNews: i < (current ? 20 : 4),
    };
  }),
);

beforeAll(async () => {
  app = await startTestApp();
  const seeded = await seedAccount(app.services, { projects: 2 });
  key = seeded.key;
  slug = seeded.projects[0].slug;
  otherSlug = seeded.projects[1].slug;
  const { db } = app.services;
  const project = await db.project.findUniqueOrThrow({ where: { id: seeded.projects[0].id } });
  accountId = project.accountId;
  clientName = project.name;
  const ids = { accountId, projectId: project.id };
  const [run] = await seedRuns(app.services, project.id, [new Date('2026-06-30T12:00:00Z')], { findingsPerRun: 1 });
  await db.competitor.create({ data: { id: newId('competitor'), ...ids, name: 'Rival Co', domain: 'rival.example' } });
  await db.trackedPrompt.createMany({
    data: [
      { id: 'tpr_cockpit_p1', ...ids, text: 'best coffee subscription?' },
      { id: 'tpr_cockpit_p2', ...ids, text: 'quel café choisir ?' },
    ],
  });
  const mentions: Prisma.MentionCreateManyInput[] = [];
  const citations: Prisma.CitationCreateManyInput[] = [];
  const answers: Prisma.EngineAnswerCreateManyInput[] = [];
  specs.forEach((s, i) => {
    const askedAt = new Date(Date.parse(s.current ? from : previousFrom) + (i % 60) * 11 * 3_600_000);
    const answer = {
      id: newId('engineAnswer'),
      ...ids,
      auditRunId: run,
      trackedPromptId: `tpr_cockpit_${s.prompt}`,
      engine: s.engine,
      sample: i + 1,
      status: 'ANSWERED' as const,
      promptText: s.prompt,
      askedAt,
    };
    answers.push(answer);
    const observed = {
      ...ids,
      auditRunId: run,
      engineAnswerId: answer.id,
      trackedPromptId: answer.trackedPromptId,
      engine: s.engine,
      observedAt: askedAt,
    };
    const mention = (kind: 'CLIENT' | 'COMPETITOR', name: string, position: number) => ({
      id: newId('mention'),
      ...observed,
      kind,
      name,
      normalizedName: name.toLowerCase(),
      role: 'LISTED' as const,
      mentionConfidence: 90,
      position,
    });
    if (s.rank > 0) mentions.push(mention('CLIENT', clientName, s.rank));
    mentions.push(mention('COMPETITOR', 'Rival Co', s.rank === 1 ? 2 : 1));
    const cite = (host: string, isClientDomain: boolean) => ({
      id: newId('citation'),
      ...observed,
      url: `https://${host}/page`,
      normalizedUrl: `https://${host}/page`,
      host,
      position: 1,
      isClientDomain,
      isCompetitorDomain: false,
      citationConfidence: 90,
    });
    if (s.citesClient) citations.push(cite(project.domain, true));
    if (s.citesNews) citations.push(cite('news.example', false));
  });
  // Answers that count nowhere: truncated, failed, and one before the previous period.
  for (const [sample, status, truncated, askedAt] of [
    [201, 'ANSWERED', true, new Date('2026-06-10T00:00:00Z')],
    [202, 'FAILED', false, new Date('2026-06-10T00:00:00Z')],
    [203, 'ANSWERED', false, new Date('2026-04-01T00:00:00Z')],
  ] as const) {
    const id = newId('engineAnswer');
    answers.push({
      id,
      ...ids,
      auditRunId: run,
      engine: 'CHATGPT',
      sample,
      status,
      truncated,
      promptText: 'p1',
      trackedPromptId: 'tpr_cockpit_p1',
      askedAt,
    });
    mentions.push({
      id: newId('mention'),
      ...ids,
      auditRunId: run,
      engineAnswerId: id,
      engine: 'CHATGPT',
      observedAt: askedAt,
      kind: 'CLIENT',
      name: clientName,
      normalizedName: clientName.toLowerCase(),
      role: 'LISTED',
      mentionConfidence: 90,
      position: 1,
    });
  }
  await db.engineAnswer.createMany({ data: answers });
  await db.mention.createMany({ data: mentions });
  await db.citation.createMany({ data: citations });
});
afterAll(async () => app?.close());

async function rest(path: string, bearer = key) {
  const res = await app.request(`/api/v1/projects/${path}`, { key: bearer });
  const body: any = await res.json();
  return { status: res.status, body };
}

async function mcp(bearer = key) {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${bearer}` } } }),
  );
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { client, call };
}

const round = (x: number) => Math.round(x * 100) / 100;

describe('visibility summary against the previous period', () => {
  it('counts the answers of each period and compares them as computed by hand', async () => {
    const { status, body } = await rest(`${slug}/visibility/summary?${window}`);
    expect(status).toBe(200);
    const s = body.data;
    expect({ from: s.from, to: s.to, previousFrom: s.previousFrom, previousTo: s.previousTo, engine: s.engine }).toEqual({
      from,
      to,
      previousFrom,
      previousTo,
      engine: null,
    });
    // Mention rate 30/60 against 18/60: Wilson sides, Newcombe's interval of the difference, z-test.
    expect(s.mentionRate.current).toEqual({ value: 50, low: 37.74, high: 62.26, n: 60 });
    expect(s.mentionRate.previous).toEqual({ value: 30, low: 19.9, high: 42.51, n: 60 });
    expect(s.mentionRate).toMatchObject({ change: 20, changeLow: 2.48, changeHigh: 35.89, significant: false, verdict: 'too_few_answers' });
    expect(s.mentionRate.pValue).toBeCloseTo(0.0253473, 6);
    // Holm over the four: 0.02535 is the second smallest of four p-values, times 3.
    expect(s.mentionRate.adjustedPValue).toBeCloseTo(0.076042, 6);
    // Citation rate 12/60 in both: no change, and too few answers to call it steady (±14.34 points).
    expect(s.citationRate).toMatchObject({
      change: 0,
      changeLow: -14.34,
      changeHigh: 14.34,
      pValue: 1,
      adjustedPValue: 1,
      verdict: 'too_few_answers',
    });
    // Share of voice 30/90 against 18/78 mentions, clustered by answer: 265.5 and 142.4 effective mentions.
    expect(s.shareOfVoice.current).toEqual({ value: 33.33, low: 27.94, high: 39.21, n: 90 });
    expect(s.shareOfVoice.previous).toEqual({ value: 23.08, low: 16.92, high: 30.65, n: 78 });
    expect(s.shareOfVoice).toMatchObject({ change: 10.25, changeLow: 0.96, changeHigh: 18.76, significant: false });
    expect(s.shareOfVoice.pValue).toBeCloseTo(0.0307653, 6);
    // Average position: 20 firsts and 10 seconds against 6 each of 1, 2, 3 (Welch's t).
    expect(s.avgPosition.current).toEqual({ value: 1.33, low: 1.15, high: 1.51, n: 30 });
    expect(s.avgPosition.previous).toEqual({ value: 2, low: 1.58, high: 2.42, n: 18 });
    expect(s.avgPosition).toMatchObject({ change: -0.67, changeLow: -1.11, changeHigh: -0.22, significant: true, verdict: 'down' });
    expect(s.avgPosition.pValue).toBeCloseTo(0.0051767, 6);
    expect(s.avgPosition.adjustedPValue).toBeCloseTo(0.020707, 6);
  });

  it('is the comparison of any two sets of answers: the same figures from two answer scopes (the report compares runs so)', async () => {
    const summary = (await rest(`${slug}/visibility/summary?${window}`)).body.data;
    const project = await app.services.db.project.findFirstOrThrow({ where: { slug } });
    const scope = (gte: string, lte: string) => {
      const where = (column: string) =>
        Prisma.sql`project_id = ${project.id} AND ${Prisma.raw(column)} >= ${new Date(gte)} AND ${Prisma.raw(column)} <= ${new Date(lte)}`;
      return { accountId: project.accountId, where: where('observed_at'), answerWhere: where('asked_at') };
    };
    const compared = await compareAnswerScopes(app.services.db, scope(from, to), scope(previousFrom, previousTo));
    for (const metric of ['mentionRate', 'citationRate', 'shareOfVoice', 'avgPosition'] as const)
      expect(compared[metric]).toEqual(summary[metric]);
  });

  it('narrows to an engine, defaults to the last 30 days, and refuses a range that ends before it starts', async () => {
    const chatgpt = (await rest(`${slug}/visibility/summary?${window}&engine=CHATGPT`)).body.data;
    expect(chatgpt.engine).toBe('CHATGPT');
    expect(chatgpt.mentionRate.current.n).toBe(30);
    expect(chatgpt.mentionRate.current.value).toBe(50); // 15 of the 30 ChatGPT answers
    const recent = (await rest(`${slug}/visibility/summary`)).body.data;
    expect(Date.parse(recent.to) - Date.parse(recent.from)).toBe(30 * 86_400_000);
    expect(Date.parse(recent.from) - Date.parse(recent.previousFrom)).toBe(30 * 86_400_000 + 1);
    expect(recent.mentionRate.current.n).toBe(0);
    expect(recent.mentionRate.verdict).toBe('no_data');
    expect((await rest(`${slug}/visibility/summary?from=${to}&to=${from}`)).body).toEqual({ error: 'invalid_range' });
    expect((await rest(`${slug}/visibility/summary?engine=ALTAVISTA`)).body).toEqual({ error: 'invalid_engine' });
  });
});

describe('visibility by several keys', () => {
  it('gives the prompt x engine matrix with each prompt text, each cell counted as the seed says', async () => {
    const { body } = await rest(`${slug}/visibility?${window}&groupBy=PROMPT,ENGINE`);
    const cells = body.data as any[];
    expect(cells).toHaveLength(4);
    for (const cell of cells) {
      const mine = specs.filter((s) => s.current && `tpr_cockpit_${s.prompt}` === cell.promptId && s.engine === cell.engine);
      expect(cell.keys).toEqual([cell.promptId, cell.engine]);
      expect(cell.key).toBe(`${cell.promptId}|${cell.engine}`);
      expect(cell.promptText).toBe(cell.promptId.endsWith('p1') ? 'best coffee subscription?' : 'quel café choisir ?');
      expect(cell.answers).toBe(mine.length);
      expect(cell.answersMentioningClient).toBe(mine.filter((s) => s.rank > 0).length);
      expect(cell.answersCitingClient).toBe(mine.filter((s) => s.citesClient).length);
      const ranks = mine.filter((s) => s.rank > 0).map((s) => s.rank);
      expect(cell.avgPosition).toBe(round(ranks.reduce((a, b) => a + b, 0) / ranks.length));
    }
    // Repeated keys are the same request; the order of the keys is the order of groupBy.
    expect((await rest(`${slug}/visibility?${window}&groupBy=PROMPT&groupBy=ENGINE`)).body).toEqual(body);
    const engineFirst = (await rest(`${slug}/visibility?${window}&groupBy=ENGINE,PROMPT`)).body.data as any[];
    expect(engineFirst.map((c) => c.keys)).toEqual(engineFirst.map((c) => [c.engine, c.promptId]));
  });

  it('answers GraphQL groupBy: [PROMPT, ENGINE] and a single value with the same buckets as REST', async () => {
    const fields =
      'key keys engine promptId promptText answers mentionRate mentionRateLow citationRate shareOfVoice avgPosition avgPositionLow';
    const g = await gql(
      app,
      key,
      `query($s: String!, $from: DateTime, $to: DateTime) { project(slug: $s) {
        matrix: visibility(groupBy: [PROMPT, ENGINE], from: $from, to: $to) { ${fields} }
        byEngine: visibility(groupBy: ENGINE, from: $from, to: $to) { ${fields} } } }`,
      { s: slug, from, to },
    );
    expect(g.body.errors).toBeUndefined();
    const pick = (rows: any[]) => rows.map((r) => Object.fromEntries(fields.split(' ').map((f) => [f, r[f]])));
    expect(g.body.data.project.matrix).toEqual(pick((await rest(`${slug}/visibility?${window}&groupBy=PROMPT,ENGINE`)).body.data));
    expect(g.body.data.project.byEngine).toEqual(pick((await rest(`${slug}/visibility?${window}&groupBy=ENGINE`)).body.data));
    const bad = await gql(app, key, `query($s: String!) { project(slug: $s) { visibility(groupBy: [DAY, WEEK]) { key } } }`, { s: slug });
    expect(bad.body.errors?.[0].extensions.code).toBe('invalid_group_by');
    expect((await rest(`${slug}/visibility?groupBy=DAY,WEEK`)).body).toEqual({ error: 'invalid_group_by' });
    expect((await rest(`${slug}/visibility?groupBy=ENGINE,ENGINE`)).body).toEqual({ error: 'invalid_group_by' });
    expect((await rest(`${slug}/visibility`)).body).toEqual({ error: 'invalid_group_by' });
  });
});

describe('share of voice by brand', () => {
  it("gives each brand its share with a clustered interval; the client's equals the visibility aggregate's", async () => {
    const { body } = await rest(`${slug}/share-of-voice?${window}`);
    const [group] = body.data;
    expect(body.data).toHaveLength(1);
    expect(group).toMatchObject({ engine: null, start: null, answers: 60, brandMentions: 90 });
    const [rival, client] = group.brands;
    expect(rival).toEqual({
      name: 'Rival Co',
      normalizedName: 'rival co',
      kind: 'COMPETITOR',
      isClient: false,
      mentions: 60,
      answers: 60,
      // Every answer names it: a mention rate of 100% (Wilson).
      mentionRate: 100,
      mentionRateLow: 93.98,
      mentionRateHigh: 100,
      share: 66.67,
      // Two brands: the competitor's residuals are the client's, negated; its interval mirrors the client's.
      shareLow: 60.79,
      shareHigh: 72.06,
    });
    expect(client).toEqual({
      name: clientName,
      normalizedName: null,
      kind: 'CLIENT',
      isClient: true,
      mentions: 30,
      answers: 30,
      mentionRate: 50,
      mentionRateLow: 37.74,
      mentionRateHigh: 62.26,
      share: 33.33,
      shareLow: 27.94,
      shareHigh: 39.21,
    });
    const engines = (await rest(`${slug}/share-of-voice?${window}&groupBy=ENGINE`)).body.data as any[];
    const visibility = (await rest(`${slug}/visibility?${window}&groupBy=ENGINE`)).body.data as any[];
    expect(engines.map((e) => e.engine)).toEqual(['CHATGPT', 'CLAUDE']);
    for (const e of engines) {
      const v = visibility.find((b) => b.engine === e.engine);
      const me = e.brands.find((b: any) => b.isClient);
      expect([me.share, me.shareLow, me.shareHigh, e.answers]).toEqual([v.shareOfVoice, v.shareOfVoiceLow, v.shareOfVoiceHigh, v.answers]);
    }
    // Per cell of the prompt x engine matrix: the same answers as the visibility aggregate's cells,
    // so the client's mention rate is the cell's, and each competitor's is counted the same way.
    const cells = (await rest(`${slug}/share-of-voice?${window}&groupBy=PROMPT,ENGINE`)).body.data as any[];
    const matrix = (await rest(`${slug}/visibility?${window}&groupBy=PROMPT,ENGINE`)).body.data as any[];
    expect(cells.map((c) => [c.promptId, c.engine, c.answers])).toEqual(matrix.map((b) => [b.promptId, b.engine, b.answers]));
    for (const c of cells) {
      const v = matrix.find((b) => b.promptId === c.promptId && b.engine === c.engine);
      const me = c.brands.find((b: any) => b.isClient);
      expect([me.mentionRate, me.mentionRateLow, me.mentionRateHigh]).toEqual([v.mentionRate, v.mentionRateLow, v.mentionRateHigh]);
      const them = c.brands.find((b: any) => !b.isClient);
      expect(them.mentionRate).toBe(round((100 * them.answers) / c.answers));
    }
    const weeks = (await rest(`${slug}/share-of-voice?${window}&groupBy=WEEK&engine=CLAUDE`)).body.data as {
      engine: string | null;
      start: string;
      answers: number;
    }[];
    expect(weeks.length).toBeGreaterThan(3);
    expect(weeks.reduce((n, w) => n + w.answers, 0)).toBe(30);
    expect(weeks.every((w) => w.engine === null && new Date(w.start).getUTCDay() === 1)).toBe(true);
  });
});

describe('cited-domain leaderboard', () => {
  it('gives share, engines and the change against the previous period', async () => {
    const { body } = await rest(`${slug}/cited-domains?${window}`);
    expect(
      body.data.map((d: any) => [d.domain, d.citations, d.share, d.previousCitations, d.previousShare, d.shareChange, d.engines]),
    ).toEqual([
      ['news.example', 20, 62.5, 4, 25, 37.5, ['CHATGPT', 'CLAUDE']],
      [expect.stringMatching(/\.example$/), 12, 37.5, 12, 75, -37.5, ['CHATGPT', 'CLAUDE']],
    ]);
    expect(body.data[1].isClient).toBe(true);
    // Without `from` there is no previous period: the change is null, never 0.
    const allTime = (await rest(`${slug}/cited-domains`)).body.data;
    // 24 citations each (12 + 12, 20 + 4): a tie, broken by the domain's name.
    expect(allTime.map((d: any) => [d.citations, d.share, d.previousCitations, d.previousShare, d.shareChange])).toEqual([
      [24, 50, null, null, null],
      [24, 50, null, null, null],
    ]);
    expect(allTime[1].domain).toBe('news.example');
    expect((await rest(`${slug}/cited-domains?limit=0`)).body).toEqual({ error: 'invalid_limit' });
  });
});

describe('the same figures on every surface', () => {
  it('REST, GraphQL and MCP answer the same summary, breakdown, brand shares and leaderboard', async () => {
    const g = await gql(
      app,
      key,
      `query($s: String!, $from: DateTime, $to: DateTime) { project(slug: $s) {
        visibilitySummary(from: $from, to: $to) {
          from to previousFrom previousTo engine
          mentionRate { current { value low high n } previous { value low high n } change changeLow changeHigh pValue adjustedPValue significant verdict }
          citationRate { current { value low high n } previous { value low high n } change changeLow changeHigh pValue adjustedPValue significant verdict }
          shareOfVoice { current { value low high n } previous { value low high n } change changeLow changeHigh pValue adjustedPValue significant verdict }
          avgPosition { current { value low high n } previous { value low high n } change changeLow changeHigh pValue adjustedPValue significant verdict } }
        shareOfVoiceByBrand(groupBy: [ENGINE], from: $from, to: $to) { engine promptId start answers brandMentions brands { name normalizedName kind isClient mentions answers mentionRate mentionRateLow mentionRateHigh share shareLow shareHigh } }
        shareOfVoice(from: $from, to: $to) { name share shareLow shareHigh }
        topCitedDomains(from: $from, to: $to) { domain citations answers isClient isCompetitor share engines previousCitations previousShare shareChange } } }`,
      { s: slug, from, to },
    );
    expect(g.body.errors).toBeUndefined();
    const p = g.body.data.project;
    const summary = (await rest(`${slug}/visibility/summary?${window}`)).body;
    const voice = (await rest(`${slug}/share-of-voice?${window}&groupBy=ENGINE`)).body;
    const cited = (await rest(`${slug}/cited-domains?${window}`)).body;
    expect(p.visibilitySummary).toEqual(summary.data);
    expect(p.shareOfVoiceByBrand).toEqual(voice.data);
    expect(p.topCitedDomains).toEqual(cited.data);
    expect(p.shareOfVoice).toEqual(
      (await rest(`${slug}/share-of-voice?${window}`)).body.data[0].brands.map((b: any) => ({
        name: b.name,
        share: b.share,
        shareLow: b.shareLow,
        shareHigh: b.shareHigh,
      })),
    );

    const { client, call } = await mcp();
    const overview = (await call('get_visibility', { slug, from, to })).structuredContent as any;
    expect(overview.data.summary).toEqual(summary.data);
    expect((await call('get_share_of_voice', { slug, from, to, groupBy: ['ENGINE'] })).structuredContent).toEqual(voice);
    expect((await call('top_cited_domains', { slug, from, to })).structuredContent).toEqual(cited);
    expect((await call('get_visibility_breakdown', { slug, from, to, groupBy: ['PROMPT', 'ENGINE'] })).structuredContent).toEqual(
      (await rest(`${slug}/visibility?${window}&groupBy=PROMPT,ENGINE`)).body,
    );
    await client.close();
  });

  it("refuses another account's project, a project out of the key's scope and a missing one alike, on every surface", async () => {
    const other = await seedAccount(app.services);
    const scoped = (await createApiKey(app.services.db, { accountId, role: 'READ', projectSlugs: [otherSlug] })).key;
    const { client: mine } = await mcp();
    await mine.close();
    for (const [bearer, s] of [
      [other.key, slug],
      [scoped, slug],
      [key, 'no-such-project'],
      [key, other.projects[0].slug],
    ] as const) {
      for (const path of ['visibility/summary', 'visibility?groupBy=ENGINE', 'share-of-voice', 'cited-domains'])
        expect(await rest(`${s}/${path}`, bearer), `${s} ${path}`).toEqual({ status: 404, body: { error: 'not_found' } });
      const g = await gql(
        app,
        bearer,
        `query($s: String!) { project(slug: $s) { visibilitySummary { from } visibility(groupBy: [PROMPT, ENGINE]) { key } shareOfVoiceByBrand { answers } topCitedDomains { domain } } }`,
        { s },
      );
      expect(g.body.data?.project ?? null).toBeNull();
      expect(g.body.errors?.map((e) => e.extensions.code)).toContain('not_found');
      const { client, call } = await mcp(bearer);
      for (const [tool, args] of [
        ['get_visibility', {}],
        ['get_visibility_breakdown', { groupBy: ['ENGINE'] }],
        ['get_share_of_voice', {}],
        ['top_cited_domains', {}],
      ] as const) {
        const r = await call(tool, { slug: s, ...args });
        expect(r.isError, `${tool} ${s}`).toBe(true);
        expect(JSON.parse((r.content[0] as { text: string }).text)).toEqual({ error: 'not_found' });
      }
      await client.close();
    }
    // The scoped key reads its own project.
    expect((await rest(`${otherSlug}/visibility/summary`, scoped)).status).toBe(200);
  });
});
