import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';

import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedObservations, seedRuns } from '../support/seed-data.ts';
import { engineNames } from '../../src/engines/engine-list.ts';

/**
 * The dashboard's reads that serve an API operation's data run that operation (listProjects,
 * getProject, listCitations, listMentions with its filters, listFindings, getReport, getAuditRun) and add only
 * what the page needs: what the API answers for the same project is what the dashboard shows.
 */
let app: TestApp;
let seeded: Awaited<ReturnType<typeof seedAccount>>;
let slug: string;
let token: string;
let answerId: string;
let runId: string;
beforeAll(async () => {
  app = await startTestApp();
  seeded = await seedAccount(app.services, { projects: 2 });
  const project = seeded.projects[0];
  slug = project.slug;
  [runId] = (await seedRuns(app.services, project.id, [new Date('2026-01-05T10:00:00Z')], { findingsPerRun: 120 })) as [string];
  await seedObservations(app.services, project.id, 30, new Date('2026-01-05T10:00:00Z'));
  // Two citations and a mention came from a kept answer; the others' answer was not kept.
  answerId = 'ans_reads_1';
  await app.services.db.engineAnswer.create({
    data: {
      id: answerId,
      accountId: seeded.account.id,
      projectId: project.id,
      auditRunId: runId,
      engine: 'CHATGPT',
      status: 'ANSWERED',
      promptText: 'best brand?',
      model: 'm-1',
      text: 'an answer',
      sources: [],
      raw: {},
    },
  });
  const newest = await app.services.db.citation.findMany({ where: { projectId: project.id }, orderBy: { observedAt: 'desc' }, take: 2 });
  await app.services.db.citation.updateMany({ where: { id: { in: newest.map((c) => c.id) } }, data: { engineAnswerId: answerId } });
  const mention = await app.services.db.mention.findFirstOrThrow({ where: { projectId: project.id, kind: 'COMPETITOR' } });
  await app.services.db.mention.update({
    where: { id_observedAt: { id: mention.id, observedAt: mention.observedAt } },
    data: { engineAnswerId: answerId },
  });
  // A tracked competitor the seeded mentions name ("Brand 1"), for the matrix's competitor row.
  await app.services.db.competitor.create({
    data: { id: 'cmp_reads_1', accountId: seeded.account.id, projectId: project.id, name: 'Brand 1', domain: 'brand-one.example' },
  });
  token = (await createDashboardSession(app.services.db, { accountId: seeded.account.id })).token;
});

/** The month of the seed: the range every visibility read below asks for. */
const range = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T23:59:59.999Z' };
const query = `from=${range.from}&to=${range.to}`;
afterAll(async () => app?.close());

