/**
 * Memory under hostile GraphQL (npm run bench:graphql-memory): the service in this process,
 * BENCH_REQUESTS requests (default 6,000, through Fastify's inject, 8 at a time) of distinct
 * documents built to be as costly to cache as the limits allow: ~90 kB of comments around a small
 * query (comments are no tokens), a ~90 kB string argument (one token), and ~2,000-token selections.
 * Each is a new key for yoga's parse cache and a new document for graphql-jit. RSS and heap are
 * read after a full GC before, every 1,000 requests, and after. Needs a PostgreSQL (BENCH_PG_URL,
 * default postgresql://postgres@127.0.0.1:5432/postgres); it creates and drops its own database.
 * Prints the figures and writes the "GraphQL memory under hostile documents" section of
 * docs/benchmarks.md (BENCH_WRITE=0 to only print).
 */
import os from 'node:os';
import { createServices } from '../src/app.ts';
import { createAccount } from '../src/core/accounts/accounts.ts';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { loadConfig } from '../src/core/runtime/config.ts';
import { createProject } from '../src/core/projects/projects.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/log.ts';
import { buildServer } from '../src/server.ts';
import { writeBenchmarkSection } from './doc-section.ts';
import { withBenchDatabase } from './bench-db.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 6_000);
const CONCURRENCY = 8;
const MB = 1024 * 1024;

function gc() {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with node --expose-gc');
  collect();
  collect();
}
const memory = () => {
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss / MB, heap: m.heapUsed / MB };
};

/** The i-th hostile document: three kinds in turn, each distinct from every other. */
function hostileDocument(i: number): string {
  const pad = 90_000;
  switch (process.env.BENCH_KIND ? Number(process.env.BENCH_KIND) : i % 3) {
    case 0:
      return `# ${i}\n${'#'.repeat(pad)}\n{ __typename }`;
    case 1:
      return `{ project(slug: "${i}-${'x'.repeat(pad)}") { id } }`;
    default:
      return `# ${i}\n{ ${'__typename '.repeat(1_900)}}`;
  }
}

async function main() {
  await withBenchDatabase('gqlmem', async ({ url }) => {
    const log = createLogger('silent');
    await migrate(url, log);
    const config = loadConfig({
      VISIBILITY_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
      VISIBILITY_DATA_DIR: '.data/bench',
      // The read limit would answer most of the run with 429 before GraphQL sees it.
      VISIBILITY_RATE_LIMIT_READ: '1000000000',
    });
    const services = createServices(config, log, url);
    const account = await createAccount(services.db, { email: 'bench@example.test', plan: 'AGENCY' });
    // API access comes with a paid project.
    await createProject(services.db, {
      accountId: account.id,
      name: 'Bench',
      domain: 'bench.example',
      workspaceSlug: account.workspaces[0],
    });
    const key = (await createApiKey(services.db, { accountId: account.id, role: 'READ', projectSlugs: [] })).key;
    const server = await buildServer(services);
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    // Warm-up: the GraphQL engine is loaded on the first request.
    await server.inject({ method: 'POST', url: '/graphql', headers, payload: JSON.stringify({ query: '{ __typename }' }) });
    const before = memory();
    const samples: string[] = [];
    const statuses = new Map<number, number>();
    let peakRss = before.rss;
    const started = performance.now();
    for (let sent = 0; sent < REQUESTS; sent += CONCURRENCY) {
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, REQUESTS - sent) }, async (_, j) => {
          const res = await server.inject({
            method: 'POST',
            url: '/graphql',
            headers,
            payload: JSON.stringify({ query: hostileDocument(sent + j) }),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        }),
      );
      peakRss = Math.max(peakRss, process.memoryUsage().rss / MB);
      if ((sent + CONCURRENCY) % 1_000 < CONCURRENCY) {
        const m = memory();
        samples.push(`${sent + CONCURRENCY}: ${m.rss.toFixed(0)} MB RSS, ${m.heap.toFixed(0)} MB heap`);
        console.log(samples.at(-1));
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const after = memory();
    await server.close();
    await services.db.$disconnect();

    const lines = [
      `\`npm run bench:graphql-memory\` (\`bench/graphql-memory.ts\`), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}:`,
      `${REQUESTS.toLocaleString('en')} POST /graphql requests in ${seconds.toFixed(1)} s (in-process inject, ${CONCURRENCY} at a time), each a distinct document:`,
      '~90 kB of comments around `{ __typename }`, a ~90 kB string argument, or 1,900 selections of `__typename`',
      `(statuses ${JSON.stringify(Object.fromEntries(statuses))}). Memory after a full GC:`,
      '',
      '| | RSS | heap used |',
      '|---|---|---|',
      `| before | ${before.rss.toFixed(0)} MB | ${before.heap.toFixed(0)} MB |`,
      `| after | ${after.rss.toFixed(0)} MB | ${after.heap.toFixed(0)} MB |`,
      `| peak RSS while running (no GC) | ${peakRss.toFixed(0)} MB | |`,
      '',
      `Every 1,000 requests: ${samples.join('; ')}.`,
    ];
    const body = lines.join('\n');
    console.log(body);
    if (process.env.BENCH_WRITE !== '0') writeBenchmarkSection('GraphQL memory under hostile documents', body);
  });
}

await main();
