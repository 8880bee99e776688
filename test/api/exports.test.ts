// Bulk exports: GET /api/v1/projects/{slug}/<list>.<csv|ndjson> equals the concatenation of all
// pages of the list for the same key and filters; the CLI and the dashboard write the same bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../src/core/accounts/users.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import { seedAccount, startSecondServer, startTestApp, type TestApp } from '../support/app.ts';
import { runCliText } from '../support/cli.ts';
import { seedObservations, seedRuns } from '../support/seed-data.ts';

let app: TestApp;
let seeded: Awaited<ReturnType<typeof seedAccount>>;
let slug: string;
const untidy = ' He said, "buy it"\r\nthen: left; naïve ✓ ';
beforeAll(async () => {
  // Reading the lists page by page for comparison takes more than the spec's 60 reads a minute.
  app = await startTestApp({ VISIBILITY_RATE_LIMIT_READ: '100000' });
  seeded = await seedAccount(app.services);
  slug = seeded.projects[0].slug;
  const projectId = seeded.projects[0].id;
  // More rows than one export page (1,000), ties on observedAt included.
  await seedObservations(app.services, projectId, 4_321, new Date('2026-01-01T00:00:00Z'));
  const accountId = seeded.account.id;
  await app.services.db.citation.create({
    data: {
      id: newId('citation'),
      accountId,
      projectId,
      engine: 'CLAUDE',
      observedAt: new Date('2026-06-01T00:00:00Z'),
      url: 'https://quotes.example/a,b?"q"',
      normalizedUrl: 'https://quotes.example/a,b?"q"',
      host: 'quotes.example',
      title: untidy,
      position: 1,
      isClientDomain: false,
      isCompetitorDomain: true,
      citationConfidence: 70,
      matchedEntity: null,
    },
  });
  await seedRuns(app.services, projectId, [new Date('2026-05-01T00:00:00Z'), new Date('2026-05-08T00:00:00Z')], { findingsPerRun: 130 });
});
afterAll(async () => app?.close());

const get = (p: string, key = seeded.key) => fetch(`${app.url}${p}`, { headers: { authorization: `Bearer ${key}` } });

/** Every item of the list for these filters, page after page of 100. */
async function allPages(list: string, query: string): Promise<Record<string, string | number | boolean | null>[]> {
  const items: Record<string, string | number | boolean | null>[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`/api/v1/projects/${slug}/${list}?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, string | number | boolean | null>[]; nextCursor: string | null };
    items.push(...body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

/** A JSON item as its CSV row reads: null empty, a formula trigger behind a quote (csv-safety.test.ts), everything else as text. */
const asCsvRow = (item: Record<string, string | number | boolean | null>) =>
  Object.fromEntries(
    Object.entries(item).map(([k, v]) => [k, v === null ? '' : typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : String(v)]),
  );

describe('exports equal the concatenation of the list pages', () => {
  for (const [list, query] of [
    ['citations', ''],
    ['citations', '&engine=CLAUDE&from=2026-01-01T00:10:00Z&to=2026-06-02T00:00:00%2B02:00'],
    ['mentions', ''],
    ['mentions', '&engine=GROK'],
    ['findings', ''],
  ] as const) {
    it(`${list}${query}`, async () => {
      const expected = await allPages(list, query);
      expect(expected.length).toBeGreaterThan(list === 'findings' ? 100 : 300);

      const nd = await get(`/api/v1/projects/${slug}/${list}.ndjson?${query.slice(1)}`);
      expect(nd.status).toBe(200);
      expect(nd.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      expect(nd.headers.get('content-disposition')).toBe(`attachment; filename="${slug}-${list}.ndjson"`);
      const text = await nd.text();
      expect(text.endsWith('\n')).toBe(true);
      expect(
        text
          .trimEnd()
          .split('\n')
          .map((l) => JSON.parse(l) as unknown),
      ).toEqual(expected);

      const csv = await get(`/api/v1/projects/${slug}/${list}.csv?${query.slice(1)}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${slug}-${list}.csv"`);
      const body = await csv.text();
      const [header] = body.split('\r\n');
      expect(header.split(',')).toEqual(Object.keys(expected[0]));
      expect(parse(body, { columns: true, record_delimiter: '\r\n' })).toEqual(expected.map(asCsvRow));
    });
  }

  it('round-trips a field with a comma, a quote, a line break and edge spaces in both formats', async () => {
    const query = 'engine=CLAUDE&from=2026-05-31T00:00:00Z';
    const row = (await (await get(`/api/v1/projects/${slug}/citations.ndjson?${query}`)).text()).trimEnd().split('\n');
    expect(row).toHaveLength(1);
    expect(JSON.parse(row[0]).title).toBe(untidy);
    const csv = await (await get(`/api/v1/projects/${slug}/citations.csv?${query}`)).text();
    const [record] = parse<{ title: string; url: string; isCompetitorDomain: string }>(csv, { columns: true });
    expect(record.title).toBe(untidy);
    expect(record.url).toBe('https://quotes.example/a,b?"q"');
    expect(record.isCompetitorDomain).toBe('true');
  });

  it('findings of an earlier run with auditRunId; an empty export is a header alone', async () => {
    const runs = (await (await get(`/api/v1/projects/${slug}/score-history`)).json()) as { data: { id: string }[] };
    const older = runs.data[1].id;
    const expected = await allPages('findings', `&auditRunId=${older}`);
    const nd = await (await get(`/api/v1/projects/${slug}/findings.ndjson?auditRunId=${older}`)).text();
    expect(
      nd
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual(expected);
    const empty = await get(`/api/v1/projects/${slug}/citations.csv?engine=GEMINI&from=2030-01-01T00:00:00Z`);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe(
      'id,engine,observedAt,url,normalizedUrl,host,title,position,isClientDomain,isCompetitorDomain,citationConfidence,matchedEntity,auditRunId,answerId,promptId,promptText\r\n',
    );
  });
});

