import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineNames } from '../../src/engines/engine-list.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedObservations, seedRuns } from '../support/seed-data.ts';

let app: TestApp;
let key: string;
let slug: string;
let otherSlug: string;
let runIds: string[];
const start = new Date('2026-06-01T00:00:00.000Z');

beforeAll(async () => {
  app = await startTestApp();
  const seeded = await seedAccount(app.services, { projects: 2 });
  key = seeded.key;
  slug = seeded.projects[0].slug;
  otherSlug = seeded.projects[1].slug;
  await seedObservations(app.services, seeded.projects[0].id, 137, start);
  await seedObservations(app.services, seeded.projects[1].id, 10, start);
  runIds = await seedRuns(
    app.services,
    seeded.projects[0].id,
    Array.from({ length: 13 }, (_, i) => new Date(start.getTime() + i * 7 * 86_400_000)),
    { findingsPerRun: 23 },
  );
});
afterAll(async () => app?.close());

/** Reads every page; resets the key's read window between pages so the walk is not rate limited. */
async function walk(path: string, limit: number) {
  const items: { id: string; [k: string]: unknown }[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    await app.services.db.rateLimitWindow.deleteMany({});
    const sep = path.includes('?') ? '&' : '?';
    const res = await app.request(`${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.length).toBeLessThanOrEqual(limit);
    items.push(...body.data);
    cursor = body.nextCursor;
    pages++;
  } while (cursor);
  return { items, pages };
}

describe('pagination', () => {
  it('walks every citation once, newest observedAt first, id breaking ties', async () => {
    const { items, pages } = await walk(`/api/v1/projects/${slug}/citations`, 10);
    expect(items).toHaveLength(137);
    expect(pages).toBe(14);
    expect(new Set(items.map((i) => i.id)).size).toBe(137);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]];
      const order = (a.observedAt as string).localeCompare(b.observedAt as string) || a.id.localeCompare(b.id);
      expect(order).toBeGreaterThan(0);
    }
  });

  it('walks mentions with an engine filter', async () => {
    const { items } = await walk(`/api/v1/projects/${slug}/mentions?engine=GEMINI`, 7);
    expect(items.length).toBe(Math.ceil((137 - engineNames.indexOf('GEMINI')) / engineNames.length));
    expect(items.every((m) => m.engine === 'GEMINI')).toBe(true);
  });

  it('from/to are inclusive', async () => {
    const from = new Date(start.getTime() + 10 * 60_000).toISOString();
    const to = new Date(start.getTime() + 20 * 60_000).toISOString();
    const { items } = await walk(`/api/v1/projects/${slug}/citations?from=${from}&to=${to}`, 100);
    expect(items).toHaveLength(22); // minutes 10..20, two observations each
    expect(items.at(0)!.observedAt).toBe(to);
    expect(items.at(-1)!.observedAt).toBe(from);
    const offset = encodeURIComponent('2026-06-01T02:10:00+02:00');
    const { items: same } = await walk(`/api/v1/projects/${slug}/citations?from=${offset}&to=${to}`, 100);
    expect(same).toHaveLength(22);
  });

  it('score history is newest first and filtered by run date', async () => {
    const { items } = await walk(`/api/v1/projects/${slug}/score-history`, 5);
    expect(items.map((r) => r.id)).toEqual([...runIds].reverse());
    const from = new Date(start.getTime() + 7 * 86_400_000).toISOString();
    const to = new Date(start.getTime() + 21 * 86_400_000).toISOString();
    const { items: ranged } = await walk(`/api/v1/projects/${slug}/score-history?from=${from}&to=${to}`, 2);
    expect(ranged.map((r) => r.id)).toEqual([runIds[3], runIds[2], runIds[1]]);
    expect(items[0]).toMatchObject({ status: 'COMPLETED', pagesAnalyzed: 10, findingsCount: 23 });
    expect(items[0].deltas).toMatchObject({ citability: 1, technical: -1, brand: null });
  });

  it('findings default to the latest completed run, CRITICAL first, all pages', async () => {
    const { items } = await walk(`/api/v1/projects/${slug}/findings`, 4);
    expect(items).toHaveLength(23);
    const order = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
    const ranks = items.map((f) => order.indexOf(f.severity as string));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const res = await app.request(`/api/v1/projects/${slug}/findings?limit=1`, { key });
    expect((await res.json()).auditRunId).toBe(runIds.at(-1));
    const older = await (await app.request(`/api/v1/projects/${slug}/findings?auditRunId=${runIds[0]}&limit=100`, { key })).json();
    expect(older.auditRunId).toBe(runIds[0]);
    expect(older.data[0].title).toContain('of run 0');
  });

  it('a findings walk finishes on its run even when a newer run completes meanwhile', async () => {
    await app.services.db.rateLimitWindow.deleteMany({});
    const first = await (await app.request(`/api/v1/projects/${slug}/findings?limit=10`, { key })).json();
    const project = await app.services.db.project.findFirstOrThrow({ where: { slug } });
    const [newer] = await seedRuns(app.services, project.id, [new Date(start.getTime() + 200 * 86_400_000)], { findingsPerRun: 2 });
    const second = await (
      await app.request(`/api/v1/projects/${slug}/findings?limit=100&cursor=${encodeURIComponent(first.nextCursor)}`, { key })
    ).json();
    expect(second.auditRunId).toBe(first.auditRunId);
    expect([...first.data, ...second.data]).toHaveLength(23);
    const fresh = await (await app.request(`/api/v1/projects/${slug}/findings`, { key })).json();
    expect(fresh.auditRunId).toBe(newer);
    await app.services.db.auditRun.delete({ where: { id: newer } });
  });

  it('project list pages', async () => {
    const { items } = await walk('/api/v1/projects', 1);
    expect(items.map((p) => p.slug).sort()).toEqual([slug, otherSlug].sort());
  });

  it('rejects a tampered cursor and a cursor of another query or project', async () => {
    const first = await (await app.request(`/api/v1/projects/${slug}/citations?limit=5`, { key })).json();
    const cursor: string = first.nextCursor;
    const [payload, tag] = cursor.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ k: ['2030-01-01T00:00:00.000Z'], id: 'zzz' })).toString('base64url');
    const bad = [`${forgedPayload}.${tag}`, `${payload}.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`, 'not-a-cursor', payload];
    for (const c of bad) {
      const res = await app.request(`/api/v1/projects/${slug}/citations?cursor=${encodeURIComponent(c)}`, { key });
      expect(res.status, c).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_cursor' });
    }
    const elsewhere = [
      `/api/v1/projects/${otherSlug}/citations`,
      `/api/v1/projects/${slug}/mentions`,
      `/api/v1/projects/${slug}/citations?engine=CLAUDE`,
      `/api/v1/projects/${slug}/score-history`,
    ];
    for (const path of elsewhere) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await app.request(`${path}${sep}cursor=${encodeURIComponent(cursor)}`, { key });
      expect(res.status, path).toBe(400);
    }
  });
});

describe('parameter validation', () => {
  it('400 with a stable code for each bad parameter', async () => {
    await app.services.db.rateLimitWindow.deleteMany({});
    const cases: [string, string][] = [
      ['limit=0', 'invalid_limit'],
      ['limit=101', 'invalid_limit'],
      ['limit=1.5', 'invalid_limit'],
      ['limit=abc', 'invalid_limit'],
      ['limit=', 'invalid_limit'],
      ['limit=1e1', 'invalid_limit'],
      ['limit=0x2', 'invalid_limit'],
      ['limit=5.0', 'invalid_limit'],
      ['limit=%205', 'invalid_limit'],
      ['limit=-1', 'invalid_limit'],
      ['engine=BARD', 'invalid_engine'],
      ['engine=chatgpt', 'invalid_engine'],
      ['from=yesterday', 'invalid_from'],
      ['from=2026-01-01', 'invalid_from'],
      ['to=2026-13-01T00:00:00Z', 'invalid_to'],
      ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'invalid_range'],
    ];
    for (const [q, code] of cases) {
      const res = await app.request(`/api/v1/projects/${slug}/citations?${q}`, { key });
      expect(res.status, q).toBe(400);
      expect(await res.json(), q).toEqual({ error: code });
    }
    for (const ok of ['limit=1', 'limit=100', 'engine=GOOGLE_AIO', 'from=2026-01-01T00:00:00.000Z']) {
      expect((await app.request(`/api/v1/projects/${slug}/mentions?${ok}`, { key })).status, ok).toBe(200);
    }
  });

  it('unknown project, run and route give 404', async () => {
    await app.services.db.rateLimitWindow.deleteMany({});
    expect(await (await app.request('/api/v1/projects/nope', { key })).json()).toEqual({ error: 'not_found' });
    const unknownRun = `run_${'0'.repeat(32)}`;
    expect((await app.request(`/api/v1/audit-runs/${unknownRun}`, { key })).status).toBe(404);
    expect((await app.request(`/api/v1/projects/${slug}/findings?auditRunId=${unknownRun}`, { key })).status).toBe(404);
    // An id that is not one (the shape the OpenAPI document states) is malformed, not unknown.
    expect(await (await app.request('/api/v1/audit-runs/run_nope', { key })).json()).toEqual({ error: 'invalid_id' });
    expect(await (await app.request(`/api/v1/projects/${slug}/findings?auditRunId=run_nope`, { key })).json()).toEqual({
      error: 'invalid_audit_run_id',
    });
    const r = await app.request('/api/v1/nothing-here', { key });
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ error: 'route_not_found' });
    expect((await app.request('/nothing', { key })).status).toBe(404);
  });
});