async function dashboard(path: string, input?: unknown) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetch(`${app.url}/trpc/${path}${query}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result?: { data: unknown }; error?: { message: string; data: { appCode?: string } } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.result?.data as any;
}

async function rest(path: string): Promise<any> {
  const res = await fetch(`${app.url}/api/v1${path}`, { headers: { authorization: `Bearer ${seeded.key}` } });
  expect(res.status).toBe(200);
  return res.json();
}

describe("the dashboard's reads", () => {
  it("run: getAuditRun's run, with its trigger, progress note and end time", async () => {
    const run = await dashboard('projects.run', { id: runId });
    const { data: api } = await rest(`/audit-runs/${runId}`);
    const { failure, ...fields } = api;
    const stored = await app.services.db.auditRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run).toEqual({
      ...fields,
      failureCode: failure?.code ?? null,
      failureReason: failure?.message ?? null,
      trigger: stored.trigger,
      progress: stored.progress,
      completedAt: stored.completedAt?.toISOString() ?? null,
    });
  });

  it("citations: listCitations's page, each item naming the answer it came from", async () => {
    const page = await dashboard('projects.citations', { slug, limit: 10, engine: 'CHATGPT' });
    const api = await rest(`/projects/${slug}/citations?limit=10&engine=CHATGPT`);
    expect(page.data).toEqual(api.data);
    expect(page.nextCursor).toBe(api.nextCursor);
    const all = await dashboard('projects.citations', { slug, limit: 100 });
    expect(all.data.map((c: { answerId: string | null }) => c.answerId)).toEqual([answerId, answerId, ...Array<null>(28).fill(null)]);
  });

  it("mentions: listMentions's page, with the kind and role filters REST does not have", async () => {
    const page = await dashboard('projects.mentions', { slug, limit: 100 });
    expect(page.data).toEqual((await rest(`/projects/${slug}/mentions?limit=100`)).data);
    const competitors = await dashboard('projects.mentions', { slug, kind: 'COMPETITOR' });
    expect(competitors.data.length).toBeGreaterThan(0);
    expect(competitors.data.every((m: { kind: string }) => m.kind === 'COMPETITOR')).toBe(true);
    expect(competitors.data.filter((m: { answerId: string | null }) => m.answerId === answerId)).toHaveLength(1);
    const listed = await dashboard('projects.mentions', { slug, kind: 'COMPETITOR', role: 'LISTED' });
    expect(listed.data.every((m: { kind: string; role: string }) => m.kind === 'COMPETITOR' && m.role === 'LISTED')).toBe(true);
  });

  it('findings: listFindings, 100 a page', async () => {
    const first = await dashboard('projects.findings', { slug });
    expect(first.data).toHaveLength(100);
    expect(first).toEqual(await rest(`/projects/${slug}/findings?limit=100`));
    const second = await dashboard('projects.findings', { slug, cursor: first.nextCursor });
    expect(second.data).toHaveLength(20);
    expect(second.nextCursor).toBeNull();
  });

  it("the project list: listProjects's items, each with its card and visibilitySummary's figures", async () => {
    const list = await dashboard('projects.list', range);
    const api = await rest('/projects');
    expect(list.map(({ running: _r, latest: _l, overallTrend: _t, visibility: _v, ...p }: Record<string, unknown>) => p)).toEqual(api.data);
    for (const p of list) expect(p.visibility).toEqual((await rest(`/projects/${p.slug}/visibility/summary?${query}`)).data);
    expect(list.find((p: { slug: string }) => p.slug === slug).visibility.mentionRate.current.n).toBeGreaterThan(0);
    expect(list[1]).toMatchObject({
      slug,
      running: false,
      latest: { scores: { citability: 40 } },
      overallTrend: [{ overall: expect.any(Number) }],
    });
  });

  it("the overview: getProject's project, visibility by engine and share of voice by brand, then the page's own", async () => {
    const overview = await dashboard('projects.overview', { slug, ...range });
    expect(overview.project).toEqual((await rest(`/projects/${slug}`)).data);
    expect(overview.byEngine).toEqual((await rest(`/projects/${slug}/visibility?groupBy=ENGINE&${query}`)).data);
    expect(overview.byBrand).toEqual((await rest(`/projects/${slug}/share-of-voice?${query}`)).data[0].brands);
    expect(overview.byEngine.length).toBeGreaterThan(1);
    expect(overview.scoreSeries).toHaveLength(1);
  });

  it('the KPI header, the brand trend and the leaderboard: visibilitySummary, shareOfVoice by day and topCitedDomains', async () => {
    expect(await dashboard('projects.summary', { slug, ...range })).toEqual(
      (await rest(`/projects/${slug}/visibility/summary?${query}`)).data,
    );
    const trend = await dashboard('projects.brandTrend', { slug, ...range });
    expect(trend).toEqual({ bucket: 'DAY', groups: (await rest(`/projects/${slug}/share-of-voice?groupBy=DAY&${query}`)).data });
    expect(trend.groups.length).toBeGreaterThan(0);
    const ninetyDays = { from: '2025-11-01T00:00:00.000Z', to: range.to };
    expect((await dashboard('projects.brandTrend', { slug, ...ninetyDays })).bucket).toBe('WEEK');
    const domains = await dashboard('projects.citedDomains', { slug, ...range, limit: 25 });
    expect(domains).toEqual((await rest(`/projects/${slug}/cited-domains?limit=25&${query}`)).data);
    expect(domains.length).toBeGreaterThan(0);
  });

  it('the prompt x engine matrix: visibility by PROMPT and ENGINE, and a competitor in the same cells', async () => {
    const matrix = await dashboard('projects.matrix', { slug, ...range, competitor: 'brand 1' });
    const cells = (await rest(`/projects/${slug}/visibility?groupBy=PROMPT,ENGINE&${query}`)).data;
    expect(matrix.cells).toEqual(cells);
    // The engines that answered, in the service's order of engines (the columns).
    expect(matrix.engines).toEqual(engineNames.filter((e) => cells.some((c: { engine: string }) => c.engine === e)));
    expect(matrix.competitors).toEqual([{ name: 'Brand 1', normalizedName: 'brand 1' }]);
    const shares = (await rest(`/projects/${slug}/share-of-voice?groupBy=PROMPT,ENGINE&${query}`)).data;
    expect(matrix.competitor.cells).toEqual(
      shares.map((g: any) => {
        const b = g.brands.find((x: any) => x.normalizedName === 'brand 1');
        return {
          promptId: g.promptId,
          engine: g.engine,
          answers: g.answers,
          answersNaming: b?.answers ?? 0,
          mentionRate: b?.mentionRate ?? 0,
          mentionRateLow: b?.mentionRateLow ?? null,
          mentionRateHigh: b?.mentionRateHigh ?? null,
        };
      }),
    );
    expect(matrix.competitor.cells.some((c: { answersNaming: number }) => c.answersNaming > 0)).toBe(true);
    // An unknown competitor: no row, not an error.
    expect((await dashboard('projects.matrix', { slug, ...range, competitor: 'nobody' })).competitor).toBeNull();
  });

  it('the answers behind a figure: answered, whole answers of the range, with what each says of the client', async () => {
    const page = await dashboard('projects.answers', { slug, engine: 'CHATGPT' });
    expect(page.data.map((a: { id: string }) => a.id)).toEqual([answerId]);
    expect(page.data[0]).toMatchObject({ engine: 'CHATGPT', promptText: 'best brand?', mentionsClient: false, competitors: ['Brand 1'] });
    expect((await dashboard('projects.answers', { slug, engine: 'CLAUDE' })).data).toEqual([]);
    expect((await dashboard('projects.answers', { slug, to: '2000-01-01T00:00:00.000Z' })).data).toEqual([]);
  });

  it("the report: getReport's Markdown as HTML", async () => {
    const report = await dashboard('projects.report', { slug });
    expect(report.auditRunId).toBe(runId);
    expect(report.html).toContain('<h1');
  });

  it("an error is the operation's, answered with the account holder's message", async () => {
    const res = await fetch(`${app.url}/trpc/projects.citations?input=${encodeURIComponent(JSON.stringify({ slug: 'nope' }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { error: { message: string; data: { appCode: string } } };
    expect([res.status, body.error.data.appCode]).toEqual([404, 'not_found']);
    const bad = await fetch(`${app.url}/trpc/projects.citations?input=${encodeURIComponent(JSON.stringify({ slug, limit: 500 }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^limit: /);
  });

  it("a project-scoped key's refusal stays the API's; the session sees the whole account", async () => {
    const scoped = await createApiKey(app.services.db, {
      accountId: seeded.account.id,
      role: 'READ',
      projectSlugs: [seeded.projects[1].slug],
    });
    const res = await fetch(`${app.url}/api/v1/projects/${slug}/citations`, { headers: { authorization: `Bearer ${scoped.key}` } });
    expect(res.status).toBe(404);
    expect((await dashboard('projects.list')).map((p: { slug: string }) => p.slug).sort()).toEqual(
      seeded.projects.map((p) => p.slug).sort(),
    );
  });
});
