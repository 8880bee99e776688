import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { signBody } from '../../src/core/crawlers/drains.ts';
import { pruneCrawlerDataTask } from '../../src/jobs/prune-crawler-data.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { combinedLine, expectedCounts, sampleRequests, vercelEntry } from './fixtures.ts';
import { countsOf } from './support.ts';

/**
 * The ways in over HTTP: POST /api/v1/projects/{slug}/logs with an ingest key (streamed, gzip,
 * hostile bodies, the body limit), the ingest role refused everywhere else and every other role
 * refused here, and a Vercel log drain (created through the API, a good and a bad signature,
 * the x-vercel-verify handshake); retention prunes old counts.
 */
let app: TestApp;
let client: pg.Client;
let seeded: Awaited<ReturnType<typeof seedAccount>>;
let ingestKey: string;
let readKey: string;
const requests = sampleRequests();
const body = requests.map(combinedLine).join('\n') + '\n';

beforeAll(async () => {
  app = await startTestApp({ VISIBILITY_LOG_BODY_MAX_MB: '1' });
  client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  seeded = await seedAccount(app.services, { projects: 4 });
  const slugs = seeded.projects.map((p) => p.slug);
  ingestKey = (await createApiKey(app.services.db, { accountId: seeded.account.id, role: 'INGEST', projectSlugs: slugs.slice(0, 3) })).key;
  readKey = (await createApiKey(app.services.db, { accountId: seeded.account.id, role: 'READ', projectSlugs: [] })).key;
});
afterAll(async () => {
  await client?.end();
  await app?.close();
});

const post = (slug: string, key: string, payload: string | Buffer, query = '', type = 'text/plain') =>
  app.request(`/api/v1/projects/${slug}/logs${query}`, {
    key,
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof payload === 'string' ? payload : new Uint8Array(payload),
  });

describe('POST /projects/{slug}/logs', () => {
  it('counts a body streamed with an ingest key, and nothing twice when it comes again gzipped', async () => {
    const [project] = seeded.projects;
    const res = await post(project.slug, ingestKey, body);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      format: 'combined',
      linesRead: 20,
      linesCounted: 18,
      linesIgnored: 2,
      hits: 15,
      referrals: 3,
      linesBad: 0,
    });
    const again = await post(project.slug, ingestKey, gzipSync(Buffer.from(body)), '', 'application/gzip');
    expect(((await again.json()) as { data: { linesCounted: number; linesDuplicate: number } }).data).toMatchObject({
      linesCounted: 0,
      linesDuplicate: data.linesCounted,
    });
    const counts = await countsOf(client, project.id);
    expect([...counts.referrals.entries()].sort()).toEqual([...expectedCounts().referrals.entries()].sort());
  });

  it('never answers 5xx to hostile bodies: any bytes are lines, bad ones counted by reason', async () => {
    const [, project] = seeded.projects;
    const hostile = Buffer.concat([
      Buffer.from([0x00, 0xff, 0xfe, 0x0a]),
      Buffer.from('\x1b[31m GPTBot \x1b[0m\n'),
      Buffer.from(combinedLine({ ...requests[0], time: new Date(Date.UTC(2200, 0, 1)) }) + '\n'),
      Buffer.alloc(200_000, 0x41),
    ]);
    const res = await post(project.slug, ingestKey, hostile, '?format=combined');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { linesBad: number; badReasons: Record<string, number> } };
    expect(data.badReasons).toEqual({ nul_byte: 1, unparseable: 1, time_in_future: 1, line_too_long: 1 });
    for (const bad of ['?format=apache', '?map=nope', '?format=json&map=time=a,time=b=c']) {
      const r = await post(project.slug, ingestKey, body, bad);
      expect([r.status, await r.json()]).toEqual([400, { error: 'invalid_log_format' }]);
    }
  });

  it('refuses a body over VISIBILITY_LOG_BODY_MAX_MB with 413, having counted the lines before the limit', async () => {
    const [, , project] = seeded.projects;
    const big = Buffer.alloc(2 * 1024 * 1024, body);
    const res = await post(project.slug, ingestKey, big);
    expect([res.status, await res.json()]).toEqual([413, { error: 'log_body_too_large' }]);
    const { rows } = await client.query<{ lines_read: number }>('SELECT lines_read FROM log_import WHERE project_id = $1', [project.id]);
    expect(rows[0].lines_read).toBeGreaterThan(0);
  });

  it('an ingest key can post logs to its projects and do nothing else; no other key can post logs', async () => {
    const [project, , , outside] = seeded.projects;
    expect((await post(outside.slug, ingestKey, body)).status).toBe(404);
    for (const path of [
      '/api/v1/projects',
      `/api/v1/projects/${project.slug}`,
      `/api/v1/projects/${project.slug}/citations`,
      `/api/v1/projects/${project.slug}/report`,
      `/api/v1/projects/${project.slug}/log-drains`,
    ]) {
      const res = await app.request(path, { key: ingestKey });
      expect([path, res.status, await res.json()]).toEqual([path, 403, { error: 'insufficient_role' }]);
    }
    const audit = await app.request(`/api/v1/projects/${project.slug}/audits`, { key: ingestKey, method: 'POST' });
    expect([audit.status, await audit.json()]).toEqual([403, { error: 'insufficient_role' }]);
    const gql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ingestKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ projects(first: 1) { edges { node { slug } } } }' }),
    });
    expect(await gql.text()).toContain('insufficient_role');
    const mcp = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ingestKey}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_projects', arguments: {} } }),
    });
    expect(await mcp.text()).toContain('insufficient_role');
    for (const key of [readKey, seeded.key]) {
      const res = await post(project.slug, key, body);
      expect([res.status, await res.json()]).toEqual([403, { error: 'insufficient_role' }]);
    }
  });
});

