// The page funnel reads per-page daily rollups for the whole days of its range and the hourly rows
// (the citations themselves) for the partial days at its edges (crawlers-report/page-funnel.ts).
// Its figures must be those of the hourly rows alone, the way the funnel read them before: this
// compares GET /crawlers/pages with that read (REFERENCE below) over ranges with whole days, hour
// and minute edges, one partial day and every row; again after the ingest's upsert added hits to
// existing rows, after the retention prune cut a day in two and after citations were deleted; and
// the rollups themselves with a recomputation from their source rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneCrawlerData } from '../../src/core/crawlers/retention.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import type { Engine } from '../../src/generated/prisma/client.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { type HitRow, type ReferralRow, seedCrawlerRollups } from '../support/crawler-rollups.ts';

let app: TestApp;
let key: string;
let slug: string;
let project: { id: string; accountId: string; domain: string };

/** The funnel's per-page figures as the hourly rows and the citations alone give them (the read before the daily rollups). */
const REFERENCE = `
  WITH h AS (
    SELECT CASE WHEN length(path) > 1 AND right(path, 1) = '/' THEN left(path, -1) ELSE path END AS path,
      COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED'), 0)::int AS verified,
      COALESCE(sum(hits) FILTER (WHERE verification <> 'VERIFIED'), 0)::int AS other,
      COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED' AND status >= 400), 0)::int AS refused,
      max(hour) FILTER (WHERE verification = 'VERIFIED') AS last_crawl,
      max(hour) FILTER (WHERE verification <> 'VERIFIED') AS last_other
    FROM crawler_hit_hourly WHERE project_id = $1 AND hour >= $2 AND hour <= $3 GROUP BY 1
  ), c AS (
    SELECT path, sum(n)::int AS citations, json_agg(json_build_object('engine', engine, 'citations', n) ORDER BY n DESC, engine) AS by_engine
    FROM (
      SELECT CASE WHEN length(raw) > 1 AND right(raw, 1) = '/' THEN left(raw, -1) ELSE raw END AS path, engine, count(*)::int AS n
      FROM (
        SELECT split_part(substr(normalized_url, 8 + strpos(substr(normalized_url, 9), '/')), '?', 1) AS raw, engine::text AS engine
        FROM citation WHERE project_id = $1 AND is_client_domain AND observed_at >= $2 AND observed_at <= $3
      ) x GROUP BY 1, 2
    ) e GROUP BY 1
  ), v AS (
    SELECT CASE WHEN length(landing_path) > 1 AND right(landing_path, 1) = '/' THEN left(landing_path, -1) ELSE landing_path END AS path,
      sum(visits)::int AS visits
    FROM ai_referral_hourly WHERE project_id = $1 AND hour >= $2 AND hour <= $3 GROUP BY 1
  )
  SELECT COALESCE(h.path, c.path, v.path) AS path, COALESCE(h.verified, 0) AS "verifiedHits", COALESCE(h.other, 0) AS "otherHits",
    COALESCE(h.refused, 0) AS "refusedHits", h.last_crawl AS "lastCrawlAt", h.last_other AS "lastOtherHitAt",
    COALESCE(c.citations, 0) AS citations, COALESCE(c.by_engine, '[]'::json) AS "citationsByEngine", COALESCE(v.visits, 0) AS visits
  FROM h FULL JOIN c ON c.path = h.path FULL JOIN v ON v.path = COALESCE(h.path, c.path)
  ORDER BY 1`;