describe('the list rules', () => {
  it('401 without a key, 404 for another account, another scope or no such project, 400 for bad filters', async () => {
    expect((await fetch(`${app.url}/api/v1/projects/${slug}/citations.csv`)).status).toBe(401);
    const other = await seedAccount(app.services);
    const scoped = (await createApiKey(app.services.db, { accountId: seeded.account.id, role: 'READ', projectSlugs: [] })).key;
    const otherScope = await seedAccount(app.services, { projects: 2 });
    const narrow = (
      await createApiKey(app.services.db, { accountId: otherScope.account.id, role: 'READ', projectSlugs: [otherScope.projects[1].slug] })
    ).key;
    for (const [key, s] of [
      [other.key, slug],
      [seeded.key, 'no-such-project'],
      [narrow, otherScope.projects[0].slug],
    ] as const) {
      for (const file of ['citations.csv', 'mentions.ndjson', 'findings.csv']) {
        const res = await get(`/api/v1/projects/${s}/${file}`, key);
        expect(res.status, `${s}/${file}`).toBe(404);
        expect(await res.json()).toEqual({ error: 'not_found' });
      }
    }
    expect((await get(`/api/v1/projects/${slug}/citations.csv`, scoped)).status).toBe(200);
    for (const [q, code] of [
      ['engine=ALTAVISTA', 'invalid_engine'],
      ['from=yesterday', 'invalid_from'],
      ['to=2026-13-01T00:00:00Z', 'invalid_to'],
    ]) {
      const res = await get(`/api/v1/projects/${slug}/mentions.ndjson?${q}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: code });
    }
    const res = await get(`/api/v1/projects/${slug}/findings.csv?auditRunId=run_${'0'.repeat(32)}`);
    expect(res.status).toBe(404);
    const malformed = await get(`/api/v1/projects/${slug}/findings.csv?auditRunId=run_nope`);
    expect([malformed.status, await malformed.json()]).toEqual([400, { error: 'invalid_audit_run_id' }]);
  });

  it('counts one read per export, whatever its size (at the spec limits)', async () => {
    const fresh = await seedAccount(app.services);
    await seedObservations(app.services, fresh.projects[0].id, 2_500, new Date('2026-01-01T00:00:00Z'));
    const spec = await startSecondServer(app.databaseUrl);
    const at = (file: string) =>
      fetch(`${spec.url}/api/v1/projects/${fresh.projects[0].slug}/${file}`, { headers: { authorization: `Bearer ${fresh.key}` } });
    const first = await at('citations.csv');
    await first.text();
    const second = await at('mentions.ndjson');
    await second.text();
    await spec.close();
    expect(first.headers.get('ratelimit')).toMatch(/^"read";r=59;/);
    expect(second.headers.get('ratelimit')).toMatch(/^"read";r=58;/);
  });
});

describe('the same bytes elsewhere', () => {
  it('bin/visibility export writes what the API sends, to a file or stdout', async () => {
    const api = await (await get(`/api/v1/projects/${slug}/mentions.csv?engine=CHATGPT`)).text();
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-')), 'mentions.csv');
    const email = seeded.account.email;
    const toFile = await runCliText(app.databaseUrl, [
      'export',
      '--account',
      email,
      '--project',
      slug,
      'mentions',
      '--engine',
      'CHATGPT',
      '--out',
      out,
    ]);
    expect(toFile.code, toFile.stderr).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toBe(api);
    expect(fs.readdirSync(path.dirname(out))).toEqual(['mentions.csv']);
    const nd = await (await get(`/api/v1/projects/${slug}/findings.ndjson`)).text();
    const toStdout = await runCliText(app.databaseUrl, ['export', '--account', email, '--project', slug, 'findings', '--format', 'ndjson']);
    expect(toStdout.code, toStdout.stderr).toBe(0);
    expect(toStdout.stdout).toBe(nd);
    const missing = await runCliText(app.databaseUrl, ['export', '--account', email, '--project', 'nope', 'citations', '--out', out]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no project "nope"/);
    expect(fs.readFileSync(out, 'utf8')).toBe(api); // untouched by the failed export
    const wrong = await runCliText(app.databaseUrl, ['export', '--account', email, '--project', slug, 'findings', '--engine', 'GROK']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/--engine does not apply to findings/);
  });

  it("the dashboard's download is the API's export for the session's account", async () => {
    const email = `exporter-${Date.now()}@example.test`;
    await addUser(app.services.db, { accountId: seeded.account.id, email, role: 'MEMBER', password: 'correct horse battery' });
    const signIn = await fetch(`${app.url}/app/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    const cookie = /vis_session=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')![0];
    const dash = await fetch(`${app.url}/app/api/projects/${slug}/citations.ndjson?engine=PERPLEXITY`, { headers: { cookie } });
    expect(dash.status).toBe(200);
    expect(dash.headers.get('content-disposition')).toBe(`attachment; filename="${slug}-citations.ndjson"`);
    expect(await dash.text()).toBe(await (await get(`/api/v1/projects/${slug}/citations.ndjson?engine=PERPLEXITY`)).text());
    expect((await fetch(`${app.url}/app/api/projects/${slug}/citations.ndjson`)).status).toBe(401);
  });
});