describe('log drains', () => {
  it('a Vercel drain: created with its secret once, answers the handshake, counts a signed batch and refuses a bad signature', async () => {
    const [, , , project] = seeded.projects;
    const created = await app.request(`/api/v1/projects/${project.slug}/log-drains`, {
      key: seeded.key,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'vercel', verifyToken: 'vc-verify-8f2a1c' }),
    });
    expect(created.status).toBe(201);
    const drain = ((await created.json()) as { data: { id: string; path: string; secret: string } }).data;
    expect(drain.secret.length).toBeGreaterThan(20);
    const listed = await app.request(`/api/v1/projects/${project.slug}/log-drains`, { key: readKey });
    const list = ((await listed.json()) as { data: Record<string, unknown>[] }).data;
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(drain.secret);

    const handshake = await fetch(`${app.url}${drain.path}`);
    expect([handshake.status, handshake.headers.get('x-vercel-verify')]).toEqual([200, 'vc-verify-8f2a1c']);

    const batch = Buffer.from(JSON.stringify(requests.map((r, i) => vercelEntry(r, i))));
    const bad = await fetch(`${app.url}${drain.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vercel-signature': signBody('not-the-secret', batch) },
      body: new Uint8Array(batch),
    });
    expect([bad.status, await bad.json()]).toEqual([403, { error: 'invalid_signature' }]);
    const unsigned = await fetch(`${app.url}${drain.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(batch),
    });
    expect(unsigned.status).toBe(403);
    expect((await countsOf(client, project.id)).hits.size).toBe(0);

    const good = await fetch(`${app.url}${drain.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vercel-signature': signBody(drain.secret, batch) },
      body: new Uint8Array(batch),
    });
    expect(good.status).toBe(200);
    expect(((await good.json()) as { data: Record<string, unknown> }).data).toMatchObject({ format: 'vercel', hits: 15, referrals: 3 });
    const counts = await countsOf(client, project.id);
    expect(Object.fromEntries(counts.hits)).toEqual(Object.fromEntries(expectedCounts().hits));

    const removed = await app.request(`/api/v1/projects/${project.slug}/log-drains/${drain.id}`, { key: seeded.key, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await fetch(`${app.url}${drain.path}`)).status).toBe(404);
  });
});

describe('retention', () => {
  it('the prune task drops counts and line identities older than VISIBILITY_CRAWLER_RETENTION_DAYS', async () => {
    const [project] = seeded.projects;
    const old = new Date(Date.now() - 500 * 86_400_000);
    await client.query(
      `INSERT INTO crawler_hit_hourly (project_id, account_id, hour, bot, operator, bot_class, verification, path, status, hits)
       VALUES ($1, $2, $3, 'GPTBot', 'OpenAI', 'TRAINING', 'VERIFIED', '/old', 200, 5)`,
      [project.id, seeded.account.id, old],
    );
    const before = await client.query('SELECT count(*)::int AS n FROM crawler_hit_hourly WHERE project_id = $1', [project.id]);
    await pruneCrawlerDataTask(app.services)({}, {} as never);
    const after = await client.query('SELECT count(*)::int AS n FROM crawler_hit_hourly WHERE project_id = $1', [project.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n - 1);
  });
});
