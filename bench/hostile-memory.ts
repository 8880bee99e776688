/**
 * Peak memory under a mixed hostile load (npm run bench:hostile-memory): the service in this
 * process, BENCH_REQUESTS requests (default 20,000, through Fastify's inject, 8 at a time) in
 * turn of eight kinds: hostile GraphQL documents (~90 kB of comments, a ~90 kB string argument,
 * 1,900 selections), REST reads with garbage parameters, REST writes with ~95 kB bodies, MCP
 * tools/call with malformed params and a valid tools/list, dashboard brand.set with a 64-level SVG
 * of ~60 kB and with ~95 kB of bad base64, and ~95 kB bodies without a key. Reports the process's
 * peak RSS (getrusage maxRSS, which no sampling can miss) against the 700 MB ceiling, and RSS and
 * heap after a full GC before and after. Needs a PostgreSQL (BENCH_PG_URL); creates and drops its
 * own database. Writes the "Memory under a mixed hostile load" section of docs/benchmarks.md
 * (BENCH_WRITE=0 to only print).
 */
import os from 'node:os';
import { createServices } from '../src/app.ts';
import { createAccount } from '../src/core/accounts/accounts.ts';
import { createDashboardSession } from '../src/core/accounts/sessions.ts';
import { createApiKey } from '../src/core/access/api-keys.ts';
import { loadConfig } from '../src/core/runtime/config.ts';
import { createProject } from '../src/core/projects/projects.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/log.ts';
import { buildServer } from '../src/server.ts';
import { writeBenchmarkSection } from './doc-section.ts';
import { withBenchDatabase } from './bench-db.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 20_000);
const CONCURRENCY = 8;
const CEILING_MB = 700;
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
const peakRssMb = () => (process.resourceUsage().maxRSS * 1024) / MB;

const kinds = ['graphql', 'rest-read', 'rest-write', 'mcp-bad-params', 'mcp-list', 'svg-deep', 'logo-garbage', 'no-key'] as const;
type Kind = (typeof kinds)[number];

