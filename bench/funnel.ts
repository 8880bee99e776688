/**
 * `npm run bench:funnel`: the page funnel (GET /projects/{slug}/crawlers/pages' core read) of a
 * 50,000-page site over the default 30 days: hourly crawler rollups (400,000 rows: eight per
 * page, verified and not, five bots, 2% of the hits answered 403), AI referral rollups (30,000
 * rows on 10,000 pages) and 100,000 citations of 20,000 of the pages (5,000 of them never
 * crawled) by five engines. Each case runs 5 times to warm up, then 20 times one after the other;
 * the median and the 95th percentile are written with the query plan to docs/benchmarks.md. The
 * seed writes the hourly tables and the citations; their triggers fill the per-page daily rollups
 * the funnel reads (migration 20261129000060_page_daily_rollups), as the ingest's writes do.
 */
import os from 'node:os';
import { funnelSettings, pageFunnel } from '../src/core/crawlers-report/page-funnel.ts';
import { newId } from '../src/core/kernel/ids.ts';
import { saveRobotsTxt } from '../src/core/runs/robots-txt.ts';
import { CursorCodec } from '../src/core/kernel/pagination.ts';
import { Secrets } from '../src/core/kernel/secrets.ts';
import { benchServices, withBenchDatabase } from './bench-db.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const PAGES = 50_000;
const now = new Date();