/** A deterministic generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const start = Date.UTC(2026, 5, 1);
const HOUR = 3_600_000;
const classes = ['TRAINING', 'SEARCH_INDEX', 'USER_FETCH', 'AGENT'] as const;
const verifications = ['VERIFIED', 'VERIFIED', 'CLAIMED_UNVERIFIED', 'UNKNOWN_AI_LIKE'] as const;
const engines: Engine[] = ['CHATGPT', 'CLAUDE', 'PERPLEXITY', 'GEMINI'];

beforeAll(async () => {
  app = await startTestApp();
  const seeded = await seedAccount(app.services, { projects: 1 });
  key = seeded.key;
  slug = seeded.projects[0].slug;
  project = await app.services.db.project.findUniqueOrThrow({ where: { id: seeded.projects[0].id } });
  const rnd = random(60);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const pathOf = () => (rnd() < 0.05 ? '/' : `/p${Math.floor(rnd() * 20)}${rnd() < 0.3 ? '/' : ''}`);
  // Ten days of hits, one row per key (the rollup's primary key), several per page and day.
  const rows = new Map<string, HitRow>();
  for (let i = 0; i < 600; i++) {
    const row: HitRow = {
      hour: new Date(start + Math.floor(rnd() * 240) * HOUR).toISOString(),
      bot: pick(['gptbot', 'claudebot', 'perplexitybot']),
      operator: 'Op',
      botClass: pick(classes),
      verification: pick(verifications),
      path: pathOf(),
      status: pick([200, 200, 200, 301, 403, 404, 503]),
      hits: 1 + Math.floor(rnd() * 9),
    };
    rows.set(`${row.hour}|${row.bot}|${row.botClass}|${row.verification}|${row.path}|${row.status}`, row);
  }
  const referrals = new Map<string, ReferralRow>();
  for (let i = 0; i < 150; i++) {
    const r: ReferralRow = {
      hour: new Date(start + Math.floor(rnd() * 240) * HOUR).toISOString(),
      product: pick(['chatgpt', 'perplexity']),
      landingPath: pathOf(),
      visits: 1 + Math.floor(rnd() * 4),
    };
    referrals.set(`${r.hour}|${r.product}|${r.landingPath}`, r);
  }
  await seedCrawlerRollups(app.services, project, [...rows.values()], [...referrals.values()]);
  // Citations at any millisecond of the ten days, on the client's domain and off it.
  await app.services.db.citation.createMany({
    data: Array.from({ length: 300 }, () => {
      const host = rnd() < 0.85 ? project.domain : 'news.example';
      const path = pathOf();
      return {
        id: newId('citation'),
        accountId: project.accountId,
        projectId: project.id,
        engine: pick(engines),
        observedAt: new Date(start + Math.floor(rnd() * 240 * HOUR)),
        url: `https://${host}${path}?utm_source=openai`,
        normalizedUrl: `https://${host}${path === '/' ? '/' : path.replace(/\/$/, '')}`,
        host,
        position: 1,
        isClientDomain: host === project.domain,
        isCompetitorDomain: false,
        citationConfidence: 90,
      };
    }),
  });
});
afterAll(async () => app?.close());

const ranges: [string, string, string][] = [
  ['whole days', '2026-06-02T00:00:00.000Z', '2026-06-05T23:59:59.999Z'],
  ['hour and minute edges', '2026-06-01T05:30:00.000Z', '2026-06-08T17:15:00.000Z'],
  ['one partial day', '2026-06-03T02:00:00.000Z', '2026-06-03T20:00:00.000Z'],
  ['midnight to midnight, both ends inclusive', '2026-06-02T00:00:00.000Z', '2026-06-06T00:00:00.000Z'],
  ['every row', '2026-05-25T00:00:00.000Z', '2026-06-20T00:00:00.000Z'],
];

async function funnelOf(from: string, to: string) {
  const res = await app.request(`/api/v1/projects/${slug}/crawlers/pages?from=${from}&to=${to}&sort=PATH&limit=100`, { key });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.nextCursor).toBeNull();
  return body as { data: Record<string, unknown>[]; totals: Record<string, number> };
}

async function referenceOf(from: string, to: string) {
  const rows = await app.services.db.$queryRawUnsafe<Record<string, unknown>[]>(REFERENCE, project.id, new Date(from), new Date(to));
  return rows.map((r): Record<string, unknown> => ({
    ...r,
    lastCrawlAt: r.lastCrawlAt ? (r.lastCrawlAt as Date).toISOString() : null,
    lastOtherHitAt: r.lastOtherHitAt ? (r.lastOtherHitAt as Date).toISOString() : null,
  }));
}

const fields = [
  'path',
  'verifiedHits',
  'otherHits',
  'refusedHits',
  'lastCrawlAt',
  'lastOtherHitAt',
  'citations',
  'citationsByEngine',
  'visits',
];
const pick = (r: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, r[f]]));

async function expectEqualFigures() {
  for (const [, from, to] of ranges) {
    const [funnel, reference] = await Promise.all([funnelOf(from, to), referenceOf(from, to)]);
    expect(funnel.data.map(pick)).toEqual(reference.map(pick));
    expect(funnel.totals.pages).toBe(reference.length);
    expect(funnel.totals.verifiedHits).toBe(reference.reduce((n, r) => n + Number(r.verifiedHits), 0));
    expect(funnel.totals.citations).toBe(reference.reduce((n, r) => n + Number(r.citations), 0));
  }
}

/** The rollups against their recomputation from the source rows (the migration's backfill). */
async function expectRollupsExact() {
  const diff = (a: string, b: string) =>
    app.services.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ((${a}) EXCEPT ALL (${b})) x`);
  const hitsNow = `SELECT project_id, day, path, verified, other, refused, answer_refused, last_crawl, last_other FROM crawler_page_daily`;
  const hitsAgain = `SELECT project_id, date_trunc('day', hour, 'UTC'), page_key(path),
      COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED'), 0)::int,
      COALESCE(sum(hits) FILTER (WHERE verification <> 'VERIFIED'), 0)::int,
      COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED' AND status >= 400), 0)::int,
      COALESCE(sum(hits) FILTER (WHERE verification = 'VERIFIED' AND status >= 400 AND bot_class IN ('SEARCH_INDEX', 'USER_FETCH')), 0)::int,
      max(hour) FILTER (WHERE verification = 'VERIFIED'), max(hour) FILTER (WHERE verification <> 'VERIFIED')
    FROM crawler_hit_hourly GROUP BY 1, 2, 3`;
  const citesNow = `SELECT project_id, day, path, engine, citations FROM citation_page_daily`;
  const citesAgain = `SELECT project_id, date_trunc('day', observed_at, 'UTC'), cited_page_key(normalized_url), engine, count(*)::int
    FROM citation WHERE is_client_domain GROUP BY 1, 2, 3, 4`;
  const refsNow = `SELECT project_id, day, path, visits FROM ai_referral_page_daily`;
  const refsAgain = `SELECT project_id, date_trunc('day', hour, 'UTC'), page_key(landing_path), sum(visits)::int FROM ai_referral_hourly GROUP BY 1, 2, 3`;
  for (const [a, b] of [
    [hitsNow, hitsAgain],
    [citesNow, citesAgain],
    [refsNow, refsAgain],
  ]) {
    expect(await diff(a, b)).toEqual([{ n: 0 }]);
    expect(await diff(b, a)).toEqual([{ n: 0 }]);
  }
}

describe('the page funnel on daily rollups', () => {
  it('has the figures of the hourly rows over whole days, hour edges, one partial day and every row', async () => {
    const [rows] = await app.services.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM crawler_page_daily WHERE project_id = $1`,
      project.id,
    );
    expect(rows.n).toBeGreaterThan(50);
    await expectRollupsExact();
    await expectEqualFigures();
  });

  it('stays exact when the ingest adds hits to existing rows and new ones in one upsert', async () => {
    // The statement the ingest writes a batch with (core/crawlers/rollup-writer.ts).
    await app.services.db.$executeRawUnsafe(
      `INSERT INTO crawler_hit_hourly (project_id, account_id, hour, bot, operator, bot_class, verification, path, status, hits)
       SELECT project_id, account_id, hour, bot, operator, bot_class, verification, path, status, 7 FROM crawler_hit_hourly
       WHERE project_id = $1 AND hour < '2026-06-04T00:00:00Z'
       UNION ALL
       SELECT $1, $2, '2026-06-09T23:00:00Z', 'claudebot', 'Op', 'USER_FETCH', 'VERIFIED', '/fresh/', 403, 2
       ON CONFLICT (project_id, hour, bot, bot_class, verification, path, status)
       DO UPDATE SET hits = crawler_hit_hourly.hits + EXCLUDED.hits`,
      project.id,
      project.accountId,
    );
    await expectRollupsExact();
    await expectEqualFigures();
  });

  it('stays exact after the retention prune cuts a day in two and citations are deleted', async () => {
    // Retention of 25.5 days on June 30, 00:00: everything before June 4, 12:00 goes.
    const removed = await pruneCrawlerData(app.services.db, 25.5, new Date('2026-06-30T00:00:00Z'));
    expect(removed.crawler_hit_hourly).toBeGreaterThan(0);
    await app.services.db.citation.deleteMany({ where: { projectId: project.id, observedAt: { lt: new Date('2026-06-05T06:00:00Z') } } });
    await expectRollupsExact();
    await expectEqualFigures();
    const [left] = await app.services.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM crawler_page_daily WHERE project_id = $1 AND day < '2026-06-04T00:00:00Z'`,
      project.id,
    );
    expect(left.n).toBe(0);
  });
});