async function main() {
  await withBenchDatabase('hostilemem', async ({ url }) => {
    const log = createLogger('silent');
    await migrate(url, log);
    const config = loadConfig({
      VISIBILITY_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
      VISIBILITY_DATA_DIR: '.data/bench',
      // The limits would answer most of the run with 429 before the surfaces see it.
      VISIBILITY_RATE_LIMIT_READ: '1000000000',
      VISIBILITY_RATE_LIMIT_WRITE: '1000000000',
    });
    const services = createServices(config, log, url);
    const account = await createAccount(services.db, { email: 'bench@example.test', plan: 'AGENCY' });
    await createProject(services.db, {
      accountId: account.id,
      name: 'Bench',
      domain: 'bench.example',
      workspaceSlug: account.workspaces[0],
    });
    const key = (await createApiKey(services.db, { accountId: account.id, role: 'READ', projectSlugs: [] })).key;
    const session = (await createDashboardSession(services.db, { accountId: account.id })).token;
    const server = await buildServer(services);
    const json = { 'content-type': 'application/json' };
    const keyed = { ...json, authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' };
    const dashboard = { ...json, authorization: `Bearer ${session}` };
    const pad = 90_000;
    const deepSvg = (i: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg"><title>${i}</title>${'<g>'.repeat(64)}${'<rect width="1" height="1"/>'.repeat(1_500)}${'</g>'.repeat(64)}</svg>`;
    const request = (kind: Kind, i: number) => {
      switch (kind) {
        case 'graphql': {
          const docs = [
            `# ${i}\n${'#'.repeat(pad)}\n{ __typename }`,
            `{ project(slug: "${i}-${'x'.repeat(pad)}") { id } }`,
            `# ${i}\n{ ${'__typename '.repeat(1_900)}}`,
          ];
          return { method: 'POST' as const, url: '/graphql', headers: keyed, payload: JSON.stringify({ query: docs[i % 3] }) };
        }
        case 'rest-read':
          return {
            method: 'GET' as const,
            url: `/api/v1/projects/${'s'.repeat(900)}${i}/citations?limit=abc&cursor=${'%00'.repeat(50)}`,
            headers: keyed,
          };
        case 'rest-write':
          return {
            method: 'POST' as const,
            url: '/api/v1/projects',
            headers: keyed,
            payload: JSON.stringify({ name: `${i}${'n'.repeat(95_000)}`, domain: 'x.example' }),
          };
        case 'mcp-bad-params':
          return {
            method: 'POST' as const,
            url: '/mcp',
            headers: keyed,
            payload: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: i, arguments: 'x'.repeat(50_000) } }),
          };
        case 'mcp-list':
          return {
            method: 'POST' as const,
            url: '/mcp',
            headers: keyed,
            payload: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/list' }),
          };
        case 'svg-deep':
          return {
            method: 'POST' as const,
            url: '/trpc/brand.set',
            headers: dashboard,
            payload: JSON.stringify({ name: 'Bench', logoBase64: Buffer.from(deepSvg(i)).toString('base64') }),
          };
        case 'logo-garbage':
          return {
            method: 'POST' as const,
            url: '/trpc/brand.set',
            headers: dashboard,
            payload: JSON.stringify({ name: 'Bench', logoBase64: `${i}${'A'.repeat(95_000)}*` }),
          };
        default:
          return { method: 'POST' as const, url: '/api/v1/projects', headers: json, payload: JSON.stringify({ name: 'x'.repeat(95_000) }) };
      }
    };
    // Warm-up: each surface once.
    for (const kind of kinds) await server.inject(request(kind, 0));
    const before = memory();
    const statuses = new Map<string, number>();
    const samples: string[] = [];
    const started = performance.now();
    for (let sent = 0; sent < REQUESTS; sent += CONCURRENCY) {
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, REQUESTS - sent) }, async (_, j) => {
          const i = sent + j;
          const kind = kinds[i % kinds.length];
          const res = await server.inject(request(kind, i));
          const k = `${kind} ${res.statusCode}`;
          statuses.set(k, (statuses.get(k) ?? 0) + 1);
        }),
      );
      if ((sent + CONCURRENCY) % 5_000 < CONCURRENCY) {
        samples.push(`${sent + CONCURRENCY}: ${(process.memoryUsage().rss / MB).toFixed(0)} MB RSS, peak ${peakRssMb().toFixed(0)} MB`);
        console.log(samples.at(-1));
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const peak = peakRssMb();
    const after = memory();
    await server.close();
    await services.db.$disconnect();
    const lines = [
      `\`npm run bench:hostile-memory\` (\`bench/hostile-memory.ts\`), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, the machine shared with other work:`,
      `${REQUESTS.toLocaleString('en')} requests in ${seconds.toFixed(1)} s (in-process inject, ${CONCURRENCY} at a time), eight kinds in turn: hostile GraphQL documents`,
      '(~90 kB of comments, a ~90 kB string argument, 1,900 selections), REST reads with garbage parameters, REST writes with ~95 kB',
      'bodies, MCP `tools/call` with malformed params and a valid `tools/list`, dashboard `brand.set` with a 64-level ~60 kB SVG and',
      'with ~95 kB of bad base64, ~95 kB bodies without a key.',
      '',
      '| | RSS | heap used |',
      '|---|---|---|',
      `| before (after a full GC) | ${before.rss.toFixed(0)} MB | ${before.heap.toFixed(0)} MB |`,
      `| peak RSS of the process (getrusage maxRSS) | ${peak.toFixed(0)} MB | |`,
      `| after (after a full GC) | ${after.rss.toFixed(0)} MB | ${after.heap.toFixed(0)} MB |`,
      '',
      `Ceiling: ${CEILING_MB} MB; peak ${peak <= CEILING_MB ? 'within it' : 'ABOVE it'}. Every 5,000 requests: ${samples.join('; ')}.`,
      '',
      `Answers: ${[...statuses]
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')}.`,
    ];
    const body = lines.join('\n');
    console.log(body);
    if (process.env.BENCH_WRITE !== '0') writeBenchmarkSection('Memory under a mixed hostile load', body);
  });
}

await main();