await withBenchDatabase('funnel', async ({ url }) => {
  const { services, account, project } = await benchServices(url);
  const db = services.db;
  const t0 = performance.now();
  // Eight hourly rows per page over the last 30 days: bot i%5, hour spread over the month.
  await db.$executeRawUnsafe(
    `
    INSERT INTO crawler_hit_hourly (project_id, account_id, hour, bot, operator, bot_class, verification, path, status, hits)
    SELECT $1, $2, date_trunc('hour', now() - ((p * 7 + r * 83) % 700) * interval '1 hour'),
      (ARRAY['gptbot','oai-searchbot','chatgpt-user','claudebot','perplexitybot'])[1 + (p + r) % 5],
      (ARRAY['OpenAI','OpenAI','OpenAI','Anthropic','Perplexity'])[1 + (p + r) % 5],
      ((ARRAY['TRAINING','SEARCH_INDEX','USER_FETCH','TRAINING','SEARCH_INDEX'])[1 + (p + r) % 5])::"CrawlerClass",
      (CASE WHEN r = 7 THEN 'CLAIMED_UNVERIFIED' ELSE 'VERIFIED' END)::"CrawlerVerification",
      '/page/' || p || (CASE WHEN r % 2 = 0 THEN '/' ELSE '' END),
      CASE WHEN p % 50 = 0 AND r = 0 THEN 403 ELSE 200 END,
      1 + (p * r) % 9
    FROM generate_series(1, ${PAGES}) p, generate_series(0, 7) r
    ON CONFLICT DO NOTHING`,
    project.id,
    account.id,
  );
  await db.$executeRawUnsafe(
    `
    INSERT INTO ai_referral_hourly (project_id, account_id, hour, product, landing_path, visits)
    SELECT $1, $2, date_trunc('hour', now() - ((p * 13 + r * 29) % 700) * interval '1 hour'),
      (ARRAY['chatgpt','perplexity','claude'])[1 + r], '/page/' || (p * 5), 1 + p % 4
    FROM generate_series(1, 10000) p, generate_series(0, 2) r
    ON CONFLICT DO NOTHING`,
    project.id,
    account.id,
  );
  // Citations of pages 1..20,000 on the client's domain (pages 45,001..50,000 stand for pages never crawled).
  await db.$executeRawUnsafe(
    `
    INSERT INTO citation (id, account_id, project_id, engine, observed_at, url, normalized_url, host, position, is_client_domain, is_competitor_domain, citation_confidence)
    SELECT 'cit_bench_' || c, $2, $1,
      ((ARRAY['CHATGPT','CLAUDE','PERPLEXITY','GEMINI','GOOGLE_AIO'])[1 + c % 5])::"Engine",
      now() - (c % 700) * interval '1 hour',
      'https://bench.example/page/' || pg || '?utm_source=openai', 'https://bench.example/page/' || pg, 'bench.example', 1 + c % 5, true, false, 90
    FROM (SELECT c, CASE WHEN c % 4 = 0 THEN ${PAGES} + 1 + c % 5000 ELSE 1 + c % 20000 END AS pg FROM generate_series(1, 100000) c) x`,
    project.id,
    account.id,
  );
  // A completed audit with the robots.txt it fetched, as every audited project has: the funnel reads
  // it and matches the cited pages (GPTBot refused everywhere, PerplexityBot on /page/1*).
  const run = await db.auditRun.create({
    data: {
      id: newId('auditRun', now),
      accountId: account.id,
      projectId: project.id,
      status: 'COMPLETED',
      trigger: 'API',
      runDate: now,
      completedAt: now,
    },
  });
  await saveRobotsTxt(db, run, {
    requestedUrl: 'https://bench.example/robots.txt',
    url: 'https://bench.example/robots.txt',
    status: 200,
    error: null,
    headers: {},
    contentType: 'text/plain',
    body: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: PerplexityBot\nDisallow: /page/1\n',
    truncated: false,
    redirects: [],
    elapsedMs: 0,
  });
  for (const t of [
    'crawler_hit_hourly',
    'ai_referral_hourly',
    'citation',
    'crawler_page_daily',
    'citation_page_daily',
    'ai_referral_page_daily',
  ])
    await db.$executeRawUnsafe(`ANALYZE ${t}`);
  const seeded = ((performance.now() - t0) / 1000).toFixed(1);
  const [counts] = await db.$queryRaw<{ hits: number; refs: number; cites: number; daily: number; citeDaily: number }[]>`
    SELECT (SELECT count(*)::int FROM crawler_hit_hourly) AS hits, (SELECT count(*)::int FROM ai_referral_hourly) AS refs,
      (SELECT count(*)::int FROM citation) AS cites, (SELECT count(*)::int FROM crawler_page_daily) AS daily,
      (SELECT count(*)::int FROM citation_page_daily) AS "citeDaily"`;
  const daily = counts.daily;

  const cursors = new CursorCodec(new Secrets(Buffer.alloc(32, 1)));
  const p = { keyId: 'bench', accountId: account.id, role: 'READ' as const, projectIds: null };
  const slug = project.slug;
  const first = await pageFunnel(db, cursors, p, { slug }, now);
  const cases: [string, () => Promise<unknown>][] = [
    ['first page, default (VERIFIED_HITS, 50 pages)', () => pageFunnel(db, cursors, p, { slug }, now)],
    ['next page (cursor)', () => pageFunnel(db, cursors, p, { slug, cursor: first.nextCursor ?? undefined }, now)],
    ['sort CITATIONS, 100 pages', () => pageFunnel(db, cursors, p, { slug, sort: 'CITATIONS', limit: 100 }, now)],
    ['segment CITED_NOT_CRAWLED', () => pageFunnel(db, cursors, p, { slug, segment: 'CITED_NOT_CRAWLED' }, now)],
    ['sort PATH', () => pageFunnel(db, cursors, p, { slug, sort: 'PATH' }, now)],
    ['segment ROBOTS_DISALLOWED_CITED', () => pageFunnel(db, cursors, p, { slug, segment: 'ROBOTS_DISALLOWED_CITED' }, now)],
  ];
  const rows: string[] = [];
  for (const [name, run] of cases) {
    for (let i = 0; i < 5; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const s = performance.now();
      await run();
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const row = `| ${name} | ${times[10].toFixed(0)} | ${times[18].toFixed(0)} |`;
    console.log(row);
    rows.push(row);
  }
  const t = first.totals;
  const median = Number(rows[0].split('|')[2]);
  const verdict =
    median <= 300
      ? `The first page answers in ${median} ms (median; p95 ${rows[0].split('|')[3].trim()} ms): within the 300 ms goal at the median.`
      : `The first page takes ${median} ms: OVER the 300 ms goal on this run (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores). What bounds it: the totals and every order but the path need the whole per-page aggregate, so every request reads and hashes one daily row per page and day with hits: ${daily.toLocaleString('en')} rows here, since this seed spreads each page's eight hourly rows over eight different days (the daily rollup folds the hours, bots, classes and statuses of a page's day into one row, which removes nothing from a seed without two rows on one page and day). The scan and the hash aggregate of those rows on their text path (the plan below) are the cost; no index removes rows from a read that needs all of them (a covering index on (project_id, day) was measured: the planner keeps the sequential scan, which reads the same rows). The audit's robots.txt adds its part on every audited project: the cited pages' keys (taken from the statement's own aggregate) and the matcher on each cited page (16,250 here: about 17 ms of JavaScript, one match per group of the file, 35 ms when it matched once per crawler). Readings of the afternoon of 2026-11-28 on the idle machine: 286 ms before the seed had an audit (the figure that hid this path), 599 ms with the audit when the matcher parsed each page's URL once per crawler and the cited pages were read before the statement, 415 ms with the path normalised once per page, 345 ms with the read beside the statement. In the evening the same machine model ran slower (load about 1, the benchmark alone: the hits' daily aggregate alone took 394 ms against the afternoon's 300 ms in the plan below, so the first page read 534-544 ms); in that hour the code before the cited keys came from the statement read 539 ms and the code after it 534 ms, one run each: the same latency (the second aggregate ran beside the statement on the other core), one citations aggregate and 18 ms of JavaScript less CPU a request.`;
  // The plan of the whole statement, with the settings its transaction runs with.
  const settings = funnelSettings(db);
  const plan = (
    await db.$transaction([
      ...settings,
      db.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON)
       SELECT path, sum(verified), sum(other), sum(refused), max(last_crawl), max(last_other) FROM crawler_page_daily
       WHERE project_id = $1 AND day >= date_trunc('day', now() - interval '29 days', 'UTC') GROUP BY 1`,
        project.id,
      ),
    ])
  ).at(-1) as { 'QUERY PLAN': string }[];
  const planText = plan.map((r) => r['QUERY PLAN']).join('\n');
  console.log(planText);
  await db.$disconnect();

  writeBenchmarkSection(
    'Page funnel of a 50,000-page site (`npm run bench:funnel`)',
    `Written by \`npm run bench:funnel\` (bench/funnel.ts). A project with ${counts.hits.toLocaleString('en')} hourly crawler rows
(50,000 pages, eight rows each over 30 days, on eight different days), ${counts.refs.toLocaleString('en')} referral rows and ${counts.cites.toLocaleString('en')} citations
(seeded in ${seeded} s); the funnel's core read (pageFunnel, the procedure's body: one statement for the aggregate with the
totals and the page, then the page's class and bot breakdowns and its citations by engine; before them, the latest
completed audit's robots.txt and the cited pages it disallows to an answer crawler, as for every audited project) over
the default 30 days. 5 warm-up runs, then 20 one after the other; milliseconds. Earlier readings
of the first page (median): 2763 ms before the daily rollups (2026-11-27, load average 10.6: the hourly rows and the
citations aggregated whole per request); 1929 ms (2026-11-28, load 13.0) and 1064 ms (2026-11-28 14:05 UTC, load 11) with
them, before the changes below. Totals of the run: ${t.pages.toLocaleString('en')} pages, ${t.crawledPages.toLocaleString('en')} crawled,
${t.citedPages.toLocaleString('en')} cited, ${t.citedNotCrawled?.toLocaleString('en') ?? 'not known'} cited not crawled, ${t.refusedCited?.toLocaleString('en') ?? 'not known'} refused and cited.
Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}, PostgreSQL on the same machine. Date: ${now.toISOString().slice(0, 10)}. Load average (1 min): ${os.loadavg()[0].toFixed(2)}.

| case | median | p95 |
|---|---|---|
${rows.join('\n')}

${verdict}

Query plan choice: whole UTC days of the range are read from the per-page daily rollups (crawler_page_daily:
${daily.toLocaleString('en')} rows, citation_page_daily: ${counts.citeDaily.toLocaleString('en')} rows, ai_referral_page_daily), kept by triggers on the hourly
tables and the citations; the partial days at the range's edges from the hourly rows and the citations (their primary key
and (project_id, observed_at) index bound those reads to the edge hours). Each is aggregated per page key (HashAggregate),
so the cost grows with the daily rows of the range, not the depth of the page; pages join on their key by hash, in one
statement (the aggregate materialized once for the totals and the page, work_mem raised for that transaction so the hash
aggregate stays in memory). The keyset comparison applies after the aggregate (top-N heapsort). Three changes of 2026-11-28,
measured on the statement alone (psql, 5 runs each, same seeded database, load 11-13): (1) the citations' aggregate keeps
one sum per page; their split by engine (a json_agg per cited page, 16,250 of them, sorted by path for a merge join) is
read for the page's 50 rows only, beside the hits' breakdowns: about 790 -> 660 ms; (2) the transaction runs without
parallel workers (max_parallel_workers_per_gather 0): the Gather Merge of partial aggregates sorted 143,000 rows again
and its two workers competed for the same two busy cores: 660 -> about 420 ms; (3) the transaction runs without JIT
(\`jit\` off: the statement is above PostgreSQL's jit_above_cost of 100,000, and compiling its expressions costs more
than it saves on these rows): 304 -> 286 ms median on the idle machine (bench:funnel, 2026-11-28, before the audit's
robots.txt joined the seed). Parallel workers allowed again on the idle machine: 366 ms, so they stay off. Measured and not kept: a covering index
(project_id, day) INCLUDE (path and the figures) for an index-only scan (the planner keeps the sequential scan of the
same rows: no gain), hash joins forced instead of the merge join (slower). Not done: an integer page id per (project,
path) for the rollups (the hash aggregate and the joins on ints instead of text paths) changes the tables the ingest
writes and their triggers; a per-range cache of the aggregate needs a data version bumped on every rollup write (a row
lock on each ingest statement, with a deadlock risk between concurrent imports of one project). The plan below is the
hits' daily aggregate alone, with the transaction's settings (work_mem 64MB, no parallel workers, no JIT).

\`\`\`
${planText}
\`\`\``,
  );
});
