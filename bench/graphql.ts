/**
 * Benchmark of the GraphQL API (npm run bench:graphql): at BENCH_ROWS citations and mentions
 * (default 1,000,000 each, spread over 12 months and 7 engines, seeded with generate_series),
 *  - a page of 50 citations through GraphQL vs the same page through REST, in the same run;
 *  - the 12-month weekly `visibility` aggregate (one SQL statement over answer_rollup, which the
 *    mention and citation triggers fill while the rows are seeded).
 * Needs a PostgreSQL (BENCH_PG_URL, default postgresql://postgres@127.0.0.1:5432/postgres);
 * it creates and drops its own database. Prints the figures and writes the "GraphQL" section of
 * docs/benchmarks.md.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { engineNames } from '../src/engines/engine-list.ts';
import { buildServer } from '../src/server.ts';
import { writeBenchmarkSection } from './doc-section.ts';
import { benchServices, withBenchDatabase } from './bench-db.ts';

const ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 200);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

async function main() {
  await withBenchDatabase('graphql', async ({ url }) => {
    const { services, account, project } = await benchServices(url);
    const key = (await createApiKey(services.db, { accountId: account.id, role: 'READ', projectSlugs: [] })).key;

    const seedStart = performance.now();
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    const engines = `(ARRAY[${engineNames.map((e) => `'${e}'`).join(',')}])[1 + g % ${engineNames.length}]::"Engine"`;
    // One run a week; its rows are observed within the week (about 19k rows per run at 1M).
    await sql.query(
      `INSERT INTO audit_run (id, account_id, project_id, status, trigger, run_date, created_at)
      SELECT 'run_bench_' || lpad(w::text, 3, '0'), $1, $2, 'COMPLETED', 'DEMO', now() - (w || ' weeks')::interval, now() - (w || ' weeks')::interval
      FROM generate_series(0, 52) w`,
      [account.id, project.id],
    );
    await sql.query(
      `INSERT INTO citation (id, account_id, project_id, audit_run_id, engine, observed_at, url, normalized_url, host, title, position, is_client_domain, is_competitor_domain, citation_confidence)
      SELECT 'cit_' || lpad(g::text, 9, '0'), $1, $2, 'run_bench_' || lpad((g % 52)::text, 3, '0'), ${engines},
        now() - ((g % 52) || ' weeks')::interval - ((g % 1000) || ' seconds')::interval,
        'https://s' || (g % 200) || '.example/p/' || (g % 5000), 'https://s' || (g % 200) || '.example/p/' || (g % 5000), 's' || (g % 200) || '.example',
        NULL, 1 + g % 8, g % 200 = 0, g % 200 = 1, 50 + g % 50
      FROM generate_series(1, $3::int) g`,
      [account.id, project.id, ROWS],
    );
    // An answer here is (run, engine): thousands of rows, brand k of the six ranked k + 1.
    await sql.query(
      `INSERT INTO mention (id, account_id, project_id, audit_run_id, engine, observed_at, name, normalized_name, kind, role, sentiment, mention_confidence, position)
      SELECT 'men_' || lpad(g::text, 9, '0'), $1, $2, 'run_bench_' || lpad((g % 52)::text, 3, '0'), ${engines},
        now() - ((g % 52) || ' weeks')::interval - ((g % 1000) || ' seconds')::interval,
        'Brand ' || (g % 6), 'brand ' || (g % 6),
        (ARRAY['CLIENT','COMPETITOR','COMPETITOR','THIRD_PARTY','CATEGORY','CLIENT'])[1 + g % 6]::"MentionKind", 'LISTED',
        (ARRAY['POSITIVE','NEUTRAL','NEGATIVE',NULL])[1 + g % 4]::"Sentiment", 80, CASE WHEN g % 6 = 4 THEN NULL ELSE 1 + g % 6 END
      FROM generate_series(1, $3::int) g`,
      [account.id, project.id, ROWS],
    );
    // What autovacuum does to freshly loaded tables (visibility map for index-only scans, statistics).
    await sql.query('VACUUM ANALYZE citation');
    await sql.query('VACUUM ANALYZE mention');
    await sql.query('VACUUM ANALYZE answer_rollup');
    const rollupRows = (await sql.query('SELECT count(*)::int AS n FROM answer_rollup')).rows[0].n as number;
    const seedMs = performance.now() - seedStart;

    const server = await buildServer(services);
    await server.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const slug = project.slug;
    const fields =
      'id engine observedAt url normalizedUrl host title position isClientDomain isCompetitorDomain citationConfidence matchedEntity';
    const resetLimits = () => sql.query('DELETE FROM rate_limit_window');
    const time = async (f: () => Promise<void>) => {
      await resetLimits();
      const t = performance.now();
      await f();
      return performance.now() - t;
    };
    const restPage = async () => {
      const res = await fetch(`${base}/api/v1/projects/${slug}/citations?limit=50`, { headers });
      if (res.status !== 200 || (await res.json()).data.length !== 50) throw new Error(`REST ${res.status}`);
    };
    const gqlPage = async () => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: `query($s: String!) { project(slug: $s) { citations(first: 50) { edges { node { ${fields} } } pageInfo { endCursor } } } }`,
          variables: { s: slug },
        }),
      });
      const body = await res.json();
      if (body.errors || body.data.project.citations.edges.length !== 50) throw new Error(JSON.stringify(body.errors));
    };
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString();
    let buckets = 0;
    const visibilityWeekly = async () => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: `query($s: String!, $from: DateTime) { project(slug: $s) { visibility(groupBy: WEEK, from: $from) { key answers mentionRate shareOfVoice avgPosition sentimentScore citationRate } } }`,
          variables: { s: slug, from },
        }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      buckets = body.data.project.visibility.length;
    };
    const loadBefore = os.loadavg()[0];
    for (let i = 0; i < 3; i++) {
      await time(restPage);
      await time(gqlPage);
    }
    const rest: number[] = [];
    const gql: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      rest.push(await time(restPage));
      gql.push(await time(gqlPage));
    }
    await time(visibilityWeekly);
    const vis: number[] = [];
    for (let i = 0; i < Math.max(5, Math.floor(ROUNDS / 4)); i++) vis.push(await time(visibilityWeekly));
    await server.close();
    await sql.end();
    await services.db.$disconnect();

    const f = (x: number) => x.toFixed(1);
    console.log(`machine: ${os.cpus().length} cpu (${os.cpus()[0]?.model ?? '?'}), node ${process.version}`);
    console.log(`rows: ${ROWS} citations + ${ROWS} mentions over 52 weeks (seeded in ${(seedMs / 1000).toFixed(1)} s)`);
    console.log(`page of 50 citations, REST    : median ${f(median(rest))} ms, p95 ${f(p95(rest))} ms (${ROUNDS} requests)`);
    console.log(`page of 50 citations, GraphQL : median ${f(median(gql))} ms, p95 ${f(p95(gql))} ms (${ROUNDS} requests)`);
    console.log(`GraphQL / REST (medians)      : ${(median(gql) / median(rest)).toFixed(2)}x`);
    console.log(
      `visibility WEEK over 12 months: median ${f(median(vis))} ms, p95 ${f(p95(vis))} ms (${vis.length} requests, ${buckets} buckets, ${rollupRows} answer_rollup rows)`,
    );
    const ratio = median(gql) / median(rest);
    const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
    writeBenchmarkSection(
      'GraphQL page and visibility aggregate',
      `\`npm run bench:graphql\` on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average (1 min) before the requests: ${loadBefore.toFixed(2)}.
Requests one at a time from this process to the server it runs (REST and GraphQL alternating, after 3 warm-up rounds).
${ROWS.toLocaleString('en')} citations + ${ROWS.toLocaleString('en')} mentions of one project over 52 weeks, seeded in ${(seedMs / 1000).toFixed(1)} s (the rollup triggers included).

| measure | median | p95 | requests |
|---|---|---|---|
| REST page of 50 citations | ${f(median(rest))} ms | ${f(p95(rest))} ms | ${ROUNDS} |
| GraphQL page of 50 citations | ${f(median(gql))} ms | ${f(p95(gql))} ms | ${ROUNDS} |
| \`visibility(groupBy: WEEK)\` over 12 months | ${f(median(vis))} ms | ${f(p95(vis))} ms | ${vis.length} |

GraphQL / REST (medians): ${ratio.toFixed(2)}x (goal: within 1.5x, ${verdict(ratio <= 1.5)}); the weekly aggregate: goal under 200 ms (${verdict(median(vis) < 200)}). The aggregate reads ${rollupRows.toLocaleString('en')} \`answer_rollup\` rows
(${buckets} weekly buckets) instead of the 2M mention and citation rows; before the rollup it took 4.6 s (median, same data, measured on 2026-11-23 on a busier machine).`,
    );
  });
}

await main();
