/**
 * Benchmark of the MCP server (npm run bench:mcp): the median time of a `list_citations` tool call
 * (POST /mcp, JSON-RPC, a page of 50) against the same page through REST, in the same run and
 * process, requests alternating one by one so both see the same machine. Seeds BENCH_ROWS
 * (default 100,000) citations into its own database (created and dropped) on BENCH_PG_URL
 * (default the local PostgreSQL). Two settings: the spec's limits (60 reads a minute per key; the
 * requests rotate over enough keys that none is refused: every request is counted in the
 * database) and a raised operator limit (VISIBILITY_RATE_LIMIT_READ, where REST's reads take
 * their count from a lease). Prints the figures and writes the "MCP" section of docs/benchmarks.md.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createServices } from '../src/app.ts';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { createLogger } from '../src/log.ts';
import { buildServer } from '../src/server.ts';
import { seedCitations } from './bulk-seed.ts';
import { writeBenchmarkSection } from './doc-section.ts';
import { benchConfig, benchServices, withBenchDatabase } from './bench-db.ts';

const ROWS = Number(process.env.BENCH_ROWS || 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1_000);

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

async function main() {
  await withBenchDatabase('mcp', async ({ url }) => {
    const log = createLogger('silent');
    const { services: setup, account, project } = await benchServices(url);
    // Each round sends one request of each kind with the same key: ROUNDS / 25 keys keep every
    // key under 60 a minute for any run shorter than 25 minutes... and at least 10.
    const keys: string[] = [];
    for (let i = 0; i < Math.max(10, Math.ceil(ROUNDS / 25)); i++) {
      keys.push((await createApiKey(setup.db, { accountId: account.id, role: 'READ', projectSlugs: [] })).key);
    }
    await setup.db.$disconnect();
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    await seedCitations(sql, { accountId: account.id, projectId: project.id, count: ROWS, idPrefix: 'cit' });
    await sql.query('ANALYZE');
    await sql.end();

    const results: { setting: string; rest: number[]; mcp: number[] }[] = [];
    for (const [setting, env] of [
      ['spec limits (60 reads/min per key)', {}],
      ['raised limit (VISIBILITY_RATE_LIMIT_READ=1000000)', { VISIBILITY_RATE_LIMIT_READ: '1000000' }],
    ] as const) {
      const services = createServices(benchConfig(env), log, url);
      const server = await buildServer(services);
      await server.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
      const restPage = (key: string) =>
        fetch(`${base}/api/v1/projects/${project.slug}/citations?limit=50`, { headers: { authorization: `Bearer ${key}` } });
      const mcpBody = JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'list_citations', arguments: { slug: project.slug, limit: 50 } },
      });
      const mcpPage = (key: string) =>
        fetch(`${base}/mcp`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: mcpBody,
        });
      const timed = async (f: (key: string) => Promise<Response>, key: string) => {
        const t = performance.now();
        const res = await f(key);
        const text = await res.text();
        if (res.status !== 200 || text.includes('"isError":true'))
          throw new Error(`unexpected answer ${res.status}: ${text.slice(0, 200)}`);
        return performance.now() - t;
      };
      // Same page, same items: the tool's structuredContent is the REST body.
      const restJson = await (await restPage(keys[0])).json();
      const mcpJson = (await (await mcpPage(keys[0])).json()) as { result: { structuredContent: unknown } };
      if (JSON.stringify(mcpJson.result.structuredContent) !== JSON.stringify(restJson)) throw new Error('MCP and REST pages differ');
      const rest: number[] = [];
      const mcp: number[] = [];
      // The first rounds warm up (not kept).
      for (let i = -20; i < ROUNDS; i++) {
        const key = keys[(i + 20) % keys.length];
        const pair =
          i % 2
            ? [await timed(restPage, key), await timed(mcpPage, key)]
            : [await timed(mcpPage, key), await timed(restPage, key)].reverse();
        if (i < 0) continue;
        rest.push(pair[0]);
        mcp.push(pair[1]);
      }
      await server.close();
      await services.db.$disconnect();
      results.push({ setting, rest, mcp });
    }

    const ms = (x: number) => `${x.toFixed(2)} ms`;
    const table = [
      '| setting | REST `GET /citations?limit=50` median (p95) | MCP `list_citations` median (p95) | ratio of medians (goal <= 1.5x) |',
      '|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.setting} | ${ms(quantile(r.rest, 0.5))} (${ms(quantile(r.rest, 0.95))}) | ${ms(quantile(r.mcp, 0.5))} (${ms(quantile(r.mcp, 0.95))}) | ${(quantile(r.mcp, 0.5) / quantile(r.rest, 0.5)).toFixed(2)}x |`,
      ),
    ].join('\n');
    console.log(table);
    writeBenchmarkSection(
      'MCP',
      `\`npm run bench:mcp\`: ${ROUNDS} requests of each, one at a time and alternating, against an in-process server (its own
database with ${ROWS.toLocaleString('en-US')} citations), on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}),
Node ${process.version}, run ${new Date().toISOString().slice(0, 10)}. The MCP request is a stateless Streamable HTTP POST
(a server and transport per request, JSON answer) whose tool call runs the same procedure, through the same chain, as
the REST route; the REST route is the fast read path. At the spec's limits both count each request in the database
(the gate's statement, then the page's); at a raised limit REST takes its count from a lease and folds the key's check
into the page's statement, while an MCP call still reads the key once (so that a revoked key is HTTP 401 on every
request) before its page.

${table}`,
    );
  });
}

await main();
